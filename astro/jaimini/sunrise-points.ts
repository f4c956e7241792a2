/**
 * The points of a birth that need its sunrise: the bhava, hora, ghati and vighati lagnas, pranapada, the varnada
 * lagna (sunrise-lagnas.ts) and the upagrahas (upagrahas.ts). The sunrise, sunset and next sunrise are found by
 * root finding (rise-set.ts, by the request's sunrise rule); the Sun at sunrise and the lagna at each upagraha's
 * instant are computed with the chart's ayanamsha and position convention.
 *
 * Conventions:
 * - The Vedic day runs from the sunrise before the birth to the next; its weekday is that of the sunrise's civil
 *   date at the birth's UTC offset.
 * - `lagnaSunrise` (`LAGNA_SUNRISES`): the sunrise the bhava, hora, ghati and vighati lagnas count from — the one
 *   that began the Vedic day (`vedic-day`, default: the time elapsed is never negative), or the one of the birth's
 *   civil date (`civil-date`: for a birth between midnight and sunrise, the sunrise after it, the time elapsed then
 *   being negative; PyJHora). Pranapada always counts the ghatis of the Vedic day.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { ChartError } from '../chart/chart-error.ts';
import type { DayBounds } from '../day-periods.ts';
import { siderealAscendant } from '../lagna.ts';
import { bodyLongitude, type PositionConvention, siderealLongitude } from '../positions.ts';
import { type Place, type RiseSetConvention, searchRiseSet } from '../rise-set.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../time.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';
import { pranapada, SUNRISE_LAGNAS, type SunriseLagna, sunriseLagna, varnadaLagna } from './sunrise-lagnas.ts';
import { dhumaGroup, type DhumaGroupId, type GulikaConvention, type LordlessPart, PART_UPAGRAHAS, type PartUpagrahaId, partUpagrahaInstants } from './upagrahas.ts';

export const LAGNA_SUNRISES = ['vedic-day', 'civil-date'] as const;
export type LagnaSunrise = (typeof LAGNA_SUNRISES)[number];

export interface SunrisePointsInput {
  readonly instant: Instant;
  readonly latitude: number;
  readonly longitude: number;
  /** The birth's offset from UTC, hours: fixes the civil date and the weekday. */
  readonly utcOffsetHours: number;
  readonly ayanamshaId: AyanamshaId;
  readonly positions?: PositionConvention;
  readonly sunrise: RiseSetConvention;
  readonly lagnaSunrise: LagnaSunrise;
  readonly gulika: GulikaConvention;
  readonly lordlessPart: LordlessPart;
}

export interface SunrisePoints {
  /** The Vedic day of the birth. */
  readonly day: DayBounds;
  /** True when the birth falls between the sunset and the next sunrise. */
  readonly byNight: boolean;
  /** The sunrise the bhava, hora, ghati and vighati lagnas count from (`lagnaSunrise`). */
  readonly lagnaSunrise: Instant;
  /** Sidereal longitudes, degrees [0, 360). */
  readonly lagnas: Readonly<Record<SunriseLagna | 'pranapada' | 'varnada', number>>;
  /** The instant each part upagraha rises, and its longitude (the lagna then). */
  readonly partUpagrahas: Readonly<Record<PartUpagrahaId, { readonly instant: Instant; readonly longitude: number }>>;
  readonly dhumaGroup: Readonly<Record<DhumaGroupId, number>>;
}

/**
 * The Vedic day of a birth. Throws `ChartError` NO_SUNRISE where the Sun does not rise and set around the birth
 * (inside the polar circles).
 */
export function birthDayBounds(instant: Instant, place: Place, convention: RiseSetConvention, utcOffsetHours: number): DayBounds {
  const noSunrise = () =>
    new ChartError('NO_SUNRISE', place.latitude, `The special lagnas and upagrahas need the sunrise and sunset of the birth's day; at latitude ${place.latitude} the Sun does not rise and set around this birth`);
  const sunrise = searchRiseSet('sun', 'rise', place, instant, convention, -1.5).instant;
  if (sunrise === null) throw noSunrise();
  const sunset = searchRiseSet('sun', 'set', place, sunrise, convention, 1).instant;
  const nextSunrise = searchRiseSet('sun', 'rise', place, sunrise + MS_PER_MINUTE, convention, 2).instant;
  if (sunset === null || nextSunrise === null || nextSunrise <= instant) throw noSunrise();
  const civilDay = Math.floor((sunrise + utcOffsetHours * MS_PER_HOUR) / MS_PER_DAY);
  return { sunrise, sunset, nextSunrise, weekday: ((((civilDay + 4) % 7) + 7) % 7) as WeekdayIndex };
}

export function sunrisePoints(input: SunrisePointsInput): SunrisePoints {
  const place: Place = { latitude: input.latitude, longitude: input.longitude, elevationMeters: 0 };
  const day = birthDayBounds(input.instant, place, input.sunrise, input.utcOffsetHours);
  const offsetMs = input.utcOffsetHours * MS_PER_HOUR;
  const civilMidnight = Math.floor((input.instant + offsetMs) / MS_PER_DAY) * MS_PER_DAY - offsetMs;
  const lagnaSunrise = input.lagnaSunrise === 'civil-date' && day.sunrise < civilMidnight ? day.nextSunrise : day.sunrise;

  const sunAt = (instant: Instant) => siderealLongitude(bodyLongitude('sun', instant, input.positions), instant, input.ayanamshaId);
  const lagnaAt = (instant: Instant) => siderealAscendant(instant, input.latitude, input.longitude, input.ayanamshaId);
  const sunAtLagnaSunrise = sunAt(lagnaSunrise);
  const minutesFrom = (from: Instant) => (input.instant - from) / MS_PER_MINUTE;
  const counted = Object.fromEntries(
    SUNRISE_LAGNAS.map((kind) => [kind, sunriseLagna(kind, sunAtLagnaSunrise, minutesFrom(lagnaSunrise))]),
  ) as Record<SunriseLagna, number>;
  const sunAtBirth = sunAt(input.instant);

  const instants = partUpagrahaInstants(day, input.instant, input.gulika, input.lordlessPart);
  const partUpagrahas = Object.fromEntries(
    PART_UPAGRAHAS.map((id) => [id, { instant: instants[id], longitude: lagnaAt(instants[id]) }]),
  ) as Record<PartUpagrahaId, { instant: Instant; longitude: number }>;

  return {
    day,
    byNight: input.instant >= day.sunset,
    lagnaSunrise,
    lagnas: {
      ...counted,
      pranapada: pranapada(sunAtBirth, minutesFrom(day.sunrise)),
      varnada: varnadaLagna(lagnaAt(input.instant), counted.hora),
    },
    partUpagrahas,
    dhumaGroup: dhumaGroup(sunAtBirth),
  };
}
