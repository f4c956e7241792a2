/** The ayanamsha catalogue at a moment: `date` (now when absent) read in UTC, the values computed in the worker pool. */
import type { AyanamshaValue } from '../../../astro/ayanamsha.ts';
import { type Instant, UTC } from '../../../astro/time.ts';
import { parseDateParam } from '../../shared/params.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { AyanamshaListQuery } from './schemas.ts';

export interface AyanamshaTable {
  instant: Instant;
  values: AyanamshaValue[];
}

/** Every ayanamsha's mean and true value at the query's moment. */
export async function ayanamshaTable(services: ComputeServices, query: AyanamshaListQuery): Promise<AyanamshaTable> {
  const instant = query.date === undefined ? services.now() : parseDateParam('date', query.date, UTC).instant;
  return { instant, values: await services.pool.run('ayanamshaTable', { instant }) };
}
