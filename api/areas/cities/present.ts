/**
 * Cities as responses: the catalogue record, the name, country, region and continent in the request language (a
 * region abroad in English where no source or catalogued city names it), the distance rounded to 0.1 km.
 */
import type { CityMatch } from '../../../astro/city-search.ts';
import { CITIES, CONTINENT_NAMES, regionName } from '../../../data/cities.ts';
import { COUNTRY_NAMES } from '../../../data/countries.ts';
import { type Lang, named } from '../../shared/lang.ts';

export function citySearchResponse(matches: readonly CityMatch[], lang: Lang) {
  return {
    count: matches.length,
    total: CITIES.length,
    cities: matches.map(({ city, distanceKm }) => ({
      id: city.id,
      name: named(city.name, lang),
      country: city.country,
      countryName: named(COUNTRY_NAMES[city.country]!, lang),
      region: named(regionName(city), lang),
      continent: named(CONTINENT_NAMES[city.continent], lang),
      latitude: city.latitude,
      longitude: city.longitude,
      elevationM: city.elevationM,
      timezone: city.timezone,
      population: city.population,
      tags: [...city.tags],
      distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    })),
  };
}
