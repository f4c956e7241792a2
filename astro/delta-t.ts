/**
 * ΔT = TT − UT1, in seconds: observed values from 1800 to the latest IERS data, then a long-term model.
 *
 * astronomy-engine's built-in model (Espenak & Meeus 2006 polynomials) runs high after 2000 (about +5 s in
 * 2025, +109 s in 2100 against current predictions); every second of ΔT moves the Moon by 0.55″ and every
 * panchanga end time by a second. `installDeltaT()` replaces it with this model.
 *
 * Sources of the tabulated values: data/delta-t.ts.
 *
 * Between nodes: cubic Hermite interpolation with centred-difference slopes (C¹, no overshoot at data).
 * Before 1800-01-01: Espenak & Meeus, shifted to join the first node (only reached by searches that step a
 * few days outside the supported range). After the last node: the long-term length-of-day model of
 * Morrison, Stephenson, Hohenkerk & Zawilski (2021, Proc. R. Soc. A 477: 20200776; the addendum to
 * Stephenson, Morrison & Hohenkerk 2016), integrated and shifted by a constant so that it continues from the
 * last observed value. See `longTermDeltaTSeconds` for the derivation.
 */
import * as Astronomy from 'astronomy-engine';
import { MS_PER_DAY, J2000_INSTANT, daysFromCivil } from './time.ts';
import { ANNUAL_DELTA_T_SECONDS, DELTA_T_FIRST_YEAR, DELTA_T_LAST_OBSERVED } from '../data/delta-t.ts';

/** Node times in UT days since J2000.0 and values in seconds, ascending. */
const NODE_DAYS: readonly number[] = [
  ...ANNUAL_DELTA_T_SECONDS.map((_, i) => daysSinceJ2000OfDate(DELTA_T_FIRST_YEAR + i, 1, 1)),
  daysSinceJ2000OfDate(DELTA_T_LAST_OBSERVED.y, DELTA_T_LAST_OBSERVED.m, DELTA_T_LAST_OBSERVED.d),
];
const NODE_VALUES: readonly number[] = [...ANNUAL_DELTA_T_SECONDS, DELTA_T_LAST_OBSERVED.deltaTSeconds];
const NODE_SLOPES: readonly number[] = NODE_VALUES.map((_, i) => nodeSlope(i));

function daysSinceJ2000OfDate(y: number, m: number, d: number): number {
  return (daysFromCivil(y, m, d) * MS_PER_DAY - J2000_INSTANT) / MS_PER_DAY;
}

/** Slope at node i in seconds per day: centred difference inside, one-sided at the ends. */
function nodeSlope(i: number): number {
  const lo = Math.max(0, i - 1);
  const hi = Math.min(NODE_VALUES.length - 1, i + 1);
  return (NODE_VALUES[hi]! - NODE_VALUES[lo]!) / (NODE_DAYS[hi]! - NODE_DAYS[lo]!);
}

/** UT days since J2000.0 of the first and last observed nodes. */
export const OBSERVED_SPAN_DAYS = { first: NODE_DAYS[0]!, last: NODE_DAYS[NODE_DAYS.length - 1]! } as const;

/**
 * Long-term ΔT model, before the continuity shift, in seconds for decimal year `year`.
 *
 * Morrison et al. (2021) model the length of day as lod(t) = 1.72·t − 3.5·sin(2π(t + 0.75)/14) ms, with
 * t = (year − 1825)/100 in centuries. ΔT grows by lod·365.25 days per year, i.e. by 36.525·lod(t) s per
 * century of t, whose integral is
 *   31.4115·t² + (36.525·3.5·14/2π)·cos(2π(t + 0.75)/14) = 31.4115·t² + 284.8436·cos(0.448799·(t + 0.75)).
 */
function longTermDeltaTSeconds(year: number): number {
  const t = (year - 1825) / 100;
  const amplitude = (36.525 * 3.5 * 14) / (2 * Math.PI);
  return 31.4115 * t * t + amplitude * Math.cos(((2 * Math.PI) / 14) * (t + 0.75));
}

/** Decimal (Julian) year of a count of UT days since J2000.0; 2000.0 = J2000.0. */
function julianYear(days: number): number {
  return 2000 + days / 365.25;
}

const LONG_TERM_SHIFT_SECONDS =
  DELTA_T_LAST_OBSERVED.deltaTSeconds - longTermDeltaTSeconds(julianYear(OBSERVED_SPAN_DAYS.last));
const EARLY_SHIFT_SECONDS = NODE_VALUES[0]! - Astronomy.DeltaT_EspenakMeeus(OBSERVED_SPAN_DAYS.first);

/**
 * ΔT = TT − UT in seconds at `ut`, a count of UT days since J2000.0 (the argument astronomy-engine passes to
 * its ΔT hook). Continuous everywhere; observed to the last node (2026-07-01), modelled after it.
 */
export function deltaTSeconds(ut: number): number {
  if (ut >= OBSERVED_SPAN_DAYS.last) return longTermDeltaTSeconds(julianYear(ut)) + LONG_TERM_SHIFT_SECONDS;
  if (ut < OBSERVED_SPAN_DAYS.first) return Astronomy.DeltaT_EspenakMeeus(ut) + EARLY_SHIFT_SECONDS;
  const i = segmentIndex(ut);
  const t0 = NODE_DAYS[i]!;
  const h = NODE_DAYS[i + 1]! - t0;
  const s = (ut - t0) / h;
  const s2 = s * s;
  const s3 = s2 * s;
  return (
    (2 * s3 - 3 * s2 + 1) * NODE_VALUES[i]! +
    (s3 - 2 * s2 + s) * h * NODE_SLOPES[i]! +
    (-2 * s3 + 3 * s2) * NODE_VALUES[i + 1]! +
    (s3 - s2) * h * NODE_SLOPES[i + 1]!
  );
}

/** Index i of the node interval [NODE_DAYS[i], NODE_DAYS[i+1]) containing `ut` (binary search). */
function segmentIndex(ut: number): number {
  let lo = 0;
  let hi = NODE_DAYS.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (NODE_DAYS[mid]! <= ut) lo = mid;
    else hi = mid;
  }
  return lo;
}

let installed = false;

/**
 * Makes astronomy-engine use `deltaTSeconds` for every UT → TT conversion. Idempotent. Called once by
 * `engine.ts`, which every astro module imports instead of importing astronomy-engine directly.
 */
export function installDeltaT(): void {
  if (installed) return;
  Astronomy.SetDeltaTFunction(deltaTSeconds);
  installed = true;
}
