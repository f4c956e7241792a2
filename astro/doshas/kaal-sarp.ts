/**
 * Kaal sarp (kala sarpa) dosha: the seven grahas Sun … Saturn all on one side of the Rahu–Ketu axis.
 *
 * Classical status: the combination is not in Brihat Parashara Hora Shastra nor in the other classical texts
 * this engine follows (data/yogas-classical.ts lists it as "Modern"); gargastro.com and flokii.com say so, and
 * the verses writers quote for it ("agre rahur atho ketu …", astrocaree.blogspot.com 2014/10) are of unknown
 * origin. The tables, names, the two partial definitions and their sources are in data/doshas.ts.
 *
 * Geometry, on SIDEREAL longitudes (any ayanamsha; the node type the chart was built with): each graha's offset
 * from Rahu, (λ − λ_Rahu) mod 360, in [0, 360). An offset in (0, 180) lies in the half counted forward from Rahu
 * to Ketu ('rahu-to-ketu'), in (180, 360) in the half from Ketu to Rahu ('ketu-to-rahu'); 0 or 180 exactly (a
 * graha on the axis) counts in both halves. The half holding more grahas is the chart's side; the grahas in
 * the other half break the yoga. The type is named by Rahu's whole-sign house from the lagna.
 */
import {
  DEFAULT_KAAL_SARP_PARTIAL_DEFINITION,
  KAAL_SARP_DIRECTIONS,
  KAAL_SARP_PARTIAL_DEFINITIONS,
  KAAL_SARP_TYPES,
  type KaalSarpDirectionId,
  type KaalSarpPartialDefinitionId,
  type KaalSarpStatusId,
  type KaalSarpTypeId,
} from '../../data/doshas.ts';
import { type HouseNumber, type Placements, SEVEN_GRAHAS, grahaHouse, grahaSign } from '../chart/placement.ts';
import { normalizeDegrees } from '../angles.ts';

export type { KaalSarpDirectionId, KaalSarpPartialDefinitionId, KaalSarpStatusId, KaalSarpTypeId };

/** One of the seven grahas Sun … Saturn. */
export type SevenGrahaId = (typeof SEVEN_GRAHAS)[number];

/** Options of `kaalSarpDosha`. */
export interface KaalSarpOptions {
  /** Which definition makes the yoga partial (default `DEFAULT_KAAL_SARP_PARTIAL_DEFINITION`, 'node-sign-crossing'). */
  readonly partialDefinition?: KaalSarpPartialDefinitionId;
}

/** Where one graha stands relative to the nodal axis. */
export interface KaalSarpGrahaPlace {
  readonly graha: SevenGrahaId;
  /** Sidereal longitude minus Rahu's, degrees [0, 360). */
  readonly offsetFromRahuDeg: number;
  /** The half it lies in; null when exactly on the axis (offset 0 or 180), which counts in both. */
  readonly half: KaalSarpDirectionId | null;
}

/** One partial definition, checked. */
export interface KaalSarpDefinitionCheck {
  readonly id: KaalSarpPartialDefinitionId;
  /** True when the chart is partial under this definition (never true for a full or a scattered chart). */
  readonly holds: boolean;
}

/** The kaal sarp report of one chart. */
export interface KaalSarpResult {
  /** 'full': no graha outside; 'partial': the chosen partial definition holds; 'none' otherwise. */
  readonly status: KaalSarpStatusId;
  /** status ≠ 'none'. */
  readonly present: boolean;
  /** The partial definition the status was decided with. */
  readonly partialDefinition: KaalSarpPartialDefinitionId;
  /** Every partial definition, checked, in table order. */
  readonly definitions: readonly KaalSarpDefinitionCheck[];
  /** The half holding the majority of the seven (`rahu-to-ketu` on a tie). */
  readonly direction: KaalSarpDirectionId;
  /** The node at the forward end of that half (`KAAL_SARP_DIRECTIONS`). */
  readonly leadingNode: 'rahu' | 'ketu';
  /** Whole-sign houses 1–12 from the lagna of Rahu and Ketu. */
  readonly rahuHouse: HouseNumber;
  readonly ketuHouse: HouseNumber;
  /** The type named by Rahu's house; null when status is 'none'. */
  readonly type: KaalSarpTypeId | null;
  /** Grahas outside the majority half, Sun … Saturn order (empty when full). */
  readonly breakers: readonly SevenGrahaId[];
  /** The seven grahas, Sun … Saturn. */
  readonly grahas: readonly KaalSarpGrahaPlace[];
}

const AXIS_EPSILON_DEG = 1e-9;

function halfOf(offsetDeg: number): KaalSarpDirectionId | null {
  if (Math.abs(offsetDeg) < AXIS_EPSILON_DEG || Math.abs(offsetDeg - 180) < AXIS_EPSILON_DEG || offsetDeg > 360 - AXIS_EPSILON_DEG) {
    return null;
  }
  return offsetDeg < 180 ? 'rahu-to-ketu' : 'ketu-to-rahu';
}

/** Whether partial definition `id` holds, given the breakers of a chart that is not full. */
const PARTIAL_TESTS: Readonly<Record<KaalSarpPartialDefinitionId, (placements: Placements, breakers: readonly SevenGrahaId[]) => boolean>> = {
  'node-sign-crossing': (placements, breakers) => {
    const nodeSigns = [grahaSign(placements, 'rahu'), grahaSign(placements, 'ketu')];
    return breakers.length > 0 && breakers.every((graha) => nodeSigns.includes(grahaSign(placements, graha)));
  },
  'one-graha-outside': (_placements, breakers) => breakers.length === 1,
};

/**
 * Kaal sarp dosha of a chart (sidereal placements, whole-sign houses from the lagna).
 * @param chart the lagna and the nine grahas (a `BirthChart` or any `Placements`)
 * @param options the partial definition (default 'node-sign-crossing')
 */
export function kaalSarpDosha(chart: Placements, options: KaalSarpOptions = {}): KaalSarpResult {
  const partialDefinition = options.partialDefinition ?? DEFAULT_KAAL_SARP_PARTIAL_DEFINITION;
  const rahu = chart.grahas.rahu.longitude;
  const grahas = SEVEN_GRAHAS.map((graha): KaalSarpGrahaPlace => {
    const offsetFromRahuDeg = normalizeDegrees(chart.grahas[graha].longitude - rahu);
    return { graha, offsetFromRahuDeg, half: halfOf(offsetFromRahuDeg) };
  });
  const count = (half: KaalSarpDirectionId): number => grahas.filter((place) => place.half === half).length;
  const direction: KaalSarpDirectionId = count('ketu-to-rahu') > count('rahu-to-ketu') ? 'ketu-to-rahu' : 'rahu-to-ketu';
  const breakers = grahas.filter((place) => place.half !== null && place.half !== direction).map((place) => place.graha);

  const definitions = KAAL_SARP_PARTIAL_DEFINITIONS.map(({ id }): KaalSarpDefinitionCheck => ({
    id,
    holds: breakers.length > 0 && PARTIAL_TESTS[id](chart, breakers),
  }));
  const status: KaalSarpStatusId =
    breakers.length === 0 ? 'full' : definitions.some((check) => check.id === partialDefinition && check.holds) ? 'partial' : 'none';

  const rahuHouse = grahaHouse(chart, 'rahu');
  const directionRecord = KAAL_SARP_DIRECTIONS.find((record) => record.id === direction) ?? KAAL_SARP_DIRECTIONS[0];
  const typeRecord = KAAL_SARP_TYPES.find((record) => record.rahuHouse === rahuHouse) ?? KAAL_SARP_TYPES[0];
  return {
    status,
    present: status !== 'none',
    partialDefinition,
    definitions,
    direction,
    leadingNode: directionRecord.leadingNode,
    rahuHouse,
    ketuHouse: grahaHouse(chart, 'ketu'),
    type: status === 'none' ? null : typeRecord.id,
    breakers,
    grahas,
  };
}

