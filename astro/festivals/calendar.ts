/**
 * The festival and vrat calendar of one civil year at one place: every festival of data/festivals.ts on the day
 * its rule gives, with the tithi (or sankranti) that fixes it, the kala it was judged in, the window the tithi
 * holds of that kala, how the day was decided, and for Ekadashis the parana.
 *
 * Method. The tithis from a few days before the year to a few days after it are solved exactly
 * (`occurrences`); they are grouped into amanta lunations (Pratipada to Amavasya), each named by
 * `amantaMonthAt` (adhika flag included). A rule's tithi is looked up in the lunation of its month (never an
 * adhika one, except for the monthly vrats and the adhika Ekadashis); the Vedic days it touches (sunrise to
 * sunrise, the Vedic day of an instant is the one whose sunrise precedes it) get their sunrise, sunset and, for
 * moonrise rules, the moonrise of their civil date; `prevailingDay` picks the day. The day's civil date is the
 * date of its sunrise. An occurrence is in the year when that date is.
 *
 * Rules beyond the kala (data/festivals.ts): `minGhatisAfterSunrise` moves an udaya festival to the day before
 * when the tithi lasts less than that after sunrise; `bhadra-free-night` and `bhadra-free-day` report the
 * part of the night (sunset to its middle) or of the day the tithi holds outside Bhadra (Vishti
 * karana), the night rule moving to the next day's pradosha when Bhadra covers it all; `day-after` takes the
 * day after another festival; `solar-month` takes the civil first day of a solar month by a regional rule
 * (astro/calendars/solar-month.ts). Sankrantis are solved as the Sun's sidereal sign changes.
 *
 * Beyond the polar circles a festival whose day has no sunrise or sunset is left out and listed with the reason;
 * the others are given. Pure and deterministic: the same input gives the same occurrences, in date order (then
 * festival id, then tradition).
 */
import { ekadashiObservance } from './ekadashi.ts';
import { NoSunriseForRuleError, solarMonthStart } from '../calendars/solar-month.ts';
import { InvalidParameterError } from '../errors.ts';
import { type Kala, type KalaDay, type Prevalence, kalaWindow, prevailingDay } from './kalas.ts';
import type { AyanamshaId } from '../ayanamsha.ts';
import type { TimeWindow } from '../day-periods.ts';
import { amantaMonthAt } from '../panchanga/calendar.ts';
import { type ElementOccurrence, occurrences } from '../panchanga/elements.ts';
import { type Place, type RiseSetConvention, moonTimesForLocalDate, sunTimesForLocalDate } from '../rise-set.ts';
import {
  type Instant, type LocalDate, type Zone, MS_PER_DAY, addDays, formatLocalDate, localDateOf, startOfLocalDate, weekdayOf,
} from '../time.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';
import { purnimantaMonthNumber } from '../../data/lunar-calendar.ts';
import { karanaOfHalfTithi } from '../../data/karanas.ts';
import {
  EKADASHIS, FESTIVALS, type FestivalId, type FestivalRecord, type FestivalRule, MONTHLY_VRATS, SANKRANTI, type SolarMonthRule, type TithiRule, type Tradition,
} from '../../data/festivals.ts';

export interface FestivalCalendarInput {
  /** Civil year, in the place's zone. */
  readonly year: number;
  readonly place: Place;
  readonly zone: Zone;
  /** Sidereal zodiac of the month names and the sankrantis. */
  readonly ayanamshaId: AyanamshaId;
  /** Sunrise and sunset rule of the kalas. */
  readonly sunrise: RiseSetConvention;
}

/** How an occurrence's day was decided. */
export type DecidedBy =
  | Prevalence['decidedBy']
  | 'tithi-too-short-after-sunrise'
  | 'dwadashi-kshaya'
  | 'dashami-at-arunodaya'
  | 'bhadra-whole-night'
  | 'sankranti-before-sunset'
  | 'sankranti-after-sunset'
  | 'day-after'
  | 'solar-month-start';

export interface FestivalOccurrence {
  readonly festival: FestivalId;
  /** Set where Smartas and Vaishnavas keep different days (Ekadashi, Janmashtami); null otherwise. */
  readonly tradition: Tradition | null;
  /** Civil date of the Vedic day the festival is kept on, YYYY-MM-DD. */
  readonly date: string;
  /** 0 = Sunday. */
  readonly weekday: number;
  /** The lunar month of the tithi; null for sankrantis. */
  readonly month: { readonly amanta: number; readonly purnimanta: number; readonly isAdhika: boolean } | null;
  /** The tithi that fixes the day (1–30) with its start and end; null for sankrantis. */
  readonly tithi: { readonly number: number; readonly start: Instant; readonly end: Instant } | null;
  /** The sankranti that fixes a solar festival: the sidereal sign entered (1–12) and the instant. */
  readonly sankranti: { readonly sign: number; readonly instant: Instant } | null;
  /** The kala the tithi was judged in; null for sankrantis and `day-after` festivals. */
  readonly kala: Kala | null;
  /** That kala on the day kept (the instant kalas as one millisecond); null where there is none. */
  readonly kalaWindow: TimeWindow | null;
  /** The festival's time: the part of the kala (or of the day, or night, by the rule) the tithi holds. */
  readonly window: TimeWindow | null;
  readonly decidedBy: DecidedBy;
  /** Share of the kala the tithi holds on each day it touched, in day order (empty where no kala applies). */
  readonly shares: readonly number[];
  /** Index into `shares` of the day kept (before any move by `tithi-too-short-after-sunrise`); null without shares. */
  readonly dayIndex: number | null;
  /** Ekadashi: the window to break the fast the next morning. */
  readonly parana: TimeWindow | null;
}

interface Lunation {
  readonly amanta: number;
  readonly isAdhika: boolean;
  readonly tithis: readonly ElementOccurrence[];
}

/** Days scanned beyond each end of the year, so that a tithi touching 1 January or 31 December is whole. */
const MARGIN_DAYS = 4;

/** The calendar's working state for one year and place: days and lunations, computed on first use. */
class YearSky {
  readonly tithis: readonly ElementOccurrence[];
  readonly lunations: readonly Lunation[];
  private readonly days = new Map<string, KalaDay & { date: LocalDate }>();

  constructor(readonly input: FestivalCalendarInput) {
    const from = startOfLocalDate(input.zone, { y: input.year, m: 1, d: 1 }) - MARGIN_DAYS * MS_PER_DAY;
    const to = startOfLocalDate(input.zone, { y: input.year + 1, m: 1, d: 1 }) + MARGIN_DAYS * MS_PER_DAY;
    this.tithis = occurrences('tithi', from, to, { ayanamshaId: input.ayanamshaId });
    const lunations: Lunation[] = [];
    let current: ElementOccurrence[] = [];
    const close = () => {
      if (current.length === 0) return;
      // Any instant inside the lunation names it; the middle of its first tithi is safely inside.
      const month = amantaMonthAt((current[0]!.start + current[0]!.end) / 2, input.ayanamshaId);
      lunations.push({ amanta: month.number, isAdhika: month.isAdhika, tithis: current });
      current = [];
    };
    for (const tithi of this.tithis) {
      if (tithi.index === 1) close();
      current.push(tithi);
    }
    close();
    this.lunations = lunations;
  }

  /** The Vedic day beginning at the sunrise of `date`, with the moonrise of that date when asked. */
  day(date: LocalDate, withMoonrise = false): KalaDay & { date: LocalDate } {
    const key = formatLocalDate(date);
    let day: (KalaDay & { date: LocalDate }) | undefined = this.days.get(key);
    if (!day) {
      const times = sunTimesForLocalDate(this.input.place, this.input.zone, date, this.input.sunrise);
      const { sunrise, sunset, nextSunrise } = times;
      if (sunrise.instant === null || sunset.instant === null || nextSunrise.instant === null) {
        throw new NoSunriseError(key);
      }
      day = { date, sunrise: sunrise.instant, sunset: sunset.instant, nextSunrise: nextSunrise.instant, weekday: weekdayOf(date) as WeekdayIndex };
      this.days.set(key, day);
    }
    if (withMoonrise && day.moonrise === undefined) {
      day = { ...day, moonrise: moonTimesForLocalDate(this.input.place, this.input.zone, date, this.input.sunrise).moonrise.instant };
      this.days.set(key, day);
    }
    return day;
  }

  /** The Vedic day holding `instant`. */
  dayOf(instant: Instant, withMoonrise = false): KalaDay & { date: LocalDate } {
    const date = localDateOf(this.input.zone, instant);
    const day = this.day(date, withMoonrise);
    return instant < day.sunrise ? this.day(addDays(date, -1), withMoonrise) : day;
  }

  /** Consecutive Vedic days from the one holding `from` to the one holding `to`, plus `extra` more. */
  daysCovering(from: Instant, to: Instant, withMoonrise: boolean, extra = 0): (KalaDay & { date: LocalDate })[] {
    const days = [this.dayOf(from, withMoonrise)];
    const last = this.dayOf(Math.max(from, to - 1), withMoonrise).date;
    while (formatLocalDate(days.at(-1)!.date) < formatLocalDate(last)) days.push(this.day(addDays(days.at(-1)!.date, 1), withMoonrise));
    for (let i = 0; i < extra; i++) days.push(this.day(addDays(days.at(-1)!.date, 1), withMoonrise));
    return days;
  }

  /** The parts of [start, end) outside Bhadra (Vishti karana), in time order. */
  bhadraFree(start: Instant, end: Instant): TimeWindow[] {
    if (end <= start) return [];
    const pieces: TimeWindow[] = [];
    let cursor = start;
    for (const karana of occurrences('karana', start, end, { ayanamshaId: this.input.ayanamshaId })) {
      if (karanaOfHalfTithi(karana.index)?.id !== 'vishti') continue;
      if (karana.start > cursor) pieces.push({ start: cursor, end: Math.min(karana.start, end) });
      cursor = Math.max(cursor, karana.end);
    }
    if (cursor < end) pieces.push({ start: cursor, end });
    return pieces;
  }
}

/** A day a festival needs has no sunrise or sunset at the place (beyond the polar circles). */
export class NoSunriseError extends InvalidParameterError {
  constructor(readonly date: string) {
    super(`the Sun does not rise and set on ${date} at this latitude, so the festival's day cannot be fixed there`, date);
  }
}

const intersect = (a: TimeWindow | null, b: TimeWindow): TimeWindow | null => {
  if (!a) return null;
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : null;
};

/** The part of `kala` on `day` the tithi holds; for an instant kala, the part of the whole Vedic day. */
function heldWindow(day: KalaDay, kala: Kala, tithi: TimeWindow): TimeWindow | null {
  if (kala === 'sunrise' || kala === 'moonrise' || kala === 'midnight') return intersect({ start: day.sunrise, end: day.nextSunrise }, tithi);
  return intersect(kalaWindow(day, kala), tithi);
}

type Draft = Omit<FestivalOccurrence, 'date' | 'weekday'> & { readonly day: LocalDate };

/** One tithi festival by its rule in one lunation. */
function byTithiRule(sky: YearSky, festival: FestivalId, tradition: Tradition | null, rule: TithiRule, lunation: Lunation): Draft | null {
  const tithi = lunation.tithis.find((t) => t.index === rule.tithi);
  if (!tithi) return null;
  const moon = rule.kala === 'moonrise';
  const days = sky.daysCovering(tithi.start, tithi.end, moon);
  const prevalence = prevailingDay(tithi, days, rule.kala, rule);
  let index = prevalence.day;
  let decidedBy: DecidedBy = prevalence.decidedBy;
  if (rule.minGhatisAfterSunrise !== undefined && tithi.end - days[index]!.sunrise < rule.minGhatisAfterSunrise * 24 * 60_000 && index > 0) {
    index -= 1;
    decidedBy = 'tithi-too-short-after-sunrise';
  }
  let day = days[index]!;
  let kala = kalaWindow(day, rule.kala);
  let window: TimeWindow | null;
  if (rule.window === 'bhadra-free-night') {
    const midnight = (day.sunset + day.nextSunrise) / 2;
    const span = intersect({ start: day.sunset, end: midnight }, tithi);
    window = span ? (sky.bhadraFree(span.start, span.end)[0] ?? null) : null;
    if (!window) {
      day = sky.day(addDays(day.date, 1));
      kala = kalaWindow(day, rule.kala);
      window = kala;
      decidedBy = 'bhadra-whole-night';
    }
  } else if (rule.window === 'bhadra-free-day') {
    const span = intersect({ start: day.sunrise, end: day.nextSunrise }, tithi);
    window = span ? (sky.bhadraFree(span.start, span.end)[0] ?? null) : null;
  } else {
    window = heldWindow(day, rule.window === undefined || rule.window === 'kala' ? rule.kala : rule.window, tithi);
  }
  return {
    festival, tradition, day: day.date,
    month: { amanta: lunation.amanta, purnimanta: lunation.isAdhika ? lunation.amanta : purnimantaMonthNumber(lunation.amanta, rule.tithi <= 15 ? 'shukla' : 'krishna'), isAdhika: lunation.isAdhika },
    tithi: { number: tithi.index, start: tithi.start, end: tithi.end },
    sankranti: null, kala: rule.kala, kalaWindow: kala, window, decidedBy, shares: prevalence.shares, dayIndex: prevalence.day, parana: null,
  };
}

/** The Smarta and Vaishnava Ekadashi of one lunation's Shukla or Krishna half. */
function byEkadashi(sky: YearSky, festival: FestivalId, lunation: Lunation, tithiNumber: number): Draft[] {
  const ekadashi = lunation.tithis.find((t) => t.index === tithiNumber);
  const dwadashi = ekadashi && sky.tithis.find((t) => t.start === ekadashi.end);
  if (!ekadashi || !dwadashi) return [];
  const days = sky.daysCovering(ekadashi.start, ekadashi.end, false, 3);
  const observance = ekadashiObservance(ekadashi, dwadashi, days);
  const month = {
    amanta: lunation.amanta,
    purnimanta: lunation.isAdhika ? lunation.amanta : purnimantaMonthNumber(lunation.amanta, tithiNumber <= 15 ? 'shukla' : 'krishna'),
    isAdhika: lunation.isAdhika,
  };
  const smartaDecided: DecidedBy =
    observance.dwadashiKshaya ? 'dwadashi-kshaya'
    : observance.kshaya ? 'neither-day:day-it-begins'
    : observance.spansTwoSunrises ? 'both-days:first'
    : 'only-day';
  const vaishnavaDecided: DecidedBy =
    observance.vaishnava === observance.smarta ? smartaDecided
    : observance.spansTwoSunrises ? 'both-days:second'
    : observance.dwadashiKshaya ? 'only-day'
    : 'dashami-at-arunodaya';
  return (['smarta', 'vaishnava'] as const).map((tradition) => {
    const index = observance[tradition];
    const day = days[index]!;
    return {
      festival, tradition, day: day.date, month,
      tithi: { number: ekadashi.index, start: ekadashi.start, end: ekadashi.end },
      sankranti: null, kala: 'sunrise', kalaWindow: kalaWindow(day, 'sunrise'),
      window: heldWindow(day, 'sunrise', ekadashi),
      decidedBy: tradition === 'smarta' ? smartaDecided : vaishnavaDecided,
      shares: [], dayIndex: null, parana: observance.parana[tradition],
    };
  });
}

/** The Sun's sidereal sign changes in the scanned range (`index`: the sign entered, `start`: the instant). */
function sankrantiInstants(sky: YearSky): ElementOccurrence[] {
  const from = sky.tithis[0]!.start;
  return occurrences('sunSign', from, sky.tithis.at(-1)!.end, { ayanamshaId: sky.input.ayanamshaId }).filter((sign) => sign.start >= from);
}

/** A sankranti on its day: the Vedic day of the ingress, or the next when it falls after sunset. */
function sankrantiDraft(sky: YearSky, sign: ElementOccurrence): Draft {
  let day = sky.dayOf(sign.start);
  const afterSunset = sign.start >= day.sunset;
  if (afterSunset) day = sky.day(addDays(day.date, 1));
  return {
    festival: sign.index === 10 ? 'makar-sankranti' : SANKRANTI.id,
    tradition: null, day: day.date, month: null, tithi: null,
    sankranti: { sign: sign.index, instant: sign.start },
    kala: null, kalaWindow: null,
    window: { start: Math.max(day.sunrise, sign.start), end: day.sunset },
    decidedBy: afterSunset ? 'sankranti-after-sunset' : 'sankranti-before-sunset',
    shares: [], dayIndex: null, parana: null,
  };
}

/** A regional new year: the civil first day of the solar month the sankranti begins, by the region's rule. */
function solarMonthDraft(sky: YearSky, festival: FestivalId, rule: SolarMonthRule, sign: ElementOccurrence): Draft {
  const { place, zone, sunrise, ayanamshaId } = sky.input;
  const start = solarMonthStart(rule.rule, sign.index, sign.start, { place, zone, sunrise, ayanamshaId });
  return {
    festival, tradition: null, day: start.date, month: null, tithi: null,
    sankranti: { sign: sign.index, instant: sign.start },
    kala: null, kalaWindow: null, window: null, decidedBy: 'solar-month-start', shares: [], dayIndex: null, parana: null,
  };
}

/** A festival whose day could not be fixed, and why (a day it needs has no sunrise or sunset). */
export interface OmittedFestival {
  readonly festival: FestivalId;
  readonly reason: string;
}

export interface FestivalCalendar {
  /** In date order (then festival id, then tradition). */
  readonly occurrences: readonly FestivalOccurrence[];
  /** Beyond the polar circles: the festivals (of the lunations touching the year) left out, each once. */
  readonly omitted: readonly OmittedFestival[];
}

/** Every festival and vrat of data/festivals.ts kept in `input.year` at the place. */
export function festivalCalendar(input: FestivalCalendarInput): FestivalCalendar {
  const sky = new YearSky(input);
  const drafts: Draft[] = [];
  const omitted = new Map<string, string>();
  /** Runs one festival's rule; a day without sunrise leaves that festival out, saying why. */
  const attempt = (festival: FestivalId, compute: () => void) => {
    try {
      compute();
    } catch (error) {
      if (!(error instanceof NoSunriseError || error instanceof NoSunriseForRuleError)) throw error;
      if (!omitted.has(festival)) omitted.set(festival, error.message);
    }
  };
  for (const lunation of sky.lunations) {
    if (!lunation.isAdhika) {
      for (const festival of FESTIVALS) {
        for (const [key, rule] of Object.entries(festival.rules as FestivalRecord['rules']) as [Tradition | 'all', FestivalRule | undefined][]) {
          if (rule?.kind !== 'tithi' || rule.month !== lunation.amanta) continue;
          attempt(festival.id, () => {
            const draft = byTithiRule(sky, festival.id, key === 'all' ? null : key, rule, lunation);
            if (draft) drafts.push(draft);
          });
        }
      }
    }
    for (const ekadashi of EKADASHIS) {
      if (lunation.isAdhika ? ekadashi.month === 0 : ekadashi.month === lunation.amanta) {
        attempt(ekadashi.id, () => drafts.push(...byEkadashi(sky, ekadashi.id, lunation, ekadashi.tithi)));
      }
    }
    for (const vrat of MONTHLY_VRATS) {
      for (const tithi of vrat.tithis) {
        attempt(vrat.id, () => {
          const draft = byTithiRule(sky, vrat.id, null, { kind: 'tithi', month: lunation.amanta, tithi, kala: vrat.kala, both: vrat.both, neither: vrat.neither }, lunation);
          if (draft) drafts.push(draft);
        });
      }
    }
  }
  const sankrantis = sankrantiInstants(sky);
  for (const festival of FESTIVALS) {
    const rule = (festival.rules as FestivalRecord['rules']).all;
    if (rule?.kind !== 'solar-month') continue;
    for (const sign of sankrantis.filter((s) => s.index === rule.sign)) attempt(festival.id, () => drafts.push(solarMonthDraft(sky, festival.id, rule, sign)));
  }
  for (const sign of sankrantis) attempt(sign.index === 10 ? 'makar-sankranti' : SANKRANTI.id, () => drafts.push(sankrantiDraft(sky, sign)));
  for (const festival of FESTIVALS) {
    for (const rule of Object.values(festival.rules as FestivalRecord['rules'])) {
      if (rule?.kind !== 'day-after') continue;
      for (const before of drafts.filter((d) => d.festival === rule.festival)) {
        // The tithi of the day after is the one following the festival before's (Pratipada after Purnima).
        const next = sky.tithis.find((t) => before.tithi !== null && t.start === before.tithi.end);
        drafts.push({
          ...before, festival: festival.id, day: addDays(before.day, 1),
          tithi: next ? { number: next.index, start: next.start, end: next.end } : null,
          kala: null, kalaWindow: null, window: null, decidedBy: 'day-after', shares: [], dayIndex: null,
        });
      }
    }
  }
  const occurrences = drafts
    .filter((d) => d.day.y === input.year)
    .map(({ day, ...rest }) => ({ ...rest, date: formatLocalDate(day), weekday: weekdayOf(day) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.festival.localeCompare(b.festival) || (a.tradition ?? '').localeCompare(b.tradition ?? ''));
  return { occurrences, omitted: [...omitted].map(([festival, reason]) => ({ festival: festival as FestivalId, reason })) };
}
