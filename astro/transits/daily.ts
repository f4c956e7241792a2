/**
 * The positions of the nine grahas at one instant, as plain JSON-serializable rows: what the pipeline stores
 * for each day and `GET /v1/transit/current` serves.
 *
 * Frames: tropical = apparent (or, on request, geometric) geocentric longitude, true ecliptic and equinox of date
 * (`positions.ts`);
 * sidereal = tropical − the TRUE ayanamsha of the chosen id. Sign, degree in sign, nakshatra and pada are
 * sidereal (`place.ts`).
 *
 * Retrograde: Mercury … Saturn when their apparent tropical speed is negative; the Sun and Moon never are.
 * Rahu and Ketu: with the mean node, always retrograde — the traditional convention, and the mean node's speed
 * is indeed always negative (−0.053°/day); with the true node, by the sign of its speed (the osculating node
 * turns direct for a few days about twice a month). Ketu shares Rahu's speed and flag.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import type { NodeType } from '../nodes.ts';
import { grahaPositions, type PositionConvention, siderealLongitude } from '../positions.ts';
import type { Instant } from '../time.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { zodiacPlace } from './place.ts';

/** Options of `dailyPositions`. */
export interface DailyPositionsOptions {
  /** Ayanamsha id (1 = Lahiri …), applied as the true ayanamsha. */
  readonly ayanamshaId: AyanamshaId;
  /** Rahu and Ketu from the mean or the true node. */
  readonly node: NodeType;
  /** Apparent (default) or geometric positions of the seven bodies (positions.ts); the nodes are the same in both. */
  readonly positions?: PositionConvention;
}

/** One graha's position at one instant. */
export interface GrahaTransitRow {
  /** The instant, ms since 1970-01-01T00:00Z (UT). */
  readonly instant: Instant;
  readonly graha: GrahaId;
  /** Apparent tropical longitude, degrees [0, 360), true ecliptic and equinox of date. */
  readonly tropicalLongitude: number;
  /** Sidereal longitude (true ayanamsha of the chosen id), degrees [0, 360). */
  readonly siderealLongitude: number;
  /** Ecliptic latitude, degrees [−90, 90]; 0 for Rahu and Ketu. */
  readonly latitude: number;
  /** Geocentric distance, AU (light-time corrected); 0 for Rahu and Ketu, which are points. */
  readonly distanceAu: number;
  /** Speed in apparent tropical longitude, degrees per day (negative = retrograde); ±1-hour symmetric difference. */
  readonly speedDegPerDay: number;
  /** Sidereal sign, 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  /** Degrees within the sidereal sign, [0, 30). */
  readonly degreeInSign: number;
  /** Nakshatra, 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  /** Pada of the nakshatra, 1–4. */
  readonly pada: number;
  /** See the module comment for the rule of each graha. */
  readonly retrograde: boolean;
}

/**
 * Positions of the nine grahas at `instant`, one row each in the order Sun, Moon, Mars, Mercury, Jupiter,
 * Venus, Saturn, Rahu, Ketu. Costs about 25 ephemeris evaluations (under half a millisecond).
 * @param instant ms since 1970-01-01T00:00Z (UT)
 */
export function dailyPositions(instant: Instant, options: DailyPositionsOptions): GrahaTransitRow[] {
  const positions = grahaPositions(instant, { node: options.node, ...(options.positions ? { positions: options.positions } : {}) });
  return GRAHA_IDS.map((graha) => {
    const position = positions[graha];
    const sidereal = siderealLongitude(position.longitude, instant, options.ayanamshaId);
    const isNode = graha === 'rahu' || graha === 'ketu';
    return {
      instant,
      graha,
      tropicalLongitude: position.longitude,
      siderealLongitude: sidereal,
      latitude: position.latitude,
      distanceAu: position.distanceAu,
      speedDegPerDay: position.speedDegPerDay,
      ...zodiacPlace(sidereal),
      retrograde: isNode && options.node === 'mean' ? true : position.speedDegPerDay < 0,
    };
  });
}
