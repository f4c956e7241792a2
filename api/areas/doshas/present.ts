/**
 * Dosha responses: the manglik analysis and the other doshas (components the compatibility report reuses) with
 * every name, explanation and remedy in the request's language; instants in ISO 8601 UTC. A rule's `source` is a
 * citation, spelled out from the data file's abbreviations and the same in every language.
 */
import type { KaalSarpResult } from '../../../astro/doshas/kaal-sarp.ts';
import type { ManglikResult } from '../../../astro/doshas/manglik.ts';
import type { PitraDoshaResult } from '../../../astro/doshas/pitra.ts';
import type { DhaiyaPeriod, SadeSatiCycle, SadeSatiResult, TimeSpan } from '../../../astro/doshas/sade-sati.ts';
import type { DoshaReport } from '../../../astro/reports/dosha-report.ts';
import { toIsoUtc } from '../../../astro/time.ts';
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
} from '../../../data/doshas.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
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
  type ManglikReadingId,
} from '../../../data/manglik.ts';
import { signByNumber } from '../../../data/signs.ts';
import { DIGNITY_WORDS, inLanguage } from '../../../data/words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { citation } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { BirthDoshas } from './operations.ts';

type Explained = { readonly id: string; readonly en: string; readonly hi: string; readonly explanationEn: string; readonly explanationHi: string };

function explained(record: Explained, lang: Lang) {
  return { id: record.id, name: named(record, lang), explanation: lang === 'hi' ? record.explanationHi : record.explanationEn };
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
    mars: { sign: named(signByNumber(result.marsSign)!, lang), signNumber: result.marsSign, house: result.maleficHouses.mars },
    houseSet: { ...explained(houseSet, lang), source: citation(houseSet.source, MANGLIK_SOURCES), houses: [...result.houses] },
    references: result.references.map((reference) => ({
      ...explained(byId(MANGLIK_REFERENCES, reference.reference), lang),
      sign: named(signByNumber(reference.sign)!, lang),
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
      marsDignity: inLanguage(DIGNITY_WORDS[result.strength.marsDignity], lang),
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
      note: lang === 'hi' ? MANGLIK_AGE_WANING.explanationHi : MANGLIK_AGE_WANING.explanationEn,
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

export function manglikResponse({ birth, report }: BirthDoshas, lang: Lang) {
  return {
    birthDetails: birthDetailsOf(birth),
    settings: settingsOf(birth.input, { zone: birth.zone, source: birth.zoneSource }),
    manglik: manglikAnalysis(report.manglik, lang),
  };
}

// ── Kaal sarp, sade sati, pitra ─────────────────────────────────────────────────────────────────────────────

function header(id: DoshaId, lang: Lang) {
  const record = byId(DOSHAS, id);
  return { name: named(record, lang), explanation: lang === 'hi' ? record.explanationHi : record.explanationEn, source: citation(record.source, DOSHA_SOURCES) };
}

const grahaNamed = (id: GrahaId, lang: Lang) => ({ id, name: named(grahaById(id), lang) });
const signName = (sign: number, lang: Lang) => named(signByNumber(sign)!, lang);
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

export function doshasResponse({ birth, report }: BirthDoshas, lang: Lang) {
  return { ...manglikResponse({ birth, report }, lang), ...otherDoshas(report, lang) };
}
