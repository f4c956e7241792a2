/**
 * Rising and setting of the Sun and Moon, and the solar transit, for a place.
 *
 * Two conventions (the request chooses; every period derived from sunrise must use the same one):
 * - 'hindu': the CENTRE of the disc on the true (geometric) horizon, no refraction — the classical
 *   panchanga rule (Swiss Ephemeris SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION, as PyJHora calls it).
 *   Positions are topocentric (lunar parallax included).
 * - 'observed': the UPPER LIMB on the horizon with standard refraction (34′ at sea level, scaled by the air
 *   density at the place's elevation) — what almanacs such as the USNO tables and newspapers print, and
 *   the event astronomy-engine's `SearchRiseSet` finds.
 * Elevation enters through the topocentric position and (observed) the refraction; the horizon is taken
 * level with the observer (no dip), as in the USNO tables.
 *
 * The Moon has a second, independent choice (`MoonRiseConvention`):
 * - 'topocentric' (default): the Moon as seen from the place, parallax (up to 61′ at the horizon) and its
 *   ecliptic latitude (up to ±5.3°) included — where the Moon really is on the sky.
 * - 'classical': the remaining part of Swiss Ephemeris' SE_BIT_HINDU_RISING, SE_BIT_GEOCTR_NO_ECL_LAT: the
 *   GEOCENTRIC Moon (no parallax) with its ecliptic latitude set to 0, i.e. the moment its ecliptic
 *   longitude rises. Disc centre or upper limb and refraction still follow the sunrise convention, so
 *   'hindu' + 'classical' is the whole SE_BIT_HINDU_RISING (disc centre, no refraction, geocentric, no
 *   latitude), the moonrise of PyJHora (`drik.moonrise`). Dropping the parallax alone makes the Moon rise
 *   earlier and set later by a few minutes; dropping the latitude moves both by up to tens of minutes,
 *   more at high latitudes (docs/conventions.md has the measured figures).
 *
 * Searches run to 0.1 s (astronomy-engine's rise/set tolerance) on the body's topocentric apparent place as
 * astronomy-engine's `Equator` gives it, read from hourly geocentric vectors kept for every place
 * (apparent-vectors.ts, within 10⁻⁴″ of `Equator`). A rise or set is searched first in a few minutes around the
 * instant the body's hour angle predicts (a few evaluations of the height); where the body grazes the horizon
 * line or the bracket does not hold the crossing, the full search decides: astronomy-engine's `SearchAltitude`
 * stepping, run on the same height. Solar noon is its `SearchHourAngle` iteration, on the same place. When a body
 * does not rise or set in the window searched the result is `null` with a reason, never a wrong time.
 */
import { normalizeDegrees, signedDegrees } from './angles.ts';
import { topocentricApparentPlace } from './apparent-vectors.ts';
import { Astronomy, astroTime, instantOf } from './engine.ts';
import { type Instant, type LocalDate, type Zone, MS_PER_DAY, MS_PER_MINUTE, MS_PER_SECOND, addDays, startOfLocalDate } from './time.ts';

/** Which sunrise/moonrise rule: see the module comment. */
export const RISE_SET_CONVENTIONS = ['hindu', 'observed'] as const;
export type RiseSetConvention = (typeof RISE_SET_CONVENTIONS)[number];

/** Which Moon for moonrise and moonset: see the module comment. */
export const MOON_RISE_CONVENTIONS = ['topocentric', 'classical'] as const;
export type MoonRiseConvention = (typeof MOON_RISE_CONVENTIONS)[number];

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

/** Radii astronomy-engine uses for the upper-limb correction: Sun 695700 km (IAU 2015 nominal), Moon 1738.1 km. */
const RADIUS_KM: Readonly<Record<RiseSetBody, number>> = { sun: 695_700, moon: 1738.1 };
/** Refraction at the horizon at sea level, degrees (34′, the standard almanac value). */
const HORIZON_REFRACTION_DEG = 34 / 60;
const DEG = Math.PI / 180;
/** The rise and set searches' tolerance, seconds (astronomy-engine's own for its rise, set and hour-angle searches). */
const SEARCH_TOLERANCE_SECONDS = 0.1;

function observerOf(place: Place): Astronomy.Observer {
  return new Astronomy.Observer(place.latitude, place.longitude, place.elevationMeters);
}

/**
 * How far below the geometric horizon the convention's horizon line lies for the body's centre, degrees, at a
 * topocentric distance of `distanceAu`: 0 for hindu; for observed, the semi-diameter plus the horizon refraction
 * at the place's air density (what astronomy-engine's SearchRiseSet adds).
 */
function horizonDipDeg(body: RiseSetBody, observer: Astronomy.Observer, distanceAu: number, convention: RiseSetConvention): number {
  if (convention === 'hindu') return 0;
  return Math.asin(RADIUS_KM[body] / Astronomy.KM_PER_AU / distanceAu) / DEG + HORIZON_REFRACTION_DEG * Astronomy.Atmosphere(observer.height).density;
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
  const place = topocentricApparentPlace(body, time, observer);
  return Astronomy.Horizon(time, observer, place.ra, place.dec).altitude + horizonDipDeg(body, observer, place.dist, convention);
}

function searchOnce(
  body: RiseSetBody,
  event: RiseSetEvent,
  observer: Astronomy.Observer,
  start: Astronomy.AstroTime,
  limitDays: number,
  convention: RiseSetConvention,
): Astronomy.AstroTime | null {
  const search: EventSearch = { body, direction: event === 'rise' ? +1 : -1, observer, start, limitDays, convention };
  return bracketedEvent(search) ?? fullSearch(search);
}

/** One search: the first rise (`direction` +1) or set (−1) of `body` after `start` within `limitDays` (a negative `limitDays` searches back). */
interface EventSearch {
  readonly body: RiseSetBody;
  readonly direction: 1 | -1;
  readonly observer: Astronomy.Observer;
  readonly start: Astronomy.AstroTime;
  readonly limitDays: number;
  readonly convention: RiseSetConvention;
}

/** Longest step of the full search, days (10.08 h): under half the shortest period of a body's height, 22 h. */
const FULL_SEARCH_STEP_DAYS = 0.42;
/** Solar days in a sidereal day: the stars' hour angle turns 360° in this fraction of a solar day. */
const SOLAR_DAYS_PER_SIDEREAL_DAY = 0.9972695717592592;
/**
 * Bounds of a body's topocentric apparent motion, degrees a day (astronomy-engine's, found over its whole range):
 * right ascension grows by at least `raDegPerDay`, declination changes by at most `decDegPerDay`.
 */
const MOTION_BOUNDS: Readonly<Record<RiseSetBody, { raDegPerDay: number; decDegPerDay: number }>> = {
  sun: { raDegPerDay: 0.8, decDegPerDay: 0.5 },
  moon: { raDegPerDay: 4.5, decDegPerDay: 8.2 },
};

/** The fastest a body's height can change at `latitude`, degrees a day. */
function steepestHeightChange(body: RiseSetBody, latitude: number): number {
  const { raDegPerDay, decDegPerDay } = MOTION_BOUNDS[body];
  return Math.abs((360 / SOLAR_DAYS_PER_SIDEREAL_DAY - raDegPerDay) * Math.cos(latitude * DEG)) + Math.abs(decDegPerDay * Math.sin(latitude * DEG));
}

/** A span over which the signed height rises through 0: its ends and the heights there. */
interface Ascent {
  readonly from: Astronomy.AstroTime;
  readonly to: Astronomy.AstroTime;
  readonly below: number;
  readonly above: number;
}

/**
 * A part of [from, to] over which `height` goes from below 0 to 0 or above, found by halving the span where the
 * steepest change allows the height to reach 0 and come back (a rise and a set under a second apart are not
 * looked for); null when there is none.
 */
function ascentIn(height: (time: Astronomy.AstroTime) => number, steepest: number, from: Astronomy.AstroTime, to: Astronomy.AstroTime, hFrom: number, hTo: number, depth: number): Ascent | null {
  if (hFrom < 0 && hTo >= 0) return { from, to, below: hFrom, above: hTo };
  if (hFrom >= 0 && hTo < 0) return null;
  if (depth > 17) throw new Error('The rise and set search halved a span 17 times without deciding it');
  const days = to.ut - from.ut;
  if (days * 86_400 < 1 || Math.min(Math.abs(hFrom), Math.abs(hTo)) > (steepest * days) / 2) return null;
  const middle = new Astronomy.AstroTime((from.ut + to.ut) / 2);
  const hMiddle = height(middle);
  return ascentIn(height, steepest, from, middle, hFrom, hMiddle, depth + 1) ?? ascentIn(height, steepest, middle, to, hMiddle, hTo, depth + 1);
}

/**
 * The event `search` asks for (before `start`, with a negative `limitDays`), or null: steps of
 * `FULL_SEARCH_STEP_DAYS` each searched for an ascent of the signed height (`ascentIn`), which is then solved to
 * the tolerance. This is the search of astronomy-engine's `SearchAltitude` and `SearchRiseSet`, run on this
 * module's height; it decides what the bracketed search cannot.
 */
function fullSearch({ body, direction, observer, start, limitDays, convention }: EventSearch): Astronomy.AstroTime | null {
  const height = (time: Astronomy.AstroTime) => direction * heightAboveEventHorizon(body, observer, time, convention);
  const steepest = steepestHeightChange(body, observer.latitude);
  const limit = start.ut + limitDays;
  let from = start;
  let to = start;
  let hFrom = height(start);
  let hTo = hFrom;
  for (;;) {
    if (limitDays < 0) {
      from = to.AddDays(-FULL_SEARCH_STEP_DAYS);
      hFrom = height(from);
    } else {
      to = from.AddDays(FULL_SEARCH_STEP_DAYS);
      hTo = height(to);
    }
    const ascent = ascentIn(height, steepest, from, to, hFrom, hTo, 0);
    if (ascent !== null) {
      const found = Astronomy.Search(height, ascent.from, ascent.to, { dt_tolerance_seconds: SEARCH_TOLERANCE_SECONDS, init_f1: ascent.below, init_f2: ascent.above });
      if (found === null) throw new Error(`The rise and set search lost the crossing between ${ascent.from.date.toISOString()} and ${ascent.to.date.toISOString()}`);
      return (limitDays < 0 ? found.ut < limit : found.ut > limit) ? null : found;
    }
    if (limitDays < 0) {
      if (from.ut < limit) return null;
      to = from;
      hTo = hFrom;
    } else {
      if (to.ut > limit) return null;
      from = to;
      hFrom = hTo;
    }
  }
}

/** Iterations after which the solar transit search gives up (it converges in three or four). */
const TRANSIT_ITERATIONS = 12;

/**
 * The first upper transit of the Sun (hour angle 0, local apparent noon) after `start`: the Sun's hour angle
 * taken to 0 in sidereal time until the step is under the tolerance (the iteration of astronomy-engine's
 * `SearchHourAngle`, on this module's place of the Sun).
 */
function solarTransit(observer: Astronomy.Observer, start: Astronomy.AstroTime): Astronomy.AstroTime {
  let time = start;
  for (let iteration = 1; iteration <= TRANSIT_ITERATIONS; iteration++) {
    const place = topocentricApparentPlace('sun', time, observer);
    let hours = (place.ra - observer.longitude / 15 - Astronomy.SiderealTime(time)) % 24;
    if (iteration === 1) {
      if (hours < 0) hours += 24;
    } else if (hours < -12) hours += 24;
    else if (hours > 12) hours -= 24;
    if (Math.abs(hours) * 3600 < SEARCH_TOLERANCE_SECONDS) return time;
    time = time.AddDays((hours / 24) * SOLAR_DAYS_PER_SIDEREAL_DAY);
  }
  throw new Error(`The solar transit after ${start.date.toISOString()} did not converge`);
}

/**
 * How fast a body's hour angle grows, degrees a day: the Earth's turn less the body's own motion eastwards (the
 * Sun's 1° a day is in the 360° of a solar day; the Moon's 12.2° more makes its day 24 h 50 min). The predictions
 * are corrected from where the body is, so a mean rate is enough.
 */
const HOUR_ANGLE_DEG_PER_DAY: Readonly<Record<RiseSetBody, number>> = { sun: 360, moon: 347.8 };
/** Half the bracket around a predicted rise or set, days: the prediction is good to a few seconds. */
const BRACKET_HALF_DAYS: Readonly<Record<RiseSetBody, number>> = { sun: 5 / (24 * 60), moon: 10 / (24 * 60) };
/** How many times a prediction is made from where the body is at the last one (the Moon moves half a degree an hour). */
const PREDICTIONS = 3;
/** Beyond this |cos H₀| the body grazes the horizon line (polar days and nights, their edges): the full search decides. */
const GRAZING_COS_HOUR_ANGLE = 0.98;

/**
 * The hour angle (degrees) at which `body`, where it is at `time`, stands on the event horizon of `convention`,
 * with its local hour angle at `time`; undefined where it grazes that horizon.
 */
function hourAngles(body: RiseSetBody, observer: Astronomy.Observer, time: Astronomy.AstroTime, convention: RiseSetConvention): { event: number; now: number } | undefined {
  const place = topocentricApparentPlace(body, time, observer);
  const horizon = -horizonDipDeg(body, observer, place.dist, convention);
  const latitude = observer.latitude * DEG;
  const declination = place.dec * DEG;
  const cosEvent = (Math.sin(horizon * DEG) - Math.sin(latitude) * Math.sin(declination)) / (Math.cos(latitude) * Math.cos(declination));
  if (!(Math.abs(cosEvent) < GRAZING_COS_HOUR_ANGLE)) return undefined;
  return { event: Math.acos(cosEvent) / DEG, now: normalizeDegrees((Astronomy.SiderealTime(time) - place.ra) * 15 + observer.longitude) };
}

/**
 * The event `search` asks for (with a negative `limitDays`, the last before `start`), found in a bracket of ten
 * or twenty minutes around the instant the body's hour angle predicts (predicted again from where the body is at
 * each prediction), by the same height function and tolerance as the full search. Undefined where the prediction
 * cannot be trusted (a grazing body, an event at the window's ends, a bracket the height does not cross the right
 * way): the full search answers those.
 */
function bracketedEvent({ body, direction, observer, start, limitDays, convention }: EventSearch): Astronomy.AstroTime | undefined {
  const rate = HOUR_ANGLE_DEG_PER_DAY[body];
  const target = (angles: { event: number }) => (direction === 1 ? 360 - angles.event : angles.event);
  const first = hourAngles(body, observer, start, convention);
  if (first === undefined) return undefined;
  const ahead = normalizeDegrees(target(first) - first.now);
  // The next crossing of the event's hour angle, or the one before `start` for a search back.
  let predicted = start.AddDays((limitDays > 0 ? ahead : ahead - 360) / rate);
  for (let k = 1; k < PREDICTIONS; k++) {
    const there = hourAngles(body, observer, predicted, convention);
    if (there === undefined) return undefined;
    predicted = predicted.AddDays(signedDegrees(target(there) - there.now) / rate);
  }
  const from = predicted.AddDays(-BRACKET_HALF_DAYS[body]);
  const to = predicted.AddDays(BRACKET_HALF_DAYS[body]);
  const [earliest, latest] = limitDays > 0 ? [start.ut, start.ut + limitDays] : [start.ut + limitDays, start.ut];
  if (from.ut <= earliest || to.ut >= latest) return undefined;
  const height = (time: Astronomy.AstroTime) => direction * heightAboveEventHorizon(body, observer, time, convention);
  const below = height(from);
  const above = height(to);
  if (!(below < 0 && above > 0)) return undefined;
  return Astronomy.Search(height, from, to, { dt_tolerance_seconds: SEARCH_TOLERANCE_SECONDS, init_f1: below, init_f2: above }) ?? undefined;
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
  /**
   * The first sunset after that sunrise and before the next one, whichever civil date it falls on: near the
   * summer solstice at high latitudes it comes after local midnight. Without a sunrise on the date, the first
   * sunset of the date.
   */
  readonly sunset: RiseSetResult;
  /** The sunrise that ends the Vedic day begun at `sunrise` (usually on the next date), searched up to 2 days. */
  readonly nextSunrise: RiseSetResult;
  /** First upper transit of the Sun (local apparent noon) after the start of the local date. */
  readonly solarNoon: Instant;
}

/** How far after a sunrise the next sunrise (and the sunset between) is looked for, days. */
const NEXT_SUNRISE_LIMIT_DAYS = 2;

/**
 * The sun times found last, by place, zone, date and convention: a city's calendar year asks for the same dates
 * many times (each regional calendar for every day it writes, the festivals, the muhurta days), and each costs
 * four searches. The oldest go first; the answers are shared, read-only by their type.
 */
const sunTimesKept = new Map<string, SunTimes>();
const SUN_TIMES_KEPT = 4_096;

/**
 * Sunrise, sunset, next sunrise and solar noon for the civil date `localDate` in `zone` at `place`, by
 * `convention`. The date runs from its local midnight (or the first instant after a DST gap) to the next; the
 * sunrise is the first in it, the sunset and the next sunrise are the ones that follow that sunrise, on any date.
 * The sunset search starts a second after the sunrise, so a grazing sunrise is never taken for its own sunset.
 */
export function sunTimesForLocalDate(
  place: Place,
  zone: Zone,
  localDate: LocalDate,
  convention: RiseSetConvention,
): SunTimes {
  const zoneKey = zone.kind === 'iana' ? zone.name : `UTC${zone.hours}`;
  const key = `${place.latitude}|${place.longitude}|${place.elevationMeters}|${zoneKey}|${localDate.y}-${localDate.m}-${localDate.d}|${convention}`;
  let times = sunTimesKept.get(key);
  if (times === undefined) {
    times = searchSunTimes(place, zone, localDate, convention);
    if (sunTimesKept.size >= SUN_TIMES_KEPT) sunTimesKept.delete(sunTimesKept.keys().next().value!);
    sunTimesKept.set(key, times);
  }
  return times;
}

function searchSunTimes(place: Place, zone: Zone, localDate: LocalDate, convention: RiseSetConvention): SunTimes {
  const start = startOfLocalDate(zone, localDate);
  const end = startOfLocalDate(zone, addDays(localDate, 1));
  const sunrise = eventInWindow('sun', 'rise', place, start, end, convention);
  const nextSunrise =
    sunrise.instant === null
      ? sunrise
      : searchRiseSet('sun', 'rise', place, sunrise.instant + MS_PER_MINUTE, convention, NEXT_SUNRISE_LIMIT_DAYS);
  const sunset =
    sunrise.instant === null
      ? eventInWindow('sun', 'set', place, start, end, convention)
      : eventInWindow('sun', 'set', place, sunrise.instant + MS_PER_SECOND, nextSunrise.instant ?? sunrise.instant + NEXT_SUNRISE_LIMIT_DAYS * MS_PER_DAY, convention);
  return { sunrise, sunset, nextSunrise, solarNoon: instantOf(solarTransit(observerOf(place), astroTime(start))) };
}

/** Moon times of one local date. */
export interface MoonTimes {
  /** First moonrise of the local date. */
  readonly moonrise: RiseSetResult;
  /** First moonset of the local date (may precede the moonrise). */
  readonly moonset: RiseSetResult;
}

/**
 * Moonrise and moonset on the civil date `localDate` in `zone` at `place`: disc centre or upper limb and
 * refraction by `convention`, the topocentric or the classical (geocentric, latitude 0) Moon by `moonRise`.
 */
export function moonTimesForLocalDate(
  place: Place,
  zone: Zone,
  localDate: LocalDate,
  convention: RiseSetConvention,
  moonRise: MoonRiseConvention = 'topocentric',
): MoonTimes {
  const start = startOfLocalDate(zone, localDate);
  const end = startOfLocalDate(zone, addDays(localDate, 1));
  if (moonRise === 'classical') return classicalMoonTimes(observerOf(place), start, end, convention);
  return {
    moonrise: eventInWindow('moon', 'rise', place, start, end, convention),
    moonset: eventInWindow('moon', 'set', place, start, end, convention),
  };
}

/**
 * Height above the event horizon of `convention` (degrees, positive = up) of the classical Moon: the
 * geocentric Moon's true ecliptic longitude of date with latitude 0, turned to the true equator of date with
 * the true obliquity; no parallax. Observed adds the geocentric semi-diameter and the horizon refraction.
 */
function classicalMoonHeight(observer: Astronomy.Observer, time: Astronomy.AstroTime, convention: RiseSetConvention): number {
  const moon = Astronomy.EclipticGeoMoon(time);
  const obliquity = Astronomy.e_tilt(time).tobl * DEG;
  const lon = moon.lon * DEG;
  const raHours = (Math.atan2(Math.sin(lon) * Math.cos(obliquity), Math.cos(lon)) / DEG / 15 + 24) % 24;
  const decDeg = Math.asin(Math.sin(lon) * Math.sin(obliquity)) / DEG;
  const altitude = Astronomy.Horizon(time, observer, raHours, decDeg).altitude;
  if (convention === 'hindu') return altitude;
  const semiDiameterDeg = Math.asin(RADIUS_KM.moon / Astronomy.KM_PER_AU / moon.dist) / DEG;
  return altitude + semiDiameterDeg + HORIZON_REFRACTION_DEG * Astronomy.Atmosphere(observer.height).density;
}

/**
 * Sampling step of the classical search: 10 minutes. Away from the poles the Moon's altitude changes by at
 * most ~2.5° in that time and a rise and a set are hours apart, so every crossing falls in its own step; only
 * a Moon grazing the horizon at high latitude could rise and set within one step and be missed.
 */
const CLASSICAL_STEP_MS = 10 * MS_PER_MINUTE;

/** First classical moonrise and moonset in [start, end), refined to 0.1 s; null with the reason otherwise. */
function classicalMoonTimes(observer: Astronomy.Observer, start: Instant, end: Instant, convention: RiseSetConvention): MoonTimes {
  const height = (time: Astronomy.AstroTime) => classicalMoonHeight(observer, time, convention);
  let rise: Instant | null = null;
  let set: Instant | null = null;
  let before = astroTime(start);
  let heightBefore = height(before);
  const startsUp = heightBefore > 0;
  for (let t = start; t < end && (rise === null || set === null); ) {
    const next = Math.min(t + CLASSICAL_STEP_MS, end);
    const after = astroTime(next);
    const heightAfter = height(after);
    const rising = heightBefore <= 0 && heightAfter > 0;
    const setting = heightBefore > 0 && heightAfter <= 0;
    if ((rising && rise === null) || (setting && set === null)) {
      const sign = rising ? 1 : -1;
      const found = Astronomy.Search((time) => sign * height(time), before, after, {
        dt_tolerance_seconds: 0.1,
        init_f1: sign * heightBefore,
        init_f2: sign * heightAfter,
      });
      const instant = found === null ? next : instantOf(found);
      if (instant < end) {
        if (rising) rise = instant;
        else set = instant;
      }
    }
    before = after;
    heightBefore = heightAfter;
    t = next;
  }
  const reasonFor = (other: Instant | null): NoEventReason => (other !== null ? 'none-in-window' : startsUp ? 'polar-day' : 'polar-night');
  return {
    moonrise: rise !== null ? { instant: rise, reason: null } : { instant: null, reason: reasonFor(set) },
    moonset: set !== null ? { instant: set, reason: null } : { instant: null, reason: reasonFor(rise) },
  };
}
