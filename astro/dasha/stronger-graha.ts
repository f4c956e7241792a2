/**
 * The stronger of two grahas, for the dashas whose first lord is the strongest graha of a group (Tara dasha).
 * The rules of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000), §15.5.1, which the
 * co-lords of Scorpio and Aquarius follow (`co-lord.ts`), applied to any two grahas, in turn until one decides:
 * (1) the graha conjoined by more grahas (the nine; the lagna is not a graha);
 * (2) the graha conjoined or rasi-aspected by more of Jupiter, Mercury and its own dispositor;
 * (3) the exalted graha (`dashaDignity`, reading `bphs` unless asked);
 * (4) the graha in the stronger kind of sign: dual > fixed > movable;
 * (5) the graha more advanced in its sign (degrees travelled; Rahu and Ketu, moving backward, by 30° less them).
 * A tie after (5) keeps the first graha given. The basic rule of the co-lords (the one in the shared sign yields)
 * does not apply: the two grahas share no sign.
 */
import { dashaDignity, type DashaDignityId } from '../../data/dashas.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { signByNumber, type Sign, type SignNumber } from '../../data/signs.ts';
import { karakaDegree } from '../jaimini/karakas.ts';
import { signAspectsSign } from '../jaimini/rashi-drishti.ts';
import { strongerGraha as coLordsStrongerGraha } from './co-lord.ts';
import type { DashaChart } from './types.ts';

const MODALITY_STRENGTH = { movable: 1, fixed: 2, dual: 3 } as const;

function signOf(number: SignNumber): Sign {
  return signByNumber(number) as Sign;
}

/** Rule 5 for any graha: degrees travelled in its sign, Rahu and Ketu (moving backward) by 30° less them. */
const advancedInSign = (chart: DashaChart) => (graha: GrahaId): number =>
  graha === 'ketu' ? karakaDegree('rahu', chart.planets.ketu.siderealDeg) : karakaDegree(graha, chart.planets[graha].siderealDeg);

/**
 * The stronger of two grahas (module comment for the rules; rules 1–4 are the co-lords' own, `co-lord.ts`); `a`
 * on a complete tie.
 */
export function strongerGraha(chart: DashaChart, a: GrahaId, b: GrahaId, dignities: DashaDignityId = 'bphs'): GrahaId {
  return a === b ? a : coLordsStrongerGraha(chart, a, b, advancedInSign(chart), dignities).lord;
}

/** The strongest of a non-empty list of grahas, compared pairwise in list order (the winner meets the next). */
export function strongestGraha(chart: DashaChart, grahas: readonly GrahaId[], dignities: DashaDignityId = 'bphs'): GrahaId {
  return grahas.slice(1).reduce((best, graha) => strongerGraha(chart, best, graha, dignities), grahas[0]!);
}

/**
 * The stronger of two grahas as PyJHora 4.8.5 reads §15.5.1 (`house.stronger_planet_from_planet_positions`), for
 * `method=pyjhora-strength`: (0) when either is a node, the graha in that node's sign (Aquarius for Rahu, Scorpio
 * for Ketu) yields to the other; (1) conjunctions count the lagna as a graha; (2) Mercury and Jupiter conjoining
 * count, the dispositor "conjoins" when its graha number (Sun 0 … Ketu 8) equals the sign's index (Aries 0 …), and
 * Mercury, Jupiter and the dispositor each count again when their sign aspects the graha's sign; (3) only `first`
 * can win by exaltation (PyJHora's table), and only over a graha neither exalted nor in its own sign;
 * (4) dual > fixed > movable; (5) the larger degree in the sign (nodes not reversed) wins, `second` on a tie.
 */
export function pyjhoraStrongerGraha(chart: DashaChart, first: GrahaId, second: GrahaId): GrahaId {
  if (first === second) return first;
  const signOfGraha = (graha: GrahaId): SignNumber => chart.planets[graha].signNumber;
  const node = first === 'rahu' || first === 'ketu' ? first : second === 'rahu' || second === 'ketu' ? second : null;
  if (node !== null) {
    const nodeSign = node === 'rahu' ? 11 : 8;
    if (signOfGraha(first) === nodeSign && signOfGraha(second) !== nodeSign) return second;
    if (signOfGraha(second) === nodeSign && signOfGraha(first) !== nodeSign) return first;
  }
  const conjoined = (graha: GrahaId): number => {
    const sign = signOfGraha(graha);
    return GRAHA_IDS.filter((other) => chart.planets[other].signNumber === sign).length - 1 + (chart.lagnaSign === sign ? 1 : 0);
  };
  const influence = (graha: GrahaId): number => {
    const sign = signOfGraha(graha);
    const dispositor = signOf(sign).lord;
    const dispositorNumber = GRAHA_IDS.indexOf(dispositor);
    const conj = [signOfGraha('mercury'), signOfGraha('jupiter')].filter((s) => s === sign).length + (dispositorNumber === sign - 1 ? 1 : 0);
    const aspects = (['mercury', 'jupiter', dispositor] as const).filter((g) => signAspectsSign(signOfGraha(g), sign)).length;
    return conj + aspects;
  };
  for (const score of [conjoined, influence]) {
    const a = score(first);
    const b = score(second);
    if (a !== b) return a > b ? first : second;
  }
  const exalted = (graha: GrahaId): boolean => dashaDignity(graha, signOf(signOfGraha(graha)).id, 'pyjhora') === 1;
  const ownSign = (graha: GrahaId): boolean => signOf(signOfGraha(graha)).lord === graha;
  if (exalted(first) && !exalted(second) && !ownSign(second)) return first;
  const modality = (graha: GrahaId): number => MODALITY_STRENGTH[signOf(signOfGraha(graha)).modality];
  if (modality(first) !== modality(second)) return modality(first) > modality(second) ? first : second;
  return chart.planets[first].siderealDeg % 30 > chart.planets[second].siderealDeg % 30 ? first : second;
}
