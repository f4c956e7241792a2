/**
 * Bhavas (houses) that divide the sky rather than the zodiac: the midheaven, Sripati bhavas and Placidus
 * cusps. Whole-sign houses need none of this (see placement.ts).
 *
 * Frame: all longitudes here are ecliptic longitudes of the TRUE equinox and ecliptic of date (tropical);
 * the chart subtracts the ayanamsha afterwards, which moves every cusp by the same amount. Inputs:
 * - RAMC: right ascension of the meridian = local apparent sidereal time, in degrees;
 * - ε: true obliquity of the ecliptic, degrees;
 * - φ: geographic latitude, degrees, north positive.
 *
 * Cusp arrays are 0-based arrays of 12 numbers where index i is house i + 1.
 */
import { normalizeDegrees } from '../angles.ts';
import { ChartError } from './chart-error.ts';
import type { HouseNumber } from './placement.ts';

const RAD = Math.PI / 180;

/** Every house system a chart can be asked for: whole sign from the lagna, and the bhava systems. */
export const HOUSE_SYSTEMS = ['whole-sign', 'sripati', 'placidus'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
/** Houses offered besides whole sign. */
export type BhavaSystem = Exclude<HouseSystem, 'whole-sign'>;

/**
 * Ecliptic longitude of the midheaven (the ecliptic point on the upper meridian), degrees [0, 360):
 * λ = atan2(sin RAMC, cos RAMC · cos ε) (Meeus, Astronomical Algorithms, 2nd ed., ch. 13 conversion of a
 * point on the ecliptic from right ascension; the quadrant follows RAMC).
 */
export function midheavenLongitude(ramcDeg: number, obliquityDeg: number): number {
  const ramc = ramcDeg * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(obliquityDeg * RAD)) / RAD);
}

/** Sripati bhavas: the middle (madhya) and the start (sandhi) of each of the 12 bhavas. */
export interface SripatiBhavas {
  /** Bhava madhya, degrees; index 0 = bhava 1 = the ascendant, index 9 = bhava 10 = the midheaven. */
  readonly madhya: readonly number[];
  /** Bhava sandhi = start of each bhava, degrees: the midpoint between the previous madhya and this one. */
  readonly sandhi: readonly number[];
}

/**
 * Sripati bhavas (Sripati Paddhati; the "Porphyry" trisection of each quadrant): the madhyas of bhavas 1, 4,
 * 7, 10 are the ascendant, IC, descendant and midheaven; the two madhyas between are at thirds of the
 * zodiacal arc of each quadrant; each bhava begins (sandhi) halfway between its madhya and the previous one.
 * This is Swiss Ephemeris house system 'S', whose cusps are the sandhis.
 * @param ascendantDeg ecliptic longitude of the ascendant, degrees (any frame, as long as `midheavenDeg` agrees)
 * @param midheavenDeg ecliptic longitude of the midheaven, degrees
 */
export function sripatiBhavas(ascendantDeg: number, midheavenDeg: number): SripatiBhavas {
  const angles = [ascendantDeg, midheavenDeg + 180, ascendantDeg + 180, midheavenDeg].map(normalizeDegrees);
  const madhya: number[] = [];
  for (let quadrant = 0; quadrant < 4; quadrant++) {
    const start = angles[quadrant] as number;
    const arc = normalizeDegrees((angles[(quadrant + 1) % 4] as number) - start);
    madhya.push(start, normalizeDegrees(start + arc / 3), normalizeDegrees(start + (2 * arc) / 3));
  }
  const sandhi = madhya.map((middle, i) => {
    const previous = madhya[(i + 11) % 12] as number;
    return normalizeDegrees(previous + normalizeDegrees(middle - previous) / 2);
  });
  return { madhya, sandhi };
}

/** Fixed-point iterations allowed for one Placidus cusp, and their convergence threshold in degrees. */
const PLACIDUS_MAX_ITERATIONS = 100;
const PLACIDUS_TOLERANCE_DEG = 1e-9;

/**
 * Placidus cusps (semi-arc trisection), degrees [0, 360), index 0 = cusp of house 1 (the ascendant).
 *
 * An ecliptic point lies on the cusp of house 11 (12) when its hour angle east of the meridian is 1/3 (2/3)
 * of its diurnal semi-arc DSA = acos(−tan φ tan δ); on the cusp of house 2 (3) when it is 2/3 (1/3) of its
 * nocturnal semi-arc above the lower meridian, i.e. RA − RAMC = 60° + 2/3·DSA (120° + 1/3·DSA). Each cusp is
 * solved by fixed-point iteration on its right ascension (λ from α: atan2(sin α, cos α cos ε); δ from λ:
 * asin(sin ε sin λ)); cusps 5, 6, 8, 9 are opposite 11, 12, 2, 3, and 1, 4, 7, 10 are the angles given.
 * Method as in R. Holden, "The Elements of House Division" (1977) and Swiss Ephemeris house system 'P'.
 *
 * Undefined where some ecliptic points never rise or set: throws `ChartError` HOUSE_SYSTEM_UNDEFINED when
 * |φ| ≥ 90° − ε (the polar circles, about 66°34′) or when an iteration does not converge.
 * @param ramcDeg local apparent sidereal time, degrees
 * @param obliquityDeg true obliquity of date, degrees
 * @param latitudeDeg geographic latitude, degrees, −90…90
 * @param ascendantDeg tropical ascendant for the same RAMC, degrees (becomes cusp 1)
 * @param midheavenDeg tropical midheaven for the same RAMC, degrees (becomes cusp 10)
 */
export function placidusCusps(
  ramcDeg: number,
  obliquityDeg: number,
  latitudeDeg: number,
  ascendantDeg: number,
  midheavenDeg: number,
): number[] {
  if (Math.abs(latitudeDeg) >= 90 - obliquityDeg) throw polarError(latitudeDeg);
  const tanPhi = Math.tan(latitudeDeg * RAD);
  const sinEps = Math.sin(obliquityDeg * RAD);
  const cosEps = Math.cos(obliquityDeg * RAD);
  const longitudeOfRa = (raDeg: number) =>
    Math.atan2(Math.sin(raDeg * RAD), Math.cos(raDeg * RAD) * cosEps) / RAD;
  const diurnalSemiArc = (lambdaDeg: number) => {
    const sinDelta = sinEps * Math.sin(lambdaDeg * RAD);
    const tanDelta = sinDelta / Math.sqrt(1 - sinDelta * sinDelta);
    const x = -tanPhi * tanDelta;
    if (x < -1 || x > 1) throw polarError(latitudeDeg);
    return Math.acos(x) / RAD;
  };
  /** RA offset from RAMC as a function of the diurnal semi-arc. */
  const solve = (offsetDeg: (dsa: number) => number, startOffsetDeg: number): number => {
    let ra = ramcDeg + startOffsetDeg;
    for (let i = 0; i < PLACIDUS_MAX_ITERATIONS; i++) {
      const next = ramcDeg + offsetDeg(diurnalSemiArc(longitudeOfRa(ra)));
      if (Math.abs(next - ra) < PLACIDUS_TOLERANCE_DEG) return normalizeDegrees(longitudeOfRa(next));
      ra = next;
    }
    throw polarError(latitudeDeg);
  };
  const c11 = solve((dsa) => dsa / 3, 30);
  const c12 = solve((dsa) => (2 * dsa) / 3, 60);
  const c2 = solve((dsa) => 60 + (2 * dsa) / 3, 120);
  const c3 = solve((dsa) => 120 + dsa / 3, 150);
  const asc = normalizeDegrees(ascendantDeg);
  const mc = normalizeDegrees(midheavenDeg);
  const opposite = (x: number) => normalizeDegrees(x + 180);
  return [asc, c2, c3, opposite(mc), opposite(c11), opposite(c12), opposite(asc), opposite(c2), opposite(c3), mc, c11, c12];
}

function polarError(latitudeDeg: number): ChartError {
  return new ChartError(
    'HOUSE_SYSTEM_UNDEFINED',
    latitudeDeg,
    `Placidus houses are undefined at latitude ${latitudeDeg}°: inside the polar circles some ecliptic points ` +
      'never rise or set; use whole-sign or Sripati houses',
  );
}

/**
 * The bhava (1–12) holding an ecliptic longitude, given the start of each bhava (index 0 = bhava 1); a
 * longitude exactly on a start belongs to that bhava. Starts and longitude must be in the same frame.
 */
export function bhavaOfLongitude(longitudeDeg: number, startsDeg: readonly number[]): HouseNumber {
  const first = startsDeg[0] as number;
  const offset = normalizeDegrees(longitudeDeg - first);
  for (let i = 11; i >= 1; i--) {
    if (offset >= normalizeDegrees((startsDeg[i] as number) - first)) return (i + 1) as HouseNumber;
  }
  return 1;
}
