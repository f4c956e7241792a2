/**
 * The dashas that read the day and night of birth (Kaala, Chakra, Varnada) and Buddhi Gathi, worked by hand from
 * their rules (data/dashas.ts, data/graha-dashas.ts). PyJHora's recorded Kaala answers are compared in
 * test/reference/dasha/graha-dashas.reference.test.ts; Chakra, Varnada and Buddhi Gathi were not recorded.
 *
 * Births at Delhi (28.6139° N, 77.209° E) around the March 2024 equinox, with the grahas placed by hand: the day
 * parts come from the real sunrises and sunsets found here by the same root finder (rise-set.ts), so each test
 * states the rule's boundaries from them and checks the dasha against that.
 */
import { describe, expect, it } from 'vitest';
import { birthDayPart } from '../../../astro/dasha/day-part.ts';
import { dashaSummary, dashaTree } from '../../../astro/dasha/dasha.ts';
import { horaLagnaOf, varnadaPlan } from '../../../astro/dasha/varnada.ts';
import type { DashaChart } from '../../../astro/dasha/types.ts';
import { searchRiseSet } from '../../../astro/rise-set.ts';
import { MS_PER_DAY, MS_PER_MINUTE } from '../../../astro/time.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209, elevationMeters: 0 };
const NOON_UTC = Date.UTC(2024, 2, 20, 6, 30);
const SUNRISE = searchRiseSet('sun', 'rise', DELHI, NOON_UTC - MS_PER_DAY / 2, 'hindu', 1).instant!;
const SUNSET = searchRiseSet('sun', 'set', DELHI, SUNRISE, 'hindu', 1).instant!;
const NEXT_SUNRISE = searchRiseSet('sun', 'rise', DELHI, SUNSET, 'hindu', 1).instant!;
const DAY = SUNSET - SUNRISE;
const NIGHT = NEXT_SUNRISE - SUNSET;
const YEAR_MS = 365.25 * MS_PER_DAY;

const at = (signNumber: number, degree: number) => ({ siderealDeg: (signNumber - 1) * 30 + degree, signNumber });

/**
 * Lagna Gemini 10° (lord Mercury in Aquarius); Sun Pisces 5°, Moon Cancer 20°, Mars Aquarius 14°, Mercury Aquarius
 * 25°, Jupiter Aries 22° (the 11th), Venus Aquarius 2°, Saturn Aquarius 10°, Rahu Pisces 18°, Ketu Virgo 18°.
 */
function chartAt(birth: number): DashaChart {
  return {
    birth, moonSiderealDeg: 110, lagnaSign: 3, lagnaSiderealDeg: 70,
    planets: {
      sun: at(12, 5), moon: at(4, 20), mars: at(11, 14), mercury: at(11, 25), jupiter: at(1, 22),
      venus: at(11, 2), saturn: at(11, 10), rahu: at(12, 18), ketu: at(6, 18),
    },
    frame: { ayanamshaId: 1, positions: 'apparent' },
    place: { latitudeDeg: DELHI.latitude, longitudeDeg: DELHI.longitude, sunrise: 'hindu' },
  } as DashaChart;
}

describe('the parts of the day and night (BPHS ch. 46: twilights of 5 ghatis, sixths of their day or night)', () => {
  it('mid-day is the middle of the day proper; sunset is D/(D + N) into the dusk; an hour before sunrise is in the dawn', () => {
    const noon = birthDayPart(chartAt(SUNRISE + DAY / 2));
    expect(noon.part).toBe('day');
    // The root finder places a sunrise to about 0.1 s, searched here from another instant: 1 s tolerance.
    expect(Math.abs(noon.start - (SUNRISE + DAY / 6))).toBeLessThan(1000);
    expect(Math.abs(noon.end - (SUNSET - DAY / 6))).toBeLessThan(1000);
    expect(noon.elapsedFraction).toBeCloseTo(0.5, 4);
    const sunset = birthDayPart(chartAt(SUNSET));
    expect(sunset.part).toBe('dusk');
    expect(sunset.elapsedFraction).toBeCloseTo(DAY / (DAY + NIGHT), 4);
    const night = birthDayPart(chartAt(SUNSET + NIGHT / 2));
    expect(night.part).toBe('night');
    expect(Math.abs(night.sunrise - SUNRISE)).toBeLessThan(1000);
    expect(night.elapsedFraction).toBeCloseTo(0.5, 4);
    const beforeDawn = birthDayPart(chartAt(NEXT_SUNRISE - 60 * MS_PER_MINUTE));
    expect(beforeDawn.part).toBe('dawn');
    expect(Math.abs(beforeDawn.start - (NEXT_SUNRISE - NIGHT / 6))).toBeLessThan(1000);
    expect(Math.abs(beforeDawn.sunrise - SUNRISE)).toBeLessThan(1000);
  });

  it('a chart without its birth place is refused', () => {
    const { place: _place, ...chart } = chartAt(SUNRISE);
    expect(() => birthDayPart(chart)).toThrow(/birth place/);
  });
});

describe('Kaala dasha worked by hand', () => {
  it('a birth at the middle of the day: f = 0.5, the Sun 1 1/3 years (120 × 0.5 / 45), Ketu 12, two cycles of 60 years', () => {
    const tree = dashaTree('kaala', chartAt(SUNRISE + DAY / 2), { levels: 2 });
    expect(tree.periods.map((p) => p.lord)).toEqual([
      'sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu',
      'sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu',
    ]);
    const years = tree.periods.map((p) => (p.end - p.start) / YEAR_MS);
    // f is 0.5 to the root finder's 0.1 s in 8 hours: 4 decimals of a year.
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9].forEach((k, i) => expect(years[i]).toBeCloseTo((k * 60) / 45, 4));
    expect(tree.periods[0]!.start).toBe(SUNRISE + DAY / 2);
    expect(tree.birthDay).toMatchObject({ part: 'day', sunriseRule: 'hindu' });
    expect(tree.cycleYears).toBeCloseTo(60, 3);
    // The Sun's antardashas: the nine from the Sun sharing f = 0.5 of it by 1 … 9, then the nine sharing the rest.
    const sun = tree.periods[0]!;
    const shares = sun.children!.map((c) => (c.end - c.start) / (sun.end - sun.start));
    expect(sun.children!.map((c) => c.lord).slice(0, 10)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'sun']);
    expect(shares[0]).toBeCloseTo(0.5 / 45, 5);
    expect(shares[8]).toBeCloseTo(4.5 / 45, 5);
    expect(shares[17]).toBeCloseTo(4.5 / 45, 5);
  });

  it('a birth in the dusk: f = (birth − (sunset − D/6)) / (D/6 + N/6), the first cycle 120 f years', () => {
    const birth = SUNSET + 20 * MS_PER_MINUTE;
    const f = (birth - (SUNSET - DAY / 6)) / (DAY / 6 + NIGHT / 6);
    const tree = dashaTree('kaala', chartAt(birth), { levels: 1 });
    expect(tree.birthDay!.part).toBe('dusk');
    expect((tree.periods[9]!.start - birth) / YEAR_MS).toBeCloseTo(120 * f, 3);
    expect((tree.periods[17]!.end - birth) / YEAR_MS).toBeCloseTo(120, 6);
  });
});

describe('Chakra dasha worked by hand (BPHS ch. 46 v. 50–51)', () => {
  it('by night from the lagna (Gemini), by day from the lagna lord\'s sign (Mercury in Aquarius), in a twilight from the 2nd (Cancer); 10 years each, zodiacal', () => {
    const first = (birth: number) => dashaTree('chakra', chartAt(birth), { levels: 1 }).periods.map((p) => p.lord);
    expect(first(SUNSET + NIGHT / 2)).toEqual(['gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces', 'aries', 'taurus']);
    expect(first(SUNRISE + DAY / 2)[0]).toBe('aquarius');
    expect(first(SUNRISE + 10 * MS_PER_MINUTE)[0]).toBe('cancer');
    expect(first(SUNSET - 10 * MS_PER_MINUTE)[0]).toBe('cancer');
    const tree = dashaTree('chakra', chartAt(SUNRISE + DAY / 2), { levels: 2 });
    expect((tree.periods[0]!.end - tree.periods[0]!.start) / YEAR_MS).toBeCloseTo(10, 9);
    expect(tree.periods[0]!.children!.map((c) => c.lord).slice(0, 3)).toEqual(['aquarius', 'pisces', 'aries']);
  });
});

describe('Varnada dasha worked by hand (BPHS ch. 5 v. 10–14)', () => {
  it('a birth 5 h 10 min after sunrise: the hora lagna 155° past the Sun at sunrise, the varnada lagna by the verses, the years counted from it', () => {
    const birth = SUNRISE + 310 * MS_PER_MINUTE;
    const chart = chartAt(birth);
    const hora = horaLagnaOf(chart);
    const plan = varnadaPlan(chart);
    // Sun at sunrise near 5° Pisces (sidereal, Lahiri, March 2024) + 310 min × 0.5°/min = 155° → about Virgo/Libra.
    const horaSign = Math.floor(hora / 30) + 1;
    expect(plan.horaLagnaSign).toBe(horaSign);
    // Lagna Gemini (odd): 3 counted from Aries. The hora lagna counted from Aries (odd) or from Pisces backward (even).
    const horaCount = horaSign % 2 === 1 ? horaSign : 13 - horaSign;
    const count = horaSign % 2 === 1 ? 3 + horaCount : Math.abs(3 - horaCount);
    const varnada = ((count - 1) % 12 + 12) % 12 + 1; // the lagna is odd: counted from Aries
    expect(plan.varnadaLagnaSign).toBe(varnada);
    const tree = dashaTree('varnada', chart, { levels: 1 });
    const first = tree.periods[0]!.lord;
    expect([3, horaSign].map((n) => ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'][n - 1])).toContain(first);
    for (const entry of plan.mahadashas) expect(entry.years).toBe((entry.sign - varnada + 12) % 12);
    expect(tree.periods).toHaveLength(11);
    expect(tree.birthDay!.part).toBe('day');
  });
});

describe('Buddhi Gathi dasha worked by hand (PyJHora\'s rule)', () => {
  it('the grahas from the 4th sign (Virgo) round, furthest advanced first; years from the graha\'s sign to the n-th sign from the lagna; two rounds', () => {
    const tree = dashaTree('buddhi-gathi', chartAt(SUNRISE + DAY / 2), { levels: 2, year: 'savana' });
    // From Virgo: Ketu (Virgo 18°); Aquarius: Mercury 25°, Mars 14°, Saturn 10°, Venus 2°; Pisces: Rahu 18°, Sun 5°;
    // Aries: Jupiter 22°; Cancer: Moon 20°. Years, from the graha's sign forward to the n-th sign from Gemini: Ketu
    // Virgo → Gemini 9, Mercury Aquarius → Cancer 5, Mars → Leo 6, Saturn → Virgo 7, Venus → Libra 8, Rahu Pisces →
    // Scorpio 8, Sun → Sagittarius 9, Jupiter Aries → Capricorn 9, Moon Cancer → Aquarius 7; none exalted or
    // debilitated. 68 years a round; two rounds (136) stay under 144, so both are given whole.
    const first = [['ketu', 9], ['mercury', 5], ['mars', 6], ['saturn', 7], ['venus', 8], ['rahu', 8], ['sun', 9], ['jupiter', 9], ['moon', 7]] as const;
    const lords = tree.periods.map((p) => p.lord);
    const years = tree.periods.map((p) => Math.round(((p.end - p.start) / (360 * MS_PER_DAY)) * 1e6) / 1e6);
    expect(lords).toEqual([...first.map(([g]) => g), ...first.map(([g]) => g)]);
    expect(years).toEqual([...first.map(([, y]) => y), ...first.map(([, y]) => y)]);
    expect(dashaSummary('buddhi-gathi', chartAt(SUNRISE + DAY / 2)).cycleYears).toBe(68);
    expect(tree.periods[1]!.children!.map((c) => c.lord)).toEqual(['mercury', 'mars', 'saturn', 'venus', 'rahu', 'sun', 'jupiter', 'moon', 'ketu']);
  });

  it('the second round stops after the dasha that brings the total to 144 years: nine grahas of 9 years each', () => {
    // One graha a sign from Virgo, the 4th from Gemini: the n-th stands in the (n + 4)-th sign, 9 signs short of the
    // n-th from the lagna, so every graha has 9 years (none exalted or debilitated there): 81 a round, and the
    // second round ends with its 7th dasha (81 + 63 = 144).
    const placed = { moon: 6, mars: 7, jupiter: 8, venus: 9, saturn: 10, rahu: 11, ketu: 12, mercury: 1, sun: 2 } as const;
    const chart = chartAt(SUNRISE + DAY / 2);
    const planets = Object.fromEntries(Object.entries(placed).map(([graha, sign]) => [graha, at(sign, 15)]));
    const tree = dashaTree('buddhi-gathi', { ...chart, planets } as DashaChart, { levels: 1, year: 'savana' });
    const order = Object.keys(placed);
    expect(tree.periods.map((p) => p.lord)).toEqual([...order, ...order.slice(0, 7)]);
    expect((tree.periods[15]!.end - tree.periods[0]!.start) / (360 * MS_PER_DAY)).toBeCloseTo(144, 9);
  });
});
