/**
 * The predictions: for each life area under the running mahadasha and antardasha (how their lords reach the
 * area's houses), and the dated highlights and challenges of the coming year (sub-periods starting and slow
 * grahas changing sign).
 */
import { signName } from '../../../data/signs.ts';
import { aspectsSign } from '../../chart/aspects.ts';
import { type GrahaId, type HouseNumber, type SignNumber, houseFromSign, houseLord, signOfHouse } from '../../chart/placement.ts';
import type { Instant } from '../../time.ts';
import {
  AREA_RULES,
  FUNCTIONAL_NATURE_WORDS,
  RETROGRADE_CLAUSES,
  LIFE_AREAS,
  LINK_RULES,
  LINK_TEMPLATE,
  MAX_PRATYANTAR_ITEMS,
  NEXT_YEAR_RULES,
  SLOW_TRANSIT_GRAHAS,
  TRANSIT_LAGNA_RULE,
  type Tone,
} from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { named } from '../../../data/text.ts';
import { STRENGTH_WORDS } from '../../../data/words.ts';
import type { AnalysisContext } from './context.ts';
import { gocharaReading, transitRow } from './gochara.ts';
import { NEXT_YEAR_MS, dashaLordGraha } from './periods.ts';
import { grahaPhrase, housesPhrase, levelPhrase, themesOf } from './phrases.ts';
import { fillTemplate, joinAnd, ordinal, sentence, utcDate } from './templates.ts';
import type { DashaAnalysisInput, Explained } from './types.ts';
import { strengthRuleId, toneRuleId } from './verdicts.ts';

interface AreaLink {
  readonly text: string;
  readonly rules: string[];
}

/**
 * How a graha reaches a set of houses: lordship, occupation, graha drishti (LINK_RULES); links reaching the same
 * houses share one phrase ("rules and occupies the 12th house"). Null when it does not reach them.
 */
function areaLink(context: AnalysisContext, graha: GrahaId, houses: readonly number[]): AreaLink | null {
  const { lang } = context;
  const verdict = context.verdicts[graha];
  const groups: { verbs: string[]; houses: number[] }[] = [];
  const rules: string[] = [];
  for (const rule of LINK_RULES) {
    const reached = houses.filter((house) => {
      if (rule.link === 'rules') return verdict.ownedHouses.includes(house as HouseNumber);
      if (rule.link === 'occupies') return verdict.house === house;
      return aspectsSign(context.placements, graha, signOfHouse(context.placements, house as HouseNumber));
    });
    if (reached.length === 0) continue;
    rules.push(rule.id);
    const same = groups.find((group) => group.houses.join() === reached.join());
    if (same === undefined) groups.push({ verbs: [named(rule.verb, lang)], houses: reached });
    else same.verbs.push(named(rule.verb, lang));
  }
  if (groups.length === 0) return null;
  const parts = groups.map((group) =>
    fillTemplate(named(LINK_TEMPLATE, lang), { verbs: joinAnd(group.verbs, lang), houses: housesPhrase(group.houses, lang) }));
  return { text: joinAnd(parts, lang), rules };
}

const TONE_RANK: Readonly<Record<Tone, number>> = { supportive: 2, mixed: 1, testing: 0 };

function areaRule(id: (typeof AREA_RULES)[number]['id']): (typeof AREA_RULES)[number] {
  return AREA_RULES.find((rule) => rule.id === id) as (typeof AREA_RULES)[number];
}

/**
 * The prediction for one life area: how the mahadasha lord (else the antardasha lord) reaches the area's houses
 * and with what tone, and whether the antardasha lord agrees, softens or complicates it (AREA_RULES).
 */
export function areaPrediction(context: AnalysisContext, area: (typeof LIFE_AREAS)[number], maha: GrahaId, antar: GrahaId): Explained {
  const { lang } = context;
  const houses = area.houses as readonly number[];
  const mahaLink = areaLink(context, maha, houses);
  const antarLink = antar === maha ? null : areaLink(context, antar, houses);
  const describe = (graha: GrahaId) => ({
    strength: named(STRENGTH_WORDS[context.verdicts[graha].strength], lang),
    nature: named(FUNCTIONAL_NATURE_WORDS[context.verdicts[graha].functionalNature], lang),
    tone: named(area.tones[context.verdicts[graha].tone], lang),
  });

  if (mahaLink === null && antarLink === null) {
    const first = houses[0] as HouseNumber;
    const lord = houseLord(context.placements, first);
    const rule = areaRule(antar === maha ? 'area.unlinked-one-lord' : 'area.unlinked');
    const text = fillTemplate(named(rule.template, lang), {
      maha: grahaPhrase(maha, lang),
      antar: grahaPhrase(antar, lang),
      houses: housesPhrase(houses, lang),
      houseLord: grahaPhrase(lord, lang),
      firstHouse: ordinal(first, lang),
      ...describe(lord),
    });
    return { text: sentence(text, lang), rules: [rule.id, ...context.verdicts[lord].functionalRules, toneRuleId(context.verdicts[lord].tone)] };
  }

  const primary = mahaLink === null ? antar : maha;
  const primaryLink = (mahaLink ?? antarLink) as AreaLink;
  const rule = areaRule(mahaLink === null ? 'area.primary-antardasha' : 'area.primary-mahadasha');
  let text = fillTemplate(named(rule.template, lang), {
    planet: grahaPhrase(primary, lang),
    level: levelPhrase(mahaLink === null ? 2 : 1, lang),
    links: primaryLink.text,
    ...describe(primary),
  });
  const rules = [rule.id, ...primaryLink.rules, toneRuleId(context.verdicts[primary].tone)];
  if (mahaLink !== null && antarLink !== null) {
    const difference = TONE_RANK[context.verdicts[antar].tone] - TONE_RANK[context.verdicts[maha].tone];
    const secondary = areaRule(difference === 0 ? 'area.antar-agrees' : difference > 0 ? 'area.antar-softens' : 'area.antar-complicates');
    text += fillTemplate(named(secondary.template, lang), { planet: grahaPhrase(antar, lang), links: antarLink.text });
    rules.push(secondary.id, ...antarLink.rules, toneRuleId(context.verdicts[antar].tone));
  }
  return { text: sentence(text, lang), rules };
}

interface Dated {
  readonly at: Instant;
  readonly item: Explained;
}

/**
 * The coming year: the sub-periods of `input.periods.coming` (pratyantardashas capped at MAX_PRATYANTAR_ITEMS)
 * and the slow-graha sign ingresses in [now, now + NEXT_YEAR_MS), each a highlight or a challenge (NEXT_YEAR_RULES)
 * in date order, followed by the slow grahas that stay in their sign.
 */
export function nextYearItems(
  context: AnalysisContext,
  input: DashaAnalysisInput,
): { highlights: Explained[]; challenges: Explained[] } {
  const { lang } = context;
  const [supportiveRule, mixedRule, testingRule, ingressRule, staysRule] = NEXT_YEAR_RULES;
  const highlights: Dated[] = [];
  const challenges: Dated[] = [];
  let pratyantarHighlights = 0;
  let pratyantarChallenges = 0;

  for (const { period, parentLord } of input.periods.coming) {
    if (period.level < 2) continue;
    const graha = dashaLordGraha(period.lord);
    const parent = dashaLordGraha(parentLord);
    const verdict = context.verdicts[graha];
    const isPratyantar = period.level >= 3;
    const rule = verdict.tone === 'supportive' ? supportiveRule : verdict.tone === 'testing' ? testingRule : mixedRule;
    if (rule === mixedRule && isPratyantar) continue;
    const toHighlights = rule === supportiveRule || (rule === mixedRule && verdict.functionalNature !== 'challenging');
    if (isPratyantar) {
      if (toHighlights && pratyantarHighlights >= MAX_PRATYANTAR_ITEMS) continue;
      if (!toHighlights && pratyantarChallenges >= MAX_PRATYANTAR_ITEMS) continue;
      if (toHighlights) pratyantarHighlights += 1;
      else pratyantarChallenges += 1;
    }
    const text = fillTemplate(named(rule.template, lang), {
      start: utcDate(period.start),
      end: utcDate(period.end),
      planetName: named(grahaById(graha), lang),
      level: levelPhrase(period.level as 2 | 3 | 4 | 5, lang),
      parentName: named(grahaById(parent), lang),
      parentLevel: levelPhrase((period.level - 1) as 1 | 2 | 3 | 4, lang),
      strength: named(STRENGTH_WORDS[verdict.strength], lang),
      nature: named(FUNCTIONAL_NATURE_WORDS[verdict.functionalNature], lang),
      matters: context.words[graha].matters,
    });
    const item = { text: sentence(text, lang), rules: [rule.id, toneRuleId(verdict.tone), ...verdict.functionalRules, strengthRuleId(verdict)] };
    (toHighlights ? highlights : challenges).push({ at: period.start, item });
  }

  const end = input.now + NEXT_YEAR_MS;
  const undated: { favorable: boolean; item: Explained }[] = [];
  for (const graha of SLOW_TRANSIT_GRAHAS) {
    const ingresses = input.slowIngresses
      .filter((event) => event.graha === graha && event.instant >= input.now && event.instant < end)
      .sort((a, b) => a.instant - b.instant);
    for (const event of ingresses) {
      const sign = event.toSign as SignNumber;
      const reading = gocharaReading(graha, context.moonSign, sign);
      const lagnaHouse = houseFromSign(context.lagna, sign);
      const text = fillTemplate(named(ingressRule.template, lang), {
        date: utcDate(event.instant),
        planet: named(grahaById(graha), lang),
        sign: signName(sign, lang),
        motion: event.motion === 'retrograde' && graha !== 'rahu' ? named(RETROGRADE_CLAUSES.ingress, lang) : '',
        moonHouse: ordinal(reading.houseFromMoon, lang),
        gochara: named(reading.phrase, lang),
        lagnaHouse: ordinal(lagnaHouse, lang),
        themes: themesOf(lagnaHouse, lang),
      });
      const item = { text: sentence(text, lang), rules: [ingressRule.id, reading.ruleId, TRANSIT_LAGNA_RULE.id] };
      (reading.favorable ? highlights : challenges).push({ at: event.instant, item });
    }
    if (ingresses.length === 0) {
      const sign = transitRow(input.transits, graha).sign as SignNumber;
      const reading = gocharaReading(graha, context.moonSign, sign);
      const lagnaHouse = houseFromSign(context.lagna, sign);
      const text = fillTemplate(named(staysRule.template, lang), {
        planet: named(grahaById(graha), lang),
        sign: signName(sign, lang),
        until: utcDate(end),
        moonHouse: ordinal(reading.houseFromMoon, lang),
        gochara: named(reading.phrase, lang),
        lagnaHouse: ordinal(lagnaHouse, lang),
        themes: themesOf(lagnaHouse, lang),
      });
      undated.push({ favorable: reading.favorable, item: { text: sentence(text, lang), rules: [staysRule.id, reading.ruleId, TRANSIT_LAGNA_RULE.id] } });
    }
  }

  const ordered = (items: Dated[]): Explained[] => items.sort((a, b) => a.at - b.at).map((entry) => entry.item);
  return {
    highlights: [...ordered(highlights), ...undated.filter((entry) => entry.favorable).map((entry) => entry.item)],
    challenges: [...ordered(challenges), ...undated.filter((entry) => !entry.favorable).map((entry) => entry.item)],
  };
}
