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
import { findRoot } from '../search.ts';
import type { WesternPlanetId } from '../../data/western-bodies.ts';
import { type Astrocartography, type MapAngle, type MappedBody, MAX_LATITUDE_DEG } from './astrocartography.ts';

/** Precision of a paran's latitude, degrees (0.00036″, far below the arcsecond the service promises). */
export const PARAN_TOLERANCE_DEG = 1e-7;

const RAD = Math.PI / 180;

/** One of the two bodies of a paran and the angle it is on. */
export interface ParanPart {
  readonly body: WesternPlanetId;
  readonly angle: MapAngle;
}

/** Two bodies on angles at once, along a parallel of latitude. */
export interface Paran {
  /** The body earlier in the map's order of bodies. */
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
export function angleOffsetDeg(body: MappedBody, angle: MapAngle, latitudeDeg: number): number {
  if (angle === 'mc') return 0;
  if (angle === 'ic') return 180;
  const cosH = Math.max(-1, Math.min(1, -Math.tan(latitudeDeg * RAD) * Math.tan(body.declination * RAD)));
  const hourAngle = Math.acos(cosH) / RAD;
  return angle === 'asc' ? -hourAngle : hourAngle;
}

/** The latitudes (ascending) where `a`'s `angleA` line crosses `b`'s `angleB` line: none for two meridian lines. */
export function paranLatitudes(a: MappedBody, angleA: MapAngle, b: MappedBody, angleB: MapAngle): number[] {
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
 * Every paran of a map's bodies on the angles given: for each pair of bodies in the map's order, each pair of
 * angles (`angles` order, the first body's angle first) of which at most one is a meridian, each latitude.
 *
 * @param map the astrocartography of an instant (its bodies' places and sidereal time).
 * @param angles the angles the parans are taken between (the map's own).
 * @returns the parans in that order, latitudes ascending within a pair of angles.
 */
export function parans(map: Astrocartography, angles: readonly MapAngle[]): Paran[] {
  const found: Paran[] = [];
  map.bodies.forEach((a, index) => {
    for (const b of map.bodies.slice(index + 1)) {
      for (const angleA of angles) {
        for (const angleB of angles) {
          for (const latitudeDeg of paranLatitudes(a, angleA, b, angleB)) {
            found.push({
              first: { body: a.id, angle: angleA },
              second: { body: b.id, angle: angleB },
              latitudeDeg,
              longitudeDeg: signedDegrees(a.mcLongitude + angleOffsetDeg(a, angleA, latitudeDeg)),
            });
          }
        }
      }
    }
  });
  return found;
}
