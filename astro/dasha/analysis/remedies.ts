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
import { FINGER_WORDS, METAL_WORDS, ratnaOf } from '../../../data/gemstones.ts';
import { grahaById } from '../../../data/grahas.ts';
import { devanagariIn } from '../../indic-script.ts';
import { type Lang, named } from '../../../data/text.ts';
import { STRENGTH_WORDS } from '../../../data/words.ts';
import { varaByIndex } from '../../../data/varas.ts';
import type { AnalysisContext } from './context.ts';
import type { GocharaReading } from './gochara.ts';
import { levelPhrase } from './phrases.ts';
import { fillTemplate, joinAnd, ordinal, sentence } from './templates.ts';
import type { Explained } from './types.ts';
import { strengthRuleId } from './verdicts.ts';

function remedyRule(id: (typeof REMEDY_RULES)[number]['id']): (typeof REMEDY_RULES)[number] {
  return REMEDY_RULES.find((rule) => rule.id === id) as (typeof REMEDY_RULES)[number];
}

/**
 * The metal and finger of a graha's stone inside a sentence: lower-case English (data/grahas.ts), or the words of
 * data/gemstones.ts (`METAL_WORDS`, `FINGER_WORDS`) in the other languages.
 */
function wearingWords(graha: GrahaId, lang: Lang): { metal: string; finger: string } {
  const { metal, finger } = grahaById(graha);
  return lang === 'en'
    ? { metal: metal.toLowerCase(), finger: finger.toLowerCase() }
    : { metal: METAL_WORDS[metal as keyof typeof METAL_WORDS][lang], finger: FINGER_WORDS[finger as keyof typeof FINGER_WORDS][lang] };
}

/**
 * The beej mantra as a sentence in `lang` quotes it: transliterated in English, in the Devanagari letters in
 * Hindi and Marathi, letter for letter in the reader's script elsewhere (astro/indic-script.ts).
 */
function mantraOf(graha: GrahaId, lang: Lang): string {
  const { beejMantra } = grahaById(graha);
  return lang === 'en' ? beejMantra.latin : devanagariIn(beejMantra.devanagari, lang);
}

/** The remedies of one period lord (REMEDY_RULES), each naming the graha and the reason. */
export function lordRemedies(context: AnalysisContext, graha: GrahaId, level: 1 | 2, condition: GrahaCondition): Explained[] {
  const { lang } = context;
  const verdict = context.verdicts[graha];
  const words = context.words[graha];
  const record = grahaById(graha);
  const remedy = GRAHA_REMEDIES.find((entry) => entry.graha === graha) as (typeof GRAHA_REMEDIES)[number];
  const day = named(varaByIndex(remedy.fastDay), lang);
  const gemDay = named(varaByIndex(record.weekday ?? remedy.fastDay), lang);
  const lagna = signName(context.lagna, lang);
  const strengthRule = strengthRuleId(verdict);
  const values = {
    planet: words.planet,
    planetName: words.planetName,
    level: levelPhrase(level, lang),
    lagna,
    strength: named(STRENGTH_WORDS[verdict.strength], lang),
    condition: words.condition,
    nature: named(FUNCTIONAL_NATURE_WORDS[verdict.functionalNature], lang),
    functional: words.functional,
    separation: words.separation,
  };
  const weak = verdict.strength === 'Weak';
  const malefic = verdict.functionalNature === 'challenging';
  const reasons: string[] = [];
  const reasonRules: string[] = [];
  if (weak) {
    reasons.push(fillTemplate(named(REMEDY_REASONS.weak, lang), values));
    reasonRules.push(strengthRule);
  }
  if (malefic) {
    reasons.push(fillTemplate(named(REMEDY_REASONS.malefic, lang), values));
    reasonRules.push(...verdict.functionalRules);
  }
  const deityReasons = [...reasons];
  if (condition.combust) {
    deityReasons.push(fillTemplate(named(REMEDY_REASONS.combust, lang), values));
  }

  const out: Explained[] = [];
  const add = (id: (typeof REMEDY_RULES)[number]['id'], extra: Readonly<Record<string, string>>, rules: readonly string[]) => {
    out.push({ text: sentence(fillTemplate(named(remedyRule(id).template, lang), { ...values, ...extra }), lang), rules: [id, ...rules] });
  };

  add('remedy.mantra', { mantra: mantraOf(graha, lang), day }, [strengthRule, ...verdict.functionalRules]);
  const gem = { gemstone: named(ratnaOf(graha), lang), ...wearingWords(graha, lang), day: gemDay };
  if (verdict.functionalNature === 'favorable') {
    if (verdict.strength === 'Strong') add('remedy.gemstone-not-needed', gem, [strengthRule, ...verdict.functionalRules]);
    else add('remedy.gemstone-wear', gem, [strengthRule, ...verdict.functionalRules]);
  } else if (malefic) {
    add('remedy.gemstone-avoid', gem, verdict.functionalRules);
  } else {
    add('remedy.gemstone-caution', gem, verdict.functionalRules);
  }
  if (weak || malefic) {
    add('remedy.charity', { items: named(remedy.charity, lang), day, reasons: joinAnd(reasons, lang) }, reasonRules);
  }
  if (weak || malefic || condition.combust) {
    add('remedy.deity', { deity: named(record.deity, lang), reasons: joinAnd(deityReasons, lang) }, condition.combust ? [...reasonRules, 'condition.combust'] : reasonRules);
  }
  if (weak) {
    add('remedy.fast', { day, reasons: joinAnd(reasons.slice(0, 1), lang) }, [strengthRule]);
  }
  return out;
}

/**
 * The remedy for Saturn's transit when its gochara reading is one of SATURN_REMEDY_PHASES (the three phases of
 * Sade Sati, Kantaka and Ashtama Shani); null otherwise.
 */
export function saturnTransitRemedy(reading: GocharaReading, lang: Lang = 'en'): Explained | null {
  if (!Object.hasOwn(SATURN_REMEDY_PHASES, reading.ruleId)) return null;
  const phase = named(SATURN_REMEDY_PHASES[reading.ruleId as keyof typeof SATURN_REMEDY_PHASES], lang);
  const rule = remedyRule('remedy.saturn-transit');
  return {
    text: sentence(fillTemplate(named(rule.template, lang), {
      moonHouse: ordinal(reading.houseFromMoon, lang), phase, mantra: mantraOf('saturn', lang),
    }), lang),
    rules: [rule.id, reading.ruleId],
  };
}
