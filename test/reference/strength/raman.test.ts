/**
 * Shadbala and bhava bala against B.V. Raman's worked example in *Graha and Bhava Balas* (raman-example.ts: the
 * book's figures as public transcriptions give them, with their provenance). The engine is fed the book's own
 * inputs (its nirayana longitudes, ayanamsha, bhava madhyas and mean longitudes: Raman's positions come from his
 * own tables and differ from a modern ephemeris by up to 2°); the facts of the day (weekday, hora, year and
 * month lords, the third of the day, the Sun's hour angle) are computed from the ephemeris for the birth and must
 * agree with the book's. Every component is compared with the book within its printed rounding.
 *
 * Where the book contradicts its own rules the engine follows the rule, and the test asserts the exact size of
 * the contradiction (so a change on either side still fails):
 * - sthana: the summary table has the Moon 15 above its own chapter III figure and the rules, Venus 15 below the
 *   rules; the Mars saptavargaja counts its trimshamsha as own sign (+22.5) and Saturn's saptamsha as neutral
 *   where the rules give great friend (−15);
 * - ayana: Mars and Venus printed 0.5 below what the rule gives from the printed longitudes;
 * - Mercury's printed total (9.743 rupas) is not the sum of its printed components (9.674);
 * - bhava bala: bhavas I and II (lord Saturn) print 1 rupa below and III and X (lord Mars) 1 rupa above what the
 *   rules give from the printed shadbala, and VI 0.13 rupa below.
 */
import { describe, expect, it } from 'vitest';
import { bhavaBala } from '../../../astro/strength/bhava-bala.ts';
import { type Shadbala, type ShadbalaChart, shadbala } from '../../../astro/strength/shadbala.ts';
import { shadbalaDay } from '../../../astro/strength/strength-day.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { SHADBALA_GRAHAS, type ShadbalaGraha } from '../../../data/shadbala.ts';
import * as BOOK from './raman-example.ts';

const AYANAMSHA = BOOK.AYANAMSHA.usedInAyanaBala.deg;
const LONGITUDES: Record<string, number> = {
  ...Object.fromEntries(Object.entries(BOOK.POSITIONS.grahas).map(([graha, angle]) => [graha, angle.deg])),
  rahu: BOOK.POSITIONS.rahu.deg,
  ketu: BOOK.POSITIONS.ketu.deg,
};
const CHART: ShadbalaChart = {
  lagnaLongitude: BOOK.POSITIONS.lagna.deg,
  ayanamshaDeg: AYANAMSHA,
  bhavaMadhyas: Object.values(BOOK.BHAVAS.houses).map((bhava) => bhava.madhya.deg),
  grahas: Object.fromEntries(GRAHA_IDS.map((g) => [g, { longitude: LONGITUDES[g]!, speedDegPerDay: 0, latitude: 0 }])) as ShadbalaChart['grahas'],
};
/** 16 October 1918, 14:20 IST, 13° N 77° 35′ E. */
const INSTANT = Date.parse('1918-10-16T08:50:00Z');
const PLACE = { latitude: BOOK.BIRTH.latitude.deg, longitude: BOOK.BIRTH.longitude.deg, elevationMeters: 0 };
const EPHEMERIS_DAY = shadbalaDay(CHART, INSTANT, PLACE, 'hindu');

/** The book's printed mean longitudes (nirayana, from its tables) and its nathonnata arc. */
const m = BOOK.CHESHTA_INPUTS;
const BOOK_MEANS = {
  sun: m.meanSun,
  mars: m.meanLongitude.mars,
  jupiter: m.meanLongitude.jupiter,
  saturn: m.meanLongitude.saturn,
  mercury: m.seeghrochcha.mercury,
  venus: m.seeghrochcha.venus,
};
const DAY = {
  ...EPHEMERIS_DAY,
  sunHourAngleDeg: 180 - BOOK.KALA_INPUTS.nathonnataArcDeg,
  meanLongitudeDeg: { ...EPHEMERIS_DAY.meanLongitudeDeg, tables: BOOK_MEANS },
};
const RESULT = shadbala(CHART, DAY, { tradition: 'raman', cheshta: 'cheshta-kendra', ayana: 'kranti-table' });

/** Engine figure − book figure, per graha, for the grahas the book prints. */
function differences(pick: (graha: ShadbalaGraha) => number, book: Readonly<Record<ShadbalaGraha, number | null | 'blank'>>) {
  return Object.fromEntries(
    SHADBALA_GRAHAS.filter((g) => typeof book[g] === 'number').map((g) => [g, pick(g) - (book[g] as number)]),
  ) as Partial<Record<ShadbalaGraha, number>>;
}
function expectWithin(diffs: Partial<Record<ShadbalaGraha, number>>, tolerance: number, expected: Partial<Record<ShadbalaGraha, number>> = {}) {
  for (const [graha, diff] of Object.entries(diffs)) {
    expect(Math.abs(diff - (expected[graha as ShadbalaGraha] ?? 0)), graha).toBeLessThanOrEqual(tolerance);
  }
}

describe("Raman's worked example: the day from the ephemeris", () => {
  it('finds the book\'s lords of the year, month, weekday and hora, and the birth in the last third of the day', () => {
    expect(EPHEMERIS_DAY.lords).toEqual({ abda: BOOK.KALA_INPUTS.yearLord, masa: BOOK.KALA_INPUTS.monthLord, vara: BOOK.KALA_INPUTS.weekdayLord, hora: BOOK.KALA_INPUTS.horaLord });
    const third = Math.floor((3 * (INSTANT - EPHEMERIS_DAY.sunrise)) / (EPHEMERIS_DAY.sunset - EPHEMERIS_DAY.sunrise)) + 1;
    expect(third).toBe(BOOK.KALA_INPUTS.tribhagaPart);
  });

  it('gives the book\'s mean longitudes from Raman\'s tables within 0.05°', () => {
    for (const [body, printed] of Object.entries(BOOK_MEANS)) {
      const table = EPHEMERIS_DAY.meanLongitudeDeg.tables[body as keyof typeof BOOK_MEANS];
      expect(Math.abs(((table - printed + 540) % 360) - 180), body).toBeLessThan(0.05);
    }
  });

  it('puts the birth within a minute of time of the book\'s 2:14 p.m. apparent time (nathonnata arc 146.5°)', () => {
    const arcFromMidnight = 180 - Math.abs(EPHEMERIS_DAY.sunHourAngleDeg);
    expect(Math.abs(arcFromMidnight - BOOK.KALA_INPUTS.nathonnataArcDeg)).toBeLessThan(0.25);
  });
});

describe("Raman's worked example: shadbala", () => {
  const g = (graha: ShadbalaGraha) => RESULT.grahas[graha];

  // The book's one decimal is not always rounded (Mars prints 37.2 for 37.27).
  it('uchcha bala to the book\'s 0.1', () => expectWithin(differences((x) => g(x).sthana.uchcha, BOOK.UCHCHA.values), 0.08));

  it('saptavargaja bala exactly, but for the two cells the book scores against its own varga rules', () => {
    expectWithin(differences((x) => g(x).sthana.saptavargaja, BOOK.SAPTAVARGAJA.values), 1e-9, { mars: -22.5, saturn: 15 });
  });

  it('kendra bala by sign from the lagna, as the book scores it', () => expectWithin(differences((x) => g(x).sthana.kendradi, BOOK.KENDRA.values), 0));

  it('sthana bala to the book\'s rounding, but for its three contradictory cells', () => {
    expectWithin(differences((x) => g(x).sthana.total, BOOK.STHANA.values), 0.08, { moon: -15, venus: 15, mars: -22.5, saturn: 15 });
    expect(Math.abs(g('moon').sthana.total - BOOK.STHANA.chapter3.moon!)).toBeLessThan(0.05);
  });

  it('dig bala from the bhava madhyas to 0.01', () => expectWithin(differences((x) => g(x).dig, BOOK.DIG.values), 0.011));

  it('nathonnata, paksha, tribhaga, abda, masa, vara and hora bala', () => {
    const p = BOOK.KALA_PARTS;
    expectWithin(differences((x) => g(x).kala.nathonnatha, p.nathonnata), 0.01);
    expectWithin(differences((x) => g(x).kala.paksha, p.paksha), 0.02);
    for (const part of ['tribhaga', 'abda', 'masa', 'vara', 'hora'] as const) expectWithin(differences((x) => g(x).kala[part], p[part]), 0);
  });

  it('ayana bala by the kranti table to 0.02, but for the two cells printed 0.5 low', () => {
    expectWithin(differences((x) => g(x).kala.ayana, BOOK.KALA_PARTS.ayana), 0.02, { mars: 0.5, venus: 0.5 });
  });

  it('kala bala totals', () => expectWithin(differences((x) => g(x).kala.total, BOOK.KALA.values), 0.1, { mars: 0.5, venus: 0.5 }));

  it('cheshta bala from the book\'s mean longitudes to 0.01; none for the Sun and Moon', () => {
    expectWithin(differences((x) => g(x).cheshta, BOOK.CHESHTA.values), 0.01);
    expect(g('sun').cheshta).toBe(0);
    expect(g('moon').cheshta).toBe(0);
  });

  it('naisargika bala as printed (truncated to 0.01)', () => expectWithin(differences((x) => g(x).naisargika, BOOK.NAISARGIKA.values), 0.015));

  it('drik bala to the book\'s working (0.15)', () => expectWithin(differences((x) => g(x).drik, BOOK.DRIK.values), 0.15));

  it('totals in rupas to 0.01, the contradictions above carried through; all seven powerful, Mercury strongest, Mars weakest', () => {
    // Mars: −22.5 saptavargaja + 0.5 ayana; Moon −15, Venus +15, Saturn +15 sthana; Mercury's printed total is not its printed sum.
    const carried = { moon: -15 / 60, mars: -22 / 60, venus: 15.5 / 60, saturn: 15 / 60, mercury: (580.46 - 9.743 * 60) / 60 };
    expectWithin(differences((x) => g(x).rupas, BOOK.TOTALS.rupas), 0.025, carried);
    for (const graha of SHADBALA_GRAHAS) expect(g(graha).requiredRupas).toBe(BOOK.TOTALS.requiredRupas[graha]);
    expect(RESULT.ranking[0]).toBe(BOOK.TOTALS.strongest);
  });

  it('ishta and kashta phala, with the book\'s substitutes for the Sun and Moon', () => {
    expectWithin(differences((x) => g(x).cheshtaForPhala, BOOK.ISHTA_KASHTA.cheshtaUsed), 0.03);
    expectWithin(differences((x) => g(x).ishtaPhala, BOOK.ISHTA_KASHTA.ishta), 0.05);
    expectWithin(differences((x) => g(x).kashtaPhala, BOOK.ISHTA_KASHTA.kashta), 0.06);
  });
});

describe("Raman's worked example: bhava bala", () => {
  /** The book's shadbala totals, with Mercury's as the sum of its printed components. */
  const bookTotals: Record<ShadbalaGraha, number> = { ...BOOK.TOTALS.rupas, mercury: 580.46 / 60 };
  const fromBook = {
    ...RESULT,
    grahas: Object.fromEntries(SHADBALA_GRAHAS.map((x) => [x, { ...RESULT.grahas[x], total: bookTotals[x] * 60 }])),
  } as Shadbala;
  const rows = bhavaBala(CHART, fromBook);

  it('bhava dig bala of the 8th as worked in the book: 40', () => expect(rows[7]!.dig).toBe(BOOK.BHAVA_BALA.digbala[8]));

  it('each bhava\'s total to 0.01 rupa from the book\'s shadbala, but for the rows the book prints off by whole rupas', () => {
    const off: Record<number, number> = { 1: 1, 2: 1, 3: -1, 10: -1, 6: 0.134 };
    for (const row of rows) {
      const printed = BOOK.BHAVA_BALA.rupas[row.bhava];
      expect(Math.abs(row.rupas - printed - (off[row.bhava] ?? 0)), `bhava ${row.bhava}`).toBeLessThanOrEqual(0.011);
    }
  });
});
