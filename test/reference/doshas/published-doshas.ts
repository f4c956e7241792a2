/**
 * Published kaal sarp verdicts and sade sati dates, each with the source it was read from (README.md). Nothing
 * here was produced by this service. Dates are the civil dates (and, where printed, clock times) the sources
 * give, in the zone named beside them.
 */
import type { KaalSarpDirectionId, KaalSarpTypeId } from '../../../astro/doshas/kaal-sarp.ts';
import type { SadeSatiPhaseId } from '../../../astro/doshas/sade-sati.ts';

/** A kaal sarp verdict a source gives for a chart of test/reference/charts/published-charts.ts. */
export interface PublishedKaalSarp {
  readonly chartId: string;
  /** 'stated': the source says so; 'derived': follows from the signs the chart sources state (README.md). */
  readonly basis: 'stated' | 'derived';
  readonly present: boolean;
  /** True when absence holds under every partial definition whatever the degrees (grahas spread 4–3 or wider). */
  readonly absentUnderEveryDefinition?: boolean;
  /** Where stated: the arrangement, the node at the forward end, Rahu's house and the type it names. */
  readonly direction?: KaalSarpDirectionId;
  readonly leadingNode?: 'rahu' | 'ketu';
  readonly rahuHouse?: number;
  readonly type?: KaalSarpTypeId;
  readonly source: string;
}

export const PUBLISHED_KAAL_SARP: readonly PublishedKaalSarp[] = [
  {
    chartId: 'nehru', basis: 'stated', present: true, rahuHouse: 12, type: 'sheshnag',
    source:
      '"ups and downs cannot be ruled out including on account of Kal-Sarpa Yoga" (Cancer lagna; Rahu in the 12th ' +
      'as blabberwockying.wordpress.com 2016/06/14 states): https://www.shankerstudy.com/2007/11/political-factor-political.html. ' +
      'The type follows from Rahu\'s stated house by the table of gargastro.com / sitaaronkiduniya.com.',
  },
  {
    chartId: 'india-1947', basis: 'stated', present: true, direction: 'rahu-to-ketu', leadingNode: 'ketu', rahuHouse: 1, type: 'anant',
    source:
      '"The Chart for the Independence of India (15th August 1947, 00 Hrs, Delhi) has Kala Amrita Yoga … Ketu is in the ' +
      'lead"; Rahu in the 1st (Taurus), Ketu in the 7th: https://srath.com/jyotiṣa/mundane/india/ (Sanjay Rath, Times of ' +
      'Astrology 1997). Type from Rahu\'s house by the same table.',
  },
  {
    chartId: 'gandhi', basis: 'derived', present: false,
    source:
      'Stated signs (published-charts.ts): Rahu Cancer, Ketu Capricorn; Jupiter in Aries lies forward from Ketu, away ' +
      'from both node signs, the other six forward from Rahu (the Moon in Rahu\'s sign): absent under the default ' +
      'definition whatever the degrees. Whether "one graha outside" holds turns on the Moon\'s degree against ' +
      'Rahu\'s, which the sources do not state; not compared.',
  },
  {
    chartId: 'vivekananda', basis: 'derived', present: false, absentUnderEveryDefinition: true,
    source:
      'Stated signs (published-charts.ts): Rahu Scorpio, Ketu Taurus; Sun, Mercury, Venus, Mars forward from Rahu, Moon, ' +
      'Saturn, Jupiter forward from Ketu: absent under every definition.',
  },
];

/** A local date-time a source prints, 'YYYY-MM-DDTHH:MM' (time '00:00' when only the date is printed). */
export type LocalDateTime = string;

/** A published boundary of a sade sati for one Moon sign. */
export interface PublishedSadeSatiDate {
  /** Sidereal Moon sign 1–12 (10 = Capricorn). */
  readonly moonSign: number;
  /** The instant the engine is asked at (ISO, UT): picks the cycle as current, previous or next. */
  readonly now: string;
  readonly cycle: 'current' | 'previous' | 'next';
  /** The boundary: a cycle's start or end, a phase's start or end, or one interval of a phase. */
  readonly what:
    | { readonly kind: 'cycle-start' | 'cycle-end' }
    | { readonly kind: 'phase-start' | 'phase-end'; readonly phase: SadeSatiPhaseId }
    | { readonly kind: 'interval-start' | 'interval-end'; readonly phase: SadeSatiPhaseId; readonly index: number };
  readonly local: LocalDateTime;
  /** Hours east of UT of the source's clock. */
  readonly utcOffsetHours: number;
  /** True when only the date is printed (compared by civil date, ±1 day). */
  readonly dateOnly: boolean;
  readonly source: string;
}

const INDASTRO_CAPRICORN = 'https://www.indastro.com/sade-sati/capricorn-sade-sati.html ("First Phase: 26th January 2017 to ' +
  '23rd January 2020; Second Phase: 23rd January 2020 to 17th January 2023; Final Phase: 17th January 2023 to 29th March 2025")';
const DAILY_MIRROR =
  'http://www.dailymirror.lk/print/recomended-news/Saturn-returns-to-Zodiacal-sign-Capricorn-after-30-years/277-181403 ' +
  '(17 Jan 2020; Sri Lanka time, +5:30: Capricorn 09.56 on January 24, 2020; Aquarius 07.56 on April 29, 2022; back to ' +
  'Capricorn 14.20 on July 13, 2022; Aquarius 18.20 on January 17, 2023)';
const HIMALAYAN_TIMES =
  'https://thehimalayantimes.com/opinion/saturn-and-sade-sati/ (28 Jan 2020: "Saturn\'s transit … in the sign of ' +
  'Capricorn on January 24 begins the Sade-sati for those born under the Aquarius moon sign. This day ends the ' +
  'Sade-sati for Scorpio and begins the last phase of the Sade-sati for Sagittarius")';

const CP = 10, AQ = 11, SC = 8, SG = 9;
const IN_2024 = '2024-01-01T00:00:00Z';
const IN_MID_2020 = '2020-06-01T00:00:00Z';

export const PUBLISHED_SADE_SATI: readonly PublishedSadeSatiDate[] = [
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'cycle-start' }, local: '2017-01-26T00:00', utcOffsetHours: 5.5, dateOnly: true, source: INDASTRO_CAPRICORN },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'phase-start', phase: 'peak' }, local: '2020-01-23T00:00', utcOffsetHours: 5.5, dateOnly: true, source: INDASTRO_CAPRICORN },
  // indastro dates each phase from Saturn's lasting entry, passing over the loop of April–July 2022 (README.md).
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-start', phase: 'setting', index: 1 }, local: '2023-01-17T00:00', utcOffsetHours: 5.5, dateOnly: true, source: INDASTRO_CAPRICORN },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'cycle-end' }, local: '2025-03-29T00:00', utcOffsetHours: 5.5, dateOnly: true, source: INDASTRO_CAPRICORN },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-start', phase: 'peak', index: 0 }, local: '2020-01-24T09:56', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-end', phase: 'peak', index: 0 }, local: '2022-04-29T07:56', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-start', phase: 'setting', index: 0 }, local: '2022-04-29T07:56', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-end', phase: 'setting', index: 0 }, local: '2022-07-13T14:20', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-start', phase: 'peak', index: 1 }, local: '2022-07-13T14:20', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-end', phase: 'peak', index: 1 }, local: '2023-01-17T18:20', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: CP, now: IN_2024, cycle: 'current', what: { kind: 'interval-start', phase: 'setting', index: 1 }, local: '2023-01-17T18:20', utcOffsetHours: 5.5, dateOnly: false, source: DAILY_MIRROR },
  { moonSign: AQ, now: IN_MID_2020, cycle: 'current', what: { kind: 'cycle-start' }, local: '2020-01-24T00:00', utcOffsetHours: 5.75, dateOnly: true, source: HIMALAYAN_TIMES },
  { moonSign: SC, now: IN_MID_2020, cycle: 'previous', what: { kind: 'cycle-end' }, local: '2020-01-24T00:00', utcOffsetHours: 5.75, dateOnly: true, source: HIMALAYAN_TIMES },
  { moonSign: SG, now: IN_MID_2020, cycle: 'current', what: { kind: 'phase-start', phase: 'setting' }, local: '2020-01-24T00:00', utcOffsetHours: 5.75, dateOnly: true, source: HIMALAYAN_TIMES },
];
