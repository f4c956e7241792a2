/**
 * What every reading of one analysis shares: the chart, its lagna and Moon sign, the verdict on each graha and the
 * words that describe each graha (placement, condition, lordship, the matters its periods touch), computed once.
 */
import { signName } from '../../../data/signs.ts';
import { separationDeg } from '../../angles.ts';
import type { GrahaCondition } from '../../chart/dignity.ts';
import { type GrahaId, type Placements, type SignNumber, lordOfSign } from '../../chart/placement.ts';
import {
  CONDITION_RULES,
  DIGNITY_RULES,
  FUNCTIONAL_TEMPLATES,
  type FunctionalNatureRuleId,
  LORDSHIP_TEMPLATES,
} from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { grahaPhrase, housesPhrase, mattersPhrase } from './phrases.ts';
import { fillTemplate, ordinal } from './templates.ts';
import type { GrahaVerdict } from './types.ts';
import { functionalRule, isNode, lostWar, shadbalaRule } from './verdicts.ts';

/** The chart facts and per-graha verdicts and words the readings are built from. */
export interface AnalysisContext {
  readonly placements: Placements;
  /** Lagna sign 1–12, sidereal. */
  readonly lagna: SignNumber;
  /** Natal Moon sign 1–12, sidereal. */
  readonly moonSign: SignNumber;
  readonly verdicts: Record<GrahaId, GrahaVerdict>;
  readonly words: Record<GrahaId, GrahaWords>;
}

/** Everything the texts say about one graha, computed once. */
export interface GrahaWords {
  readonly planet: string;
  readonly planetName: string;
  /** "exalted in Libra" */
  readonly placement: string;
  /** "exalted in Libra, in the 1st house, combust" */
  readonly condition: string;
  /** "yogakaraka, ruling the 4th and 5th houses" */
  readonly functional: string;
  /** "rules the 4th and 5th houses" */
  readonly lordship: string;
  /** The houses its periods are about, with their themes. */
  readonly matters: string;
  readonly conditionClauses: string;
  readonly separation: string;
}

/** The words of one graha, from its verdict and natal condition. */
export function grahaWords(placements: Placements, verdict: GrahaVerdict, condition: GrahaCondition): GrahaWords {
  const graha = verdict.graha;
  const dignity = DIGNITY_RULES.find((rule) => rule.dignity === condition.dignity) as (typeof DIGNITY_RULES)[number];
  const placement = fillTemplate(dignity.template, { sign: signName(verdict.sign) });
  const separation = separationDeg(placements.grahas[graha].longitude, placements.grahas.sun.longitude).toFixed(1);
  const winner = condition.war === null ? '' : grahaPhrase(condition.war.winner);
  const [combust, retrograde, warLost] = CONDITION_RULES;
  const extras: string[] = [];
  const clauses: string[] = [];
  if (condition.combust) {
    extras.push('combust');
    clauses.push(fillTemplate(combust.template, { separation }));
  }
  if (condition.retrograde && !isNode(graha)) {
    extras.push('retrograde');
    clauses.push(retrograde.template);
  }
  if (lostWar(condition)) {
    extras.push(`defeated by ${winner} in a planetary war`);
    clauses.push(fillTemplate(warLost.template, { winner }));
  }
  if (verdict.shadbala !== null) {
    const { rupas, requiredRupas } = verdict.shadbala;
    clauses.push(fillTemplate(shadbalaRule(verdict.shadbala).template, { rupas: rupas.toFixed(2), required: String(requiredRupas) }));
  }
  const dispositor = lordOfSign(verdict.sign);
  const ruleOf = functionalRule((verdict.functionalRules[0] ?? 'functional.second-twelfth') as FunctionalNatureRuleId);
  const functional = isNode(graha)
    ? fillTemplate(FUNCTIONAL_TEMPLATES.node, {
      label: ruleOf.label, house: ordinal(verdict.house), sign: signName(verdict.sign), dispositor: grahaPhrase(dispositor),
    })
    : fillTemplate(FUNCTIONAL_TEMPLATES.lord, { label: ruleOf.label, houses: housesPhrase(verdict.ownedHouses) });
  const lordship = isNode(graha)
    ? fillTemplate(LORDSHIP_TEMPLATES.node, { dispositor: grahaPhrase(dispositor) })
    : fillTemplate(LORDSHIP_TEMPLATES.rules, { houses: housesPhrase(verdict.ownedHouses) });
  return {
    planet: grahaPhrase(graha),
    planetName: grahaById(graha).en,
    placement,
    condition: [`${placement}, in the ${ordinal(verdict.house)} house`, ...extras].join(', '),
    functional,
    lordship,
    matters: mattersPhrase(isNode(graha) ? [verdict.house] : verdict.ownedHouses),
    conditionClauses: clauses.join(''),
    separation,
  };
}
