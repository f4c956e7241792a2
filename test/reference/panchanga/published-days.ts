/**
 * Published panchanga days: element end times as almanac pages print them, transcribed by hand from the
 * stored copies named by `url`. Element numbers follow this project's numbering (tithi 1–30 with Krishna
 * Pratipada = 16, nakshatra 1–27, yoga 1–27, karana 1 Bava … 11 Kimstughna, sign 1 Aries … 12 Pisces) and were
 * read off the printed names by hand. Nothing here was computed by this project. README.md gives provenance,
 * tolerance and what was measured.
 */

export interface ClockTime {
  readonly hh: number;
  readonly mm: number;
  /** Present when the page prints seconds. */
  readonly ss?: number;
  /** Civil days after the page's date (the "24+" / "Jan 01" notation is 1; −1 the day before); 0 when absent. */
  readonly daysAfter?: number;
}

export type ElementEndKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'moonSign' | 'sunSign';

export type PublishedEvent =
  | { readonly kind: ElementEndKind; readonly number: number; readonly printed: string; readonly end: ClockTime }
  | { readonly kind: 'pada'; readonly nakshatra: number; readonly pada: number; readonly printed: string; readonly end: ClockTime }
  | { readonly kind: 'amritKaal' | 'varjyam'; readonly printed: string; readonly start: ClockTime; readonly end: ClockTime };

export interface PublishedCalendar {
  readonly amanta?: string;
  readonly purnimanta?: string;
  readonly shakaYear?: number;
  readonly vikramYear?: number;
  /** Samvatsara printed beside the Shaka year. */
  readonly shakaSamvatsara?: string;
  readonly vedicRitu?: string;
  readonly drikRitu?: string;
  readonly vedicAyana?: 'uttarayana' | 'dakshinayana';
  readonly drikAyana?: 'uttarayana' | 'dakshinayana';
}

export interface Place {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly elevationM: number;
  /** IANA zone of the printed clock times. */
  readonly zone: string;
}

export interface PublishedDay {
  readonly source: string;
  readonly url: string;
  readonly place: Place;
  /** Civil date of the page (the Vedic day that begins at its sunrise). */
  readonly date: { readonly y: number; readonly m: number; readonly d: number };
  readonly events: readonly PublishedEvent[];
  readonly calendar?: PublishedCalendar;
  /** Anandadi yogas printed for the day, in order. */
  readonly anandadi?: readonly string[];
  /** A panchak period printed with its start and end and its name. */
  readonly panchak?: { readonly name: string; readonly start: ClockTime; readonly end: ClockTime };
  /**
   * Set when the day is recorded but its times are not held to the tolerance, with the reason (see README):
   * only the element names are checked.
   */
  readonly notAsserted?: string;
}

const NEW_DELHI: Place = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209, elevationM: 216, zone: 'Asia/Kolkata' };
const SEATTLE: Place = { name: 'Seattle', latitude: 47.6062, longitude: -122.3321, elevationM: 56, zone: 'America/Los_Angeles' };
const AUCKLAND: Place = { name: 'Auckland', latitude: -36.8485, longitude: 174.7633, elevationM: 20, zone: 'Pacific/Auckland' };
const NEW_YORK: Place = { name: 'New York (Flushing)', latitude: 40.7498, longitude: -73.8255, elevationM: 10, zone: 'America/New_York' };
const KARNAL: Place = { name: 'Karnal', latitude: 29.6857, longitude: 76.9905, elevationM: 235, zone: 'Asia/Kolkata' };
const MUMBAI: Place = { name: 'Mumbai', latitude: 19.076, longitude: 72.8777, elevationM: 14, zone: 'Asia/Kolkata' };

const t = (hh: number, mm: number, ss?: number): ClockTime => (ss === undefined ? { hh, mm } : { hh, mm, ss });
const next = (hh: number, mm: number, ss?: number): ClockTime => ({ ...t(hh, mm, ss), daysAfter: 1 });

const DRIK_BENGALI = 'drikpanchang.com Bengali daily panjika, New Delhi';
const NEWS18 = 'news18.com "Aaj Ka Panchang" (New Delhi, drikpanchang times)';
const MYPANCHANG_2015 = 'mypanchang.com 2015 calendar for Seattle (Guruji Sangat), January page, transcript';
const MYPANCHANG_2017 = 'mypanchang.com 2017 calendar for Seattle, January page, transcript';
const EXCELSOL = 'excelsol.com "Astronomical (Ritual) Days for Auckland", January–February 2024';
const HTSNA = 'Hindu Temple Society of North America 1999 calendar (prepared by L.V.S. Mani, Bharat Ganita Panchangam), as quoted on the Bhakti list, 11 April 1999';

export const PUBLISHED_DAYS: readonly PublishedDay[] = [
  {
    source: DRIK_BENGALI,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=31/12/2020',
    place: NEW_DELHI,
    date: { y: 2020, m: 12, d: 31 },
    events: [
      { kind: 'tithi', number: 16, printed: 'Pratipada upto 09:30 AM', end: t(9, 30) },
      { kind: 'nakshatra', number: 7, printed: 'Punarvasu upto 07:49 PM', end: t(19, 49) },
      { kind: 'yoga', number: 26, printed: 'Indra upto 02:52 PM', end: t(14, 52) },
      { kind: 'karana', number: 3, printed: 'Kaulava upto 09:30 AM', end: t(9, 30) },
      { kind: 'karana', number: 4, printed: 'Taitila upto 09:35 PM', end: t(21, 35) },
      { kind: 'moonSign', number: 3, printed: 'Mithuna upto 01:38 PM', end: t(13, 38) },
      { kind: 'pada', nakshatra: 7, pada: 2, printed: 'Punarvasu upto 07:26 AM, Second Nakshatra Pada', end: t(7, 26) },
      { kind: 'pada', nakshatra: 7, pada: 3, printed: 'Punarvasu upto 01:38 PM, Third Nakshatra Pada', end: t(13, 38) },
      { kind: 'pada', nakshatra: 7, pada: 4, printed: 'Punarvasu upto 07:49 PM, Fourth Nakshatra Pada', end: t(19, 49) },
      { kind: 'pada', nakshatra: 8, pada: 1, printed: 'Pushya upto 01:58 AM, Jan 01, First Nakshatra Pada', end: next(1, 58) },
      { kind: 'amritKaal', printed: 'Amrit Kalam 05:20 PM to 06:59 PM', start: t(17, 20), end: t(18, 59) },
    ],
    calendar: {
      amanta: 'Margashirsha', purnimanta: 'Pausha', shakaYear: 1942, vikramYear: 2077, shakaSamvatsara: 'Sharvari',
      vedicRitu: 'hemanta', drikRitu: 'shishira', vedicAyana: 'dakshinayana', drikAyana: 'uttarayana',
    },
  },
  {
    source: DRIK_BENGALI,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=24/01/2022',
    place: NEW_DELHI,
    date: { y: 2022, m: 1, d: 24 },
    events: [
      { kind: 'tithi', number: 21, printed: 'Shashthi upto 08:43 AM', end: t(8, 43) },
      { kind: 'nakshatra', number: 13, printed: 'Hasta upto 11:15 AM', end: t(11, 15) },
      { kind: 'yoga', number: 7, printed: 'Sukarma upto 11:12 AM', end: t(11, 12) },
      { kind: 'karana', number: 6, printed: 'Vanija upto 08:43 AM', end: t(8, 43) },
      { kind: 'karana', number: 7, printed: 'Vishti upto 08:19 PM', end: t(20, 19) },
      { kind: 'moonSign', number: 6, printed: 'Kanya upto 11:08 PM', end: t(23, 8) },
      { kind: 'pada', nakshatra: 13, pada: 4, printed: 'Hasta upto 11:15 AM, Fourth Nakshatra Pada', end: t(11, 15) },
      { kind: 'pada', nakshatra: 14, pada: 1, printed: 'Chitra upto 05:13 PM, First Nakshatra Pada', end: t(17, 13) },
      { kind: 'pada', nakshatra: 14, pada: 2, printed: 'Chitra upto 11:08 PM, Second Nakshatra Pada', end: t(23, 8) },
      { kind: 'pada', nakshatra: 14, pada: 3, printed: 'Chitra upto 05:02 AM, Jan 25, Third Nakshatra Pada', end: next(5, 2) },
      { kind: 'amritKaal', printed: 'Amrit Kalam 04:36 AM, Jan 25 to 06:11 AM, Jan 25', start: next(4, 36), end: next(6, 11) },
    ],
    calendar: {
      amanta: 'Pausha', purnimanta: 'Magha', shakaYear: 1943, vikramYear: 2078, shakaSamvatsara: 'Plava',
      vedicRitu: 'hemanta', drikRitu: 'shishira', vedicAyana: 'uttarayana', drikAyana: 'uttarayana',
    },
  },
  {
    source: DRIK_BENGALI,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=26/01/2022',
    place: NEW_DELHI,
    date: { y: 2022, m: 1, d: 26 },
    events: [
      { kind: 'tithi', number: 24, printed: 'Nabami upto 04:34 AM, Jan 27', end: next(4, 34) },
      { kind: 'nakshatra', number: 15, printed: 'Swati upto 10:07 AM', end: t(10, 7) },
      { kind: 'yoga', number: 10, printed: 'Ganda upto 04:09 AM, Jan 27', end: next(4, 9) },
      { kind: 'karana', number: 4, printed: 'Taitila upto 05:33 PM', end: t(17, 33) },
      { kind: 'karana', number: 5, printed: 'Garaja upto 04:34 AM, Jan 27', end: next(4, 34) },
      { kind: 'moonSign', number: 7, printed: 'Tula upto 03:13 AM, Jan 27', end: next(3, 13) },
      { kind: 'pada', nakshatra: 15, pada: 4, printed: 'Swati upto 10:07 AM, Fourth Nakshatra Pada', end: t(10, 7) },
      { kind: 'pada', nakshatra: 16, pada: 1, printed: 'Vishakha upto 03:50 PM, First Nakshatra Pada', end: t(15, 50) },
      { kind: 'pada', nakshatra: 16, pada: 2, printed: 'Vishakha upto 09:32 PM, Second Nakshatra Pada', end: t(21, 32) },
      { kind: 'pada', nakshatra: 16, pada: 3, printed: 'Vishakha upto 03:13 AM, Jan 27, Third Nakshatra Pada', end: next(3, 13) },
      { kind: 'amritKaal', printed: 'Amrit Kalam 12:31 AM, Jan 27 to 02:02 AM, Jan 27', start: next(0, 31), end: next(2, 2) },
    ],
    calendar: {
      amanta: 'Pausha', purnimanta: 'Magha', shakaYear: 1943, vikramYear: 2078, shakaSamvatsara: 'Plava',
      vedicRitu: 'hemanta', drikRitu: 'shishira', vedicAyana: 'uttarayana', drikAyana: 'uttarayana',
    },
  },
  {
    source: DRIK_BENGALI,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=22/11/2025',
    place: NEW_DELHI,
    date: { y: 2025, m: 11, d: 22 },
    events: [
      { kind: 'tithi', number: 2, printed: 'Dbitiya upto 05:11 PM', end: t(17, 11) },
      { kind: 'nakshatra', number: 18, printed: 'Jyeshtha upto 04:47 PM', end: t(16, 47) },
      { kind: 'yoga', number: 7, printed: 'Sukarma upto 11:30 AM', end: t(11, 30) },
      { kind: 'karana', number: 3, printed: 'Kaulava upto 05:11 PM', end: t(17, 11) },
      { kind: 'karana', number: 4, printed: 'Taitila upto 06:19 AM, Nov 23', end: next(6, 19) },
      { kind: 'moonSign', number: 8, printed: 'Vrishchika upto 04:47 PM', end: t(16, 47) },
      { kind: 'pada', nakshatra: 18, pada: 3, printed: 'Jyeshtha upto 10:05 AM, Third Nakshatra Pada', end: t(10, 5) },
      { kind: 'pada', nakshatra: 18, pada: 4, printed: 'Jyeshtha upto 04:47 PM, Fourth Nakshatra Pada', end: t(16, 47) },
      { kind: 'pada', nakshatra: 19, pada: 1, printed: 'Mula upto 11:28 PM, First Nakshatra Pada', end: t(23, 28) },
      { kind: 'pada', nakshatra: 19, pada: 2, printed: 'Mula upto 06:09 AM, Nov 23, Second Nakshatra Pada', end: next(6, 9) },
      { kind: 'amritKaal', printed: 'Amrit Kalam 06:56 AM to 08:43 AM', start: t(6, 56), end: t(8, 43) },
    ],
    calendar: {
      amanta: 'Margashirsha', purnimanta: 'Margashirsha', shakaYear: 1947, vikramYear: 2082, shakaSamvatsara: 'Vishvavasu',
      vedicRitu: 'hemanta', drikRitu: 'hemanta', vedicAyana: 'dakshinayana', drikAyana: 'dakshinayana',
    },
  },
  {
    source: '10upon10.com daily panchang, New Delhi (location not printed on this stored copy; its sunrise 06:53:24 is New Delhi\'s disc-centre sunrise)',
    url: 'https://10upon10.com/astrology/panchang/daypanchang.html',
    place: NEW_DELHI,
    date: { y: 2025, m: 11, d: 22 },
    events: [
      { kind: 'tithi', number: 2, printed: 'Dwitia, Ending Time: 17:12:35', end: t(17, 12, 35) },
      { kind: 'karana', number: 3, printed: 'Kaulava Karan, Ending Time: 17:12:35', end: t(17, 12, 35) },
      { kind: 'nakshatra', number: 18, printed: 'Jyestha Nakshatra, Ending Time: 16:47:40', end: t(16, 47, 40) },
      { kind: 'yoga', number: 7, printed: 'Sukarma Yoga, Ending Time: 11:29:47', end: t(11, 29, 47) },
      { kind: 'amritKaal', printed: 'Amrit Kaal starts at 6:57:16, ends at 8:44:37', start: t(6, 57, 16), end: t(8, 44, 37) },
    ],
  },
  {
    source: '10upon10.com daily panchang, New Delhi',
    url: 'https://10upon10.com/astrology/panchang/daypanchang.html',
    place: NEW_DELHI,
    date: { y: 2025, m: 12, d: 15 },
    events: [
      { kind: 'tithi', number: 26, printed: 'Ekadashi tithi will last up to 21:18:59', end: t(21, 18, 59) },
      { kind: 'nakshatra', number: 14, printed: 'Chitra Nakshatra ending time 11:8:45', end: t(11, 8, 45) },
      { kind: 'karana', number: 1, printed: 'Bava Karan will end at 8:3:49', end: t(8, 3, 49) },
      { kind: 'yoga', number: 5, printed: 'Shobhana Yoga will end at 12:30:6', end: t(12, 30, 6) },
    ],
    calendar: { purnimanta: 'Pausha' },
  },
  {
    source: 'birthastro.com daily panchang, Delhi, as quoted in /work/shared/reference/jyotish-definitions.md',
    url: 'https://www.birthastro.com/panchang/daily-panchang',
    place: NEW_DELHI,
    date: { y: 2021, m: 12, d: 8 },
    events: [
      { kind: 'nakshatra', number: 22, printed: 'Shravana until 22:41', end: t(22, 41) },
    ],
    anandadi: ['Chhatra', 'Mitra'],
  },
  {
    source: NEWS18,
    url: 'https://www.news18.com/amp/news/astrology/horoscope/aaj-ka-panchang-december-18-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-on-dattatreya-jayanti-4565732.html',
    place: NEW_DELHI,
    date: { y: 2021, m: 12, d: 18 },
    events: [
      { kind: 'tithi', number: 14, printed: 'Chaturdashi tithi upto 07:24 AM', end: t(7, 24) },
      { kind: 'nakshatra', number: 4, printed: 'Rohini nakshatra upto 01:49 PM', end: t(13, 49) },
      { kind: 'moonSign', number: 2, printed: 'Vrishabha Rashi upto 03:22 AM on December 19', end: next(3, 22) },
    ],
    calendar: { amanta: 'Margashirsha', purnimanta: 'Margashirsha' },
  },
  {
    source: NEWS18,
    url: 'https://www.news18.com/news/astrology/horoscope/aaj-ka-panchang-december-20-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-monday-4569104.html',
    place: NEW_DELHI,
    date: { y: 2021, m: 12, d: 20 },
    events: [
      { kind: 'tithi', number: 16, printed: 'Pratipada tithi upto 12:36 PM', end: t(12, 36) },
      { kind: 'nakshatra', number: 6, printed: 'Ardra nakshatra upto 07:46 PM', end: t(19, 46) },
    ],
    calendar: { purnimanta: 'Pausha' },
  },
  {
    source: NEWS18,
    url: 'https://www.news18.com/amp/news/astrology/horoscope/aaj-ka-panchang-december-21-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-tuesday-4574738.html',
    place: NEW_DELHI,
    date: { y: 2021, m: 12, d: 21 },
    events: [
      { kind: 'tithi', number: 17, printed: 'Dwitiya tithi upto 02:53 PM', end: t(14, 53) },
      { kind: 'nakshatra', number: 7, printed: 'Punarvasu nakshatra upto 10:25 PM', end: t(22, 25) },
      { kind: 'moonSign', number: 3, printed: 'Mithuna rashi upto 03:47 PM', end: t(15, 47) },
      { kind: 'varjyam', printed: 'Varjyam between 09:06 AM and 10:52 AM', start: t(9, 6), end: t(10, 52) },
    ],
    calendar: { purnimanta: 'Pausha' },
  },
  {
    source: NEWS18,
    url: 'https://www.news18.com/amp/news/astrology/horoscope/aaj-ka-panchang-december-22-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-wednesday-4578374.html',
    place: NEW_DELHI,
    date: { y: 2021, m: 12, d: 22 },
    events: [
      { kind: 'tithi', number: 18, printed: 'Tritiya tithi upto 04:52 PM', end: t(16, 52) },
      { kind: 'nakshatra', number: 8, printed: 'Pushya nakshatra upto 12:45 AM, Dec 23', end: next(0, 45) },
      { kind: 'varjyam', printed: 'Varjyam between 07:12 AM and 08:57 AM', start: t(7, 12), end: t(8, 57) },
    ],
    calendar: { amanta: 'Margashirsha' },
  },
  {
    source: NEWS18,
    url: 'https://www.news18.com/news/astrology/horoscope/aaj-ka-panchang-december-24-2021-check-out-tithi-shubh-muhurat-rahu-kaal-and-other-details-for-friday-2-4586900.html',
    place: NEW_DELHI,
    date: { y: 2021, m: 12, d: 25 },
    events: [
      { kind: 'tithi', number: 21, printed: 'Shashthi tithi up to 8:09 pm', end: t(20, 9) },
      { kind: 'nakshatra', number: 11, printed: 'Purva Phalguni nakshatra upto 5:06 am on December 26', end: next(5, 6) },
      { kind: 'varjyam', printed: 'Varjyam between 12:28 pm and 2:08 pm', start: t(12, 28), end: t(14, 8) },
    ],
    calendar: { purnimanta: 'Pausha' },
  },
  {
    source: MYPANCHANG_2015,
    url: 'https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-makara-masa.html',
    place: SEATTLE,
    date: { y: 2015, m: 1, d: 1 },
    events: [
      { kind: 'tithi', number: 12, printed: 'Pushya Shukla Dvadashi 19:03', end: t(19, 3) },
      { kind: 'nakshatra', number: 3, printed: 'Krittika 16:37', end: t(16, 37) },
    ],
  },
  {
    source: MYPANCHANG_2015,
    url: 'https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-makara-masa.html',
    place: SEATTLE,
    date: { y: 2015, m: 1, d: 8 },
    events: [
      { kind: 'tithi', number: 19, printed: 'Chaturthi 29:01', end: next(5, 1) },
      { kind: 'nakshatra', number: 10, printed: 'Magha 29:58', end: next(5, 58) },
    ],
  },
  {
    source: MYPANCHANG_2015,
    url: 'https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-makara-masa.html',
    place: SEATTLE,
    date: { y: 2015, m: 1, d: 11 },
    events: [
      { kind: 'tithi', number: 21, printed: 'Shashthi 10:25', end: t(10, 25) },
      { kind: 'nakshatra', number: 12, printed: 'U.Phalguni 12:10', end: t(12, 10) },
    ],
  },
  {
    source: MYPANCHANG_2015,
    url: 'https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-makara-masa.html',
    place: SEATTLE,
    date: { y: 2015, m: 1, d: 14 },
    events: [
      { kind: 'tithi', number: 24, printed: 'Navami 15:39', end: t(15, 39) },
      { kind: 'nakshatra', number: 15, printed: 'Svaati 18:39', end: t(18, 39) },
      { kind: 'sunSign', number: 9, printed: 'Makara Sankramana 05:56', end: t(5, 56) },
    ],
  },
  {
    source: MYPANCHANG_2017,
    url: 'https://fdocuments.us/document/year-chandramana-2016-12-26-year-durmukhi-ayana-uttara-ritu-shishira-vasanta.html',
    place: SEATTLE,
    date: { y: 2017, m: 1, d: 1 },
    events: [
      { kind: 'tithi', number: 4, printed: 'Pausha S Chaturthi 26:20', end: next(2, 20) },
      { kind: 'nakshatra', number: 23, printed: 'Dhanishta 27:21', end: next(3, 21) },
    ],
  },
  {
    source: MYPANCHANG_2017,
    url: 'https://fdocuments.us/document/year-chandramana-2016-12-26-year-durmukhi-ayana-uttara-ritu-shishira-vasanta.html',
    place: SEATTLE,
    date: { y: 2017, m: 1, d: 10 },
    events: [
      { kind: 'tithi', number: 13, printed: 'Trayodashi 09:24', end: t(9, 24) },
      { kind: 'tithi', number: 14, printed: 'Chaturdashi 30:21', end: next(6, 21) },
      { kind: 'nakshatra', number: 5, printed: 'Mrigasira 16:02', end: t(16, 2) },
    ],
  },
  {
    source: MYPANCHANG_2017,
    url: 'https://fdocuments.us/document/year-chandramana-2016-12-26-year-durmukhi-ayana-uttara-ritu-shishira-vasanta.html',
    place: SEATTLE,
    date: { y: 2017, m: 1, d: 13 },
    events: [
      { kind: 'tithi', number: 17, printed: 'Dvitiiya 23:19', end: t(23, 19) },
      { kind: 'nakshatra', number: 8, printed: 'Pushya 10:19', end: t(10, 19) },
      { kind: 'sunSign', number: 9, printed: 'Makara Sankramana 18:11', end: t(18, 11) },
    ],
  },
  {
    source: EXCELSOL,
    url: 'http://excelsol.com/hindu/prayer/panchang.htm',
    place: AUCKLAND,
    date: { y: 2024, m: 1, d: 1 },
    events: [
      { kind: 'tithi', number: 20, printed: 'Panchami till 21:58', end: t(21, 58) },
      { kind: 'nakshatra', number: 10, printed: 'Magha till 16:06', end: t(16, 6) },
    ],
  },
  {
    source: EXCELSOL,
    url: 'http://excelsol.com/hindu/prayer/panchang.htm',
    place: AUCKLAND,
    date: { y: 2024, m: 2, d: 1 },
    events: [
      { kind: 'tithi', number: 21, printed: 'Sashti(K) till 21:33', end: t(21, 33) },
      { kind: 'nakshatra', number: 13, printed: 'Hasta till 08:38 AM', end: t(8, 38) },
    ],
  },
  {
    source: EXCELSOL,
    url: 'http://excelsol.com/hindu/prayer/panchang.htm',
    place: AUCKLAND,
    date: { y: 2024, m: 2, d: 10 },
    events: [
      { kind: 'tithi', number: 30, printed: 'Ammavasya till 11:59', end: t(11, 59) },
    ],
  },
  {
    source: HTSNA,
    url: 'http://www.ramanuja.org/sv/bhakti/archives/apr99/0059.html',
    place: NEW_YORK,
    date: { y: 1999, m: 4, d: 12 },
    events: [
      { kind: 'tithi', number: 26, printed: 'Ekadesi ends tomorrow at 11:05 A.M.', end: t(11, 5) },
    ],
  },
  {
    source: `${HTSNA}: "Amavasya ended at 7.44 AM (IST) on November 30, 1997", evaluated on the New Delhi day`,
    url: 'http://www.ramanuja.org/sv/bhakti/archives/apr99/0059.html',
    place: NEW_DELHI,
    date: { y: 1997, m: 11, d: 30 },
    events: [
      { kind: 'tithi', number: 30, printed: 'Amavasya ended at 7.44 AM (IST)', end: t(7, 44) },
    ],
  },
  {
    source: `${HTSNA}: "sun entered mesha at 10.50 PM (IST) on April 13, 1997", evaluated on the New Delhi day`,
    url: 'http://www.ramanuja.org/sv/bhakti/archives/apr99/0059.html',
    place: NEW_DELHI,
    date: { y: 1997, m: 4, d: 13 },
    events: [
      { kind: 'sunSign', number: 12, printed: 'sun entered mesha at 10.50 PM (IST)', end: t(22, 50) },
    ],
  },
  {
    source: 'ndtv.com "2023 Hindu New Year": "The Pratipada tithi will begin at 10:52 pm on March 21 and end at 8:20 pm on March 22"',
    url: 'https://www.ndtv.com/india-news/2023-hindu-new-year-all-you-need-to-know-3880883',
    place: NEW_DELHI,
    date: { y: 2023, m: 3, d: 22 },
    events: [
      { kind: 'tithi', number: 30, printed: 'Pratipada tithi will begin at 10:52 pm on March 21', end: { hh: 22, mm: 52, daysAfter: -1 } },
      { kind: 'tithi', number: 1, printed: 'and end at 8:20 pm on March 22', end: t(20, 20) },
    ],
    calendar: { amanta: 'Chaitra', purnimanta: 'Chaitra', shakaYear: 1945, vikramYear: 2080 },
  },
  {
    source: 'news24online.com "Panchak 2023" (start and end) and bharatexpress.com "Panchak March 2023" (Roga panchak, starting on Sunday)',
    url: 'https://hindi.news24online.com/astrology/when-will-panchak-2023-start-in-march-rams/177779',
    place: NEW_DELHI,
    date: { y: 2023, m: 3, d: 19 },
    events: [],
    panchak: { name: 'Roga Panchak', start: t(11, 17), end: { hh: 14, mm: 8, daysAfter: 4 } },
  },
  {
    source: 'etvbharat.com "Aaj Ka Panchang", Karnal (Haryana), 19 March 2023',
    url: 'https://etvbharat.com/amp/hindi/haryana/state/karnal/aaj-ka-panchang-19-march-panchang-aaj-ka-rahukal/haryana20230319070346431431931',
    place: KARNAL,
    date: { y: 2023, m: 3, d: 19 },
    events: [
      { kind: 'tithi', number: 27, printed: 'द्वादशी - 08:10:11 तक', end: t(8, 10, 11) },
      { kind: 'tithi', number: 28, printed: 'त्रयोदशी - 28:58:11 तक', end: next(4, 58, 11) },
      { kind: 'nakshatra', number: 23, printed: 'धनिष्ठा - 22:04:55 तक', end: t(22, 4, 55) },
      { kind: 'karana', number: 4, printed: 'तैतिल - 08:10:11 तक', end: t(8, 10, 11) },
      { kind: 'karana', number: 5, printed: 'गर - 18:34:17', end: t(18, 34, 17) },
      { kind: 'yoga', number: 21, printed: 'सिद्ध - 20:06:04 तक', end: t(20, 6, 4) },
      { kind: 'moonSign', number: 10, printed: 'चन्द्र की राशि मकर ... 11:18:08 बजे तक', end: t(11, 18, 8) },
    ],
    notAsserted: 'tithi and karana ends 2.4 min later than this engine (nakshatra, yoga and Moon sign within 1 min); the page names no ephemeris',
  },
  {
    source: 'freepressjournal.in "Today\'s Panchang" for Mumbai, 21 December 2021',
    url: 'https://www.freepressjournal.in/horoscope/todays-panchang-check-out-the-tithi-shubh-muhurat-moon-sign-and-name-letter-for-new-born-for-december-21-2021',
    place: MUMBAI,
    date: { y: 2021, m: 12, d: 21 },
    events: [
      { kind: 'tithi', number: 17, printed: 'Dvitiya till 14:53', end: t(14, 53) },
      { kind: 'nakshatra', number: 7, printed: 'Punarvasu till 22:23', end: t(22, 23) },
      { kind: 'karana', number: 5, printed: 'Garaja till 14:53', end: t(14, 53) },
      { kind: 'moonSign', number: 3, printed: 'Mithuna (Gemini) till 15:45', end: t(15, 45) },
    ],
    notAsserted: 'its Punarvasu end (22:23) and Moon-sign change (15:45) are 2 min earlier than drikpanchang\'s for the same instant (news18, 22:25 and 15:47), so its ayanamsha or ephemeris differs from the Lahiri standard',
  },
];
