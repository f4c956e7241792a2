/**
 * The strengths of a chart as every area that shows them gives them: the shadbala with bhava and vimshopaka bala,
 * and the ashtakavarga tables (the strength area's own responses, and what `include=shadbala,ashtakavarga` adds to
 * the kundali). Each comes as its zod schema and its presenter (engine result → response in the request's
 * language); figures in virupas (60 to a rupa) and bindus.
 */
import { z } from 'zod';
import { signOfLongitude } from '../../astro/chart/placement.ts';
import type { AshtakavargaTables, StrengthReport } from '../../astro/reports/strength-report.ts';
import { figuresByHouse } from '../../astro/strength/ashtakavarga.ts';
import { toIsoUtc } from '../../astro/time.ts';
import { ASHTAKAVARGA_LAGNA_NAME } from '../../data/ashtakavarga.ts';
import { grahaById } from '../../data/grahas.ts';
import { BHAVA_SIGN_CLASSES, MOTION_STATE_BALA, SHADBALA_GRAHAS, VIMSHOPAKA_SCHEME_IDS } from '../../data/shadbala.ts';
import { SIGNS, signName } from '../../data/signs.ts';
import { type Lang, named } from './lang.ts';

// ── Ashtakavarga ────────────────────────────────────────────────────────────────────────────────────────────

const bySign = z.array(z.number().int()).length(12).describe('One figure per sign, Aries … Pisces');

const BhinnaSchema = z.object({
  id: z.string().describe('The graha (sun … saturn) or lagna'),
  name: z.string(),
  total: z.number().int().describe('Bindus in all: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39, lagna 49'),
  bySign,
  byHouse: z.array(z.number().int()).length(12).describe('The same figures by house from the lagna: index 0 is house 1'),
  prastara: z.record(z.string(), z.array(z.number().int()).length(12)).describe('Per contributor (sun … saturn, lagna), 1 where it gives a bindu in that sign'),
  reduced: z
    .object({
      afterTrikona: bySign,
      afterEkadhipatya: bySign,
      rashiPinda: z.number().int(),
      grahaPinda: z.number().int(),
      shodhyaPinda: z.number().int(),
    })
    .nullable()
    .describe('The trikona and ekadhipatya shodhana and the shodhya pinda (the seven grahas; null for the lagna)'),
});

/** The tables without the birth and settings: what `include=ashtakavarga` adds to the kundali. */
export const AshtakavargaTablesSchema = z.object({
  signs: z.array(z.string()).length(12).describe('The sign names the figures are listed by'),
  bhinnashtakavarga: z.array(BhinnaSchema),
  sarvashtakavarga: z.object({ total: z.number().int().describe('337'), bySign, byHouse: z.array(z.number().int()).length(12) }),
});

/** The ashtakavarga tables, figures by sign and by house from the lagna's sign. */
export function ashtakavargaTablesResponse(tables: AshtakavargaTables, lang: Lang) {
  const lagna = tables.input.signs.lagna;
  return {
    signs: SIGNS.map((sign) => named(sign, lang)),
    bhinnashtakavarga: tables.bhinna.map(({ target, bindus, prastara }) => {
      const reduced = target === 'lagna' ? null : tables.reduced[target];
      return {
        id: target,
        name: target === 'lagna' ? named(ASHTAKAVARGA_LAGNA_NAME, lang) : named(grahaById(target), lang),
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

// ── Shadbala, bhava bala, vimshopaka bala ───────────────────────────────────────────────────────────────────

const virupas = z.number().describe('Virupas (60 to a rupa), to 0.01');

const SthanaSchema = z.object({
  uchcha: virupas,
  saptavargaja: virupas,
  vargas: z.array(z.object({ division: z.number().int(), dignity: z.string(), points: z.number() }))
    .describe('Saptavargaja: the dignity scored in D1, D2, D3, D7, D9, D12, D30'),
  ojayugma: virupas,
  kendradi: virupas,
  drekkana: virupas,
  total: virupas,
});

const KalaSchema = z.object({
  nathonnatha: virupas,
  paksha: virupas,
  tribhaga: virupas,
  abda: virupas,
  masa: virupas,
  vara: virupas,
  hora: virupas,
  ayana: virupas,
  yuddha: virupas,
  total: virupas,
});

const GrahaShadbalaSchema = z.object({
  id: z.string(),
  name: z.string(),
  sthana: SthanaSchema,
  dig: virupas,
  kala: KalaSchema,
  cheshta: virupas.describe('Virupas in the total: 0 for the Sun and Moon with tradition=raman'),
  cheshtaForPhala: virupas.describe('The cheshta figure of the ishta and kashta phala (Raman\'s substitutes for the Sun and Moon)'),
  motionState: z.enum(Object.keys(MOTION_STATE_BALA) as [keyof typeof MOTION_STATE_BALA]).nullable()
    .describe('With cheshta=motion: the state of motion scored (null otherwise, and for the Sun and Moon)'),
  naisargika: virupas,
  drik: virupas,
  total: virupas,
  rupas: z.number().describe('Total ÷ 60, to 0.01'),
  requiredRupas: z.number().describe('The minimum for a strong graha: Sun 5 (raman) or 6.5 (bphs), Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5'),
  ratio: z.number().describe('rupas ÷ requiredRupas, to 0.01'),
  strong: z.boolean().describe('ratio ≥ 1'),
  rank: z.number().int().describe('1 = the highest ratio'),
  benefic: z.boolean().describe('Counted as benefic in the paksha and drik balas'),
  ishtaPhala: virupas.describe('√(uchcha × cheshta), 0–60'),
  kashtaPhala: virupas.describe('√((60 − uchcha)(60 − cheshta)), 0–60'),
  vimshopaka: z.object(Object.fromEntries(VIMSHOPAKA_SCHEME_IDS.map((id) => [id, z.number()])) as Record<(typeof VIMSHOPAKA_SCHEME_IDS)[number], z.ZodNumber>)
    .describe('Vimshopaka bala out of 20 in each scheme, to 0.01'),
});

const BhavaBalaSchema = z.object({
  bhava: z.number().int(),
  madhya: z.number().describe('Sidereal longitude of the Sripati bhava madhya, degrees'),
  sign: z.string(),
  lord: z.string(),
  signClass: z.enum(BHAVA_SIGN_CLASSES),
  adhipati: virupas,
  dig: virupas,
  drishti: virupas,
  total: virupas,
  rupas: z.number(),
  rank: z.number().int().describe('1 = the strongest bhava'),
});

/** The strengths without the birth and settings: what `include=shadbala` adds to the kundali. */
export const StrengthsSchema = z.object({
  day: z.object({
    sunrise: z.string(),
    sunset: z.string(),
    nextSunrise: z.string(),
    lords: z.object({ year: z.string(), month: z.string(), weekday: z.string(), hora: z.string() }),
  }).describe('The Vedic day of birth as the kala bala reads it (ISO instants, UTC)'),
  planets: z.array(GrahaShadbalaSchema),
  bhavaBala: z.array(BhavaBalaSchema),
}).meta({ id: 'Shadbala' });

/** Virupas and ratios are given to 0.01. */
const hundredths = (value: number) => Math.round(value * 100) / 100;

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
      sign: signName(signOfLongitude(b.madhya), lang),
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
