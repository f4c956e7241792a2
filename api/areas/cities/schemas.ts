/** Schemas of the city catalogue: a search by name, country or nearness, and the cities found. */
import { z } from 'zod';
import { CITY_TAGS, CONTINENTS } from '../../../data/cities.ts';
import { LangField } from '../../shared/lang.ts';
import { queryNumber } from '../../shared/params.ts';

/** Most cities one request returns. */
export const MAX_CITY_RESULTS = 100;

function pointIsWhole(q: { latitude?: number | undefined; longitude?: number | undefined }, ctx: z.RefinementCtx): void {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    const missing = q.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${missing === 'latitude' ? 'longitude' : 'latitude'}: give both to order cities by distance` });
  }
}

export const CitySearchQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(100).optional().describe('Part of the name in any of the nine languages (any case, accents optional: London, लंदन, சென்னை), the id or a former name (bombay)'),
    country: z.string().trim().regex(/^[A-Za-z]{2}$/, { message: 'country must be an ISO 3166-1 alpha-2 code such as IN' }).optional().describe('ISO 3166-1 alpha-2 code (IN, US, GB…)'),
    latitude: queryNumber('latitude', -90, 90).optional().describe('With longitude: nearest cities first, with their distance'),
    longitude: queryNumber('longitude', -180, 180).optional(),
    limit: queryNumber('limit', 1, MAX_CITY_RESULTS).pipe(z.number().int({ message: 'limit must be an integer' })).optional().describe(`Most results, 1–${MAX_CITY_RESULTS}. Default 20`),
    lang: LangField,
  })
  .superRefine(pointIsWhole);
export type CitySearchQuery = z.output<typeof CitySearchQuerySchema>;

const CitySchema = z
  .object({
    id: z.string().describe('What `city=` takes'),
    name: z.string().describe('In the request language (every catalogued city is named in all nine)'),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    countryName: z.string().describe('The country in the request language, as Unicode CLDR 47 names it (data/countries.ts)'),
    region: z.string().describe("State, province or county: in the request language for an Indian state or union territory, and abroad where a published source names the region in it or the region bears a catalogued city's name (Tokyo, Singapore); otherwise in English (docs/cities.md counts them)"),
    continent: z.string().describe(`In the request language; in English one of ${CONTINENTS.join(', ')}`),
    latitude: z.number(),
    longitude: z.number(),
    elevationM: z.number().nullable(),
    timezone: z.string().describe('IANA zone'),
    population: z.number().int().nullable(),
    tags: z.array(z.enum(CITY_TAGS)),
    distanceKm: z.number().nullable().describe('Great-circle distance from the given point; null without one'),
  })
  .meta({ id: 'City' });

export const CitySearchResponseSchema = z
  .object({ count: z.number().int(), total: z.number().int().describe('Cities in the catalogue'), cities: z.array(CitySchema) })
  .meta({ id: 'CitySearch' });
