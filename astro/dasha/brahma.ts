/**
 * Brahma dasha (rules in `data/dashas.ts`, record `brahma`), a dasha of longevity from the sign of Brahma, as
 * PyJHora `raasi/brahma.py` and `house.brahma` read the Jaimini rules:
 * - Brahma: from the stronger of the lagna and the 7th sign (`narayana.ts` `strongerOfSigns`), take the lords of
 *   the 6th, 8th and 12th signs (Scorpio, Aquarius: the stronger co-lord, as the dasha years choose it), Rahu and
 *   Ketu left out; each scores a point for standing strong in its sign (exalted, at home or in a natural friend's
 *   sign, not debilitated: `applicability.ts` `isStrongInItsSign`), one for an odd sign and one for standing in the
 *   first seven houses from that stronger sign; of the two best scores (ties in the order 6th, 8th, 12th) the
 *   stronger graha (`co-lord.ts` `strongerGraha`, rule 5b) is Brahma;
 * - the dashas run through consecutive signs zodiacally from Brahma's sign when it is odd; from an even sign they
 *   start at the 7th sign from it and run in reverse;
 * - years of a sign: signs counted from it to the sign of the lord of the 6th from it (forward from an odd sign,
 *   backward from an even one) minus 1, 0 when that lord is in the sign itself (no dasha), +1 when the lord is
 *   exalted, −1 when debilitated; one cycle;
 * - each period is split into 12 equal sub-periods zodiacally from its own sign; deeper levels repeat the rule.
 */
import { dashaDignity, type DashaDignityId } from '../../data/dashas.ts';
import type { GrahaId } from '../../data/grahas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { isStrongInItsSign } from './applicability.ts';
import { charSignYears } from './char.ts';
import { strongerGraha } from './co-lord.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, equalShares, type SignDashaPlan, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** The lord of a sign as the sign dashas take it (Scorpio, Aquarius: the stronger co-lord by dasha years). */
function lordOf(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId): GrahaId {
  return charSignYears(chart, sign, dignities).lord;
}

/** One candidate for Brahma and its score (0–3). */
export interface BrahmaCandidate {
  readonly graha: GrahaId;
  readonly score: number;
}

/** The lords of the 6th, 8th and 12th from the stronger of the lagna and the 7th (no nodes), with their scores. */
export function brahmaCandidates(chart: DashaChart, dignities: DashaDignityId = 'bphs'): BrahmaCandidate[] {
  const lagna = chart.lagnaSign;
  const from = strongerOfSigns(chart, lagna, signOf(lagna + 6).number, dignities);
  const lords = [...new Set([5, 7, 11].map((steps) => lordOf(chart, signOf(from + steps).number, dignities)))]
    .filter((graha) => graha !== 'rahu' && graha !== 'ketu');
  return lords.map((graha) => {
    const sign = chart.planets[graha].signNumber;
    const house = ((sign - from + 12) % 12) + 1;
    const score = (isStrongInItsSign(chart, graha) ? 1 : 0) + (sign % 2 === 1 ? 1 : 0) + (house <= 7 ? 1 : 0);
    return { graha, score };
  });
}

/** Brahma: the stronger of the two best-scoring candidates (module comment). */
export function brahmaGraha(chart: DashaChart, dignities: DashaDignityId = 'bphs'): GrahaId {
  const best = [...brahmaCandidates(chart, dignities)].sort((a, b) => b.score - a.score).slice(0, 2);
  if (best.length === 1) return best[0]!.graha;
  return strongerGraha(chart, best[0]!.graha, best[1]!.graha, null, dignities).lord;
}

/** Years of a sign in Brahma dasha (module comment). */
export function brahmaYears(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): number {
  const lord = lordOf(chart, signOf(sign + 5).number, dignities);
  const lordSign = chart.planets[lord].signNumber;
  if (lordSign === sign) return 0;
  const forwardSteps = (lordSign - sign + 12) % 12;
  const steps = sign % 2 === 1 ? forwardSteps : 12 - forwardSteps;
  return steps + dashaDignity(lord, signOf(lordSign).id, dignities);
}

/** The twelve dasha signs from Brahma's sign: zodiacal from an odd sign, from the 7th in reverse for an even one. */
export function brahmaOrder(brahmaSign: SignNumber): SignNumber[] {
  return brahmaSign % 2 === 1 ? consecutiveSigns(brahmaSign, 1) : consecutiveSigns(signOf(brahmaSign + 6).number, -1);
}

/** The Brahma dasha plan of a chart. */
export function brahmaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const order = brahmaOrder(chart.planets[brahmaGraha(chart, dignities)].signNumber);
  const mahadashas = order.map((sign) => ({ sign, years: brahmaYears(chart, sign, dignities) }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (sign) => equalShares(consecutiveSigns(sign, 1)),
  };
}
