/**
 * The sidereal chart a dasha is computed from, built from the birth instant and place with the engine's own
 * positions (`positions.ts`) and lagna (`lagna.ts`). Callers that already hold a chart can build `DashaChart`
 * themselves; this is the one place that turns an instant into one.
 */
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { signAtLongitude } from '../../data/signs.ts';
import type { AyanamshaId } from '../ayanamsha.ts';
import { siderealAscendant } from '../lagna.ts';
import type { NodeType } from '../nodes.ts';
import { grahaPositions, type PositionConvention, siderealLongitude } from '../positions.ts';
import type { RiseSetConvention } from '../rise-set.ts';
import type { Instant } from '../time.ts';
import type { DashaChart, DashaChartPlanet } from './types.ts';

/** Options of `dashaChartAt`. */
export interface DashaChartOptions {
  readonly ayanamshaId: AyanamshaId;
  /** Mean or true lunar node for Rahu and Ketu. */
  readonly node: NodeType;
  /** Apparent (default) or geometric graha positions (positions.ts). */
  readonly positions?: PositionConvention;
  /** The sunrise rule of the dashas that read the birth's day and night (default `hindu`). */
  readonly sunrise?: RiseSetConvention;
}

/**
 * The sidereal chart at a birth instant and place.
 * @param birth birth instant
 * @param latitudeDeg geographic latitude, degrees north, (−90, 90)
 * @param longitudeDeg geographic longitude, degrees east
 */
export function dashaChartAt(birth: Instant, latitudeDeg: number, longitudeDeg: number, options: DashaChartOptions): DashaChart {
  const positions = grahaPositions(birth, { node: options.node, ...(options.positions ? { positions: options.positions } : {}) });
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => {
      const siderealDeg = siderealLongitude(positions[id].longitude, birth, options.ayanamshaId);
      return [id, { siderealDeg, signNumber: signAtLongitude(siderealDeg).number, speedDegPerDay: positions[id].speedDegPerDay }];
    }),
  ) as Record<GrahaId, DashaChartPlanet>;
  const lagnaSiderealDeg = siderealAscendant(birth, latitudeDeg, longitudeDeg, options.ayanamshaId);
  return {
    birth,
    moonSiderealDeg: planets.moon.siderealDeg,
    lagnaSign: signAtLongitude(lagnaSiderealDeg).number,
    lagnaSiderealDeg,
    planets,
    frame: { ayanamshaId: options.ayanamshaId, positions: options.positions ?? 'apparent' },
    place: { latitudeDeg, longitudeDeg, sunrise: options.sunrise ?? 'hindu' },
  };
}

/** The dasha chart of a birth chart already computed (no astronomy: the same positions and lagna). */
export function dashaChartOf(chart: {
  readonly instant: Instant;
  readonly lagnaLongitude: number;
  readonly grahas: Readonly<Record<GrahaId, { readonly longitude: number }>>;
}): DashaChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => {
      const siderealDeg = chart.grahas[id].longitude;
      return [id, { siderealDeg, signNumber: signAtLongitude(siderealDeg).number }];
    }),
  ) as Record<GrahaId, DashaChartPlanet>;
  return {
    birth: chart.instant,
    moonSiderealDeg: planets.moon.siderealDeg,
    lagnaSign: signAtLongitude(chart.lagnaLongitude).number,
    lagnaSiderealDeg: chart.lagnaLongitude,
    planets,
  };
}
