/**
 * The complete dasha analysis: the strength and influence of the running mahadasha, antardasha and
 * pratyantardasha lords and of the next periods, the functional nature of the nine grahas for the lagna,
 * predictions by life area and for the coming year, remedies, and the reading of the slow transits.
 *
 * Every text is a template of `data/dasha-interpretation.ts` filled from the chart by the rules recorded there
 * (each rule's id is returned beside the text it produced, in `rules`), so the same inputs give the same words.
 * Nothing here reads a clock: "now" is an input.
 *
 * Frames and bases: all positions are SIDEREAL, natal and transit in the same ayanamsha; houses are whole-sign,
 * 1–12, counted from the lagna (or from the natal Moon sign for gochara); dates written into texts are UTC
 * calendar dates `YYYY-MM-DD`.
 *
 * This module is the public entry: it assembles the answer from the parts under `analysis/` (types, verdicts,
 * context, periods, influence, areas, gochara, remedies, templates, phrases) and re-exports what callers use.
 */
import { grahaConditions } from '../chart/dignity.ts';
import { type GrahaId, type SignNumber, GRAHA_IDS, lagnaSign, signOfLongitude } from '../chart/placement.ts';
import { type FunctionalNature, LIFE_AREAS, type LifeAreaId } from '../../data/dasha-interpretation.ts';
import { grahaById } from '../../data/grahas.ts';
import { type Lang, LANGS } from '../../data/text.ts';
import { INFLUENCE_TEMPLATE } from '../../data/dasha-interpretation.ts';
import { areaPrediction, nextYearItems } from './analysis/areas.ts';
import { type AnalysisContext, type GrahaWords, grahaWords } from './analysis/context.ts';
import { gocharaReading, transitInfluence, transitRow } from './analysis/gochara.ts';
import { currentPeriodAnalysis, upcomingAnalysis } from './analysis/influence.ts';
import { lordRemedies, saturnTransitRemedy } from './analysis/remedies.ts';
import type { DashaAnalysis, DashaAnalysisInput, Explained } from './analysis/types.ts';
import { grahaVerdicts } from './analysis/verdicts.ts';

export type { DashaStrength, FunctionalNature, LifeAreaId, Tone } from '../../data/dasha-interpretation.ts';
export type {
  AnalysisPeriods,
  ComingPeriod,
  DashaAnalysis,
  DashaAnalysisInput,
  Explained,
  GrahaVerdict,
  PeriodAnalysis,
  UpcomingPeriodAnalysis,
} from './analysis/types.ts';
export { DashaAnalysisError } from './analysis/error.ts';
export { NEXT_YEAR_MS, analysisPeriods, dashaLordGraha } from './analysis/periods.ts';
export { durationWords, fillTemplate, ordinal } from './analysis/templates.ts';
export { grahaVerdicts } from './analysis/verdicts.ts';
export { gocharaReading } from './analysis/gochara.ts';

/**
 * The languages the analysis is written in: those with every template of data/dasha-interpretation.ts (the
 * influence sentence stands for them, test/astro/dasha/analysis.test.ts checks the rest).
 */
export const ANALYSIS_LANGS: readonly Lang[] = LANGS.filter((lang) => INFLUENCE_TEMPLATE[lang] !== undefined);

/**
 * The language a reading asked for in `lang` is written in: `lang` itself when the analysis is written in it,
 * English otherwise, so that a reading is never a sentence of one language filled with words of another.
 */
export function analysisLang(lang: Lang): Lang {
  return ANALYSIS_LANGS.includes(lang) ? lang : 'en';
}

/**
 * The complete dasha analysis of the spec ("Dasha analysis response (complete dasha)"): every text and
 * classification field, each text with the ids of the rules that produced it.
 * @throws DashaAnalysisError when a Saturn, Jupiter or Rahu transit row is missing or a lord is not known
 */
export function dashaAnalysis(input: DashaAnalysisInput): DashaAnalysis {
  const lang = analysisLang(input.lang ?? 'en');
  const placements = input.chart;
  const verdicts = grahaVerdicts(placements, input.shadbala ?? null);
  const conditions = grahaConditions(placements);
  const words = Object.fromEntries(
    GRAHA_IDS.map((graha) => [graha, grahaWords(placements, verdicts[graha], conditions[graha], lang)]),
  ) as Record<GrahaId, GrahaWords>;
  const context: AnalysisContext = {
    placements,
    lagna: lagnaSign(placements),
    moonSign: signOfLongitude(placements.grahas.moon.longitude),
    verdicts,
    words,
    lang,
  };
  const { periods, now } = input;

  const mahadasha = currentPeriodAnalysis(context, periods.maha, now, null);
  const antardasha = currentPeriodAnalysis(context, periods.antar, now, periods.maha);
  const pratyantardasha = currentPeriodAnalysis(context, periods.pratyantar, now, periods.antar);
  const nextAntar = periods.nextAntar;
  const nextAntarParent = nextAntar === null
    ? null
    : nextAntar.start >= periods.maha.end && periods.nextMaha !== null ? periods.nextMaha.lord : periods.maha.lord;

  const names = (nature: FunctionalNature): string[] =>
    GRAHA_IDS.filter((graha) => verdicts[graha].functionalNature === nature).map((graha) => grahaById(graha).en);

  const currentPeriod = Object.fromEntries(
    LIFE_AREAS.map((area) => [area.id, areaPrediction(context, area, mahadasha.planet, antardasha.planet)]),
  ) as Record<LifeAreaId, Explained>;

  const saturn = transitRow(input.transits, 'saturn');
  const saturnReading = gocharaReading('saturn', context.moonSign, saturn.sign as SignNumber);
  const general = lordRemedies(context, mahadasha.planet, 1, conditions[mahadasha.planet]);
  const saturnRemedy = saturnTransitRemedy(saturnReading, lang);
  if (saturnRemedy !== null) general.push(saturnRemedy);

  return {
    lagnaSign: context.lagna,
    moonSign: context.moonSign,
    grahas: verdicts,
    currentDasha: { mahadasha, antardasha, pratyantardasha },
    upcomingDasha: {
      nextAntardasha: nextAntar === null ? null : upcomingAnalysis(context, nextAntar, nextAntarParent),
      nextMahadasha: periods.nextMaha === null ? null : upcomingAnalysis(context, periods.nextMaha, null),
    },
    dashaStrengths: {
      favorablePlanets: names('favorable'),
      challengingPlanets: names('challenging'),
      neutralPlanets: names('neutral'),
      rules: GRAHA_IDS.map((graha) => `${grahaById(graha).en}: ${verdicts[graha].functionalRules.join(' > ')}`),
    },
    predictions: { currentPeriod, nextYear: nextYearItems(context, input) },
    remedies: {
      general,
      specific: { currentAntardasha: lordRemedies(context, antardasha.planet, 2, conditions[antardasha.planet]) },
    },
    transitInfluence: {
      saturnTransit: transitInfluence(context, saturn, 'saturn'),
      jupiterTransit: transitInfluence(context, transitRow(input.transits, 'jupiter'), 'jupiter'),
      rahuTransit: transitInfluence(context, transitRow(input.transits, 'rahu'), 'rahu'),
    },
  };
}
