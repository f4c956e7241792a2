/**
 * Mandooka ("frog") dasha (rules in `data/dashas.ts`, record `mandooka`), the leap to every 4th sign:
 * - the first dasha is the stronger of the lagna and the 7th sign (`narayana.ts` `strongerOfSigns`); the order is
 *   zodiacal from an odd sign, reverse from an even one;
 * - the dashas are the four signs of the first sign's kind (movable, fixed or dual) from it, every 4th sign in
 *   the direction; then the four of a second kind and the four of the third, each from its first sign (Aries,
 *   Taurus, Gemini) in the same direction: after movable signs the dual then the fixed ones, after fixed signs
 *   the movable then the dual ones, after dual signs the fixed then the movable ones;
 * - years: signs counted from the dasha sign to the sign of its (classical) lord, inclusive, forward from an odd
 *   sign and backward from an even one: 1–12, the lord in the sign itself 12, in the 7th 10;
 * - each dasha is split into 12 equal antardashas running through the mahadasha order from the dasha sign;
 *   deeper levels repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { strongerOfSigns } from './narayana.ts';
import { equalShares, oddityDirection, type SignDashaPlan, type SignDirection, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** The first sign of each kind: Aries (movable), Taurus (fixed), Gemini (dual). */
const FIRST_OF_KIND = { movable: 1, fixed: 2, dual: 3 } as const;

/** The kinds that follow the first sign's kind, in order. */
const NEXT_KINDS = {
  movable: ['dual', 'fixed'],
  fixed: ['movable', 'dual'],
  dual: ['fixed', 'movable'],
} as const;

function kendras(from: SignNumber, direction: SignDirection): SignNumber[] {
  return [0, 3, 6, 9].map((steps) => signOf(from + direction * steps).number);
}

/** The twelve mahadasha signs from `first` in `direction` (module comment). */
export function mandookaOrder(first: SignNumber, direction: SignDirection): SignNumber[] {
  const kind = signOf(first).modality;
  return [
    ...kendras(first, direction),
    ...NEXT_KINDS[kind].flatMap((next) => kendras(FIRST_OF_KIND[next], direction)),
  ];
}

/** Years of a sign: the inclusive count to its classical lord by the sign's oddity; lord at home 12, in the 7th 10. */
export function mandookaYears(chart: DashaChart, sign: SignNumber): number {
  const lordSign = chart.planets[signOf(sign).lord].signNumber;
  const steps = ((lordSign - sign) * oddityDirection(sign) + 12) % 12;
  if (steps === 0) return 12;
  if (steps === 6) return 10;
  return steps + 1;
}

/** The Mandooka plan of a chart. */
export function mandookaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const lagna = chart.lagnaSign;
  const first = strongerOfSigns(chart, lagna, signOf(lagna + 6).number, dignities);
  const order = mandookaOrder(first, oddityDirection(first));
  const mahadashas = order.map((sign) => ({ sign, years: mandookaYears(chart, sign) }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (sign) => {
      const from = order.indexOf(sign);
      return equalShares(order.map((_, k) => order[(from + k) % 12]!));
    },
  };
}
