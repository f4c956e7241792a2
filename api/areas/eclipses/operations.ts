/**
 * Eclipse operations: from a place and a range of dates to the solar and lunar eclipses whose greatest
 * eclipse falls in [from, to), each with its circumstances at the place and its sutak.
 */
import { transitEvents } from '../../../astro/transits/events.ts';
import type { LunarEclipseEvent, SolarEclipseEvent } from '../../../astro/transits/eclipses.ts';
import { type LocalEclipse, localLunarEclipse, localSolarEclipse } from '../../../astro/transits/local-eclipses.ts';
import { type SutakWindow, sutakOf } from '../../../astro/transits/sutak.ts';
import type { Instant } from '../../../astro/time.ts';
import { type ResolvedLocation, resolvePlaceAndRange } from '../../shared/place.ts';
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
  const { location, from, to } = resolvePlaceAndRange(query, services.now(), { defaultDays: DEFAULT_ECLIPSE_RANGE_DAYS, maxDays: MAX_ECLIPSE_RANGE_DAYS });
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
