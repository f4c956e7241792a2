/**
 * Eclipse operations: from a place and a range of dates to the solar and lunar eclipses whose greatest
 * eclipse falls in [from, to), each with its circumstances at the place and its sutak.
 */
import { transitEvents } from '../../../astro/transits/events.ts';
import type { LunarEclipseEvent, SolarEclipseEvent } from '../../../astro/transits/eclipses.ts';
import { type LocalEclipse, localLunarEclipse, localSolarEclipse } from '../../../astro/transits/local-eclipses.ts';
import { type SutakWindow, sutakOf } from '../../../astro/transits/sutak.ts';
import { type Instant, MS_PER_DAY, UTC } from '../../../astro/time.ts';
import { ApiError } from '../../errors.ts';
import { parseDateParam, placeDateParam, readDateParam } from '../../shared/params.ts';
import { type ResolvedLocation, resolveLocation } from '../../shared/place.ts';
import type { ComputeServices } from '../../shared/services.ts';
import { DEFAULT_ECLIPSE_RANGE_DAYS, type EclipseQuery, MAX_ECLIPSE_RANGE_DAYS } from './schemas.ts';

export interface EclipsesAnswer {
  location: ResolvedLocation;
  from: Instant;
  to: Instant;
  eclipses: { local: LocalEclipse; sutak: SutakWindow | null }[];
}

/** The eclipses of the query's range seen from its place, with their sutak. */
export async function eclipsesOf(services: ComputeServices, query: EclipseQuery): Promise<EclipsesAnswer> {
  const now = services.now();
  const writtenFrom = query.from === undefined ? null : readDateParam('from', query.from);
  const location = resolveLocation(query, writtenFrom === null ? now : placeDateParam('from', writtenFrom, UTC).instant);
  const from = writtenFrom === null ? now : placeDateParam('from', writtenFrom, location.zone).instant;
  const to = query.to === undefined ? from + DEFAULT_ECLIPSE_RANGE_DAYS * MS_PER_DAY : parseDateParam('to', query.to, location.zone).instant;
  if (to <= from) throw new ApiError('INVALID_PARAMETER', "Invalid parameter 'to': must be after 'from'");
  if (to - from > MAX_ECLIPSE_RANGE_DAYS * MS_PER_DAY) {
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'to': at most ${MAX_ECLIPSE_RANGE_DAYS} days after 'from'`);
  }
  const types = query.type === 'solar' ? ['solar-eclipse' as const] : query.type === 'lunar' ? ['lunar-eclipse' as const] : ['solar-eclipse' as const, 'lunar-eclipse' as const];
  const place = { latitude: location.latitude, longitude: location.longitude, elevationMeters: location.elevationM };
  // The ayanamsha and node only place the Moon of a lunar phase in a sidereal sign: no eclipse instant depends on them.
  const globals = transitEvents(from, to, { ayanamshaId: 1, node: 'mean', types }) as (SolarEclipseEvent | LunarEclipseEvent)[];
  const eclipses: EclipsesAnswer['eclipses'] = [];
  for (const global of globals) {
    const local = global.type === 'solar-eclipse' ? localSolarEclipse(global, place) : localLunarEclipse(global, place);
    if (local !== null) eclipses.push({ local, sutak: sutakOf(local) });
  }
  return { location, from, to, eclipses };
}
