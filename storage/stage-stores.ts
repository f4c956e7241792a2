/**
 * The pipeline's stages as storage knows them: the rows one task of a stage produces, and the four stores that
 * write them (and tell the pipeline what is already current). A pipeline worker writes its own task's rows
 * through these (compute/tasks.ts `storeStageRows`); a database in memory, which no worker can open, has them
 * written by the process that holds it.
 */
import { CalendarStore, type CalendarYearRows } from './calendar-store.ts';
import { type HoroscopeRow, HoroscopeStore } from './horoscope-store.ts';
import type { DerivedDb } from './open.ts';
import { type PanchangaRow, PanchangaStore } from './panchanga-store.ts';
import { type TransitDayRows, TransitStore } from './transit-store.ts';

/** The pipeline's stages, in the order a run plans them. */
export const STAGES = ['panchanga', 'transits', 'horoscopes', 'calendar'] as const;
export type Stage = (typeof STAGES)[number];

/** The rows of one pipeline task, by the stage (and so the table) they belong to. */
export type StageRows =
  | { readonly stage: 'panchanga'; readonly rows: readonly PanchangaRow[] }
  | { readonly stage: 'transits'; readonly rows: readonly TransitDayRows[] }
  | { readonly stage: 'horoscopes'; readonly rows: readonly HoroscopeRow[] }
  | { readonly stage: 'calendar'; readonly rows: readonly CalendarYearRows[] };

/** The stores of the four stages on one database, each made when first used (a worker's task uses one). */
export class StageStores {
  #panchanga: PanchangaStore | undefined;
  #transits: TransitStore | undefined;
  #horoscopes: HoroscopeStore | undefined;
  #calendar: CalendarStore | undefined;

  constructor(private readonly db: DerivedDb) {}

  get panchanga(): PanchangaStore {
    return (this.#panchanga ??= new PanchangaStore(this.db));
  }

  get transits(): TransitStore {
    return (this.#transits ??= new TransitStore(this.db));
  }

  get horoscopes(): HoroscopeStore {
    return (this.#horoscopes ??= new HoroscopeStore(this.db));
  }

  get calendar(): CalendarStore {
    return (this.#calendar ??= new CalendarStore(this.db));
  }

  /** Writes one task's rows by its stage's store, in one transaction. */
  write(result: StageRows): void {
    switch (result.stage) {
      case 'panchanga':
        return this.panchanga.write(result.rows);
      case 'transits':
        return this.transits.write(result.rows);
      case 'horoscopes':
        return this.horoscopes.write(result.rows);
      case 'calendar':
        return this.calendar.write(result.rows);
    }
  }
}
