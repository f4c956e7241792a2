/**
 * Where panchanga days come from on the request path: an in-memory LRU of recent days, then the precomputed
 * rows (for a catalogued city with the default options), then an on-demand computation in the worker pool.
 * Concurrent requests for the same day share one computation.
 */
import type { PanchangaDayInput, StoredPanchangaDay } from '../../astro/panchanga/day.ts';
import { completeDay, type PanchangaDay } from '../../astro/panchanga/derived.ts';
import type { City } from '../../data/cities.ts';
import type { ComputePool } from '../../pipeline/pool.ts';
import { Lru } from '../shared/lru.ts';
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
  private readonly cache: Lru<DaySourceResult>;
  private readonly inFlight = new Map<string, Promise<DaySourceResult>>();

  constructor(
    private readonly pool: ComputePool,
    private readonly stored: StoredDayLookup | null = null,
    capacity = DEFAULT_CACHE_DAYS,
  ) {
    this.cache = new Lru(capacity);
  }

  /** The day for an input (of `city` when the request resolved to a catalogued city). */
  async get(input: PanchangaDayInput, city: City | null): Promise<DaySourceResult> {
    const key = keyOf(input);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const stored = city && this.stored ? this.stored(input, city) : null;
    if (stored) return this.remember(key, { day: completeDay(stored), source: 'precomputed' });

    const computation = this.pool
      .run('panchangaDay', input)
      .then((day) => this.remember(key, { day: completeDay(day), source: 'computed' }))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computation);
    return computation;
  }

  private remember(key: string, result: DaySourceResult): DaySourceResult {
    this.cache.set(key, result);
    return result;
  }
}

function keyOf(i: PanchangaDayInput): string {
  const zone = i.zone.kind === 'iana' ? i.zone.name : `${i.zone.hours}`;
  return `${i.latitude}|${i.longitude}|${i.elevationM}|${zone}|${i.localDate.y}-${i.localDate.m}-${i.localDate.d}|${i.sunrise}|${i.ayanamshaId}|${i.node}`;
}
