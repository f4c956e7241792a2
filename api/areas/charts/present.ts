/**
 * Divisional charts as responses: each varga's lagna and grahas with sign, degree within the varga and house; and
 * one varga as a picture in a regional style.
 */
import { CHART_MARKS, GRAHA_ABBREVIATIONS, SIGN_ABBREVIATIONS } from '../../../data/chart-labels.ts';
import { GRAHA_IDS, type GrahaId, grahaById } from '../../../data/grahas.ts';
import { signName } from '../../../data/signs.ts';
import { VARGA_METHOD_NAMES, vargaByDivision, vargaMethod } from '../../../data/vargas.ts';
import { type IndianChartStyle, indianChartSvg } from '../../svg/indian.ts';
import type { LabelText } from '../../svg/labels.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { degreeText } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { DivisionalChart, DivisionalCharts } from './operations.ts';

export function divisionalResponse(result: DivisionalCharts, lang: Lang) {
  const settings = chartSettingsOf(result.birth);
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: result.methodNamed ? { ...settings, methods: result.charts.map(({ division, chart }) => ({ chart: `D${division}`, method: chart.method })) } : settings,
    charts: result.charts.map(({ division, chart, nadiamshas }) => {
      const record = vargaByDivision(division);
      const method = vargaMethod(division, chart.method)!;
      return {
        chart: `D${division}`,
        name: named(record, lang),
        signifies: named(record.signifies, lang),
        method: named(method.ruleText, lang),
        // A bibliographic reference: stays as written in every language.
        source: method.source,
        lagna: {
          sign: signName(chart.lagna.sign, lang),
          signNumber: chart.lagna.sign,
          degree: degreeText(chart.lagna.degree),
          ...(nadiamshas ? { nadiamsha: nadiamshas.lagna } : {}),
        },
        planets: GRAHA_IDS.map((id) => {
          const body = chart.grahas[id];
          return {
            name: named(grahaById(id), lang),
            id,
            sign: signName(body.sign, lang),
            signNumber: body.sign,
            degree: degreeText(body.degree),
            house: body.house,
            ...(nadiamshas ? { nadiamsha: nadiamshas.grahas[id] } : {}),
          };
        }),
      };
    }),
  };
}

/** The label of one graha in a picture: abbreviation, degree within the varga, and its retrograde and combust marks. */
function pictureLabel(id: GrahaId, degree: number, retrograde: boolean, combust: boolean, lang: Lang): LabelText {
  const marks = `${retrograde ? named(CHART_MARKS.retrograde, lang) : ''}${combust ? named(CHART_MARKS.combust, lang) : ''}`;
  const short = named(GRAHA_ABBREVIATIONS[id], lang);
  return { full: `${short} ${Math.floor(degree)}°${marks}`, compact: `${short}${marks}` };
}

/** A divisional chart drawn in a regional style: the lagna, the nine grahas with degrees and marks. */
export function divisionalPicture(result: DivisionalChart, style: IndianChartStyle, size: number, lang: Lang): string {
  const record = vargaByDivision(result.division);
  const { chart, report } = result;
  const methodName = result.chart.method === 'parashara' ? '' : `, ${named(VARGA_METHOD_NAMES[result.chart.method], lang)}`;
  const title = `${named(record, lang)} (D${result.division}${methodName})`;
  const placed = GRAHA_IDS.map((id) => `${named(grahaById(id), lang)} ${signName(chart.grahas[id].sign, lang)} ${chart.grahas[id].house}`);
  const description = `${title}. ${named(CHART_MARKS.lagna, lang)} ${signName(chart.lagna.sign, lang)}; ${placed.join('; ')}.`;
  return indianChartSvg(
    {
      title,
      description,
      lagnaSign: chart.lagna.sign,
      lagnaLabel: { full: `${named(CHART_MARKS.lagna, lang)} ${Math.floor(chart.lagna.degree)}°`, compact: named(CHART_MARKS.lagna, lang) },
      signNames: SIGN_ABBREVIATIONS.map((sign) => named(sign, lang)),
      planets: GRAHA_IDS.map((id) => ({
        id,
        sign: chart.grahas[id].sign,
        label: pictureLabel(id, chart.grahas[id].degree, report.chart.grahas[id].speedDegPerDay < 0 && id !== 'rahu' && id !== 'ketu', report.conditions[id].combust, lang),
      })),
      lang,
    },
    style,
    size,
  ).svg;
}
