import { afterAll, describe, expect, it } from 'vitest';
import { dashaChartAt } from '../../../astro/dasha/chart.ts';
import { currentPeriods, dashaTree } from '../../../astro/dasha/dasha.ts';
import type { DashaChart, DashaChartPlanet, DashaPeriod } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY, MS_PER_HOUR, daysFromCivil } from '../../../astro/time.ts';
import { GRAHA_IDS, type GrahaId } from '../../../data/grahas.ts';
import { signAtLongitude } from '../../../data/signs.ts';
import {
  BOOK_EXAMPLES, PYJHORA_ASHTOTTARI_1996, PYJHORA_VIMSHOTTARI_1996, SHASHTIHAYANI_CHARAN_SINGH,
  type IstDateTime, type RecordedBirth,
} from './published-dashas.ts';

/** Tolerance on a period start against a recorded one with the same year length, days (README.md). */
const START_TOLERANCE_DAYS = 0.5;
/** Tolerance on the end of the birth dasha against a balance printed in years, months and days (README.md). */
const BALANCE_TOLERANCE_DAYS = 2;

const IST_OFFSET_MS = 5.5 * MS_PER_HOUR;

function istInstant(text: IstDateTime): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (match === null) throw new Error(`not a recorded date-time: ${text}`);
  const [, y, m, d, hh, mm, ss] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, m - 1, d, hh, mm, ss) - IST_OFFSET_MS;
}

function birthInstant(birth: RecordedBirth): number {
  return Date.UTC(birth.date.y, birth.date.m - 1, birth.date.d, birth.time.hh, birth.time.mm) - IST_OFFSET_MS;
}

function chartOf(birth: RecordedBirth): DashaChart {
  return dashaChartAt(birthInstant(birth), birth.latitudeDeg, birth.longitudeDeg, { ayanamshaId: 1, node: 'mean' });
}

/** Civil day number (days since 1970-01-01) of the IST date of an instant. */
function istDay(instant: number): number {
  return Math.floor((instant + IST_OFFSET_MS) / MS_PER_DAY);
}

/** The civil day `years` years, `months` months and `days` days after a date (month ends clamp). */
function dayAfter(date: { y: number; m: number; d: number }, span: { years: number; months: number; days: number }): number {
  const monthIndex = date.m - 1 + span.months;
  const y = date.y + span.years + Math.floor(monthIndex / 12);
  const m = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return daysFromCivil(y, m, Math.min(date.d, lastDay)) + span.days;
}

function findPeriod(periods: readonly DashaPeriod[], lord: GrahaId): DashaPeriod {
  const period = periods.find((p) => p.lord === lord);
  if (period === undefined) throw new Error(`no ${lord} period`);
  return period;
}

interface Measured {
  readonly what: string;
  readonly errorDays: number;
}
const measured: Measured[] = [];

afterAll(() => {
  const worst = [...measured].sort((a, b) => Math.abs(b.errorDays) - Math.abs(a.errorDays)).slice(0, 3);
  // README.md records these numbers; printing them keeps the record checkable.
  console.info(`dasha reference: ${measured.length} asserted dates, worst ${worst
    .map((m) => `${(m.errorDays * 24 * 60).toFixed(1)} min (${m.what})`).join(', ')}`);
});

describe('Vimshottari against PyJHora\'s recorded sample chart (81 antardashas, same year length)', () => {
  const recorded = PYJHORA_VIMSHOTTARI_1996;
  const chart = chartOf(recorded.birth);
  const tree = dashaTree('vimshottari', chart, { levels: 2, year: 'sidereal' });
  const antardashas = tree.periods.flatMap((md) => md.children!.map((ad) => ({ md: md.lord, ad })));

  it('mahadasha and antardasha lords in the same order', () => {
    expect(antardashas.map(({ md, ad }) => [md, ad.lord])).toEqual(recorded.antardashas.map(([md, ad]) => [md, ad]));
  });

  it(`every start within ${START_TOLERANCE_DAYS} day`, () => {
    recorded.antardashas.forEach(([md, ad, at], i) => {
      const errorDays = (antardashas[i]!.ad.start - istInstant(at)) / MS_PER_DAY;
      measured.push({ what: `Vimshottari 1996 ${md}/${ad}`, errorDays });
      expect(Math.abs(errorDays), `${md}/${ad} ${at}`).toBeLessThan(START_TOLERANCE_DAYS);
    });
  });
});

describe('Ashtottari against PyJHora\'s sample chart, stated there to match JHora', () => {
  const recorded = PYJHORA_ASHTOTTARI_1996;
  const tree = dashaTree('ashtottari', chartOf(recorded.birth), { levels: 1, year: 'sidereal' });

  it(`mahadasha lords in order, starts within ${START_TOLERANCE_DAYS} day`, () => {
    expect(tree.periods.map((p) => p.lord)).toEqual(recorded.mahadashas.map(([lord]) => lord));
    recorded.mahadashas.forEach(([lord, at], i) => {
      const errorDays = (tree.periods[i]!.start - istInstant(at)) / MS_PER_DAY;
      measured.push({ what: `Ashtottari 1996 ${lord}`, errorDays });
      expect(Math.abs(errorDays), `${lord} ${at}`).toBeLessThan(START_TOLERANCE_DAYS);
    });
  });
});

describe('worked examples of "Vedic Astrology: An Integrated Approach" (P.V.R. Narasimha Rao)', () => {
  for (const example of BOOK_EXAMPLES) {
    it(`${example.label}: ${example.system}`, () => {
      const chart = chartOf(example.birth);
      const tree = dashaTree(example.system, chart, { levels: 2, year: 'sidereal' });
      expect(tree.balance.lord).toBe(example.lordAtBirth);

      if (example.balance !== undefined) {
        const errorDays = istDay(tree.periods[0]!.end) - dayAfter(example.birth.date, example.balance);
        measured.push({ what: `${example.label} balance`, errorDays });
        expect(Math.abs(errorDays)).toBeLessThanOrEqual(BALANCE_TOLERANCE_DAYS);
      }

      for (const [md, ad, at] of example.pyjhoraStarts ?? []) {
        const major = findPeriod(tree.periods, md);
        const period = ad === null ? major : findPeriod(major.children!, ad);
        const errorDays = (period.start - istInstant(at)) / MS_PER_DAY;
        measured.push({ what: `${example.label} ${md}${ad === null ? '' : `/${ad}`}`, errorDays });
        expect(Math.abs(errorDays)).toBeLessThan(START_TOLERANCE_DAYS);
      }

      const answer = example.bookAnswer;
      if (answer?.kind === 'running') {
        expect(currentPeriods(example.system, chart, istInstant(answer.at), 1, { year: 'sidereal' })![0]!.lord).toBe(answer.lord);
      } else if (answer?.kind === 'span') {
        const period = findPeriod(tree.periods, answer.lord);
        expect(new Date(period.start + IST_OFFSET_MS).getUTCFullYear()).toBe(answer.fromYear);
        expect(new Date(period.end + IST_OFFSET_MS).getUTCFullYear() - answer.toYear).toBeGreaterThanOrEqual(0);
        expect(new Date(period.end + IST_OFFSET_MS).getUTCFullYear() - answer.toYear).toBeLessThanOrEqual(1);
      }
    });
  }
});

describe('Shashtihayani balance worked in Future Samachar (Charan Singh, Moon 22°37′ Virgo)', () => {
  const recorded = SHASHTIHAYANI_CHARAN_SINGH;
  const birth = Date.UTC(recorded.birthDate.y, recorded.birthDate.m - 1, recorded.birthDate.d, 7, 23) - IST_OFFSET_MS;
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => [id, { siderealDeg: recorded.moonSiderealDeg, signNumber: signAtLongitude(recorded.moonSiderealDeg).number }]),
  ) as Record<GrahaId, DashaChartPlanet>;
  const chart: DashaChart = { birth, moonSiderealDeg: recorded.moonSiderealDeg, lagnaSign: 10, lagnaSiderealDeg: 275, planets };

  it('Moon dasha with 1 y 6 m 29 d left (the article\'s arithmetic: 12 months of 30 days), ending 22-7-1904', () => {
    const tree = dashaTree('shashtihayani', chart, { levels: 1 });
    expect(tree.balance.lord).toBe(recorded.lord);
    expect(tree.balance.remainingYears).toBeCloseTo(1.5 + (43 / 800) * 1.5, 12);
    const months = (tree.balance.remainingYears - Math.floor(tree.balance.remainingYears)) * 12;
    expect([Math.floor(tree.balance.remainingYears), Math.floor(months), Math.floor((months % 1) * 30)])
      .toEqual([recorded.balance.years, recorded.balance.months, recorded.balance.days]);
    const errorDays = istDay(tree.periods[0]!.end) - daysFromCivil(recorded.dashaEnds.y, recorded.dashaEnds.m, recorded.dashaEnds.d);
    measured.push({ what: 'Shashtihayani Charan Singh end', errorDays });
    expect(Math.abs(errorDays)).toBeLessThanOrEqual(1);
  });
});
