import { describe, expect, it } from 'vitest';
import { currentPeriods, dashaTree, subPeriods } from '../../../astro/dasha/dasha.ts';
import type { DashaChart, DashaChartPlanet, DashaLevel, DashaPeriod } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { DASHA_SYSTEMS, DASHA_YEARS, dashaSystemById } from '../../../data/dashas.ts';
import { GRAHA_IDS, type GrahaId } from '../../../data/grahas.ts';
import { signAtLongitude } from '../../../data/signs.ts';
import { bySample, FULL } from '../../helpers/sample.ts';

const BIRTH = Date.UTC(1984, 4, 17, 6, 42);
const STAR_DEG = 360 / 27;

/**
 * A chart with the Moon at `moonDeg` and the other grahas spread over the zodiac by a fixed pattern, born at Delhi
 * (the place the dashas reading the day and night of birth need).
 */
function chartWithMoon(moonDeg: number, lagnaDeg = 101.5): DashaChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id, i): [GrahaId, DashaChartPlanet] => {
      const deg = id === 'moon' ? moonDeg : (37 * i + 11.3) % 360;
      return [id, { siderealDeg: deg, signNumber: signAtLongitude(deg).number }];
    }),
  ) as Record<GrahaId, DashaChartPlanet>;
  return {
    birth: BIRTH, moonSiderealDeg: moonDeg, lagnaSign: signAtLongitude(lagnaDeg).number, lagnaSiderealDeg: lagnaDeg, planets,
    place: { latitudeDeg: 28.6139, longitudeDeg: 77.209, sunrise: 'hindu' },
  };
}

/**
 * Moon longitudes: every star boundary exactly, just either side of it, the ends of the zodiac (each with its own
 * lagna, 7 × the Moon), and with `FULL=1` a sweep of 97 more between them.
 */
const MOON_LONGITUDES: readonly number[] = [
  0, 359.9999, 359.999999999, 1e-9, STAR_DEG, STAR_DEG - 1e-9, STAR_DEG + 1e-9, 40 / 3, 80 / 3, 120, 240,
  ...Array.from({ length: 27 }, (_, k) => k * STAR_DEG),
  ...Array.from({ length: 27 }, (_, k) => (k + 1) * STAR_DEG - 1e-7),
  ...(FULL ? Array.from({ length: 97 }, (_, k) => (k * 3.7113 + 0.4) % 360) : []),
];

/**
 * How `children` fail to tile `parent` (first start = parent start, last end = parent end, each end = next start,
 * levels one deeper, no empty period); [] when they tile it exactly. Plain comparisons: vitest's `expect` per
 * period would dominate the run time of the whole-tree checks.
 */
function tilingFaults(parent: DashaPeriod, children: readonly DashaPeriod[]): string[] {
  const where = `${parent.lord}@${parent.level} ${new Date(parent.start).toISOString()}`;
  const faults: string[] = [];
  if (children.length === 0) return [`${where}: no children`];
  if (children[0]!.start !== parent.start) faults.push(`${where}: first child starts late/early`);
  if (children[children.length - 1]!.end !== parent.end) faults.push(`${where}: last child ends off the parent end`);
  children.forEach((child, i) => {
    if (child.level !== parent.level + 1) faults.push(`${where}: child level ${child.level}`);
    if (!(child.end > child.start)) faults.push(`${where}: empty child ${child.lord}`);
    const next = children[i + 1];
    if (next !== undefined && next.start !== child.end) faults.push(`${where}: gap/overlap after ${child.lord}`);
  });
  return faults;
}

function expectTiles(parent: DashaPeriod, children: readonly DashaPeriod[]): void {
  expect(tilingFaults(parent, children)).toEqual([]);
}

function treeFaults(periods: readonly DashaPeriod[]): string[] {
  return periods.flatMap((period) => period.children === undefined
    ? []
    : [...tilingFaults(period, period.children), ...treeFaults(period.children)]);
}

function expectTreeTiles(periods: readonly DashaPeriod[]): void {
  expect(treeFaults(periods)).toEqual([]);
}

describe('mahadashas tile [birth − elapsed balance, birth − elapsed + cycles × total years]', () => {
  for (const system of DASHA_SYSTEMS.filter((s) => s.kind === 'nakshatra')) {
    it(system.id, () => {
      // Each Moon's faults, named, asserted at once (the checks run to thousands).
      const faults = MOON_LONGITUDES.flatMap((moonDeg) => {
        const tree = dashaTree(system.id, chartWithMoon(moonDeg), { levels: 1 });
        const yearMs = tree.year.days * MS_PER_DAY;
        const first = tree.periods[0]!;
        const last = tree.periods[tree.periods.length - 1]!;
        const checks: [boolean, string][] = [
          [tree.periods.length === system.periods.length * system.cycles, `${tree.periods.length} mahadashas`],
          [first.lord === tree.balance.lord, `the first is ${first.lord}'s, the balance ${tree.balance.lord}'s`],
          [tree.balance.elapsedYears >= 0 && tree.balance.remainingYears > 0, `balance ${tree.balance.elapsedYears} elapsed, ${tree.balance.remainingYears} remaining`],
          [Math.abs(first.start - (BIRTH - tree.balance.elapsedYears * yearMs)) < 1e-3, 'the first does not start the elapsed balance before birth'],
          [Math.abs(last.end - (first.start + system.cycles * system.totalYears * yearMs)) < 1e-3, 'the last does not end the cycles\' years after the first starts'],
          [first.start <= BIRTH && first.end > BIRTH, 'the first does not hold the birth'],
          [tree.periods.every((period, i) => i === 0 || tree.periods[i - 1]!.end === period.start), 'a gap or an overlap between two mahadashas'],
        ];
        return checks.filter(([holds]) => !holds).map(([, fault]) => `Moon ${moonDeg}°: ${fault}`);
      });
      expect(faults).toEqual([]);
    });
  }

  it('char: from birth, twelve signs (less any of 0 years), summing to the cycle years', () => {
    for (const lagnaDeg of Array.from({ length: 24 }, (_, k) => k * 15 + 3)) {
      const tree = dashaTree('char', chartWithMoon(200, lagnaDeg), { levels: 1 });
      const yearMs = tree.year.days * MS_PER_DAY;
      expect(tree.periods[0]!.start).toBe(BIRTH);
      expect(tree.periods.length).toBeLessThanOrEqual(12);
      expect(Math.abs(tree.periods[tree.periods.length - 1]!.end - (BIRTH + tree.cycleYears * yearMs))).toBeLessThan(1e-3);
    }
  });
});

describe('at every level, children tile their parent exactly', () => {
  for (const system of DASHA_SYSTEMS) {
    // A sign or graha dasha does not turn at a star boundary: a sixth of the charts (each its own lagna) serve it,
    // a third in the slower tier, all of them with FULL=1.
    const step = system.kind === 'nakshatra' ? 1 : bySample({ quick: 6, wide: 3, full: 1 });
    const longitudes = MOON_LONGITUDES.filter((_, i) => i % step === 0);
    it(`${system.id}: whole tree to 3 levels, for Moon longitudes at and around every star boundary`, () => {
      for (const moonDeg of longitudes) {
        expectTreeTiles(dashaTree(system.id, chartWithMoon(moonDeg, moonDeg * 7 % 360), { levels: 3 }).periods);
      }
    });
  }

  for (const system of DASHA_SYSTEMS) {
    it.runIf(FULL)(`exhaustive: ${system.id}, 3 600 Moon longitudes 0.1° apart, 3 levels`, () => {
      for (let k = 0; k < 3600; k += 1) {
        expectTreeTiles(dashaTree(system.id, chartWithMoon(k / 10, (k * 0.7) % 360), { levels: 3 }).periods);
      }
    });
  }

  // Twenty instants 4.1 years apart with FULL=1; every fourth of them (16.4 years apart) in the slower tier, every
  // tenth (birth and 41 years on) in the default one.
  it('levels 4 and 5 under the chain running at instants spread over a life, every system and year', () => {
    for (const system of DASHA_SYSTEMS) {
      for (const year of DASHA_YEARS) {
        const chart = chartWithMoon(123.456);
        for (let k = 0; k < 20; k += bySample({ quick: 10, wide: 4, full: 1 })) {
          const instant = BIRTH + k * 4.1 * 365.25 * MS_PER_DAY;
          const chain = currentPeriods(system.id, chart, instant, 5, { year: year.id });
          if (chain === null) continue;
          expect(chain.map((period) => period.level)).toEqual([1, 2, 3, 4, 5]);
          chain.forEach((period, i) => {
            expect(period.start).toBeLessThanOrEqual(instant);
            expect(period.end).toBeGreaterThan(instant);
            if (i < 4) expectTiles(period, subPeriods(system.id, chart, period, { year: year.id }));
          });
        }
      }
    }
  });
});

describe('sub-periods are proportional to the lords\' years and start from the parent\'s own lord (or the next)', () => {
  it('nakshatra systems: each child lasts parent × years(child) / total years, in the system order', () => {
    for (const system of DASHA_SYSTEMS) {
      if (system.kind !== 'nakshatra') continue;
      const tree = dashaTree(system.id, chartWithMoon(77.7), { levels: 2 });
      for (const period of tree.periods) {
        const lords = system.periods.map((p) => p.lord as string);
        const from = (lords.indexOf(period.lord) + ('antardashaFrom' in system ? 1 : 0)) % lords.length;
        const children = period.children!;
        expect(children.map((c) => c.lord)).toEqual([...lords.slice(from), ...lords.slice(0, from)]);
        const parentMs = period.end - period.start;
        for (const child of children) {
          const years = system.periods.find((p) => p.lord === child.lord)!.years;
          expect((child.end - child.start) / parentMs).toBeCloseTo(years / system.totalYears, 12);
        }
      }
    }
  });

  it('the chain at an instant is the same as the matching branch of the full tree (Vimshottari, 3 levels)', () => {
    const chart = chartWithMoon(300.01);
    const tree = dashaTree('vimshottari', chart, { levels: 3 });
    for (const instant of [BIRTH, BIRTH + 1, BIRTH + 30.3 * 365.25 * MS_PER_DAY, BIRTH + 77 * 365.25 * MS_PER_DAY]) {
      const chain = currentPeriods('vimshottari', chart, instant, 3)!;
      let level: readonly DashaPeriod[] = tree.periods;
      chain.forEach((period) => {
        const match = level.find((p) => p.start <= instant && instant < p.end)!;
        expect({ lord: match.lord, start: match.start, end: match.end }).toEqual(
          { lord: period.lord, start: period.start, end: period.end });
        level = match.children ?? [];
      });
    }
  });
});

describe('windowed trees keep exactly the periods overlapping [from, to) at every level', () => {
  it('Vimshottari to 5 levels around one day', () => {
    const chart = chartWithMoon(45);
    const from = Date.UTC(2025, 0, 1);
    const to = from + MS_PER_DAY;
    const tree = dashaTree('vimshottari', chart, { levels: 5, from, to });
    const visit = (periods: readonly DashaPeriod[], level: DashaLevel): number => {
      let count = 0;
      for (const period of periods) {
        expect(period.level).toBe(level);
        expect(period.end > from && period.start < to).toBe(true);
        count += 1;
        if (period.children !== undefined) count += visit(period.children, (level + 1) as DashaLevel);
      }
      return count;
    };
    expect(visit(tree.periods, 1)).toBeLessThan(20);
    const deepest = currentPeriods('vimshottari', chart, from, 5)!;
    expect(tree.periods[0]!.lord).toBe(deepest[0]!.lord);
  });

  it('every system record gives a non-empty tree', () => {
    for (const system of DASHA_SYSTEMS) {
      expect(dashaTree(system.id, chartWithMoon(12), { levels: 2 }).periods.length, system.id).toBeGreaterThan(0);
      expect(dashaSystemById(system.id).id).toBe(system.id);
    }
  });
});
