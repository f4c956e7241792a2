/**
 * The doshas of a chart as every area that shows them gives them: the manglik analysis (kuja dosha) and the other
 * doshas (kaal sarp, sade sati, pitra), each as its zod schema and its presenter (engine result → response with
 * every name, explanation and remedy in the request's language; instants in ISO 8601 UTC). The doshas area
 * answers them for one birth, the compatibility report for both partners. A rule's `source` is a citation,
 * spelled out from the data file's abbreviations and the same in every language.
 */
import { z } from 'zod';
import type { KaalSarpResult } from '../../astro/doshas/kaal-sarp.ts';
import type { ManglikResult } from '../../astro/doshas/manglik.ts';
import type { PitraDoshaResult } from '../../astro/doshas/pitra.ts';
import type { DhaiyaPeriod, SadeSatiCycle, SadeSatiResult, TimeSpan } from '../../astro/doshas/sade-sati.ts';
import type { DoshaReport } from '../../astro/reports/dosha-report.ts';
import { toIsoUtc } from '../../astro/time.ts';
import {
  DHAIYA_KINDS,
  type DoshaId,
  DOSHA_SOURCES,
  DOSHAS,
  KAAL_SARP_DIRECTIONS,
  KAAL_SARP_PARTIAL_DEFINITIONS,
  KAAL_SARP_STATUSES,
  KAAL_SARP_TYPES,
  PITRA_RULES,
  SADE_SATI_PHASES,
} from '../../data/doshas.ts';
import { grahaById, type GrahaId } from '../../data/grahas.ts';
import {
  MANGAL_BEEJ_MANTRA,
  MANGLIK_AGE_WANING,
  MANGLIK_CANCELLATIONS,
  MANGLIK_HOUSE_SETS,
  MANGLIK_LEVELS,
  MANGLIK_READINGS,
  MANGLIK_REFERENCES,
  MANGLIK_REMEDIES,
  MANGLIK_SOURCES,
  type ManglikHouseSetId,
  type ManglikReadingId,
} from '../../data/manglik.ts';
import { signName } from '../../data/signs.ts';
import { DIGNITY_WORDS } from '../../data/words.ts';
import { citation } from './format.ts';
import { byId, type Lang, named, type Text } from './lang.ts';
import { closedWord } from './params.ts';
import { NamedSchema } from './schemas.ts';

// ── Schemas ─────────────────────────────────────────────────────────────────────────────────────────────────

const HOUSE_SET_IDS = MANGLIK_HOUSE_SETS.map((set) => set.id) as [ManglikHouseSetId, ...ManglikHouseSetId[]];

export const ManglikHouseSetField = closedWord(HOUSE_SET_IDS)
  .default('combined')
  .describe('Houses from which Mars gives the dosha: `combined` 1, 2, 4, 7, 8, 12 (default); `north` 1, 4, 7, 8, 12; `south` 2, 4, 7, 8, 12');

const ExplainedSchema = NamedSchema.extend({ explanation: z.string(), source: z.string().describe('Where the rule is written') });

export const ManglikAnalysisSchema = z
  .object({
    isManglik: z.boolean().describe('Mars in a dosha house from the lagna, the Moon or Venus, before cancellations'),
    effective: z.boolean().describe('Something of the dosha remains after the cancellations that fired'),
    reading: ExplainedSchema.omit({ source: true }).describe('The result in one line'),
    cancellation: z.enum(['none', 'partial', 'full']),
    mars: z.object({ sign: z.string(), signNumber: z.number().int(), house: z.number().int().describe('Whole-sign house from the lagna') }),
    houseSet: ExplainedSchema.extend({ houses: z.array(z.number().int()) }),
    references: z.array(
      ExplainedSchema.omit({ source: true }).extend({
        sign: z.string().describe('Sign of the reference point (lagna, Moon or Venus)'),
        marsHouse: z.number().int().describe('House of Mars counted from it (1 = the same sign)'),
        doshaHouse: z.boolean(),
        weight: z.number().describe('Weight of this reference point in the score'),
        houseWeightPercent: z.number().describe('Weight of the house (0 when it is not a dosha house)'),
        cancelledBy: z.array(z.string()).describe('Ids of the cancellations that touch this reference point'),
        remainingFactor: z.number().describe('Share of its contribution left after them, 0–1'),
      }),
    ),
    strength: z.object({
      score: z.number().describe('0–100 before cancellations'),
      level: NamedSchema,
      scoreAfterCancellations: z.number().describe('0–100 after cancellations'),
      levelAfterCancellations: NamedSchema,
      marsDignity: z.string(),
      dignityFactorPercent: z.number(),
    }),
    cancellations: z
      .array(
        ExplainedSchema.extend({
          scope: z.enum(['reference', 'chart']).describe('reference: checked for each reference point from which the dosha arises; chart: for the whole chart'),
          effect: z.enum(['full', 'partial']),
          status: z.enum(['fired', 'not-met', 'not-applicable']).describe('not-applicable: the condition holds but there is no dosha for it to cancel'),
          conditionHolds: z.boolean(),
          references: z.array(z.string()),
          facts: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).describe('The chart facts the rule was checked on'),
        }),
      )
      .describe('Every classical cancellation condition, checked one by one'),
    ageNote: z
      .object({ ageYears: z.number().int(), fromAgeYears: z.number().int(), pastAge: z.boolean(), note: z.string(), source: z.string() })
      .nullable()
      .describe('The belief that the dosha wanes after 28, for information only: never applied to the score'),
    remedies: z
      .array(
      ExplainedSchema.extend({
        kind: z.string(),
        mantra: z.object({ devanagari: z.string(), transliteration: z.string(), dailyCount: z.number().int() }).nullable(),
      }),
      )
      .describe('The customary remedies, when something of the dosha remains (empty otherwise); reported as practice gives them, not graded'),
  })
  .meta({ id: 'ManglikAnalysis' });

const SpanSchema = z.object({ start: z.string().describe('ISO 8601 UTC instant'), end: z.string() });

const SadeSatiCycleSchema = SpanSchema.extend({
  phases: z.array(
    SpanSchema.extend({
      id: z.string(),
      name: z.string(),
      sign: z.string().describe('The sign Saturn passes in this phase'),
      intervals: z.array(SpanSchema).describe('Saturn\'s stays in the sign (more than one after a retrograde loop)'),
    }),
  ),
}).meta({ id: 'SadeSatiCycle' });

const DhaiyaPeriodSchema = SpanSchema.extend({ id: z.string(), name: z.string(), sign: z.string(), intervals: z.array(SpanSchema) }).meta({ id: 'DhaiyaPeriod' });

const DoshaHeaderSchema = { name: z.string(), explanation: z.string(), source: z.string() };

const KaalSarpSchema = z
  .object({
    ...DoshaHeaderSchema,
    present: z.boolean().describe('Full or partial under the definition applied'),
    status: NamedSchema.describe('full, partial or none'),
    type: NamedSchema.nullable().describe('Named by the house of Rahu from the lagna; null when absent'),
    direction: ExplainedSchema.extend({ leadingNode: z.string() }).describe('The half of the axis holding the grahas'),
    rahuHouse: z.number().int(),
    ketuHouse: z.number().int(),
    breakers: z.array(NamedSchema).describe('Grahas outside that half'),
    partialDefinition: NamedSchema.extend({ explanation: z.string() }).describe('The definition of a partial kaal sarp applied'),
    definitions: z.array(NamedSchema.extend({ holds: z.boolean() })).describe('Every recorded definition of a partial kaal sarp, checked'),
  })
  .meta({ id: 'KaalSarp' });

const SadeSatiSchema = z
  .object({
    ...DoshaHeaderSchema,
    moonSign: z.string(),
    saturnSign: z.string().describe('Saturn\'s sidereal sign at the moment the report is for'),
    saturnHouseFromMoon: z.number().int(),
    asOf: z.string().describe('The moment the report is for: now'),
    active: z.boolean().describe('A cycle runs now (also inside a retrograde loop between two phases)'),
    phase: ExplainedSchema.omit({ source: true }).nullable().describe('The phase running now'),
    current: SadeSatiCycleSchema.nullable(),
    previous: SadeSatiCycleSchema.nullable(),
    next: SadeSatiCycleSchema.nullable(),
    lifetime: z.array(SpanSchema.extend({ phases: z.array(SpanSchema.extend({ id: z.string(), name: z.string() })) })).describe('Every cycle of the 100 years from the birth'),
    dhaiya: z.object({
      running: ExplainedSchema.omit({ source: true }).nullable().describe('Saturn in the 4th or 8th from the Moon now'),
      current: DhaiyaPeriodSchema.nullable(),
      previous: DhaiyaPeriodSchema.nullable(),
      next: DhaiyaPeriodSchema.nullable(),
      lifetime: z.array(DhaiyaPeriodSchema),
    }),
  })
  .meta({ id: 'SadeSati' });

const PitraSchema = z
  .object({
    ...DoshaHeaderSchema,
    present: z.boolean(),
    rules: z.array(ExplainedSchema.extend({ fired: z.boolean(), grahas: z.array(NamedSchema) })).describe('Every rule, checked'),
  })
  .meta({ id: 'PitraDosha' });

export const OtherDoshasSchema = z.object({ kaalSarp: KaalSarpSchema, sadeSati: SadeSatiSchema, pitra: PitraSchema }).meta({ id: 'Doshas' });

// ── Presenters: the manglik analysis ────────────────────────────────────────────────────────────────────────

type Explained = Text & { readonly id: string; readonly explanation: Text };

function explained(record: Explained, lang: Lang) {
  return { id: record.id, name: named(record, lang), explanation: named(record.explanation, lang) };
}

function levelOf(id: string, lang: Lang) {
  return { id, name: named(byId(MANGLIK_LEVELS, id), lang) };
}

function readingOf(result: ManglikResult): ManglikReadingId {
  if (!result.manglik) return 'not-manglik';
  return result.cancellation === 'none' ? 'manglik' : result.cancellation === 'full' ? 'cancelled' : 'partly-cancelled';
}

/** A chart's manglik analysis in the request's language. */
export function manglikAnalysis(result: ManglikResult, lang: Lang) {
  const houseSet = byId(MANGLIK_HOUSE_SETS, result.houseSet);
  return {
    isManglik: result.manglik,
    effective: result.effective,
    reading: explained(byId(MANGLIK_READINGS, readingOf(result)), lang),
    cancellation: result.cancellation,
    mars: { sign: signName(result.marsSign, lang), signNumber: result.marsSign, house: result.maleficHouses.mars },
    houseSet: { ...explained(houseSet, lang), source: citation(houseSet.source, MANGLIK_SOURCES), houses: [...result.houses] },
    references: result.references.map((reference) => ({
      ...explained(byId(MANGLIK_REFERENCES, reference.reference), lang),
      sign: signName(reference.sign, lang),
      marsHouse: reference.marsHouse,
      doshaHouse: reference.doshaHouse,
      weight: reference.weight,
      houseWeightPercent: reference.houseWeightPercent,
      cancelledBy: [...reference.cancelledBy],
      remainingFactor: reference.residualFactor,
    })),
    strength: {
      score: result.strength.score,
      level: levelOf(result.strength.level, lang),
      scoreAfterCancellations: result.strength.residualScore,
      levelAfterCancellations: levelOf(result.strength.residualLevel, lang),
      marsDignity: named(DIGNITY_WORDS[result.strength.marsDignity], lang),
      dignityFactorPercent: result.strength.dignityFactorPercent,
    },
    cancellations: result.cancellations.map((check) => {
      const rule = byId(MANGLIK_CANCELLATIONS, check.id);
      return {
        ...explained(rule, lang),
        source: citation(rule.source, MANGLIK_SOURCES),
        scope: check.scope,
        effect: check.effect,
        status: check.status,
        conditionHolds: check.conditionHolds,
        references: [...check.references],
        facts: { ...check.facts },
      };
    }),
    ageNote: result.ageNote && {
      ...result.ageNote,
      note: named(MANGLIK_AGE_WANING.explanation, lang),
      source: citation(MANGLIK_AGE_WANING.source, MANGLIK_SOURCES),
    },
    remedies: (result.effective ? MANGLIK_REMEDIES : []).map((remedy) => ({
      ...explained(remedy, lang),
      source: citation(remedy.source, MANGLIK_SOURCES),
      kind: remedy.kind,
      mantra: remedy.id === 'mangal-beej-mantra' ? { devanagari: MANGAL_BEEJ_MANTRA.devanagari, transliteration: MANGAL_BEEJ_MANTRA.transliteration, dailyCount: MANGAL_BEEJ_MANTRA.dailyCount } : null,
    })),
  };
}

// ── Kaal sarp, sade sati, pitra ─────────────────────────────────────────────────────────────────────────────

function header(id: DoshaId, lang: Lang) {
  const record = byId(DOSHAS, id);
  return { name: named(record, lang), explanation: named(record.explanation, lang), source: citation(record.source, DOSHA_SOURCES) };
}

const grahaNamed = (id: GrahaId, lang: Lang) => ({ id, name: named(grahaById(id), lang) });
const span = ({ start, end }: TimeSpan) => ({ start: toIsoUtc(start), end: toIsoUtc(end) });

function kaalSarpOf(result: KaalSarpResult, lang: Lang) {
  const direction = byId(KAAL_SARP_DIRECTIONS, result.direction);
  const definition = byId(KAAL_SARP_PARTIAL_DEFINITIONS, result.partialDefinition);
  const type = result.type === null ? null : byId(KAAL_SARP_TYPES, result.type);
  return {
    ...header('kaal-sarp', lang),
    present: result.present,
    status: { id: result.status, name: named(byId(KAAL_SARP_STATUSES, result.status), lang) },
    type: type && { id: type.id, name: named(type, lang) },
    direction: { ...explained(direction, lang), source: citation(direction.source, DOSHA_SOURCES), leadingNode: result.leadingNode },
    rahuHouse: result.rahuHouse,
    ketuHouse: result.ketuHouse,
    breakers: result.breakers.map((graha) => grahaNamed(graha, lang)),
    partialDefinition: explained(definition, lang),
    definitions: result.definitions.map((check) => ({ id: check.id, name: named(byId(KAAL_SARP_PARTIAL_DEFINITIONS, check.id), lang), holds: check.holds })),
  };
}

function cycleOf(cycle: SadeSatiCycle | null, lang: Lang) {
  return (
    cycle && {
      ...span(cycle),
      phases: cycle.phases.map((phase) => ({
        ...span(phase),
        id: phase.phase,
        name: named(byId(SADE_SATI_PHASES, phase.phase), lang),
        sign: signName(phase.sign, lang),
        intervals: phase.intervals.map(span),
      })),
    }
  );
}

function dhaiyaOf(period: DhaiyaPeriod | null, lang: Lang) {
  return period && { ...span(period), id: period.kind, name: named(byId(DHAIYA_KINDS, period.kind), lang), sign: signName(period.sign, lang), intervals: period.intervals.map(span) };
}

function sadeSatiOf(result: SadeSatiResult, lang: Lang) {
  return {
    ...header('sade-sati', lang),
    moonSign: signName(result.moonSign, lang),
    saturnSign: signName(result.saturnSign, lang),
    saturnHouseFromMoon: result.saturnHouseFromMoon,
    asOf: toIsoUtc(result.now),
    active: result.current !== null,
    phase: result.phase && explained(byId(SADE_SATI_PHASES, result.phase), lang),
    current: cycleOf(result.current, lang),
    previous: cycleOf(result.previous, lang),
    next: cycleOf(result.next, lang),
    lifetime: result.lifetime.map((cycle) => ({
      ...span(cycle),
      phases: cycle.phases.map((phase) => ({ ...span(phase), id: phase.phase, name: named(byId(SADE_SATI_PHASES, phase.phase), lang) })),
    })),
    dhaiya: {
      running: result.dhaiya.kind && explained(byId(DHAIYA_KINDS, result.dhaiya.kind), lang),
      current: dhaiyaOf(result.dhaiya.current, lang),
      previous: dhaiyaOf(result.dhaiya.previous, lang),
      next: dhaiyaOf(result.dhaiya.next, lang),
      lifetime: result.dhaiya.lifetime.map((period) => dhaiyaOf(period, lang)!),
    },
  };
}

function pitraOf(result: PitraDoshaResult, lang: Lang) {
  return {
    ...header('pitra', lang),
    present: result.present,
    rules: result.rules.map((check) => {
      const rule = byId(PITRA_RULES, check.id);
      return { ...explained(rule, lang), source: citation(rule.source, DOSHA_SOURCES), fired: check.fired, grahas: check.grahas.map((graha) => grahaNamed(graha, lang)) };
    }),
  };
}

/** Kaal sarp, sade sati and pitra dosha of a chart in the request's language. */
export function otherDoshas(report: DoshaReport, lang: Lang) {
  return { kaalSarp: kaalSarpOf(report.kaalSarp, lang), sadeSati: sadeSatiOf(report.sadeSati, lang), pitra: pitraOf(report.pitra, lang) };
}
