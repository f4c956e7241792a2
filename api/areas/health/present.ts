/**
 * The health response: degraded when the database cannot be read (served as 503: nothing can be answered) or
 * when the rate-limit store is down (served as 200: requests are answered, uncounted).
 */
import { ENGINE_VERSION } from '../../../astro/engine-version.ts';
import type { HealthResult } from './operations.ts';
import type { Health } from './schemas.ts';

export function healthResponse(result: HealthResult, uptimeSeconds: number): Health {
  return {
    status: result.database.status === 'ok' && result.rateLimitStore !== 'down' ? 'ok' : 'degraded',
    engineVersion: ENGINE_VERSION,
    database: result.database,
    rateLimitStore: { status: result.rateLimitStore },
    uptimeSeconds: Math.round(uptimeSeconds),
  };
}
