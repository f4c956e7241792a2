/**
 * Dosha responses: the manglik analysis (one component, reused by the matching responses) with every name,
 * explanation and remedy in the request's language. A rule's `source` is a bibliographic reference and stays
 * as written in every language.
 */
import type { ManglikResult } from '../../../astro/doshas/manglik.ts';
import {
  MANGAL_BEEJ_MANTRA,
  MANGLIK_AGE_WANING,
  MANGLIK_CANCELLATIONS,
  MANGLIK_HOUSE_SETS,
  MANGLIK_LEVELS,
  MANGLIK_READINGS,
  MANGLIK_REFERENCES,
  MANGLIK_REMEDIES,
  type ManglikReadingId,
} from '../../../data/manglik.ts';
import { signByNumber } from '../../../data/signs.ts';
import { DIGNITY_WORDS, inLanguage } from '../../../data/words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { BirthDoshas } from './operations.ts';

type Explained = { readonly id: string; readonly en: string; readonly hi: string; readonly explanationEn: string; readonly explanationHi: string };

function explained(record: Explained, lang: Lang) {
  return { id: record.id, name: named(record, lang), explanation: lang === 'hi' ? record.explanationHi : record.explanationEn };
}

function byId<T extends { readonly id: string }>(records: readonly T[], id: string): T {
  return records.find((record) => record.id === id)!;
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
    houseSet: { ...explained(houseSet, lang), source: houseSet.source, houses: [...result.houses] },
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
        source: rule.source,
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
      source: MANGLIK_AGE_WANING.source,
    },
    remedies: (result.effective ? MANGLIK_REMEDIES : []).map((remedy) => ({
      ...explained(remedy, lang),
      source: remedy.source,
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
