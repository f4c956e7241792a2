/**
 * The generic builder of the nakshatra (udu) dashas: Vimshottari, Yogini, Ashtottari, the conditional
 * dashas of BPHS ch. 46, and those counted from the birth yoga or tithi. A system record (`data/dashas.ts`) gives
 * the lords with their years in order and the rule assigning each part (27 stars or yogas, or 30 tithis) to a
 * lord and to a group of parts; from the starting angle this module finds the lord running at birth and the
 * elapsed part of its dasha, lays out the mahadashas, and splits any period into sub-periods proportional to the
 * lords' years, starting from the period's own lord (or the next one, when the record says so).
 *
 * Parts are counted in units: u = angle × parts / 360, so part k (0-based, 0 = Ashwini) is [k, k + 1).
 */
import type { NakshatraDashaSystem } from '../../data/dashas.ts';
import { normalizeDegrees } from '../angles.ts';
import { MS_PER_DAY, type Instant } from '../time.ts';
import { consecutivePeriods, splitPeriod, type DashaScheme } from './periods.ts';
import type { DashaBalance, DashaPeriod } from './types.ts';

const STAR_COUNT = 27;
const TITHI_COUNT = 30;
const KARANA_COUNT = 60;

/** The number of parts a system counts: 30 tithis for a tithi dasha, 60 karanas for a karana dasha, otherwise 27 stars (or yogas). */
export function partCountOf(system: NakshatraDashaSystem): number {
  if (!('startPoint' in system)) return STAR_COUNT;
  return system.startPoint === 'tithi' ? TITHI_COUNT : system.startPoint === 'karana' ? KARANA_COUNT : STAR_COUNT;
}

/** The lord and the group of one star in a system. */
interface StarAssignment {
  /** Index into the system's `periods`, 0-based. */
  readonly lordIndex: number;
  /** First star of the group, 0-based (0 = Ashwini). */
  readonly groupStart: number;
  /** Number of stars in the group, ≥ 1. */
  readonly groupSize: number;
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function buildStarTable(system: NakshatraDashaSystem): readonly StarAssignment[] {
  const lordCount = system.periods.length;
  const start = system.start;
  if (start.kind === 'list') {
    const indexOfLord = new Map<string, number>(system.periods.map((period, i) => [period.lord, i]));
    return start.lords.map((lord, part) => ({ lordIndex: indexOfLord.get(lord) as number, groupStart: part, groupSize: 1 }));
  }
  if (start.kind === 'count') {
    return Array.from({ length: STAR_COUNT }, (_, star) => {
      const number = star + 1;
      const steps = start.direction === 'forward' ? number - start.seedNakshatra : start.seedNakshatra - number;
      const count = modulo(steps, STAR_COUNT) + 1 + start.offset;
      return { lordIndex: (count - 1) % lordCount, groupStart: star, groupSize: 1 };
    });
  }
  const table: StarAssignment[] = new Array<StarAssignment>(STAR_COUNT);
  let groupStart = start.startNakshatra - 1;
  start.groupSizes.forEach((groupSize, lordIndex) => {
    for (let j = 0; j < groupSize; j += 1) {
      table[modulo(groupStart + j, STAR_COUNT)] = { lordIndex, groupStart: modulo(groupStart, STAR_COUNT), groupSize };
    }
    groupStart += groupSize;
  });
  return table;
}

const STAR_TABLES = new Map<string, readonly StarAssignment[]>();

function starTable(system: NakshatraDashaSystem): readonly StarAssignment[] {
  let table = STAR_TABLES.get(system.id);
  if (table === undefined) {
    table = buildStarTable(system);
    STAR_TABLES.set(system.id, table);
  }
  return table;
}

/**
 * The lord of a star in a system.
 * @param nakshatraNumber 1 = Ashwini … 27 = Revati
 * @returns index into `system.periods`, 0-based
 */
export function lordIndexOfNakshatra(system: NakshatraDashaSystem, nakshatraNumber: number): number {
  return (starTable(system)[nakshatraNumber - 1] as StarAssignment).lordIndex;
}

/** Where a starting angle falls in a system: the lord running and the elapsed fraction of its dasha. */
export interface NakshatraDashaStart {
  /** Index into `system.periods`, 0-based. */
  readonly lordIndex: number;
  /** Elapsed fraction of that lord's mahadasha, [0, 1): the longitude's advance through the lord's star group. */
  readonly elapsedFraction: number;
}

/**
 * The lord of the mahadasha running when the Moon (or another starting point) is at `siderealDeg`, and how much
 * of it has elapsed.
 * @param siderealDeg the starting angle in degrees, any real value (reduced modulo 360)
 */
export function nakshatraDashaStart(system: NakshatraDashaSystem, siderealDeg: number): NakshatraDashaStart {
  const parts = partCountOf(system);
  const scaled = (normalizeDegrees(siderealDeg) * parts) / 360;
  // An angle a hair below 0° normalizes to 360° in floating point: that is the start of the first part.
  const units = scaled >= parts ? 0 : scaled;
  const assignment = starTable(system)[Math.floor(units)] as StarAssignment;
  const advance = modulo(units - assignment.groupStart, parts);
  return { lordIndex: assignment.lordIndex, elapsedFraction: advance / assignment.groupSize };
}

/** A nakshatra dasha applied to one chart, with the balance at birth. */
export interface NakshatraDashaScheme extends DashaScheme {
  readonly balance: DashaBalance;
}

/**
 * The scheme of a nakshatra dasha: mahadashas from the one running at birth (starting before birth by its
 * elapsed part) through `system.cycles` cycles; sub-periods of every level proportional to the years of the
 * lords, starting from the parent's lord in the system's order (from the lord after it for a system with
 * `antardashaFrom: 'next'`).
 * @param birth birth instant
 * @param startSiderealDeg the starting angle, degrees: the Moon's sidereal longitude, or the yoga or tithi angle
 *   (`dasha.ts` nakshatraDashaStartDeg)
 * @param yearDays length of one dasha year in days
 */
export function nakshatraDashaScheme(
  system: NakshatraDashaSystem,
  birth: Instant,
  startSiderealDeg: number,
  yearDays: number,
): NakshatraDashaScheme {
  const periods = system.periods;
  const lordCount = periods.length;
  const yearMs = yearDays * MS_PER_DAY;
  const { lordIndex, elapsedFraction } = nakshatraDashaStart(system, startSiderealDeg);
  const first = periods[lordIndex] as (typeof periods)[number];
  const elapsedYears = elapsedFraction * first.years;

  const lengths = Array.from({ length: lordCount * system.cycles }, (_, k) => {
    const period = periods[(lordIndex + k) % lordCount] as (typeof periods)[number];
    return { lord: period.lord, durationMs: period.years * yearMs };
  });
  const mahadashas = consecutivePeriods(birth - elapsedYears * yearMs, lengths);

  const indexOfLord = new Map<string, number>(periods.map((period, i) => [period.lord, i]));
  const step = 'antardashaFrom' in system ? 1 : 0;
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const from = (indexOfLord.get(parent.lord) ?? 0) + step;
    const shares = Array.from({ length: lordCount }, (_, k) => {
      const period = periods[(from + k) % lordCount] as (typeof periods)[number];
      return { lord: period.lord, weight: period.years };
    });
    return splitPeriod(parent, shares);
  };

  return {
    mahadashas,
    childrenOf,
    balance: { lord: first.lord, elapsedYears, remainingYears: first.years - elapsedYears },
  };
}
