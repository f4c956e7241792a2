/**
 * The remedies: those of a period lord (mantra, gemstone, charity, deity, fast; REMEDY_RULES), each naming the
 * graha and the reason, and the remedy for Saturn's transit in Sade Sati or another testing phase.
 */
import { signName } from '../../../data/signs.ts';
import type { GrahaCondition } from '../../chart/dignity.ts';
import type { GrahaId } from '../../chart/placement.ts';
import {
  FUNCTIONAL_NATURE_WORDS,
  GRAHA_REMEDIES,
  REMEDY_REASONS,
  REMEDY_RULES,
  SATURN_REMEDY_PHASES,
} from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import { varaByIndex } from '../../../data/varas.ts';
import type { AnalysisContext } from './context.ts';
import type { GocharaReading } from './gochara.ts';
import { fillTemplate, joinAnd, ordinal, sentence } from './templates.ts';
import type { Explained } from './types.ts';
import { strengthRuleId } from './verdicts.ts';

function remedyRule(id: (typeof REMEDY_RULES)[number]['id']): (typeof REMEDY_RULES)[number] {
  return REMEDY_RULES.find((rule) => rule.id === id) as (typeof REMEDY_RULES)[number];
}

/** The remedies of one period lord (REMEDY_RULES), each naming the graha and the reason. */
export function lordRemedies(context: AnalysisContext, graha: GrahaId, level: string, condition: GrahaCondition): Explained[] {
  const verdict = context.verdicts[graha];
  const words = context.words[graha];
  const record = grahaById(graha);
  const remedy = GRAHA_REMEDIES.find((entry) => entry.graha === graha) as (typeof GRAHA_REMEDIES)[number];
  const day = varaByIndex(remedy.fastDay).en;
  const gemDay = varaByIndex(record.weekday ?? remedy.fastDay).en;
  const lagna = signName(context.lagna);
  const strengthRule = strengthRuleId(verdict);
  const values = {
    planet: words.planet,
    planetName: words.planetName,
    level,
    lagna,
    strength: verdict.strength,
    condition: words.condition,
    nature: FUNCTIONAL_NATURE_WORDS[verdict.functionalNature],
    functional: words.functional,
    separation: words.separation,
  };
  const weak = verdict.strength === 'Weak';
  const malefic = verdict.functionalNature === 'challenging';
  const reasons: string[] = [];
  const reasonRules: string[] = [];
  if (weak) {
    reasons.push(fillTemplate(REMEDY_REASONS.weak, values));
    reasonRules.push(strengthRule);
  }
  if (malefic) {
    reasons.push(fillTemplate(REMEDY_REASONS.malefic, values));
    reasonRules.push(...verdict.functionalRules);
  }
  const deityReasons = [...reasons];
  if (condition.combust) {
    deityReasons.push(fillTemplate(REMEDY_REASONS.combust, values));
  }

  const out: Explained[] = [];
  const add = (id: (typeof REMEDY_RULES)[number]['id'], extra: Readonly<Record<string, string>>, rules: readonly string[]) => {
    out.push({ text: sentence(fillTemplate(remedyRule(id).template, { ...values, ...extra })), rules: [id, ...rules] });
  };

  add('remedy.mantra', { mantra: record.beejMantra.latin, day }, [strengthRule, ...verdict.functionalRules]);
  const gem = { gemstone: record.gemstone, metal: record.metal.toLowerCase(), finger: record.finger.toLowerCase(), day: gemDay };
  if (verdict.functionalNature === 'favorable') {
    if (verdict.strength === 'Strong') add('remedy.gemstone-not-needed', gem, [strengthRule, ...verdict.functionalRules]);
    else add('remedy.gemstone-wear', gem, [strengthRule, ...verdict.functionalRules]);
  } else if (malefic) {
    add('remedy.gemstone-avoid', gem, verdict.functionalRules);
  } else {
    add('remedy.gemstone-caution', gem, verdict.functionalRules);
  }
  if (weak || malefic) {
    add('remedy.charity', { items: remedy.charity.en, day, reasons: joinAnd(reasons) }, reasonRules);
  }
  if (weak || malefic || condition.combust) {
    add('remedy.deity', { deity: record.deity.en, reasons: joinAnd(deityReasons) }, condition.combust ? [...reasonRules, 'condition.combust'] : reasonRules);
  }
  if (weak) {
    add('remedy.fast', { day, reasons: joinAnd(reasons.slice(0, 1)) }, [strengthRule]);
  }
  return out;
}

/**
 * The remedy for Saturn's transit when its gochara reading is one of SATURN_REMEDY_PHASES (the three phases of
 * Sade Sati, Kantaka and Ashtama Shani); null otherwise.
 */
export function saturnTransitRemedy(reading: GocharaReading): Explained | null {
  if (!Object.hasOwn(SATURN_REMEDY_PHASES, reading.ruleId)) return null;
  const phase = SATURN_REMEDY_PHASES[reading.ruleId as keyof typeof SATURN_REMEDY_PHASES];
  const rule = remedyRule('remedy.saturn-transit');
  return {
    text: sentence(fillTemplate(rule.template, {
      moonHouse: ordinal(reading.houseFromMoon), phase, mantra: grahaById('saturn').beejMantra.latin,
    })),
    rules: [rule.id, reading.ruleId],
  };
}
