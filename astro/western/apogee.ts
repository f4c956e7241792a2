/**
 * The true (osculating) lunar apogee, "Black Moon Lilith (true)": the apogee of the Keplerian ellipse the Moon
 * would follow around the Earth from its present geocentric position and velocity.
 *
 * From astronomy-engine's `GeoMoonState` (geometric, no light-time or aberration, as for the true node in
 * `nodes.ts`) rotated to the true ecliptic and equinox of date: with μ = G(M⊕ + M☾), the eccentricity vector
 * e = (v × h)/μ − r/|r| (h = r × v) points to the perigee, so the apogee lies along −e; its longitude is
 * atan2(−e_y, −e_x) and its latitude asin(−e_z/|e|) (the point of the orbit, not projected along the orbit's
 * plane). The point swings by up to ±30° about the mean apogee within a fortnight, because the Sun distorts
 * the Moon's orbit, so its position amplifies the differences between lunar theories: measured against the
 * Swiss Ephemeris in test/reference/western/minor-bodies.
 */
import { Astronomy, astroTime } from '../engine.ts';
import { normalizeDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';

/** G·M⊕ and G·M☾ in AU³/day² (the JPL DE values astronomy-engine uses; the Earth/Moon mass ratio 81.30056). */
const EARTH_GM = 0.8887692390113509e-9;
const EARTH_MOON_GM = EARTH_GM * (1 + 1 / 81.30056);
const DEG = 180 / Math.PI;

/** Ecliptic longitude and latitude (degrees, true ecliptic and equinox of date) of the osculating lunar apogee. */
export function trueApogee(instant: Instant): { longitude: number; latitude: number } {
  const time = astroTime(instant);
  const s = Astronomy.RotateState(Astronomy.Rotation_EQJ_ECT(time), Astronomy.GeoMoonState(time));
  const h = [s.y * s.vz - s.z * s.vy, s.z * s.vx - s.x * s.vz, s.x * s.vy - s.y * s.vx] as const;
  const vxh = [s.vy * h[2] - s.vz * h[1], s.vz * h[0] - s.vx * h[2], s.vx * h[1] - s.vy * h[0]] as const;
  const r = Math.hypot(s.x, s.y, s.z);
  const e = [vxh[0] / EARTH_MOON_GM - s.x / r, vxh[1] / EARTH_MOON_GM - s.y / r, vxh[2] / EARTH_MOON_GM - s.z / r] as const;
  return {
    longitude: normalizeDegrees(Math.atan2(-e[1], -e[0]) * DEG),
    latitude: Math.asin(-e[2] / Math.hypot(...e)) * DEG,
  };
}
