/** Service status for operators and load balancers. */
import type { Health } from './schemas.ts';

/** Reads the derived-data database's state; throws when it cannot be read. */
export type DatabaseProbe = () => { journalMode: string; schemaMigrations: number };

export interface HealthResult {
  database: Health['database'];
  rateLimitStore: Health['rateLimitStore']['status'];
  /** Why the database probe failed, for the log; null when it answered. */
  failure: unknown;
}

/** Probes the database and the rate-limit store; a failure is a result (status `error`, `down`), not an exception. */
export async function checkHealth(probeDatabase: DatabaseProbe, probeRateLimitStore: () => Promise<HealthResult['rateLimitStore']>): Promise<HealthResult> {
  const rateLimitStore = await probeRateLimitStore();
  try {
    return { database: { status: 'ok', ...probeDatabase() }, rateLimitStore, failure: null };
  } catch (failure) {
    return { database: { status: 'error', journalMode: null, schemaMigrations: null }, rateLimitStore, failure };
  }
}
