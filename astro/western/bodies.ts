/**
 * Apparent geocentric positions of the bodies of a Western chart (data/western-bodies.ts): the Sun, Moon and
 * five visible planets as `positions.ts` computes them, Uranus, Neptune and Pluto the same way, the Moon's mean
 * and true nodes (`nodes.ts`), the mean and true lunar apogee (Black Moon Lilith), Chiron and four asteroids.
 *
 * Frame: TROPICAL ecliptic longitude and latitude of the true ecliptic and equinox of date (light-time and
 * aberration included for bodies), degrees; declination on the true equator of date; speed in longitude in
 * degrees per day from a symmetric difference over ±1 hour (negative = retrograde).
 *
 * - Uranus, Neptune, Pluto: astronomy-engine `GeoVector(body, t, aberration = true)` rotated to the true
 *   ecliptic of date, as the other planets. astronomy-engine computes Uranus and Neptune from VSOP87 and Pluto by
 *   integrating its orbit under the giant planets' gravity (its documentation: within 1″ of JPL over
 *   1700–2200 for the outer planets); measured against the Swiss Ephemeris in
 *   test/reference/western/ephemeris.
 * - Mean apogee (Black Moon Lilith, mean): the lunar apogee of the mean orbit, 180° from the mean perigee
 *   ϖ = 83.3532465° + 4069.0137287°·T − 0.0103200°·T² − T³/80053 + T⁴/18999000 (J. Meeus, Astronomical
 *   Algorithms, 2nd ed., ch. 47, the difference of the Moon's mean longitude and mean anomaly; T in Julian
 *   centuries of TT from J2000.0), which lies in the plane of the mean orbit, inclined i = 5.1453964° to the
 *   ecliptic at the mean node Ω. Astrological ephemerides print the point projected onto the ecliptic:
 *   λ = Ω + atan2(cos i · sin u, cos u) with u = apogee − Ω, latitude asin(sin i · sin u); nutation in
 *   longitude is added (true equinox of date), as for the mean node.
 * - True apogee (Black Moon Lilith, true): the osculating apogee of the Moon's geocentric orbit (`apogee.ts`).
 * - Chiron, Ceres, Pallas, Juno, Vesta: integrated from published JPL states under the planets' gravity, with
 *   light-time and aberration (`minor-bodies.ts`).
 */
import { Astronomy, astroTime } from '../engine.ts';
import { meanNodeLongitude, trueNodeLongitude } from '../nodes.ts';
import { bodyEcliptic, type GrahaPosition, moonLongitude, sunLongitude } from '../positions.ts';
import { trueApogee } from './apogee.ts';
import { minorBodyEcliptic } from './minor-bodies.ts';
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR } from '../time.ts';
import type { WesternBodyId } from '../../data/western-bodies.ts';

export type { WesternBodyId };

const RAD = Math.PI / 180;
const DAYS_PER_JULIAN_CENTURY = 36_525;
/** Inclination of the mean lunar orbit to the ecliptic (Meeus, ch. 47), degrees. */
const MEAN_LUNAR_INCLINATION_DEG = 5.1453964;

const OUTER_PLANETS = {
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluto: Astronomy.Body.Pluto,
} as const;

/** A body's apparent position: `GrahaPosition` (longitude, latitude, distance, speed) and its declination. */
export interface WesternBodyPosition extends GrahaPosition {
  /** Declination on the true equator of date, degrees [−90, 90]. */
  readonly declination: number;
}

/** Mean longitude of the lunar perigee, mean equinox of date, degrees (unnormalized). */
function meanPerigeeDegrees(t: number): number {
  return 83.3532465 + 4069.0137287 * t - 0.01032 * t * t - (t * t * t) / 80_053 + (t * t * t * t) / 18_999_000;
}

/** Ecliptic longitude and latitude (degrees) of the mean apogee projected onto the ecliptic, true equinox of date. */
function meanApogee(instant: Instant): { longitude: number; latitude: number } {
  const time = astroTime(instant);
  const t = time.tt / DAYS_PER_JULIAN_CENTURY;
  // The mean node already carries nutation in longitude; the apogee's argument from it does not depend on it.
  const node = meanNodeLongitude(instant);
  const nutation = Astronomy.e_tilt(time).dpsi / 3600;
  const u = (meanPerigeeDegrees(t) + 180 + nutation - node) * RAD;
  const i = MEAN_LUNAR_INCLINATION_DEG * RAD;
  return {
    longitude: normalizeDegrees(node + Math.atan2(Math.cos(i) * Math.sin(u), Math.cos(u)) / RAD),
    latitude: Math.asin(Math.sin(i) * Math.sin(u)) / RAD,
  };
}

/** Apparent ecliptic longitude, latitude (degrees) and distance (AU) of Uranus, Neptune or Pluto. */
function outerPlanet(body: keyof typeof OUTER_PLANETS, instant: Instant): { longitude: number; latitude: number; distanceAu: number } {
  const vector = Astronomy.GeoVector(OUTER_PLANETS[body], astroTime(instant), true);
  const ecliptic = Astronomy.Ecliptic(vector);
  return { longitude: normalizeDegrees(ecliptic.elon), latitude: ecliptic.elat, distanceAu: vector.Length() };
}

/**
 * Apparent tropical ecliptic longitude of a Western body, degrees [0, 360). The Sun's and the Moon's, which the
 * event searches ask for most, are read from the hours kept for the panchanga (positions.ts `sunLongitude`,
 * `moonLongitude`: within 10⁻⁶″ and 10⁻⁴″ of the position computed whole).
 */
export function westernBodyLongitude(body: WesternBodyId, instant: Instant): number {
  if (body === 'sun') return sunLongitude(instant);
  if (body === 'moon') return moonLongitude(instant);
  return eclipticPosition(body, instant).longitude;
}

function eclipticPosition(body: WesternBodyId, instant: Instant): { longitude: number; latitude: number; distanceAu: number } {
  switch (body) {
    case 'uranus':
    case 'neptune':
    case 'pluto':
      return outerPlanet(body, instant);
    case 'mean-node':
      return { longitude: meanNodeLongitude(instant), latitude: 0, distanceAu: 0 };
    case 'true-node':
      return { longitude: trueNodeLongitude(instant), latitude: 0, distanceAu: 0 };
    case 'mean-lilith':
      return { ...meanApogee(instant), distanceAu: 0 };
    case 'true-lilith':
      return { ...trueApogee(instant), distanceAu: 0 };
    case 'chiron':
    case 'ceres':
    case 'pallas':
    case 'juno':
    case 'vesta':
      return minorBodyEcliptic(body, instant);
    default:
      return bodyEcliptic(body, instant);
  }
}

/** Declination (degrees) of an ecliptic point of date, from the true obliquity `obliquityDeg`. */
export function declinationOf(longitudeDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const l = longitudeDeg * RAD;
  const b = latitudeDeg * RAD;
  const e = obliquityDeg * RAD;
  return Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l)) / RAD;
}

/**
 * Apparent position of one Western body at `instant`, with its speed from a symmetric difference over
 * ±1 hour and its declination. The nodes have latitude 0 and distance 0 (points).
 */
export function westernBodyPosition(body: WesternBodyId, instant: Instant): WesternBodyPosition {
  const here = eclipticPosition(body, instant);
  const before = eclipticPosition(body, instant - MS_PER_HOUR).longitude;
  const after = eclipticPosition(body, instant + MS_PER_HOUR).longitude;
  const obliquity = Astronomy.e_tilt(astroTime(instant)).tobl;
  return {
    longitude: here.longitude,
    latitude: here.latitude,
    distanceAu: here.distanceAu,
    speedDegPerDay: (signedDegrees(after - before) * MS_PER_DAY) / (2 * MS_PER_HOUR),
    declination: declinationOf(here.longitude, here.latitude, obliquity),
  };
}
