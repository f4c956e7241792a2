/**
 * Geocentric positions of the seven visible grahas (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn) and,
 * through `nodes.ts`, of Rahu and Ketu, in one of two conventions (`PositionConvention`).
 *
 * Frame (both conventions): the true ecliptic and true equinox of date (precession IAU 2006 + nutation as
 * astronomy-engine models it). Sidereal longitudes subtract the TRUE ayanamsha, so nutation cancels in them.
 *
 * 'apparent' (the default): where the body is seen, light-time and annual aberration included, the frame
 * almanacs call "apparent" and Swiss Ephemeris' default (flags 0):
 * - Sun: astronomy-engine `SunPosition` (Earth position back-dated by 1 AU/c, which yields the 20.5″/R
 *   aberration).
 * - Planets: `GeoVector(body, t, aberration = true)` (light-time iteration, observer back-dated).
 * - Moon: `EclipticGeoMoon` as is. Against 250 JPL Horizons DE441 apparent positions (1900–2100; see
 *   test/astro/fixtures/README.md) it is unbiased in 1950–2050 (mean −0.00″, RMS 0.90″); adding a lunar
 *   light-time step (−0.7″) would introduce a bias, so none is applied.
 * Measured floor against that Horizons set: Sun ≤ 1.6″, Moon ≤ 3.8″ in longitude and ≤ 1.1″ in latitude,
 * planets ≤ 20″ (Venus worst).
 *
 * 'geometric': where the body IS at the instant, seen from the Earth's centre: no light-time, no annual
 * aberration (and no gravitational deflection, which astronomy-engine never applies). This is Swiss
 * Ephemeris' SEFLG_TRUEPOS (which by itself also turns off aberration and deflection; SEFLG_NOABERR adds
 * nothing to it), the position PyJHora computes (`PLANET_FLAGS`: TRUEPOS | NOGDEFL | NONUT with SIDEREAL;
 * NONUT changes no sidereal longitude, since nutation cancels against the true ayanamsha here as there):
 * - Sun: −HelioVector(Earth, t), the instantaneous Earth→Sun vector, rotated to the ecliptic of date
 *   (no 20.5″ aberration shift).
 * - Planets: HelioVector(body, t) − HelioVector(Earth, t), both at the same instant. Not
 *   `GeoVector(body, t, false)`: that drops aberration but still back-dates the body by the light-time.
 * - Moon: the lunar series at t + τ, τ = distance / c (about 1.3 s): the series matches apparent positions
 *   (above), so the instantaneous Moon is the one light reaches the Earth with τ later, about +0.7″.
 *
 * Longitudes here are TROPICAL; `siderealLongitude` subtracts the true ayanamsha (sidereal = tropical − true
 * ayanamsha, so nutation cancels).
 */
import { Astronomy, astroTime, forgetLastTilt } from './engine.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR } from './time.ts';
import { keptAngle } from './hourly.ts';
import { normalizeDegrees, signedDegrees } from './angles.ts';
import { type NodeType, lunarNodePosition } from './nodes.ts';
import { type AyanamshaId, ayanamshaDegrees } from './ayanamsha.ts';

import { GRAHA_IDS, type GrahaId, isGrahaId } from '../data/grahas.ts';

export { GRAHA_IDS, type GrahaId, isGrahaId };

/** The grahas that are bodies with an ephemeris (not the lunar nodes). */
export type BodyId = Exclude<GrahaId, 'rahu' | 'ketu'>;

const BODIES: Readonly<Record<BodyId, Astronomy.Body>> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mars: Astronomy.Body.Mars,
  mercury: Astronomy.Body.Mercury,
  jupiter: Astronomy.Body.Jupiter,
  venus: Astronomy.Body.Venus,
  saturn: Astronomy.Body.Saturn,
};

/** Which positions: see the module comment. 'apparent' is the default everywhere. */
export const POSITION_CONVENTIONS = ['apparent', 'geometric'] as const;
export type PositionConvention = (typeof POSITION_CONVENTIONS)[number];
export const DEFAULT_POSITION_CONVENTION: PositionConvention = 'apparent';

/** A geocentric position (apparent or geometric), tropical, true ecliptic and equinox of date. */
export interface GrahaPosition {
  /** Ecliptic longitude in degrees, [0, 360). */
  readonly longitude: number;
  /** Ecliptic latitude in degrees, [−90, 90]; 0 for the nodes. */
  readonly latitude: number;
  /** Geocentric distance in AU (light-time corrected when apparent); 0 for the nodes, which are points, not bodies. */
  readonly distanceAu: number;
  /** Rate of change of the longitude in degrees per day; negative = retrograde. */
  readonly speedDegPerDay: number;
}

/**
 * Half-width of the symmetric difference used for speeds: 1 hour. The truncation error is h²/6 times the
 * third derivative of longitude — below 3·10⁻⁵ °/day for the Moon and Mercury, the fastest-changing
 * rates — and the station search built on it stays well under a minute.
 */
const SPEED_HALF_STEP_MS = MS_PER_HOUR;

/** Apparent tropical ecliptic longitude, latitude (degrees) and distance (AU) of a body at `time`. */
function apparentEclipticOf(body: BodyId, time: Astronomy.AstroTime): { lon: number; lat: number; dist: number } {
  if (body === 'sun') {
    const sun = Astronomy.SunPosition(time);
    return { lon: sun.elon, lat: sun.elat, dist: sun.vec.Length() };
  }
  if (body === 'moon') return Astronomy.EclipticGeoMoon(time);
  const vector = Astronomy.GeoVector(BODIES[body], time, true);
  const ecliptic = Astronomy.Ecliptic(vector);
  return { lon: ecliptic.elon, lat: ecliptic.elat, dist: vector.Length() };
}

/** Geometric (instantaneous, no light-time, no aberration) tropical ecliptic coordinates at `time`. */
function geometricEclipticOf(body: BodyId, time: Astronomy.AstroTime): { lon: number; lat: number; dist: number } {
  if (body === 'moon') {
    const seen = Astronomy.EclipticGeoMoon(time);
    return Astronomy.EclipticGeoMoon(time.AddDays(seen.dist / Astronomy.C_AUDAY));
  }
  const earth = Astronomy.HelioVector(Astronomy.Body.Earth, time);
  const target = body === 'sun' ? new Astronomy.Vector(0, 0, 0, time) : Astronomy.HelioVector(BODIES[body], time);
  const vector = new Astronomy.Vector(target.x - earth.x, target.y - earth.y, target.z - earth.z, time);
  const ecliptic = Astronomy.Ecliptic(vector);
  return { lon: ecliptic.elon, lat: ecliptic.elat, dist: vector.Length() };
}

/** Tropical ecliptic longitude, latitude (degrees) and distance (AU) of a body at `time`, by `convention`. */
function eclipticOf(body: BodyId, time: Astronomy.AstroTime, convention: PositionConvention): { lon: number; lat: number; dist: number } {
  return convention === 'geometric' ? geometricEclipticOf(body, time) : apparentEclipticOf(body, time);
}

/** The Sun's apparent longitude (astronomy-engine's `SunPosition`, true ecliptic of date), kept every hour. */
const keptSunLongitude = keptAngle((days) => {
  forgetLastTilt();
  return Astronomy.SunPosition(new Astronomy.AstroTime(days)).elon;
});

/** The Moon's apparent longitude (astronomy-engine's `EclipticGeoMoon`, true ecliptic of date), kept every hour. */
const keptMoonLongitude = keptAngle((days) => {
  forgetLastTilt();
  return Astronomy.EclipticGeoMoon(new Astronomy.AstroTime(days)).lon;
});

/**
 * Tropical longitude of the Sun in degrees, [0, 360); apparent by default. The apparent longitude is read from
 * the hours kept around `instant` (hourly.ts): within 10⁻⁶″ of `SunPosition` itself (test/astro/positions.test.ts;
 * 1.8 × 10⁻⁷″ at most over 40,000 random instants of 1800–2400).
 */
export function sunLongitude(instant: Instant, convention: PositionConvention = 'apparent'): number {
  return convention === 'apparent' ? keptSunLongitude(instant) : bodyLongitude('sun', instant, convention);
}

/**
 * Tropical longitude of the Moon in degrees, [0, 360); apparent by default. The apparent longitude is read from
 * the hours kept around `instant` (hourly.ts; about 0.3 µs instead of 8 µs once the hours are there): within
 * 10⁻⁴″ of `EclipticGeoMoon` itself (test/astro/positions.test.ts), 0.2 ms of the Moon's motion. The panchanga's
 * boundary searches evaluate it some 140 times a day. Both are the same whatever was computed before (engine.ts
 * `forgetLastTilt`), so a boundary found twice is found the same to the bit.
 */
export function moonLongitude(instant: Instant, convention: PositionConvention = 'apparent'): number {
  return convention === 'apparent' ? keptMoonLongitude(instant) : bodyLongitude('moon', instant, convention);
}

/**
 * Moon − Sun elongation in degrees, [0, 360), from tropical longitudes of `convention` (apparent by default; the
 * ayanamsha cancels): the angle behind tithis, karanas and the lunar phases.
 */
export function elongationDeg(instant: Instant, convention: PositionConvention = 'apparent'): number {
  return normalizeDegrees(moonLongitude(instant, convention) - sunLongitude(instant, convention));
}

/** Tropical longitude of any of the seven bodies in degrees, [0, 360), without speed (apparent by default). */
export function bodyLongitude(body: BodyId, instant: Instant, convention: PositionConvention = 'apparent'): number {
  return normalizeDegrees(eclipticOf(body, astroTime(instant), convention).lon);
}

/** Apparent tropical ecliptic longitude (degrees, [0, 360)), latitude (degrees) and distance (AU) of a body, without speed. */
export function bodyEcliptic(body: BodyId, instant: Instant): { longitude: number; latitude: number; distanceAu: number } {
  const here = eclipticOf(body, astroTime(instant), 'apparent');
  return { longitude: normalizeDegrees(here.lon), latitude: here.lat, distanceAu: here.dist };
}

/**
 * Tropical position of one of the seven bodies (apparent by default), with its speed in longitude from a
 * symmetric difference over ±1 hour (three ephemeris evaluations).
 */
export function bodyPosition(body: BodyId, instant: Instant, convention: PositionConvention = 'apparent'): GrahaPosition {
  const here = eclipticOf(body, astroTime(instant), convention);
  return {
    longitude: normalizeDegrees(here.lon),
    latitude: here.lat,
    distanceAu: here.dist,
    speedDegPerDay: bodySpeed(body, instant, convention),
  };
}

/** Speed in longitude (degrees per day, negative = retrograde) of one of the seven bodies (apparent by default). */
export function bodySpeed(body: BodyId, instant: Instant, convention: PositionConvention = 'apparent'): number {
  const before = eclipticOf(body, astroTime(instant - SPEED_HALF_STEP_MS), convention).lon;
  const after = eclipticOf(body, astroTime(instant + SPEED_HALF_STEP_MS), convention).lon;
  return (signedDegrees(after - before) * MS_PER_DAY) / (2 * SPEED_HALF_STEP_MS);
}

/** Options of `grahaPositions`. */
export interface GrahaPositionsOptions {
  /** Rahu/Ketu from the mean node (Meeus/ELP polynomial) or the true (osculating) node. */
  readonly node: NodeType;
  /** Apparent (default) or geometric positions of the seven bodies; the nodes are points and the same in both. */
  readonly positions?: PositionConvention;
}

/**
 * Tropical positions of all nine grahas at `instant` (apparent unless `options.positions` says geometric).
 * Ketu is Rahu + 180° with the same speed. Costs about 25 ephemeris evaluations (each body at three epochs).
 */
export function grahaPositions(instant: Instant, options: GrahaPositionsOptions): Record<GrahaId, GrahaPosition> {
  const rahu = lunarNodePosition(instant, options.node);
  const convention = options.positions ?? 'apparent';
  return {
    sun: bodyPosition('sun', instant, convention),
    moon: bodyPosition('moon', instant, convention),
    mars: bodyPosition('mars', instant, convention),
    mercury: bodyPosition('mercury', instant, convention),
    jupiter: bodyPosition('jupiter', instant, convention),
    venus: bodyPosition('venus', instant, convention),
    saturn: bodyPosition('saturn', instant, convention),
    rahu,
    ketu: { ...rahu, longitude: normalizeDegrees(rahu.longitude + 180) },
  };
}

/**
 * Sidereal longitude in degrees, [0, 360): a tropical longitude (apparent or geometric) at `instant` minus the TRUE
 * ayanamsha `ayanamshaId` at that instant (true = mean + nutation in longitude, matching the apparent
 * tropical frame, so nutation cancels).
 */
export function siderealLongitude(tropicalLongitude: number, instant: Instant, ayanamshaId: AyanamshaId): number {
  return normalizeDegrees(tropicalLongitude - ayanamshaDegrees(ayanamshaId, instant, { true: true }));
}
