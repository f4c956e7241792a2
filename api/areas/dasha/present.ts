/**
 * Dasha responses: period trees and chains with lord names by system (a graha, a yogini or a sign), dates and
 * the time remaining; the spec's complete analysis with `explanation`, the ids of the rules
 * (data/dasha-interpretation.ts) behind each text.
 *
 * Language: names, levels, strengths and the time remaining follow the request's language; the texts of the
 * analysis (influence, predictions, remedies, transit readings) are the engine's, composed in the request's
 * language where data/dasha-interpretation.ts is written in it (`ANALYSIS_LANGS`) and whole in English otherwise.
 * A system's variant, condition and methods are written in all nine languages, its start rule in English and Hindi
 * (data/dashas.ts); their sources stay as cited.
 */
import type { Explained, PeriodAnalysis, UpcomingPeriodAnalysis } from '../../../astro/dasha/analysis.ts';
import type { DashaPeriod } from '../../../astro/dasha/types.ts';
import { DASHA_LEVEL_NAMES } from '../../../astro/dasha/types.ts';
import { durationWords } from '../../../astro/duration-words.ts';
import { type Instant, toIsoUtc } from '../../../astro/time.ts';
import { DASHA_LEVELS, DASHA_SYSTEMS, dashaMethodsOf, type DashaSystemId, dashaLevelByNumber, dashaSystemById } from '../../../data/dashas.ts';
import { GRAHA_IDS, grahaById } from '../../../data/grahas.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signName } from '../../../data/signs.ts';
import { STRENGTH_WORDS } from '../../../data/words.ts';
import { ApiError } from '../../errors.ts';
import { birthDetailsOf, chartSettingsOf, type ResolvedBirth } from '../../shared/birth.ts';
import type { BirthChart } from '../../shared/birth-chart.ts';
import { lordName } from '../../shared/dasha-lord.ts';
import { isoDate } from '../../shared/format.ts';
import { type Lang, named, writtenIn } from '../../shared/lang.ts';
import { ruleConditionsOf } from '../../shared/rule-conditions.ts';
import type { DashaAnalysis, DashaTreeResult } from './operations.ts';

/**
 * The level of a period, 1 = mahadasha … 5 = prana: English shows its key (`antardasha`), as the chain is keyed;
 * Hindi its name (अंतर्दशा).
 */
function levelName(level: number, lang: Lang): string {
  const key = DASHA_LEVEL_NAMES[level - 1]!;
  return lang === 'en' ? key : (writtenIn(dashaLevelByNumber(level)!, lang) ?? key);
}

/** The display name of a dasha system. */
function systemName(id: DashaSystemId, lang: Lang): string {
  return named(dashaSystemById(id), lang);
}

/** A system's rules in words (data/dashas.ts): its variant (sign dashas), start rule and condition, in `lang`. */
function systemRules(id: DashaSystemId, lang: Lang) {
  const system = dashaSystemById(id);
  return {
    variant: system.kind === 'sign' ? named(system.variant, lang) : null,
    startRule: named(system.startRule, lang),
    condition: system.applicability === null ? null : named(system.applicability.condition, lang),
  };
}

interface FormattedPeriod {
  planet: string;
  lord: string;
  level: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  children?: FormattedPeriod[];
}

/** The UTC ISO form of an instant (`toIsoUtc`), remembering the last one written. */
type IsoWriter = (instant: Instant) => string;

/**
 * An `IsoWriter` for one list of periods: a period's start is the previous period's end and its first child's
 * start, so remembering the last instant writes each boundary once (a two-level tree of 342 periods had 1,368).
 */
function isoWriter(): IsoWriter {
  let last = Number.NaN;
  let text = '';
  return (instant) => (instant === last ? text : ((last = instant), (text = toIsoUtc(instant))));
}

/** One period without its sub-periods. */
function formatPeriod(period: DashaPeriod, lang: Lang, iso: IsoWriter = toIsoUtc): FormattedPeriod {
  const startTime = iso(period.start);
  const endTime = iso(period.end);
  return {
    planet: lordName(period.lord, lang),
    lord: period.lord,
    level: levelName(period.level, lang),
    startDate: startTime.slice(0, 10),
    endDate: endTime.slice(0, 10),
    startTime,
    endTime,
  };
}

/** A period and (when generated) its sub-periods. */
function formatTree(period: DashaPeriod, lang: Lang, iso: IsoWriter): FormattedPeriod {
  const flat = formatPeriod(period, lang, iso);
  return period.children ? { ...flat, children: period.children.map((c) => formatTree(c, lang, iso)) } : flat;
}

/** The chain maha → prana running at `now`, keyed by level name, each with the time remaining. */
function formatChain(chain: readonly DashaPeriod[], now: Instant, lang: Lang) {
  return Object.fromEntries(
    chain.map((p) => [DASHA_LEVEL_NAMES[p.level - 1]!, { ...formatPeriod(p, lang), remaining: durationWords(now, p.end, 'month', lang) }]),
  );
}

const texts = (list: readonly Explained[]) => list.map((e) => e.text);
const rules = (list: readonly Explained[]) => list.map((e) => [...e.rules]);
const ids = (e: Explained) => [...e.rules];

/** A running period of the analysis; `remaining` is the engine's English words, or the same span in `lang`. */
function current(p: PeriodAnalysis, now: Instant, lang: Lang) {
  return {
    planet: lordName(p.lord, lang),
    startDate: isoDate(p.start),
    endDate: isoDate(p.end),
    remaining: lang === 'en' ? p.remaining : durationWords(now, p.end, 'day', lang),
    strength: named(STRENGTH_WORDS[p.strength], lang),
    influence: p.influence.text,
  };
}

function upcoming(p: UpcomingPeriodAnalysis | null, lang: Lang) {
  if (p === null) return null;
  return {
    planet: lordName(p.lord, lang),
    startDate: isoDate(p.start),
    endDate: isoDate(p.end),
    influence: p.influence.text,
    strength: named(STRENGTH_WORDS[p.strength], lang),
  };
}

/** The spec's dasha analysis; 400 when the moment is outside the birth's 120-year Vimshottari cycle. */
export function dashaAnalysisResponse({ birth, result }: DashaAnalysis, lang: Lang) {
  const { report, analysis } = result;
  const now = birth.input.now;
  const moon = report.chart.grahas.moon;
  const birthDetails = {
    date: toIsoUtc(birth.instant),
    moonSign: signName(moon.sign, lang),
    nakshatra: named(nakshatraByNumber(moon.nakshatra)!, lang),
    lagna: signName(report.chart.lagna.sign, lang),
  };
  if (analysis === null) {
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'asOf': ${toIsoUtc(now)} is outside the 120-year Vimshottari cycle that begins with this birth`);
  }
  const a = analysis;
  const areas = a.predictions.currentPeriod;
  // The engine lists English names (Sun … Ketu order); another language lists the same grahas by their verdicts.
  const planets = (nature: 'favorable' | 'challenging' | 'neutral', english: readonly string[]) =>
    lang !== 'en'
      ? GRAHA_IDS.filter((graha) => a.grahas[graha].functionalNature === nature).map((graha) => named(grahaById(graha), lang))
      : [...english];
  return {
    birthDetails,
    asOf: toIsoUtc(now),
    system: systemName('vimshottari', lang),
    ...optionalSettings(birth),
    currentDasha: {
      mahadasha: current(a.currentDasha.mahadasha, now, lang),
      antardasha: current(a.currentDasha.antardasha, now, lang),
      pratyantardasha: current(a.currentDasha.pratyantardasha, now, lang),
    },
    upcomingDasha: {
      nextAntardasha: upcoming(a.upcomingDasha.nextAntardasha, lang),
      nextMahadasha: upcoming(a.upcomingDasha.nextMahadasha, lang),
    },
    dashaStrengths: {
      favorablePlanets: planets('favorable', a.dashaStrengths.favorablePlanets),
      challengingPlanets: planets('challenging', a.dashaStrengths.challengingPlanets),
      neutralPlanets: planets('neutral', a.dashaStrengths.neutralPlanets),
    },
    predictions: {
      currentPeriod: {
        career: areas.career.text,
        finance: areas.finance.text,
        health: areas.health.text,
        relationships: areas.relationships.text,
        spiritual: areas.spiritual.text,
      },
      nextYear: { highlights: texts(a.predictions.nextYear.highlights), challenges: texts(a.predictions.nextYear.challenges) },
    },
    remedies: { general: texts(a.remedies.general), specific: { currentAntardasha: texts(a.remedies.specific.currentAntardasha) } },
    transitInfluence: {
      saturnTransit: a.transitInfluence.saturnTransit.text,
      jupiterTransit: a.transitInfluence.jupiterTransit.text,
      rahuTransit: a.transitInfluence.rahuTransit.text,
    },
    explanation: explained({
      influence: {
        mahadasha: ids(a.currentDasha.mahadasha.influence),
        antardasha: ids(a.currentDasha.antardasha.influence),
        pratyantardasha: ids(a.currentDasha.pratyantardasha.influence),
      },
      dashaStrengths: [...a.dashaStrengths.rules],
      predictions: Object.fromEntries(Object.entries(areas).map(([k, v]) => [k, ids(v)])),
      nextYear: { highlights: rules(a.predictions.nextYear.highlights), challenges: rules(a.predictions.nextYear.challenges) },
      remedies: { general: rules(a.remedies.general), currentAntardasha: rules(a.remedies.specific.currentAntardasha) },
      transitInfluence: {
        saturnTransit: ids(a.transitInfluence.saturnTransit),
        jupiterTransit: ids(a.transitInfluence.jupiterTransit),
        rahuTransit: ids(a.transitInfluence.rahuTransit),
      },
    }, lang),
  };
}

/** The rule ids behind the analysis's texts, with the condition of each rule they name. */
function explained<T extends object>(ruleIds: T, lang: Lang): T & { conditions: Record<string, string> } {
  return { ...ruleIds, conditions: ruleConditionsOf(ruleIds, lang) };
}

/** The periods of one system with its summary and the chain running now. */
export function dashaTreeResponse({ birth, report }: DashaTreeResult, lang: Lang) {
  const at = birth.input.now;
  const { periods, levels, ...summary } = report.tree;
  const iso = isoWriter();
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      ...chartSettingsOf(birth, summary.year.id), dashaMethod: summary.method, dashaDignities: summary.dignities, dashaBalance: summary.balanceBy,
      dashaSunrise: summary.birthDay?.sunriseRule ?? null,
    },
    system: {
      ...summary,
      name: systemName(summary.id, lang),
      ...systemRules(summary.id, lang),
      balance: { ...summary.balance, planet: lordName(summary.balance.lord, lang) },
      birthDay: summary.birthDay && {
        ...summary.birthDay, start: toIsoUtc(summary.birthDay.start), end: toIsoUtc(summary.birthDay.end), sunrise: toIsoUtc(summary.birthDay.sunrise),
      },
    },
    levels,
    periods: periods.map((p) => formatTree(p, lang, iso)),
    current: report.current ? formatChain(report.current, at, lang) : null,
    asOf: toIsoUtc(at),
  };
}

/** The Vimshottari periods running at the chart's moment. */
export function currentDashaResponse({ birth, report }: BirthChart, lang: Lang) {
  const at = birth.input.now;
  return {
    birthDetails: birthDetailsOf(birth),
    system: systemName('vimshottari', lang),
    current: report.vimshottari.current ? formatChain(report.vimshottari.current, at, lang) : null,
    asOf: toIsoUtc(at),
    ...optionalSettings(birth),
  };
}

/** Settings for the responses that carry none by default: only when the positions are geometric. */
function optionalSettings(birth: ResolvedBirth) {
  return birth.input.positions === 'geometric' ? { settings: chartSettingsOf(birth) } : {};
}

/** The next periods of an analysis: the coming antardasha and mahadasha, and the year ahead. */
export function dashaPredictionsResponse(analysis: DashaAnalysis, lang: Lang) {
  const full = dashaAnalysisResponse(analysis, lang);
  const upcoming = [
    ...(full.upcomingDasha.nextAntardasha ? [{ period: levelName(2, lang), ...full.upcomingDasha.nextAntardasha }] : []),
    ...(full.upcomingDasha.nextMahadasha ? [{ period: levelName(1, lang), ...full.upcomingDasha.nextMahadasha }] : []),
  ];
  return {
    birthDetails: full.birthDetails,
    asOf: full.asOf,
    ...(full.settings ? { settings: full.settings } : {}),
    current: { mahadasha: full.currentDasha.mahadasha, antardasha: full.currentDasha.antardasha },
    upcoming,
    nextYear: full.predictions.nextYear,
  };
}

/** Every dasha system the service serves, with its rule, condition and source. */
export function dashaSystemsResponse(lang: Lang) {
  const systems = DASHA_SYSTEMS.map((system) => {
    const rules = systemRules(system.id, lang);
    return {
      id: system.id,
      name: named(system, lang),
      sanskrit: system.sanskrit,
      kind: system.kind,
      variant: rules.variant,
      totalYears: system.kind === 'sign' ? null : system.totalYears,
      cycles: system.cycles,
      levels: DASHA_LEVELS.length,
      methods: dashaMethodsOf(system.id).map((m) => ({ id: m.id, name: named(m, lang), rule: named(m.rule, lang), source: m.source })),
      startRule: rules.startRule,
      condition: rules.condition,
      source: system.source,
    };
  });
  return { count: systems.length, systems };
}
