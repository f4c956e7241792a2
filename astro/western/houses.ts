/**
 * House cusps of Western (tropical) astrology from the right ascension of the meridian, the obliquity and the
 * latitude: Placidus, Koch, Porphyry, Regiomontanus, Campanus, Alcabitius, Equal (from the ascendant) and
 * Whole Sign, with the ascendant, midheaven, vertex and anti-vertex.
 *
 * Frame: every longitude is a tropical ecliptic longitude of the true equinox and ecliptic of date, in degrees
 * [0, 360). Inputs: RAMC = local apparent sidereal time in degrees; ε = true obliquity of date; φ = geographic
 * latitude, north positive.
 *
 * Definitions (R. Holden, "The Elements of House Division", 1977; M. Munkasey, "An Astrological House
 * Formulary", NCGR 1991; the Swiss Ephemeris documentation, "Astrological house systems"):
 * - a great circle through the north and south points of the horizon whose pole stands at height f above it
 *   and which meets the equator at right ascension x cuts the ecliptic at
 *   λ = atan2(sin x, cos x · cos ε − tan f · sin ε) (the ascendant formula of Meeus, Astronomical Algorithms
 *   ch. 14, for x = RAMC + 90°, f = φ); Regiomontanus, Campanus and Koch cusps are such intersections;
 * - an ecliptic point of right ascension α has λ = atan2(sin α, cos α · cos ε) (Alcabitius cusps);
 * - the ascensional difference of a point of declination δ is AD = asin(tan φ · tan δ), its diurnal semi-arc
 *   90° + AD.
 *
 * Inside the polar circles the ascendant is the rising one of the two points where the horizon cuts the
 * ecliptic (astro/lagna.ts), which for part of every sidereal day is the opposite of the point the formula
 * above gives. Then, as the Swiss Ephemeris does (swehouse.c): Porphyry, Alcabitius, Equal and Whole Sign are
 * built from the rising point and the midheaven; the Regiomontanus and Campanus division is turned whole by
 * 180° (every cusp the opposite of the formula's), so that cusp 1 is the rising point and cusp 10 the point
 * opposite the midheaven. Those cusps then run backwards through the zodiac (the rising point moves backwards
 * too), as the Swiss Ephemeris's do; `houseOfLongitude` follows them. Placidus and Koch are refused (below).
 */
import { type WesternHouseSystem } from '../../data/western-houses.ts';
import { ChartError } from '../chart/chart-error.ts';
import { bhavaOfLongitude, midheavenLongitude, placidusCusps } from '../chart/houses.ts';
import type { HouseNumber } from '../chart/placement.ts';
import { normalizeDegrees, separationDeg } from '../angles.ts';
import { ascendantOfSiderealTime } from '../lagna.ts';

export type { WesternHouseSystem };

const RAD = Math.PI / 180;

/** Where and when the houses are cast. */
export interface WesternHousesInput {
  /** Right ascension of the meridian (local apparent sidereal time × 15), degrees, any real (taken mod 360). */
  readonly ramcDeg: number;
  /** True obliquity of the ecliptic of date, degrees (about 23.44). */
  readonly obliquityDeg: number;
  /** Geographic latitude, degrees, north positive, strictly between −90 and 90. */
  readonly latitudeDeg: number;
}

/** Twelve house cusps and the chart's angles, all tropical ecliptic longitudes of date in degrees [0, 360). */
export interface WesternHouses {
  readonly system: WesternHouseSystem;
  /**
   * Cusp of each house, index 0 = house 1 … index 11 = house 12. Quadrant systems: index 0 = ascendant,
   * 3 = IC, 6 = descendant, 9 = midheaven; Equal: ascendant + 30° steps; Whole Sign: 0° of each sign from
   * the ascendant's.
   */
  readonly cusps: readonly number[];
  /** The ecliptic point rising on the eastern horizon. */
  readonly ascendant: number;
  /** The ecliptic point on the upper meridian (MC). */
  readonly midheaven: number;
  /** The ecliptic point on the prime vertical in the west. */
  readonly vertex: number;
  /** The point opposite the vertex (on the prime vertical in the east). */
  readonly antiVertex: number;
}

/** The systems whose cusps exist only where every ecliptic point rises and sets. */
const SEMI_ARC_SYSTEMS: ReadonlySet<WesternHouseSystem> = new Set(['placidus', 'koch']);

/**
 * The house cusps of `system` and the angles for one sidereal time and place.
 *
 * Placidus (semi-arc trisection, reused from the bhava engine) and Koch are undefined where some ecliptic
 * points never rise or set, |φ| > 90° − ε (the polar circles; also on the circle itself): they throw
 * `ChartError` HOUSE_SYSTEM_UNDEFINED with the latitude as `value`. Every other system answers at every
 * latitude strictly between the poles.
 * @param input RAMC, true obliquity and latitude in degrees (see `WesternHousesInput`)
 * @param system one of `WESTERN_HOUSE_SYSTEMS` (data/western-houses.ts)
 */
export function westernHouses(input: WesternHousesInput, system: WesternHouseSystem): WesternHouses {
  const { ramcDeg, obliquityDeg, latitudeDeg } = input;
  if (SEMI_ARC_SYSTEMS.has(system) && Math.abs(latitudeDeg) >= 90 - obliquityDeg) {
    throw polarError(system, latitudeDeg, obliquityDeg);
  }
  const ascendant = ascendantOfSiderealTime(ramcDeg, obliquityDeg, latitudeDeg);
  const midheaven = normalizeDegrees(midheavenLongitude(ramcDeg, obliquityDeg));
  const vertex = vertexLongitude(ramcDeg, obliquityDeg, latitudeDeg);
  return {
    system,
    cusps: cuspsOf(system, input, ascendant, midheaven).map(normalizeDegrees),
    ascendant,
    midheaven,
    vertex,
    antiVertex: normalizeDegrees(vertex + 180),
  };
}

function cuspsOf(system: WesternHouseSystem, input: WesternHousesInput, ascendant: number, midheaven: number): number[] {
  const { ramcDeg, obliquityDeg, latitudeDeg } = input;
  switch (system) {
    case 'placidus':
      return placidusCusps(ramcDeg, obliquityDeg, latitudeDeg, ascendant, midheaven);
    case 'koch':
      return kochCusps(ramcDeg, obliquityDeg, latitudeDeg, ascendant, midheaven);
    case 'porphyry':
      return porphyryCusps(ascendant, midheaven);
    case 'regiomontanus':
    case 'campanus': {
      const formulaAscendant = houseCircleLongitude(ramcDeg + 90, obliquityDeg, latitudeDeg);
      const divide = system === 'regiomontanus' ? regiomontanusCusps : campanusCusps;
      const cusps = divide(ramcDeg, obliquityDeg, latitudeDeg, formulaAscendant, midheaven);
      return separationDeg(formulaAscendant, ascendant) > 90 ? cusps.map((cusp) => cusp + 180) : cusps;
    }
    case 'alcabitius':
      return alcabitiusCusps(ramcDeg, obliquityDeg, latitudeDeg, ascendant, midheaven);
    case 'equal':
      return Array.from({ length: 12 }, (_, i) => normalizeDegrees(ascendant + 30 * i));
    case 'whole-sign': {
      const signStart = Math.floor(ascendant / 30) * 30;
      return Array.from({ length: 12 }, (_, i) => normalizeDegrees(signStart + 30 * i));
    }
  }
}

/**
 * Vertex, degrees [0, 360): the western intersection of the ecliptic with the prime vertical. The prime
 * vertical is the horizon of the co-latitude turned half a day, so the vertex is where the ascendant formula puts
 * the ascendant of RAMC + 180° at latitude 90° − φ (south of the equator −90° − φ) (Michelsen, "The American Ephemeris",
 * introduction; the Swiss Ephemeris documentation, "Vertex, Antivertex"); where that intersection lies east of
 * the meridian (near the equator it can) the opposite one, which is in the west, is taken. On the equator itself
 * the prime vertical is the equator and the vertex is the equinox setting in the west.
 */
export function vertexLongitude(ramcDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const coLatitude = latitudeDeg >= 0 ? 90 - latitudeDeg : -90 - latitudeDeg;
  const candidate = houseCircleLongitude(ramcDeg + 270, obliquityDeg, coLatitude);
  const eps = obliquityDeg * RAD;
  const lambda = candidate * RAD;
  const rightAscension = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda));
  const west = Math.sin(ramcDeg * RAD - rightAscension) >= 0;
  return west ? candidate : normalizeDegrees(candidate + 180);
}

/**
 * Longitude where a great circle through the north and south points of the horizon cuts the ecliptic, degrees
 * [0, 360): the circle meets the equator at right ascension `equatorRaDeg` (on its rising side) and the pole
 * stands `poleHeightDeg` above it. λ = atan2(sin x, cos x cos ε − tan f sin ε).
 */
function houseCircleLongitude(equatorRaDeg: number, obliquityDeg: number, poleHeightDeg: number): number {
  const x = equatorRaDeg * RAD;
  const eps = obliquityDeg * RAD;
  const y = Math.sin(x);
  const z = Math.cos(x) * Math.cos(eps) - Math.tan(poleHeightDeg * RAD) * Math.sin(eps);
  return normalizeDegrees(Math.atan2(y, z) / RAD);
}

/** The ecliptic longitude with right ascension α, degrees [0, 360): atan2(sin α, cos α cos ε). */
function longitudeOfRightAscension(raDeg: number, obliquityDeg: number): number {
  const a = raDeg * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(obliquityDeg * RAD)) / RAD);
}

/** Ascensional difference of an ecliptic longitude, degrees, clamped where the point is circumpolar. */
function ascensionalDifference(longitudeDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const sinDelta = Math.sin(obliquityDeg * RAD) * Math.sin(longitudeDeg * RAD);
  const tanDelta = sinDelta / Math.sqrt(1 - sinDelta * sinDelta);
  const x = Math.tan(latitudeDeg * RAD) * tanDelta;
  return Math.asin(Math.min(1, Math.max(-1, x))) / RAD;
}

/**
 * The twelve cusps from the four angles and cusps 11, 12, 2, 3: 5, 6, 8, 9 are opposite 11, 12, 2, 3.
 * Index 0 = house 1.
 */
function quadrantCusps(ascendant: number, midheaven: number, c11: number, c12: number, c2: number, c3: number): number[] {
  const opposite = (x: number) => normalizeDegrees(x + 180);
  return [ascendant, c2, c3, opposite(midheaven), opposite(c11), opposite(c12), opposite(ascendant), opposite(c2), opposite(c3), midheaven, c11, c12];
}

/**
 * Koch (birthplace, GOH) cusps: the diurnal semi-arc of the midheaven's degree, DSA = 90° + AD_MC, is
 * trisected in time; cusps 11 and 12 are the ascendants of the sidereal times RAMC − 2/3·DSA and
 * RAMC − 1/3·DSA (when the MC degree had been up 1/3 and 2/3 of its semi-arc), cusps 2 and 3 those of
 * RAMC + 1/3·DSA and RAMC + 2/3·DSA. With AD_MC = asin(tan φ · tan ε · sin RAMC) (the MC's declination from
 * tan δ = tan ε sin RAMC). W. Koch and E. Schaeck, "Häusertabellen des Geburtsortes" (1962); Holden (1977).
 */
function kochCusps(ramcDeg: number, obliquityDeg: number, latitudeDeg: number, ascendant: number, midheaven: number): number[] {
  const sinAd = Math.tan(latitudeDeg * RAD) * Math.tan(obliquityDeg * RAD) * Math.sin(ramcDeg * RAD);
  const semiArcThird = (90 + Math.asin(Math.max(-1, Math.min(1, sinAd))) / RAD) / 3;
  const ascendantAt = (ramc: number) => houseCircleLongitude(ramc + 90, obliquityDeg, latitudeDeg);
  return quadrantCusps(
    ascendant,
    midheaven,
    ascendantAt(ramcDeg - 2 * semiArcThird),
    ascendantAt(ramcDeg - semiArcThird),
    ascendantAt(ramcDeg + semiArcThird),
    ascendantAt(ramcDeg + 2 * semiArcThird),
  );
}

/**
 * Porphyry cusps: each quadrant's arc of the ecliptic (MC → ascendant, ascendant → IC) cut into three equal parts.
 * Porphyry, "Introduction to the Tetrabiblos" ch. 52; Holden (1977).
 */
export function porphyryCusps(ascendant: number, midheaven: number): number[] {
  const upper = normalizeDegrees(ascendant - midheaven) / 3;
  const lower = normalizeDegrees(midheaven + 180 - ascendant) / 3;
  return quadrantCusps(
    ascendant,
    midheaven,
    normalizeDegrees(midheaven + upper),
    normalizeDegrees(midheaven + 2 * upper),
    normalizeDegrees(ascendant + lower),
    normalizeDegrees(ascendant + 2 * lower),
  );
}

/**
 * Regiomontanus cusps: the equator is divided into 30° arcs from the meridian; the house circles through the
 * north and south points of the horizon and the points of division at RAMC + H (H = 30°, 60° for houses 11,
 * 12; 120°, 150° for 2, 3) have pole heights tan f = tan φ · sin H. Regiomontanus, "Tabulae directionum" (1490);
 * Holden (1977).
 */
function regiomontanusCusps(ramcDeg: number, obliquityDeg: number, latitudeDeg: number, ascendant: number, midheaven: number): number[] {
  const tanPhi = Math.tan(latitudeDeg * RAD);
  const cusp = (hourDeg: number) =>
    houseCircleLongitude(ramcDeg + hourDeg, obliquityDeg, Math.atan(tanPhi * Math.sin(hourDeg * RAD)) / RAD);
  return quadrantCusps(ascendant, midheaven, cusp(30), cusp(60), cusp(120), cusp(150));
}

/**
 * Campanus cusps: the prime vertical is divided into 30° arcs from the zenith; the house circle through the north
 * and south points of the horizon and the point at zenith distance h (h = 30°, 60° for houses 11, 12; 120°,
 * 150° for 2, 3) has pole height sin f = sin φ · sin h and meets the equator at RAMC + D with
 * tan D = cos φ · tan h. Campanus of Novara (13th c.); Holden (1977).
 */
function campanusCusps(ramcDeg: number, obliquityDeg: number, latitudeDeg: number, ascendant: number, midheaven: number): number[] {
  const sinPhi = Math.sin(latitudeDeg * RAD);
  const cosPhi = Math.cos(latitudeDeg * RAD);
  const cusp = (zenithDistanceDeg: number) => {
    const h = zenithDistanceDeg * RAD;
    const equatorOffsetDeg = Math.atan2(cosPhi * Math.sin(h), Math.cos(h)) / RAD;
    const poleHeightDeg = Math.asin(sinPhi * Math.sin(h)) / RAD;
    return houseCircleLongitude(ramcDeg + equatorOffsetDeg, obliquityDeg, poleHeightDeg);
  };
  return quadrantCusps(ascendant, midheaven, cusp(30), cusp(60), cusp(120), cusp(150));
}

/**
 * Alcabitius cusps: the ascendant degree's diurnal semi-arc DSA = 90° + AD_asc and nocturnal semi-arc
 * 180° − DSA are trisected in right ascension; the cusps are the ecliptic points of right ascension
 * RAMC + DSA/3, RAMC + 2·DSA/3 (houses 11, 12) and RAMC + DSA + NSA/3, RAMC + DSA + 2·NSA/3 (houses 2, 3).
 * Al-Qabisi, "Introduction to Astrology" (10th c.); Holden (1977). Where the ascendant's degree is
 * circumpolar (inside the polar circles) its ascensional difference is taken as ±90°.
 */
function alcabitiusCusps(ramcDeg: number, obliquityDeg: number, latitudeDeg: number, ascendant: number, midheaven: number): number[] {
  const diurnal = 90 + ascensionalDifference(ascendant, obliquityDeg, latitudeDeg);
  const nocturnal = 180 - diurnal;
  const atRa = (offsetDeg: number) => longitudeOfRightAscension(ramcDeg + offsetDeg, obliquityDeg);
  return quadrantCusps(
    ascendant,
    midheaven,
    atRa(diurnal / 3),
    atRa((2 * diurnal) / 3),
    atRa(diurnal + nocturnal / 3),
    atRa(diurnal + (2 * nocturnal) / 3),
  );
}

function polarError(system: WesternHouseSystem, latitudeDeg: number, obliquityDeg: number): ChartError {
  const name = system === 'koch' ? 'Koch' : 'Placidus';
  return new ChartError(
    'HOUSE_SYSTEM_UNDEFINED',
    latitudeDeg,
    `${name} houses are undefined at latitude ${latitudeDeg}°: beyond ${(90 - obliquityDeg).toFixed(2)}° (the polar ` +
      'circles) some ecliptic points never rise or set; use Porphyry, Regiomontanus, Campanus, Alcabitius, Equal ' +
      'or Whole Sign houses',
  );
}

/**
 * The house (1–12) holding an ecliptic longitude, given the twelve cusps (index 0 = house 1) in the same frame;
 * a longitude exactly on a cusp belongs to the house that cusp begins. The cusps may run either way round the
 * circle: forwards (every system below the polar circles), or backwards, as Regiomontanus and Campanus cusps do
 * inside them while the midheaven is below the horizon (module comment); the houses follow the cusps.
 * @param longitudeDeg ecliptic longitude, degrees, any real
 * @param cuspsDeg twelve cusps, degrees
 */
export function houseOfLongitude(longitudeDeg: number, cuspsDeg: readonly number[]): HouseNumber {
  return cuspsRunBackwards(cuspsDeg) ? bhavaOfLongitude(-longitudeDeg, cuspsDeg.map((cusp) => -cusp)) : bhavaOfLongitude(longitudeDeg, cuspsDeg);
}

/**
 * True when the twelve cusps run backwards round the circle: their forward steps add up to 11 turns (3960°)
 * instead of one (360°).
 */
export function cuspsRunBackwards(cuspsDeg: readonly number[]): boolean {
  let total = 0;
  cuspsDeg.forEach((cusp, i) => {
    total += normalizeDegrees((cuspsDeg[(i + 1) % cuspsDeg.length] as number) - cusp);
  });
  return total > 720;
}
