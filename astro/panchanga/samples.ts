/**
 * Sidereal Sun and Moon longitudes sampled on a 6-hourly UT grid shared by every place, stored with a day so
 * that positions at any instant of it are interpolated without astronomy (derived.ts).
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import type { PositionConvention } from '../positions.ts';
import type { PositionSamples } from '../interpolate.ts';
import type { Instant } from '../time.ts';
import { siderealMoonDeg, siderealSunDeg } from './elements.ts';

/** Spacing of the position samples: every 6 hours of UT, on a grid shared by every place (samples are cached). */
const SAMPLE_STEP_MS = 6 * 3_600_000;
/** Fewest samples of a day (a quartic through five points is under 0.01″ for the Moon, derived.ts). */
const MIN_SAMPLES = 5;

const sampleCache = new Map<string, { sun: number; moon: number }>();
const SAMPLE_CACHE_LIMIT = 4096;

function sampleAt(instant: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention): { sun: number; moon: number } {
  const key = `${ayanamshaId}|${positions}|${instant}`;
  let sample = sampleCache.get(key);
  if (sample === undefined) {
    sample = { sun: siderealSunDeg(instant, ayanamshaId, positions), moon: siderealMoonDeg(instant, ayanamshaId, positions) };
    if (sampleCache.size >= SAMPLE_CACHE_LIMIT) sampleCache.clear();
    sampleCache.set(key, sample);
  }
  return sample;
}

/**
 * Sidereal Sun and Moon longitudes on the 6-hourly UT grid from the grid point at or before `start` to the
 * first at or after `end` (at least five points), apparent unless `positions` says geometric. Place-independent,
 * so many cities' days share them.
 */
export function positionSamples(start: Instant, end: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): PositionSamples {
  const first = Math.floor(start / SAMPLE_STEP_MS) * SAMPLE_STEP_MS;
  const count = Math.max(MIN_SAMPLES, Math.ceil((end - first) / SAMPLE_STEP_MS) + 1);
  const instants = Array.from({ length: count }, (_, i) => first + i * SAMPLE_STEP_MS);
  const samples = instants.map((t) => sampleAt(t, ayanamshaId, positions));
  return { instants, sun: samples.map((s) => s.sun), moon: samples.map((s) => s.moon) };
}
