/**
 * Published birth charts: birth data and what the publications show (signs, nakshatras, divisional signs,
 * printed sidereal longitudes, Vimshottari periods). Every value here was read from the source named beside it
 * (see README.md); nothing was produced by this service. Signs are 1–12 (1 = Aries), nakshatras 1–27
 * (1 = Ashwini), dates are the local civil dates the sources print (at the chart's UTC offset).
 */
import type { GrahaId } from '../../../astro/chart/placement.ts';
import type { VargaDivision } from '../../../data/vargas.ts';

/** A local civil date 'YYYY-MM-DD' as a source prints it. */
export type CivilDate = string;

/** Vimshottari facts a source prints about a chart. */
export interface PublishedVimshottari {
  /** Lord of the mahadasha running at birth. */
  readonly lordAtBirth: GrahaId;
  /**
   * 'stated': the source names it (or prints its balance); 'nakshatra': the lord of the published birth
   * nakshatra by the rule of BPHS 46.12–15 (`VIMSHOTTARI_LORDS`), the source naming no dasha.
   */
  readonly lordAtBirthBasis: 'stated' | 'nakshatra';
  /** Balance of the birth mahadasha in years, months and days, when printed. */
  readonly balance?: { readonly years: number; readonly months: number; readonly days: number };
  /** Periods printed with a start and/or end date: [mahadasha] or [mahadasha, antardasha]. */
  readonly periods?: readonly {
    readonly lords: readonly [GrahaId] | readonly [GrahaId, GrahaId];
    readonly start?: CivilDate;
    readonly end?: CivilDate;
  }[];
  /** Periods a source says were running on a date: mahadasha, then antardasha and pratyantardasha as stated. */
  readonly running?: readonly { readonly date: CivilDate; readonly lords: readonly GrahaId[]; readonly event: string }[];
  /** A mahadasha start printed to the month only, asserted to the year (README.md says why). */
  readonly startYears?: readonly { readonly lord: GrahaId; readonly year: number; readonly printed: string }[];
}

/** A body whose longitude a source prints. */
export type PrintedBody = GrahaId | 'lagna';

export interface PublishedChart {
  readonly id: string;
  readonly person: string;
  /** Local clock time of birth and its offset from UT in hours (LMT = longitude / 15). */
  readonly local: string;
  readonly utcOffsetHours: number;
  readonly latitude: number;
  readonly longitude: number;
  /** Where each expected value comes from. */
  readonly sources: readonly string[];
  /**
   * Sidereal longitudes in degrees as a source prints them (sign and degrees-minutes-seconds). The test derives
   * the expected sign, nakshatra and navamsa of each printed body from them by the definitions (README.md).
   */
  readonly printedLongitudes?: Partial<Record<PrintedBody, number>>;
  readonly expected: {
    /** Rashi (D1) sign of the lagna and of the grahas, where stated in words. */
    readonly lagnaSign?: number;
    readonly signs?: Partial<Record<GrahaId, number>>;
    readonly nakshatras?: Partial<Record<GrahaId, number>>;
    /** Signs in divisional charts, where stated in words. */
    readonly vargas?: readonly {
      readonly division: VargaDivision;
      readonly lagnaSign?: number;
      readonly signs: Partial<Record<GrahaId, number>>;
    }[];
    readonly vimshottari?: PublishedVimshottari;
  };
}

/**
 * The Vimshottari lords in dasha order with their years, Ketu first; the lord of nakshatra n (1 = Ashwini) is
 * entry (n − 1) mod 9. Source: BPHS ch. 46.12–16; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 16.2 (the table of nakshatra lords and dasha years).
 */
export const VIMSHOTTARI_LORDS = [
  { lord: 'ketu', years: 7 }, { lord: 'venus', years: 20 }, { lord: 'sun', years: 6 }, { lord: 'moon', years: 10 },
  { lord: 'mars', years: 7 }, { lord: 'rahu', years: 18 }, { lord: 'jupiter', years: 16 }, { lord: 'saturn', years: 19 },
  { lord: 'mercury', years: 17 },
] as const satisfies readonly { lord: GrahaId; years: number }[];

const AR = 1, TA = 2, GE = 3, CN = 4, LE = 5, VI = 6, LI = 7, SC = 8, SG = 9, CP = 10, AQ = 11, PI = 12;
const ARDRA = 6;
const PUSHYA = 8;
const ASHLESHA = 9;
const HASTA = 13;
const ANURADHA = 17;

/** Sidereal longitude from a printed sign (1–12) and degrees, minutes, seconds. */
function printed(sign: number, degrees: number, minutes: number, seconds = 0): number {
  return (sign - 1) * 30 + degrees + minutes / 60 + seconds / 3600;
}

const PVR = 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar Publications, 2000)';
const PYJHORA_TRANSCRIPTION = 'chart as transcribed in PyJHora src/jhora/tests/pvr_tests.py (naturalstupid/PyJHora)';
const HOSPITAL_RECORD =
  'Birth time from the Holy Family Hospital register as reported by the Indian Express ("Delhi Under Ground: ' +
  'Meticulous Records", 21 October 2013), quoted in full by the two jyotshivirbhagat.com articles below';
/** New Delhi as Indian chart programs give it (28°36′ N, 77°12′ E); the printed lagnas agree with it (README.md). */
const NEW_DELHI = { latitude: 28 + 36 / 60, longitude: 77 + 12 / 60 } as const;

export const PUBLISHED_CHARTS: readonly PublishedChart[] = [
  {
    id: 'pvr-chart-6',
    person: 'P. V. Narasimha Rao (book Chart 6)',
    local: '1921-06-28T12:49:00',
    utcOffsetHours: 5.5,
    latitude: 18 + 26 / 60,
    longitude: 79 + 9 / 60,
    sources: [
      `${PVR}, Chart 6 (rasi), ${PYJHORA_TRANSCRIPTION}: chart_6 = ['8/5','','2/0/3','','6/4','L','7','','','','','1']`,
      'Birth data: pvr_tests.py Example 62 / Chart 6 (1921-06-28 12:49, 18°26′ N 79°09′ E, +5:30)',
    ],
    expected: {
      lagnaSign: VI,
      signs: { sun: GE, moon: PI, mars: GE, mercury: GE, jupiter: LE, venus: AR, saturn: LE, rahu: LI, ketu: AR },
    },
  },
  {
    id: 'pvr-chart-7',
    person: 'Ronald Reagan (book Chart 7)',
    local: '1911-02-06T02:04:00',
    utcOffsetHours: -6,
    latitude: 41 + 38 / 60,
    longitude: -(89 + 47 / 60),
    sources: [
      `${PVR}, Chart 7 (rasi), ${PYJHORA_TRANSCRIPTION}: chart_7 = ['6/1/7','','','','','','8/4','L','3/2','0','5','']`,
      'Birth data: PyJHora book_chart_data chart 7 (1911-02-06 02:04, 41°38′ N 89°47′ W, −6:00)',
    ],
    expected: {
      lagnaSign: SC,
      signs: { sun: CP, moon: AR, mars: SG, mercury: SG, jupiter: LI, venus: AQ, saturn: AR, rahu: AR, ketu: LI },
    },
  },
  {
    id: 'pvr-chart-5',
    person: 'Book Chart 5 (navamsha example)',
    local: '2000-04-19T19:21:00',
    utcOffsetHours: -4,
    latitude: 42 + 40 / 60,
    longitude: -(71 + 8 / 60),
    sources: [
      `${PVR}, Chart 5 (navamsha, Exercises 14–15), ${PYJHORA_TRANSCRIPTION}: chart_5 = ['1','0','','','7','4','','2/L/6','3','5','8','']`,
      'Birth data: PyJHora book_chart_data chart 5 (2000-04-19 19:21, 42°40′ N 71°08′ W, −4:00, D-9)',
    ],
    expected: {
      vargas: [
        {
          division: 9,
          lagnaSign: SC,
          signs: { sun: TA, moon: AR, mars: SC, mercury: SG, jupiter: VI, venus: CP, saturn: SC, rahu: LE, ketu: AQ },
        },
      ],
    },
  },
  {
    id: 'pvr-chart-12',
    person: 'Book Chart 12 (dashamsha example)',
    local: '1958-08-16T07:05:00',
    utcOffsetHours: -4,
    latitude: 43 + 36 / 60,
    longitude: -(83 + 53 / 60),
    sources: [
      `${PVR}, Chart 12 (dashamsha), ${PYJHORA_TRANSCRIPTION}. The file transcribes the chart twice and the two ` +
        "differ only in the Sun and Moon (['8','5','','','','L','7','2/4','0/3','1','','6'] in Exercise 21, " +
        "['8','5','','','','L','7','2/4','3/1','0','','6'] in Exercise 26); only the placements both agree on are used.",
      'Birth data: PyJHora book_chart_data chart 12 (1958-08-16 07:05, 43°36′ N 83°53′ W, −4:00, D-10)',
    ],
    expected: {
      vargas: [
        { division: 10, lagnaSign: VI, signs: { mars: SC, mercury: SG, jupiter: SC, venus: TA, saturn: PI, rahu: LI, ketu: AR } },
      ],
    },
  },
  {
    id: 'gandhi',
    person: 'Mohandas K. Gandhi',
    local: '1869-10-02T07:11:00',
    utcOffsetHours: 69.6293 / 15,
    latitude: 21.6417,
    longitude: 69.6293,
    sources: [
      'Rasi and navamsha tables, "Birth Star: Ayilyam, Lagnam: Thulam, Rasi: Kadagam": ' +
        'https://sitharsastrology.com/blog/single.php?id=798',
      'Libra lagna with Mars, Mercury, Venus, hemmed by Saturn and the Sun: ' +
        'https://www.shankerstudy.com/2007/10/father-of-nation-mahatma-gandhi.html',
      'Saturn in the 2nd, Sun in the 12th in Virgo, Jupiter in the 7th, Moon in own sign in the 10th with Rahu, ' +
        'Moon in Pisces navamsa: https://www.aghortantra.com/mahatma-gandhi/',
      'Moon in Pisces navamsa: https://blabberwockying.wordpress.com/2016/06/15/horoscope-of-mahatma-gandhi/',
      '"He got the dasha of Jupiter from January 1940 … In Jupiter-Saturn-Mercury dasha he launched his famous ' +
        '\'Quit India Movement\' on 9 August, 1942": ' +
        'http://www.lightonvedicastrology.com/vedic-astrology-diary-h/179-mahatma-gandhi-s-gajakesari-yoga',
    ],
    expected: {
      lagnaSign: LI,
      signs: { sun: VI, moon: CN, mars: LI, mercury: LI, jupiter: AR, venus: LI, saturn: SC, rahu: CN, ketu: CP },
      nakshatras: { moon: ASHLESHA },
      vargas: [
        { division: 9, signs: { sun: GE, moon: PI, mars: TA, mercury: CP, jupiter: SG, venus: TA, saturn: CP, rahu: LI, ketu: AR } },
      ],
      vimshottari: {
        lordAtBirth: 'mercury',
        lordAtBirthBasis: 'nakshatra',
        startYears: [{ lord: 'jupiter', year: 1940, printed: 'from January 1940' }],
        running: [{ date: '1942-08-09', lords: ['jupiter', 'saturn'], event: 'Quit India resolution (source: Jupiter–Saturn–Mercury)' }],
      },
    },
  },
  {
    id: 'nehru',
    person: 'Jawaharlal Nehru',
    local: '1889-11-14T23:03:00',
    utcOffsetHours: 5.5,
    latitude: 25.4358,
    longitude: 81.8463,
    sources: [
      'Cancer lagna with the Moon, Sun in the 5th in Scorpio, Mars in the 3rd, Venus own sign in the 4th, Rahu in ' +
        'the 12th, Ketu with Jupiter; atmakaraka Moon in Sagittarius navamsa and "Venus in the Karakamsa" (so ' +
        'Venus also in Sagittarius navamsa): ' +
        'https://blabberwockying.wordpress.com/2016/06/14/pandit-jawaharlal-nehrus-birth-chart/',
      'Moon, Venus and Jupiter in own signs, Sun in Scorpio, lagna hemmed by Saturn and Rahu: ' +
        'https://www.shankerstudy.com/2007/11/political-factor-political.html',
      'Mars aspecting Jupiter with Ketu; Venus and Mercury aspecting the 10th by the 7th aspect: ' +
        'http://learnjyotishnow.com/Astrology_Lesson_18.html',
      '"born in the Cancer ascendant as well as sign. His birth constellation is Ashlesha, which is ruled by ' +
        'Mercury": http://astrology.astrosage.com/2013/11/childrens-day-special-how-nehru-became.html',
    ],
    expected: {
      lagnaSign: CN,
      signs: { sun: SC, moon: CN, mars: VI, mercury: LI, jupiter: SG, venus: LI, saturn: LE, rahu: GE, ketu: SG },
      nakshatras: { moon: ASHLESHA },
      vargas: [{ division: 9, signs: { moon: SG, venus: SG } }],
      vimshottari: { lordAtBirth: 'mercury', lordAtBirthBasis: 'nakshatra' },
    },
  },
  {
    id: 'vivekananda',
    person: 'Swami Vivekananda',
    local: '1863-01-12T06:33:00',
    utcOffsetHours: 88.3639 / 15,
    latitude: 22.5726,
    longitude: 88.3639,
    sources: [
      'Sagittarius ascendant, Virgo rashi, Hasta; Sun in the ascendant, Jupiter in Libra in the 11th, Venus and ' +
        'Mercury in the 2nd: https://astroassured.com/swami-vivekananda-kundali-analysis',
      'Moon with Saturn in the 10th, Mars in the 5th in moolatrikona, Rahu in the 12th in a watery sign; in the ' +
        'navamsa Jupiter in Scorpio: blog article mirrored at feedreader.com (swami-vivekanandas-horsocope.html)',
      'Sun in the same sign in rasi and navamsa: https://clickastro.com/blog/?p=5367 and ' +
        'https://blabberwockying.wordpress.com/2016/08/09/horoscope-of-swami-vivekananda/',
    ],
    expected: {
      lagnaSign: SG,
      signs: { sun: SG, moon: VI, mars: AR, mercury: CP, jupiter: LI, venus: CP, saturn: VI, rahu: SC, ketu: TA },
      nakshatras: { moon: HASTA },
      vargas: [{ division: 9, signs: { sun: SG, jupiter: SC } }],
      vimshottari: { lordAtBirth: 'moon', lordAtBirthBasis: 'nakshatra' },
    },
  },
  {
    id: 'indira-gandhi',
    person: 'Indira Gandhi',
    local: '1917-11-19T23:11:00',
    utcOffsetHours: 5.5,
    latitude: 25 + 27 / 60 + 34 / 3600,
    longitude: 81 + 51 / 60 + 36 / 3600,
    sources: [
      'Birth data "19:11:1917, 23:11 IST", Anand Bhawan, Allahabad, 25°27′34″ N 81°51′36″ E: ' +
        'http://vedicastrology.wikidot.com/indira-gandhi',
      'Lagna and the longitudes of the Sun, Moon, Mars, Mercury, Venus, Saturn and Rahu (e.g. "ASC Cancer ' +
        '27-20-56", "Moon 05-35-20" in Capricorn); Jupiter retrograde in the 11th: ' +
        'https://jyotshivirbhagat.com/blog/former-prime-minister-indira-gandhis-chart-a-tough-life/',
      'Cancer lagna, Saturn in the lagna, Jupiter retrograde in the 11th, Ketu in the 12th: ' +
        'https://www.shakerastroguide.com/post/indra-gandhi-birth-chart-analysis',
      '"Meena is her navamsha lagna" (Journal of Astrology): http://learnjyotishnow.com/Indira_Gandhi.html',
      '"The period of Saturn AD in Dasha of Rahu was from 18 Dec, 1941 to 24 Oct, 44": ' +
        'https://www.shankerstudy.com/2012/01/learn-vedic-astrology-online-higher.html',
      '"On 31-10-1984, the native was assassinated while native was running dasha of Saturn-Rahu": ' +
        'https://www.shankerstudy.com/2013/04/encyclopedia-of-vedic-astrology_5117.html',
      'At the Emergency (25 June 1975) "Both Rahu and Mercury were undergoing their Antardasha (sub-period) during ' +
        'the Shani\'s Mahadasha", read as Saturn–Mercury–Rahu: https://horoscope.astrosage.com/emergency-in-india-astrology-analysis/',
    ],
    printedLongitudes: {
      lagna: printed(CN, 27, 20, 56),
      sun: printed(SC, 4, 7, 59),
      moon: printed(CP, 5, 35, 20),
      mars: printed(LE, 16, 23, 6),
      mercury: printed(SC, 13, 14, 36),
      venus: printed(SG, 21, 0, 39),
      saturn: printed(CN, 21, 53, 28),
      rahu: printed(SG, 10, 33, 52),
    },
    expected: {
      signs: { jupiter: TA, ketu: GE },
      vargas: [{ division: 9, lagnaSign: PI, signs: {} }],
      vimshottari: {
        lordAtBirth: 'sun',
        lordAtBirthBasis: 'nakshatra',
        periods: [{ lords: ['rahu', 'saturn'], start: '1941-12-18', end: '1944-10-24' }],
        running: [
          { date: '1975-06-25', lords: ['saturn', 'mercury', 'rahu'], event: 'Emergency declared' },
          { date: '1984-10-31', lords: ['saturn', 'rahu'], event: 'assassination' },
        ],
      },
    },
  },
  {
    id: 'rahul-gandhi',
    person: 'Rahul Gandhi',
    local: '1970-06-19T14:28:00',
    utcOffsetHours: 5.5,
    ...NEW_DELHI,
    sources: [
      HOSPITAL_RECORD,
      'Lagna and the nine longitudes ("ASC Libra 01-53-02", "Moon 02-14-17" in Sagittarius …) and "RAH from 16/ 4/19 ' +
        'till 16/ 4/37, RAH – JUP till 22/ 5/24, RAH – SAT till 28/ 3/27": ' +
        'https://jyotshivirbhagat.com/uncategorized/missing-firepower-rahul-gandhis-chart-analysis/',
      '"Balance of Dasha in Vimshottari: Ketu 5 Years 9 Months and 26 Days" (K.N. Rao\'s example of Kemadruma, ' +
        'Times of Astrology 2015): https://astrologicalmusings.com/the-enigmas-of-kemadruma-yoga-in-political-horoscopes-i',
      'Vargottama Libra lagna, Jupiter vargottama in Libra: ' +
        'https://upvartanews.com/news/lok-sabha-elections-rahul-gandhis-horoscope-says-you-too-know/6609/',
      'Jupiter and Mercury vargottama, Venus debilitated in the navamsa: ' +
        'http://vaidikasamhita.com/2014/02/16/rahul-gandhi-horoscope-analysis/ (written before the hospital time was ' +
        'published; only the navamsas of these slow grahas are used from it)',
    ],
    printedLongitudes: {
      lagna: printed(LI, 1, 53, 2),
      sun: printed(GE, 4, 13, 47),
      moon: printed(SG, 2, 14, 17),
      mars: printed(GE, 17, 47, 54),
      mercury: printed(TA, 15, 35, 53),
      jupiter: printed(LI, 2, 40, 20),
      venus: printed(CN, 9, 40, 1),
      saturn: printed(AR, 24, 30, 27),
      rahu: printed(AQ, 12, 52, 10),
      ketu: printed(LE, 12, 52, 10),
    },
    expected: {
      vargas: [{ division: 9, lagnaSign: LI, signs: { jupiter: LI, mercury: TA, venus: VI } }],
      vimshottari: {
        lordAtBirth: 'ketu',
        lordAtBirthBasis: 'stated',
        balance: { years: 5, months: 9, days: 26 },
        periods: [
          { lords: ['rahu'], start: '2019-04-16', end: '2037-04-16' },
          { lords: ['rahu', 'jupiter'], end: '2024-05-22' },
          { lords: ['rahu', 'saturn'], end: '2027-03-28' },
        ],
      },
    },
  },
  {
    id: 'priyanka-gandhi',
    person: 'Priyanka Gandhi Vadra',
    local: '1972-01-12T17:05:00',
    utcOffsetHours: 5.5,
    ...NEW_DELHI,
    sources: [
      HOSPITAL_RECORD,
      'Lagna and the nine longitudes ("ASC Gemini 20-34-46", "Moon 10-56-07" in Scorpio …) and "VEN from 13/ 3/04 ' +
        'till 13/ 3/24, VEN -KET till 13/ 3/24, SUN from 13/ 3/24 till 13/ 3/30, SUN – SUN till 1/ 7/24, SUN – MON ' +
        'till 1/ 1/25": https://jyotshivirbhagat.com/uncategorized/what-does-priyanka-gandhi-vadras-chart-say-about-her-political-future/',
      'Scorpio rashi, "Birth Nakshatra- Anuradha", "Sun\'s Mahadasha is going on from March 2024 … till March 2030": ' +
        'https://fastnewsglobe.com/priyanka-gandhi-prediction-2026-how-will-be-the-year-2026-for-priyanka-gandhi-what-signals-are-the-planets-and-stars-giving',
      'Navamsa: Aries rising with Jupiter and Rahu, Saturn in the 11th, Venus in Libra, Mercury in Gemini: ' +
        'http://jupiterastrology.com/c9-political-predictions/priyanka-gandhi-the-trump-card-of-congress/',
    ],
    printedLongitudes: {
      lagna: printed(GE, 20, 34, 46),
      sun: printed(SG, 27, 54, 17),
      moon: printed(SC, 10, 56, 7),
      mars: printed(PI, 17, 22, 36),
      mercury: printed(SG, 7, 31, 1),
      jupiter: printed(SG, 1, 25, 12),
      venus: printed(AQ, 1, 27, 48),
      saturn: printed(TA, 6, 28, 49),
      rahu: printed(CP, 12, 33, 8),
      ketu: printed(CN, 12, 33, 8),
    },
    expected: {
      nakshatras: { moon: ANURADHA },
      vargas: [{ division: 9, lagnaSign: AR, signs: { jupiter: AR, rahu: AR, saturn: AQ, venus: LI, mercury: GE } }],
      vimshottari: {
        lordAtBirth: 'saturn',
        lordAtBirthBasis: 'nakshatra',
        periods: [
          { lords: ['venus'], start: '2004-03-13', end: '2024-03-13' },
          { lords: ['venus', 'ketu'], end: '2024-03-13' },
          { lords: ['sun'], start: '2024-03-13', end: '2030-03-13' },
          { lords: ['sun', 'sun'], end: '2024-07-01' },
          { lords: ['sun', 'moon'], end: '2025-01-01' },
        ],
      },
    },
  },
  {
    id: 'gujral',
    person: 'Inder Kumar Gujral (K.N. Rao, Enigmas in Astrology)',
    local: '1919-12-04T10:14:00',
    utcOffsetHours: 5.5,
    latitude: 32 + 56 / 60,
    longitude: 73 + 44 / 60,
    sources: [
      '"Source of data: Enigmas in Astrology by Shri K.N. Rao, page number 53. Birth Details: 4 December 1919, 10:14 ' +
        'hrs, Jhelum (75 E 44\', 32 N 56\') … Balance of Dasha in Vimshottari: Ketu 5 Years 4 Months and 14 Days … ' +
        'the Vimshottari dasha of Moon from 19 April 1951 to 18 April 1961 … functional malefic for Sagittarius ' +
        'lagan": https://astrologicalmusings.com/the-enigmas-of-kemadruma-yoga-in-political-horoscopes-ii ' +
        '(Jhelum is at 73°44′ E; the printed 75° is taken as a slip, README.md)',
    ],
    expected: {
      lagnaSign: SG,
      vimshottari: {
        lordAtBirth: 'ketu',
        lordAtBirthBasis: 'stated',
        balance: { years: 5, months: 4, days: 14 },
        periods: [{ lords: ['moon'], start: '1951-04-19', end: '1961-04-18' }],
      },
    },
  },
  {
    id: 'india-1947',
    person: 'India (independence, 15 August 1947, 00:00 IST, New Delhi)',
    local: '1947-08-15T00:00:00',
    utcOffsetHours: 5.5,
    ...NEW_DELHI,
    sources: [
      '"the Ascendant rising is Taurus at 7.46 degrees"; "the 3rd house … is having as many as five planets namely ' +
        'Moon, Mercury, Pluto, Saturn, Venus and Sun"; "Mars ' +
        'is posited in the 2nd house in the sign Gemini at 7.27 degrees in the nakshatra of Rahu placed in the first ' +
        'house"; "At the time when India got Independence, the dasa was of Saturn. Now the dasa is of Mars from ' +
        'September 9, 2025": https://www.freepressjournal.in/horoscope/indias-mars-mahadasha-astrology-predicts-tumultuous-phase-ahead-20262032',
      'Jupiter in Libra (6th), Ketu in Scorpio (7th): ' +
        'https://www.jyotishgram.com/blog/indias-birth-chart-15-august-1947-shaped-destiny (its table puts Venus ' +
        'in Gemini: Venus is not compared, README.md)',
      'Moon in Pushya at the chosen midnight: https://www.punamchand.com/2015/02/astrologer-had-their-say-in-deciding-158.html',
      '"the Navamsa lagna and the Atmakaraka Sun are conjoined and is in the same sign Pisces"; "India is running ' +
        'Sun/Venus since Sept 3, 2014 and Sun dasa ends on Sept 3, 2015": ' +
        'https://enlighten-mind.com/philosophical-tangent-to-indian-independence-chart-demo/',
    ],
    printedLongitudes: { lagna: printed(TA, 7, 46), mars: printed(GE, 7, 27) },
    expected: {
      signs: { sun: CN, moon: CN, mercury: CN, saturn: CN, rahu: TA, jupiter: LI, ketu: SC },
      nakshatras: { moon: PUSHYA, mars: ARDRA },
      vargas: [{ division: 9, lagnaSign: PI, signs: { sun: PI } }],
      vimshottari: {
        lordAtBirth: 'saturn',
        lordAtBirthBasis: 'stated',
        periods: [
          { lords: ['sun', 'venus'], start: '2014-09-03' },
          { lords: ['sun'], end: '2015-09-03' },
          { lords: ['mars'], start: '2025-09-09' },
        ],
      },
    },
  },
];
