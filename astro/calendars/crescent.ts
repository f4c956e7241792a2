/**
 * The first sighting of the new crescent Moon at a place, by Yallop's q-test, and the Hijri months it begins.
 *
 * B. D. Yallop, *A Method for Predicting the First Sighting of the New Crescent Moon*, NAO Technical Note 69
 * (HM Nautical Almanac Office, 1997): on the evening after a new moon, at the best time Tb = Ts + 4/9 Lag (Ts the
 * sunset, Lag the time from sunset to moonset),
 *   q = (ARCV − (11.8371 − 6.3226 W′ + 0.7319 W′² − 0.1018 W′³)) / 10,
 * where ARCV is the arc of vision (the Moon's altitude less the Sun's, both geocentric, without refraction,
 * degrees) and W′ the topocentric width of the crescent (arcminutes): the Moon's topocentric semi-diameter
 * SD′ = SD (1 + sin h sin π) times (1 − cos ARCL), ARCL the geocentric elongation, π the Moon's horizontal
 * parallax, h its altitude. Yallop's six classes, from the 295 first sightings of 1859–1996 he calibrated them on:
 * A (q > +0.216) easily visible to the naked eye, B (> −0.014) visible under perfect conditions, C (> −0.160) may
 * need optical aid to find, D (> −0.232) seen only with binoculars or a telescope, E (> −0.293) below the limit of
 * a telescope, F not visible (below the Danjon limit). A Moon that sets before the Sun, or a new moon after the
 * sunset, gives no q: class F.
 *
 * A month of the crescent calendar begins on the civil day after the first evening, on or after the date of its
 * new moon, on which the crescent is visible to the naked eye at the place (class A or B): the Islamic day begins
 * at that sunset, and the civil date carries the Islamic date that holds from its midnight, as the tabular
 * calendar's does (astro/calendars/arithmetic.ts). Each month is found from its own new moon (at New Delhi every
 * month of 1800–2399 is then 29 or 30 days: test/reference/regional-calendars/hijri-crescent.reference.test.ts).
 */
import { Astronomy, astroTime } from '../engine.ts';
import { searchRiseSet, sunTimesForLocalDate, type Place } from '../rise-set.ts';
import { newMoon } from '../panchanga/elements.ts';
import { type Instant, type LocalDate, type Zone, MS_PER_DAY, addDays, daysFromCivil, formatLocalDate, localDateOf } from '../time.ts';
import { hijriDateOf } from './arithmetic.ts';
import { InvalidParameterError } from '../errors.ts';
import { YALLOP_CLASS_LIMITS, type YallopClass } from '../../data/regional-calendars.ts';

const DEG = Math.PI / 180;
/** Equatorial radius of the Earth, km (the value Yallop's parallax uses). */
const EARTH_RADIUS_KM = 6378.14;
/** The Moon's semi-diameter over its horizontal parallax (Yallop, eq. for SD: SD = 0.27245 π). */
const SEMI_DIAMETER_PER_PARALLAX = 0.27245;
/** Share of the lag from sunset to moonset at which the crescent is best seen (Bruin; Yallop's Tb). */
const BEST_TIME_SHARE = 4 / 9;

/** Thrown where the Sun does not set on an evening the crescent is looked for (beyond the polar circles). */
export class NoSunsetForCrescentError extends InvalidParameterError {
  constructor(readonly date: string) {
    super(`the Sun does not set on ${date} at this latitude, so the crescent cannot be looked for after sunset there`, date);
  }
}

/** One evening's test of the crescent at a place. */
export interface CrescentEvening {
  /** The civil date of the evening. */
  readonly date: LocalDate;
  /** Sunset, upper limb with refraction (ms, UT). */
  readonly sunset: Instant;
  /** Moonset after that sunset, or null when the Moon set first. */
  readonly moonset: Instant | null;
  /** Yallop's best time Ts + 4/9 (moonset − sunset), or null with no q. */
  readonly bestTime: Instant | null;
  /** Yallop's q at the best time, or null when the Moon sets before the Sun or the new moon comes after sunset. */
  readonly q: number | null;
  readonly yallopClass: YallopClass;
  /** Arc of vision, arc of light (degrees) and topocentric crescent width (arcminutes) at the best time. */
  readonly arcvDeg: number | null;
  readonly arclDeg: number | null;
  readonly widthArcmin: number | null;
}

/** Yallop's class of a q value. */
export function yallopClassOf(q: number): YallopClass {
  for (const [name, lowest] of YALLOP_CLASS_LIMITS) if (q > lowest) return name;
  return 'F';
}

/** True when the class is a naked-eye sighting (A or B): the criterion that begins a month. */
export const isNakedEyeSighting = (yallopClass: YallopClass): boolean => yallopClass === 'A' || yallopClass === 'B';

/** The geocentric direction of `body` at `time` as altitude (degrees, no refraction) at `observer`, with its vector. */
function geocentricAltitude(body: Astronomy.Body, time: Astronomy.AstroTime, observer: Astronomy.Observer): { altitudeDeg: number; vector: Astronomy.Vector } {
  const vector = Astronomy.GeoVector(body, time, true);
  const ofDate = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), vector));
  return { altitudeDeg: Astronomy.Horizon(time, observer, ofDate.ra, ofDate.dec).altitude, vector };
}

/**
 * Yallop's test of the crescent on the evening of civil date `date` in `zone` at `place`, for the new moon at
 * `conjunction` (ms, UT). Throws `NoSunsetForCrescentError` when the Sun does not set on that date.
 */
export function crescentEvening(place: Place, zone: Zone, date: LocalDate, conjunction: Instant): CrescentEvening {
  const sunset = sunTimesForLocalDate(place, zone, date, 'observed').sunset.instant;
  if (sunset === null) throw new NoSunsetForCrescentError(formatLocalDate(date));
  const none = { date, sunset, bestTime: null, q: null, yallopClass: 'F' as const, arcvDeg: null, arclDeg: null, widthArcmin: null };
  if (conjunction >= sunset) return { ...none, moonset: null };
  const moonset = searchRiseSet('moon', 'set', place, sunset, 'observed', 1).instant;
  const observer = new Astronomy.Observer(place.latitude, place.longitude, place.elevationMeters);
  // The Moon is still up at sunset when it sets within the next half day; otherwise it set before the Sun.
  if (moonset === null || moonset - sunset > MS_PER_DAY / 2) return { ...none, moonset: null };
  const bestTime = sunset + BEST_TIME_SHARE * (moonset - sunset);
  const time = astroTime(bestTime);
  const moon = geocentricAltitude(Astronomy.Body.Moon, time, observer);
  const sun = geocentricAltitude(Astronomy.Body.Sun, time, observer);
  const arcvDeg = moon.altitudeDeg - sun.altitudeDeg;
  const arclDeg = Astronomy.AngleBetween(moon.vector, sun.vector);
  const parallax = Math.asin(EARTH_RADIUS_KM / (moon.vector.Length() * Astronomy.KM_PER_AU));
  const semiDiameterArcmin = (SEMI_DIAMETER_PER_PARALLAX * parallax) / DEG * 60;
  const topocentricSemiDiameter = semiDiameterArcmin * (1 + Math.sin(moon.altitudeDeg * DEG) * Math.sin(parallax));
  const widthArcmin = topocentricSemiDiameter * (1 - Math.cos(arclDeg * DEG));
  const w = widthArcmin;
  const q = (arcvDeg - (11.8371 - 6.3226 * w + 0.7319 * w * w - 0.1018 * w * w * w)) / 10;
  return { date, sunset, moonset, bestTime, q, yallopClass: yallopClassOf(q), arcvDeg, arclDeg, widthArcmin };
}

/** Evenings tried after a new moon: the crescent is seen by the third everywhere the Sun sets. */
const EVENINGS_TRIED = 4;

/** The start of a crescent month: its new moon, the evening of its first naked-eye sighting and its first civil day. */
export interface CrescentMonthStart {
  /** The new moon (ms, UT). */
  readonly newMoon: Instant;
  /** The evening of the first sighting, class A or B (or the last evening tried, when none was: beyond ±60° latitude). */
  readonly sighting: CrescentEvening;
  /** The civil date of the month's first day: the day after the sighting. */
  readonly date: LocalDate;
}

/** The crescent month begun by the new moon at `conjunction` (ms, UT), at `place` in `zone`. */
export function crescentMonthStart(place: Place, zone: Zone, conjunction: Instant): CrescentMonthStart {
  let evening = localDateOf(zone, conjunction);
  let sighting = crescentEvening(place, zone, evening, conjunction);
  for (let tried = 1; tried < EVENINGS_TRIED && !isNakedEyeSighting(sighting.yallopClass); tried++) {
    evening = addDays(evening, 1);
    sighting = crescentEvening(place, zone, evening, conjunction);
  }
  return { newMoon: conjunction, sighting, date: addDays(evening, 1) };
}

/** A date of the crescent Hijri calendar: year (AH), month 1–12, day, and the month's start and the next's. */
export interface CrescentDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly start: CrescentMonthStart;
  readonly next: CrescentMonthStart;
}

const dayNumber = (date: LocalDate): number => daysFromCivil(date.y, date.m, date.d);

/**
 * The crescent Hijri date of civil date `date` at `place` in `zone`. The month is named as the tabular month
 * holding its fifteenth day (the two calendars' months begin at most a few days apart).
 */
export function crescentDateOf(place: Place, zone: Zone, date: LocalDate): CrescentDate {
  const noon = Date.UTC(date.y, date.m - 1, date.d, 12);
  let start = crescentMonthStart(place, zone, newMoon(noon, 'previous'));
  if (dayNumber(start.date) > dayNumber(date)) start = crescentMonthStart(place, zone, newMoon(start.newMoon - MS_PER_DAY, 'previous'));
  let next = crescentMonthStart(place, zone, newMoon(start.newMoon + MS_PER_DAY, 'next'));
  // A date on or after the next month's first day (the next new moon came before this date's noon): move on.
  while (dayNumber(next.date) <= dayNumber(date)) {
    start = next;
    next = crescentMonthStart(place, zone, newMoon(start.newMoon + MS_PER_DAY, 'next'));
  }
  const named = hijriDateOf(addDays(start.date, 14));
  return { year: named.year, month: named.month, day: dayNumber(date) - dayNumber(start.date) + 1, start, next };
}
