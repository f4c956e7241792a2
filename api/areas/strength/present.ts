/** The strength area's responses in the request's language: the shadbala with bhava and vimshopaka bala, the ashtakavarga. */
import type { StrengthReport } from '../../../astro/reports/strength-report.ts';
import { figuresByHouse } from '../../../astro/strength/ashtakavarga.ts';
import { signOfLongitude } from '../../../astro/chart/placement.ts';
import { toIsoUtc } from '../../../astro/time.ts';
import { grahaById } from '../../../data/grahas.ts';
import { SHADBALA_GRAHAS, VIMSHOPAKA_SCHEME_IDS } from '../../../data/shadbala.ts';
import { SIGNS, signByNumber } from '../../../data/signs.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { AshtakavargaTables } from '../../../astro/reports/strength-report.ts';
import type { AshtakavargaResult, ShadbalaResult } from './operations.ts';

const LAGNA_NAME = { en: 'Lagna', hi: 'लग्न' } as const;

/** Virupas and ratios are given to 0.01. */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The ashtakavarga tables, figures by sign and by house from the lagna's sign. */
export function ashtakavargaTablesResponse(tables: AshtakavargaTables, lang: Lang) {
  const lagna = tables.input.signs.lagna;
  return {
    signs: SIGNS.map((sign) => named(sign, lang)),
    bhinnashtakavarga: tables.bhinna.map(({ target, bindus, prastara }) => {
      const reduced = target === 'lagna' ? null : tables.reduced[target];
      return {
        id: target,
        name: target === 'lagna' ? LAGNA_NAME[lang] : named(grahaById(target), lang),
        total: bindus.reduce((sum, n) => sum + n, 0),
        bySign: [...bindus],
        byHouse: figuresByHouse(bindus, lagna),
        prastara: Object.fromEntries(Object.entries(prastara).map(([contributor, row]) => [contributor, [...row]])),
        reduced: reduced
          ? { afterTrikona: [...reduced.afterTrikona], afterEkadhipatya: [...reduced.afterEkadhipatya], ...reduced.pinda }
          : null,
      };
    }),
    sarvashtakavarga: { total: tables.sarva.bySign.reduce((sum, n) => sum + n, 0), bySign: [...tables.sarva.bySign], byHouse: [...tables.sarva.byHouse] },
  };
}

export function ashtakavargaResponse(result: AshtakavargaResult, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: { ...chartSettingsOf(result.birth), school: result.tables.school },
    ...ashtakavargaTablesResponse(result.tables, lang),
  };
}

/** Ranks (1 = largest) of `values` in their order. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const rank = new Array<number>(values.length);
  order.forEach(([, i], position) => (rank[i] = position + 1));
  return rank;
}

/** The shadbala of the seven grahas, the bhava bala and the vimshopaka scores. */
export function strengthsResponse(report: StrengthReport, lang: Lang) {
  const { shadbala, day } = report;
  const grahaName = (id: (typeof SHADBALA_GRAHAS)[number]) => named(grahaById(id), lang);
  const rankOf = new Map(shadbala.ranking.map((id, i) => [id, i + 1]));
  const bhavaRanks = ranks(report.bhavaBala.map((b) => b.total));
  return {
    day: {
      sunrise: toIsoUtc(day.sunrise),
      sunset: toIsoUtc(day.sunset),
      nextSunrise: toIsoUtc(day.nextSunrise),
      lords: { year: grahaName(day.lords.abda), month: grahaName(day.lords.masa), weekday: grahaName(day.lords.vara), hora: grahaName(day.lords.hora) },
    },
    planets: SHADBALA_GRAHAS.map((id) => {
      const g = shadbala.grahas[id];
      const { sthana, kala } = g;
      return {
        id,
        name: grahaName(id),
        sthana: {
          uchcha: hundredths(sthana.uchcha),
          saptavargaja: hundredths(sthana.saptavargaja),
          vargas: Object.entries(sthana.saptavargajaByVarga).map(([division, v]) => ({ division: Number(division), dignity: v.dignity, points: v.points })),
          ojayugma: sthana.ojayugma,
          kendradi: sthana.kendradi,
          drekkana: sthana.drekkana,
          total: hundredths(sthana.total),
        },
        dig: hundredths(g.dig),
        kala: Object.fromEntries(Object.entries(kala).map(([k, v]) => [k, hundredths(v)])) as Record<keyof typeof kala, number>,
        cheshta: hundredths(g.cheshta),
        cheshtaForPhala: hundredths(g.cheshtaForPhala),
        motionState: g.motionState,
        naisargika: hundredths(g.naisargika),
        drik: hundredths(g.drik),
        total: hundredths(g.total),
        rupas: hundredths(g.rupas),
        requiredRupas: g.requiredRupas,
        ratio: hundredths(g.ratio),
        strong: g.ratio >= 1,
        rank: rankOf.get(id)!,
        benefic: shadbala.benefic[id],
        ishtaPhala: hundredths(g.ishtaPhala),
        kashtaPhala: hundredths(g.kashtaPhala),
        vimshopaka: Object.fromEntries(VIMSHOPAKA_SCHEME_IDS.map((s) => [s, hundredths(report.vimshopaka[id][s].score)])) as Record<(typeof VIMSHOPAKA_SCHEME_IDS)[number], number>,
      };
    }),
    bhavaBala: report.bhavaBala.map((b, i) => ({
      bhava: b.bhava,
      madhya: hundredths(b.madhya),
      sign: named(signByNumber(signOfLongitude(b.madhya))!, lang),
      lord: grahaName(b.lord),
      signClass: b.signClass,
      adhipati: hundredths(b.adhipati),
      dig: hundredths(b.dig),
      drishti: hundredths(b.drishti),
      total: hundredths(b.total),
      rupas: hundredths(b.rupas),
      rank: bhavaRanks[i]!,
    })),
  };
}

export function shadbalaResponse(result: ShadbalaResult, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(result.birth),
    settings: { ...chartSettingsOf(result.birth), ...result.methods },
    ...strengthsResponse(result.report, lang),
  };
}
