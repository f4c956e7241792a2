/**
 * The influence texts of the running and coming periods: the lord's placement, house group, lordship and outcome,
 * its natal conditions, and its relation to the lord of the enclosing period.
 */
import { signName } from '../../../data/signs.ts';
import { type GrahaId, grahaHouseFrom } from '../../chart/placement.ts';
import type { Instant } from '../../time.ts';
import type { DashaPeriod } from '../types.ts';
import type { DashaLordId } from '../../../data/dashas.ts';
import {
  HOUSE_GROUP_RULES,
  INFLUENCE_OUTCOME_RULES,
  INFLUENCE_TEMPLATE,
  RELATION_RULES,
} from '../../../data/dasha-interpretation.ts';
import { named } from '../../../data/text.ts';
import type { AnalysisContext } from './context.ts';
import { dashaLordGraha } from './periods.ts';
import { grahaPhrase, levelPhrase } from './phrases.ts';
import { durationWords, fillTemplate, joinAnd, ordinal, sentence } from './templates.ts';
import type { Explained, PeriodAnalysis, UpcomingPeriodAnalysis } from './types.ts';

function houseGroupLabel(context: AnalysisContext, house: number): { text: string; rules: string[] } {
  const groups = HOUSE_GROUP_RULES.filter((group) => (group.houses as readonly number[]).includes(house));
  if (groups.length === 0) return { text: '', rules: [] };
  return { text: ` (${joinAnd(groups.map((group) => named(group.label, context.lang)), context.lang)})`, rules: groups.map((group) => group.id) };
}

function relationClause(
  context: AnalysisContext,
  graha: GrahaId,
  parent: GrahaId,
  parentLevel: string,
): Explained {
  if (graha === parent) {
    const rule = RELATION_RULES[0];
    return { text: fillTemplate(named(rule.template, context.lang), { parentLevel }), rules: [rule.id] };
  }
  const house = grahaHouseFrom(context.placements, parent, graha);
  const rule = RELATION_RULES.find((candidate) => (candidate.houses as readonly number[]).includes(house)) ?? RELATION_RULES[3];
  return {
    text: fillTemplate(named(rule.template, context.lang), { house: ordinal(house, context.lang), parent: grahaPhrase(parent, context.lang), parentLevel }),
    rules: [rule.id],
  };
}

function influenceOf(context: AnalysisContext, graha: GrahaId, level: string, relation: Explained | null): Explained {
  const verdict = context.verdicts[graha];
  const words = context.words[graha];
  const outcome = INFLUENCE_OUTCOME_RULES.find(
    (rule) => rule.nature === verdict.functionalNature && rule.strength === verdict.strength,
  ) as (typeof INFLUENCE_OUTCOME_RULES)[number];
  const group = houseGroupLabel(context, verdict.house);
  const { lang } = context;
  const text = fillTemplate(named(INFLUENCE_TEMPLATE, lang), {
    planet: words.planet,
    level,
    placement: words.placement,
    house: ordinal(verdict.house, lang),
    lagna: signName(context.lagna, lang),
    houseGroup: group.text,
    lordship: words.lordship,
    outcome: fillTemplate(named(outcome.template, lang), { matters: words.matters }),
    conditions: words.conditionClauses,
    relation: relation?.text ?? '',
  });
  return {
    text: sentence(text, lang),
    rules: [...verdict.strengthRules, ...verdict.functionalRules, outcome.id, ...(relation?.rules ?? [])],
  };
}

/**
 * The analysis of a running period.
 * @param now ms UT, for the time remaining
 * @param parent the enclosing period (null for a mahadasha), whose lord the relation clause is read from
 */
export function currentPeriodAnalysis(
  context: AnalysisContext,
  period: DashaPeriod,
  now: Instant,
  parent: DashaPeriod | null,
): PeriodAnalysis {
  const planet = dashaLordGraha(period.lord);
  const relation = parent === null ? null : relationClause(context, planet, dashaLordGraha(parent.lord), levelPhrase(parent.level, context.lang));
  return {
    planet,
    lord: period.lord,
    start: period.start,
    end: period.end,
    remaining: durationWords(now, period.end),
    strength: context.verdicts[planet].strength,
    influence: influenceOf(context, planet, levelPhrase(period.level, context.lang), relation),
  };
}

/**
 * The analysis of a period to come.
 * @param parentLord lord of the mahadasha it falls in, for the relation clause; null for none
 */
export function upcomingAnalysis(context: AnalysisContext, period: DashaPeriod, parentLord: DashaLordId | null): UpcomingPeriodAnalysis {
  const planet = dashaLordGraha(period.lord);
  const relation = parentLord === null ? null : relationClause(context, planet, dashaLordGraha(parentLord), levelPhrase(1, context.lang));
  return {
    planet,
    lord: period.lord,
    start: period.start,
    end: period.end,
    strength: context.verdicts[planet].strength,
    influence: influenceOf(context, planet, levelPhrase(period.level, context.lang), relation),
  };
}
