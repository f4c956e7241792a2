/**
 * Where panchanga days come from on the request path: an in-memory LRU of recent days, then the precomputed
 * rows (for a catalogued city with the default options), then an on-demand computation in the worker pool.
 * Concurrent requests for the same day share one computation. A day is kept as stored (what the worker returns
 * and the table holds) and completed with its periods on its first read, so a day a worker computed while it
 * answered a whole request (`learn`) costs the main thread nothing until a request reads it.
 */
import type { PanchangaDayInput, StoredPanchangaDay } from '../../astro/panchanga/day.ts';
import { completeDay, type PanchangaDay } from '../../astro/panchanga/derived.ts';
import type { City } from '../../data/cities.ts';
import type { TaskRunner } from '../../compute/pool.ts';
import { ReadThrough } from '../shared/read-through.ts';
import type { Source } from '../shared/schemas.ts';

/** A lookup of a precomputed day of a catalogued city; null when there is no current row for the input. */
export type StoredDayLookup = (input: PanchangaDayInput, city: City) => StoredPanchangaDay | null;

export interface DaySourceResult {
  day: PanchangaDay;
  source: Source;
}

/** A day as kept: stored, and completed once read. */
interface KeptDay {
  readonly stored: StoredPanchangaDay;
  readonly source: Source;
  completed?: DaySourceResult;
}

/** A day a worker computed on its way to an answer, for the main thread to keep (`DaySource.learn`). */
export interface ComputedDay {
  readonly input: PanchangaDayInput;
  readonly day: StoredPanchangaDay;
}

/** Days kept in memory: about 10 KB each completed, so 4,000 days is ~40 MB. */
const DEFAULT_CACHE_DAYS = 4_000;

const completed = (kept: KeptDay): DaySourceResult => (kept.completed ??= { day: completeDay(kept.stored), source: kept.source });

export class DaySource {
  private readonly days: ReadThrough<KeptDay>;

  /** @param pool what computes a day not kept (the pool on the main thread; the tasks themselves in a worker) */
  constructor(
    private readonly pool: TaskRunner,
    private readonly stored: StoredDayLookup | null = null,
    capacity = DEFAULT_CACHE_DAYS,
  ) {
    this.days = new ReadThrough(capacity);
  }

  /** The day for an input (of `city` when the request resolved to a catalogued city). */
  get(input: PanchangaDayInput, city: City | null): Promise<DaySourceResult> {
    return this.days.get(keyOf(input), () => this.storedDay(input, city), () => this.compute(input)).then(completed);
  }

  /** Whether the day for an input needs no new computation: kept, being computed, or precomputed. */
  atHand(input: PanchangaDayInput, city: City | null): boolean {
    return this.days.atHand(keyOf(input), () => this.storedDay(input, city)) !== undefined;
  }

  /**
   * Lets the requests for the day of `input` that come while `answer` runs (a worker answering a whole request,
   * which computes the day and reports it to `learn`) wait for it rather than compute it again. When the answer
   * fails (an engine error of that day, a full queue, a time limit), they fail with it: a failed request never
   * sets off a second computation. Returns `answer`.
   */
  awaiting<T>(input: PanchangaDayInput, answer: Promise<T>): Promise<T> {
    const key = keyOf(input);
    const learned = answer.then(() => this.days.kept(key) ?? this.compute(input));
    void this.days.computing(key, learned).catch(() => undefined);
    return answer;
  }

  /** Keeps a day a worker computed (`ComputedDay`, reported with its answer). */
  learn(computed: ComputedDay): void {
    this.days.learn(keyOf(computed.input), { stored: computed.day, source: 'computed' });
  }

  private storedDay(input: PanchangaDayInput, city: City | null): KeptDay | null {
    const stored = city && this.stored ? this.stored(input, city) : null;
    return stored ? { stored, source: 'precomputed' } : null;
  }

  private async compute(input: PanchangaDayInput): Promise<KeptDay> {
    return { stored: await this.pool.run('panchangaDay', input), source: 'computed' };
  }
}

function keyOf(i: PanchangaDayInput): string {
  const zone = i.zone.kind === 'iana' ? i.zone.name : `${i.zone.hours}`;
  return `${i.latitude}|${i.longitude}|${i.elevationM}|${zone}|${i.localDate.y}-${i.localDate.m}-${i.localDate.d}|${i.sunrise}|${i.ayanamshaId}|${i.node}|${i.moonRise ?? 'topocentric'}|${i.positions ?? 'apparent'}`;
}
