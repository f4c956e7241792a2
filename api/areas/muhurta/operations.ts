/**
 * Muhurta operations: from a place, an activity and a range of dates to the favourable windows that start in
 * [from, to), read from the precomputed city-years or searched on demand (`CalendarSource`).
 */
import { nakshatraAt, moonSignAt } from '../../../astro/panchanga/elements.ts';
import type { MuhurtaBirth, MuhurtaWindowResult } from '../../../astro/muhurta/search.ts';
import type { Instant } from '../../../astro/time.ts';
import type { AyanamshaId } from '../../../astro/ayanamsha.ts';
import type { MuhurtaActivityId } from '../../../data/muhurta-activities.ts';
import { parseDateParam } from '../../shared/params.ts';
import { parseTimezone, type ResolvedLocation, resolvePlaceAndRange } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { DEFAULT_MUHURTA_RANGE_DAYS, MAX_MUHURTA_RANGE_DAYS, MUHURTA_QUALITIES, type MuhurtaQuery } from './schemas.ts';

export interface MuhurtaAnswer {
  activity: MuhurtaActivityId;
  location: ResolvedLocation;
  from: Instant;
  to: Instant;
  ayanamshaId: AyanamshaId;
  birth: MuhurtaBirth | null;
  windows: MuhurtaWindowResult[];
  source: Source;
}

/** The birth Moon of a query: given directly, or from the birth instant (the Moon's place needs no birthplace). */
function birthOf(query: MuhurtaQuery, location: ResolvedLocation): MuhurtaBirth | null {
  if (query.birthNakshatra !== undefined && query.birthRashi !== undefined) return { moonNakshatra: query.birthNakshatra, moonSign: query.birthRashi };
  if (query.birthDate === undefined) return null;
  const zone = query.birthTimezone === undefined ? location.zone : parseTimezone(query.birthTimezone, 'birthTimezone');
  const instant = parseDateParam('birthDate', query.birthDate, zone).instant;
  const ayanamshaId = query.ayanamsha as AyanamshaId;
  return { moonNakshatra: nakshatraAt(instant, ayanamshaId).number, moonSign: moonSignAt(instant, ayanamshaId).number };
}

/** The windows for the query's activity that start in [from, to), by quality if asked. */
export async function muhurtaSearch(services: Services, query: MuhurtaQuery): Promise<MuhurtaAnswer> {
  const { location, from, to } = resolvePlaceAndRange(query, services.now(), { defaultDays: DEFAULT_MUHURTA_RANGE_DAYS, maxDays: MAX_MUHURTA_RANGE_DAYS });
  const birth = birthOf(query, location);
  const ayanamshaId = query.ayanamsha as AyanamshaId;
  const activity = query.activity as MuhurtaActivityId;

  const place = { latitude: location.latitude, longitude: location.longitude, elevationMeters: location.elevationM };
  const found = await services.calendars.muhurta({ activity, from, to, place, zone: location.zone, ayanamshaId, ...(birth ? { birth } : {}) }, location.city);
  const lowest = query.quality === undefined ? MUHURTA_QUALITIES.length - 1 : MUHURTA_QUALITIES.indexOf(query.quality);
  const windows = found.windows.filter((w) => MUHURTA_QUALITIES.indexOf(w.quality) <= lowest);
  return { activity, location, from, to, ayanamshaId, birth, windows, source: found.source };
}
