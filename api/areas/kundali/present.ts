/** The kundali area's responses: the spec's kundali and the core birth details from a birth report. */
import type { DashaPeriod } from '../../../astro/dasha/types.ts';
import { durationWords } from '../../../astro/duration-words.ts';
import { type Instant, toIsoUtc } from '../../../astro/time.ts';
import { bhavaByNumber } from '../../../data/bhavas.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signByNumber, signName } from '../../../data/signs.ts';
import { ASPECT_WORDS, QUALITY_WORDS, STRENGTH_WORDS } from '../../../data/words.ts';
import { CLASSICAL_YOGAS } from '../../../data/yogas-classical.ts';
import { ruleYogaById } from '../../../data/yoga-rules.ts';
import { classicalYogaTexts, ruleYogaTexts } from '../../../data/yoga-texts.ts';
import { ruleParts } from '../../../astro/chart/yoga-rule-engine.ts';
import { conditionText } from '../../../astro/chart/yoga-rule-words.ts';
import type { KundaliInclude, YogaList } from './schemas.ts';
import { AVASTHA_SOURCE, type AvasthaId, avasthaById } from '../../../data/avasthas.ts';
import type { BirthReport } from '../../../astro/reports/birth-report.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import type { BirthChart } from '../../shared/birth-chart.ts';
import { planetsOf } from '../../shared/chart-planets.ts';
import { degreeText, isoDate } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { jaiminiPointsResponse, jaiminiSettingsOf } from '../../shared/jaimini.ts';
import { ashtakavargaTablesResponse, strengthsResponse } from '../../shared/strengths.ts';
import type { Kundali } from './operations.ts';

const grahaName = (id: GrahaId, lang: Lang) => named(grahaById(id), lang);

/** A dasha period as the spec shows it inside the kundali. */
function periodOf(period: DashaPeriod, now: Instant, lang: Lang) {
  return {
    planet: grahaName(period.lord as GrahaId, lang),
    startDate: isoDate(period.start),
    endDate: isoDate(period.end),
    remaining: durationWords(now, period.end, 'month', lang),
    startTime: toIsoUtc(period.start),
    endTime: toIsoUtc(period.end),
  };
}

function housesOf(report: BirthReport, lang: Lang) {
  const { chart } = report;
  return chart.houses.map((h) => {
    const bhava = report.chart.bhavas?.[h.number - 1] ?? null;
    // Whole-sign: the lagna's degree in every sign (equal houses from the lagna); otherwise the bhava's start.
    const cusp = bhava ? bhava.startSidereal % 30 : chart.lagna.degreeInSign;
    return {
      number: h.number,
      name: named(bhavaByNumber(h.number), lang),
      sign: signName(h.sign, lang),
      signLord: grahaName(h.lord, lang),
      degree: degreeText(cusp),
      planets: h.grahas.map((id) => grahaName(id, lang)),
      bhavaPlanets: bhava ? bhava.grahas.map((id) => grahaName(id, lang)) : null,
    };
  });
}

function aspectsOf(report: BirthReport, lang: Lang) {
  return report.aspects.map((a) => ({
    planet1: grahaName(a.planet1, lang),
    planet2: grahaName(a.planet2, lang),
    aspect: named(ASPECT_WORDS[a.aspect], lang),
    orb: Math.round(a.orbDeg * 100) / 100,
    strength: named(STRENGTH_WORDS[a.strength], lang),
  }));
}

function drishtiOf(report: BirthReport, lang: Lang) {
  return report.drishti.map((d) => ({
    planet: grahaName(d.from, lang),
    house: d.house,
    sign: signName(d.sign, lang),
    aspects: d.aspected.map((id) => grahaName(id, lang)),
  }));
}

/**
 * The yogas of the chart: first the 47 of data/yogas-classical.ts (evaluated by code), then those written as
 * rules (data/yoga-rules.ts). In English `description` is the engine's sentence about this chart (which grahas,
 * where; for a rule, its conditions that hold) followed by the yoga's result; the engine's sentence is composed
 * in English, so in another language the description is the yoga's result alone (data/yoga-texts.ts), the chart's
 * grahas being in `planets`. `source` is a bibliographic reference and stays as written. With `yogas=all` every yoga is listed
 * with `present` and its conditions as evaluated: a rule's parts with their verdicts, a coded yoga's rule with
 * the yoga's verdict.
 */
function yogasOf(report: BirthReport, lang: Lang, list: YogaList) {
  const everything = list === 'all';
  const found = new Map(report.yogas.map((y) => [y.id, y]));
  const classical = CLASSICAL_YOGAS.flatMap((record) => {
    const y = found.get(record.id);
    if (!y && !everything) return [];
    const texts = classicalYogaTexts(record.id);
    const rule = named(texts.rule, lang);
    return [{
      name: named(texts.name, lang),
      type: named(QUALITY_WORDS[record.type], lang),
      planets: y ? y.planets.map((id) => grahaName(id, lang)) : [],
      strength: y ? named(STRENGTH_WORDS[y.strength], lang) : '',
      // English adds what the engine found to the texts' result; other languages give the result alone.
      description: y && lang === 'en' ? `${y.description} ${y.result}` : named(texts.result, lang),
      rule,
      source: record.source,
      ...(everything ? { id: record.id, present: y !== undefined, conditions: [{ condition: rule, holds: y !== undefined }] } : {}),
    }];
  });
  const rules = report.ruleYogas.flatMap((verdict) => {
    if (!verdict.match && !everything) return [];
    const record = ruleYogaById(verdict.id)!;
    const texts = ruleYogaTexts(record.id);
    const parts = ruleParts(record.when);
    const held = parts.filter((_, index) => verdict.parts[index]).map((part) => conditionText(part, 'en'));
    return [{
      name: named(texts.name, lang),
      type: named(QUALITY_WORDS[record.type], lang),
      planets: verdict.match ? verdict.match.planets.map((id) => grahaName(id, lang)) : [],
      strength: verdict.match ? named(STRENGTH_WORDS[verdict.match.strength], lang) : '',
      description: verdict.match && lang === 'en' ? `${upperFirst(held.join('; '))}. ${record.result.en}` : named(texts.result, lang),
      rule: upperFirst(conditionText(record.when, lang)) + (record.note && lang === 'en' ? ` (${record.note})` : ''),
      source: record.source,
      ...(everything
        ? { id: record.id, present: verdict.match !== null, conditions: parts.map((part, index) => ({ condition: conditionText(part, lang), holds: verdict.parts[index]! })) }
        : {}),
    }];
  });
  return [...classical, ...rules];
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lagnaOf(report: BirthReport, lang: Lang) {
  const l = report.chart.lagna;
  const nakshatra = nakshatraByNumber(l.nakshatra)!;
  return {
    longitude: l.siderealLongitude,
    rashi: signName(l.sign, lang),
    rashiLord: grahaName(signByNumber(l.sign)!.lord, lang),
    degree: degreeText(l.degreeInSign),
    nakshatra: named(nakshatra, lang),
    nakshatraLord: grahaName(nakshatra.lord, lang),
    nakshatraPada: l.pada,
  };
}

/** The spec's kundali response; `currentDasha` is given for the moment of the report (`report.chart` at `now`). */
/** The avasthas of the seven grahas, each state named with its rule and result (data/avasthas.ts). */
function avasthasOf(report: BirthReport, lang: Lang) {
  const state = (id: AvasthaId) => {
    const record = avasthaById(id);
    return { id, name: named(record, lang), rule: named(record.rule, lang), result: named(record.result, lang) };
  };
  return report.avasthas.map((a) => ({
    planet: grahaName(a.graha, lang),
    degree: degreeText(a.degreeInSign),
    baladi: state(a.baladi),
    jagradadi: state(a.jagradadi),
    deeptadi: state(a.deeptadi),
    lajjitadi: a.lajjitadi.map(state),
    source: AVASTHA_SOURCE,
  }));
}

export function kundaliResponse({ birth, report, strengths, ashtakavarga, jaimini }: Kundali, lang: Lang, yogaList: YogaList = 'present', include: readonly KundaliInclude[] = []) {
  const now = birth.input.now;
  const current = report.vimshottari.current;
  return {
    birthDetails: birthDetailsOf(birth),
    warnings: birth.warnings,
    ayanamsha: { value: report.chart.ayanamsha.degrees, system: report.chart.ayanamsha.name, id: report.chart.ayanamsha.id },
    settings: chartSettingsOf(birth),
    lagna: lagnaOf(report, lang),
    planets: planetsOf(report, lang),
    houses: housesOf(report, lang),
    aspects: aspectsOf(report, lang),
    grahaDrishti: drishtiOf(report, lang),
    yogas: yogasOf(report, lang, yogaList),
    currentDasha: current
      ? { mahadasha: periodOf(current[0]!, now, lang), antardasha: periodOf(current[1]!, now, lang), asOf: toIsoUtc(now) }
      : null,
    ...(strengths ? { shadbala: strengthsResponse(strengths, lang) } : {}),
    ...(ashtakavarga ? { ashtakavarga: ashtakavargaTablesResponse(ashtakavarga, lang) } : {}),
    ...(jaimini ? { jaimini: { settings: jaiminiSettingsOf(jaimini.options), ...jaiminiPointsResponse(jaimini, lang) } } : {}),
    ...(include.includes('avasthas') ? { avasthas: avasthasOf(report, lang) } : {}),
  };
}

/** Core birth details: lagna, Moon sign and nakshatra, Sun sign, the Vimshottari balance at birth. */
export function birthDetailsResponse({ birth, report }: BirthChart, lang: Lang) {
  const moon = report.chart.grahas.moon;
  const nakshatra = nakshatraByNumber(moon.nakshatra)!;
  const balance = report.vimshottari.summary.balance;
  return {
    birthDetails: birthDetailsOf(birth),
    ayanamsha: { value: report.chart.ayanamsha.degrees, system: report.chart.ayanamsha.name, id: report.chart.ayanamsha.id },
    lagna: lagnaOf(report, lang),
    moon: { rashi: signName(moon.sign, lang), nakshatra: named(nakshatra, lang), nakshatraLord: grahaName(nakshatra.lord, lang), nakshatraPada: moon.pada },
    sun: { rashi: signName(report.chart.grahas.sun.sign, lang) },
    vimshottariBalance: { planet: grahaName(balance.lord as GrahaId, lang), remainingYears: balance.remainingYears },
    ...(birth.input.positions === 'geometric' ? { settings: chartSettingsOf(birth) } : {}),
  };
}
