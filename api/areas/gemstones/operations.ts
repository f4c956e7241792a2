/**
 * Gemstone operations: the personalized recommendation of a birth computed in the worker pool; the stones of a
 * sign and one stone's particulars are pure look-ups.
 */
import { type GemstoneWearing, gemstoneWearing } from '../../../astro/recommendations/gemstone-wearing.ts';
import { type GemstoneRecommendation, type ZodiacGemstones, zodiacGemstones } from '../../../astro/recommendations/gemstones.ts';
import type { SignNumber } from '../../../astro/chart/placement.ts';
import { type Gemstone, gemstoneById, type GemstoneId } from '../../../data/gemstones.ts';
import { signById, type SignId } from '../../../data/signs.ts';
import { resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import type { Services } from '../../shared/services.ts';
import { GEMSTONE_TIMEZONE_HOURS, type GemstoneQuery } from './schemas.ts';

export interface BirthGemstones {
  birth: ResolvedBirth;
  recommendation: GemstoneRecommendation;
}

/** The recommendation of the birth of a request (without `timezone`: the spec's 5.5 hours). */
export async function birthGemstones(services: Services, query: GemstoneQuery): Promise<BirthGemstones> {
  const birth = resolveBirth(query, services.now(), GEMSTONE_TIMEZONE_HOURS);
  return { birth, recommendation: await services.pool.run('gemstoneReport', birth.input) };
}

/** The stones of a sign taken as lagna or Moon sign. */
export function signGemstones(sign: SignId): ZodiacGemstones {
  return zodiacGemstones(signById(sign).number as SignNumber);
}

/** One stone's record and how it is worn. */
export function gemstoneInfo(id: GemstoneId): { stone: Gemstone; wearing: GemstoneWearing } {
  return { stone: gemstoneById(id), wearing: gemstoneWearing(id) };
}
