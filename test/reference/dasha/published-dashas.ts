/**
 * Recorded outside values for the dasha reference test. Each record says where it was read; README.md explains
 * the tolerances. None of these numbers came out of this project's code.
 *
 * Times are the local clock time the source prints (Indian Standard Time, UTC+5:30, for every chart here: the
 * sources give the birth times in IST and compute in it). Graha ids replace PyJHora's planet indices
 * (0 = Sun … 8 = Ketu).
 */
import type { GrahaId } from '../../../data/grahas.ts';

/** A birth as the source gives it: local date and clock time at UTC+5:30, and the place. */
export interface RecordedBirth {
  readonly date: { readonly y: number; readonly m: number; readonly d: number };
  readonly time: { readonly hh: number; readonly mm: number };
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
}

/** A local IST date-time 'YYYY-MM-DD hh:mm:ss' (24-hour clock). */
export type IstDateTime = string;

/**
 * PyJHora's Vimshottari mahadasha/antardasha start times for its own sample chart (1996-12-07 10:34 IST,
 * Chennai 13.0389° N, 80.2619° E; Lahiri ayanamsha, Swiss Ephemeris, dasha year 365.256364 days).
 * Source: PyJHora `src/jhora/tests/pvr_tests.py`, `_vimsottari_test_6`, expected list
 * (https://github.com/naturalstupid/PyJHora, read through the code index, blob 4784809938).
 * An independent implementation's output, not a publication: the ephemeris and ayanamsha code differ from ours.
 */
export const PYJHORA_VIMSHOTTARI_1996 = {
  birth: { date: { y: 1996, m: 12, d: 7 }, time: { hh: 10, mm: 34 }, latitudeDeg: 13.0389, longitudeDeg: 80.2619 },
  yearDays: 365.256364,
  antardashas: [
    ['rahu', 'rahu', '1996-07-16 01:12:44'], ['rahu', 'jupiter', '1999-03-29 05:49:29'], ['rahu', 'saturn', '2001-08-21 20:35:29'],
    ['rahu', 'mercury', '2004-06-27 20:07:36'], ['rahu', 'ketu', '2007-01-15 05:48:58'], ['rahu', 'venus', '2008-02-02 18:16:35'],
    ['rahu', 'sun', '2011-02-02 12:44:05'], ['rahu', 'moon', '2011-12-28 06:16:20'], ['rahu', 'mars', '2013-06-28 03:30:04'],
    ['jupiter', 'jupiter', '2014-07-16 15:57:42'], ['jupiter', 'saturn', '2016-09-02 21:05:15'], ['jupiter', 'mercury', '2019-03-17 04:40:28'],
    ['jupiter', 'ketu', '2021-06-22 02:37:14'], ['jupiter', 'venus', '2022-05-29 00:21:47'], ['jupiter', 'sun', '2025-01-27 00:46:13'],
    ['jupiter', 'moon', '2025-11-15 05:41:33'], ['jupiter', 'mars', '2027-03-17 05:53:46'], ['jupiter', 'rahu', '2028-02-21 03:38:20'],
    ['saturn', 'saturn', '2030-07-16 18:24:19'], ['saturn', 'mercury', '2033-07-19 13:54:53'], ['saturn', 'ketu', '2036-03-28 17:28:33'],
    ['saturn', 'venus', '2037-05-07 13:17:43'], ['saturn', 'sun', '2040-07-07 04:46:44'], ['saturn', 'moon', '2041-06-19 04:37:26'],
    ['saturn', 'mars', '2043-01-18 12:21:57'], ['saturn', 'rahu', '2044-02-27 08:11:06'], ['saturn', 'jupiter', '2047-01-03 07:43:13'],
    ['mercury', 'mercury', '2049-07-16 15:18:26'], ['mercury', 'ketu', '2051-12-13 07:07:31'], ['mercury', 'venus', '2052-12-09 12:13:36'],
    ['mercury', 'sun', '2055-10-10 09:39:34'], ['mercury', 'moon', '2056-08-15 20:53:21'], ['mercury', 'mars', '2058-01-15 07:36:20'],
    ['mercury', 'rahu', '2059-01-12 12:42:25'], ['mercury', 'jupiter', '2061-07-31 22:23:47'], ['mercury', 'saturn', '2063-11-06 20:20:34'],
    ['ketu', 'ketu', '2066-07-16 23:54:14'], ['ketu', 'venus', '2066-12-13 03:24:58'], ['ketu', 'sun', '2068-02-12 06:35:40'],
    ['ketu', 'moon', '2068-06-19 02:44:52'], ['ketu', 'mars', '2069-01-18 04:20:13'], ['ketu', 'rahu', '2069-06-16 07:50:58'],
    ['ketu', 'jupiter', '2070-07-04 20:18:35'], ['ketu', 'saturn', '2071-06-10 18:03:08'], ['ketu', 'mercury', '2072-07-19 13:52:17'],
    ['venus', 'venus', '2073-07-16 18:58:23'], ['venus', 'sun', '2076-11-15 07:28:56'], ['venus', 'moon', '2077-11-15 13:38:05'],
    ['venus', 'mars', '2079-07-17 07:53:22'], ['venus', 'rahu', '2080-09-15 11:04:03'], ['venus', 'jupiter', '2083-09-16 05:31:33'],
    ['venus', 'saturn', '2086-05-17 05:55:59'], ['venus', 'mercury', '2089-07-16 21:25:00'], ['venus', 'ketu', '2092-05-16 18:50:58'],
    ['sun', 'sun', '2093-07-16 22:01:40'], ['sun', 'moon', '2093-11-03 11:52:25'], ['sun', 'mars', '2094-05-05 02:57:00'],
    ['sun', 'rahu', '2094-09-09 23:06:12'], ['sun', 'jupiter', '2095-08-04 16:38:27'], ['sun', 'saturn', '2096-05-22 21:33:47'],
    ['sun', 'mercury', '2097-05-04 21:24:29'], ['sun', 'ketu', '2098-03-11 08:38:17'], ['sun', 'venus', '2098-07-17 04:47:29'],
    ['moon', 'moon', '2099-07-17 10:56:39'], ['moon', 'mars', '2100-05-17 20:04:17'], ['moon', 'rahu', '2100-12-16 21:39:38'],
    ['moon', 'jupiter', '2102-06-17 18:53:23'], ['moon', 'saturn', '2103-10-17 19:05:36'], ['moon', 'mercury', '2105-05-18 02:50:06'],
    ['moon', 'ketu', '2106-10-17 13:33:05'], ['moon', 'venus', '2107-05-18 15:08:26'], ['moon', 'sun', '2109-01-16 09:23:42'],
    ['mars', 'mars', '2109-07-18 00:28:17'], ['mars', 'rahu', '2109-12-14 03:59:02'], ['mars', 'jupiter', '2111-01-01 16:26:39'],
    ['mars', 'saturn', '2111-12-08 14:11:12'], ['mars', 'mercury', '2113-01-16 10:00:22'], ['mars', 'ketu', '2114-01-13 15:06:27'],
    ['mars', 'venus', '2114-06-11 18:37:12'], ['mars', 'sun', '2115-08-11 21:47:53'], ['mars', 'moon', '2115-12-17 17:57:06'],
  ] as const satisfies readonly (readonly [GrahaId, GrahaId, IstDateTime])[],
} as const;

/**
 * PyJHora's Ashtottari mahadasha starts for the same chart (Chennai given as 13.0878° N, 80.2785° E), labelled
 * in its test "Own Chart Compared to JHora" (JHora = P.V.R. Narasimha Rao's Jagannatha Hora).
 * Source: PyJHora `pvr_tests.py`, `_ashtothari_test_4`, expected list.
 */
export const PYJHORA_ASHTOTTARI_1996 = {
  birth: { date: { y: 1996, m: 12, d: 7 }, time: { hh: 10, mm: 34 }, latitudeDeg: 13.0878, longitudeDeg: 80.2785 },
  yearDays: 365.256364,
  mahadashas: [
    ['mars', '1992-11-21 08:54:59'], ['mercury', '2000-11-21 10:08:18'],
    ['saturn', '2017-11-21 18:44:05'], ['jupiter', '2027-11-22 08:15:44'],
    ['rahu', '2046-11-22 05:09:51'], ['venus', '2058-11-22 06:59:49'],
    ['sun', '2079-11-22 16:12:16'], ['moon', '2085-11-22 05:07:15'],
  ] as const satisfies readonly (readonly [GrahaId, IstDateTime])[],
} as const;

/** A worked example of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000). */
export interface BookExample {
  readonly label: string;
  readonly system: 'vimshottari' | 'ashtottari';
  readonly birth: RecordedBirth;
  /** Lord of the dasha running at birth. */
  readonly lordAtBirth: GrahaId;
  /** Balance of that dasha at birth in years, months, days, when recorded. */
  readonly balance?: { readonly years: number; readonly months: number; readonly days: number };
  /**
   * The book's answer about a later mahadasha: the lord running at a date, or the years of the lord's dasha (the
   * book names the first and the last year; the last may be the last full year, see README.md).
   */
  readonly bookAnswer?:
    | { readonly kind: 'running'; readonly lord: GrahaId; readonly at: IstDateTime }
    | { readonly kind: 'span'; readonly lord: GrahaId; readonly fromYear: number; readonly toYear: number };
  /** Sub-period starts PyJHora prints for the chart (its output, not the book's). */
  readonly pyjhoraStarts?: readonly (readonly [GrahaId, GrahaId | null, IstDateTime])[];
  readonly note: string;
}

/**
 * The book's examples of ch. 16.4 (Vimshottari) and 17.3 (Ashtottari), as transcribed with their expected
 * answers into PyJHora `pvr_tests.py` (`_vimsottari_test_2/3/4/5`, `_ashtothari_test_1/2/3`; an earlier
 * version of the same file, blob 41122610910, holds the first transcription).
 */
export const BOOK_EXAMPLES: readonly BookExample[] = [
  {
    label: 'Example 52 / Chart 17', system: 'vimshottari',
    birth: { date: { y: 1963, m: 8, d: 7 }, time: { hh: 21, mm: 14 }, latitudeDeg: 21 + 27 / 60, longitudeDeg: 83 + 58 / 60 },
    lordAtBirth: 'rahu', balance: { years: 0, months: 0, days: 13 },
    note: 'Born 13 days before the end of Rahu: the Moon is 1.6′ short of the end of Shatabhisha.',
  },
  {
    label: 'Example 53 / Chart 18', system: 'vimshottari',
    birth: { date: { y: 1972, m: 6, d: 1 }, time: { hh: 4, mm: 16 }, latitudeDeg: 16.25, longitudeDeg: 81.2 },
    lordAtBirth: 'sun',
    note: 'The balance is transcribed as 4 y 9 m 4 d in one PyJHora version and 4 y 8 m 27 d in a later one; '
      + 'with the book unavailable, only the lord is asserted.',
  },
  {
    label: 'Example 54 / Chart 19', system: 'vimshottari',
    birth: { date: { y: 1946, m: 10, d: 16 }, time: { hh: 12, mm: 58 }, latitudeDeg: 20.5, longitudeDeg: 85 + 50 / 60 },
    lordAtBirth: 'rahu',
    pyjhoraStarts: [['mercury', null, '1991-05-29 08:54:59'], ['ketu', null, '2008-05-28 17:30:47']],
    note: 'PyJHora notes "Start dasa is Rahu not Mercury as said in Book. Even JHora shows Rahu"; the Mercury '
      + 'mahadasha dates are PyJHora\'s.',
  },
  {
    label: 'Example 55 / Chart 20', system: 'vimshottari',
    birth: { date: { y: 1954, m: 11, d: 12 }, time: { hh: 7, mm: 52 }, latitudeDeg: 12.5, longitudeDeg: 78 + 50 / 60 },
    lordAtBirth: 'moon', balance: { years: 4, months: 7, days: 3 },
    note: 'Balance as transcribed by PyJHora.',
  },
  {
    label: 'Example 60 / Chart 23 (B.V. Raman)', system: 'ashtottari',
    birth: { date: { y: 1912, m: 8, d: 8 }, time: { hh: 19, mm: 38 }, latitudeDeg: 13, longitudeDeg: 77 + 35 / 60 },
    lordAtBirth: 'venus',
    bookAnswer: { kind: 'running', lord: 'rahu', at: '1998-12-20 12:00:00' },
    pyjhoraStarts: [['rahu', 'moon', '1998-10-12 16:41:05'], ['rahu', 'mars', '2000-06-12 10:56:22']],
    note: 'The book asks which dasha runs on 20 December 1998 (Rahu); the antardasha starts are PyJHora\'s output.',
  },
  {
    label: 'Example 61 / Chart 61 (Indira Gandhi)', system: 'ashtottari',
    birth: { date: { y: 1917, m: 11, d: 19 }, time: { hh: 23, mm: 3 }, latitudeDeg: 25 + 28 / 60, longitudeDeg: 81 + 52 / 60 },
    lordAtBirth: 'saturn',
    bookAnswer: { kind: 'span', lord: 'moon', fromYear: 1980, toYear: 1994 },
    note: 'Book: Moon dasha 1980–1994 (the newer transcription says 1980–1995).',
  },
  {
    label: 'Example 62 / Chart 6 (P.V. Narasimha Rao)', system: 'ashtottari',
    birth: { date: { y: 1921, m: 6, d: 28 }, time: { hh: 12, mm: 49 }, latitudeDeg: 18 + 26 / 60, longitudeDeg: 79 + 9 / 60 },
    lordAtBirth: 'rahu',
    bookAnswer: { kind: 'span', lord: 'mercury', fromYear: 1981, toYear: 1997 },
    note: 'Book: "Mercury dasha during 1981-1997".',
  },
];

/**
 * A Shashtihayani balance worked in print: Chowdhary Charan Singh, born 23-12-1902, Moon at 22°37′ Virgo
 * (Hasta, in the Moon's group Purva Phalguni–Chitra). Balance = 43′/800′ × 1 y 6 m (Hasta's share) + 1 y 6 m
 * (Chitra) = 1 y 6 m 29 d; the Moon's dasha ends on 22-7-1904.
 * Source: Manoj Kumar, "Alternative Dasha System Shasthi Hayani Dasha", Future Samachar, October 2013,
 * https://www.futuresamachar.com/en/alternative-dasha-system-shasthi-hayani-dasha-5185
 */
export const SHASHTIHAYANI_CHARAN_SINGH = {
  birthDate: { y: 1902, m: 12, d: 23 },
  moonSiderealDeg: 150 + 22 + 37 / 60,
  lord: 'moon',
  balance: { years: 1, months: 6, days: 29 },
  dashaEnds: { y: 1904, m: 7, d: 22 },
} as const;
