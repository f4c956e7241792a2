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
  CONDITION_WORDS,
  DIGNITY_RULES,
  FUNCTIONAL_TEMPLATES,
  type FunctionalNatureRuleId,
  LORDSHIP_TEMPLATES,
} from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { type Lang, named, type Text } from '../../../data/text.ts';
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
  /** The language every text of the reading is written in (one whose templates are all written). */
  readonly lang: Lang;
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

/** The words of one graha in `lang`, from its verdict and natal condition. */
export function grahaWords(placements: Placements, verdict: GrahaVerdict, condition: GrahaCondition, lang: Lang = 'en'): GrahaWords {
  const graha = verdict.graha;
  const fill = (template: Text, values: Readonly<Record<string, string>> = {}) => fillTemplate(named(template, lang), values);
  const dignity = DIGNITY_RULES.find((rule) => rule.dignity === condition.dignity) as (typeof DIGNITY_RULES)[number];
  const placement = fill(dignity.template, { sign: signName(verdict.sign, lang) });
  const separation = separationDeg(placements.grahas[graha].longitude, placements.grahas.sun.longitude).toFixed(1);
  const winner = condition.war === null ? '' : grahaPhrase(condition.war.winner, lang);
  const [combust, retrograde, warLost] = CONDITION_RULES;
  const extras: string[] = [];
  const clauses: string[] = [];
  if (condition.combust) {
    extras.push(fill(CONDITION_WORDS.combust));
    clauses.push(fill(combust.template, { separation }));
  }
  if (condition.retrograde && !isNode(graha)) {
    extras.push(fill(CONDITION_WORDS.retrograde));
    clauses.push(fill(retrograde.template));
  }
  if (lostWar(condition)) {
    extras.push(fill(CONDITION_WORDS.warLost, { winner }));
    clauses.push(fill(warLost.template, { winner }));
  }
  if (verdict.shadbala !== null) {
    const { rupas, requiredRupas } = verdict.shadbala;
    clauses.push(fill(shadbalaRule(verdict.shadbala).template, { rupas: rupas.toFixed(2), required: String(requiredRupas) }));
  }
  const dispositor = lordOfSign(verdict.sign);
  const ruleOf = functionalRule((verdict.functionalRules[0] ?? 'functional.second-twelfth') as FunctionalNatureRuleId);
  const label = named(ruleOf.label, lang);
  const functional = isNode(graha)
    ? fill(FUNCTIONAL_TEMPLATES.node, {
      label, house: ordinal(verdict.house, lang), sign: signName(verdict.sign, lang), dispositor: grahaPhrase(dispositor, lang),
    })
    : fill(FUNCTIONAL_TEMPLATES.lord, { label, houses: housesPhrase(verdict.ownedHouses, lang) });
  const lordship = isNode(graha)
    ? fill(LORDSHIP_TEMPLATES.node, { dispositor: grahaPhrase(dispositor, lang) })
    : fill(LORDSHIP_TEMPLATES.rules, { houses: housesPhrase(verdict.ownedHouses, lang) });
  return {
    planet: grahaPhrase(graha, lang),
    planetName: named(grahaById(graha), lang),
    placement,
    condition: [fill(CONDITION_WORDS.placement, { placement, house: ordinal(verdict.house, lang) }), ...extras].join(', '),
    functional,
    lordship,
    matters: mattersPhrase(isNode(graha) ? [verdict.house] : verdict.ownedHouses, lang),
    conditionClauses: clauses.join(''),
    separation,
  };
}
