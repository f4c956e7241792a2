/**
 * Where panchanga days come from on the request path: an in-memory LRU of recent days, then the precomputed
 * rows (for a catalogued city with the default options), then an on-demand computation in the worker pool.
 * Concurrent requests for the same day share one computation.
 */
import type { PanchangaDayInput, StoredPanchangaDay } from '../../astro/panchanga/day.ts';
import { completeDay, type PanchangaDay } from '../../astro/panchanga/derived.ts';
import type { City } from '../../data/cities.ts';
import type { ComputePool } from '../../compute/pool.ts';
import { ReadThrough } from '../shared/read-through.ts';
import type { Source } from '../shared/schemas.ts';

/** A lookup of a precomputed day of a catalogued city; null when there is no current row for the input. */
export type StoredDayLookup = (input: PanchangaDayInput, city: City) => StoredPanchangaDay | null;

export interface DaySourceResult {
  day: PanchangaDay;
  source: Source;
}

/** Days kept in memory: about 10 KB each completed, so 4,000 days is ~40 MB. */
const DEFAULT_CACHE_DAYS = 4_000;

export class DaySource {
  private readonly results: ReadThrough<DaySourceResult>;

  constructor(
    private readonly pool: ComputePool,
    private readonly stored: StoredDayLookup | null = null,
    capacity = DEFAULT_CACHE_DAYS,
  ) {
    this.results = new ReadThrough(capacity);
  }

  /** The day for an input (of `city` when the request resolved to a catalogued city). */
  get(input: PanchangaDayInput, city: City | null): Promise<DaySourceResult> {
    return this.results.get(
      keyOf(input),
      () => {
        const stored = city && this.stored ? this.stored(input, city) : null;
        return stored ? { day: completeDay(stored), source: 'precomputed' } : null;
      },
      () => this.pool.run('panchangaDay', input).then((day) => ({ day: completeDay(day), source: 'computed' })),
    );
  }
}

function keyOf(i: PanchangaDayInput): string {
  const zone = i.zone.kind === 'iana' ? i.zone.name : `${i.zone.hours}`;
  return `${i.latitude}|${i.longitude}|${i.elevationM}|${zone}|${i.localDate.y}-${i.localDate.m}-${i.localDate.d}|${i.sunrise}|${i.ayanamshaId}|${i.node}|${i.moonRise ?? 'topocentric'}|${i.positions ?? 'apparent'}`;
}
