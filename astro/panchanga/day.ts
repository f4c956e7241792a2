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
import type { PositionConvention } from '../positions.ts';
import { type MoonRiseConvention, type Place, type RiseSetConvention, type NoEventReason, moonTimesForLocalDate } from '../rise-set.ts';
import { chandraNivas, dishaShool } from '../day-periods.ts';
import { type LagnaWindow, lagnaWindows } from '../lagna.ts';
import type { PositionSamples } from '../interpolate.ts';
import { type Instant, type Zone, formatLocalDate, weekdayOf } from '../time.ts';
import type { GrahaId, WeekdayIndex } from '../../data/grahas.ts';
import type { DirectionId } from '../../data/shool.ts';
import { varaByIndex } from '../../data/varas.ts';
import { occurrences, siderealMoonDeg, siderealSunDeg } from './elements.ts';
import { amritKaalWindows, varjyamWindows } from './varjyam.ts';
import { type LunarCalendar, lunarCalendarAt } from './calendar.ts';
import { type PanchangaDayInput, assertInput } from './input.ts';
import { dayFrame, previousSunset } from './frame.ts';
import {
  type GhatiWindowEntry, type KaranaEntry, type MoonSignEntry, type NakshatraEntry, type SignEntry, type Span,
  type TithiEntry, type YogaEntry, toGhatiEntries, toKaranas, toNakshatras, toSigns, toTithis, toYogas,
} from './entries.ts';
import { type AnandadiEntry, anandadiEntries } from './stars.ts';
import { type PanchakWindow, panchakWindows } from './panchak.ts';
import { positionSamples } from './samples.ts';

export { type PanchangaDayInput, PanchangaInputError } from './input.ts';
export type {
  GhatiWindowEntry, KaranaEntry, MoonSignEntry, NakshatraEntry, PadaEntry, SignEntry, Span, TithiEntry, YogaEntry,
} from './entries.ts';
export type { AnandadiEntry } from './stars.ts';
export type { PanchakWindow } from './panchak.ts';

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
    /** Present only for the classical Moon; absent = topocentric (so default rows keep their layout). */
    readonly moonRise?: MoonRiseConvention;
    /** Present only for geometric positions; absent = apparent (so default rows keep their layout). */
    readonly positions?: PositionConvention;
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
  /** English name only: the stored day stays ASCII (one-byte strings in V8, half the bytes to copy and encode). */
  readonly vara: {
    readonly weekday: WeekdayIndex;
    readonly name: string;
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
export const STORED_DAY_SCHEMA = 2;

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
  const positions = input.positions ?? 'apparent';
  const options = { ayanamshaId: input.ayanamshaId, positions };
  const { start, end } = frame;

  const nakshatras = toNakshatras(
    occurrences('nakshatra', start, end, options),
    occurrences('pada', start, end, options),
  );
  const moonSigns = toSigns(occurrences('moonSign', start, end, options))
    .map((sign) => ({ ...sign, nivas: chandraNivas(sign.id) }));

  const sunsetBefore = previousSunset(place, input, frame);
  const moonRise = input.moonRise ?? 'topocentric';
  const moonTimes = moonTimesForLocalDate(place, input.zone, input.localDate, input.sunrise, moonRise);
  const panchak = panchakWindows(place, input, frame, weekday);
  const ayanamshaDeg = ayanamshaDegrees(input.ayanamshaId, start, { true: true });
  const sunAtStart = siderealSunDeg(start, input.ayanamshaId, positions);
  const moonAtStart = siderealMoonDeg(start, input.ayanamshaId, positions);

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
      ...(moonRise === 'topocentric' ? {} : { moonRise }),
      ...(positions === 'apparent' ? {} : { positions }),
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
      previousSunset: sunsetBefore,
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
    vara: { weekday, name: vara.en, lord: vara.lord },
    tithis: toTithis(occurrences('tithi', start, end, options)),
    nakshatras,
    yogas: toYogas(occurrences('yoga', start, end, options)),
    karanas: toKaranas(occurrences('karana', start, end, options)),
    moonSigns,
    sunSigns: toSigns(occurrences('sunSign', start, end, options)),
    varjyam: toGhatiEntries(varjyamWindows(nakshatras, start, end)),
    amritKaal: toGhatiEntries(amritKaalWindows(nakshatras, start, end)),
    anandadi: anandadiEntries(nakshatras, weekday, start, end, input.ayanamshaId, positions),
    panchak: { isActive: panchak.length > 0, windows: panchak },
    dishaShool: { direction: dishaShool(weekday).direction, remedy: dishaShool(weekday).remedy.en },
    calendar: lunarCalendarAt(start, input.ayanamshaId),
    positions: {
      instant: start,
      ayanamshaDeg,
      sun: { longitudeDeg: sunAtStart, sign: Math.floor(sunAtStart / 30) + 1 },
      moon: { longitudeDeg: moonAtStart, sign: Math.floor(moonAtStart / 30) + 1 },
    },
    lagnas: lagnaWindows(start, end, input.latitude, input.longitude, input.ayanamshaId),
    samples: positionSamples(start, end, input.ayanamshaId, positions),
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

/** The entry of `list` whose span [start, end) holds `instant` (the first, if spans overlap), or null. */
export function containing<T extends Span>(list: readonly T[], instant: Instant): T | null {
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
