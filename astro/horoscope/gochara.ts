/**
 * Gochara for a sign's reader: where each graha stands counted from the sign, whether that house is favorable
 * (data/gochara.ts, Phaladeepika ch. 26) and whether a favorable transit is obstructed (vedha) by another graha.
 * The sign is the reader's Moon sign on the sidereal zodiac (rashifal columns), or the Sun sign on the tropical
 * zodiac (sun-sign columns); positions are read on the same zodiac.
 */
import { canObstruct, isFavorableHouse, vedhaHouseOf } from '../../data/gochara.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import type { GrahaTransitRow } from '../transits/daily.ts';

export const ZODIACS = ['sidereal', 'tropical'] as const;
export type Zodiac = (typeof ZODIACS)[number];

/** Sign 1–12 of a graha row on a zodiac. */
export function signOnZodiac(row: GrahaTransitRow, zodiac: Zodiac): number {
  return zodiac === 'sidereal' ? row.sign : Math.floor(row.tropicalLongitude / 30) + 1;
}

/** House 1–12 of `sign` counted from `fromSign` (both 1–12), the reader's sign being the 1st. */
export function houseFrom(fromSign: number, sign: number): number {
  return ((sign - fromSign + 12) % 12) + 1;
}

/** One graha's standing for a reader on one date. */
export interface Placement {
  readonly graha: GrahaId;
  /** Sign 1–12 on the zodiac read. */
  readonly sign: number;
  /** House 1–12 counted from the reader's sign. */
  readonly house: number;
  readonly favorable: boolean;
  /** The graha that obstructs a favorable transit (vedha), or null. */
  readonly obstructedBy: GrahaId | null;
  readonly retrograde: boolean;
  /** Moon nakshatra 1–27 (sidereal), for every graha. */
  readonly nakshatra: number;
}

/** The nine grahas of one date's rows (any order) for the reader of `readerSign`. */
export function placements(rows: readonly GrahaTransitRow[], readerSign: number, zodiac: Zodiac): Record<GrahaId, Placement> {
  const byGraha = new Map(rows.map((r) => [r.graha, r]));
  const houses = new Map<GrahaId, number>();
  for (const id of GRAHA_IDS) houses.set(id, houseFrom(readerSign, signOnZodiac(byGraha.get(id)!, zodiac)));
  const result = {} as Record<GrahaId, Placement>;
  for (const id of GRAHA_IDS) {
    const row = byGraha.get(id)!;
    const house = houses.get(id)!;
    const favorable = isFavorableHouse(id, house);
    const vedha = favorable ? vedhaHouseOf(id, house) : null;
    const obstructedBy = vedha === null ? null : (GRAHA_IDS.find((other) => canObstruct(id, other) && houses.get(other) === vedha) ?? null);
    result[id] = { graha: id, sign: signOnZodiac(row, zodiac), house, favorable, obstructedBy, retrograde: row.retrograde, nakshatra: row.nakshatra };
  }
  return result;
}
