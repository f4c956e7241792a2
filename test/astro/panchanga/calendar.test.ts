import { describe, expect, it } from 'vitest';
import { amantaMonthAt, isUttarayana, lunarCalendarAt, shakaYearOfMonth } from '../../../astro/panchanga/calendar.ts';
import { sunTimesForLocalDate } from '../../../astro/rise-set.ts';
import { addDays, type LocalDate, type Zone } from '../../../astro/time.ts';

const IST: Zone = { kind: 'iana', name: 'Asia/Kolkata' };
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, elevationMeters: 216 };

/** The calendar of a New Delhi date, taken at its sunrise as a panchanga day is. */
function calendarOn(date: LocalDate): ReturnType<typeof lunarCalendarAt> {
  const sunrise = sunTimesForLocalDate(NEW_DELHI, IST, date, 'observed').sunrise.instant;
  if (sunrise === null) throw new Error('New Delhi always has a sunrise');
  return lunarCalendarAt(sunrise, 1);
}

/**
 * Adhika (intercalary) months as published for India, first and last day:
 * - 2015 Adhika Ashadha, 17 June – 16 July (amanta): http://piglix.com/piglix/Purushottam_Maas
 * - 2018 Adhika Jyeshtha, 16 May – 13 June: same page
 * - 2023 Adhika Shravana, 18 July – 16 August: https://www.latestly.com/lifestyle/festivals-events/sawan-somwar-vrat-2023-dates-when-is-malmas-know-shravan-somvar-fasting-days-significance-of-adhik-maas-5218545.html
 *   and https://hindi.webdunia.com/religious-stories/2023-adhik-maas-vrat-katha-123070500060_1.html (which also
 *   gives the purnimanta Shravana as 4 July – 31 August around it)
 * - 2026 Adhika Jyeshtha, 17 May – 15 June: https://www.patrika.com/bhilwara-news/in-2026-the-shehnai-will-play-for-63-days-abujh-sawa-on-basant-panchami-in-january-20231892
 */
const ADHIKA_MONTHS = [
  { name: 'Ashadha', first: { y: 2015, m: 6, d: 17 }, last: { y: 2015, m: 7, d: 16 } },
  { name: 'Jyeshtha', first: { y: 2018, m: 5, d: 16 }, last: { y: 2018, m: 6, d: 13 } },
  { name: 'Shravana', first: { y: 2023, m: 7, d: 18 }, last: { y: 2023, m: 8, d: 16 } },
  { name: 'Jyeshtha', first: { y: 2026, m: 5, d: 17 }, last: { y: 2026, m: 6, d: 15 } },
] as const;

describe('adhika months (a lunation without sankranti)', () => {
  for (const month of ADHIKA_MONTHS) {
    it(`${month.first.y}: Adhika ${month.name} from ${month.first.m}-${month.first.d} to ${month.last.m}-${month.last.d}`, () => {
      for (const date of [month.first, month.last]) {
        const calendar = calendarOn(date);
        expect(calendar.amanta.isAdhika).toBe(true);
        expect(calendar.amanta.name).toBe(month.name);
        expect(calendar.purnimanta.name).toBe(month.name);
        expect(calendar.purnimanta.isAdhika).toBe(true);
        expect(calendar.amanta.sunSignAtStart).toBe(calendar.amanta.sunSignAtEnd);
      }
      const before = calendarOn(addDays(month.first, -1));
      const after = calendarOn(addDays(month.last, 1));
      expect(before.amanta.isAdhika).toBe(false);
      expect(after.amanta.isAdhika).toBe(false);
      // The nija month after the adhika one carries the same name.
      expect(after.amanta.name).toBe(month.name);
    });
  }

  it('2023: purnimanta Shravana runs from 4 July to 31 August around the adhika month', () => {
    expect(calendarOn({ y: 2023, m: 7, d: 3 }).purnimanta.name).toBe('Ashadha');
    expect(calendarOn({ y: 2023, m: 7, d: 4 }).purnimanta.name).toBe('Shravana');
    expect(calendarOn({ y: 2023, m: 7, d: 4 }).purnimanta.isAdhika).toBe(false);
    expect(calendarOn({ y: 2023, m: 8, d: 31 }).purnimanta.name).toBe('Shravana');
    expect(calendarOn({ y: 2023, m: 9, d: 1 }).purnimanta.name).toBe('Bhadrapada');
  });
});

describe('year change at Chaitra Shukla Pratipada', () => {
  // Hindu new year (Ugadi / Gudi Padwa, the first day of Chaitra): 22 March 2023, Vikram samvat 2080
  // (https://www.ndtv.com/india-news/2023-hindu-new-year-all-you-need-to-know-3880883,
  // https://www.tribhuvansingh.com/post/happyvikram-samvat-2080); 2 April 2022, Shubhakrit samvatsara
  // (https://hindupad.com/tag/vikram-samvat-2079/). Shaka = CE − 78 from that day; the samvatsara list and its
  // 2022 = Shubhakrit, 2023 = Shobhakrit order: https://anilreddy12001.blogspot.com/2009/03/facts-about-ugadi-and-related-info.html.
  it('2023: Shaka 1944 → 1945, Vikram 2079 → 2080, samvatsara Shubhakrit → Shobhakrit on 22 March', () => {
    const before = calendarOn({ y: 2023, m: 3, d: 21 });
    const first = calendarOn({ y: 2023, m: 3, d: 22 });
    expect([before.shakaYear, before.vikramYear, before.amanta.name]).toEqual([1944, 2079, 'Phalguna']);
    expect([first.shakaYear, first.vikramYear, first.amanta.name, first.paksha]).toEqual([1945, 2080, 'Chaitra', 'shukla']);
    expect(before.samvatsara.name).toBe('Shubhakrit');
    expect(first.samvatsara.name).toBe('Shobhakrit');
  });

  it('2022: Shaka 1944 (Shubhakrit) begins on 2 April', () => {
    expect(calendarOn({ y: 2022, m: 4, d: 1 }).shakaYear).toBe(1943);
    const first = calendarOn({ y: 2022, m: 4, d: 2 });
    expect([first.shakaYear, first.vikramYear, first.samvatsara.name]).toEqual([1944, 2079, 'Shubhakrit']);
  });

  it('the Shaka year of a month follows its opening new moon (Pausha may open in December or January)', () => {
    expect(shakaYearOfMonth(10, Date.UTC(2025, 11, 20))).toBe(1947);
    expect(shakaYearOfMonth(10, Date.UTC(2022, 0, 2))).toBe(1943);
    expect(shakaYearOfMonth(12, Date.UTC(2024, 1, 10))).toBe(1945);
    expect(shakaYearOfMonth(1, Date.UTC(2024, 3, 9))).toBe(1946);
    expect(shakaYearOfMonth(9, Date.UTC(2024, 11, 1))).toBe(1946);
  });
});

describe('months, pakshas, ritus and ayanas', () => {
  it('the amanta month is bounded by the new moons around the instant', () => {
    const instant = Date.UTC(2024, 5, 1);
    const month = amantaMonthAt(instant, 1);
    expect(month.start).toBeLessThanOrEqual(instant);
    expect(month.end).toBeGreaterThan(instant);
    expect(amantaMonthAt(month.end + 1_000, 1).start).toBeCloseTo(month.end, -2);
  });

  it('every month name appears once a year outside adhika years (2024 has none)', () => {
    const names = new Set<string>();
    let instant = Date.UTC(2024, 3, 10);
    for (let i = 0; i < 12; i++) {
      const month = amantaMonthAt(instant, 1);
      expect(month.isAdhika).toBe(false);
      names.add(month.name);
      instant = month.end + 86_400_000;
    }
    expect(names.size).toBe(12);
  });

  it('uttarayana spans Makara → Karka (270° to 90°)', () => {
    expect(isUttarayana(270)).toBe(true);
    expect(isUttarayana(0)).toBe(true);
    expect(isUttarayana(89.99)).toBe(true);
    expect(isUttarayana(90)).toBe(false);
    expect(isUttarayana(269.99)).toBe(false);
  });

  it('the vedic (sidereal) ayana turns at Makara Sankranti, the drik (tropical) one at the December solstice', () => {
    // Between the solstice (21 Dec) and Makara Sankranti (14/15 Jan) the two disagree (drikpanchang shows
    // Drik Ayana Uttarayana, Vedic Ayana Dakshinayana on 31 December 2020).
    const gap = calendarOn({ y: 2021, m: 1, d: 1 });
    expect(gap.drikAyana).toBe('uttarayana');
    expect(gap.vedicAyana).toBe('dakshinayana');
    const after = calendarOn({ y: 2021, m: 1, d: 20 });
    expect(after.vedicAyana).toBe('uttarayana');
  });
});
