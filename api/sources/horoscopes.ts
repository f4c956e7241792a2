/**
 * Where sign horoscopes come from on the request path: an in-memory LRU of recent reports, then the precomputed
 * rows (every period of the nightly window, made by the current engine version), then the worker pool running
 * the same engine code, so a period outside the window is computed, never refused. Concurrent requests for the
 * same horoscope share one computation.
 */
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import type { SignHoroscopeReport, SignHoroscopeRequest } from '../../astro/horoscope/report.ts';
import type { HoroscopeStore } from '../../storage/horoscope-store.ts';
import type { ComputePool } from '../../compute/pool.ts';
import { ReadThrough } from '../shared/read-through.ts';
import type { Source } from '../shared/schemas.ts';

export interface HoroscopeSourceResult {
  report: SignHoroscopeReport;
  source: Source;
}

/** Reports kept decoded: a few KB each (a weekly or yearly one up to ~15 KB), so 2,000 is at most ~30 MB. */
export const DEFAULT_CACHE_REPORTS = 2_000;

export class HoroscopeSource {
  private readonly results: ReadThrough<HoroscopeSourceResult>;

  constructor(
    private readonly pool: ComputePool,
    private readonly store: HoroscopeStore | null = null,
    capacity = DEFAULT_CACHE_REPORTS,
  ) {
    this.results = new ReadThrough(capacity);
  }

  /** The horoscope of `request` (`start` is the first date of its period). */
  get(request: SignHoroscopeRequest): Promise<HoroscopeSourceResult> {
    return this.results.get(
      `${request.period}|${request.start}|${request.sign}|${request.lang}|${request.zodiac}`,
      () => {
        const stored = this.store?.report(
          { period: request.period, startDate: request.start, signNumber: request.sign, lang: request.lang, zodiac: request.zodiac },
          ENGINE_VERSION,
        );
        return stored ? { report: stored, source: 'precomputed' } : null;
      },
      () => this.pool.run('signHoroscope', request).then((report) => ({ report, source: 'computed' })),
    );
  }
}
