/**
 * The sign-dasha tests' chart: each graha at 15° of the sign given, the lagna at 15° of its sign, born at Delhi (the
 * place Chakra and Varnada dashas read the day and night of birth at).
 */
import type { DashaChart, DashaChartPlanet } from '../../astro/dasha/types.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import type { SignNumber } from '../../data/signs.ts';

/** The birth instant every such chart carries: 1990-01-01T00:00Z. */
export const BIRTH = Date.UTC(1990, 0, 1);

/** A chart from the sign of each graha (placed at 15° of it) and the lagna sign. */
export function chartOfSigns(lagnaSign: SignNumber, signs: Record<GrahaId, SignNumber>): DashaChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => [id, { siderealDeg: (signs[id] - 1) * 30 + 15, signNumber: signs[id] }]),
  ) as Record<GrahaId, DashaChartPlanet>;
  return {
    birth: BIRTH, moonSiderealDeg: planets.moon.siderealDeg, lagnaSign, lagnaSiderealDeg: (lagnaSign - 1) * 30 + 15, planets,
    place: { latitudeDeg: 28.6139, longitudeDeg: 77.209, sunrise: 'hindu' },
  };
}
