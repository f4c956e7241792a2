/**
 * The spec's complete dasha analysis from a dasha analysis report: plain strings where the spec has strings,
 * and beside them `explanation`, the ids of the rules (data/dasha-interpretation.ts) that produced each text.
 */
import type { DashaAnalysisReport } from '../../astro/reports/dasha-analysis-report.ts';
import type { Explained, PeriodAnalysis, UpcomingPeriodAnalysis } from '../../astro/dasha/analysis.ts';
import { type Instant, toIsoUtc } from '../../astro/time.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { signByNumber } from '../../data/signs.ts';
import { ApiError } from '../errors.ts';
import type { ResolvedBirth } from './birth.ts';
import { lordName } from './dasha-format.ts';
import { type Lang, named } from '../schemas/place.ts';

const dateOnly = (t: Instant) => toIsoUtc(t).slice(0, 10);
const texts = (list: readonly Explained[]) => list.map((e) => e.text);
const rules = (list: readonly Explained[]) => list.map((e) => [...e.rules]);
const ids = (e: Explained) => [...e.rules];

function current(p: PeriodAnalysis, lang: Lang) {
  return {
    planet: lordName(p.lord, lang),
    startDate: dateOnly(p.start),
    endDate: dateOnly(p.end),
    remaining: p.remaining,
    strength: p.strength,
    influence: p.influence.text,
  };
}

function upcoming(p: UpcomingPeriodAnalysis | null, lang: Lang) {
  if (p === null) return null;
  return { planet: lordName(p.lord, lang), startDate: dateOnly(p.start), endDate: dateOnly(p.end), influence: p.influence.text, strength: p.strength };
}

/** The spec's dasha analysis; 400 when the moment is outside the birth's 120-year Vimshottari cycle. */
export function dashaAnalysisResponse(result: DashaAnalysisReport, birth: ResolvedBirth, now: Instant, lang: Lang) {
  const { report, analysis } = result;
  const moon = report.chart.grahas.moon;
  const birthDetails = {
    date: toIsoUtc(birth.instant),
    moonSign: named(signByNumber(moon.sign)!, lang),
    nakshatra: named(nakshatraByNumber(moon.nakshatra)!, lang),
    lagna: named(signByNumber(report.chart.lagna.sign)!, lang),
  };
  if (analysis === null) {
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'asOf': ${toIsoUtc(now)} is outside the 120-year Vimshottari cycle that begins with this birth`);
  }
  const a = analysis;
  const areas = a.predictions.currentPeriod;
  return {
    birthDetails,
    asOf: toIsoUtc(now),
    system: 'Vimshottari',
    currentDasha: {
      mahadasha: current(a.currentDasha.mahadasha, lang),
      antardasha: current(a.currentDasha.antardasha, lang),
      pratyantardasha: current(a.currentDasha.pratyantardasha, lang),
    },
    upcomingDasha: {
      nextAntardasha: upcoming(a.upcomingDasha.nextAntardasha, lang),
      nextMahadasha: upcoming(a.upcomingDasha.nextMahadasha, lang),
    },
    dashaStrengths: {
      favorablePlanets: [...a.dashaStrengths.favorablePlanets],
      challengingPlanets: [...a.dashaStrengths.challengingPlanets],
      neutralPlanets: [...a.dashaStrengths.neutralPlanets],
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
    explanation: {
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
    },
  };
}
