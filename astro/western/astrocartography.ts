/**
 * Astrocartography (Jim Lewis's "Astro*Carto*Graphy", 1976): for one instant, the places on Earth where a body
 * stands on one of the four angles, drawn as lines on the map.
 *
 * - MC line: the body culminates (on the upper meridian): the geographic longitude whose local apparent sidereal
 *   time equals the body's right ascension, λ = α − θ (θ the Greenwich apparent sidereal time), a meridian from pole
 *   to pole. IC line: the lower meridian, λ + 180°.
 * - ASC and DSC lines: the body rises or sets, i.e. its centre is on the geometric horizon (altitude 0, no
 *   refraction, no parallax): at latitude φ the hour angle is ±H₀ with cos H₀ = −tan φ · tan δ, rising at
 *   λ = α − θ − H₀ (east), setting at λ = α − θ + H₀ (west).
 *
 * Conventions (docs/western.md): positions "in mundo", the body's own right ascension and declination (its
 * ecliptic latitude included), as Lewis drew them, not the zodiacal degree it occupies; geocentric apparent places
 * of date, the chart's own (astro/western/bodies.ts: true equator and equinox of date), so the Moon's lines are
 * geocentric (its topocentric parallax, up to 1°, is left out, as astrocartography maps do).
 *
 * Polar limits: the ASC and DSC lines exist only where |tan φ · tan δ| ≤ 1, i.e. |φ| ≤ 90° − |δ|. Beyond that
 * latitude the body is circumpolar in one hemisphere and never rises in the other; there the rising and the
 * setting lines meet each other and the MC (or IC) line, and stop. Lines are sampled every `stepDeg` of latitude
 * (and at the limit itself), at most to ±`MAX_LATITUDE_DEG`, and cut at the antimeridian (±180°), as RFC 7946
 * §3.1.9 asks of GeoJSON, so a line crossing it is several segments.
 */
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import { Astronomy, astroTime } from '../engine.ts';
import type { Instant } from '../time.ts';
import type { WesternPlanetId } from '../../data/western-bodies.ts';
import { westernBodyPosition } from './bodies.ts';

/** The four angles, in the order lines are listed. */
export const MAP_ANGLES = ['mc', 'ic', 'asc', 'dsc'] as const;
export type MapAngle = (typeof MAP_ANGLES)[number];

/** The highest latitude a line is drawn to, degrees (tan φ grows without bound at the poles). */
export const MAX_LATITUDE_DEG = 89.9;
/** Default latitude step of the sampled lines, degrees. */
export const DEFAULT_LATITUDE_STEP_DEG = 1;

const RAD = Math.PI / 180;

/** A point of a line: [east longitude, latitude], degrees, longitude in (−180, 180]. */
export type MapPoint = readonly [number, number];

/** One body's line on one angle: its segments (more than one when it crosses the antimeridian). */
export interface AngleLine {
  readonly body: WesternPlanetId;
  readonly angle: MapAngle;
  readonly segments: readonly (readonly MapPoint[])[];
}

/** A body's equatorial place of date and the latitude beyond which it neither rises nor sets. */
export interface MappedBody {
  readonly id: WesternPlanetId;
  /** Apparent right ascension, true equator and equinox of date, degrees [0, 360). */
  readonly rightAscension: number;
  /** Apparent declination, degrees. */
  readonly declination: number;
  /** Where the body culminates: the MC line's east longitude, degrees (−180, 180]. */
  readonly mcLongitude: number;
  /** 90° − |δ|: the ASC and DSC lines stop at this latitude north and south. */
  readonly polarLimitDeg: number;
}

export interface Astrocartography {
  readonly instant: Instant;
  /** Greenwich apparent sidereal time, degrees [0, 360). */
  readonly siderealTimeDeg: number;
  readonly stepDeg: number;
  readonly bodies: readonly MappedBody[];
  readonly lines: readonly AngleLine[];
}

/** Right ascension (degrees [0, 360)) of an ecliptic point of date, from the true obliquity `obliquityDeg`. */
export function rightAscensionOf(longitudeDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const [l, b, e] = [longitudeDeg * RAD, latitudeDeg * RAD, obliquityDeg * RAD];
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l)) / RAD);
}

/**
 * The hour angle H₀ (degrees, [0, 180]) at which a body of declination `declinationDeg` is on the horizon at
 * latitude `latitudeDeg`; null where it never rises or never sets there.
 */
export function horizonHourAngle(latitudeDeg: number, declinationDeg: number): number | null {
  const cosH = -Math.tan(latitudeDeg * RAD) * Math.tan(declinationDeg * RAD);
  if (cosH < -1 || cosH > 1) return null;
  return Math.acos(cosH) / RAD;
}

/** Latitudes from −limit to +limit every `stepDeg`, the limits included, ascending. */
function latitudesWithin(limitDeg: number, stepDeg: number): number[] {
  const latitudes = [-limitDeg];
  for (let k = Math.ceil((-limitDeg + 1e-9) / stepDeg); k * stepDeg < limitDeg - 1e-9; k++) latitudes.push(k * stepDeg);
  latitudes.push(limitDeg);
  return latitudes;
}

/**
 * A path of points with unwrapped longitudes cut into segments within (−180°, 180°]: where consecutive points lie
 * on either side of the antimeridian, the crossing latitude is interpolated and one segment ends at ±180°, the next
 * begins at ∓180°.
 */
export function cutAtAntimeridian(points: readonly MapPoint[]): MapPoint[][] {
  const segments: MapPoint[][] = [];
  let current: MapPoint[] = [];
  let previous: MapPoint | null = null;
  for (const [longitude, latitude] of points) {
    const here: MapPoint = [signedDegrees(longitude), latitude];
    if (previous !== null) {
      const step = signedDegrees(here[0] - previous[0]);
      const unwrapped = previous[0] + step;
      if (unwrapped > 180 || unwrapped <= -180) {
        const edge = unwrapped > 180 ? 180 : -180;
        const fraction = (edge - previous[0]) / step;
        const crossing = previous[1] + fraction * (latitude - previous[1]);
        current.push([edge, crossing]);
        segments.push(current);
        current = [[-edge, crossing]];
      }
    }
    current.push(here);
    previous = here;
  }
  if (current.length > 0) segments.push(current);
  return segments.filter((segment) => segment.length > 1);
}

/** The MC, IC, ASC and DSC lines of one body (only the angles asked for). */
function linesOf(body: MappedBody, siderealTimeDeg: number, angles: readonly MapAngle[], stepDeg: number): AngleLine[] {
  const mc = body.rightAscension - siderealTimeDeg;
  const meridianLatitudes = latitudesWithin(MAX_LATITUDE_DEG, stepDeg);
  const horizonLimit = Math.min(body.polarLimitDeg, MAX_LATITUDE_DEG);
  const horizonLatitudes = latitudesWithin(horizonLimit, stepDeg);
  const onHorizon = (sign: -1 | 1): MapPoint[] =>
    horizonLatitudes.map((latitude): MapPoint => {
      // At the limit itself rounding may put cos H₀ a hair beyond ±1: the body is then on the meridian.
      const hourAngle = horizonHourAngle(latitude, body.declination) ?? (latitude * body.declination > 0 ? 180 : 0);
      return [mc + sign * hourAngle, latitude];
    });
  const paths: Record<MapAngle, () => MapPoint[]> = {
    mc: () => meridianLatitudes.map((latitude): MapPoint => [mc, latitude]),
    ic: () => meridianLatitudes.map((latitude): MapPoint => [mc + 180, latitude]),
    asc: () => onHorizon(-1),
    dsc: () => onHorizon(1),
  };
  return angles.map((angle) => ({ body: body.id, angle, segments: cutAtAntimeridian(paths[angle]()) }));
}

/**
 * The astrocartography of an instant: every body of `bodies` on every angle of `angles`.
 *
 * @param instant the moment (a birth), ms since the epoch (UTC).
 * @param bodies Sun, Moon and the planets, in the order wanted.
 * @param angles the angles drawn.
 * @param stepDeg latitude step of the sampled lines, degrees (0.1–10).
 */
export function astrocartography(instant: Instant, bodies: readonly WesternPlanetId[], angles: readonly MapAngle[] = MAP_ANGLES, stepDeg = DEFAULT_LATITUDE_STEP_DEG): Astrocartography {
  const time = astroTime(instant);
  const siderealTimeDeg = normalizeDegrees(Astronomy.SiderealTime(time) * 15);
  const obliquity = Astronomy.e_tilt(time).tobl;
  const mapped = bodies.map((id): MappedBody => {
    const position = westernBodyPosition(id, instant);
    const rightAscension = rightAscensionOf(position.longitude, position.latitude, obliquity);
    return {
      id,
      rightAscension,
      declination: position.declination,
      mcLongitude: signedDegrees(rightAscension - siderealTimeDeg),
      polarLimitDeg: 90 - Math.abs(position.declination),
    };
  });
  return { instant, siderealTimeDeg, stepDeg, bodies: mapped, lines: mapped.flatMap((body) => linesOf(body, siderealTimeDeg, angles, stepDeg)) };
}
