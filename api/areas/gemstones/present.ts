/**
 * Gemstone responses in the spec's shapes: the texts (reason, weight, prayer, precautions) written from the
 * rules the engine reports and the chart facts behind them (data/gemstones.ts `GEMSTONE_SENTENCES`), in the
 * request's language, with the rule ids beside them. Stone ids are the path values of the info endpoint.
 */
import type { PlanetStrength } from '../../../astro/recommendations/gemstone-strength.ts';
import type { GemstoneWearing } from '../../../astro/recommendations/gemstone-wearing.ts';
import type { GemstonePick, GemstonePrecaution, ZodiacGemstones } from '../../../astro/recommendations/gemstones.ts';
import {
  GEMSTONE_BUYING_ADVICE,
  GEMSTONE_EFFECTIVENESS,
  GEMSTONE_RULES,
  GEMSTONE_SENTENCES,
  GEMSTONE_SOURCES,
  type Gemstone,
  gemstoneById,
  type GemstoneId,
  SUPPORTING_ROLES,
  WHEN_TO_USE,
} from '../../../data/gemstones.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { MALA_COUNT } from '../../../data/mantras.ts';
import { signName } from '../../../data/signs.ts';
import { varaByIndex } from '../../../data/varas.ts';
import { DIGNITY_WORDS, ELEMENT_WORDS, PRIORITY_WORDS, STRENGTH_WORDS } from '../../../data/words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { citation, fillText } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import { ruleConditionsOf } from '../../shared/rule-conditions.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { BirthGemstones } from './operations.ts';


const planetName = (graha: GrahaId, lang: Lang) => named(grahaById(graha), lang);
const stoneName = (id: GemstoneId, lang: Lang) => named(gemstoneById(id), lang);
const ruleText = (id: string, lang: Lang) => {
  const rule = GEMSTONE_RULES.find((record) => record.id === id);
  return rule ? named(rule, lang) : null;
};

/** Where a planet stands and how strong it is, in one sentence. */
function stateOf(strength: PlanetStrength, lang: Lang): string {
  const afflictions = strength.afflictions.map((id) => ruleText(id, lang)).filter((text) => text !== null);
  const state = fillText(named(GEMSTONE_SENTENCES.state, lang), {
    planet: planetName(strength.graha, lang),
    sign: signName(strength.sign, lang),
    house: strength.house,
    dignity: named(DIGNITY_WORDS[strength.dignity], lang),
    level: named(STRENGTH_WORDS[strength.level], lang),
    score: strength.score,
  });
  return [state, ...afflictions].join(' ');
}

/** A pick's reason: the rule that chose it, then the planet's state in the chart. */
function reasonOf(pick: GemstonePick, strengths: Readonly<Record<GrahaId, PlanetStrength>>, lang: Lang): string {
  return `${ruleText(pick.rules[0]!, lang)} ${stateOf(strengths[pick.planet], lang)}`;
}

function pickOf(pick: GemstonePick, strengths: Readonly<Record<GrahaId, PlanetStrength>>, lang: Lang) {
  return { name: stoneName(pick.stone, lang), planet: planetName(pick.planet, lang), reason: reasonOf(pick, strengths, lang), id: pick.stone, role: pick.role, rules: [...pick.rules] };
}

function precautionText(precaution: GemstonePrecaution, lang: Lang): string {
  const rule = ruleText(precaution.rule, lang)!;
  const stone = stoneName(precaution.stone, lang);
  switch (precaution.rule) {
    case 'gem.precaution.trial':
      return fillText(named(GEMSTONE_SENTENCES.trialDays, lang), { stone, rule, days: precaution.days });
    case 'gem.precaution.incompatible':
      return fillText(named(GEMSTONE_SENTENCES.conflict, lang), { stone, other: stoneName(precaution.conflictsWith, lang), rule });
    default:
      return fillText(named(GEMSTONE_SENTENCES.stoneRule, lang), { stone, rule });
  }
}

function mantraText(wearing: GemstoneWearing): string {
  return `${wearing.mantra.devanagari} (${wearing.mantra.latin})`;
}

function wearingOf(wearing: GemstoneWearing, lang: Lang) {
  const graha = grahaById(wearing.planet);
  return {
    finger: named(wearing.finger, lang),
    metal: named(wearing.metal, lang),
    day: named(varaByIndex(wearing.day), lang),
    time: named(wearing.time, lang),
    mantra: mantraText(wearing),
    prayer: fillText(named(GEMSTONE_SENTENCES.prayer, lang), { deity: named(graha.deity, lang), count: MALA_COUNT }),
  };
}

export function gemstoneRecommendationResponse({ birth, recommendation: r }: BirthGemstones, lang: Lang) {
  const names = (grahas: readonly GrahaId[]) => grahas.map((graha) => planetName(graha, lang));
  const primaryStone = gemstoneById(r.primary.stone);
  return {
    birthDetails: birthDetailsOf(birth),
    warnings: birth.warnings,
    settings: settingsOf(birth.input, { zone: birth.zone, source: birth.zoneSource }),
    birthChart: {
      sunSign: signName(r.sunSign, lang),
      moonSign: signName(r.moonSign, lang),
      ascendant: signName(r.lagnaSign, lang),
      planetaryStrengths: { strong: names(r.planetaryStrengths.strong), weak: names(r.planetaryStrengths.weak), afflicted: names(r.planetaryStrengths.afflicted) },
      strengths: Object.values(r.strengths).map((s) => ({
        planet: planetName(s.graha, lang),
        id: s.graha,
        score: s.score,
        level: named(STRENGTH_WORDS[s.level], lang),
        afflictions: [...s.afflictions],
        functionalNature: s.functionalNature,
      })),
    },
    primaryGemstone: {
      ...pickOf(r.primary, r.strengths, lang),
      weight: fillText(named(GEMSTONE_SENTENCES.weight, lang), { carats: r.primary.minimumCarats }),
      quality: named(GEMSTONE_BUYING_ADVICE.quality, lang),
      certification: named(GEMSTONE_BUYING_ADVICE.certification, lang),
    },
    secondaryGemstones: r.secondary.map((pick) => ({
      ...pickOf(pick, r.strengths, lang),
      priority: named(PRIORITY_WORDS[pick.priority], lang),
      priorityRule: pick.priorityRule,
    })),
    wearingInstructions: wearingOf(r.wearing, lang),
    benefits: 'benefits' in primaryStone ? [...named(primaryStone.benefits, lang)] : [],
    precautions: r.precautions.map((precaution) => precautionText(precaution, lang)),
    precautionRules: r.precautions.map((precaution) => precaution.rule),
    alternativeGemstones: r.alternatives.map((alternative) => {
      const stone = gemstoneById(alternative.stone);
      return {
        name: named(stone, lang),
        reason: fillText(named(GEMSTONE_SENTENCES.substitute, lang), { stone: stoneName(alternative.substituteFor, lang), properties: named(stone.properties, lang) }),
        effectiveness: named(byId(GEMSTONE_EFFECTIVENESS, alternative.effectiveness), lang),
        id: alternative.stone,
      };
    }),
    ruleConditions: ruleConditionsOf(
      [r.primary.rules, r.secondary.map((pick) => [pick.rules, pick.priorityRule]), r.precautions.map((precaution) => precaution.rule), Object.values(r.strengths).map((s) => s.afflictions)],
      lang,
    ),
  };
}

export function zodiacGemstonesResponse(z: ZodiacGemstones, lang: Lang) {
  const primary = gemstoneById(z.primary);
  return {
    zodiacSign: signName(z.sign, lang),
    element: named(ELEMENT_WORDS[z.element], lang),
    rulingPlanet: planetName(z.rulingPlanet, lang),
    primaryGemstone: {
      name: named(primary, lang),
      planet: planetName(primary.planet, lang),
      properties: named(primary.properties, lang),
      benefits: 'benefits' in primary ? [...named(primary.benefits, lang)] : [],
      id: primary.id,
    },
    supportingGemstones: z.supporting.map((stone) => ({
      name: stoneName(stone.stone, lang),
      purpose: named(byId(SUPPORTING_ROLES, stone.role), lang),
      whenToUse: named(byId(WHEN_TO_USE, stone.whenToUse), lang),
      id: stone.stone,
      planet: planetName(stone.planet, lang),
    })),
    wearingGuide: {
      bestDay: named(varaByIndex(z.wearing.day), lang),
      bestTime: named(z.wearing.time, lang),
      finger: named(z.wearing.finger, lang),
      metal: named(z.wearing.metal, lang),
      mantra: mantraText(z.wearing),
    },
  };
}

export function gemstoneInfoResponse({ stone, wearing }: { stone: Gemstone; wearing: GemstoneWearing }, lang: Lang) {
  const ratna = stone.kind === 'upratna' ? gemstoneById(stone.substituteFor as GemstoneId) : null;
  return {
    id: stone.id,
    name: named(stone, lang),
    sanskrit: stone.sanskrit,
    kind: stone.kind,
    planet: planetName(stone.planet, lang),
    mineral: named(stone.mineral, lang),
    properties: named(stone.properties, lang),
    benefits: stone.kind === 'ratna' ? [...named(stone.benefits, lang)] : [],
    hardnessMohs: { ...stone.hardnessMohs },
    colours: [...named(stone.colours, lang)],
    verification: {
      refractiveIndex: stone.verification.refractiveIndex && { ...stone.verification.refractiveIndex },
      specificGravity: { ...stone.verification.specificGravity },
      signs: named(stone.verification.signs, lang),
    },
    substitutes: stone.kind === 'ratna' ? stone.substitutes.map((id) => ({ id, name: stoneName(id as GemstoneId, lang) })) : [],
    substituteFor: ratna && { id: ratna.id, name: named(ratna, lang) },
    effectiveness: named(byId(GEMSTONE_EFFECTIVENESS, stone.effectiveness), lang),
    minimumCarats: stone.kind === 'ratna' ? stone.minimumCarats : null,
    trialDays: stone.kind === 'ratna' ? stone.trialDays : null,
    wearing: { finger: named(wearing.finger, lang), metal: named(wearing.metal, lang), day: named(varaByIndex(wearing.day), lang), time: named(wearing.time, lang) },
    mantra: { devanagari: wearing.mantra.devanagari, transliteration: wearing.mantra.latin },
    source: citation(stone.source, GEMSTONE_SOURCES),
  };
}
