/**
 * What area operations need from the running service: the worker pool for on-demand computation, the sources
 * of panchanga days, transits, sign horoscopes and calendars (precomputed rows first), and the clock. Built once by `app.ts`; REST routes
 * and any other interface pass the same object to the same operations.
 */
import type { ComputePool, TaskRunner } from '../../compute/pool.ts';
import type { DaySource } from '../sources/panchanga-days.ts';
import type { TransitSource } from '../sources/transits.ts';
import type { HoroscopeSource } from '../sources/horoscopes.ts';
import type { CalendarSource } from '../sources/calendars.ts';

/**
 * What an on-demand computation needs: something that runs the engine's tasks, the panchanga days and the clock.
 * On the main thread that is the pool and the days it keeps; inside a worker (answers computed there,
 * api/shared/worker-answer.ts), the tasks themselves and the days of the one request.
 */
export interface ComputeServices {
  pool: TaskRunner;
  days: DaySource;
  /** Clock in ms since the epoch; tests pin it. */
  now: () => number;
}

export interface Services extends ComputeServices {
  pool: ComputePool;
  transits: TransitSource;
  horoscopes: HoroscopeSource;
  calendars: CalendarSource;
  /** Clock in ms since the epoch; tests pin it. */
  now: () => number;
}
