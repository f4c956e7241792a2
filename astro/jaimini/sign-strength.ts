/**
 * The stronger of two signs, for a graha that owns two (its graha arudha is counted to the stronger). Rules of
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (strength of signs, as PyJHora
 * `house.stronger_rasi` lists them), tried in turn until one decides:
 * (1) the sign holding more of the nine grahas;
 * (2) the sign conjoined or rasi-aspected by more of Jupiter, Mercury and its own (classical) lord;
 * (3) the sign holding an exalted graha when the other holds none;
 * (4) the sign whose (classical) lord is in a sign of the other oddity (odd/even) when the other's is not;
 * (5) the dual sign over the fixed, the fixed over the movable;
 * (6) the sign whose lord (Scorpio and Aquarius: the stronger co-lord, co-lord.ts) is further advanced in its sign.
 * Equal on all six: the first sign. Signs 1 = Aries … 12 = Pisces; longitudes sidereal.
 */
import { GRAHA_IDS, grahaById, type GrahaId } from '../../data/grahas.ts';
import { SIGNS, type SignNumber } from '../../data/signs.ts';
import { degreeInSign, type Placements, signOfLongitude } from '../chart/placement.ts';
import { signAspectsSign } from './rashi-drishti.ts';

/** Which rule decided the stronger sign. */
export type SignStrengthRule =
  | 'more-grahas'
  | 'more-jupiter-mercury-lord'
  | 'exalted-graha'
  | 'lord-in-other-oddity'
  | 'sign-modality'
  | 'lord-more-advanced'
  | 'tie-keeps-first';

const MODALITY_STRENGTH = { movable: 1, fixed: 2, dual: 3 } as const;

/** What the rules read of a chart: the sidereal longitude of each graha. */
export type SignStrengthChart = { readonly grahas: Readonly<Record<GrahaId, Pick<Placements['grahas'][GrahaId], 'longitude'>>> };

/**
 * The stronger of signs `a` and `b` and the rule that decided.
 * @param lordOf the lord of a sign as the chart's other rules take it (the stronger co-lord for Scorpio, Aquarius)
 * @param isExaltedIn whether a graha is exalted in a sign (rule 3); default the exaltation signs of data/grahas.ts
 */
export function strongerSign(
  placements: SignStrengthChart,
  a: SignNumber,
  b: SignNumber,
  lordOf: (sign: SignNumber) => GrahaId,
  isExaltedIn: (graha: GrahaId, sign: SignNumber) => boolean = (graha, sign) => SIGNS[sign - 1]!.id === grahaById(graha).exaltation.sign,
): { readonly sign: SignNumber; readonly rule: SignStrengthRule } {
  const signOf = (graha: GrahaId) => signOfLongitude(placements.grahas[graha].longitude);
  const classicalLord = (sign: SignNumber) => SIGNS[sign - 1]!.lord;
  const isOdd = (sign: SignNumber) => sign % 2 === 1;
  const tests: readonly [SignStrengthRule, (sign: SignNumber) => number][] = [
    ['more-grahas', (sign) => GRAHA_IDS.filter((graha) => signOf(graha) === sign).length],
    [
      'more-jupiter-mercury-lord',
      (sign) =>
        (['jupiter', 'mercury', classicalLord(sign)] as const).filter((graha) => signOf(graha) === sign || signAspectsSign(signOf(graha), sign)).length,
    ],
    ['exalted-graha', (sign) => (GRAHA_IDS.some((graha) => signOf(graha) === sign && isExaltedIn(graha, sign)) ? 1 : 0)],
    ['lord-in-other-oddity', (sign) => (isOdd(signOf(classicalLord(sign))) !== isOdd(sign) ? 1 : 0)],
    ['sign-modality', (sign) => MODALITY_STRENGTH[SIGNS[sign - 1]!.modality]],
    ['lord-more-advanced', (sign) => degreeInSign(placements.grahas[lordOf(sign)].longitude)],
  ];
  for (const [rule, score] of tests) {
    const scoreA = score(a);
    const scoreB = score(b);
    if (scoreA !== scoreB) return { sign: scoreA > scoreB ? a : b, rule };
  }
  return { sign: a, rule: 'tie-keeps-first' };
}
