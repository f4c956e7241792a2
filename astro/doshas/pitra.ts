/**
 * Pitra (pitru) dosha: the rules in data/doshas.ts `PITRA_RULES`, each checked on its own, with the grahas that
 * make it fire.
 *
 * Classical status: no classical text defines a "pitra dosha"; the name is a modern reading of older rules on
 * the Sun (significator of the father), the 9th house (father, ancestors) and the nodes, and writers list
 * different subsets of them (astrologerpanditji.com article-148 on the definitions in circulation; the rule
 * sources are in data/doshas.ts). The dosha is reported as the list of rules that fired, never as one verdict
 * of its own beyond "at least one fired".
 *
 * Readings, on sidereal whole-sign placements (astro/chart/placement.ts, any ayanamsha): "with" = in the same
 * sign; houses from the lagna unless the rule counts from the Moon; an aspect is Parashari graha drishti
 * (astro/chart/aspects.ts: Saturn the 3rd, 7th and 10th); the malefics of `sun-in-ninth-with-malefic` are
 * Mars, Saturn, Rahu and Ketu.
 */
import { PITRA_RULES, type PitraRuleId } from '../../data/doshas.ts';
import { aspectsSign } from '../chart/aspects.ts';
import {
  DUSTHANA_HOUSES,
  GRAHA_IDS,
  type GrahaId,
  type Placements,
  grahaHouse,
  grahaSign,
  houseLord,
  lordOfSign,
  signCounted,
  signOfHouse,
} from '../chart/placement.ts';

export type { PitraRuleId };

/** One rule, checked. */
export interface PitraRuleCheck {
  readonly id: PitraRuleId;
  readonly fired: boolean;
  /** The grahas that make it fire, Sun … Ketu order, no repeats (empty when it does not fire). */
  readonly grahas: readonly GrahaId[];
}

/** The pitra dosha report of one chart. */
export interface PitraDoshaResult {
  /** True when at least one rule fired. */
  readonly present: boolean;
  /** Ids of the rules that fired, in table order. */
  readonly fired: readonly PitraRuleId[];
  /** Every rule, in table order. */
  readonly rules: readonly PitraRuleCheck[];
}

const NODES: readonly GrahaId[] = ['rahu', 'ketu'];
const MALEFICS_WITH_SUN: readonly GrahaId[] = ['mars', 'saturn', 'rahu', 'ketu'];

/** The grahas (of `among`) in the sign of `graha`, other than it. */
function withGraha(chart: Placements, graha: GrahaId, among: readonly GrahaId[]): GrahaId[] {
  const sign = grahaSign(chart, graha);
  return among.filter((other) => other !== graha && grahaSign(chart, other) === sign);
}

function ordered(grahas: readonly GrahaId[]): GrahaId[] {
  return GRAHA_IDS.filter((graha) => grahas.includes(graha));
}

/** Each rule: the grahas that make it fire, or an empty list when it does not. */
const RULES: Readonly<Record<PitraRuleId, (chart: Placements) => readonly GrahaId[]>> = {
  'sun-with-rahu': (chart) => (withGraha(chart, 'sun', ['rahu']).length > 0 ? ['sun', 'rahu'] : []),
  'sun-with-ketu': (chart) => (withGraha(chart, 'sun', ['ketu']).length > 0 ? ['sun', 'ketu'] : []),
  'sun-with-saturn': (chart) => (withGraha(chart, 'sun', ['saturn']).length > 0 ? ['sun', 'saturn'] : []),
  'node-in-ninth': (chart) => NODES.filter((node) => grahaHouse(chart, node) === 9),
  'ninth-lord-with-node': (chart) => {
    const lord = houseLord(chart, 9);
    const nodes = withGraha(chart, lord, NODES);
    return nodes.length > 0 ? [lord, ...nodes] : [];
  },
  'ninth-from-moon-node': (chart) => {
    const ninth = signCounted(grahaSign(chart, 'moon'), 9);
    const inSign = NODES.filter((node) => grahaSign(chart, node) === ninth);
    const lord = lordOfSign(ninth);
    const withLord = withGraha(chart, lord, NODES);
    return [...inSign, ...(withLord.length > 0 ? [lord, ...withLord] : [])];
  },
  'saturn-on-ninth': (chart) => {
    const ninth = signOfHouse(chart, 9);
    return grahaSign(chart, 'saturn') === ninth || aspectsSign(chart, 'saturn', ninth) ? ['saturn'] : [];
  },
  'sun-in-ninth-with-malefic': (chart) => {
    if (grahaHouse(chart, 'sun') !== 9) return [];
    const malefics = withGraha(chart, 'sun', MALEFICS_WITH_SUN);
    return malefics.length > 0 ? ['sun', ...malefics] : [];
  },
  'lagna-lord-dusthana-rahu-lagna': (chart) => {
    const lord = houseLord(chart, 1);
    return grahaHouse(chart, 'rahu') === 1 && DUSTHANA_HOUSES.includes(grahaHouse(chart, lord)) ? [lord, 'rahu'] : [];
  },
};

/**
 * Pitra dosha of a chart: every rule of `PITRA_RULES` checked.
 * @param chart the lagna and the nine grahas, sidereal (a `BirthChart` or any `Placements`)
 */
export function pitraDosha(chart: Placements): PitraDoshaResult {
  const rules = PITRA_RULES.map(({ id }): PitraRuleCheck => {
    const grahas = ordered(RULES[id](chart));
    return { id, fired: grahas.length > 0, grahas };
  });
  const fired = rules.filter((rule) => rule.fired).map((rule) => rule.id);
  return { present: fired.length > 0, fired, rules };
}
