/**
 * The special lagnas counted from sunrise and the upagrahas against Narasimha Rao's worked examples (ch. 5,
 * examples 7–9, with the sunrise and the Sun's longitude the book gives) and against PyJHora 4.8.5's recorded
 * answers for 120 random births (../shared/reference/pyjhora/dev2.*, kind `special_lagnas`), computed with the
 * settings that reproduce PyJHora: Lahiri, geometric positions, the Hindu sunrise, `lagnaSunrise=civil-date`,
 * `gulika=gulika-start`, `lordlessPart=after-saturn`.
 *
 * Each point is counted as agreeing (within its tolerance), or as explained by a named PyJHora behaviour (the
 * behaviour is reproduced here, in the test only, and the answer then agrees within the same tolerance), or as
 * unexplained. docs/conventions.md ("Jaimini") names each behaviour with its count.
 */
import { pyjhoraSecondSetPresent as present, recordedLines } from '../pyjhora/pyjhora-answers.ts';
import { describe, expect, it } from 'vitest';
import { pranapada, SUNRISE_LAGNAS, type SunriseLagna, sunriseLagna, varnadaLagna, varnadaSign } from '../../../astro/jaimini/sunrise-lagnas.ts';
import { type SunrisePoints, sunrisePoints } from '../../../astro/jaimini/sunrise-points.ts';
import { dhumaGroup, DHUMA_GROUP, PART_UPAGRAHAS, type PartUpagrahaId, partOfLord } from '../../../astro/jaimini/upagrahas.ts';
import { siderealAscendant } from '../../../astro/lagna.ts';
import { bodyLongitude, siderealLongitude } from '../../../astro/positions.ts';
import { type Place, searchRiseSet } from '../../../astro/rise-set.ts';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../../astro/time.ts';
import { WEEKDAY_LORDS } from '../../../data/grahas.ts';

/** Arcseconds between two longitudes in degrees. */
const arcsecondsApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;

describe('Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 5', () => {
  // Examples 7–9: birth 19:23, sunrise 6:37 (766 minutes elapsed), the Sun at sunrise 294°17′ (Capricorn 24°17′).
  const sun = 294 + 17 / 60;
  const elapsed = 12 * 60 + 46;

  it('example 8: hora lagna Aquarius 17.28°, to the book\'s 0.01°', () => {
    expect(arcsecondsApart(sunriseLagna('hora', sun, elapsed), 300 + 17.28)).toBeLessThanOrEqual(18);
  });

  it('example 9: ghati lagna Virgo 21.78°, to the book\'s 0.01°', () => {
    expect(arcsecondsApart(sunriseLagna('ghati', sun, elapsed), 150 + 21.78)).toBeLessThanOrEqual(18);
  });

  it('example 7: the bhava lagna at one sign per 5 ghatis is Leo 5.78°; the book prints Pisces 10.28°, the 766 minutes added as degrees without the division by 4', () => {
    expect(arcsecondsApart(sunriseLagna('bhava', sun, elapsed), 120 + 5.78)).toBeLessThanOrEqual(18);
    expect(arcsecondsApart(sun + elapsed, 330 + 10.28)).toBeLessThanOrEqual(18);
  });

  it('varnada: counts from Aries (odd) or Pisces backward (even), added for equal parity, else the difference', () => {
    // Lagna Aries (odd, 1) and hora lagna Gemini (odd, 3): 1 + 3 = 4, counted from Aries: Cancer.
    expect(varnadaSign(1, 3)).toBe(4);
    // Lagna Taurus (even, 11 from Pisces) and hora lagna Leo (odd, 5): 11 − 5 = 6, counted from Pisces backward: Libra.
    expect(varnadaSign(2, 5)).toBe(7);
    // Lagna Cancer (even, 9 from Pisces) and hora lagna Capricorn (even, 3): 12, counted from Pisces backward: Aries.
    expect(varnadaSign(4, 10)).toBe(1);
    // Equal counts of unlike parity: 0, i.e. the 12th: from Aries, Pisces.
    expect(varnadaSign(1, 12)).toBe(12);
    expect(degreeOf(varnadaLagna(12.5, 75))).toBeCloseTo(12.5, 9);
  });

  it('pranapada adds 240° for a Sun in a fixed sign and 120° in a dual one', () => {
    expect(pranapada(10, 6)).toBeCloseTo(40, 9);
    expect(pranapada(40, 6)).toBeCloseTo(310, 9);
    expect(pranapada(70, 6)).toBeCloseTo(220, 9);
  });
});

function degreeOf(longitude: number): number {
  return longitude % 30;
}

describe('the dhuma group and the parts of the day (BPHS ch. 3)', () => {
  it('dhuma = Sun + 133°20′, vyatipata = 360° − dhuma, parivesha = vyatipata + 180°, indrachapa = 360° − parivesha, upaketu = Sun − 30°', () => {
    const group = dhumaGroup(100);
    expect(group.dhuma).toBeCloseTo(233 + 1 / 3, 9);
    expect(group.vyatipata).toBeCloseTo(126 + 2 / 3, 9);
    expect(group.parivesha).toBeCloseTo(306 + 2 / 3, 9);
    expect(group.indrachapa).toBeCloseTo(53 + 1 / 3, 9);
    expect(group.upaketu).toBeCloseTo(70, 9);
  });

  it('Saturn\'s part is the same in both tables: 7th of Sunday\'s day … 1st of Saturday\'s, 3rd of Sunday\'s night', () => {
    const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => partOfLord('saturn', weekday, false, 'eighth') + 1);
    expect(days).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((weekday) => partOfLord('saturn', weekday, false, 'after-saturn') + 1)).toEqual(days);
    expect(partOfLord('saturn', 0, true, 'eighth') + 1).toBe(3);
  });

  it('Jupiter\'s part (yamaganda) is the 7th of Friday and the 6th of Saturday with the eighth part lordless; the 8th and 7th in PyJHora\'s tables', () => {
    expect([5, 6].map((weekday) => partOfLord('jupiter', weekday, false, 'eighth') + 1)).toEqual([7, 6]);
    expect([5, 6].map((weekday) => partOfLord('jupiter', weekday, false, 'after-saturn') + 1)).toEqual([8, 7]);
    expect(WEEKDAY_LORDS).toHaveLength(7);
  });
});


interface Case {
  readonly id: string;
  readonly kind: string;
  readonly date: string;
  readonly time: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone: number;
}

type Point = { longitude: number };

function specialLagnaCases(): { birth: Case; answer: { special_lagnas: Record<string, Point>; upagrahas: Record<string, Point> } }[] {
  const cases = recordedLines<Case>('dev2.cases.jsonl');
  const answers = recordedLines<{ special_lagnas: Record<string, Point>; upagrahas: Record<string, Point> }>('dev2.answers.jsonl');
  return cases.flatMap((birth, i) => (birth.kind === 'special_lagnas' ? [{ birth, answer: answers[i]! }] : []));
}

const instantOf = (birth: Case) => {
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = birth.time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute) - birth.timezone * MS_PER_HOUR;
};

const sunAt = (instant: number) => siderealLongitude(bodyLongitude('sun', instant, 'geometric'), instant, 1);

/**
 * PyJHora's bhava, hora, ghati and vighati lagnas take the Sun at sunrise + the zone's offset: its
 * `special_ascendant` adds the offset to a sunrise Julian day that is already local time, and the chart then
 * reads that local time as UT.
 */
function sunShiftedByZone(kind: SunriseLagna, birth: Case, ours: SunrisePoints): number {
  const sun = sunAt(ours.lagnaSunrise + birth.timezone * MS_PER_HOUR);
  return sunriseLagna(kind, sun, (instantOf(birth) - ours.lagnaSunrise) / MS_PER_MINUTE);
}

/**
 * PyJHora's pranapada counts the time since sunrise in tharparais (1/3600 ghati = 0.4 s) as hours × 9000 +
 * minutes × 150 + seconds, each truncated: a second counts as one tharparai instead of 2.5.
 */
function tharparaiCount(birth: Case, ours: SunrisePoints): number {
  const seconds = (instantOf(birth) - ours.day.sunrise) / 1000;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds - hours * 3600) / 60);
  const tharparais = hours * 9000 + minutes * 150 + Math.floor(seconds - hours * 3600 - minutes * 60);
  return pranapada(sunAt(instantOf(birth)), (tharparais / 3600) * 24);
}

/**
 * PyJHora's upagrahas of a birth by night: the parts are counted from the sunrise hour of the civil date (the
 * next day's after an evening birth), on the birth's civil date, with the DAY's length (|sunset − sunrise| in
 * hours of the day) cut into eight.
 */
function nightFromSunrise(id: PartUpagrahaId, birth: Case, ours: SunrisePoints): number {
  const place: Place = { latitude: birth.latitude, longitude: birth.longitude, elevationMeters: 0 };
  const offset = birth.timezone * MS_PER_HOUR;
  const midnight = Math.floor((instantOf(birth) + offset) / MS_PER_DAY) * MS_PER_DAY - offset;
  const hourOfDay = (instant: number) => (((instant - midnight) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY / MS_PER_HOUR;
  const riseOn = (dayStart: number) => searchRiseSet('sun', 'rise', place, dayStart, 'hindu', 1).instant!;
  const setAfter = (rise: number) => searchRiseSet('sun', 'set', place, rise, 'hindu', 1).instant!;
  const todayRise = riseOn(midnight);
  const evening = instantOf(birth) >= setAfter(todayRise);
  const rise = hourOfDay(evening ? riseOn(midnight + MS_PER_DAY) : todayRise);
  const set = hourOfDay(evening ? setAfter(todayRise) : setAfter(riseOn(midnight - MS_PER_DAY)));
  const lord = ({ kaala: 'sun', mrityu: 'mars', arthaPrahara: 'mercury', yamaGhantaka: 'jupiter', gulika: 'saturn', mandi: 'saturn' } as const)[id];
  const part = partOfLord(lord, ours.day.weekday, true, 'after-saturn') + (id === 'gulika' ? 0 : 0.5);
  const hours = rise + (part * Math.abs(set - rise)) / 8;
  return siderealAscendant(midnight + hours * MS_PER_HOUR, birth.latitude, birth.longitude, 1);
}

const NAMES: Record<string, string> = {
  bhava: 'bhava_lagna', hora: 'hora_lagna', ghati: 'ghati_lagna', vighati: 'vighati_lagna', pranapada: 'pranapada_lagna', varnada: 'varnada_lagna',
  kaala: 'kaala', mrityu: 'mrityu', arthaPrahara: 'artha_praharaka', yamaGhantaka: 'yama_ghantaka', gulika: 'gulika', mandi: 'maandi',
  dhuma: 'dhuma', vyatipata: 'vyatipaata', parivesha: 'parivesha', indrachapa: 'indrachaapa', upaketu: 'upaketu',
};

/**
 * Tolerances, arcseconds. Our sunrise (astronomy-engine, root found to 0.1 s) falls 0.6–1.8 s after PyJHora's
 * (Swiss Ephemeris): the lagnas counted from sunrise get 2 s at their rate (bhava 15″ a second … vighati 900″,
 * pranapada 300″; measured at most 18″, 36″, 91″ and 1768″ agreeing, 27″, 53″, 134″, 780″ and 241″ explained).
 * The part upagrahas are lagnas at instants cut from the sunrise and sunset, which PyJHora truncates to the second:
 * 60″ (measured 44″ agreeing, 52″ explained, at 59° N). Varnada takes the lagna's degree (measured 0.1″); the
 * dhuma group is the Sun's longitude moved (measured 2″).
 */
const TOLERANCE: Record<string, number> = {
  bhava: 30, hora: 60, ghati: 150, vighati: 1800, pranapada: 600, varnada: 1,
  kaala: 60, mrityu: 60, arthaPrahara: 60, yamaGhantaka: 60, gulika: 60, mandi: 60,
  dhuma: 3, vyatipata: 3, parivesha: 3, indrachapa: 3, upaketu: 3,
};

interface Tally { agree: number; explained: number; unexplained: string[] }

describe.skipIf(!present)('PyJHora 4.8.5 special lagnas and upagrahas (dev2, 120 births)', () => {
  const tallies: Record<string, Tally> = Object.fromEntries(Object.keys(NAMES).map((key) => [key, { agree: 0, explained: 0, unexplained: [] }]));
  const cases = present ? specialLagnaCases() : [];
  for (const { birth, answer } of cases) {
    const ours = sunrisePoints({
      instant: instantOf(birth), latitude: birth.latitude, longitude: birth.longitude, utcOffsetHours: birth.timezone,
      ayanamshaId: 1, positions: 'geometric', sunrise: 'hindu', lagnaSunrise: 'civil-date', gulika: 'gulika-start', lordlessPart: 'after-saturn',
    });
    const theirs = (key: string) => (answer.special_lagnas[NAMES[key]!] ?? answer.upagrahas[NAMES[key]!])!.longitude;
    const count = (key: string, value: number, explanation: () => number) => {
      const tally = tallies[key]!;
      if (arcsecondsApart(value, theirs(key)) <= TOLERANCE[key]!) tally.agree++;
      else if (arcsecondsApart(explanation(), theirs(key)) <= TOLERANCE[key]!) tally.explained++;
      else tally.unexplained.push(birth.id);

    };
    for (const kind of SUNRISE_LAGNAS) count(kind, ours.lagnas[kind], () => sunShiftedByZone(kind, birth, ours));
    count('pranapada', ours.lagnas.pranapada, () => tharparaiCount(birth, ours));
    count('varnada', ours.lagnas.varnada, () => Number.NaN);
    for (const id of PART_UPAGRAHAS) count(id, ours.partUpagrahas[id].longitude, () => nightFromSunrise(id, birth, ours));
    for (const id of DHUMA_GROUP) count(id, ours.dhumaGroup[id], () => Number.NaN);
  }

  it('reads 120 births', () => {
    expect(cases).toHaveLength(120);
  });

  it('every point agrees, or is explained by a named PyJHora behaviour: [agree, explained, unexplained]', () => {
    const summary = Object.fromEntries(Object.entries(tallies).map(([key, t]) => [key, [t.agree, t.explained, t.unexplained.length]]));
    expect(summary).toEqual({
      // Only the 6 births at UTC+0 escape PyJHora's Sun taken `timezone` hours after sunrise.
      bhava: [6, 114, 0], hora: [6, 114, 0], ghati: [6, 114, 0],
      // 15° a minute: the tolerance (2 s) holds most of the zone error too.
      vighati: [108, 12, 0],
      // PyJHora counts a second as one tharparai instead of 2.5; 7 births fall within 10′ anyway.
      pranapada: [7, 113, 0],
      varnada: [120, 0, 0],
      // The 67 births by day agree; PyJHora's parts of the night are counted from a sunrise with the day's length.
      kaala: [67, 53, 0], mrityu: [67, 53, 0], arthaPrahara: [67, 53, 0], yamaGhantaka: [67, 53, 0], gulika: [67, 53, 0], mandi: [67, 53, 0],
      dhuma: [120, 0, 0], vyatipata: [120, 0, 0], parivesha: [120, 0, 0], indrachapa: [120, 0, 0], upaketu: [120, 0, 0],
    });
  });

  it('with the defaults (lagnaSunrise=vedic-day, lordlessPart=eighth) the births the two choices concern differ, and only they', () => {
    const differing: Record<string, number> = {};
    const concerned: Record<string, number> = {};
    const unconcernedDiffering: string[] = [];
    for (const { birth } of cases) {
      const input = {
        instant: instantOf(birth), latitude: birth.latitude, longitude: birth.longitude, utcOffsetHours: birth.timezone,
        ayanamshaId: 1 as const, positions: 'geometric' as const, sunrise: 'hindu' as const, gulika: 'gulika-start' as const,
      };
      const pyjhora = sunrisePoints({ ...input, lagnaSunrise: 'civil-date', lordlessPart: 'after-saturn' });
      const defaults = sunrisePoints({ ...input, lagnaSunrise: 'vedic-day', lordlessPart: 'eighth' });
      const tally = (key: string, ours: number, theirs: number, concerns: boolean) => {
        const differs = arcsecondsApart(ours, theirs) > TOLERANCE[key]!;
        if (differs) differing[key] = (differing[key] ?? 0) + 1;
        if (concerns) concerned[key] = (concerned[key] ?? 0) + 1;
        if (differs && !concerns) unconcernedDiffering.push(`${birth.id} ${key}`);
      };
      for (const kind of SUNRISE_LAGNAS) tally(kind, defaults.lagnas[kind], pyjhora.lagnas[kind], defaults.lagnaSunrise !== pyjhora.lagnaSunrise);
      for (const id of PART_UPAGRAHAS) {
        tally(id, defaults.partUpagrahas[id].longitude, pyjhora.partUpagrahas[id].longitude, defaults.partUpagrahas[id].instant !== pyjhora.partUpagrahas[id].instant);
      }
    }
    expect(unconcernedDiffering).toEqual([]);
    // 29 births fall between midnight and sunrise; the lords after Saturn move kaala in 100 births, mrityu in 70,
    // artha prahara in 55, yama ghantaka in 41 (never gulika or mandi).
    const lagnas = { bhava: 29, hora: 29, ghati: 29, vighati: 29 };
    const parts = { kaala: 100, mrityu: 70, arthaPrahara: 55, yamaGhantaka: 41 };
    expect(concerned).toEqual({ ...lagnas, ...parts });
    // In two ghati and one vighati lagna the Sun's motion over the day and the rate × the day's excess over 24 hours
    // cancel within the tolerance.
    expect(differing).toEqual({ ...lagnas, ghati: 27, vighati: 28, ...parts });
  });
});
