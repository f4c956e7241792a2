/** The city catalogue: the ids `city` takes, found by name, country or nearness. */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { findCities } from './operations.ts';
import { citySearchResponse } from './present.ts';
import { CitySearchQuerySchema, CitySearchResponseSchema } from './schemas.ts';

export const cityOperations = {
  cities: getOperation({
    tag: 'cities',
    path: '/cities',
    summary: 'The city catalogue: search by part of a name (`q`), by country, or nearest to a point (demo key allowed)',
    description: 'Find catalogued cities (their ids are what `city` takes) by name, country, or nearest to a point.',
    demo: true,
    query: CitySearchQuerySchema,
    output: CitySearchResponseSchema,
    answering: { compute: (_services, query) => citySearchResponse(findCities(query), query.lang) },
  }),
};

export default operationsPlugin(cityOperations);
