/**
 * The Jaimini points of a birth: the birth report and the sunrise points come from the worker pool (two tasks run
 * side by side); the whole-sign arithmetic runs here (api/shared/jaimini.ts).
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
