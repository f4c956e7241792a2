/**
 * Where panchanga days come from on the request path: an in-memory LRU of recent days, then (when given) the
 * precomputed store, then an on-demand computation in the worker pool. Concurrent requests for the same day
 * share one computation.
 */
import type { PanchangaDayInput, StoredPanchangaDay } from '../../astro/panchanga/day.ts';
import { completeDay, type PanchangaDay } from '../../astro/panchanga/derived.ts';
import type { ComputePool } from '../../pipeline/pool.ts';

/** A lookup of precomputed days; null when the store has no current row for the input. */
export type StoredDayLookup = (input: PanchangaDayInput) => StoredPanchangaDay | null;

export interface DaySourceResult {
  day: PanchangaDay;
  source: 'precomputed' | 'computed';
}

/** Days kept in memory: about 4 KB each, so 4,000 days is ~16 MB. */
const DEFAULT_CACHE_DAYS = 4_000;

export class DaySource {
  private readonly cache = new Map<string, DaySourceResult>();
  private readonly inFlight = new Map<string, Promise<DaySourceResult>>();

  constructor(
    private readonly pool: ComputePool,
    private readonly stored: StoredDayLookup | null = null,
    private readonly capacity = DEFAULT_CACHE_DAYS,
  ) {}

  /** The day for an input, from memory, the store or a computation. */
  async get(input: PanchangaDayInput): Promise<DaySourceResult> {
    const key = keyOf(input);
    const hit = this.cache.get(key);
    if (hit) {
      // Refresh recency: a Map iterates in insertion order, so the first key is the least recently used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const stored = this.stored?.(input) ?? null;
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
    if (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }
}

function keyOf(i: PanchangaDayInput): string {
  const zone = i.zone.kind === 'iana' ? i.zone.name : `${i.zone.hours}`;
  return `${i.latitude}|${i.longitude}|${i.elevationM}|${zone}|${i.localDate.y}-${i.localDate.m}-${i.localDate.d}|${i.sunrise}|${i.ayanamshaId}|${i.node}`;
}
