/** Divisional charts as responses: each varga's lagna and grahas with sign, degree within the varga and house. */
import { GRAHA_IDS, grahaById } from '../../../data/grahas.ts';
import { signByNumber } from '../../../data/signs.ts';
import { vargaByDivision } from '../../../data/vargas.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { degreeText } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { DivisionalCharts } from './operations.ts';

export function divisionalResponse(result: DivisionalCharts, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: chartSettingsOf(result.birth),
    charts: result.charts.map(({ division, chart }) => {
      const record = vargaByDivision(division);
      return {
        chart: `D${division}`,
        name: lang === 'hi' ? record.hi : record.name,
        signifies: lang === 'hi' ? record.signifiesHi : record.signifies,
        method: lang === 'hi' ? record.ruleTextHi : record.ruleText,
        // A bibliographic reference: stays as written in every language.
        source: record.source,
        lagna: { sign: named(signByNumber(chart.lagna.sign)!, lang), signNumber: chart.lagna.sign, degree: degreeText(chart.lagna.degree) },
        planets: GRAHA_IDS.map((id) => {
          const body = chart.grahas[id];
          return { name: named(grahaById(id), lang), id, sign: named(signByNumber(body.sign)!, lang), signNumber: body.sign, degree: degreeText(body.degree), house: body.house };
        }),
      };
    }),
  };
}
