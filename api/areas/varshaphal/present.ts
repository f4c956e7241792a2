/** The annual and monthly Tajika charts as responses in the request's language. */
import { degreeInSign, signOfLongitude } from '../../../astro/chart/placement.ts';
import type { ResolvedTerm, SahamPoint } from '../../../astro/tajika/sahams.ts';
import { localDateOf } from '../../../astro/time.ts';
import { GRAHA_IDS, type GrahaId, grahaById } from '../../../data/grahas.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { SAHAMS } from '../../../data/sahams.ts';
import { signName, type SignNumber } from '../../../data/signs.ts';
import {
  HARSHA_SOURCES, HARSHA_UNITS, MUNTHA_LABEL, MUNTHA_RULE, OFFICE_BEARERS, PANCHAVARGEEYA_GRADES, PANCHAVARGEEYA_SOURCES, SAHAM_TERM_WORDS, TAJIKA_ASPECT_KINDS,
  TAJIKA_YOGAS, VARSHAPHAL_TITLE, YEAR_LORD_REASON_TEXTS,
} from '../../../data/tajika.ts';
import { LAGNA_DASHA_LORD } from '../../../data/graha-dashas.ts';
import { TAJIKA_BALA_GRAHAS } from '../../../astro/tajika/strength.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { degreeText, fillText, isoInstant, localDateTime } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { tithiByNumber } from '../../../data/tithis.ts';
import { isCombust } from '../../../astro/chart/dignity.ts';
import { CHART_MARKS, GRAHA_ABBREVIATIONS, SIGN_ABBREVIATIONS } from '../../../data/chart-labels.ts';
import { type IndianChartStyle, indianChartSvg } from '../../svg/indian.ts';
import type { TithiPraveshaResult, VarshaphalResult } from './operations.ts';

function sign(n: SignNumber, lang: Lang) {
  return { sign: signName(n, lang), signNumber: n };
}

function point(longitude: number, lang: Lang) {
  return { ...sign(signOfLongitude(longitude), lang), longitude, degree: degreeText(degreeInSign(longitude)) };
}

function graha(id: GrahaId, lang: Lang) {
  return { id, name: named(grahaById(id), lang) };
}

function termText(term: ResolvedTerm['term'], lang: Lang): string {
  switch (term.kind) {
    case 'lagna':
      return named(LAGNA_DASHA_LORD, lang);
    case 'graha':
      return named(grahaById(term.graha), lang);
    case 'saham':
      return named(SAHAMS.find((s) => s.id === term.saham)!, lang);
    case 'house':
      return fillText(named(SAHAM_TERM_WORDS.house, lang), { house: term.house });
    case 'lordOfHouse':
      return fillText(named(SAHAM_TERM_WORDS.lordOfHouse, lang), { house: term.house });
    case 'lordOfSignOf':
      return fillText(named(SAHAM_TERM_WORDS.lordOfSignOf, lang), { graha: named(grahaById(term.graha), lang) });
    case 'longitude':
      return named(term.name, lang);
  }
}

function term(resolved: ResolvedTerm, lang: Lang) {
  return { term: termText(resolved.term, lang), graha: resolved.graha === null ? null : graha(resolved.graha, lang), longitude: resolved.longitude };
}

function saham(point_: SahamPoint, lang: Lang) {
  const record = SAHAMS.find((s) => s.id === point_.id)!;
  return {
    id: point_.id,
    name: named(record, lang),
    meaning: named(record.meaning, lang),
    ...point(point_.longitude, lang),
    formula: point_.formula,
    a: term(point_.a, lang),
    b: term(point_.b, lang),
    c: term(point_.c, lang),
    added30: point_.added30,
  };
}

function common(result: VarshaphalResult, lang: Lang) {
  const { tajika, place, birth, input } = result;
  const { chart, navamsha } = tajika;
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      ...chartSettingsOf(birth),
      houseSystem: 'whole-sign' as const,
      sahamRule: input.sahamRule,
      tajikaOrb: input.tajikaOrb,
      tajikaAspectSet: input.tajikaAspectSet,
      tajikaMoonYogas: input.tajikaMoonYogas,
      panchavargeeyaGrading: input.panchavargeeyaGrading,
      muddaYear: input.muddaYear,
      yearPlace: { latitude: place.latitude, longitude: place.longitude, city: place.city === null ? null : named(place.city.name, lang) },
    },
    warnings: birth.warnings,
    completedYears: tajika.completedYears,
    natalLagna: sign(tajika.natalLagnaSign, lang),
    pravesha: { utc: isoInstant(tajika.instant), local: localDateTime(place.zone, tajika.instant), sunLongitude: tajika.sunTargetDeg, night: tajika.night },
    chart: {
      lagna: { ...point(chart.lagnaLongitude, lang), navamsha: sign(signOfLongitude(navamsha.lagnaLongitude), lang) },
      houses: chart.houses.map((h) => ({ house: h.number, ...sign(h.sign, lang), lord: graha(h.lord, lang), grahas: h.grahas.map((id) => graha(id, lang)) })),
      planets: GRAHA_IDS.map((id) => {
        const g = chart.grahas[id];
        return {
          ...graha(id, lang),
          ...point(g.longitude, lang),
          house: g.house,
          nakshatra: named(nakshatraByNumber(g.nakshatra)!, lang),
          pada: g.pada,
          retrograde: g.retrograde,
          navamsha: sign(signOfLongitude(navamsha.grahas[id].longitude), lang),
        };
      }),
    },
    muntha: { ...sign(tajika.muntha.sign, lang), house: tajika.muntha.house, lord: graha(tajika.muntha.lord, lang), rule: named(MUNTHA_RULE, lang) },
    officeBearers: tajika.officeBearers.map((o) => ({
      office: o.id,
      name: named(OFFICE_BEARERS.find((b) => b.id === o.id)!, lang),
      graha: graha(o.graha, lang),
      sign: signName(o.sign, lang),
    })),
    panchavargeeyaBala: TAJIKA_BALA_GRAHAS.map((g) => {
      const b = tajika.panchavargeeyaBala[g];
      const lords: Record<string, GrahaId | null> = { ...b.lords, uchcha: null };
      return {
        graha: graha(g, lang),
        sources: Object.fromEntries(
          PANCHAVARGEEYA_SOURCES.map((src) => [src.id, { units: b[src.id], max: src.maxUnits, name: named(src, lang), lord: lords[src.id] === null ? null : graha(lords[src.id]!, lang) }]),
        ),
        total: b.total,
        grade: b.grade,
        gradeName: named(PANCHAVARGEEYA_GRADES.find((x) => x.id === b.grade)!, lang),
      };
    }),
    harshaBala: TAJIKA_BALA_GRAHAS.map((g) => {
      const h = tajika.harshaBala[g];
      const units = { sthana: h.sthana, 'swakshetra-uchcha': h.swakshetraUchcha, 'stree-purusha': h.streePurusha, 'dina-ratri': h.dinaRatri };
      return { graha: graha(g, lang), sources: Object.fromEntries(HARSHA_SOURCES.map((src) => [src.id, { units: units[src.id], max: HARSHA_UNITS, name: named(src, lang) }])), total: h.total };
    }),
    sahams: tajika.sahams.map((s) => saham(s, lang)),
    tajikaAspects: tajika.aspects.map((a) => ({
      faster: graha(a.faster, lang),
      slower: graha(a.slower, lang),
      distance: a.distance,
      kind: a.kind,
      kindName: named(TAJIKA_ASPECT_KINDS.find((k) => k.id === a.kind)!, lang),
      orbDeg: a.orbDeg,
      gapDeg: a.gapDeg,
      withinOrb: a.withinOrb,
    })),
    tajikaYogas: tajika.yogas.map((y) => {
      const record: (typeof TAJIKA_YOGAS)[number] = TAJIKA_YOGAS.find((r) => r.id === y.id)!;
      const rule = input.tajikaMoonYogas === 'void-of-course' && 'voidOfCourseRule' in record ? record.voidOfCourseRule : record.rule;
      return { id: y.id, name: named(record, lang), grahas: y.grahas.map((g) => graha(g, lang)), ...(y.poorna === undefined ? {} : { poorna: y.poorna }), rule: named(rule, lang) };
    }),
  };
}

function yearLordOf(result: VarshaphalResult, lang: Lang) {
  const lord = result.tajika.yearLord!;
  return {
    graha: graha(lord.graha, lang),
    reason: lord.reason,
    reasonText: named(YEAR_LORD_REASON_TEXTS[lord.reason], lang),
    candidates: lord.candidates.map((c) => ({ graha: graha(c.graha, lang), offices: c.offices, distanceToLagna: c.distanceToLagna, aspectsLagna: c.aspectsLagna, panchavargeeyaBala: c.bala })),
  };
}

export function varshaphalResponse(result: VarshaphalResult, lang: Lang) {
  return {
    ...common(result, lang),
    year: localDateOf(result.place.zone, result.tajika.instant).y,
    yearLord: yearLordOf(result, lang),
    muddaDasha: (result.tajika.mudda ?? []).map((period) => ({
      lord: graha(period.lord, lang),
      start: isoInstant(period.start),
      end: isoInstant(period.end),
      startLocal: localDateTime(result.place.zone, period.start),
      days: Math.round(((period.end - period.start) / 86_400_000) * 1e6) / 1e6,
    })),
    patyayiniDasha: patyayiniOf(result, lang),
  };
}

function patyayiniOf(result: VarshaphalResult, lang: Lang) {
  return (result.tajika.patyayini ?? []).map((period) => ({
    lord: period.lord === 'lagna' ? { id: 'lagna', name: named(LAGNA_DASHA_LORD, lang) } : graha(period.lord, lang),
    krisamsha: period.krisamshaDeg,
    patyamsha: period.patyamshaDeg,
    start: isoInstant(period.start),
    end: isoInstant(period.end),
    startLocal: localDateTime(result.place.zone, period.start),
    days: Math.round(((period.end - period.start) / 86_400_000) * 1e6) / 1e6,
  }));
}

export function maasaResponse(result: VarshaphalResult, lang: Lang) {
  return { ...common(result, lang), month: result.tajika.month ?? 1 };
}

export function tithiPraveshaResponse(result: TithiPraveshaResult, lang: Lang) {
  const { pravesha, place, birth } = result;
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      ...chartSettingsOf(birth),
      definition: result.input.definition,
      yearPlace: { latitude: place.latitude, longitude: place.longitude, city: place.city === null ? null : named(place.city.name, lang) },
    },
    warnings: birth.warnings,
    completedYears: result.completedYears,
    birthTithi: {
      number: pravesha.birthTithi,
      name: named(tithiByNumber(pravesha.birthTithi)!, lang),
      elongation: pravesha.birthElongationDeg,
      fractionElapsed: pravesha.birthFraction,
    },
    solarMonth: { ...sign(pravesha.solarMonthSign as SignNumber, lang), start: isoInstant(pravesha.monthStart), end: isoInstant(pravesha.monthEnd) },
    instants: pravesha.instants.map((instant, i) => {
      const chart = result.charts[i]!;
      return {
        utc: isoInstant(instant),
        local: localDateTime(place.zone, instant),
        chart: {
          lagna: point(chart.lagnaLongitude, lang),
          planets: GRAHA_IDS.map((id) => ({ ...graha(id, lang), ...point(chart.grahas[id].longitude, lang), house: chart.grahas[id].house, retrograde: chart.grahas[id].retrograde })),
        },
      };
    }),
  };
}

/**
 * The annual chart drawn in a regional style (api/svg/indian.ts): the annual lagna, the nine grahas with degrees and
 * retrograde and combust marks, and the muntha in its sign.
 */
export function varshaphalPicture(result: VarshaphalResult, style: IndianChartStyle, size: number, lang: Lang): string {
  const { chart, muntha, completedYears } = result.tajika;
  const year = localDateOf(result.place.zone, result.tajika.instant).y;
  const title = `${named(VARSHAPHAL_TITLE, lang)} ${year} (${completedYears})`;
  const placed = GRAHA_IDS.map((id) => `${named(grahaById(id), lang)} ${signName(chart.grahas[id].sign, lang)} ${chart.grahas[id].house}`);
  const description = `${title}. ${named(CHART_MARKS.lagna, lang)} ${signName(chart.lagna.sign, lang)}; ${placed.join('; ')}; ${named(MUNTHA_LABEL.full, lang)} ${signName(muntha.sign, lang)} ${muntha.house}.`;
  const label = (id: GrahaId) => {
    const marks = `${chart.grahas[id].retrograde && id !== 'rahu' && id !== 'ketu' ? named(CHART_MARKS.retrograde, lang) : ''}${isCombust(chart, id) ? named(CHART_MARKS.combust, lang) : ''}`;
    const short = named(GRAHA_ABBREVIATIONS[id], lang);
    return { full: `${short} ${Math.floor(degreeInSign(chart.grahas[id].longitude))}°${marks}`, compact: `${short}${marks}` };
  };
  return indianChartSvg(
    {
      title,
      description,
      lagnaSign: chart.lagna.sign,
      lagnaLabel: { full: `${named(CHART_MARKS.lagna, lang)} ${Math.floor(degreeInSign(chart.lagnaLongitude))}°`, compact: named(CHART_MARKS.lagna, lang) },
      signNames: SIGN_ABBREVIATIONS.map((s) => named(s, lang)),
      planets: [
        ...GRAHA_IDS.map((id) => ({ id, sign: chart.grahas[id].sign, label: label(id) })),
        { id: 'muntha', sign: muntha.sign, label: { full: named(MUNTHA_LABEL.full, lang), compact: named(MUNTHA_LABEL.compact, lang) } },
      ],
      lang,
    },
    style,
    size,
  ).svg;
}
