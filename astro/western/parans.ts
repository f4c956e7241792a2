/**
 * Parans of the astrocartography map: the latitudes where two bodies are on angles at the same moment, one rising,
 * setting, culminating or anti-culminating while the other is on another of the four angles ("paranatellonta",
 * rising together).
 *
 * On the map of an instant (astro/western/astrocartography.ts) a paran is where a line of one body crosses a line
 * of the other: there, at that instant, both are on their angles. The Earth turning under fixed positions carries
 * that coincidence along the whole parallel of latitude, so the paran is drawn as the circle of that latitude, as
 * Jim Lewis's maps draw it.
 *
 * Conventions (docs/conventions.md, docs/western.md): positions **in mundo**, the bodies' own right ascension and
 * declination of the map (geocentric apparent of date, ecliptic latitude included), not their zodiacal degrees; the
 * geometric horizon (altitude 0, no refraction); the positions **of the map's instant** held fixed around the
 * parallel, so the paran at other longitudes ignores the bodies' motion over the hours the Earth takes to bring
 * them there (the Moon's 0.5° an hour at most); no orb: the exact latitude.
 *
 * Solving: along a parallel both lines are functions of latitude φ: the MC line at α − θ, the IC line 180° from it,
 * the ASC line at α − θ − H₀(φ), the DSC line at α − θ + H₀(φ) with cos H₀ = −tan φ · tan δ. The difference of two
 * lines' longitudes, unwrapped, is strictly monotonic in φ (H₀ grows with tan φ at the rate tan δ / √(1 − tan²φ
 * tan²δ); a sum or difference of two such rates vanishes only where |tan δ₁| = |tan δ₂|, and is then zero
 * everywhere), so over the latitudes where both lines exist it meets each multiple of 360° at most once: the ends
 * bracket every root, and Brent's method (astro/search.ts) refines each to `PARAN_TOLERANCE_DEG`. Two meridian lines
 * (MC or IC with MC or IC) do not depend on latitude: they coincide everywhere or nowhere and give no paran.
 */
import { signedDegrees } from '../angles.ts';
import { astroTime } from '../engine.ts';
import { findRoot } from '../search.ts';
import { apparentStarPlace, earthState } from '../star-place.ts';
import { fixedStar, type FixedStarId } from '../../data/fixed-stars.ts';
import type { WesternPlanetId } from '../../data/western-bodies.ts';
import { type Astrocartography, type MapAngle, MAX_LATITUDE_DEG } from './astrocartography.ts';

/** Precision of a paran's latitude, degrees (0.00036″, far below the arcsecond the service promises). */
export const PARAN_TOLERANCE_DEG = 1e-7;

const RAD = Math.PI / 180;

/** What a paran joins: a body of the map or a fixed star. */
export type ParanBodyId = WesternPlanetId | FixedStarId;

/**
 * A body of the map or a fixed star on the map's sky: its apparent right ascension and declination of date
 * (degrees), the east longitude where it culminates (−180, 180] and 90° − |δ|, the latitude its ASC and DSC lines
 * stop at (astro/western/astrocartography.ts `MappedBody` is one).
 */
export interface SkyPlace {
  readonly id: ParanBodyId;
  readonly rightAscension: number;
  readonly declination: number;
  readonly mcLongitude: number;
  readonly polarLimitDeg: number;
}

/** One of the two bodies of a paran and the angle it is on. */
export interface ParanPart {
  readonly body: ParanBodyId;
  readonly angle: MapAngle;
}

/** Two bodies (or a body and a fixed star) on angles at once, along a parallel of latitude. */
export interface Paran {
  /** The body earlier in the map's order of bodies (always a body of the map). */
  readonly first: ParanPart;
  readonly second: ParanPart;
  /** Geographic latitude of the paran, degrees (−MAX_LATITUDE_DEG … MAX_LATITUDE_DEG). */
  readonly latitudeDeg: number;
  /** East longitude where the two lines cross at the map's instant, degrees (−180, 180]. */
  readonly longitudeDeg: number;
}

/** An astrocartography with its parans: null when they were not asked for. */
export interface AstrocartographyWithParans extends Astrocartography {
  readonly parans: readonly Paran[] | null;
}

const onMeridian = (angle: MapAngle): boolean => angle === 'mc' || angle === 'ic';

/**
 * How far east of the body's MC line its `angle` line lies at latitude `latitudeDeg`, degrees, unwrapped: 0 (MC),
 * 180 (IC), −H₀ (ASC), +H₀ (DSC). At or a hair beyond the polar limit H₀ is taken as 0 or 180 (the lines meet the
 * meridian there).
 */
export function angleOffsetDeg(body: Pick<SkyPlace, 'declination'>, angle: MapAngle, latitudeDeg: number): number {
  if (angle === 'mc') return 0;
  if (angle === 'ic') return 180;
  const cosH = Math.max(-1, Math.min(1, -Math.tan(latitudeDeg * RAD) * Math.tan(body.declination * RAD)));
  const hourAngle = Math.acos(cosH) / RAD;
  return angle === 'asc' ? -hourAngle : hourAngle;
}

/** The latitudes (ascending) where `a`'s `angleA` line crosses `b`'s `angleB` line: none for two meridian lines. */
export function paranLatitudes(a: SkyPlace, angleA: MapAngle, b: SkyPlace, angleB: MapAngle): number[] {
  if (onMeridian(angleA) && onMeridian(angleB)) return [];
  const limits = [MAX_LATITUDE_DEG];
  if (!onMeridian(angleA)) limits.push(a.polarLimitDeg);
  if (!onMeridian(angleB)) limits.push(b.polarLimitDeg);
  const limit = Math.min(...limits);
  // The longitude of a's line less b's, unwrapped: continuous and monotonic in latitude.
  const apart = (latitude: number) => a.rightAscension - b.rightAscension + angleOffsetDeg(a, angleA, latitude) - angleOffsetDeg(b, angleB, latitude);
  const south = apart(-limit);
  const north = apart(limit);
  if (south === north) return [];
  const latitudes: number[] = [];
  for (let turn = Math.ceil(Math.min(south, north) / 360); turn * 360 <= Math.max(south, north); turn++) {
    const target = turn * 360;
    const root = findRoot((latitude) => apart(latitude) - target, -limit, limit, PARAN_TOLERANCE_DEG, { ga: south - target, gb: north - target });
    if (root !== null) latitudes.push(root);
  }
  return latitudes.sort((x, y) => x - y);
}

/**
 * The fixed stars `ids` on the sky of `map`: their apparent places at its instant (astro/star-place.ts, from the
 * J2000.0 catalogue with proper motion, precession, nutation and annual aberration) and where they culminate.
 */
export function mappedStars(map: Astrocartography, ids: readonly FixedStarId[]): SkyPlace[] {
  if (ids.length === 0) return [];
  const time = astroTime(map.instant);
  const earth = earthState(time);
  return ids.map((id) => {
    const place = apparentStarPlace(fixedStar(id).catalogue, time, earth);
    return {
      id,
      rightAscension: place.rightAscension,
      declination: place.declination,
      mcLongitude: signedDegrees(place.rightAscension - map.siderealTimeDeg),
      polarLimitDeg: 90 - Math.abs(place.declination),
    };
  });
}

/** Every paran of `a` on each of `angles` with `b` on each of `angles` (not two meridians), a's angle first. */
function paransOfPair(a: SkyPlace, b: SkyPlace, angles: readonly MapAngle[]): Paran[] {
  return angles.flatMap((angleA) =>
    angles.flatMap((angleB) =>
      paranLatitudes(a, angleA, b, angleB).map((latitudeDeg) => ({
        first: { body: a.id, angle: angleA },
        second: { body: b.id, angle: angleB },
        latitudeDeg,
        longitudeDeg: signedDegrees(a.mcLongitude + angleOffsetDeg(a, angleA, latitudeDeg)),
      })),
    ),
  );
}

/**
 * Every paran of a map's bodies on the angles given: for each pair of bodies in the map's order, then for each star
 * of `stars` with each body, each pair of angles (`angles` order, the first's angle first) of which at most one is
 * a meridian, each latitude. Stars are paired with the bodies only, not with each other.
 *
 * @param map the astrocartography of an instant (its bodies' places and sidereal time).
 * @param angles the angles the parans are taken between (the map's own).
 * @param stars fixed stars on the map's sky (`mappedStars`), none by default.
 * @returns the parans in that order, latitudes ascending within a pair of angles.
 */
export function parans(map: Astrocartography, angles: readonly MapAngle[], stars: readonly SkyPlace[] = []): Paran[] {
  const ofBodies = map.bodies.flatMap((a, index) => map.bodies.slice(index + 1).flatMap((b) => paransOfPair(a, b, angles)));
  const ofStars = stars.flatMap((star) => map.bodies.flatMap((body) => paransOfPair(body, star, angles)));
  return [...ofBodies, ...ofStars];
}
