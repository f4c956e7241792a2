/**
 * The Moon's ascending node (Rahu); Ketu, the descending node, is Rahu + 180°.
 *
 * - Mean node: the polynomial of the ELP-2000/82 mean elements as given by Meeus, Astronomical Algorithms
 *   (2nd ed., eq. 47.7): Ω = 125.0445479 − 1934.1362891·T + 0.0020754·T² + T³/467441 − T⁴/60616000 degrees,
 *   T in Julian centuries of TT from J2000.0, referred to the mean equinox of date. Nutation in longitude
 *   is added so that it is in the same true-equinox frame as the apparent positions of `positions.ts`
 *   (a sidereal mean node therefore equals Ω − mean ayanamsha).
 * - True node: the osculating node of the Moon's geocentric orbit — the ascending intersection of the
 *   plane through the Moon's position and velocity with the true ecliptic of date, from astronomy-engine's
 *   `GeoMoonState` rotated into that frame. It oscillates about the mean node with a 173-day main term of
 *   1.5°; the largest difference over 1900–2100 is 1.98° (Meeus's five periodic terms sum to 1.99°).
 */
import { Astronomy, astroTime } from './engine.ts';
import { type Instant, MS_PER_HOUR, MS_PER_DAY } from './time.ts';
import { normalizeDegrees, signedDegrees } from './angles.ts';
import type { GrahaPosition } from './positions.ts';

/** Which lunar node: the mean node polynomial or the true (osculating) node. */
export const NODE_TYPES = ['mean', 'true'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

const DAYS_PER_JULIAN_CENTURY = 36_525;

/** Mean longitude of the ascending node, mean equinox of date, degrees (unnormalized), T in TT centuries. */
function meanNodeDegrees(t: number): number {
  return 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467_441 - (t * t * t * t) / 60_616_000;
}

/** d/dT of `meanNodeDegrees`, degrees per Julian century. */
function meanNodeRateDegPerCentury(t: number): number {
  return -1934.1362891 + 2 * 0.0020754 * t + (3 * t * t) / 467_441 - (4 * t * t * t) / 60_616_000;
}

/**
 * Longitude of the mean ascending node (Rahu) in degrees, [0, 360), true equinox of date (mean node +
 * nutation in longitude).
 */
export function meanNodeLongitude(instant: Instant): number {
  const time = astroTime(instant);
  const t = time.tt / DAYS_PER_JULIAN_CENTURY;
  return normalizeDegrees(meanNodeDegrees(t) + Astronomy.e_tilt(time).dpsi / 3600);
}

/** Longitude of the true (osculating) ascending node in degrees, [0, 360), true ecliptic and equinox of date. */
export function trueNodeLongitude(instant: Instant): number {
  const time = astroTime(instant);
  const state = Astronomy.RotateState(Astronomy.Rotation_EQJ_ECT(time), Astronomy.GeoMoonState(time));
  // Angular momentum h = r × v; the ascending node lies along ẑ × h = (−h_y, h_x, 0).
  const hx = state.y * state.vz - state.z * state.vy;
  const hy = state.z * state.vx - state.x * state.vz;
  return normalizeDegrees((Math.atan2(hx, -hy) * 180) / Math.PI);
}

/**
 * Rahu's position: longitude in degrees [0, 360) (true equinox of date, tropical), latitude 0, distance 0
 * (a point), speed in degrees per day (mean node: analytic, about −0.053; true node: symmetric difference
 * over ±1 hour, usually negative, briefly positive).
 */
export function lunarNodePosition(instant: Instant, type: NodeType): GrahaPosition {
  if (type === 'mean') {
    const t = astroTime(instant).tt / DAYS_PER_JULIAN_CENTURY;
    return {
      longitude: meanNodeLongitude(instant),
      latitude: 0,
      distanceAu: 0,
      speedDegPerDay: meanNodeRateDegPerCentury(t) / DAYS_PER_JULIAN_CENTURY,
    };
  }
  const before = trueNodeLongitude(instant - MS_PER_HOUR);
  const after = trueNodeLongitude(instant + MS_PER_HOUR);
  return {
    longitude: trueNodeLongitude(instant),
    latitude: 0,
    distanceAu: 0,
    speedDegPerDay: (signedDegrees(after - before) * MS_PER_DAY) / (2 * MS_PER_HOUR),
  };
}
