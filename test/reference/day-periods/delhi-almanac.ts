/**
 * Published New Delhi almanac days (IST, UTC+05:30), transcribed from the pages named in each case.
 * Times are the pages' own HH:MM (HH:MM:SS where the page gives seconds); a time after midnight carries
 * `nextDay: true`. Nothing here was computed by this project. See README.md for provenance and tolerance.
 */
import type { WeekdayIndex } from '../../../data/grahas.ts';

export interface ClockTime {
  readonly hh: number;
  readonly mm: number;
  readonly ss?: number;
  readonly nextDay?: boolean;
}

export type PeriodName =
  | 'rahuKaal' | 'yamaganda' | 'gulika' | 'abhijit' | 'brahmaBeforeSunrise' | 'vijaya' | 'nishita';

export interface AlmanacDay {
  readonly source: string;
  readonly url: string;
  /** Civil date in New Delhi. */
  readonly date: { readonly y: number; readonly m: number; readonly d: number };
  readonly weekday: WeekdayIndex;
  readonly sunrise: ClockTime;
  /** Published sunset, or the published day length (dinamana) when the page gives it to the second. */
  readonly sunset: ClockTime | { readonly dinamanaSeconds: number };
  /** Published night length (ratrimana) in seconds when the page gives it; otherwise 24 h after sunset is used. */
  readonly ratrimanaSeconds?: number;
  /** Published windows; `start`/`end` omitted where the page does not give them. */
  readonly expected: Partial<Record<PeriodName, { readonly start?: ClockTime; readonly end?: ClockTime }>>;
  /** Periods the page says do not occur that day. */
  readonly absent?: readonly PeriodName[];
}

export const DELHI_ALMANAC_DAYS: readonly AlmanacDay[] = [
  {
    source: 'drikpanchang.com Bengali daily panjika, New Delhi',
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=31/12/2020',
    date: { y: 2020, m: 12, d: 31 },
    weekday: 4,
    sunrise: { hh: 7, mm: 14 },
    sunset: { dinamanaSeconds: 10 * 3600 + 21 * 60 + 9 },
    ratrimanaSeconds: 13 * 3600 + 39 * 60 + 5,
    expected: {
      brahmaBeforeSunrise: { start: { hh: 5, mm: 25 }, end: { hh: 6, mm: 19 } },
      abhijit: { start: { hh: 12, mm: 4 }, end: { hh: 12, mm: 45 } },
      vijaya: { start: { hh: 14, mm: 8 }, end: { hh: 14, mm: 49 } },
      nishita: { start: { hh: 23, mm: 57 }, end: { hh: 0, mm: 52, nextDay: true } },
      rahuKaal: { start: { hh: 13, mm: 42 } },
    },
  },
  {
    source: 'news18.com "Aaj Ka Panchang, December 8, 2021" (New Delhi)',
    url: 'https://www.news18.com/news/astrology/horoscope/aaj-ka-panchang-december-8-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-wednesday-4528751.html',
    date: { y: 2021, m: 12, d: 8 },
    weekday: 3,
    sunrise: { hh: 7, mm: 2 },
    sunset: { hh: 17, mm: 24 },
    expected: {
      rahuKaal: { start: { hh: 12, mm: 13 }, end: { hh: 13, mm: 31 } },
      gulika: { start: { hh: 10, mm: 55 }, end: { hh: 12, mm: 13 } },
      brahmaBeforeSunrise: { start: { hh: 5, mm: 13 }, end: { hh: 6, mm: 7 } },
      vijaya: { start: { hh: 13, mm: 57 }, end: { hh: 14, mm: 38 } },
      nishita: { start: { hh: 23, mm: 46 }, end: { hh: 0, mm: 41, nextDay: true } },
    },
    absent: ['abhijit'],
  },
  {
    source: 'birthastro.com daily panchang, Delhi 2021-12-08 (upper-limb sunrise), as quoted in jyotish-definitions.md; sunset from the news18 page of the same day',
    url: 'https://www.birthastro.com/panchang/daily-panchang',
    date: { y: 2021, m: 12, d: 8 },
    weekday: 3,
    sunrise: { hh: 7, mm: 1, ss: 32 },
    sunset: { hh: 17, mm: 24 },
    expected: {
      rahuKaal: { start: { hh: 12, mm: 12, ss: 58 }, end: { hh: 13, mm: 30, ss: 49 } },
    },
  },
  {
    source: 'news18.com "Aaj Ka Panchang, December 21, 2021" (New Delhi)',
    url: 'https://www.news18.com/amp/news/astrology/horoscope/aaj-ka-panchang-december-21-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-tuesday-4574738.html',
    date: { y: 2021, m: 12, d: 21 },
    weekday: 2,
    sunrise: { hh: 7, mm: 10 },
    sunset: { hh: 17, mm: 29 },
    expected: {
      brahmaBeforeSunrise: { start: { hh: 5, mm: 20 }, end: { hh: 6, mm: 15 } },
      abhijit: { start: { hh: 11, mm: 59 }, end: { hh: 12, mm: 40 } },
      vijaya: { start: { hh: 14, mm: 2 }, end: { hh: 14, mm: 44 } },
      nishita: { start: { hh: 23, mm: 52 }, end: { hh: 0, mm: 47, nextDay: true } },
      rahuKaal: { start: { hh: 14, mm: 54 }, end: { hh: 16, mm: 11 } },
      gulika: { start: { hh: 12, mm: 19 }, end: { hh: 13, mm: 37 } },
    },
  },
  {
    source: 'news18.com "Aaj Ka Panchang, December 27, 2021" (New Delhi)',
    url: 'https://www.news18.com/news/astrology/horoscope/aaj-ka-panchang-december-27-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-monday-4589999.html',
    date: { y: 2021, m: 12, d: 27 },
    weekday: 1,
    sunrise: { hh: 7, mm: 12 },
    sunset: { hh: 17, mm: 32 },
    expected: {
      abhijit: { start: { hh: 12, mm: 2 }, end: { hh: 12, mm: 43 } },
      brahmaBeforeSunrise: { start: { hh: 5, mm: 23 }, end: { hh: 6, mm: 18 } },
      rahuKaal: { start: { hh: 8, mm: 30 }, end: { hh: 9, mm: 47 } },
      yamaganda: { start: { hh: 11, mm: 5 }, end: { hh: 12, mm: 22 } },
      gulika: { start: { hh: 13, mm: 40 }, end: { hh: 14, mm: 57 } },
    },
  },
];
