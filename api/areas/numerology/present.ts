/**
 * Numerology responses. The engine's life path report already has the interface's shape and words (its texts
 * come from `data/numerology.ts`, English only), so presenting it is the identity; the function stays so every
 * area has the same seams.
 */
import type { LifePathReport } from '../../../astro/numerology/life-path.ts';
import type { LifePathResponse } from './schemas.ts';

export function lifePathResponse(report: LifePathReport): LifePathResponse {
  return report;
}
