/** City operations: the catalogue searched in memory (it is 400 records; no database read is needed). */
import { type CityMatch, searchCities } from '../../../astro/city-search.ts';
import type { CitySearchQuery } from './schemas.ts';

/** Results when a request sets no `limit`. */
const DEFAULT_LIMIT = 20;

export function findCities(query: CitySearchQuery): CityMatch[] {
  return searchCities({
    ...(query.q !== undefined ? { query: query.q } : {}),
    ...(query.country !== undefined ? { country: query.country } : {}),
    ...(query.latitude !== undefined && query.longitude !== undefined ? { near: { latitude: query.latitude, longitude: query.longitude } } : {}),
    limit: query.limit ?? DEFAULT_LIMIT,
  });
}
