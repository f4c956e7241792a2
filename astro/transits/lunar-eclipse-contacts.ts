/**
 * The contacts and magnitudes of a lunar eclipse, from the Earth's shadow cone as the almanacs draw it.
 *
 * The shadow's axis points away from the apparent Sun; at the Moon's distance its radii are, in angle seen from
 * the Earth's centre (Explanatory Supplement to the Astronomical Almanac, 1992, §8.3; Espenak, Five Millennium
 * Canon of Lunar Eclipses, NASA/TP-2009-214172, §1.3, "Danjon's method"):
 *   penumbra ρp = (1 + 1/85)·π₁ + s + π☉,   umbra ρu = (1 + 1/85)·π₁ − s + π☉,
 * where π₁ = 0.998340·π☾ is the Moon's horizontal parallax reduced to the mean latitude of the Earth, s the
 * Sun's geocentric semi-diameter and π☉ its parallax; the factor 1 + 1/85 enlarges the Earth by its atmosphere
 * (Danjon's rule). The older rule of Chauvenet enlarges both radii by 1/50 and puts the umbral contacts of
 * 2007-08-28 about 20 s further from greatest eclipse than NASA's published times (measured while choosing
 * the rule; test/reference/eclipses).
 *
 * Contacts are the instants at which the distance d of the Moon's centre from the shadow axis equals
 * ρp + s☾ (P1, P4), ρu + s☾ (U1, U4) and ρu − s☾ (U2, U3), s☾ the Moon's geocentric semi-diameter; greatest
 * eclipse is the minimum of d. Every instant is solved by root finding to `CONTACT_TOLERANCE_MS`.
 */
import { Astronomy, astroTime } from '../engine.ts';
import { findRoot } from '../search.ts';
import type { Instant } from '../time.ts';
import { MS_PER_MINUTE } from '../time.ts';

/** Mean radius of the Moon, km (IAU; astronomy-engine's `MOON_MEAN_RADIUS_KM`). */
export const MOON_RADIUS_KM = 1737.4;
/** Equatorial radius of the Earth, km (IERS 2003, astronomy-engine's value). */
export const EARTH_EQUATORIAL_RADIUS_KM = 6378.1366;
/** Radius of the Sun, km (IAU 2015 nominal). */
export const SUN_RADIUS_KM = 695_700;
/** Kilometres per astronomical unit (IAU 2012). */
export const KM_PER_AU = 149_597_870.7;
/** Reduction of the Moon's parallax to the mean latitude of the Earth (Explanatory Supplement, §8.3). */
const PARALLAX_REDUCTION = 0.99834;
/** Danjon's enlargement of the Earth by its atmosphere (1/85 of its radius), as a factor on π₁. */
const ATMOSPHERE_FACTOR = 1 + 1 / 85;
/** How far around the peak a contact is searched: four hours (the longest penumbral half-duration is under 3 h). */
const CONTACT_SEARCH_MS = 240 * MS_PER_MINUTE;
/** Precision of every contact and of greatest eclipse, ms. */
export const CONTACT_TOLERANCE_MS = 50;

/** The shadow and the Moon at one instant, in degrees seen from the Earth's centre. */
export interface ShadowGeometry {
  /** Angular distance of the Moon's centre from the shadow's axis. */
  readonly distanceDeg: number;
  readonly penumbraRadiusDeg: number;
  readonly umbraRadiusDeg: number;
  /** The Moon's geocentric semi-diameter. */
  readonly moonRadiusDeg: number;
}

const DEG = 180 / Math.PI;

/** The Earth's shadow and the Moon at `instant` (ms, UT), by the rule of the module comment. */
export function shadowGeometry(instant: Instant): ShadowGeometry {
  const time = astroTime(instant);
  const sun = Astronomy.GeoVector(Astronomy.Body.Sun, time, true);
  const moon = Astronomy.GeoMoon(time);
  const sunKm = sun.Length() * KM_PER_AU;
  const moonKm = moon.Length() * KM_PER_AU;
  const cosine = -(sun.x * moon.x + sun.y * moon.y + sun.z * moon.z) / (sun.Length() * moon.Length());
  const distanceDeg = Math.acos(Math.max(-1, Math.min(1, cosine))) * DEG;
  const moonParallaxDeg = Math.asin(EARTH_EQUATORIAL_RADIUS_KM / moonKm) * DEG;
  const sunParallaxDeg = Math.asin(EARTH_EQUATORIAL_RADIUS_KM / sunKm) * DEG;
  const sunRadiusDeg = Math.asin(SUN_RADIUS_KM / sunKm) * DEG;
  const reduced = ATMOSPHERE_FACTOR * PARALLAX_REDUCTION * moonParallaxDeg;
  return {
    distanceDeg,
    penumbraRadiusDeg: reduced + sunRadiusDeg + sunParallaxDeg,
    umbraRadiusDeg: reduced - sunRadiusDeg + sunParallaxDeg,
    moonRadiusDeg: Math.asin(MOON_RADIUS_KM / moonKm) * DEG,
  };
}

/** The contacts of the shadow with the Moon; a contact the eclipse does not reach is null. */
export interface LunarContacts {
  /** Greatest eclipse: the Moon's centre nearest the shadow's axis, ms (UT). */
  readonly greatest: Instant;
  readonly p1: Instant;
  readonly u1: Instant | null;
  readonly u2: Instant | null;
  readonly u3: Instant | null;
  readonly u4: Instant | null;
  readonly p4: Instant;
  /** Fraction of the Moon's diameter inside the umbra at greatest eclipse (negative: the umbra is missed). */
  readonly umbralMagnitude: number;
  /** Fraction of the Moon's diameter inside the penumbra at greatest eclipse. */
  readonly penumbralMagnitude: number;
}

/**
 * The contacts of the lunar eclipse whose greatest eclipse is near `nearPeak` (ms, UT; astronomy-engine's peak is
 * within a minute of it), or null when the Moon misses the penumbra.
 */
export function lunarContacts(nearPeak: Instant): LunarContacts | null {
  const distance = (t: Instant) => shadowGeometry(t).distanceDeg;
  const slope = (t: Instant) => distance(t + 1_000) - distance(t - 1_000);
  const greatest = findRoot(slope, nearPeak - 30 * MS_PER_MINUTE, nearPeak + 30 * MS_PER_MINUTE, CONTACT_TOLERANCE_MS) ?? nearPeak;
  const atPeak = shadowGeometry(greatest);
  const penumbralMagnitude = (atPeak.penumbraRadiusDeg + atPeak.moonRadiusDeg - atPeak.distanceDeg) / (2 * atPeak.moonRadiusDeg);
  if (penumbralMagnitude <= 0) return null;
  const umbralMagnitude = (atPeak.umbraRadiusDeg + atPeak.moonRadiusDeg - atPeak.distanceDeg) / (2 * atPeak.moonRadiusDeg);
  /** Where d − radius(t) changes sign on each side of greatest eclipse. */
  const contactPair = (radius: (g: ShadowGeometry) => number): [Instant, Instant] | null => {
    const g = (t: Instant) => {
      const shadow = shadowGeometry(t);
      return shadow.distanceDeg - radius(shadow);
    };
    const before = findRoot(g, greatest - CONTACT_SEARCH_MS, greatest, CONTACT_TOLERANCE_MS);
    const after = findRoot(g, greatest, greatest + CONTACT_SEARCH_MS, CONTACT_TOLERANCE_MS);
    return before === null || after === null ? null : [before, after];
  };
  const penumbral = contactPair((s) => s.penumbraRadiusDeg + s.moonRadiusDeg);
  if (penumbral === null) return null;
  const partial = umbralMagnitude > 0 ? contactPair((s) => s.umbraRadiusDeg + s.moonRadiusDeg) : null;
  const total = umbralMagnitude >= 1 ? contactPair((s) => s.umbraRadiusDeg - s.moonRadiusDeg) : null;
  return {
    greatest: Math.round(greatest),
    p1: Math.round(penumbral[0]),
    u1: partial ? Math.round(partial[0]) : null,
    u2: total ? Math.round(total[0]) : null,
    u3: total ? Math.round(total[1]) : null,
    u4: partial ? Math.round(partial[1]) : null,
    p4: Math.round(penumbral[1]),
    umbralMagnitude,
    penumbralMagnitude,
  };
}
