/**
 * The astronomical panchanga of one place and one local date, as a plain JSON-serializable record that holds
 * everything needed to answer any instant of that day without astronomy: the pipeline stores it as a row and
 * `derived.ts` completes it with the periods of the day (pure arithmetic) for the API.
 *
 * The Vedic day runs from the sunrise of the local date to the next sunrise, by the sunrise convention the
 * caller chose ('hindu' disc centre without refraction, or 'observed' upper limb with refraction); the vara
 * (weekday) is the civil weekday of the date, which begins at that sunrise. Every period derived from sunrise
 * (rahu kaal, choghadiya, muhurtas, horas, Brahma muhurta) uses the same convention.
 *
 * Element lists (tithis, nakshatras, yogas, karanas, Moon signs, Sun signs) hold EVERY occurrence overlapping
 * [day start, day end), each with its solved start and end: the first starts at or before sunrise and the last
 * ends at or after the next sunrise, so a kshaya tithi shows as a third entry and a tithi spanning two
 * sunrises shows on both days.
 *
 * Polar rule: when the local date has no sunrise, or no next sunrise follows within two days (the Sun stays up
 * or down), the day runs from local midnight to the next local midnight (`dayRule: 'midnight'`), the vara is
 * the civil weekday, the elements, varjyam, amrit kaal, anandadi yoga and panchak are listed over that span,
 * and the sunrise-derived periods are null with the reason in `periodsUnavailable` — never a time computed
 * from a sunrise that did not happen.
 */
import { type AyanamshaId, AYANAMSHAS, ayanamshaDegrees } from '../ayanamsha.ts';
import type { NodeType } from '../nodes.ts';
import {
  type Place, type RiseSetConvention, type NoEventReason, moonTimesForLocalDate, searchRiseSet,
  sunTimesForLocalDate,
} from '../rise-set.ts';
import { anandadiYoga, chandraNivas, dishaShool, nakshatraShool, panchakByStartWeekday } from '../day-periods.ts';
import { type LagnaWindow, lagnaWindows } from '../lagna.ts';
import type { PositionSamples } from '../interpolate.ts';
import { normalizeDegrees, findAngleCrossing } from '../search.ts';
import {
  type Instant, type LocalDate, type Zone, MS_PER_DAY, MS_PER_SECOND, addDays, formatLocalDate, localDateOf,
  startOfLocalDate, weekdayOf,
} from '../time.ts';
import type { GrahaId, WeekdayIndex } from '../../data/grahas.ts';
import { ABHIJIT, type StarId, nakshatraByNumber, type Nakshatra } from '../../data/nakshatras.ts';
import type { PanchakaSeverity } from '../../data/panchaka.ts';
import type { DirectionId } from '../../data/shool.ts';
import { type SignId, signByNumber, type Sign } from '../../data/signs.ts';
import { type Paksha, type Tithi, tithiByNumber } from '../../data/tithis.ts';
import { type Yoga, yogaByNumber } from '../../data/yogas.ts';
import { type Karana, karanaOfHalfTithi } from '../../data/karanas.ts';
import { varaByIndex } from '../../data/varas.ts';
import {
  type ElementOccurrence, BOUNDARY_TOLERANCE_MS, canonicalCrossing, occurrences, siderealMoonDeg, siderealSunDeg,
  panchakIntervals,
} from './elements.ts';
import { type GhatiWindow, amritKaalWindows, varjyamWindows } from './varjyam.ts';
import { type LunarCalendar, lunarCalendarAt } from './calendar.ts';

/** What `panchangaDay` needs. */
export interface PanchangaDayInput {
  /** Geodetic latitude, degrees, −90…90 (north positive). */
  readonly latitude: number;
  /** Longitude, degrees, −180…180 (east positive). */
  readonly longitude: number;
  /** Height above sea level, metres. */
  readonly elevationM: number;
  readonly zone: Zone;
  /** The civil date in `zone` whose sunrise opens the Vedic day. */
  readonly localDate: LocalDate;
  /** Sunrise convention for the day's bounds and every period derived from them. */
  readonly sunrise: RiseSetConvention;
  /** Ayanamsha of every sidereal quantity (true ayanamsha). */
  readonly ayanamshaId: AyanamshaId;
  /** Lunar node type; recorded with the day (no panchanga element depends on the node). */
  readonly node: NodeType;
}

/** A half-open window [start, end) of instants (ms, UT). */
export interface Span {
  readonly start: Instant;
  readonly end: Instant;
}

export interface TithiEntry extends Span {
  /** 1–30 (1–15 Shukla, 16–30 Krishna). */
  readonly number: number;
  readonly name: string;
  readonly paksha: Paksha;
}

export interface PadaEntry extends Span {
  /** 1–4. */
  readonly pada: number;
}

export interface NakshatraEntry extends Span {
  /** 1 = Ashwini … 27 = Revati. */
  readonly number: number;
  readonly name: string;
  readonly lord: GrahaId;
  /** The padas of this nakshatra that overlap the day, in order. */
  readonly padas: readonly PadaEntry[];
  /** Direction barred while the Moon is in this nakshatra (nakshatra shool), or null. */
  readonly shool: DirectionId | null;
}

export interface YogaEntry extends Span {
  /** 1 = Vishkambha … 27 = Vaidhriti. */
  readonly number: number;
  readonly name: string;
}

export interface KaranaEntry extends Span {
  /** Half-tithi of the synodic month, 1–60. */
  readonly halfTithi: number;
  /** Karana number, 1 = Bava … 7 = Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna. */
  readonly number: number;
  readonly name: string;
}

export interface SignEntry extends Span {
  /** 1 = Aries … 12 = Pisces (sidereal). */
  readonly number: number;
  readonly id: SignId;
  readonly name: string;
}

export interface MoonSignEntry extends SignEntry {
  /** Chandra nivas: the direction the Moon dwells in while in this sign. */
  readonly nivas: DirectionId;
}

export interface GhatiWindowEntry extends Span {
  /** The nakshatra whose ghatis define the window, 1–27. */
  readonly nakshatra: number;
  readonly nakshatraName: string;
}

export interface AnandadiEntry extends Span {
  /** 1 = Ananda … 28 = Vardhamana. */
  readonly number: number;
  readonly name: string;
  readonly isAuspicious: boolean;
  /** The Moon's star in the 28-star list (Abhijit included). */
  readonly star: StarId;
}

export interface PanchakWindow extends Span {
  /** Vara (0 = Sunday) on which the Moon entered sidereal 300° (Dhanishta pada 3); it names the panchak. */
  readonly startWeekday: WeekdayIndex;
  readonly id: string;
  readonly name: string;
  readonly isAuspicious: boolean;
  readonly severity: PanchakaSeverity;
  readonly description: string;
}

/** Sidereal positions at the start of the day. */
export interface DayStartPositions {
  /** Sunrise (or local midnight under the polar rule), ms UT. */
  readonly instant: Instant;
  /** True ayanamsha at `instant`, degrees. */
  readonly ayanamshaDeg: number;
  readonly sun: { readonly longitudeDeg: number; readonly sign: number };
  readonly moon: { readonly longitudeDeg: number; readonly sign: number };
}

/**
 * The astronomical part of a panchanga day: everything that needs the ephemeris. It is what the pipeline stores
 * and what the worker returns; `completeDay` (derived.ts) adds the periods, which are pure arithmetic on it.
 */
export interface StoredPanchangaDay {
  /** Layout version of this object, bumped when fields change (stored rows of another layout are recomputed). */
  readonly schema: number;
  /** The civil date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly place: { readonly latitude: number; readonly longitude: number; readonly elevationM: number };
  readonly zone: Zone;
  readonly options: {
    readonly ayanamshaId: AyanamshaId;
    readonly ayanamshaName: string;
    readonly node: NodeType;
    readonly sunrise: RiseSetConvention;
  };
  /** 'sunrise': the day is sunrise → next sunrise; 'midnight': the polar rule (module comment). */
  readonly dayRule: 'sunrise' | 'midnight';
  /** Start of the Vedic day (sunrise, or local midnight under the polar rule), ms UT. */
  readonly start: Instant;
  /** End of the Vedic day (next sunrise, or the next local midnight), ms UT, exclusive. */
  readonly end: Instant;
  readonly sun: {
    readonly sunrise: Instant | null;
    readonly sunset: Instant | null;
    readonly nextSunrise: Instant | null;
    /** Local apparent noon (upper transit of the Sun) of the civil date. */
    readonly solarNoon: Instant;
    /** Why there is no sunrise (or no next sunrise); null on an ordinary day. */
    readonly noSunriseReason: NoEventReason | null;
    /** The sunset before this day's sunrise (Brahma muhurta is measured from it), or null. */
    readonly previousSunset: Instant | null;
    /** Sunrise → sunset in ms; null without both. */
    readonly dinamanaMs: number | null;
    /** Sunset → next sunrise in ms; null without both. */
    readonly ratrimanaMs: number | null;
  };
  readonly moon: {
    /** First moonrise of the civil date, or null (`moonriseReason` says why). */
    readonly moonrise: Instant | null;
    readonly moonriseReason: NoEventReason | null;
    /** First moonset of the civil date, or null. */
    readonly moonset: Instant | null;
    readonly moonsetReason: NoEventReason | null;
  };
  readonly vara: {
    readonly weekday: WeekdayIndex;
    readonly name: string;
    readonly nameHi: string;
    readonly lord: GrahaId;
  };
  readonly tithis: readonly TithiEntry[];
  readonly nakshatras: readonly NakshatraEntry[];
  readonly yogas: readonly YogaEntry[];
  readonly karanas: readonly KaranaEntry[];
  readonly moonSigns: readonly MoonSignEntry[];
  readonly sunSigns: readonly SignEntry[];
  /** The sidereal lagna signs rising over the day ([] beyond ±66° latitude, see lagna.ts). */
  readonly lagnas: readonly LagnaWindow[];
  /** Sidereal Sun and Moon longitudes sampled over the day, for positions at any instant (derived.ts). */
  readonly samples: PositionSamples;
  readonly varjyam: readonly GhatiWindowEntry[];
  readonly amritKaal: readonly GhatiWindowEntry[];
  /** Anandadi yogas of the day's vara, clipped to [start, end) (the vara changes at the day's bounds). */
  readonly anandadi: readonly AnandadiEntry[];
  readonly panchak: {
    /** True when the Moon is in sidereal 300°–360° at some instant of the day. */
    readonly isActive: boolean;
    /** The panchak periods overlapping the day, each whole (start may precede the day, end follow it). */
    readonly windows: readonly PanchakWindow[];
  };
  readonly dishaShool: { readonly direction: DirectionId; readonly remedy: string };
  readonly calendar: LunarCalendar;
  readonly positions: DayStartPositions;
}

/** Layout version of `StoredPanchangaDay`. */
export const STORED_DAY_SCHEMA = 1;

/** Spacing of the position samples: every 6 hours of UT, on a grid shared by every place (samples are cached). */
const SAMPLE_STEP_MS = 6 * 3_600_000;
/** Fewest samples of a day (a quartic through five points is under 0.01″ for the Moon, derived.ts). */
const MIN_SAMPLES = 5;

const sampleCache = new Map<string, { sun: number; moon: number }>();
const SAMPLE_CACHE_LIMIT = 4096;

function sampleAt(instant: Instant, ayanamshaId: AyanamshaId): { sun: number; moon: number } {
  const key = `${ayanamshaId}|${instant}`;
  let sample = sampleCache.get(key);
  if (sample === undefined) {
    sample = { sun: siderealSunDeg(instant, ayanamshaId), moon: siderealMoonDeg(instant, ayanamshaId) };
    if (sampleCache.size >= SAMPLE_CACHE_LIMIT) sampleCache.clear();
    sampleCache.set(key, sample);
  }
  return sample;
}

/**
 * Sidereal Sun and Moon longitudes on the 6-hourly UT grid from the grid point at or before `start` to the
 * first at or after `end` (at least five points). Place-independent, so many cities' days share them.
 */
function positionSamples(start: Instant, end: Instant, ayanamshaId: AyanamshaId): PositionSamples {
  const first = Math.floor(start / SAMPLE_STEP_MS) * SAMPLE_STEP_MS;
  const count = Math.max(MIN_SAMPLES, Math.ceil((end - first) / SAMPLE_STEP_MS) + 1);
  const instants = Array.from({ length: count }, (_, i) => first + i * SAMPLE_STEP_MS);
  const samples = instants.map((t) => sampleAt(t, ayanamshaId));
  return { instants, sun: samples.map((s) => s.sun), moon: samples.map((s) => s.moon) };
}

/** Thrown for inputs outside their documented ranges. */
export class PanchangaInputError extends Error {
  override readonly name = 'PanchangaInputError';
  readonly code = 'INVALID_PARAMETER';
  constructor(
    message: string,
    readonly value: unknown,
  ) {
    super(message);
  }
}

function assertInput(input: PanchangaDayInput): void {
  const { latitude, longitude, elevationM } = input;
  if (!(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new PanchangaInputError('latitude must be a number from -90 to 90', latitude);
  }
  if (!(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new PanchangaInputError('longitude must be a number from -180 to 180', longitude);
  }
  if (!Number.isFinite(elevationM)) throw new PanchangaInputError('elevationM must be a finite number', elevationM);
}

/** Limit of the search for the sunset that precedes the day's sunrise (Brahma muhurta), days. */
const PREVIOUS_SUNSET_LIMIT_DAYS = 2;

interface DayFrame {
  readonly rule: 'sunrise' | 'midnight';
  readonly start: Instant;
  readonly end: Instant;
  readonly sunrise: Instant | null;
  readonly sunset: Instant | null;
  readonly nextSunrise: Instant | null;
  readonly solarNoon: Instant;
  readonly noSunriseReason: NoEventReason | null;
}

function dayFrame(place: Place, input: PanchangaDayInput): DayFrame {
  const times = sunTimesForLocalDate(place, input.zone, input.localDate, input.sunrise);
  const sunrise = times.sunrise.instant;
  const nextSunrise = times.nextSunrise.instant;
  if (sunrise === null || nextSunrise === null) {
    const start = startOfLocalDate(input.zone, input.localDate);
    return {
      rule: 'midnight',
      start,
      end: startOfLocalDate(input.zone, addDays(input.localDate, 1)),
      sunrise,
      sunset: times.sunset.instant,
      nextSunrise,
      solarNoon: times.solarNoon,
      noSunriseReason: times.sunrise.reason ?? times.nextSunrise.reason,
    };
  }
  // The date's own window may end before a sunset that comes after local midnight (high latitudes), and on the
  // first day after a polar night rise-set.ts can return the sunrise itself as the sunset: search again from
  // just after the sunrise, up to the next sunrise.
  let sunset = times.sunset.instant;
  if (sunset === null || sunset <= sunrise) {
    const after = sunrise + MS_PER_SECOND;
    sunset = searchRiseSet('sun', 'set', place, after, input.sunrise, (nextSunrise - after) / MS_PER_DAY).instant;
  }
  return {
    rule: 'sunrise',
    start: sunrise,
    end: nextSunrise,
    sunrise,
    sunset: sunset !== null && sunset > sunrise && sunset < nextSunrise ? sunset : null,
    nextSunrise,
    solarNoon: times.solarNoon,
    noSunriseReason: null,
  };
}

function tithiRecord(n: number): Tithi {
  return tithiByNumber(n) as Tithi;
}

function nakshatraRecord(n: number): Nakshatra {
  return nakshatraByNumber(n) as Nakshatra;
}

function signRecord(n: number): Sign {
  return signByNumber(n) as Sign;
}

function toTithis(list: readonly ElementOccurrence[]): TithiEntry[] {
  return list.map(({ index, start, end }) => {
    const tithi = tithiRecord(index);
    return { number: index, name: tithi.en, paksha: tithi.paksha, start, end };
  });
}

function toNakshatras(list: readonly ElementOccurrence[], padas: readonly ElementOccurrence[]): NakshatraEntry[] {
  return list.map(({ index, start, end }) => {
    const nakshatra = nakshatraRecord(index);
    const own = padas
      .filter((pada) => Math.ceil(pada.index / 4) === index && pada.start < end && pada.end > start)
      .map((pada) => ({ pada: ((pada.index - 1) % 4) + 1, start: pada.start, end: pada.end }));
    return {
      number: index,
      name: nakshatra.en,
      lord: nakshatra.lord,
      padas: own,
      shool: nakshatraShool(nakshatra.id),
      start,
      end,
    };
  });
}

function toYogas(list: readonly ElementOccurrence[]): YogaEntry[] {
  return list.map(({ index, start, end }) => ({ number: index, name: (yogaByNumber(index) as Yoga).en, start, end }));
}

function toKaranas(list: readonly ElementOccurrence[]): KaranaEntry[] {
  return list.map(({ index, start, end }) => {
    const karana = karanaOfHalfTithi(index) as Karana;
    return { halfTithi: index, number: karana.number, name: karana.en, start, end };
  });
}

function toSigns(list: readonly ElementOccurrence[]): SignEntry[] {
  return list.map(({ index, start, end }) => {
    const sign = signRecord(index);
    return { number: index, id: sign.id, name: sign.en, start, end };
  });
}

function toGhatiEntries(windows: readonly GhatiWindow[]): GhatiWindowEntry[] {
  return windows.map((window) => ({ ...window, nakshatraName: nakshatraRecord(window.nakshatra).en }));
}

/** The Moon's star of the 28-star list over [start, end). */
interface StarSpan extends Span {
  readonly star: StarId;
}

/** Nakshatra numbers of Uttara Ashadha and Shravana, the two stars Abhijit is cut from. */
const UTTARA_ASHADHA = 21;
const SHRAVANA = 22;

/**
 * The Moon's 28-star sequence over the nakshatra occurrences: Uttara Ashadha's last pada (from 276°40′) and
 * Shravana's first fifteenth (to 280°53′20″) become Abhijit, solved on the Moon's sidereal longitude.
 */
function stars28(nakshatras: readonly NakshatraEntry[], ayanamshaId: AyanamshaId): StarSpan[] {
  const moon = (t: Instant): number => siderealMoonDeg(t, ayanamshaId);
  const result: StarSpan[] = [];
  const push = (star: StarId, start: Instant, end: Instant): void => {
    const last = result[result.length - 1];
    if (last !== undefined && last.star === star && last.end === start) {
      result[result.length - 1] = { star, start: last.start, end };
    } else if (end > start) {
      result.push({ star, start, end });
    }
  };
  for (const entry of nakshatras) {
    const id = nakshatraRecord(entry.number).id;
    const cut = entry.number === UTTARA_ASHADHA ? ABHIJIT.startDeg : entry.number === SHRAVANA ? ABHIJIT.endDeg : null;
    const found = cut === null ? null : findAngleCrossing(moon, cut, entry.start, entry.end, BOUNDARY_TOLERANCE_MS);
    const at = cut === null || found === null ? null : canonicalCrossing(moon, cut, found);
    if (at === null) push(id, entry.start, entry.end);
    else if (entry.number === UTTARA_ASHADHA) {
      push(id, entry.start, at);
      push(ABHIJIT.id, at, entry.end);
    } else {
      push(ABHIJIT.id, entry.start, at);
      push(id, at, entry.end);
    }
  }
  return result;
}

function anandadiEntries(
  nakshatras: readonly NakshatraEntry[],
  weekday: WeekdayIndex,
  dayStart: Instant,
  dayEnd: Instant,
  ayanamshaId: AyanamshaId,
): AnandadiEntry[] {
  return stars28(nakshatras, ayanamshaId)
    .filter((part) => part.end > dayStart && part.start < dayEnd)
    .map((part) => {
      const yoga = anandadiYoga(weekday, part.star);
      return {
        number: yoga.number,
        name: yoga.en,
        isAuspicious: yoga.isAuspicious,
        star: part.star,
        start: Math.max(part.start, dayStart),
        end: Math.min(part.end, dayEnd),
      };
    });
}


/**
 * The vara (0 = Sunday) at `instant`: the civil weekday of its local date once that date's sunrise has passed,
 * the previous weekday before it; the civil weekday when the date has no sunrise.
 */
function varaAt(place: Place, input: PanchangaDayInput, instant: Instant): WeekdayIndex {
  const date = localDateOf(input.zone, instant);
  const sunrise = sunTimesForLocalDate(place, input.zone, date, input.sunrise).sunrise.instant;
  const civil = weekdayOf(date) as WeekdayIndex;
  return sunrise !== null && instant < sunrise ? (((civil + 6) % 7) as WeekdayIndex) : civil;
}

function panchakWindows(
  place: Place,
  input: PanchangaDayInput,
  frame: DayFrame,
  weekday: WeekdayIndex,
): PanchakWindow[] {
  return panchakIntervals(frame.start, frame.end, input.ayanamshaId)
    .filter((interval) => interval.index === 1)
    .map(({ start, end }) => {
      const startWeekday = start >= frame.start && start < frame.end && frame.rule === 'sunrise'
        ? weekday
        : varaAt(place, input, start);
      const panchak = panchakByStartWeekday(startWeekday);
      return {
        startWeekday,
        id: panchak.id,
        name: panchak.en,
        isAuspicious: panchak.isAuspicious,
        severity: panchak.severity,
        description: panchak.description,
        start,
        end,
      };
    });
}

/**
 * The astronomical day of `input.localDate` at the place: see `StoredPanchangaDay` and the module comment.
 * Throws `PanchangaInputError` for a latitude, longitude or elevation out of range.
 */
export function storedPanchangaDay(input: PanchangaDayInput): StoredPanchangaDay {
  assertInput(input);
  const place: Place = { latitude: input.latitude, longitude: input.longitude, elevationMeters: input.elevationM };
  const frame = dayFrame(place, input);
  const weekday = weekdayOf(input.localDate) as WeekdayIndex;
  const vara = varaByIndex(weekday);
  const options = { ayanamshaId: input.ayanamshaId };
  const { start, end } = frame;

  const nakshatras = toNakshatras(
    occurrences('nakshatra', start, end, options),
    occurrences('pada', start, end, options),
  );
  const moonSigns = toSigns(occurrences('moonSign', start, end, options))
    .map((sign) => ({ ...sign, nivas: chandraNivas(sign.id) }));

  const previousSunset = frame.rule === 'sunrise'
    ? searchRiseSet('sun', 'set', place, frame.start - MS_PER_SECOND, input.sunrise, -PREVIOUS_SUNSET_LIMIT_DAYS).instant
    : null;
  const moonTimes = moonTimesForLocalDate(place, input.zone, input.localDate, input.sunrise);
  const panchak = panchakWindows(place, input, frame, weekday);
  const ayanamshaDeg = ayanamshaDegrees(input.ayanamshaId, start, { true: true });
  const sunAtStart = siderealSunDeg(start, input.ayanamshaId);
  const moonAtStart = siderealMoonDeg(start, input.ayanamshaId);

  return {
    schema: STORED_DAY_SCHEMA,
    date: formatLocalDate(input.localDate),
    place: { latitude: input.latitude, longitude: input.longitude, elevationM: input.elevationM },
    zone: input.zone,
    options: {
      ayanamshaId: input.ayanamshaId,
      ayanamshaName: AYANAMSHAS[input.ayanamshaId].name,
      node: input.node,
      sunrise: input.sunrise,
    },
    dayRule: frame.rule,
    start,
    end,
    sun: {
      sunrise: frame.sunrise,
      sunset: frame.sunset,
      nextSunrise: frame.nextSunrise,
      solarNoon: frame.solarNoon,
      noSunriseReason: frame.noSunriseReason,
      previousSunset: previousSunset !== null && previousSunset < start ? previousSunset : null,
      dinamanaMs: frame.sunrise !== null && frame.sunset !== null && frame.sunset > frame.sunrise
        ? frame.sunset - frame.sunrise : null,
      ratrimanaMs: frame.sunset !== null && frame.nextSunrise !== null && frame.nextSunrise > frame.sunset
        ? frame.nextSunrise - frame.sunset : null,
    },
    moon: {
      moonrise: moonTimes.moonrise.instant,
      moonriseReason: moonTimes.moonrise.reason,
      moonset: moonTimes.moonset.instant,
      moonsetReason: moonTimes.moonset.reason,
    },
    vara: { weekday, name: vara.en, nameHi: vara.hi, lord: vara.lord },
    tithis: toTithis(occurrences('tithi', start, end, options)),
    nakshatras,
    yogas: toYogas(occurrences('yoga', start, end, options)),
    karanas: toKaranas(occurrences('karana', start, end, options)),
    moonSigns,
    sunSigns: toSigns(occurrences('sunSign', start, end, options)),
    varjyam: toGhatiEntries(varjyamWindows(nakshatras, start, end)),
    amritKaal: toGhatiEntries(amritKaalWindows(nakshatras, start, end)),
    anandadi: anandadiEntries(nakshatras, weekday, start, end, input.ayanamshaId),
    panchak: { isActive: panchak.length > 0, windows: panchak },
    dishaShool: { direction: dishaShool(weekday).direction, remedy: dishaShool(weekday).remedy },
    calendar: lunarCalendarAt(start, input.ayanamshaId),
    positions: {
      instant: start,
      ayanamshaDeg,
      sun: { longitudeDeg: sunAtStart, sign: Math.floor(sunAtStart / 30) + 1 },
      moon: { longitudeDeg: moonAtStart, sign: Math.floor(moonAtStart / 30) + 1 },
    },
    lagnas: lagnaWindows(start, end, input.latitude, input.longitude, input.ayanamshaId),
    samples: positionSamples(start, end, input.ayanamshaId),
  };
}

/** The elements holding at one instant of a stored day. */
export interface PanchangaAt {
  readonly tithi: TithiEntry;
  readonly nakshatra: NakshatraEntry;
  /** Pada 1–4 of the nakshatra at the instant. */
  readonly pada: number;
  readonly yoga: YogaEntry;
  readonly karana: KaranaEntry;
  readonly moonSign: MoonSignEntry;
}

function containing<T extends Span>(list: readonly T[], instant: Instant): T | null {
  return list.find((entry) => entry.start <= instant && instant < entry.end) ?? null;
}

/**
 * The tithi, nakshatra (with pada), yoga, karana and Moon sign holding at `instant`, looked up in a stored
 * day without astronomy. Answers for instants of the day, [day.start, day.end); null outside it.
 */
export function panchangaAt(day: StoredPanchangaDay, instant: Instant): PanchangaAt | null {
  if (!(instant >= day.start && instant < day.end)) return null;
  const tithi = containing(day.tithis, instant);
  const nakshatra = containing(day.nakshatras, instant);
  const yoga = containing(day.yogas, instant);
  const karana = containing(day.karanas, instant);
  const moonSign = containing(day.moonSigns, instant);
  const pada = nakshatra === null ? null : containing(nakshatra.padas, instant);
  if (tithi === null || nakshatra === null || pada === null || yoga === null || karana === null || moonSign === null) {
    return null;
  }
  return { tithi, nakshatra, pada: pada.pada, yoga, karana, moonSign };
}
