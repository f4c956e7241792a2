/**
 * Rising and setting of the Sun and Moon, and the solar transit, for a place.
 *
 * Two conventions (the request chooses; every period derived from sunrise must use the same one):
 * - 'hindu': the CENTRE of the disc on the true (geometric) horizon, no refraction — the classical
 *   panchanga rule (Swiss Ephemeris SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION, as PyJHora calls it).
 *   Positions are topocentric (lunar parallax included); Swiss Ephemeris' full SE_BIT_HINDU_RISING also
 *   drops the Moon's ecliptic latitude and parallax, which this service does not.
 * - 'observed': the UPPER LIMB on the horizon with standard refraction (34′ at sea level, scaled by the air
 *   density at the place's elevation) — what almanacs such as the USNO tables and newspapers print. This
 *   is astronomy-engine's `SearchRiseSet`.
 * Elevation enters through the topocentric position and (observed) the refraction; the horizon is taken
 * level with the observer (no dip), as in the USNO tables.
 *
 * Searches run to 0.1 s (astronomy-engine's rise/set tolerance). When a body does not rise or set in the
 * window searched the result is `null` with a reason, never a wrong time.
 */
import { Astronomy, astroTime, instantOf } from './engine.ts';
import { type Instant, type LocalDate, type Zone, MS_PER_DAY, MS_PER_MINUTE, addDays, startOfLocalDate } from './time.ts';

/** Which sunrise/moonrise rule: see the module comment. */
export const RISE_SET_CONVENTIONS = ['hindu', 'observed'] as const;
export type RiseSetConvention = (typeof RISE_SET_CONVENTIONS)[number];

/** A place on the Earth: geodetic latitude (−90…90, north positive), longitude (−180…180, east positive). */
export interface Place {
  readonly latitude: number;
  readonly longitude: number;
  /** Height above sea level, metres. */
  readonly elevationMeters: number;
}

export type RiseSetBody = 'sun' | 'moon';
export type RiseSetEvent = 'rise' | 'set';

/**
 * Why a search found no event: the body stayed above the horizon line of the convention for the whole
 * window ('polar-day'; for the Moon, a circumpolar Moon), stayed below it ('polar-night'), or crossed it only
 * in the other direction ('none-in-window', e.g. the Moon rises on one calendar date in about 29 and sets on
 * the next without rising in between).
 */
export type NoEventReason = 'polar-day' | 'polar-night' | 'none-in-window';

/** An event time, or null with the reason there is none. */
export type RiseSetResult =
  | { readonly instant: Instant; readonly reason: null }
  | { readonly instant: null; readonly reason: NoEventReason };

const BODIES: Readonly<Record<RiseSetBody, Astronomy.Body>> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
};

/** Radii astronomy-engine uses for the upper-limb correction: Sun 695700 km (IAU 2015 nominal), Moon 1738.1 km. */
const RADIUS_KM: Readonly<Record<RiseSetBody, number>> = { sun: 695_700, moon: 1738.1 };
/** Refraction at the horizon at sea level, degrees (34′, the standard almanac value). */
const HORIZON_REFRACTION_DEG = 34 / 60;

function observerOf(place: Place): Astronomy.Observer {
  return new Astronomy.Observer(place.latitude, place.longitude, place.elevationMeters);
}

/**
 * Height of the body above the horizon line of the convention, degrees, at `time`: positive = "up".
 * Hindu: topocentric geometric altitude of the centre. Observed: that plus the semi-diameter plus the
 * horizon refraction at the place's air density (the quantity astronomy-engine's SearchRiseSet zeroes).
 */
function heightAboveEventHorizon(
  body: RiseSetBody,
  observer: Astronomy.Observer,
  time: Astronomy.AstroTime,
  convention: RiseSetConvention,
): number {
  const equatorial = Astronomy.Equator(BODIES[body], time, observer, true, true);
  const altitude = Astronomy.Horizon(time, observer, equatorial.ra, equatorial.dec).altitude;
  if (convention === 'hindu') return altitude;
  const semiDiameterDeg = (Math.asin(RADIUS_KM[body] / Astronomy.KM_PER_AU / equatorial.dist) * 180) / Math.PI;
  return altitude + semiDiameterDeg + HORIZON_REFRACTION_DEG * Astronomy.Atmosphere(observer.height).density;
}

function searchOnce(
  body: RiseSetBody,
  event: RiseSetEvent,
  observer: Astronomy.Observer,
  start: Astronomy.AstroTime,
  limitDays: number,
  convention: RiseSetConvention,
): Astronomy.AstroTime | null {
  const direction = event === 'rise' ? +1 : -1;
  return convention === 'observed'
    ? Astronomy.SearchRiseSet(BODIES[body], observer, direction, start, limitDays)
    : Astronomy.SearchAltitude(BODIES[body], observer, direction, start, limitDays, 0);
}

/**
 * The first rise or set of `body` after `after` (or, with a negative `limitDays`, the last before it)
 * within `limitDays`, by `convention`. Null with a reason when there is none in the window.
 */
export function searchRiseSet(
  body: RiseSetBody,
  event: RiseSetEvent,
  place: Place,
  after: Instant,
  convention: RiseSetConvention,
  limitDays = 1,
): RiseSetResult {
  const observer = observerOf(place);
  const start = astroTime(after);
  const found = searchOnce(body, event, observer, start, limitDays, convention);
  if (found !== null) return { instant: instantOf(found), reason: null };
  const other = searchOnce(body, event === 'rise' ? 'set' : 'rise', observer, start, limitDays, convention);
  if (other !== null) return { instant: null, reason: 'none-in-window' };
  const up = heightAboveEventHorizon(body, observer, start, convention) > 0;
  return { instant: null, reason: up ? 'polar-day' : 'polar-night' };
}

/** First event of `body` in the half-open window [start, end). */
function eventInWindow(
  body: RiseSetBody,
  event: RiseSetEvent,
  place: Place,
  start: Instant,
  end: Instant,
  convention: RiseSetConvention,
): RiseSetResult {
  const result = searchRiseSet(body, event, place, start, convention, (end - start) / MS_PER_DAY);
  if (result.instant !== null && result.instant >= end) return { instant: null, reason: 'none-in-window' };
  return result;
}

/** Sun times of one local date. */
export interface SunTimes {
  /** First sunrise of the local date. */
  readonly sunrise: RiseSetResult;
  /** First sunset of the local date after its sunrise (the first sunset of the date if there is no sunrise). */
  readonly sunset: RiseSetResult;
  /** The sunrise that ends the Vedic day begun at `sunrise` (usually on the next date), searched up to 2 days. */
  readonly nextSunrise: RiseSetResult;
  /** First upper transit of the Sun (local apparent noon) after the start of the local date. */
  readonly solarNoon: Instant;
}

/**
 * Sunrise, sunset, next sunrise and solar noon for the civil date `localDate` in `zone` at `place`, by
 * `convention`. The date runs from its local midnight (or the first instant after a DST gap) to the next.
 */
export function sunTimesForLocalDate(
  place: Place,
  zone: Zone,
  localDate: LocalDate,
  convention: RiseSetConvention,
): SunTimes {
  const start = startOfLocalDate(zone, localDate);
  const end = startOfLocalDate(zone, addDays(localDate, 1));
  const sunrise = eventInWindow('sun', 'rise', place, start, end, convention);
  const sunset = eventInWindow('sun', 'set', place, sunrise.instant ?? start, end, convention);
  const nextSunrise =
    sunrise.instant === null
      ? sunrise
      : searchRiseSet('sun', 'rise', place, sunrise.instant + MS_PER_MINUTE, convention, 2);
  const transit = Astronomy.SearchHourAngle(Astronomy.Body.Sun, observerOf(place), 0, astroTime(start), +1);
  return { sunrise, sunset, nextSunrise, solarNoon: instantOf(transit.time) };
}

/** Moon times of one local date. */
export interface MoonTimes {
  /** First moonrise of the local date. */
  readonly moonrise: RiseSetResult;
  /** First moonset of the local date (may precede the moonrise). */
  readonly moonset: RiseSetResult;
}

/** Moonrise and moonset on the civil date `localDate` in `zone` at `place`, by `convention` (topocentric). */
export function moonTimesForLocalDate(
  place: Place,
  zone: Zone,
  localDate: LocalDate,
  convention: RiseSetConvention,
): MoonTimes {
  const start = startOfLocalDate(zone, localDate);
  const end = startOfLocalDate(zone, addDays(localDate, 1));
  return {
    moonrise: eventInWindow('moon', 'rise', place, start, end, convention),
    moonset: eventInWindow('moon', 'set', place, start, end, convention),
  };
}
