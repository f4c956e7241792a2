/**
 * The stronger co-lord of Scorpio (Mars/Ketu) and Aquarius (Saturn/Rahu), which gives the years of those signs
 * in Jaimini rashi dashas. Rule of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000),
 * §15.5.1, the one PyJHora `house.house_owner_from_planet_positions` implements:
 *
 * Basic rule: if exactly one co-lord is in the sign, the other is the lord. Otherwise the rules below are tried
 * in turn until one decides:
 * (1) the co-lord conjoined by more grahas;
 * (2) the co-lord conjoined or rasi-aspected by more of Jupiter, Mercury and its own dispositor (each of the three
 *     counted once, so a dispositor that is Jupiter or Mercury counts twice, as in the book's example);
 * (3) the exalted co-lord;
 * (4) the co-lord in the stronger kind of sign: dual > fixed > movable;
 * (5a) (dasha years) the co-lord giving the larger dasha; or, for arudhas (5b), the co-lord more advanced in its
 *      sign (the larger degree travelled in the sign).
 * A tie after (5) keeps the primary lord (Mars, Saturn): the book gives no further rule.
 *
 * Details the book leaves open and the choices made: "grahas" are the nine (the lagna is not counted); a graha
 * neither conjoins nor aspects itself; the dispositor of a graha is the classical lord of the sign it occupies;
 * exaltation signs are those of `data/grahas.ts` (Rahu Taurus, Ketu Scorpio).
 */
import { dashaDignity, type DashaDignityId } from '../../data/dashas.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { signByNumber, type Sign, type SignNumber } from '../../data/signs.ts';
import { signAspectsSign } from '../jaimini/rashi-drishti.ts';
import type { DashaChart } from './types.ts';

/** What the co-lord rules read of a chart: the sign of each graha (and its longitude, for rule 5b). */
export type CoLordChart = Pick<DashaChart, 'planets'>;

/** Which rule decided the co-lord. */
export type CoLordRule =
  | 'other-co-lord-in-sign'
  | 'more-conjunctions'
  | 'more-jupiter-mercury-dispositor'
  | 'exaltation'
  | 'sign-modality'
  | 'more-dasha-years'
  | 'more-advanced-in-sign'
  | 'tie-keeps-primary';

/** The co-lord chosen and the rule that chose it. */
export interface CoLordChoice {
  readonly lord: GrahaId;
  readonly rule: CoLordRule;
}

/** Signs with two lords, their primary (classical) lord first. */
export const CO_LORDS = {
  scorpio: ['mars', 'ketu'],
  aquarius: ['saturn', 'rahu'],
} as const satisfies Record<string, readonly [GrahaId, GrahaId]>;

export type CoLordedSignId = keyof typeof CO_LORDS;

const MODALITY_STRENGTH = { movable: 1, fixed: 2, dual: 3 } as const;

function signOf(number: SignNumber): Sign {
  return signByNumber(number) as Sign;
}

function conjunctionCount(chart: CoLordChart, graha: GrahaId): number {
  const sign = chart.planets[graha].signNumber;
  return GRAHA_IDS.filter((other) => other !== graha && chart.planets[other].signNumber === sign).length;
}

function jupiterMercuryDispositorCount(chart: CoLordChart, graha: GrahaId): number {
  const sign = chart.planets[graha].signNumber;
  const dispositor = signOf(sign).lord;
  const influencers: readonly GrahaId[] = ['jupiter', 'mercury', dispositor];
  return influencers.filter((influencer) => {
    if (influencer === graha) return false;
    const from = chart.planets[influencer].signNumber;
    return from === sign || signAspectsSign(from, sign);
  }).length;
}

function isExalted(chart: CoLordChart, graha: GrahaId, dignities: DashaDignityId): boolean {
  return dashaDignity(graha, signOf(chart.planets[graha].signNumber).id, dignities) === 1;
}

function modalityStrength(chart: CoLordChart, graha: GrahaId): number {
  return MODALITY_STRENGTH[signOf(chart.planets[graha].signNumber).modality];
}

/**
 * The stronger co-lord of Scorpio or Aquarius in a chart (module comment for the rules).
 * @param dashaYearsWith the dasha years the sign would get with the given lord (rule 5a); null to apply rule 5b
 *   instead (the co-lord more advanced in its sign), as for arudhas
 * @param dignities which signs exalt a graha for rule 3 (`DASHA_DIGNITY_READINGS`), default `bphs`
 */
export function strongerCoLord(
  chart: CoLordChart,
  sign: CoLordedSignId,
  dashaYearsWith: ((lord: GrahaId) => number) | null,
  dignities: DashaDignityId = 'bphs',
): CoLordChoice {
  const [primary, secondary] = CO_LORDS[sign];
  const signNumber: SignNumber = sign === 'scorpio' ? 8 : 11;
  const primaryIn = chart.planets[primary].signNumber === signNumber;
  const secondaryIn = chart.planets[secondary].signNumber === signNumber;
  if (primaryIn !== secondaryIn) return { lord: primaryIn ? secondary : primary, rule: 'other-co-lord-in-sign' };
  return strongerGraha(chart, primary, secondary, dashaYearsWith, dignities);
}

/**
 * The stronger of two grahas by rules (1)–(5) of the module comment (the basic rule aside), and the rule that
 * decided; a tie after (5) keeps `primary`. Brahma dasha takes it for two grahas of any signs.
 * @param dashaYearsWith as `strongerCoLord`: rule 5a with it, 5b (more advanced in the sign) when null; any other
 *   score of rule 5 (a graha's degrees with the nodes counted backward: `stronger-graha.ts`) takes 5a's place
 */
export function strongerGraha(
  chart: CoLordChart,
  primary: GrahaId,
  secondary: GrahaId,
  dashaYearsWith: ((lord: GrahaId) => number) | null,
  dignities: DashaDignityId = 'bphs',
): CoLordChoice {
  const tests: readonly [CoLordRule, (graha: GrahaId) => number][] = [
    ['more-conjunctions', (graha) => conjunctionCount(chart, graha)],
    ['more-jupiter-mercury-dispositor', (graha) => jupiterMercuryDispositorCount(chart, graha)],
    ['exaltation', (graha) => (isExalted(chart, graha, dignities) ? 1 : 0)],
    ['sign-modality', (graha) => modalityStrength(chart, graha)],
    dashaYearsWith ? ['more-dasha-years', dashaYearsWith] : ['more-advanced-in-sign', (graha) => chart.planets[graha].siderealDeg % 30],
  ];
  for (const [rule, score] of tests) {
    const a = score(primary);
    const b = score(secondary);
    if (a !== b) return { lord: a > b ? primary : secondary, rule };
  }
  return { lord: primary, rule: 'tie-keeps-primary' };
}
