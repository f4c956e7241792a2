/**
 * Jaimini Char (chara) dasha, K.N. Rao variant (rules in `data/dashas.ts`, record `char`; background in
 * reference/jyotish-definitions.md):
 * - the first dasha is the lagna sign and starts at birth (no balance);
 * - the order is zodiacal when the 9th sign from the lagna is odd-footed, reverse when it is even-footed;
 * - years of a sign: count from it to its lord's sign (forward for an odd-footed sign, backward for an
 *   even-footed one), minus 1, 0 → 12, then +1 for an exalted lord, −1 for a debilitated one; Scorpio and
 *   Aquarius take the stronger co-lord (`co-lord.ts`);
 * - each period is split into 12 equal sub-periods from the sign after it in the dasha direction, ending with
 *   the period's own sign (JHora's rotation, PyJHora issue #59); deeper levels repeat the rule. Optionally
 *   (`lagna-order`, PyJHora's default) every period's sub-periods follow the mahadasha order from the lagna.
 */
import { dashaDignity, type DashaDignityId } from '../../data/dashas.ts';
import type { GrahaId } from '../../data/grahas.ts';
import { signById, signCountedFrom, type Sign, type SignId, type SignNumber } from '../../data/signs.ts';
import { strongerCoLord, type CoLordRule } from './co-lord.ts';
import { signMahadashas, splitPeriod, type PlannedDashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** +1 = zodiacal (Aries → Taurus), −1 = reverse. */
export type CharDirection = 1 | -1;

/** How the years of one sign were found. */
export interface CharSignYears {
  readonly sign: SignId;
  /** The lord used (the stronger co-lord for Scorpio and Aquarius). */
  readonly lord: GrahaId;
  /** For Scorpio and Aquarius, the rule that chose the co-lord; null otherwise. */
  readonly coLordRule: CoLordRule | null;
  readonly lordSign: SignId;
  /** Signs counted from the dasha sign to the lord's sign, inclusive, 1–12, in the footedness direction. */
  readonly count: number;
  /** +1 if the lord is exalted, −1 if debilitated, 0 otherwise. */
  readonly dignityAdjustment: -1 | 0 | 1;
  /** Dasha years, 0–13. */
  readonly years: number;
}

/** The mahadasha plan of a chart. */
export interface CharDashaPlan {
  readonly direction: CharDirection;
  /** The twelve signs in dasha order, each with its years. */
  readonly signs: readonly CharSignYears[];
}

/** The dasha direction: +1 when the 9th sign from the lagna is odd-footed, −1 when it is even-footed. */
export function charDirection(lagnaSign: SignNumber): CharDirection {
  return signCountedFrom(signOf(lagnaSign).id, 9).footedness === 'odd' ? 1 : -1;
}

function yearsWithLord(chart: DashaChart, sign: Sign, lord: GrahaId, dignities: DashaDignityId): Omit<CharSignYears, 'coLordRule'> {
  const lordSign = signOf(chart.planets[lord].signNumber);
  const forwardSteps = (lordSign.number - sign.number + 12) % 12;
  const count = (sign.footedness === 'odd' ? forwardSteps : (12 - forwardSteps) % 12) + 1;
  const dignityAdjustment = dashaDignity(lord, lordSign.id, dignities);
  const base = count - 1 === 0 ? 12 : count - 1;
  return { sign: sign.id, lord, lordSign: lordSign.id, count, dignityAdjustment, years: base + dignityAdjustment };
}

/**
 * Years of one sign in a chart, with the lord used and how they were found.
 * @param dignities which signs exalt and debilitate the lord (`DASHA_DIGNITY_READINGS`), default `bphs`
 */
export function charSignYears(chart: DashaChart, signNumber: SignNumber, dignities: DashaDignityId = 'bphs'): CharSignYears {
  const sign = signOf(signNumber);
  if (sign.id === 'scorpio' || sign.id === 'aquarius') {
    const choice = strongerCoLord(chart, sign.id, (lord) => yearsWithLord(chart, sign, lord, dignities).years, dignities);
    return { ...yearsWithLord(chart, sign, choice.lord, dignities), coLordRule: choice.rule };
  }
  return { ...yearsWithLord(chart, sign, sign.lord, dignities), coLordRule: null };
}

/** The direction and the twelve mahadasha signs with their years. */
export function charDashaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): CharDashaPlan {
  const direction = charDirection(chart.lagnaSign);
  const signs = Array.from({ length: 12 }, (_, k) => charSignYears(chart, signOf(chart.lagnaSign + direction * k).number, dignities));
  return { direction, signs };
}

/** The Char dasha of one chart: the plan, the scheme and the balance (the whole first dasha remains at birth). */
export type CharDashaScheme = PlannedDashaScheme<CharDashaPlan>;

/**
 * The order of the sub-periods: `rotating` (K.N. Rao as JHora gives it: from the sign after the parent in the
 * dasha direction, ending with the parent's sign) or `lagna-order` (every period's sub-periods in the mahadasha
 * order from the lagna sign, as PyJHora's default `chara_method=2`).
 */
export type CharAntardashaOrder = 'rotating' | 'lagna-order';

/**
 * The Char dasha scheme of a chart.
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt and debilitate the lords (`DASHA_DIGNITY_READINGS`)
 */
export function charDashaScheme(
  chart: DashaChart,
  yearDays: number,
  antardashas: CharAntardashaOrder = 'rotating',
  dignities: DashaDignityId = 'bphs',
): CharDashaScheme {
  const plan = charDashaPlan(chart, dignities);
  // A sign whose debilitated lord stands in the 2nd sign counted from it gets 1 − 1 = 0 years: no dasha.
  const positive = plan.signs.filter((entry) => entry.years > 0);
  const mahadashas = signMahadashas(chart.birth, positive, yearDays);
  const lagnaOrder = plan.signs.map((entry) => ({ lord: entry.sign, weight: 1 }));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    if (antardashas === 'lagna-order') return splitPeriod(parent, lagnaOrder);
    const parentNumber = signById(parent.lord as SignId).number;
    const shares = Array.from({ length: 12 }, (_, k) => ({
      lord: signOf(parentNumber + plan.direction * (k + 1)).id,
      weight: 1,
    }));
    return splitPeriod(parent, shares);
  };
  const first = positive[0] as CharSignYears;
  return {
    plan,
    mahadashas,
    childrenOf,
    balance: { lord: first.sign, elapsedYears: 0, remainingYears: first.years },
  };
}
