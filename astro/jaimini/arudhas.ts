/**
 * Arudha padas (Jaimini; BPHS, the chapter on arudha padas; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 9).
 * Whole-sign arithmetic on SIDEREAL longitudes of any chart (the rashi chart or a varga's `Placements`); signs and
 * houses are 1–12.
 *
 * Bhava arudha of a house: count from the house's sign to the sign of its lord; the same count from the lord's sign
 * is the pada. A graha's arudha: count from the graha's sign to the sign it owns (of two, the stronger,
 * sign-strength.ts); the same count onwards. Scorpio and Aquarius are ruled by the stronger of Mars/Ketu and
 * Saturn/Rahu (co-lord.ts, rule 5b: the co-lord further advanced in its sign).
 *
 * The exception (`ArudhaRule`): under `bphs` a pada falling in the house (graha) sign itself or in the 7th from it
 * moves to the 10th from where it fell (BPHS, followed by Narasimha Rao, ch. 9, and PyJHora); under `raman` it
 * stays where it falls (the count without the exception, as B.V. Raman gives it).
 */
import { GRAHA_IDS, grahaById, type GrahaId } from '../../data/grahas.ts';
import { SIGNS, type SignNumber } from '../../data/signs.ts';
import { houseFromSign, type Placements, signCounted, signOfLongitude } from '../chart/placement.ts';
import { type CoLordChart, type CoLordRule, strongerCoLord } from '../dasha/co-lord.ts';
import { type SignStrengthRule, strongerSign } from './sign-strength.ts';

/** The rules for a pada falling in its own sign or the 7th from it. */
export const ARUDHA_RULES = ['bphs', 'raman'] as const;
export type ArudhaRule = (typeof ARUDHA_RULES)[number];

/** One bhava arudha (A1 = arudha lagna … A12 = upapada). */
export interface BhavaArudha {
  /** The house, 1–12 from the lagna. */
  readonly house: number;
  /** The house's sign. */
  readonly houseSign: SignNumber;
  /** The lord counted to (Scorpio, Aquarius: the stronger co-lord). */
  readonly lord: GrahaId;
  /** For Scorpio and Aquarius, the rule that chose the co-lord; null otherwise. */
  readonly coLordRule: CoLordRule | null;
  /** The pada's sign. */
  readonly sign: SignNumber;
  /** True when the exception moved the pada to the 10th from where it fell. */
  readonly moved: boolean;
}

/** The arudha of one graha. */
export interface GrahaArudha {
  readonly graha: GrahaId;
  /** The sign counted to: the graha's own sign, or the stronger of its two. */
  readonly ownSign: SignNumber;
  /** For a graha owning two signs, the rule that chose the stronger; null otherwise. */
  readonly ownSignRule: SignStrengthRule | null;
  readonly sign: SignNumber;
  readonly moved: boolean;
}

/** The pada counted from `from` through `to` (as many signs again), with the exception of `rule`. */
export function padaSign(from: SignNumber, to: SignNumber, rule: ArudhaRule): { readonly sign: SignNumber; readonly moved: boolean } {
  const fell = signCounted(to, houseFromSign(from, to));
  const house = houseFromSign(from, fell);
  if (rule === 'bphs' && (house === 1 || house === 7)) return { sign: signCounted(fell, 10), moved: true };
  return { sign: fell, moved: false };
}

/** The chart the co-lord rules read, from placements. */
function coLordChart(placements: Placements): CoLordChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((graha) => {
      const longitude = placements.grahas[graha].longitude;
      return [graha, { siderealDeg: longitude, signNumber: signOfLongitude(longitude) }];
    }),
  ) as CoLordChart['planets'];
  return { planets };
}

/** The lord of each sign of a chart with the co-lord rule that chose it (Scorpio, Aquarius), for the arudhas. */
export function arudhaLords(placements: Placements): (sign: SignNumber) => { readonly lord: GrahaId; readonly rule: CoLordRule | null } {
  const chart = coLordChart(placements);
  const scorpio = strongerCoLord(chart, 'scorpio', null);
  const aquarius = strongerCoLord(chart, 'aquarius', null);
  return (sign) => {
    if (sign === 8) return scorpio;
    if (sign === 11) return aquarius;
    return { lord: SIGNS[sign - 1]!.lord, rule: null };
  };
}

/** A1 … A12 of a chart (index 0 = A1, the arudha lagna; index 11 = A12, the upapada). */
export function bhavaArudhas(placements: Placements, rule: ArudhaRule): BhavaArudha[] {
  const lordOf = arudhaLords(placements);
  const lagnaSign = signOfLongitude(placements.lagnaLongitude);
  return Array.from({ length: 12 }, (_, index) => {
    const houseSign = signCounted(lagnaSign, index + 1);
    const { lord, rule: coLordRule } = lordOf(houseSign);
    const pada = padaSign(houseSign, signOfLongitude(placements.grahas[lord].longitude), rule);
    return { house: index + 1, houseSign, lord, coLordRule, ...pada };
  });
}

/** The arudha of each of the nine grahas, Sun … Ketu. */
export function grahaArudhas(placements: Placements, rule: ArudhaRule): GrahaArudha[] {
  const lordOf = arudhaLords(placements);
  return GRAHA_IDS.map((graha) => {
    const owned = grahaById(graha).ownSigns.map((id) => SIGNS.find((sign) => sign.id === id)!.number);
    const choice = owned.length === 2 ? strongerSign(placements, owned[0]!, owned[1]!, (sign) => lordOf(sign).lord) : null;
    const ownSign = choice ? choice.sign : owned[0]!;
    const pada = padaSign(signOfLongitude(placements.grahas[graha].longitude), ownSign, rule);
    return { graha, ownSign, ownSignRule: choice ? choice.rule : null, ...pada };
  });
}
