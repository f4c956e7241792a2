/**
 * Kalachakra dasha (rules in `data/dashas.ts`, record `kalachakra`; the wheel in `data/kalachakra.ts`), by the
 * navamsa progression Jagannatha Hora and PyJHora name after Raghavacharya (`method=raghavacharya`):
 * - the Moon's pada (one of the 108 of 3°20′, the same arcs as the navamsas) gives its group (savya or apasavya)
 *   and its cycle of nine signs; the first sign of that cycle is the deha, the last the jeeva (read the other way
 *   round for an apasavya star);
 * - the mahadashas are the navamsa signs of the Moon's navamsa and the eight after it (consecutive signs from the
 *   Moon's navamsa sign), each with the years of its sign (Aries 7, Taurus 16, Gemini 9, Cancer 21, Leo 5, Virgo 9,
 *   Libra 16, Scorpio 7, Sagittarius 10, Capricorn 4, Aquarius 4, Pisces 10); only the part of the first that the
 *   Moon has still to travel in its navamsa remains at birth (none, when under a second is left); nine dashas in all;
 * - the antardashas of a dasha are the nine signs of the cycle of its navamsa's pada, from the cycle's first sign,
 *   each sharing the dasha in proportion to its years; deeper levels run through the same cycle from the position
 *   of their parent in it, in the same proportion.
 */
import { KALACHAKRA_SIGN_YEARS, kalachakraGroupOf, type KalachakraGroup } from '../../data/kalachakra.ts';
import { PADA_SPAN_DEG } from '../../data/nakshatras.ts';
import type { SignId, SignNumber } from '../../data/signs.ts';
import { normalizeDegrees } from '../angles.ts';
import { MS_PER_DAY } from '../time.ts';
import { consecutivePeriods, placeInTree, splitPeriod, type PlannedDashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import { MIN_FIRST_MS } from './sudasa.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** Years of the Kalachakra dasha of a sign. */
export function kalachakraYears(sign: SignNumber): number {
  return KALACHAKRA_SIGN_YEARS[sign - 1]!;
}

/** A pada of the zodiac, 0 = Ashwini 1 … 107 = Revati 4, with its place on the wheel. */
export interface KalachakraPada {
  readonly index: number;
  /** 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  /** 1–4. */
  readonly pada: number;
  readonly group: KalachakraGroup['id'];
  readonly direction: KalachakraGroup['direction'];
  /** The nine signs of the pada's cycle. */
  readonly cycle: readonly SignNumber[];
  /** The deha sign: the cycle's first sign (savya) or last (apasavya). */
  readonly deha: SignNumber;
  /** The jeeva sign: the cycle's last sign (savya) or first (apasavya). */
  readonly jeeva: SignNumber;
}

/** The pada of index 0–107 (wrapping) on the wheel. */
export function kalachakraPada(index: number): KalachakraPada {
  const wrapped = ((index % 108) + 108) % 108;
  const nakshatra = Math.floor(wrapped / 4) + 1;
  const pada = (wrapped % 4) + 1;
  const group = kalachakraGroupOf(nakshatra);
  const cycle = group.cycles[pada - 1]!;
  const first = cycle[0]!;
  const last = cycle[cycle.length - 1]!;
  const savya = group.direction === 'savya';
  return { index: wrapped, nakshatra, pada, group: group.id, direction: group.direction, cycle, deha: savya ? first : last, jeeva: savya ? last : first };
}

/** The mahadasha plan of a chart. */
export interface KalachakraPlan {
  /** The Moon's pada. */
  readonly birthPada: KalachakraPada;
  /** Part of the Moon's navamsa still to travel at birth, (0, 1]. */
  readonly firstFractionLeft: number;
  /** The nine mahadashas: the sign, its whole years and the pada whose cycle gives its antardashas. */
  readonly dashas: readonly { readonly sign: SignId; readonly years: number; readonly pada: KalachakraPada }[];
}

/** The birth pada, the part of it left and the nine mahadashas of a chart (module comment). */
export function kalachakraPlan(chart: DashaChart): KalachakraPlan {
  const moon = normalizeDegrees(chart.moonSiderealDeg);
  const index = Math.floor(moon / PADA_SPAN_DEG);
  const firstFractionLeft = (PADA_SPAN_DEG * (index + 1) - moon) / PADA_SPAN_DEG;
  const dashas = Array.from({ length: 9 }, (_, k) => {
    const sign = signOf(index + k + 1);
    return { sign: sign.id, years: kalachakraYears(sign.number), pada: kalachakraPada(index + k) };
  });
  return { birthPada: kalachakraPada(index), firstFractionLeft, dashas };
}

/** The cycle a period's children run through and the position in it they start from. */
interface CyclePlace {
  readonly cycle: readonly SignNumber[];
  readonly position: number;
}

/** The Kalachakra dasha of one chart: the plan, the scheme and the balance of the first dasha. */
export type KalachakraScheme = PlannedDashaScheme<KalachakraPlan>;

/**
 * The Kalachakra dasha scheme of a chart.
 * @param yearDays length of one dasha year in days
 */
export function kalachakraScheme(chart: DashaChart, yearDays: number): KalachakraScheme {
  const plan = kalachakraPlan(chart);
  const yearMs = yearDays * MS_PER_DAY;
  const lengths = plan.dashas.map((dasha, k) => ({
    lord: dasha.sign,
    durationMs: (k === 0 ? dasha.years * plan.firstFractionLeft : dasha.years) * yearMs,
    pada: dasha.pada,
  }));
  // A first dasha with under a second left at birth is taken as over (as Sudasa, `MIN_FIRST_MS`).
  const running = lengths[0]!.durationMs < MIN_FIRST_MS ? lengths.slice(1) : lengths;
  const mahadashas = consecutivePeriods(chart.birth, running);
  const childrenAt = (parent: DashaPeriod, { cycle, position }: CyclePlace): DashaPeriod[] =>
    splitPeriod(parent, cycle.map((_, j) => {
      const sign = cycle[(position + j) % cycle.length]!;
      return { lord: signOf(sign).id, weight: kalachakraYears(sign) };
    }));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] =>
    childrenAt(parent, placeInTree<CyclePlace>(
      mahadashas,
      parent,
      (k) => ({ cycle: running[k]!.pada.cycle, position: 0 }),
      childrenAt,
      ({ cycle, position }, j) => ({ cycle, position: (position + j) % cycle.length }),
    ));
  const first = plan.dashas[0]!;
  const remainingYears = running === lengths ? first.years * plan.firstFractionLeft : plan.dashas[1]!.years;
  const balance = running === lengths
    ? { lord: first.sign, elapsedYears: first.years - remainingYears, remainingYears }
    : { lord: plan.dashas[1]!.sign, elapsedYears: 0, remainingYears };
  return { plan, mahadashas, childrenOf, balance };
}
