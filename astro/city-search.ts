/**
 * Finding catalogued cities (data/cities.ts) by name, country or nearness to a point.
 *
 * - Names are compared folded: lower case, Unicode compatibility decomposition, the accents of Latin letters
 *   removed (Devanagari vowel signs stay), so "sao paulo" finds São Paulo and "tromso" Tromsø (ø, æ, ß and ł
 *   are spelled out first). A city's names in the other eight languages (लंदन, சென்னை), the id and the former
 *   names (`CITY_ID_ALIASES`: bombay, calcutta…) are matched too.
 * - Ranking of a name search: the whole name, then a name (or a word of it) that starts with the query, then
 *   one that contains it; within each, the larger population first, then the name.
 * - Nearness: great-circle distance on a sphere of the Earth's mean radius, 6,371.0088 km (IUGG), nearest
 *   first. With both a name and a point, the name filters and the distance orders.
 */
import { CITIES, CITY_ID_ALIASES, type City } from '../data/cities.ts';

const EARTH_MEAN_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** What to look for; every field optional, all given ones must hold. */
export interface CitySearch {
  /** Part of a name (any case, accents optional), an id or a former name. */
  readonly query?: string;
  /** ISO 3166-1 alpha-2 code, any case. */
  readonly country?: string;
  /** A point to order by distance from. */
  readonly near?: { readonly latitude: number; readonly longitude: number };
  /** Most results returned. */
  readonly limit: number;
}

export interface CityMatch {
  readonly city: City;
  /** Great-circle distance from `near`, km; null without a point. */
  readonly distanceKm: number | null;
}

const SPELLED_OUT: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', ı: 'i', œ: 'oe' };

/** Lower case, compatibility-decomposed, Latin letters without accents, the letters above spelled out, punctuation as spaces. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæßłđıœ]/g, (c) => SPELLED_OUT[c]!)
    .normalize('NFKD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Former names by city id. */
const ALIASES_BY_ID: ReadonlyMap<string, readonly string[]> = (() => {
  const byId = new Map<string, string[]>();
  for (const [alias, id] of Object.entries(CITY_ID_ALIASES)) byId.set(id, [...(byId.get(id) ?? []), alias]);
  return byId;
})();

/** The folded names a city answers to. */
const NAMES: ReadonlyMap<City, readonly string[]> = new Map(
  CITIES.map((city) => [
    city,
    [...Object.values(city.name), city.id, ...(ALIASES_BY_ID.get(city.id) ?? [])].filter(Boolean).map(foldName),
  ]),
);

/** 0 whole name, 1 prefix of the name or of a word, 2 substring, null no match. */
function nameRank(city: City, folded: string): number | null {
  const names = NAMES.get(city)!;
  if (names.some((name) => name === folded)) return 0;
  if (names.some((name) => name.startsWith(folded) || name.split(' ').some((word) => word.startsWith(folded)))) return 1;
  if (names.some((name) => name.includes(folded))) return 2;
  return null;
}

/** Great-circle distance between two points, km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The catalogued cities that match `search`, ranked as the module comment says, at most `limit`. */
export function searchCities(search: CitySearch): CityMatch[] {
  const folded = search.query === undefined ? '' : foldName(search.query);
  const country = search.country?.toUpperCase();
  const ranked: { city: City; rank: number; distanceKm: number | null }[] = [];
  for (const city of CITIES) {
    if (country !== undefined && city.country !== country) continue;
    const rank = folded === '' ? 0 : nameRank(city, folded);
    if (rank === null) continue;
    ranked.push({ city, rank, distanceKm: search.near ? distanceKm(search.near, city) : null });
  }
  ranked.sort((a, b) =>
    a.distanceKm !== null && b.distanceKm !== null
      ? a.distanceKm - b.distanceKm
      : a.rank - b.rank || (b.city.population ?? 0) - (a.city.population ?? 0) || a.city.name.en.localeCompare(b.city.name.en),
  );
  return ranked.slice(0, search.limit).map(({ city, distanceKm }) => ({ city, distanceKm }));
}
