/** From birth data in a request to the engine's input: the zone, the birth instant and the options. */
import { isAyanamshaId } from '../../astro/ayanamsha.ts';
import type { BirthReportInput } from '../../astro/reports/birth-report.ts';
import { type Instant, utcOffsetMs, type Zone } from '../../astro/time.ts';
import { parseTimezone } from '../location.ts';
import { ApiError } from '../errors.ts';
import type { BirthRequest } from '../schemas/birth.ts';
import { parseDateParam } from '../date-param.ts';

export interface ResolvedBirth {
  instant: Instant;
  zone: Zone;
  /** Offset from UTC at the birth instant, hours (what the spec's `birthDetails.timezone` reports). */
  offsetHours: number;
  input: BirthReportInput;
}

/** Validates what the schema cannot (zone, ayanamsha id, date) and builds the engine input. */
export function resolveBirth(request: BirthRequest, now: Instant): ResolvedBirth {
  const zone = parseTimezone(request.timezone);
  if (!isAyanamshaId(request.ayanamsha)) {
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'ayanamsha': unknown ayanamsha id ${request.ayanamsha} (see /v1/openapi.json)`);
  }
  if (Math.abs(request.latitude) === 90) {
    throw new ApiError('INVALID_PARAMETER', "Invalid parameter 'latitude': at the poles no point of the ecliptic rises on a horizon of its own, so the lagna is undefined");
  }
  const instant = parseDateParam('date', request.date, zone).instant;
  return {
    instant,
    zone,
    offsetHours: utcOffsetMs(zone, instant) / 3_600_000,
    input: {
      instant,
      latitude: request.latitude,
      longitude: request.longitude,
      ayanamshaId: request.ayanamsha,
      node: request.node,
      houseSystem: request.houseSystem,
      now,
      dashaYear: 'julian',
      ...(request.gender ? { gender: request.gender } : {}),
    },
  };
}
