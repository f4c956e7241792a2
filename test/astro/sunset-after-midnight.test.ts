/**
 * A sunset after local midnight belongs to the day whose sunrise it follows. At 60–66° of latitude around the June
 * solstice, in a zone whose clock runs ahead of the Sun (Reykjavík keeps UTC at 21.9° W), the Sun sets after
 * the end of its civil date; the day it ends still has a sunrise, a sunset and a next sunrise, and every part of
 * the service that builds days from them (the festival calendar, the muhurta days, the panchanga frame) keeps it.
 *
 * Both sunrise rules: 'hindu' (disc centre, no refraction) up to 66°, 'observed' (upper limb, refraction; the festival
 * calendar's default) up to 65°, beyond which its Sun does not set at the solstice. The sunset is checked against
 * astronomy-engine's own searches from a second after the sunrise (`SearchAltitude` at 0° for 'hindu',
 * `SearchRiseSet` for 'observed'): each within 0.1 s of the crossing, their tolerance (the engine searches the same height in a
 * bracket the Sun's hour angle predicts, astro/rise-set.ts).
 */
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime, instantOf } from '../../astro/engine.ts';
import { festivalCalendar } from '../../astro/festivals/calendar.ts';
import { vedicDays } from '../../astro/muhurta/days.ts';
import { dayFrame } from '../../astro/panchanga/frame.ts';
import { RISE_SET_CONVENTIONS, type RiseSetConvention, sunTimesForLocalDate } from '../../astro/rise-set.ts';
import { addDays, formatLocalDate, type LocalDate, parseZone, startOfLocalDate } from '../../astro/time.ts';

const ZONE = parseZone('Atlantic/Reykjavik');
const LATITUDES: Record<RiseSetConvention, readonly number[]> = { hindu: [60, 62, 64.1466, 65, 66], observed: [60, 62, 64.1466, 65] };
const LONGITUDE = -21.9426;
/** The rise and set searches' tolerance, ms: each lands within it of the crossing, so two within twice it. */
const SEARCH_TOLERANCE_MS = 100;
const DATES: LocalDate[] = Array.from({ length: 31 }, (_, i) => addDays({ y: 2026, m: 6, d: 6 }, i));

/** The first sunset after `after` by astronomy-engine's own search for the rule, ms UT. */
function sunsetAfter(latitude: number, after: number, convention: RiseSetConvention): number {
  const observer = new Astronomy.Observer(latitude, LONGITUDE, 0);
  const found = convention === 'hindu'
    ? Astronomy.SearchAltitude(Astronomy.Body.Sun, observer, -1, astroTime(after), 2, 0)
    : Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, astroTime(after), 2);
  return instantOf(found!);
}

describe('a sunset after local midnight', () => {
  it('is the sunset of the day whose sunrise it follows, at 60–66° around the June solstice', () => {
    let afterMidnight = 0;
    for (const convention of RISE_SET_CONVENTIONS) {
      for (const latitude of LATITUDES[convention]) {
        const place = { latitude, longitude: LONGITUDE, elevationMeters: 0 };
        for (const date of DATES) {
          const where = `${convention} ${latitude}° ${formatLocalDate(date)}`;
          const times = sunTimesForLocalDate(place, ZONE, date, convention);
          const [sunrise, sunset, nextSunrise] = [times.sunrise.instant, times.sunset.instant, times.nextSunrise.instant];
          expect(sunrise, where).not.toBeNull();
          expect(sunset, where).not.toBeNull();
          expect(sunrise! < sunset! && sunset! < nextSunrise!, where).toBe(true);
          expect(Math.abs(sunset! - sunsetAfter(latitude, sunrise! + 1000, convention)), where).toBeLessThanOrEqual(2 * SEARCH_TOLERANCE_MS);
          if (sunset! >= startOfLocalDate(ZONE, addDays(date, 1))) afterMidnight++;
        }
      }
    }
    // The case is really exercised: at 64–66° the Sun sets after midnight on most of these dates.
    expect(afterMidnight).toBeGreaterThan(40);
  });

  it('leaves the muhurta days without a gap and the panchanga frame with the same sunset', () => {
    const place = { latitude: 65.5, longitude: LONGITUDE, elevationMeters: 0 };
    const from = startOfLocalDate(ZONE, DATES[0]!);
    const to = startOfLocalDate(ZONE, DATES.at(-1)!);
    const days = vedicDays(place, ZONE, from, to);
    for (let i = 1; i < days.length; i++) expect(days[i]!.bounds.sunrise).toBe(days[i - 1]!.bounds.nextSunrise);
    expect(days.length).toBeGreaterThanOrEqual(DATES.length - 1);
    for (const { date, bounds } of days) {
      const frame = dayFrame(place, { latitude: 65.5, longitude: LONGITUDE, elevationM: 0, zone: ZONE, localDate: date, sunrise: 'hindu', ayanamshaId: 1, node: 'mean' });
      expect(frame.rule).toBe('sunrise');
      expect(frame.sunset).toBe(bounds.sunset);
    }
  });

  it('does not take Nirjala Ekadashi 2026 out of Reykjavík’s calendar (observed sunrise, the calendar default)', () => {
    for (const sunrise of ['observed'] as const) {
      const calendar = festivalCalendar({ year: 2026, place: { latitude: 64.1466, longitude: LONGITUDE, elevationMeters: 0 }, zone: ZONE, ayanamshaId: 1, sunrise });
      expect(calendar.omitted, sunrise).toEqual([]);
      const nirjala = calendar.occurrences.filter((o) => o.festival === 'nirjala-ekadashi');
      expect(nirjala.length, sunrise).toBeGreaterThan(0);
      for (const o of nirjala) expect(o.date.slice(0, 7)).toBe('2026-06');
    }
  });
});
