/**
 * The muhurta finder (astro/muhurta/search.ts), checked from outside its own machinery:
 * - every window's vetoes are recomputed independently at its start, middle and end (1 s inside each end, since
 *   boundaries are solved to 10–100 ms): the Sun's sidereal longitude for kharmas, the Sun–planet separation (and
 *   the planet's direction from a 12-hour difference) for combustion, the amanta month and tithi for chaturmas and
 *   adhika masa, `karanaAt` for Bhadra, `yogaAt` for Vyatipata and Vaidhriti, the Moon's longitude for panchak, and
 *   the day's rahu kaal from `sunTimesForLocalDate` for overlap;
 * - every window's elements are recomputed at the same instants with `tithiAt`, `nakshatraAt`, `yogaAt`, `karanaAt`,
 *   `siderealAscendant` and the weekday and abhijit muhurta of the Vedic day from `sunTimesForLocalDate`, and its
 *   reasons re-derived from them (reasons.ts `evaluateMuhurta`), its tithi and star checked against the data table;
 * - the 2026 marriage dates for Delhi are compared with a published list.
 *
 * Published list: Amar Ujala's 2026 vivah muhurat dates, as reprinted at
 * https://www.varanasilive.com/news/detail/auspicious-dates-in-2026-year-2025-12-30/669008 (60 dates; the same
 * February and March dates at https://khashkhabar.com/auspicious-wedding-times-2026-learn-about-59-auspicious-dates-throughout-the-year).
 * Measured agreement (Lahiri, New Delhi): 47 dates found, 38 of them on the list; 22 listed dates not found. Of
 * those, 6 (5–14 February) fall in Venus's combustion by the 10° rule, which this engine applies and the list's
 * almanac (heliacal visibility, Venus up from 1 February) does not; most others hold only tithis the list admits and
 * the classical marriage tithis (2, 3, 5, 7, 10, 11, 13) do not (Ashtami, Dwadashi, Purnima, Krishna Pratipada and
 * Shashthi), or Bhadra, which some almanacs excuse when it "dwells" in heaven or the underworld. The test pins the
 * agreement from below.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bySample, FULL } from '../../helpers/sample.ts';
import { ayanamshaDegrees } from '../../../astro/ayanamsha.ts';
import { abhijitMuhurta, type DayBounds, rahuKaal } from '../../../astro/day-periods.ts';
import { InvalidParameterError, InvalidTimeRangeError } from '../../../astro/errors.ts';
import { siderealAscendant } from '../../../astro/lagna.ts';
import { type MuhurtaMoment, evaluateMuhurta } from '../../../astro/muhurta/reasons.ts';
import {
  MIN_WINDOW_MS, type MuhurtaSearchInput, type MuhurtaWindowResult, muhurtaDays, muhurtaSky, searchMuhurta,
} from '../../../astro/muhurta/search.ts';
import { amantaMonthAt } from '../../../astro/panchanga/calendar.ts';
import { karanaAt, moonSignAt, nakshatraAt, tithiAt, yogaAt } from '../../../astro/panchanga/elements.ts';
import { bodyLongitude, sunLongitude } from '../../../astro/positions.ts';
import { sunTimesForLocalDate } from '../../../astro/rise-set.ts';
import { addDays, formatLocalDate, type LocalDate, localDateOf, MS_PER_DAY, parseZone, weekdayOf, type Zone } from '../../../astro/time.ts';
import type { WeekdayIndex } from '../../../data/grahas.ts';
import { karanaOfHalfTithi } from '../../../data/karanas.ts';
import {
  activityAdmitsTithi, COMBUSTION_ORBS, MUHURTA_ACTIVITY_IDS, type MuhurtaActivityId, type MuhurtaVetoKind, muhurtaActivityById,
} from '../../../data/muhurta-activities.ts';
import { nakshatraById } from '../../../data/nakshatras.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209, elevationMeters: 216 };
const KOLKATA = parseZone('Asia/Kolkata');
const IST = (text: string) => Date.parse(`${text}T00:00:00+05:30`);
const SECOND = 1000;

/** Sun times by date, memoised per test file (the recomputation looks the same dates up many times). */
const sunCache = new Map<string, ReturnType<typeof sunTimesForLocalDate>>();
function sunOf(place: typeof DELHI, zone: Zone, date: LocalDate) {
  const key = `${place.latitude},${place.longitude},${formatLocalDate(date)}`;
  let times = sunCache.get(key);
  if (times === undefined) sunCache.set(key, (times = sunTimesForLocalDate(place, zone, date, 'hindu')));
  return times;
}

/** The Vedic day holding `instant`, from `sunTimesForLocalDate` alone. */
function vedicDayAt(place: typeof DELHI, zone: Zone, instant: number): { date: LocalDate; bounds: DayBounds } {
  let date = localDateOf(zone, instant);
  if (instant < sunOf(place, zone, date).sunrise.instant!) date = addDays(date, -1);
  const today = sunOf(place, zone, date);
  return {
    date,
    bounds: {
      sunrise: today.sunrise.instant!,
      sunset: today.sunset.instant!,
      nextSunrise: sunOf(place, zone, addDays(date, 1)).sunrise.instant!,
      weekday: weekdayOf(date) as WeekdayIndex,
    },
  };
}

/** The sky vetoes holding at `instant`, each from its own definition (module comment). */
function skyVetoesAt(instant: number): Set<MuhurtaVetoKind> {
  const held = new Set<MuhurtaVetoKind>();
  const siderealSun = (sunLongitude(instant) - ayanamshaDegrees(1, instant, { true: true }) + 360) % 360;
  if ([9, 12].includes(Math.floor(siderealSun / 30) + 1)) held.add('kharmas');
  for (const orb of COMBUSTION_ORBS) {
    const separation = Math.abs(((bodyLongitude(orb.graha, instant) - sunLongitude(instant) + 540) % 360) - 180);
    const motion = ((bodyLongitude(orb.graha, instant + MS_PER_DAY / 4) - bodyLongitude(orb.graha, instant - MS_PER_DAY / 4) + 540) % 360) - 180;
    if (separation < (motion < 0 ? orb.retrogradeDeg : orb.directDeg)) held.add(orb.veto);
  }
  const month = amantaMonthAt(instant, 1);
  const tithi = tithiAt(instant).number;
  if (month.isAdhika) held.add('adhika-masa');
  const inChaturmas = (month.number === 4 && !month.isAdhika && tithi >= 11) || [5, 6, 7].includes(month.number)
    || (month.number === 8 && (month.isAdhika || tithi <= 11));
  if (inChaturmas) held.add('chaturmas');
  if (karanaOfHalfTithi(karanaAt(instant).halfTithi)?.id === 'vishti') held.add('bhadra');
  const yoga = yogaAt(instant, 1).number;
  if (yoga === 17) held.add('vyatipata');
  if (yoga === 27) held.add('vaidhriti');
  if (nakshatraAt(instant, 1).siderealMoonDeg >= 300) held.add('panchaka');
  return held;
}

/** The moment at `instant`, from the element functions and the sunrise of its Vedic day. */
function momentAt(place: typeof DELHI, zone: Zone, instant: number): MuhurtaMoment {
  const { bounds } = vedicDayAt(place, zone, instant);
  const abhijit = abhijitMuhurta(bounds);
  const lagna = Math.abs(place.latitude) > 66 ? null : Math.floor(siderealAscendant(instant, place.latitude, place.longitude, 1) / 30) + 1;
  return {
    tithi: tithiAt(instant).number,
    nakshatra: nakshatraAt(instant, 1).number,
    yoga: yogaAt(instant, 1).number,
    karana: karanaAt(instant).halfTithi,
    weekday: bounds.weekday,
    lagna,
    moonSign: moonSignAt(instant, 1).number,
    inAbhijit: abhijit.start <= instant && instant < abhijit.end,
  };
}

/** A window's first and last second, where a boundary error shows; FULL=1 adds its middle. */
const samples = (window: MuhurtaWindowResult) =>
  FULL ? [window.start + SECOND, (window.start + window.end) / 2, window.end - SECOND] : [window.start + SECOND, window.end - SECOND];

/**
 * Checks a search's windows: order, range, length, tithi and nakshatra of each, and re-derives the vetoes, elements
 * and reasons (module comment) of every window, or with `every` = k of every k-th window and the last.
 */
function recheck(input: MuhurtaSearchInput, windows: readonly MuhurtaWindowResult[], every = 1): void {
  const activity = muhurtaActivityById(input.activity);
  const barred = new Set<MuhurtaVetoKind>(activity.vetoes);
  windows.forEach((window, i) => {
    expect(window.start).toBeGreaterThanOrEqual(input.from);
    expect(window.end).toBeLessThanOrEqual(input.to);
    expect(window.end - window.start).toBeGreaterThanOrEqual(MIN_WINDOW_MS);
    if (i > 0) expect(window.start).toBeGreaterThanOrEqual(windows[i - 1]!.end);
    expect(activityAdmitsTithi(activity, window.tithi)).toBe(true);
    expect(activity.nakshatras.map((id) => nakshatraById(id).number)).toContain(window.nakshatra);
    if (i % every !== 0 && i !== windows.length - 1) return;

    const { bounds } = vedicDayAt(input.place, input.zone, window.start + SECOND);
    if (barred.has('rahu-kaal')) {
      const rahu = rahuKaal(bounds);
      expect(window.end <= rahu.start || window.start >= rahu.end, `rahu kaal in ${new Date(window.start).toISOString()}`).toBe(true);
    }
    for (const instant of samples(window)) {
      const held = [...skyVetoesAt(instant)].filter((kind) => barred.has(kind));
      expect(held, `vetoes at ${new Date(instant).toISOString()}`).toEqual([]);
      const moment = momentAt(input.place, input.zone, instant);
      const { moonSign: _moonSign, inAbhijit: _inAbhijit, ...elements } = moment;
      expect({ ...elements }, `elements at ${new Date(instant).toISOString()}`).toEqual({
        tithi: window.tithi, nakshatra: window.nakshatra, yoga: window.yoga, karana: window.karana, weekday: window.weekday, lagna: window.lagna,
      });
      const evaluation = evaluateMuhurta(activity, moment, input.birth);
      expect(evaluation, `evaluation at ${new Date(instant).toISOString()}`).toEqual({
        reasons: window.reasons, score: window.score, quality: window.quality,
      });
    }
  });
}

/** Adjacent windows that touch differ in an element or a reason (windows are maximal). */
function expectMaximal(windows: readonly MuhurtaWindowResult[]): void {
  for (let i = 1; i < windows.length; i++) {
    const [a, b] = [windows[i - 1]!, windows[i]!];
    if (a.end !== b.start) continue;
    const key = (w: MuhurtaWindowResult) => JSON.stringify([w.tithi, w.nakshatra, w.yoga, w.karana, w.weekday, w.lagna, w.reasons]);
    expect(key(a)).not.toBe(key(b));
  }
}

/** The civil dates (of the sunrise that begins each window's Vedic day) on which windows fall. */
function vedicDates(place: typeof DELHI, zone: Zone, windows: readonly MuhurtaWindowResult[]): Set<string> {
  return new Set(windows.map((window) => formatLocalDate(vedicDayAt(place, zone, window.start + SECOND).date)));
}

describe.each([2025, 2026])('marriage in New Delhi, %i', (year) => {
  const input: MuhurtaSearchInput = {
    activity: 'marriage', from: IST(`${year}-01-01`), to: IST(`${year + 1}-01-01`), place: DELHI, zone: KOLKATA, ayanamshaId: 1,
  };
  let windows: MuhurtaWindowResult[] = [];
  beforeAll(() => {
    windows = searchMuhurta(input);
  });

  it('finds windows on a plausible number of days (almanacs print 50 to 80 a year)', () => {
    const days = vedicDates(DELHI, KOLKATA, windows).size;
    expect(days).toBeGreaterThanOrEqual(35);
    expect(days).toBeLessThanOrEqual(90);
  });

  // Every other window and the last re-derived in the default tier, every window at the wide sample.
  it('overlaps no veto and re-derives its windows from the element functions', () => {
    recheck(input, windows, bySample({ quick: 2, wide: 1 }));
  });

  it('gives maximal windows', () => {
    expectMaximal(windows);
  });
});

describe('marriage in New Delhi, 2026, against a published list', () => {
  const PUBLISHED: Readonly<Record<number, readonly number[]>> = {
    2: [5, 6, 8, 10, 12, 14, 19, 20, 21, 24, 25, 26], 3: [2, 3, 4, 7, 8, 9, 11, 12], 4: [15, 20, 21, 25, 26, 27, 28, 29],
    5: [1, 3, 5, 6, 7, 8, 13, 14], 6: [21, 22, 23, 24, 25, 26, 27, 29], 7: [1, 6, 7, 11, 12], 11: [21, 24, 25, 26], 12: [2, 3, 4, 5, 6, 11, 12],
  };
  const published = new Set(Object.entries(PUBLISHED).flatMap(([m, days]) => days.map((d) => formatLocalDate({ y: 2026, m: Number(m), d }))));
  const from = IST('2026-01-01');
  const to = IST('2027-01-01');
  let ours = new Set<string>();
  let sky: ReturnType<typeof muhurtaSky>;
  beforeAll(() => {
    sky = muhurtaSky(from, to, 1);
    ours = vedicDates(DELHI, KOLKATA, searchMuhurta({ activity: 'marriage', from, to, place: DELHI, zone: KOLKATA, ayanamshaId: 1, shared: sky }));
  });

  it('finds most listed dates, and lists most of the dates it finds', () => {
    const common = [...ours].filter((date) => published.has(date));
    expect(published.size).toBe(60);
    expect(common.length).toBeGreaterThanOrEqual(36); // measured 38
    expect(common.length / ours.size).toBeGreaterThanOrEqual(0.75); // measured 38 / 47
  });

  it('misses the early-February dates because Venus is combust by the 10° rule until 17 February', () => {
    const venus = sky.vetoes.filter((veto) => veto.kind === 'venus-combust');
    for (const d of [5, 6, 8, 10, 12, 14]) {
      const sunrise = sunOf(DELHI, KOLKATA, { y: 2026, m: 2, d }).sunrise.instant!;
      expect(venus.some((veto) => veto.start <= sunrise && sunrise + MS_PER_DAY <= veto.end)).toBe(true);
      expect(ours.has(formatLocalDate({ y: 2026, m: 2, d }))).toBe(false);
    }
  });
});

describe('every activity, New Delhi, January to April 2026', () => {
  const from = IST('2026-01-01');
  const to = IST('2026-04-15');
  let sky: ReturnType<typeof muhurtaSky>;
  let placeDays: ReturnType<typeof muhurtaDays>;
  beforeAll(() => {
    sky = muhurtaSky(from, to, 1);
    placeDays = muhurtaDays(DELHI, KOLKATA, from, to, 1);
  });

  // Every sixth window of each activity re-derived (every third in the slower tier, every window with FULL=1): the
  // seven activities' windows re-derived whole took most of this file's time, and the marriage windows above are
  // re-derived whole.
  it.each(MUHURTA_ACTIVITY_IDS)('%s: overlaps none of its vetoes and re-derives its windows', (activity) => {
    const input: MuhurtaSearchInput = { activity, from, to, place: DELHI, zone: KOLKATA, ayanamshaId: 1 };
    const windows = searchMuhurta({ ...input, shared: sky, placeDays });
    expect(windows.length).toBeGreaterThan(0);
    recheck(input, windows, bySample({ quick: 6, wide: 3, full: 1 }));
    expectMaximal(windows);
  });

  it('gives the same windows with and without the shared parts', () => {
    const input: MuhurtaSearchInput = { activity: 'griha-pravesh', from: IST('2026-02-01'), to: IST('2026-03-01'), place: DELHI, zone: KOLKATA, ayanamshaId: 1 };
    expect(searchMuhurta({ ...input, shared: sky, placeDays })).toEqual(searchMuhurta(input));
  });

  it('searches a part of a range as the whole range clipped to it', () => {
    const whole = new Map(MUHURTA_ACTIVITY_IDS.map((activity) => [activity, searchMuhurta({
      activity, from, to, place: DELHI, zone: KOLKATA, ayanamshaId: 1, shared: sky, placeDays,
    })]));
    fc.assert(fc.property(
      fc.constantFrom(...MUHURTA_ACTIVITY_IDS),
      fc.integer({ min: 0, max: 90 * 24 }),
      fc.integer({ min: 6, max: 10 * 24 }),
      (activity: MuhurtaActivityId, startHour, lengthHours) => {
        const partFrom = from + startHour * 3_600_000;
        const partTo = Math.min(to, partFrom + lengthHours * 3_600_000);
        const expected = whole.get(activity)!
          .map((window) => ({ ...window, start: Math.max(window.start, partFrom), end: Math.min(window.end, partTo) }))
          .filter((window) => window.end - window.start >= MIN_WINDOW_MS);
        expect(searchMuhurta({ activity, from: partFrom, to: partTo, place: DELHI, zone: KOLKATA, ayanamshaId: 1 })).toEqual(expected);
      },
    ), { numRuns: 6, seed: 20260101 });
  });
});

describe('with a birth Moon', () => {
  const birth = { moonNakshatra: 4, moonSign: 2 }; // Rohini, Taurus
  const from = IST('2026-02-15');
  const to = IST('2026-05-15');
  const input: MuhurtaSearchInput = { activity: 'marriage', from, to, place: DELHI, zone: KOLKATA, ayanamshaId: 1, birth };

  it('keeps only windows with tara bala and chandra bala, inside the windows found without a birth', () => {
    const withBirth = searchMuhurta(input);
    const without = searchMuhurta({ ...input, birth: undefined });
    expect(withBirth.length).toBeGreaterThan(0);
    expect(vedicDates(DELHI, KOLKATA, withBirth).size).toBeLessThan(vedicDates(DELHI, KOLKATA, without).size);
    for (const window of withBirth) {
      expect(window.reasons.filter((reason) => reason.factor === 'tara-bala' || reason.factor === 'chandra-bala')).toHaveLength(2);
      expect(without.some((other) => other.start <= window.start && window.end <= other.end)).toBe(true);
    }
    recheck(input, withBirth);
  });
});

describe('places beyond the polar circle', () => {
  const TROMSO = { latitude: 69.6492, longitude: 18.9553, elevationMeters: 10 };
  const OSLO_ZONE = parseZone('Europe/Oslo');

  it('computes no lagna and gives no windows in the polar night', () => {
    const march = searchMuhurta({ activity: 'travel', from: Date.UTC(2026, 2, 1), to: Date.UTC(2026, 3, 1), place: TROMSO, zone: OSLO_ZONE, ayanamshaId: 1 });
    expect(march.length).toBeGreaterThan(0);
    for (const window of march) {
      expect(window.lagna).toBeNull();
      expect(window.reasons.some((reason) => reason.factor === 'lagna')).toBe(false);
    }
    expect(searchMuhurta({ activity: 'travel', from: Date.UTC(2025, 11, 5), to: Date.UTC(2026, 0, 5), place: TROMSO, zone: OSLO_ZONE, ayanamshaId: 1 })).toEqual([]);
  });
});

describe('input checks', () => {
  const input: MuhurtaSearchInput = { activity: 'marriage', from: IST('2026-02-01'), to: IST('2026-02-10'), place: DELHI, zone: KOLKATA, ayanamshaId: 1 };

  it('refuses a reversed range or one longer than 370 days', () => {
    expect(() => searchMuhurta({ ...input, to: input.from })).toThrow(InvalidTimeRangeError);
    expect(() => searchMuhurta({ ...input, to: input.from + 371 * MS_PER_DAY })).toThrow(InvalidTimeRangeError);
  });

  it('refuses an unknown activity, a birth out of range and shared parts that do not fit', () => {
    expect(() => searchMuhurta({ ...input, activity: 'coronation' as MuhurtaActivityId })).toThrow(InvalidParameterError);
    expect(() => searchMuhurta({ ...input, birth: { moonNakshatra: 28, moonSign: 1 } })).toThrow(InvalidParameterError);
    expect(() => searchMuhurta({ ...input, shared: muhurtaSky(input.from, input.to, 3) })).toThrow(InvalidParameterError);
    expect(() => searchMuhurta({ ...input, shared: muhurtaSky(input.from + MS_PER_DAY, input.to, 1) })).toThrow(InvalidParameterError);
    const elsewhere = muhurtaDays({ ...DELHI, latitude: 19.076 }, KOLKATA, input.from, input.to, 1);
    expect(() => searchMuhurta({ ...input, placeDays: elsewhere })).toThrow(InvalidParameterError);
  });
});
