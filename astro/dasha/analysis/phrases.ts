/**
 * The phrases the texts name chart things with: dasha levels, grahas, houses and the matters of houses.
 */
import type { GrahaId } from '../../chart/placement.ts';
import { HOUSE_MEANINGS, MATTER_TEMPLATE } from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { fillTemplate, joinAnd, ordinal } from './templates.ts';

/** The name of each dasha level, by `DashaPeriod.level` (1 = mahadasha). */
export const LEVEL_NAMES = { 1: 'mahadasha', 2: 'antardasha', 3: 'pratyantardasha', 4: 'sookshma', 5: 'prana' } as const;

/** "the 10th house", "the 2nd and 11th houses". */
export function housesPhrase(houses: readonly number[]): string {
  return houses.length === 1 ? `the ${ordinal(houses[0] ?? 0)} house` : `the ${joinAnd(houses.map(ordinal))} houses`;
}

/** The graha as it reads inside a sentence: "the Sun", "the Moon", "Mars". */
export function grahaPhrase(graha: GrahaId): string {
  const name = grahaById(graha).en;
  return graha === 'sun' || graha === 'moon' ? `the ${name}` : name;
}

/** The themes of house 1–12 (HOUSE_MEANINGS). */
export function themesOf(house: number): string {
  return (HOUSE_MEANINGS[house - 1] as (typeof HOUSE_MEANINGS)[number]).themes;
}

/** Each house (1–12) with its themes (MATTER_TEMPLATE), joined by "and". */
export function mattersPhrase(houses: readonly number[]): string {
  return joinAnd(houses.map((house) => fillTemplate(MATTER_TEMPLATE, { house: ordinal(house), themes: themesOf(house) })));
}
