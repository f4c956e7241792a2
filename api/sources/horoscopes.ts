/**
 * Where sign horoscopes come from on the request path: an in-memory LRU of recent reports, then the precomputed
 * rows (every period of the nightly window, made by the current engine version), then the worker pool running
 * the same engine code, so a period outside the window is computed, never refused. Concurrent requests for the
 * same horoscope share one computation.
 */
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import type { SignHoroscopeReport, SignHoroscopeRequest } from '../../astro/horoscope/report.ts';
import type { HoroscopeStore } from '../../data/db/horoscope-store.ts';
import type { ComputePool } from '../../pipeline/pool.ts';
import { Lru } from '../shared/lru.ts';
import type { Source } from '../shared/schemas.ts';

export interface HoroscopeSourceResult {
  report: SignHoroscopeReport;
  source: Source;
}

/** Reports kept decoded: a few KB each (a weekly or yearly one up to ~15 KB), so 2,000 is at most ~30 MB. */
const DEFAULT_CACHE_REPORTS = 2_000;

export class HoroscopeSource {
  private readonly cache: Lru<HoroscopeSourceResult>;
  private readonly inFlight = new Map<string, Promise<HoroscopeSourceResult>>();

  constructor(
    private readonly pool: ComputePool,
    private readonly store: HoroscopeStore | null = null,
    capacity = DEFAULT_CACHE_REPORTS,
  ) {
    this.cache = new Lru(capacity);
  }

  /** The horoscope of `request` (`start` is the first date of its period). */
  async get(request: SignHoroscopeRequest): Promise<HoroscopeSourceResult> {
    const key = `${request.period}|${request.start}|${request.sign}|${request.lang}|${request.zodiac}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const stored = this.store?.report(
      { period: request.period, startDate: request.start, signNumber: request.sign, lang: request.lang, zodiac: request.zodiac },
      ENGINE_VERSION,
    );
    if (stored) return this.remember(key, { report: stored, source: 'precomputed' });

    const computation = this.pool
      .run('signHoroscope', request)
      .then((report) => this.remember(key, { report, source: 'computed' }))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computation);
    return computation;
  }

  private remember(key: string, result: HoroscopeSourceResult): HoroscopeSourceResult {
    this.cache.set(key, result);
    return result;
  }
}
