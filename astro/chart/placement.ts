/**
 * Where the grahas stand: signs, houses and lordships over sidereal placements.
 *
 * Everything here is whole-sign (rashi-level) arithmetic on SIDEREAL longitudes (any ayanamsha; the chart
 * that builds a `Placements` decides which). Index bases, used throughout `astro/chart/`:
 * - sign numbers are 1–12 (1 = Aries … 12 = Pisces), as `SignNumber` of data/signs.ts;
 * - house numbers are 1–12, counted inclusively as jyotish does (the sign itself is the 1st);
 * - nakshatra numbers are 1–27 (1 = Ashwini), padas 1–4.
 *
 * A `Placements` is the minimum a rashi-level rule needs (lagna and nine longitudes with speeds), so the
 * dignity, aspect and yoga modules can be tested on hand-built charts without any astronomy.
 */
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { SIGNS, SIGN_SPAN_DEG, type SignNumber } from '../../data/signs.ts';
import { NAKSHATRA_SPAN_DEG, PADA_SPAN_DEG } from '../../data/nakshatras.ts';
import { normalizeDegrees } from '../angles.ts';

export { GRAHA_IDS, type GrahaId, type SignNumber };

/** A house number, 1–12, counted from a reference sign (1 = the reference sign itself). */
export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The position of one graha as the rashi-level rules need it. */
export interface GrahaPlacement {
  /** Sidereal ecliptic longitude in degrees, [0, 360). */
  readonly longitude: number;
  /** Rate of change of the longitude in degrees per day; negative = retrograde. */
  readonly speedDegPerDay: number;
  /** Geocentric ecliptic latitude in degrees (0 for the nodes); used only by the planetary-war rule. */
  readonly latitude: number;
}

/** The lagna and the nine grahas, all sidereal. */
export interface Placements {
  /** Sidereal longitude of the lagna (ascendant) in degrees, [0, 360). */
  readonly lagnaLongitude: number;
  readonly grahas: Readonly<Record<GrahaId, GrahaPlacement>>;
}

/** The kendras (angles), houses 1, 4, 7, 10. */
export const KENDRA_HOUSES: readonly HouseNumber[] = [1, 4, 7, 10];
/** The trikonas (trines), houses 1, 5, 9. */
export const TRIKONA_HOUSES: readonly HouseNumber[] = [1, 5, 9];
/** The dusthanas (houses of loss), 6, 8, 12. */
export const DUSTHANA_HOUSES: readonly HouseNumber[] = [6, 8, 12];
/** The upachayas (houses of growth), 3, 6, 10, 11. */
export const UPACHAYA_HOUSES: readonly HouseNumber[] = [3, 6, 10, 11];

/** The seven grahas with bodies, Sun … Saturn (the nodes excluded). */
export const SEVEN_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies readonly GrahaId[];

/** The sign (1–12) holding a sidereal longitude (degrees, any real value, reduced modulo 360). */
export function signOfLongitude(longitudeDeg: number): SignNumber {
  return (Math.min(11, Math.floor(normalizeDegrees(longitudeDeg) / SIGN_SPAN_DEG)) + 1) as SignNumber;
}

/** Degrees travelled inside the sign, [0, 30), of a longitude in degrees. */
export function degreeInSign(longitudeDeg: number): number {
  return normalizeDegrees(longitudeDeg) % SIGN_SPAN_DEG;
}

/**
 * The nakshatra (1–27, 1 = Ashwini) and pada (1–4) of a sidereal longitude in degrees. Boundaries belong
 * to the later division: 13°20′ exactly is Bharani pada 1.
 */
export function nakshatraPada(longitudeDeg: number): { readonly nakshatra: number; readonly pada: 1 | 2 | 3 | 4 } {
  const reduced = normalizeDegrees(longitudeDeg);
  const nakshatra = Math.min(26, Math.floor(reduced / NAKSHATRA_SPAN_DEG)) + 1;
  const padaIndex = Math.min(107, Math.floor(reduced / PADA_SPAN_DEG)) % 4;
  return { nakshatra, pada: (padaIndex + 1) as 1 | 2 | 3 | 4 };
}

/** The sign `count` signs from `from`, counted inclusively (count 1 = `from`; wraps; negative counts go back). */
export function signCounted(from: SignNumber, count: number): SignNumber {
  return ((((from - 1 + count - 1) % 12) + 12) % 12) + 1 as SignNumber;
}

/** The house (1–12) that sign `to` is from sign `from`, counted inclusively (same sign = 1). */
export function houseFromSign(from: SignNumber, to: SignNumber): HouseNumber {
  return ((((to - from) % 12) + 12) % 12) + 1 as HouseNumber;
}

/** The lord (ruling graha) of a sign, BPHS ch. 4 (data/signs.ts `lord`; the co-lords Rahu/Ketu are not used here). */
export function lordOfSign(sign: SignNumber): GrahaId {
  return (SIGNS[sign - 1] as (typeof SIGNS)[number]).lord;
}

/** The sign of the lagna. */
export function lagnaSign(placements: Placements): SignNumber {
  return signOfLongitude(placements.lagnaLongitude);
}

/** The sign a graha occupies. */
export function grahaSign(placements: Placements, graha: GrahaId): SignNumber {
  return signOfLongitude(placements.grahas[graha].longitude);
}

/** The house a graha occupies counted from the lagna (whole sign). */
export function grahaHouse(placements: Placements, graha: GrahaId): HouseNumber {
  return houseFromSign(lagnaSign(placements), grahaSign(placements, graha));
}

/** The house graha `graha` occupies counted from the sign of graha `reference` (e.g. from the Moon). */
export function grahaHouseFrom(placements: Placements, reference: GrahaId, graha: GrahaId): HouseNumber {
  return houseFromSign(grahaSign(placements, reference), grahaSign(placements, graha));
}

/** The sign of house `house` counted from the lagna (whole sign). */
export function signOfHouse(placements: Placements, house: HouseNumber): SignNumber {
  return signCounted(lagnaSign(placements), house);
}

/** The lord of house `house` from the lagna (whole sign). */
export function houseLord(placements: Placements, house: HouseNumber): GrahaId {
  return lordOfSign(signOfHouse(placements, house));
}

/** The grahas in a sign, in the order Sun … Ketu. */
export function grahasInSign(placements: Placements, sign: SignNumber): GrahaId[] {
  return GRAHA_IDS.filter((graha) => grahaSign(placements, graha) === sign);
}

/** True when a graha's speed in longitude is negative. */
export function isRetrograde(placements: Placements, graha: GrahaId): boolean {
  return placements.grahas[graha].speedDegPerDay < 0;
}
