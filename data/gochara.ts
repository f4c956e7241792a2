/**
 * Gochara (transits counted from the reader's sign): the houses in which each graha gives good results and the
 * vedha (obstruction) point of each, after Phaladeepika ch. 26 (Mantreswara), the rule the almanac rashifal
 * tradition applies. A graha in a favorable house gives its good result unless another graha stands in that
 * house's vedha point; the Sun and Saturn do not obstruct each other, nor the Moon and Mercury (father and son).
 * Rahu and Ketu follow Saturn's houses, as the almanacs read them.
 */
import type { GrahaId } from './grahas.ts';

/** Favorable house → its vedha house, per graha. */
export const GOCHARA_VEDHA = {
  sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
  moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  mars: { 3: 12, 6: 9, 11: 5 },
  mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  saturn: { 3: 12, 6: 9, 11: 5 },
  rahu: { 3: 12, 6: 9, 11: 5 },
  ketu: { 3: 12, 6: 9, 11: 5 },
} as const satisfies Record<GrahaId, Readonly<Partial<Record<number, number>>>>;

/** Pairs that never obstruct each other. */
export const VEDHA_EXEMPT_PAIRS: readonly (readonly [GrahaId, GrahaId])[] = [
  ['sun', 'saturn'],
  ['moon', 'mercury'],
];

/** True when `house` (1–12, counted from the reader's sign) is a favorable house of `graha`. */
export function isFavorableHouse(graha: GrahaId, house: number): boolean {
  return house in GOCHARA_VEDHA[graha];
}

/** The vedha house of a favorable house, or null when the house is not favorable for the graha. */
export function vedhaHouseOf(graha: GrahaId, house: number): number | null {
  return (GOCHARA_VEDHA[graha] as Readonly<Partial<Record<number, number>>>)[house] ?? null;
}

/** True when `a` and `b` may obstruct each other. */
export function canObstruct(a: GrahaId, b: GrahaId): boolean {
  return a !== b && !VEDHA_EXEMPT_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}
