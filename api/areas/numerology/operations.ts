/** Numerology operations: plain functions from validated input to the engine's result. */
import { type LifePathReport, lifePath } from '../../../astro/numerology/life-path.ts';
import type { Services } from '../../shared/services.ts';
import type { LifePathQuery } from './schemas.ts';

/** The life path of a birth date; the life cycle a person is in depends on today's UTC date. */
export function lifePathOf(services: Pick<Services, 'now'>, query: LifePathQuery): LifePathReport {
  const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
  const today = new Date(services.now());
  return lifePath({ year, month, day }, { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() });
}
