/**
 * Sign horoscopes (rashifal) written by named rules over the real transits of a period. Every statement names
 * the rule that produced it and its `basis`: the graha, the sign it stood in, the house that sign is from the
 * reader's sign and the dates. The same inputs give the same words: wordings are chosen among a rule's variants
 * by rotation on the date and the sign (data/horoscope-phrases.ts), never by chance.
 *
 * Inputs are the daily rows of the nine grahas at 00:00 UT (05:30 IST, about sunrise in India) of every date of
 * the period and the day after it, the exact sign ingresses on both zodiacs (a tropical reader gets tropical
 * ingresses), and the stations, lunations and eclipses around the period. Every date a reader sees, in the key
 * dates and in the sentences, is a civil date of the reader's zone (`zone`: Indian Standard Time for the sign
 * horoscopes, the birth's zone for natal ones): an event belongs to the period and to the date on which it
 * happens there. Placements ("as they stand") are read off the rows.
 *
 * Rules (ids appear in `statements[].rule`):
 * - `moon.house.<n>`: the Moon's house from the sign sets the day's tone (chandrashtama in the 8th);
 * - `transit.<graha>.favorable|unfavorable`: a graha's house from the sign (Phaladeepika ch. 26);
 * - `vedha.<graha>`: a favorable transit obstructed by a graha in its vedha house;
 * - `event.<type>`: a sign ingress, a station, a new or full moon, an eclipse, the start of chandrashtama (the
 *   Moon entering the 8th sign from the reader's);
 * - `retrograde.<graha>`: a planet retrograde through a house at the middle of a week, month or year;
 * - lucky number: the graha number of the day's ruler (the weekday lord); lucky colour: the colour of the first
 *   unobstructed favorable graha in the natural benefic order Jupiter, Venus, Mercury, Moon, Sun, Mars, Saturn,
 *   Rahu, Ketu (else the day ruler's); lucky stone: the stone of the sign's lord (data/lucky.ts);
 * - remedies: for the slowest unfavorable graha (Saturn, Rahu, Ketu, Mars, Sun, then the others), its beej
 *   mantra on its weekday and a fast on that day.
 */
import { fillTemplate } from '../dasha/analysis/templates.ts';
import { GRAHA_IDS, type GrahaId, grahaById } from '../../data/grahas.ts';
import {
  ADVICE_PHRASES,
  EVENT_PHRASES,
  HOUSE_ORDINALS,
  HOUSE_THEMES,
  type HoroscopeArea,
  type HoroscopeTone,
  MOON_HOUSE_PHRASES,
  OVERVIEW_OPENERS,
  REMEDY_PHRASES,
  RETROGRADE_PHRASES,
  TRANSIT_EFFECTS,
  VEDHA_PHRASES,
} from '../../data/horoscope-phrases.ts';
import { LUCKY_BY_GRAHA } from '../../data/lucky.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { signByNumber, signName } from '../../data/signs.ts';
import { GREGORIAN_MONTHS, PERIOD_WORDS } from '../../data/calendar-words.ts';
import { varaByIndex } from '../../data/varas.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';
import { addDays, daysFromCivil, formatLocalDate, type LocalDate, localDateOf, MS_PER_DAY, startOfLocalDate, weekdayOf, type Zone } from '../time.ts';
import type { GrahaTransitRow } from '../transits/daily.ts';
import type { TransitEvent } from '../transits/events.ts';
import { houseFrom, type Placement, placements, type Zodiac } from './gochara.ts';
import type { SkyIngress } from './sky.ts';
import { type Lang, named } from '../../data/text.ts';
import { devanagariIn } from '../indic-script.ts';

export const HOROSCOPE_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** What a statement rests on: a graha in a sign, that sign's house from the reader's sign, and the dates. */
export interface Basis {
  readonly planet: GrahaId;
  /** Sign 1–12 on the zodiac read. */
  readonly sign: number;
  /** House 1–12 counted from the reader's sign. */
  readonly house: number;
  /**
   * First and last date (`YYYY-MM-DD`) the basis holds within the period: for a statement, the dates whose
   * rows at 00:00 UT show it; for a key date, the local date of the event.
   */
  readonly from: string;
  readonly to: string;
}

export interface Statement {
  readonly rule: string;
  readonly area: HoroscopeArea;
  readonly tone: HoroscopeTone;
  readonly text: string;
  readonly basis: Basis;
}

export interface KeyDate {
  readonly date: string;
  readonly prediction: string;
  readonly rule: string;
  readonly basis: Basis;
}

export interface SignHoroscopeInput {
  /** The reader's sign, 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  readonly zodiac: Zodiac;
  readonly lang: Lang;
  /** First date of the period (a day; a Monday; the 1st of a month; 1 January). */
  readonly start: LocalDate;
  /** Rows of the nine grahas at 00:00 UT of each date from `start` to the day after the period, in date order. */
  readonly days: readonly (readonly GrahaTransitRow[])[];
  /** Stations, new and full moons and eclipses around the period (those of its local dates are read). */
  readonly events: readonly TransitEvent[];
  /** Sign ingresses on both zodiacs around the period (those of its local dates are read). */
  readonly ingresses: readonly SkyIngress[];
  /** The zone whose civil dates the period's dates are. */
  readonly zone: Zone;
}

const grahaName = (id: GrahaId, lang: Lang) => named(grahaById(id), lang);
const dayNumber = (date: LocalDate) => daysFromCivil(date.y, date.m, date.d);
/** The instant of the row of a date: its 00:00 UT. */
const utcMidnightOf = (date: LocalDate) => dayNumber(date) * MS_PER_DAY;

/** One of a rule's wordings, rotating with the date and the sign so neighbours read differently. */
function pick<T>(list: readonly T[], date: LocalDate, sign: number, salt = 0): T {
  const n = list.length;
  return list[(((dayNumber(date) + sign * 5 + salt * 3) % n) + n) % n]!;
}

function houseValues(house: number, lang: Lang) {
  return { house: named(HOUSE_ORDINALS[house - 1]!, lang), theme: named(HOUSE_THEMES[house - 1]!, lang) };
}

function basisOf(p: Placement, from: LocalDate, to: LocalDate): Basis {
  return { planet: p.graha, sign: p.sign, house: p.house, from: formatLocalDate(from), to: formatLocalDate(to) };
}

/** The day's Moon: tone and area of the day. */
function moonStatement(day: Record<GrahaId, Placement>, input: SignHoroscopeInput, date: LocalDate): Statement {
  const moon = day.moon;
  const rule = MOON_HOUSE_PHRASES[moon.house - 1]!;
  const text = fillTemplate(named(pick(rule.variants, date, input.sign), input.lang), {
    ...houseValues(moon.house, input.lang),
    nakshatra: named(nakshatraByNumber(moon.nakshatra)!, input.lang),
    planet: grahaName('moon', input.lang),
    sign: signName(moon.sign, input.lang),
  });
  return { rule: `moon.house.${moon.house}`, area: rule.area, tone: rule.tone, text, basis: basisOf(moon, date, date) };
}

/** A graha other than the Moon in its house from the sign, with vedha. */
function transitStatement(day: Record<GrahaId, Placement>, graha: Exclude<GrahaId, 'moon'>, input: SignHoroscopeInput, date: LocalDate, span: readonly [LocalDate, LocalDate]): Statement {
  const p = day[graha];
  const effect = TRANSIT_EFFECTS[graha];
  const salt = GRAHA_IDS.indexOf(graha);
  const values = { ...houseValues(p.house, input.lang), planet: grahaName(graha, input.lang), sign: signName(p.sign, input.lang) };
  const basis = basisOf(p, span[0], span[1]);
  if (p.obstructedBy !== null) {
    const text = fillTemplate(named(pick(VEDHA_PHRASES, date, input.sign, salt), input.lang), {
      ...values,
      other: grahaName(p.obstructedBy, input.lang),
      otherHouse: named(HOUSE_ORDINALS[day[p.obstructedBy].house - 1]!, input.lang),
    });
    return { rule: `vedha.${graha}`, area: effect.area, tone: 'mixed', text, basis };
  }
  const list = p.favorable ? effect.favorable : effect.unfavorable;
  const text = fillTemplate(named(pick(list, date, input.sign, salt), input.lang), values);
  return { rule: `transit.${graha}.${p.favorable ? 'favorable' : 'unfavorable'}`, area: effect.area, tone: p.favorable ? 'supportive' : 'testing', text, basis };
}

const NOT_MOON = GRAHA_IDS.filter((id): id is Exclude<GrahaId, 'moon'> => id !== 'moon');
/** The order in which a lucky colour is looked for: natural benefics first. */
const BENEFIC_ORDER: readonly GrahaId[] = ['jupiter', 'venus', 'mercury', 'moon', 'sun', 'mars', 'saturn', 'rahu', 'ketu'];
/** The order in which an afflicting graha is chosen for remedies: the slowest first. */
const AFFLICTION_ORDER: readonly GrahaId[] = ['saturn', 'rahu', 'ketu', 'mars', 'sun', 'jupiter', 'venus', 'mercury', 'moon'];
/** A graha's fast day; Rahu's Saturday and Ketu's Tuesday as in data/dasha-interpretation.ts. */
const FAST_DAY: Readonly<Record<GrahaId, WeekdayIndex>> = { sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6, rahu: 6, ketu: 2 };

/** Remedies for the first graha of `AFFLICTION_ORDER` that is unfavorable or obstructed. */
function remediesFor(day: Record<GrahaId, Placement>, lang: Lang): { graha: GrahaId | null; texts: string[] } {
  const graha = AFFLICTION_ORDER.find((id) => !day[id].favorable || day[id].obstructedBy !== null) ?? null;
  if (graha === null) return { graha, texts: [] };
  const record = grahaById(graha);
  const dayName = named(varaByIndex(FAST_DAY[graha]), lang);
  const values = { planet: named(record, lang), mantra: lang === 'en' ? record.beejMantra.latin : devanagariIn(record.beejMantra.devanagari, lang), day: dayName };
  return { graha, texts: [fillTemplate(named(REMEDY_PHRASES.mantra, lang), values), fillTemplate(named(REMEDY_PHRASES.fast, lang), values)] };
}

/** Lucky number, colour and stone of a date for a sign (rules in the module comment). */
function luckyOf(day: Record<GrahaId, Placement>, sign: number, date: LocalDate, lang: Lang) {
  const ruler = varaByIndex(weekdayOf(date) as WeekdayIndex).lord;
  const colourGraha = BENEFIC_ORDER.find((id) => day[id].favorable && day[id].obstructedBy === null) ?? ruler;
  const lord = signByNumber(sign)!.lord;
  return { number: LUCKY_BY_GRAHA[ruler].number, color: named(LUCKY_BY_GRAHA[colourGraha].colour, lang), stone: named(LUCKY_BY_GRAHA[lord].stone, lang) };
}

/** The reader's placements on each date of the input (the last entry is the day after the period). */
function placementsByDay(input: SignHoroscopeInput): Record<GrahaId, Placement>[] {
  return input.days.map((rows) => placements(rows, input.sign, input.zodiac));
}

/**
 * Key dates of the local dates `first`…`last` of the period (indices from `input.start`): sign ingresses, stations,
 * lunations, eclipses and the start of chandrashtama, each on the date it happens in `input.zone`.
 */
function keyDates(input: SignHoroscopeInput, byDay: readonly Record<GrahaId, Placement>[], first: number, last: number, grahas: readonly GrahaId[], withChandrashtama: boolean): KeyDate[] {
  const out: KeyDate[] = [];
  const { lang, sign, zone } = input;
  const from = startOfLocalDate(zone, addDays(input.start, first));
  const to = startOfLocalDate(zone, addDays(input.start, last + 1));
  /** The index from `input.start` of the local date holding `instant`. */
  const indexOf = (instant: number) => {
    const date = localDateOf(zone, instant);
    return dayNumber(date) - dayNumber(input.start);
  };
  /** A key date on the local date of `instant`; its basis holds on that date. */
  const event = (key: keyof typeof EVENT_PHRASES, instant: number, p: Placement) => {
    const date = addDays(input.start, indexOf(instant));
    const text = fillTemplate(named(pick(EVENT_PHRASES[key], date, sign, out.length), lang), {
      ...houseValues(p.house, lang),
      planet: grahaName(p.graha, lang),
      sign: signName(p.sign, lang),
      date: formatLocalDate(date),
    });
    out.push({ date: formatLocalDate(date), prediction: text, rule: `event.${key}`, basis: basisOf(p, date, date) });
  };
  for (const ingress of input.ingresses) {
    if (ingress.zodiac !== input.zodiac || ingress.instant < from || ingress.instant >= to) continue;
    const placement = { ...byDay[indexOf(ingress.instant)]![ingress.graha], sign: ingress.sign, house: houseFrom(sign, ingress.sign) };
    if (ingress.graha !== 'moon' && grahas.includes(ingress.graha)) event('sign-ingress', ingress.instant, placement);
    if (ingress.graha === 'moon' && withChandrashtama && placement.house === 8) event('chandrashtama', ingress.instant, placement);
  }
  for (const e of input.events) {
    if (e.instant < from || e.instant >= to) continue;
    const day = byDay[indexOf(e.instant)]!;
    if ((e.type === 'station-retrograde' || e.type === 'station-direct') && grahas.includes(e.graha)) event(e.type, e.instant, day[e.graha]);
    else if (e.type === 'new-moon' || e.type === 'full-moon') event(e.type, e.instant, lunationPlacement(e.type, day, e, input));
    else if (e.type === 'solar-eclipse' || e.type === 'lunar-eclipse') event(e.type, e.instant, lunationPlacement(e.type === 'solar-eclipse' ? 'new-moon' : 'full-moon', day, e, input));
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.rule.localeCompare(b.rule));
}

/**
 * Where a lunation or an eclipse falls for the reader: the Moon's sign at the event, on the zodiac read (a new
 * moon is in the Sun's sign; a full moon in the sign opposite the Sun). The sign is taken from the Sun's row of
 * the date, advanced by the Sun's motion to the event (under a degree a day, so the sign is exact but within a
 * degree of a cusp).
 */
function lunationPlacement(kind: 'new-moon' | 'full-moon', day: Record<GrahaId, Placement>, event: TransitEvent, input: SignHoroscopeInput): Placement {
  const sunRow = input.days[0]!.find((r) => r.graha === 'sun')!;
  const offset = sunRow.tropicalLongitude - sunRow.siderealLongitude;
  const sidereal = 'siderealLongitude' in event ? event.siderealLongitude : null;
  let sign: number;
  if (sidereal !== null) {
    const longitude = input.zodiac === 'sidereal' ? sidereal : (sidereal + offset + 360) % 360;
    sign = Math.floor(longitude / 30) + 1;
  } else {
    sign = kind === 'new-moon' ? day.sun.sign : ((day.sun.sign + 5) % 12) + 1;
  }
  return { ...day.moon, sign, house: houseFrom(input.sign, sign) };
}

/** Supportive when favorable statements outnumber testing ones, testing when fewer, mixed when even. */
function toneOf(statements: readonly Statement[]): HoroscopeTone {
  const balance = statements.reduce((sum, st) => sum + (st.tone === 'supportive' ? 1 : st.tone === 'testing' ? -1 : 0), 0);
  return balance > 0 ? 'supportive' : balance < 0 ? 'testing' : 'mixed';
}

function advice(area: HoroscopeArea, tone: HoroscopeTone, date: LocalDate, sign: number, lang: Lang): string {
  return named(pick(ADVICE_PHRASES[area][tone], date, sign, 7), lang);
}

function opener(period: 'weekly' | 'monthly' | 'yearly', tone: HoroscopeTone, input: SignHoroscopeInput): string {
  return fillTemplate(named(pick(OVERVIEW_OPENERS[period][tone], input.start, input.sign), input.lang), {
    sign: signName(input.sign, input.lang),
    period: named(PERIOD_WORDS[period], input.lang),
  });
}

export interface DailyHoroscope {
  readonly sign: number;
  readonly date: string;
  readonly prediction: string;
  readonly lucky: { readonly number: number; readonly color: string; readonly stone: string };
  readonly remedies: readonly string[];
  readonly planetaryInfluences: Readonly<Record<GrahaId, string>>;
  readonly statements: readonly Statement[];
  readonly keyDates: readonly KeyDate[];
}

/**
 * The horoscope of one date: the Moon's house, the day's events (or, on a quiet day, the graha whose turn it is:
 * the eight others rotate by date, so a week names seven of them) and advice for the Moon's area.
 */
export function dailyHoroscope(input: SignHoroscopeInput): DailyHoroscope {
  const reading = dayReading(input);
  const { date, day, moon, transit, featured } = reading;
  const influences = Object.fromEntries(
    GRAHA_IDS.map((id) => [id, id === 'moon' ? moon.text : id === featured ? transit.text : transitStatement(day, id, input, date, [date, date]).text]),
  ) as Record<GrahaId, string>;
  return {
    sign: input.sign,
    date: formatLocalDate(date),
    prediction: reading.prediction,
    lucky: luckyOf(day, input.sign, date, input.lang),
    remedies: remediesFor(day, input.lang).texts,
    planetaryInfluences: influences,
    statements: [moon, transit],
    keyDates: reading.events,
  };
}

/** The prediction of `dailyHoroscope(input)` alone (a weekly horoscope shows it for each of its days). */
export function dailyPrediction(input: SignHoroscopeInput): string {
  return dayReading(input).prediction;
}

/**
 * What a day's prediction is written from: the Moon's statement, the transit of the graha the date features
 * (turning through the eight others by date and sign), the day's key dates, and the prediction itself (the
 * Moon's statement, the first key date or else the featured transit, and the advice of the Moon's area).
 */
function dayReading(input: SignHoroscopeInput) {
  const byDay = placementsByDay(input);
  const date = input.start;
  const day = byDay[0]!;
  const moon = moonStatement(day, input, date);
  const featured = NOT_MOON[(((dayNumber(date) + input.sign) % NOT_MOON.length) + NOT_MOON.length) % NOT_MOON.length]!;
  const transit = transitStatement(day, featured, input, date, [date, date]);
  const events = keyDates(input, byDay, 0, 0, NOT_MOON, false);
  const middle = events[0]?.prediction ?? transit.text;
  return { date, day, moon, featured, transit, events, prediction: [moon.text, middle, advice(moon.area, moon.tone, date, input.sign, input.lang)].join(' ') };
}

/**
 * Statements of the grahas that matter over a span, as they stand on its middle date; each basis runs over the
 * dates around the middle on which the graha stays in that sign.
 */
function slowStatements(byDay: readonly Record<GrahaId, Placement>[], middleIndex: number, days: number, grahas: readonly Exclude<GrahaId, 'moon'>[], input: SignHoroscopeInput): Statement[] {
  const middle = byDay[middleIndex]!;
  return grahas.map((id) => {
    const sign = middle[id].sign;
    let first = middleIndex;
    while (first > 0 && byDay[first - 1]![id].sign === sign) first--;
    let last = middleIndex;
    while (last < days - 1 && byDay[last + 1]![id].sign === sign) last++;
    return transitStatement(middle, id, input, input.start, [addDays(input.start, first), addDays(input.start, last)]);
  });
}

/** The planets that turn retrograde (Rahu and Ketu always move backwards, the Sun and Moon never). */
const RETROGRADING: readonly Exclude<GrahaId, 'moon'>[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/**
 * Retrograde spans at the middle of a period (rule `retrograde.<graha>`): a planet retrograde on the middle date,
 * with its basis over the dates around it on which it stays retrograde in that sign.
 */
function retrogradeStatements(byDay: readonly Record<GrahaId, Placement>[], middleIndex: number, days: number, input: SignHoroscopeInput): Statement[] {
  const middle = byDay[middleIndex]!;
  return RETROGRADING.filter((id) => middle[id].retrograde).map((id) => {
    const p = middle[id];
    const same = (i: number) => byDay[i]![id].retrograde && byDay[i]![id].sign === p.sign;
    let first = middleIndex;
    while (first > 0 && same(first - 1)) first--;
    let last = middleIndex;
    while (last < days - 1 && same(last + 1)) last++;
    const until = localDateOf(input.zone, utcMidnightOf(addDays(input.start, last)));
    const text = fillTemplate(named(pick(RETROGRADE_PHRASES, input.start, input.sign, GRAHA_IDS.indexOf(id)), input.lang), {
      ...houseValues(p.house, input.lang),
      planet: grahaName(id, input.lang),
      date: formatLocalDate(until),
    });
    return { rule: `retrograde.${id}`, area: TRANSIT_EFFECTS[id].area, tone: 'mixed' as const, text, basis: basisOf(p, addDays(input.start, first), until) };
  });
}

export interface PeriodHoroscope {
  readonly sign: number;
  /** First and last date of the period, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly overview: string;
  readonly keyDates: readonly KeyDate[];
  readonly remedies: readonly string[];
  readonly statements: readonly Statement[];
}

/** Number of dates of a period starting at `start`. */
export function periodLengthDays(period: HoroscopePeriod, start: LocalDate): number {
  if (period === 'daily') return 1;
  if (period === 'weekly') return 7;
  if (period === 'monthly') return dayNumber({ y: start.m === 12 ? start.y + 1 : start.y, m: start.m === 12 ? 1 : start.m + 1, d: 1 }) - dayNumber(start);
  return dayNumber({ y: start.y + 1, m: 1, d: 1 }) - dayNumber(start);
}

/** The grahas an overview of each period weighs, and those whose ingresses make its key dates. */
const OVERVIEW_GRAHAS = {
  weekly: ['sun', 'mars', 'mercury', 'venus', 'jupiter', 'saturn'],
  monthly: ['sun', 'mars', 'jupiter', 'saturn', 'rahu'],
  yearly: ['jupiter', 'saturn', 'rahu', 'ketu'],
} as const satisfies Record<string, readonly Exclude<GrahaId, 'moon'>[]>;
const KEY_DATE_GRAHAS = {
  weekly: NOT_MOON,
  monthly: NOT_MOON,
  yearly: ['mars', 'jupiter', 'saturn', 'rahu', 'ketu'],
} as const satisfies Record<string, readonly GrahaId[]>;

/**
 * The horoscope of a week, a month or a year: an overview from the grahas that matter over that span (at its
 * middle date), the key dates of its real events, and remedies for the graha that afflicts most at its middle.
 */
export function periodHoroscope(period: 'weekly' | 'monthly' | 'yearly', input: SignHoroscopeInput): PeriodHoroscope {
  const byDay = placementsByDay(input);
  const days = periodLengthDays(period, input.start);
  const middleIndex = Math.floor(days / 2);
  const middle = byDay[middleIndex]!;
  const last = addDays(input.start, days - 1);
  const transits = slowStatements(byDay, middleIndex, days, OVERVIEW_GRAHAS[period], input);
  const tone = toneOf(transits);
  const statements = [...transits, ...retrogradeStatements(byDay, middleIndex, days, input)];
  const lead = transits.find((st) => st.tone !== 'mixed' && st.tone === tone) ?? transits[0]!;
  const other = transits.find((st) => st !== lead && st.tone !== lead.tone) ?? transits.find((st) => st !== lead);
  const retrograde = statements.find((st) => st.rule.startsWith('retrograde.'));
  const overview = [opener(period, tone, input), lead.text, ...(other ? [other.text] : []), ...(retrograde ? [retrograde.text] : []), advice(lead.area, tone, input.start, input.sign, input.lang)].join(' ');
  return {
    sign: input.sign,
    from: formatLocalDate(input.start),
    to: formatLocalDate(last),
    overview,
    keyDates: keyDates(input, byDay, 0, days - 1, KEY_DATE_GRAHAS[period], period !== 'yearly'),
    remedies: remediesFor(middle, input.lang).texts,
    statements,
  };
}

/** The month's name and year as the monthly horoscope shows it: "March 2026" / "मार्च 2026". */
export function monthTitle(start: LocalDate, lang: Lang): string {
  return `${named(GREGORIAN_MONTHS[start.m - 1]!, lang)} ${start.y}`;
}

/** The first date of the period holding `date`: the date itself, its week's Monday, the 1st of its month, 1 January. */
export function periodStart(period: HoroscopePeriod, date: LocalDate): LocalDate {
  if (period === 'daily') return date;
  if (period === 'weekly') return addDays(date, -((weekdayOf(date) + 6) % 7));
  if (period === 'monthly') return { y: date.y, m: date.m, d: 1 };
  return { y: date.y, m: 1, d: 1 };
}

