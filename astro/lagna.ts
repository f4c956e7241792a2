/**
 * The lagna (ascendant): the ecliptic point rising on the eastern horizon, and its sign changes over a span.
 *
 * The horizon cuts the ecliptic at two opposite points, λ₀ = atan2(cos θ, −(sin θ · cos ε + tan φ · sin ε)) and
 * λ₀ + 180°, with θ the local apparent sidereal time (RAMC), ε the true obliquity of date and φ the geographic
 * latitude (J. Meeus, Astronomical Algorithms, 2nd ed., ch. 14). The ascendant is the one that is rising: a
 * point fixed on the sky rises exactly while it is east of the meridian (hour angle between 180° and 360°).
 * Below the polar circles (|φ| < 90° − ε) λ₀ is always that point; inside them it is the setting point for part
 * of every sidereal day, and the opposite point is taken (as the Swiss Ephemeris does, docs/conventions.md).
 * The result is the tropical ecliptic longitude of date; subtract the true ayanamsha for the sidereal lagna.
 * Undefined exactly at the poles (|φ| = 90°).
 */
import { Astronomy, astroTime } from './engine.ts';
import { ayanamshaDegrees, type AyanamshaId } from './ayanamsha.ts';
import { normalizeDegrees } from './angles.ts';
import { findAngleCrossing } from './search.ts';
import type { Instant } from './time.ts';

const DEG = Math.PI / 180;

/**
 * The rising point of the ecliptic (module comment), tropical longitude of date in degrees [0, 360).
 * @param ramcDeg right ascension of the meridian (local apparent sidereal time × 15), degrees, any real
 * @param obliquityDeg true obliquity of the ecliptic of date, degrees
 * @param latitudeDeg geographic latitude, degrees, north positive, strictly between −90 and 90
 */
export function ascendantOfSiderealTime(ramcDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const theta = ramcDeg * DEG;
  const sinTheta = Math.sin(theta);
  const cosTheta = Math.cos(theta);
  const cosEpsilon = Math.cos(obliquityDeg * DEG);
  const lambda = Math.atan2(cosTheta, -(sinTheta * cosEpsilon + Math.tan(latitudeDeg * DEG) * Math.sin(obliquityDeg * DEG)));
  // sin(hour angle) of the point λ, times a positive factor: the hour angle is θ − α with α = atan2(sin λ cos ε, cos λ).
  const sinHourAngle = sinTheta * Math.cos(lambda) - cosTheta * Math.sin(lambda) * cosEpsilon;
  return normalizeDegrees(lambda / DEG + (sinHourAngle > 0 ? 180 : 0));
}

/** Tropical ecliptic longitude (deg, [0, 360)) of the ascendant at `instant` for a place. */
export function ascendantLongitude(instant: Instant, latitudeDeg: number, longitudeDeg: number): number {
  const time = astroTime(instant);
  return ascendantOfSiderealTime(Astronomy.SiderealTime(time) * 15 + longitudeDeg, Astronomy.e_tilt(time).tobl, latitudeDeg);
}

/** Sidereal longitude (deg, [0, 360)) of the ascendant by the given ayanamsha (true). */
export function siderealAscendant(instant: Instant, latitudeDeg: number, longitudeDeg: number, ayanamshaId: AyanamshaId): number {
  return normalizeDegrees(ascendantLongitude(instant, latitudeDeg, longitudeDeg) - ayanamshaDegrees(ayanamshaId, instant, { true: true }));
}

/** One sign of the sidereal lagna: `sign` 1–12 (1 = Aries) and the instants it rises and sets on the ascendant. */
export interface LagnaWindow {
  sign: number;
  start: Instant;
  end: Instant;
}

/** Earth's rotation relative to the equinox, degrees of sidereal time per day of UT (IERS, GMST rate). */
const SIDEREAL_DEG_PER_UT_DAY = 360.98564736629;
const MS_PER_DAY = 86_400_000;

/**
 * A fast sidereal ascendant for instants within a few days of `epoch`: sidereal time advances at the sidereal
 * rate from its apparent value at `epoch`, and obliquity and ayanamsha are taken at `epoch`. Over ±2 days the
 * neglected changes (equation of the equinoxes, nutation, precession: under 0.3″ in all) move the ascendant by
 * well under an arcsecond, i.e. under 0.1 s of time.
 */
export function siderealAscendantNear(
  epoch: Instant,
  latitudeDeg: number,
  longitudeDeg: number,
  ayanamshaId: AyanamshaId,
): (instant: Instant) => number {
  const time = astroTime(epoch);
  const theta0 = Astronomy.SiderealTime(time) * 15 + longitudeDeg;
  const obliquityDeg = Astronomy.e_tilt(time).tobl;
  const ayanamsha = ayanamshaDegrees(ayanamshaId, epoch, { true: true });
  return (instant) => {
    const theta = theta0 + ((instant - epoch) / MS_PER_DAY) * SIDEREAL_DEG_PER_UT_DAY;
    return normalizeDegrees(ascendantOfSiderealTime(theta, obliquityDeg, latitudeDeg) - ayanamsha);
  };
}

/** Beyond this |latitude| (deg) some ecliptic points never rise and the ascendant can jump or stall. */
export const MAX_LAGNA_LATITUDE_DEG = 66;

/** Sampling step of the scan: the ascendant moves at most ~8° in it below the polar circles. */
const SCAN_STEP_MS = 15 * 60_000;

/**
 * Every sidereal lagna sign holding the ascendant in [from, to), with exact change instants (10 ms). The first
 * window may start before `from` and the last end after `to`. The ascendant's rate varies several-fold over a
 * day, so changes are found by sampling every 15 minutes and solving each sign change with the shared root
 * finder. Returns [] beyond `MAX_LAGNA_LATITUDE_DEG`, where the rising sign is not continuous in time.
 */
export function lagnaWindows(
  from: Instant,
  to: Instant,
  latitudeDeg: number,
  longitudeDeg: number,
  ayanamshaId: AyanamshaId,
): LagnaWindow[] {
  if (Math.abs(latitudeDeg) > MAX_LAGNA_LATITUDE_DEG) return [];
  const lagna = siderealAscendantNear(from, latitudeDeg, longitudeDeg, ayanamshaId);
  const signAt = (t: Instant) => Math.floor(lagna(t) / 30);
  const change = (a: Instant, b: Instant, signB: number) => findAngleCrossing(lagna, signB * 30, a, b) ?? b;

  // Back from `from` to the start of its sign.
  let t = from;
  let sign = signAt(t);
  let start = t;
  for (;;) {
    const before = t - SCAN_STEP_MS;
    if (signAt(before) !== sign) {
      start = change(before, t, sign);
      break;
    }
    t = before;
  }

  const windows: LagnaWindow[] = [];
  t = from;
  for (;;) {
    const next = t + SCAN_STEP_MS;
    const nextSign = signAt(next);
    if (nextSign !== sign) {
      const end = change(t, next, nextSign);
      windows.push({ sign: sign + 1, start, end });
      if (end >= to) break;
      start = end;
      sign = nextSign;
    }
    t = next;
  }
  return windows;
}
