/** The health response: degraded (and served as 503) when the database cannot be read. */
import { ENGINE_VERSION } from '../../../astro/engine-version.ts';
import type { HealthResult } from './operations.ts';
import type { Health } from './schemas.ts';

export function healthResponse(result: HealthResult, uptimeSeconds: number): Health {
  return {
    status: result.database.status === 'ok' ? 'ok' : 'degraded',
    engineVersion: ENGINE_VERSION,
    database: result.database,
    uptimeSeconds: Math.round(uptimeSeconds),
  };
}
