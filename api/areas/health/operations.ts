/** Service status for operators and load balancers. */
import type { Health } from './schemas.ts';

/** Reads the derived-data database's state; throws when it cannot be read. */
export type DatabaseProbe = () => { journalMode: string; schemaMigrations: number };

export interface HealthResult {
  database: Health['database'];
  /** Why the database probe failed, for the log; null when it answered. */
  failure: unknown;
}

/** Probes the database; a failure is a result (status `error`), not an exception. */
export function checkHealth(probeDatabase: DatabaseProbe): HealthResult {
  try {
    return { database: { status: 'ok', ...probeDatabase() }, failure: null };
  } catch (failure) {
    return { database: { status: 'error', journalMode: null, schemaMigrations: null }, failure };
  }
}
