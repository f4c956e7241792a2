/** The ayanamsha catalogue: every ayanamsha a request may name, its definition and its value at a moment. */
import { getOperation, keptWhenGiven, operationsPlugin } from '../../shared/operation.ts';
import { ayanamshaTable } from './operations.ts';
import { ayanamshaListResponse } from './present.ts';
import { AyanamshaListQuerySchema, AyanamshaListResponseSchema } from './schemas.ts';

export const ayanamshaOperations = {
  ayanamshas: getOperation({
    tag: 'ayanamshas',
    path: '/ayanamshas',
    summary: 'Every ayanamsha `ayanamsha=` takes (the 47 of Swiss Ephemeris): id, names, definition, source and its mean and true value now or at `date`',
    description:
      'The ayanamshas the service offers, by id (Swiss Ephemeris SE_SIDM numbering, 0–46) with the names a request may use, the definition evaluated, its source, and the mean and true value in degrees at `date` (an ISO date or date-time, UTC; now by default).',
    query: AyanamshaListQuerySchema,
    output: AyanamshaListResponseSchema,
    answering: { compute: async (services, query) => ayanamshaListResponse(await ayanamshaTable(services, query)), cacheWhen: keptWhenGiven('date') },
  }),
};

export default operationsPlugin(ayanamshaOperations);
