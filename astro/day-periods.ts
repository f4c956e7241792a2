/**
 * Periods of the Vedic day derived from sunrise, sunset and the next sunrise alone, and the weekday and star
 * lookups that go with them (anandadi yoga, shool, Chandra nivas, panchaka).
 *
 * Every period here is a fixed fraction of the day (sunrise → sunset) or of the night (sunset → next
 * sunrise); whichever sunrise convention the caller used (Hindu disc-centre or observed upper-limb) carries
 * through unchanged, so all periods of one response share it. Nothing here reads a clock or a position.
 *
 * Definitions and their sources (details in the data/ tables named):
 * - Rahu kaal, yamaganda, gulika: the day cut into 8 equal parts; the 1-based part by weekday Sun…Sat is
 *   Rahu 8,2,7,5,6,4,3; Yamaganda 5,4,3,2,1,7,6; Gulika 7,6,5,4,3,2,1 (PyJHora `drik.trikalam`,
 *   jyotish-definitions.md).
 * - Muhurtas: day and night each cut into 15 (data/muhurtas.ts). Abhijit is the 8th day muhurta; it is not
 *   observed on Wednesday ("The Abhijit muhurat will not prevail on Wednesday", news18 almanac, 2021-12-08).
 * - Brahma muhurta: the 14th night muhurta, i.e. from two night-muhurtas before sunrise to one night-muhurta
 *   before sunrise (the 14th night muhurta is the one named Brahma; drikpanchang's printed times match it,
 *   test/reference/day-periods).
 * - Durmuhurta: PyJHora `drik.durmuhurtam` offsets from sunrise in units of day/12 (Sun 10.4; Mon 6.4, 8.8;
 *   Tue 2.4 and 4.8 from sunset in night/12; Wed 5.6; Thu 4.0, 8.8; Fri 2.4, 6.4; Sat 1.6), each 0.8 of that
 *   unit long. Since 0.8/12 = 1/15, each is exactly one muhurta, and the table below names the muhurta
 *   (offset × 15/12 + 1). PyJHora gives the Tuesday night window a day-muhurta length; here it is one night
 *   muhurta, like every other night period.
 * - Choghadiya: day and night each cut into 8 (data/choghadiya.ts).
 * - Horas: day and night each cut into 12; the first day hora belongs to the weekday lord and each next hora
 *   to the next graha of the Chaldean order (data/grahas.ts `HORA_ORDER`), continuing through the night.
 */
import { AstroError } from './errors.ts';
import type { Instant } from './time.ts';
import type { WeekdayIndex, WeekdayLordId } from '../data/grahas.ts';
import { HORA_ORDER, WEEKDAY_LORDS } from '../data/grahas.ts';
import { choghadiyaOfWeekday, choghadiyaType, type ChoghadiyaId, type ChoghadiyaNature } from '../data/choghadiya.ts';
import { MUHURTAS, isMuhurtaAuspiciousOn, muhurtaActivities, type Muhurta } from '../data/muhurtas.ts';
import { ANANDADI_START_STARS, anandadiYogaByNumber, type AnandadiYoga } from '../data/anandadi.ts';
import { STARS_28, starOf28AtLongitude, type NakshatraId, type StarId } from '../data/nakshatras.ts';
import {
  CHANDRA_NIVAS, CHANDRA_NIVAS_RELATIONS, DISHA_SHOOL, NAKSHATRA_SHOOL, type DirectionId,
} from '../data/shool.ts';
import { signById, type SignId } from '../data/signs.ts';
import {
  PANCHAKA_REMAINDERS, PANCHAK_BY_WEEKDAY, PANCHAK_START_DEG, type PanchakByWeekday, type PanchakaRemainder,
} from '../data/panchaka.ts';
import type { Text } from '../data/text.ts';

/** A half-open time window [start, end). */
export interface TimeWindow {
  readonly start: Instant;
  readonly end: Instant;
}

/** The three instants that bound one Vedic day, and its weekday (the vara that began at `sunrise`). */
export interface DayBounds {
  readonly sunrise: Instant;
  readonly sunset: Instant;
  readonly nextSunrise: Instant;
  /** 0 = Sunday … 6 = Saturday, the weekday of the Vedic day starting at `sunrise`. */
  readonly weekday: WeekdayIndex;
}

/** Thrown when a day's bounds are not ordered sunrise < sunset < nextSunrise, or an argument is out of range. */
export class DayPeriodsError extends AstroError {
  constructor(
    readonly code: 'INVALID_DAY_BOUNDS' | 'OUT_OF_RANGE',
    message: string,
    value: unknown,
  ) {
    super(message, value);
  }
}

function assertBounds(bounds: DayBounds): void {
  const { sunrise, sunset, nextSunrise } = bounds;
  if (!(Number.isFinite(sunrise) && Number.isFinite(sunset) && Number.isFinite(nextSunrise)
    && sunrise < sunset && sunset < nextSunrise)) {
    throw new DayPeriodsError('INVALID_DAY_BOUNDS', 'day bounds must satisfy sunrise < sunset < nextSunrise', bounds);
  }
}

/**
 * Cut [start, end) into `count` equal parts and return part `part` (1-based).
 * The last part ends exactly at `end`, so consecutive parts tile the interval without gaps.
 */
function equalPart(start: Instant, end: Instant, count: number, part: number): TimeWindow {
  const length = end - start;
  return {
    start: part === 1 ? start : start + (length * (part - 1)) / count,
    end: part === count ? end : start + (length * part) / count,
  };
}

/** Dinamana: length of the day, sunrise → sunset, in milliseconds. */
export function dayLengthMs(bounds: DayBounds): number {
  assertBounds(bounds);
  return bounds.sunset - bounds.sunrise;
}

/** Ratrimana: length of the night, sunset → next sunrise, in milliseconds. */
export function nightLengthMs(bounds: DayBounds): number {
  assertBounds(bounds);
  return bounds.nextSunrise - bounds.sunset;
}

/** Which eighth of the day (1-based, 1–8) holds rahu kaal, yamaganda and gulika, one record per weekday. */
export const KAALAM_PARTS = [
  { weekday: 0, rahu: 8, yamaganda: 5, gulika: 7 },
  { weekday: 1, rahu: 2, yamaganda: 4, gulika: 6 },
  { weekday: 2, rahu: 7, yamaganda: 3, gulika: 5 },
  { weekday: 3, rahu: 5, yamaganda: 2, gulika: 4 },
  { weekday: 4, rahu: 6, yamaganda: 1, gulika: 3 },
  { weekday: 5, rahu: 4, yamaganda: 7, gulika: 2 },
  { weekday: 6, rahu: 3, yamaganda: 6, gulika: 1 },
] as const satisfies readonly { weekday: WeekdayIndex; rahu: number; yamaganda: number; gulika: number }[];

/** A window that is one of the 8 equal parts of the day; `part` is 1-based (1 starts at sunrise). */
export interface DayEighth extends TimeWindow {
  readonly part: number;
}

/** The `part`-th (1–8) of the 8 equal parts of the day, sunrise → sunset. */
export function dayEighth(bounds: DayBounds, part: number): DayEighth {
  assertBounds(bounds);
  if (!Number.isInteger(part) || part < 1 || part > 8) {
    throw new DayPeriodsError('OUT_OF_RANGE', 'part must be an integer 1–8', part);
  }
  return { ...equalPart(bounds.sunrise, bounds.sunset, 8, part), part };
}

/** Rahu kaal: the weekday's eighth of the day (Sunday the 8th … Saturday the 3rd). */
export function rahuKaal(bounds: DayBounds): DayEighth {
  return dayEighth(bounds, KAALAM_PARTS[bounds.weekday].rahu);
}

/** Yamaganda: the weekday's eighth of the day (Sunday the 5th … Saturday the 6th). */
export function yamaganda(bounds: DayBounds): DayEighth {
  return dayEighth(bounds, KAALAM_PARTS[bounds.weekday].yamaganda);
}

/** Gulika kaal: the weekday's eighth of the day (Sunday the 7th … Saturday the 1st). */
export function gulikaKaal(bounds: DayBounds): DayEighth {
  return dayEighth(bounds, KAALAM_PARTS[bounds.weekday].gulika);
}

/** One of the 30 muhurtas of the day, with its name, weekday-adjusted quality and suitable activities. */
export interface MuhurtaWindow extends TimeWindow {
  /** 1–30: 1–15 day muhurtas from sunrise, 16–30 night muhurtas from sunset. */
  readonly number: number;
  readonly half: 'day' | 'night';
  /** English name; its other languages are on the muhurta's record (data/muhurtas.ts). */
  readonly name: string;
  readonly isAuspicious: boolean;
  readonly activities: readonly string[];
}

function muhurtaWindow(bounds: DayBounds, muhurta: Muhurta): MuhurtaWindow {
  const window = muhurta.half === 'day'
    ? equalPart(bounds.sunrise, bounds.sunset, 15, muhurta.position)
    : equalPart(bounds.sunset, bounds.nextSunrise, 15, muhurta.position);
  return {
    ...window,
    number: muhurta.number,
    half: muhurta.half,
    name: muhurta.en,
    isAuspicious: isMuhurtaAuspiciousOn(muhurta, bounds.weekday),
    activities: muhurtaActivities(muhurta),
  };
}

/** The 30 muhurtas of the Vedic day in time order: 15 of day/15 from sunrise, then 15 of night/15 from sunset. */
export function muhurtas(bounds: DayBounds): readonly MuhurtaWindow[] {
  assertBounds(bounds);
  return MUHURTAS.map((muhurta) => muhurtaWindow(bounds, muhurta));
}

/** Abhijit muhurta: the 8th of the 15 day muhurtas; `isAuspicious` is false on Wednesday. */
export function abhijitMuhurta(bounds: DayBounds): TimeWindow & { readonly isAuspicious: boolean } {
  assertBounds(bounds);
  return { ...equalPart(bounds.sunrise, bounds.sunset, 15, 8), isAuspicious: bounds.weekday !== 3 };
}

/**
 * Brahma muhurta ending this Vedic day: the 14th night muhurta, from nextSunrise − 2·night/15 to
 * nextSunrise − night/15. An almanac page for a civil date prints the one before that date's sunrise, which
 * is the previous Vedic day's: use `brahmaMuhurtaBefore` for it.
 */
export function brahmaMuhurta(bounds: DayBounds): TimeWindow {
  assertBounds(bounds);
  return equalPart(bounds.sunset, bounds.nextSunrise, 15, 14);
}

/**
 * Brahma muhurta before a sunrise, from the previous sunset: the 14th of the 15 muhurtas of that night.
 * @param previousSunset the sunset that begins the night (must precede `sunrise`)
 * @param sunrise the sunrise that ends it
 */
export function brahmaMuhurtaBefore(previousSunset: Instant, sunrise: Instant): TimeWindow {
  if (!(Number.isFinite(previousSunset) && Number.isFinite(sunrise) && previousSunset < sunrise)) {
    throw new DayPeriodsError('INVALID_DAY_BOUNDS', 'previousSunset must precede sunrise', { previousSunset, sunrise });
  }
  return equalPart(previousSunset, sunrise, 15, 14);
}

/** The muhurtas (half and 1-based position 1–15) that are durmuhurta on each weekday. */
export const DURMUHURTA_MUHURTAS = [
  { weekday: 0, windows: [{ half: 'day', position: 14 }] },
  { weekday: 1, windows: [{ half: 'day', position: 9 }, { half: 'day', position: 12 }] },
  { weekday: 2, windows: [{ half: 'day', position: 4 }, { half: 'night', position: 7 }] },
  { weekday: 3, windows: [{ half: 'day', position: 8 }] },
  { weekday: 4, windows: [{ half: 'day', position: 6 }, { half: 'day', position: 12 }] },
  { weekday: 5, windows: [{ half: 'day', position: 4 }, { half: 'day', position: 9 }] },
  { weekday: 6, windows: [{ half: 'day', position: 3 }] },
] as const satisfies readonly {
  weekday: WeekdayIndex;
  windows: readonly { half: 'day' | 'night'; position: number }[];
}[];

/** Durmuhurta windows of the day in time order: one or two muhurta-long windows by weekday. */
export function durmuhurtas(bounds: DayBounds): readonly TimeWindow[] {
  assertBounds(bounds);
  return DURMUHURTA_MUHURTAS[bounds.weekday].windows.map(({ half, position }) => half === 'day'
    ? equalPart(bounds.sunrise, bounds.sunset, 15, position)
    : equalPart(bounds.sunset, bounds.nextSunrise, 15, position));
}

/** One choghadiya window. */
export interface ChoghadiyaWindow extends TimeWindow {
  readonly half: 'day' | 'night';
  /** 1-based position within its half (1–8). */
  readonly position: number;
  readonly type: ChoghadiyaId;
  /** English name; its other languages are on the choghadiya's record (data/choghadiya.ts). */
  readonly name: string;
  readonly nature: ChoghadiyaNature;
}

/** The 8 day and 8 night choghadiya windows in time order (day/8 from sunrise, then night/8 from sunset). */
export function choghadiyas(bounds: DayBounds): readonly ChoghadiyaWindow[] {
  assertBounds(bounds);
  const table = choghadiyaOfWeekday(bounds.weekday);
  const build = (half: 'day' | 'night', ids: readonly ChoghadiyaId[]): ChoghadiyaWindow[] => ids.map((id, index) => {
    const type = choghadiyaType(id);
    const window = half === 'day'
      ? equalPart(bounds.sunrise, bounds.sunset, 8, index + 1)
      : equalPart(bounds.sunset, bounds.nextSunrise, 8, index + 1);
    return { ...window, half, position: index + 1, type: id, name: type.en, nature: type.nature };
  });
  return [...build('day', table.day), ...build('night', table.night)];
}

/** One planetary hour. */
export interface HoraWindow extends TimeWindow {
  /** 1–24: 1–12 day horas from sunrise, 13–24 night horas from sunset. */
  readonly number: number;
  readonly half: 'day' | 'night';
  readonly lord: WeekdayLordId;
}

/** The 12 day horas (day/12) and 12 night horas (night/12) in time order, lords in the Chaldean sequence. */
export function horas(bounds: DayBounds): readonly HoraWindow[] {
  assertBounds(bounds);
  const firstIndex = HORA_ORDER.indexOf(WEEKDAY_LORDS[bounds.weekday]);
  return Array.from({ length: 24 }, (_, index): HoraWindow => {
    const half = index < 12 ? 'day' : 'night';
    const window = half === 'day'
      ? equalPart(bounds.sunrise, bounds.sunset, 12, index + 1)
      : equalPart(bounds.sunset, bounds.nextSunrise, 12, index - 11);
    return { ...window, number: index + 1, half, lord: HORA_ORDER[(firstIndex + index) % 7] as WeekdayLordId };
  });
}

/**
 * The anandadi yoga of a weekday and the Moon's star of the 28-star list.
 * @param weekday 0 = Sunday … 6 = Saturday (the Vedic weekday, which changes at sunrise)
 * @param star the Moon's star; 'abhijit' when the Moon is in 276°40′–280°53′20″ sidereal
 */
export function anandadiYoga(weekday: WeekdayIndex, star: StarId): AnandadiYoga {
  const start = STARS_28.indexOf(ANANDADI_START_STARS[weekday].star);
  const count = (STARS_28.indexOf(star) - start + 28) % 28;
  return anandadiYogaByNumber(count + 1) as AnandadiYoga;
}

/**
 * The anandadi yoga from the weekday and the Moon's sidereal longitude, with Abhijit inserted
 * (276°40′ ≤ λ < 280°53′20″ counts as Abhijit; the rest of Uttara Ashadha and Shravana keep their own star).
 * @param moonSiderealLongitudeDeg degrees, sidereal (any ayanamsha), reduced modulo 360
 */
export function anandadiYogaAtLongitude(weekday: WeekdayIndex, moonSiderealLongitudeDeg: number): AnandadiYoga {
  return anandadiYoga(weekday, starOf28AtLongitude(moonSiderealLongitudeDeg));
}

/** The disha shool of a weekday (0 = Sunday): the direction to avoid and the remedy before leaving. */
export function dishaShool(weekday: WeekdayIndex): { readonly direction: DirectionId; readonly remedy: Text } {
  return DISHA_SHOOL[weekday];
}

/** The direction barred by the Moon's nakshatra, or `null` when the nakshatra bars none. */
export function nakshatraShool(nakshatra: NakshatraId): DirectionId | null {
  return NAKSHATRA_SHOOL.find((entry) => entry.nakshatra === nakshatra)?.direction ?? null;
}

/** Chandra nivas: the direction the Moon dwells in, from the element of its sidereal sign. */
export function chandraNivas(moonSign: SignId): DirectionId {
  const element = signById(moonSign).element;
  return (CHANDRA_NIVAS.find((entry) => entry.element === element) as (typeof CHANDRA_NIVAS)[number]).direction;
}

const CLOCKWISE: readonly DirectionId[] = ['east', 'south', 'west', 'north'];

/**
 * Where the Moon's dwelling direction lies for a traveller heading in `travel`: ahead, to the right, behind
 * or to the left (facing east, south is on the right), and whether that is auspicious.
 */
export function chandraNivasRelation(
  moonDirection: DirectionId,
  travel: DirectionId,
): (typeof CHANDRA_NIVAS_RELATIONS)[number] {
  const turn = (CLOCKWISE.indexOf(moonDirection) - CLOCKWISE.indexOf(travel) + 4) % 4;
  return CHANDRA_NIVAS_RELATIONS[turn] as (typeof CHANDRA_NIVAS_RELATIONS)[number];
}

/** Whether a sidereal Moon longitude lies in the panchak stretch (Dhanishta pada 3 → end of Revati, 300°–360°). */
export function isPanchakLongitude(moonSiderealLongitudeDeg: number): boolean {
  const remainder = moonSiderealLongitudeDeg % 360;
  const reduced = remainder < 0 ? remainder + 360 : remainder;
  return reduced >= PANCHAK_START_DEG;
}

/** The named panchak period for the weekday (0 = Sunday) on which the Moon entered Aquarius. */
export function panchakByStartWeekday(weekday: WeekdayIndex): PanchakByWeekday {
  return PANCHAK_BY_WEEKDAY[weekday];
}

/** Inputs of the panchaka rahita sum; see data/panchaka.ts for the counting chosen. */
export interface PanchakaInputs {
  /** 1–30 (1 = Shukla Pratipada, 30 = Amavasya); counted 1–15 within its paksha for the sum. */
  readonly tithiNumber: number;
  /** 0 = Sunday … 6 = Saturday; counted Sunday = 1 for the sum. */
  readonly weekday: WeekdayIndex;
  /** 1 = Ashwini … 27 = Revati. */
  readonly nakshatraNumber: number;
  /** Sidereal sign of the lagna, 1 = Aries … 12 = Pisces. */
  readonly lagnaSignNumber: number;
}

function assertIntegerIn(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new DayPeriodsError('OUT_OF_RANGE', `${name} must be an integer ${min}–${max}`, value);
  }
}

/**
 * Panchaka rahita: (tithi within paksha + weekday + nakshatra + lagna) mod 9 and its fault.
 * @returns the remainder record (0–8) and the sum it came from
 */
export function panchakaRahita(inputs: PanchakaInputs): { readonly sum: number; readonly result: PanchakaRemainder } {
  assertIntegerIn('tithiNumber', inputs.tithiNumber, 1, 30);
  assertIntegerIn('nakshatraNumber', inputs.nakshatraNumber, 1, 27);
  assertIntegerIn('lagnaSignNumber', inputs.lagnaSignNumber, 1, 12);
  const tithiInPaksha = ((inputs.tithiNumber - 1) % 15) + 1;
  const sum = tithiInPaksha + (inputs.weekday + 1) + inputs.nakshatraNumber + inputs.lagnaSignNumber;
  return { sum, result: PANCHAKA_REMAINDERS[sum % 9] as PanchakaRemainder };
}
