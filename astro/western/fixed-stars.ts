/**
 * Fixed stars in a Western chart: each star's apparent place at the chart's instant (astro/star-place.ts, from the
 * J2000.0 catalogue of data/fixed-stars.ts), its tropical longitude and latitude on the true ecliptic and equinox
 * of date, its sidereal longitude under a named ayanamsha (tropical − the true ayanamsha, as every sidereal
 * longitude of the service), its declination; and its conjunctions with the chart's points.
 *
 * Conjunction: the star's ecliptic longitude within `orbDeg` of a point's longitude ("zodiacal" conjunction, the
 * usual reading of fixed stars in a natal chart; the star's latitude is not considered). The default orb, 1°, is
 * the one most modern practice uses for a star with a planet or an angle (B. Brady, Brady's Book of Fixed Stars,
 * 1998; V. Robson, The Fixed Stars and Constellations in Astrology, 1923, allowed up to 2° for the brightest):
 * a request may set 0–3° (docs/western.md).
 */
import { type AyanamshaId, ayanamshaInUse, type AyanamshaInUse } from '../ayanamsha.ts';
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import { astroTime } from '../engine.ts';
import { apparentStarPlace, earthState } from '../star-place.ts';
import type { Instant } from '../time.ts';
import { FIXED_STAR_GROUP_IDS, FIXED_STAR_IDS, fixedStar, fixedStarsOf, type FixedStarGroup, type FixedStarId } from '../../data/fixed-stars.ts';

/** Default orb of a star's conjunction with a chart point, degrees. */
export const DEFAULT_STAR_ORB_DEG = 1;
/** Widest orb a request may set, degrees. */
export const MAX_STAR_ORB_DEG = 3;

/** The words a request names stars by: `none`, `all`, a group (`behenian`, `royal`) or a star's id. */
export const STAR_SELECTION_WORDS = ['none', 'all', ...FIXED_STAR_GROUP_IDS, ...FIXED_STAR_IDS] as const;
export type StarSelectionWord = 'none' | 'all' | FixedStarGroup | FixedStarId;

/** The star ids a list of selection words names, in table order without repeats (`none` alone: no star). */
export function starsSelected(words: readonly StarSelectionWord[]): FixedStarId[] {
  const chosen = new Set<FixedStarId>();
  for (const word of words) {
    if (word === 'all') FIXED_STAR_IDS.forEach((id) => chosen.add(id));
    else if ((FIXED_STAR_GROUP_IDS as readonly string[]).includes(word)) fixedStarsOf(word as FixedStarGroup).forEach((id) => chosen.add(id));
    else if (word !== 'none') chosen.add(word as FixedStarId);
  }
  return FIXED_STAR_IDS.filter((id) => chosen.has(id));
}

/** A star's place in a chart. */
export interface FixedStarPosition {
  readonly id: FixedStarId;
  /** Tropical longitude, true ecliptic and equinox of date, degrees [0, 360). */
  readonly longitude: number;
  /** Sidereal longitude under the chart's ayanamsha, degrees [0, 360). */
  readonly siderealLongitude: number;
  /** Ecliptic latitude, degrees. */
  readonly latitude: number;
  /** Declination, true equator of date, degrees. */
  readonly declination: number;
  readonly magnitude: number;
}

/** A chart point a star may join: its id and tropical longitude, degrees. */
export interface StarTarget {
  readonly id: string;
  readonly longitude: number;
}

/** A star within the orb of a chart point. */
export interface StarConjunction {
  readonly star: FixedStarId;
  readonly point: string;
  /** Star longitude − point longitude, degrees (−orb … orb): positive when the star is ahead in the zodiac. */
  readonly separation: number;
}

/** The stars of a chart with the ayanamsha their sidereal longitudes use. */
export interface FixedStarReading {
  readonly ayanamsha: AyanamshaInUse;
  readonly orbDeg: number;
  readonly stars: readonly FixedStarPosition[];
  readonly conjunctions: readonly StarConjunction[];
}

/**
 * The places of `ids` at `instant`.
 *
 * @param ayanamshaDegrees the true ayanamsha at `instant`, degrees (subtracted for the sidereal longitude).
 */
export function fixedStarPositions(ids: readonly FixedStarId[], instant: Instant, ayanamshaDegrees: number): FixedStarPosition[] {
  const time = astroTime(instant);
  const earth = earthState(time);
  return ids.map((id) => {
    const record = fixedStar(id);
    const place = apparentStarPlace(record.catalogue, time, earth);
    return {
      id,
      longitude: place.longitude,
      siderealLongitude: normalizeDegrees(place.longitude - ayanamshaDegrees),
      latitude: place.latitude,
      declination: place.declination,
      magnitude: record.magnitude,
    };
  });
}

/** Every star within `orbDeg` of a target's longitude, star by star in the order of `stars`, then target order. */
export function starConjunctions(stars: readonly FixedStarPosition[], targets: readonly StarTarget[], orbDeg: number): StarConjunction[] {
  return stars.flatMap((star) =>
    targets
      .map((target) => ({ star: star.id, point: target.id, separation: signedDegrees(star.longitude - target.longitude) }))
      .filter((conjunction) => Math.abs(conjunction.separation) <= orbDeg),
  );
}

/** The stars `ids` at `instant` under ayanamsha `ayanamshaId`, with their conjunctions to `targets` within `orbDeg`. */
export function fixedStarReading(
  ids: readonly FixedStarId[],
  instant: Instant,
  targets: readonly StarTarget[],
  options: { readonly orbDeg: number; readonly ayanamshaId: AyanamshaId },
): FixedStarReading {
  const ayanamsha = ayanamshaInUse(options.ayanamshaId, instant);
  const stars = fixedStarPositions(ids, instant, ayanamsha.degrees);
  return { ayanamsha, orbDeg: options.orbDeg, stars, conjunctions: starConjunctions(stars, targets, options.orbDeg) };
}
