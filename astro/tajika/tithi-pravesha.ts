/**
 * Tithi pravesha: the instant in a year of life when the birth tithi returns while the Sun is in the sidereal sign
 * it was in at birth (the birth's solar month), and its chart.
 *
 * Two definitions (TITHI_PRAVESHA_DEFINITIONS):
 * - `pyjhora` (default, PyJHora 4.8.5 `vratha.tithi_pravesha`): each occurrence of the birth tithi, at the point
 *   where the same fraction of its duration has elapsed as had elapsed of the birth tithi at birth (start + fraction
 *   × length, by time);
 * - `elongation`: the instant the Moon's elongation from the Sun equals its value at birth (the same tithi and the
 *   same fraction of it by angle), the tithi's own measure; the two differ by minutes, as the Moon's speed varies
 *   within a tithi.
 * Either way every instant that falls while the sidereal Sun is in its natal sign is given (one, or two when the
 * tithi recurs within the solar month). The elongation is tropical Moon − Sun of the request's position convention;
 * the solar month is the sidereal Sun's (true ayanamsha), as in pravesha.ts. Roots are solved to 1 s or better.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { type BirthChart, birthChart } from '../chart/chart.ts';
import type { NodeType } from '../nodes.ts';
import { normalizeDegrees } from '../angles.ts';
import { signOfLongitude } from '../chart/placement.ts';
import { elongationDeg, type PositionConvention } from '../positions.ts';
import { searchAngleCrossing } from '../search.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { SIDEREAL_YEAR_DAYS, siderealSunLongitude, sunReturnNear } from './pravesha.ts';

export const TITHI_PRAVESHA_DEFINITIONS = ['pyjhora', 'elongation'] as const;
export type TithiPraveshaDefinition = (typeof TITHI_PRAVESHA_DEFINITIONS)[number];

/** Degrees of elongation per tithi. */
const TITHI_DEG = 12;
/** Scan step: the elongation moves 10–15° a day, far less than the 90° a step may cover. */
const SCAN_STEP_MS = MS_PER_DAY / 2;
/** A tithi lasts under 27 hours: its start lies within this before any instant in it, its end within this after. */
const TITHI_REACH_MS = 1.5 * MS_PER_DAY;
const TOLERANCE_MS = 100;
/** The Sun's slowest mean motion in a sign, degrees a day (near aphelion 0.953°): brackets the entry estimate. */
const SUN_DEG_PER_DAY = 360 / SIDEREAL_YEAR_DAYS;

export interface TithiPraveshaInput {
  /** Birth instant, ms UT. */
  readonly birthInstant: Instant;
  readonly ayanamshaId: AyanamshaId;
  readonly positions?: PositionConvention;
  /** Completed years, 0–150: the solar month of that year of life. */
  readonly completedYears: number;
  readonly definition: TithiPraveshaDefinition;
}

export interface TithiPravesha {
  /** The birth tithi, 1–30, and the Moon − Sun elongation at birth, degrees. */
  readonly birthTithi: number;
  readonly birthElongationDeg: number;
  /** Fraction of the birth tithi's duration elapsed at birth, [0, 1). */
  readonly birthFraction: number;
  /** The natal Sun's sidereal sign (1–12): the solar month. */
  readonly solarMonthSign: number;
  /** The Sun in that sign in this year of life: from its entry to its exit, ms UT. */
  readonly monthStart: Instant;
  readonly monthEnd: Instant;
  /** The tithi pravesha instants (ms UT) within the solar month, in time order (usually one). */
  readonly instants: readonly Instant[];
}

/** Every instant in [from, to) at which the elongation rises through `targetDeg`. */
function elongationCrossings(targetDeg: number, from: Instant, to: Instant, positions: PositionConvention): Instant[] {
  const found: Instant[] = [];
  let start = from;
  while (start < to) {
    const t = searchAngleCrossing((x) => elongationDeg(x, positions), targetDeg, start, { stepMs: SCAN_STEP_MS, limitMs: to - start, direction: 'rising', toleranceMs: TOLERANCE_MS });
    if (t === null || t >= to) break;
    found.push(t);
    start = t + MS_PER_DAY;
  }
  return found;
}

/** The tithi pravesha of `input.completedYears` by `input.definition`. */
export function tithiPravesha(input: TithiPraveshaInput): TithiPravesha {
  const positions = input.positions ?? 'apparent';
  const birthElongation = elongationDeg(input.birthInstant, positions);
  const birthTithi = Math.min(30, Math.floor(birthElongation / TITHI_DEG) + 1);
  const tithiStartDeg = (birthTithi - 1) * TITHI_DEG;
  const tithiEndDeg = normalizeDegrees(birthTithi * TITHI_DEG);
  const [birthStart] = elongationCrossings(tithiStartDeg, input.birthInstant - TITHI_REACH_MS, input.birthInstant + 1, positions).slice(-1);
  const [birthEnd] = elongationCrossings(tithiEndDeg, input.birthInstant, input.birthInstant + TITHI_REACH_MS, positions);
  const birthFraction = (input.birthInstant - birthStart!) / (birthEnd! - birthStart!);

  const natalSun = siderealSunLongitude(input.birthInstant, input.ayanamshaId, positions);
  const sign = signOfLongitude(natalSun);
  const entryDeg = (sign - 1) * 30;
  const natalEntryEstimate = input.birthInstant - ((natalSun - entryDeg) / SUN_DEG_PER_DAY) * MS_PER_DAY;
  const yearShift = input.completedYears * SIDEREAL_YEAR_DAYS * MS_PER_DAY;
  const monthStart = sunReturnNear(entryDeg, natalEntryEstimate + yearShift, input.ayanamshaId, positions);
  const monthEnd = sunReturnNear(normalizeDegrees(entryDeg + 30), monthStart + 30.4 * MS_PER_DAY, input.ayanamshaId, positions);

  let instants: Instant[];
  if (input.definition === 'elongation') {
    instants = elongationCrossings(birthElongation, monthStart, monthEnd, positions);
  } else {
    instants = elongationCrossings(tithiStartDeg, monthStart - TITHI_REACH_MS, monthEnd, positions)
      .map((start) => {
        const [end] = elongationCrossings(tithiEndDeg, start, start + TITHI_REACH_MS, positions);
        return start + birthFraction * (end! - start);
      })
      .filter((t) => t >= monthStart && t < monthEnd);
  }
  return { birthTithi, birthElongationDeg: birthElongation, birthFraction, solarMonthSign: sign, monthStart, monthEnd, instants };
}

export interface TithiPraveshaChartInput extends TithiPraveshaInput {
  /** Where the charts are cast (degrees, north and east positive), and the node convention. */
  readonly latitude: number;
  readonly longitude: number;
  readonly node: NodeType;
}

/** The tithi pravesha with the chart cast for each of its instants (one worker task, compute/tasks.ts). */
export function tithiPraveshaCharts(input: TithiPraveshaChartInput): { readonly pravesha: TithiPravesha; readonly charts: readonly BirthChart[] } {
  const pravesha = tithiPravesha(input);
  const options = { latitude: input.latitude, longitude: input.longitude, ayanamshaId: input.ayanamshaId, node: input.node, ...(input.positions ? { positions: input.positions } : {}) };
  return { pravesha, charts: pravesha.instants.map((instant) => birthChart({ instant, ...options })) };
}
