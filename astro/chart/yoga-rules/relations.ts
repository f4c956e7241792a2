/**
 * Relations between grahas, houses and signs that rules of more than one family use: house lords, houses
 * counted from a sign, kendras, association of two grahas, and the grahas flanking the Moon or the Sun.
 * The definitions are in the module comment of ../yogas.ts.
 */
import { aspectsGraha } from '../aspects.ts';
import {
  type GrahaId,
  type HouseNumber,
  type SignNumber,
  KENDRA_HOUSES,
  houseFromSign,
  lordOfSign,
  signCounted,
} from '../placement.ts';
import type { YogaContext } from './context.ts';

/** The grahas counted by the Moon and Sun yogas (Sunapha … Ubhayachari): the five star-planets. */
export const STAR_PLANETS: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** The grahas of the rules that name "Mercury, Jupiter and Venus", whatever their natural benefic status. */
export const BENEFIC_TRIO: readonly GrahaId[] = ['mercury', 'jupiter', 'venus'];

/** Lord of house `house` from the lagna. */
export function lord(ctx: YogaContext, house: number): GrahaId {
  return lordOfSign(signCounted(ctx.lagna, house));
}

/** Grahas among `candidates` in the sign `count`-th from `from`. */
export function inSignFrom(ctx: YogaContext, from: SignNumber, count: number, candidates: readonly GrahaId[]): GrahaId[] {
  const target = signCounted(from, count);
  return candidates.filter((graha) => ctx.sign[graha] === target);
}

/** House of `graha` counted from sign `from`. */
export function houseFrom(ctx: YogaContext, from: SignNumber, graha: GrahaId): HouseNumber {
  return houseFromSign(from, ctx.sign[graha]);
}

export function isKendra(house: HouseNumber): boolean {
  return KENDRA_HOUSES.includes(house);
}

export type Association = 'conjunction' | 'exchange' | 'mutual aspect';

/** How two different grahas are associated, or null. */
export function association(ctx: YogaContext, a: GrahaId, b: GrahaId): Association | null {
  if (a === b) return null;
  if (ctx.sign[a] === ctx.sign[b]) return 'conjunction';
  if (lordOfSign(ctx.sign[a]) === b && lordOfSign(ctx.sign[b]) === a) return 'exchange';
  if (aspectsGraha(ctx.placements, a, b) && aspectsGraha(ctx.placements, b, a)) return 'mutual aspect';
  return null;
}

/** Grahas among the star-planets in the 2nd and 12th from a reference graha's sign. */
export function flanks(ctx: YogaContext, reference: GrahaId): { second: GrahaId[]; twelfth: GrahaId[] } {
  return {
    second: inSignFrom(ctx, ctx.sign[reference], 2, STAR_PLANETS),
    twelfth: inSignFrom(ctx, ctx.sign[reference], 12, STAR_PLANETS),
  };
}
