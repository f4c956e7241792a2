/**
 * Published birth charts: birth data and what the publications show (signs, nakshatras, divisional signs).
 * Every value here was read from the source named beside it (see README.md); nothing was produced by this
 * service. Signs are 1–12 (1 = Aries), nakshatras 1–27 (1 = Ashwini).
 */
import type { GrahaId } from '../../../astro/chart/placement.ts';
import type { VargaDivision } from '../../../data/vargas.ts';

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
  readonly expected: {
    /** Rashi (D1) sign of the lagna and of the grahas. */
    readonly lagnaSign?: number;
    readonly signs?: Partial<Record<GrahaId, number>>;
    readonly nakshatras?: Partial<Record<GrahaId, number>>;
    /** Signs in divisional charts. */
    readonly vargas?: readonly {
      readonly division: VargaDivision;
      readonly lagnaSign?: number;
      readonly signs: Partial<Record<GrahaId, number>>;
    }[];
  };
}

const AR = 1, TA = 2, GE = 3, CN = 4, LE = 5, VI = 6, LI = 7, SC = 8, SG = 9, CP = 10, AQ = 11, PI = 12;
const ASHLESHA = 9;
const HASTA = 13;

const PVR = 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar Publications, 2000)';
const PYJHORA_TRANSCRIPTION = 'chart as transcribed in PyJHora src/jhora/tests/pvr_tests.py (naturalstupid/PyJHora)';

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
        'Moon in Pisces navamsha: https://www.aghortantra.com/mahatma-gandhi/',
      'Moon in Pisces navamsha: https://blabberwockying.wordpress.com/2016/06/15/horoscope-of-mahatma-gandhi/',
    ],
    expected: {
      lagnaSign: LI,
      signs: { sun: VI, moon: CN, mars: LI, mercury: LI, jupiter: AR, venus: LI, saturn: SC, rahu: CN, ketu: CP },
      nakshatras: { moon: ASHLESHA },
      vargas: [
        { division: 9, signs: { sun: GE, moon: PI, mars: TA, mercury: CP, jupiter: SG, venus: TA, saturn: CP, rahu: LI, ketu: AR } },
      ],
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
        'the 12th, Ketu with Jupiter, Moon in Sagittarius navamsha: ' +
        'https://blabberwockying.wordpress.com/2016/06/14/pandit-jawaharlal-nehrus-birth-chart/',
      'Moon, Venus and Jupiter in own signs, Sun in Scorpio, lagna hemmed by Saturn and Rahu: ' +
        'https://www.shankerstudy.com/2007/11/political-factor-political.html',
      'Mars aspecting Jupiter with Ketu; Venus and Mercury aspecting the 10th by the 7th aspect: ' +
        'http://learnjyotishnow.com/Astrology_Lesson_18.html',
    ],
    expected: {
      lagnaSign: CN,
      signs: { sun: SC, moon: CN, mars: VI, mercury: LI, jupiter: SG, venus: LI, saturn: LE, rahu: GE, ketu: SG },
      vargas: [{ division: 9, signs: { moon: SG } }],
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
        'navamsha Jupiter in Scorpio: blog article mirrored at feedreader.com (swami-vivekanandas-horsocope.html)',
      'Sun in the same sign in rasi and navamsha: https://clickastro.com/blog/?p=5367 and ' +
        'https://blabberwockying.wordpress.com/2016/08/09/horoscope-of-swami-vivekananda/',
    ],
    expected: {
      lagnaSign: SG,
      signs: { sun: SG, moon: VI, mars: AR, mercury: CP, jupiter: LI, venus: CP, saturn: VI, rahu: SC, ketu: TA },
      nakshatras: { moon: HASTA },
      vargas: [{ division: 9, signs: { sun: SG, jupiter: SC } }],
    },
  },
];
