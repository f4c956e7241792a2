/**
 * The Jaimini points of a birth: the engine's birth report and sunrise points (two tasks), then the whole-sign
 * arithmetic (api/shared/jaimini.ts). Answered whole in a worker (answers.ts).
 */
import { resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import { type JaiminiPoints, jaiminiPoints, sunrisePointsOf } from '../../shared/jaimini.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { JaiminiInput } from './schemas.ts';

export interface JaiminiResult {
  birth: ResolvedBirth;
  points: JaiminiPoints;
}

export async function jaimini(services: ComputeServices, input: JaiminiInput): Promise<JaiminiResult> {
  const birth = resolveBirth(input, services.now());
  const [report, sunrise] = await Promise.all([services.pool.run('birthReport', birth.input), sunrisePointsOf(services, birth, input)]);
  return { birth, points: jaiminiPoints(report, sunrise, input) };
}
