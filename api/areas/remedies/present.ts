/**
 * Remedy responses: each graha's and each dosha's remedies with the rules that called for them and the chart
 * facts those rules read, and every mantra with its Devanagari, transliteration, counts, timing and source.
 * Descriptions are written from data/remedies.ts `REMEDY_SENTENCES` in the request's language; mantra texts are
 * the same in every language; sources are spelled out from the data files' abbreviations.
 */
import type { GrahaRemedy, MantraPrescription, MantraSuggestion, RuleFinding } from '../../../astro/recommendations/remedies.ts';
import { deityMantraPrescription } from '../../../astro/recommendations/remedies.ts';
import { toIsoUtc } from '../../../astro/time.ts';
import { grahaById, type GrahaId, isGrahaId } from '../../../data/grahas.ts';
import { MANGLIK_REMEDIES, MANGLIK_SOURCES } from '../../../data/manglik.ts';
import {
  DAY_PART_WORDS,
  DEITY_MANTRAS,
  deityMantra,
  type DeityId,
  GRAHA_MANTRA_KINDS,
  type GrahaMantraKind,
  grahaMantraText,
  grahaTiming,
  japaCount,
  JAPA_CONVENTIONS,
  type JapaConventionId,
  MALA_COUNT,
  grahaMantraName,
  MANTRA_SOURCES,
  type MantraId,
  OWN_HORA_WORDS,
} from '../../../data/mantras.ts';
import {
  AFFLICTION_RULES,
  DASHA_LORD_RULE,
  DOSHA_REMEDIES,
  DOSHA_REMEDY_RULES,
  grahaRemedyDetails,
  REMEDY_KINDS,
  REMEDY_SENTENCES,
  REMEDY_SOURCES,
  type RemedyKindId,
} from '../../../data/remedies.ts';
import { varaByIndex } from '../../../data/varas.ts';
import { OR_WORD } from '../../../data/words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { citation, fillText } from '../../shared/format.ts';
import { byId, type Lang, named, type Text } from '../../shared/lang.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { BirthRemedies, MantraAnswer } from './operations.ts';

type Explained = Text & { readonly explanation: Text; readonly source: string };

const dayName = (weekday: number | null, lang: Lang) => (weekday === null ? null : named(varaByIndex(weekday as Parameters<typeof varaByIndex>[0]), lang));

const RULES: readonly (Explained & { readonly id: string })[] = [...AFFLICTION_RULES, ...DOSHA_REMEDY_RULES, DASHA_LORD_RULE];

/** A rule that called for remedies, with the chart facts it read. */
function reasonOf(finding: RuleFinding, lang: Lang) {
  const rule = byId(RULES, finding.rule);
  return { id: rule.id, name: named(rule, lang), explanation: named(rule.explanation, lang), source: citation(rule.source, REMEDY_SOURCES), facts: { ...finding.facts } };
}

/** A mantra's name and text: a graha's (`saturn-gayatri`) or a deity's (`shiva-mahamrityunjaya`). */
function mantraText(id: MantraId, lang: Lang) {
  const [graha, kind] = id.split('-') as [string, string];
  if (isGrahaId(graha) && (GRAHA_MANTRA_KINDS as readonly string[]).includes(kind)) {
    const text = grahaMantraText(graha, kind as GrahaMantraKind);
    return { name: grahaMantraName(graha, kind as GrahaMantraKind, lang), ...text, time: null as string | null };
  }
  const deity = DEITY_MANTRAS.find((record) => record.mantra.id === id)!;
  return { name: named(deity.mantra, lang), ...deity.mantra, time: deity.time === null ? null : named(deity.time, lang) };
}

/** When a graha's mantra is recited: the part of the day its sources name, and its own hora. */
function timeOf(prescription: MantraPrescription, fallback: string | null, lang: Lang): string | null {
  const parts = [prescription.dayPart && named(DAY_PART_WORDS[prescription.dayPart], lang), prescription.ownHora ? named(OWN_HORA_WORDS, lang) : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : fallback;
}

function mantraOf(prescription: MantraPrescription, lang: Lang) {
  const text = mantraText(prescription.id, lang);
  return {
    id: prescription.id,
    name: text.name,
    devanagari: text.devanagari,
    transliteration: text.transliteration,
    totalCount: prescription.totalCount,
    dailyCount: prescription.dailyCount,
    day: dayName(prescription.weekday, lang),
    time: timeOf(prescription, text.time, lang),
    source: citation(text.source, MANTRA_SOURCES),
  };
}

/** The prescription of a mantra a dosha remedy names: a graha's with its count and timing, or a deity's. */
function prescriptionOf(id: MantraId, convention: JapaConventionId): MantraPrescription {
  const [graha] = id.split('-') as [string];
  if (isGrahaId(graha)) {
    const timing = grahaTiming(graha);
    return { id, totalCount: japaCount(graha, convention), dailyCount: MALA_COUNT, weekday: timing.weekday, ownHora: timing.ownHora, dayPart: timing.dayPart };
  }
  const deity = DEITY_MANTRAS.find((record) => record.mantra.id === id)!;
  return deityMantraPrescription(deity.id);
}

/** The japa-count convention the graha mantras' totals follow, named and explained. */
function japaConventionOf(id: JapaConventionId, lang: Lang) {
  const convention = byId(JAPA_CONVENTIONS, id);
  return { id, name: named(convention, lang), explanation: named(convention.explanation, lang), source: citation(convention.source, MANTRA_SOURCES) };
}

function kindOf(id: RemedyKindId, lang: Lang) {
  const kind = byId(REMEDY_KINDS, id);
  return { id, name: named(kind, lang), explanation: named(kind.explanation, lang) };
}

function deityName(id: DeityId, lang: Lang): string {
  return named(deityMantra(id), lang);
}

/** One remedy of a graha, described. */
function grahaRemedyOf(remedy: GrahaRemedy, graha: GrahaId, lang: Lang) {
  const kind = byId(REMEDY_KINDS, remedy.kind);
  const base = { id: remedy.id, name: named(kind, lang), kind: kindOf(remedy.kind, lang), source: citation(kind.source, REMEDY_SOURCES) };
  switch (remedy.kind) {
    case 'mantra': {
      const mantras = remedy.mantras.map((id) =>
        mantraOf({ id, totalCount: remedy.totalCount, dailyCount: remedy.dailyCount, weekday: remedy.weekday, ownHora: remedy.ownHora, dayPart: remedy.dayPart }, lang),
      );
      const names = mantras.map((mantra) => mantra.name).join(` ${named(OR_WORD, lang)} `);
      return { ...base, description: fillText(named(REMEDY_SENTENCES.mantra, lang), { names, total: remedy.totalCount, daily: remedy.dailyCount }), day: dayName(remedy.weekday, lang), mantras };
    }
    case 'charity': {
      const details = grahaRemedyDetails(graha);
      return { ...base, description: fillText(named(REMEDY_SENTENCES.charity, lang), { items: named(details.charity, lang) }), day: dayName(remedy.weekday, lang), mantras: [] };
    }
    case 'fast':
      return { ...base, description: named(REMEDY_SENTENCES.fast, lang), day: dayName(remedy.weekday, lang), mantras: [] };
    case 'puja':
      return { ...base, description: fillText(named(REMEDY_SENTENCES.puja, lang), { deity: deityName(remedy.deity, lang) }), day: dayName(remedy.weekday, lang), mantras: [] };
    case 'rudraksha': {
      const sentence = remedy.alternatives.length > 0 ? REMEDY_SENTENCES.rudrakshaOr : REMEDY_SENTENCES.rudraksha;
      return { ...base, description: fillText(named(sentence, lang), { mukhi: remedy.mukhi, alternatives: remedy.alternatives.join(', ') }), day: null, mantras: [] };
    }
  }
}

/**
 * The kinds of the manglik remedies (data/manglik.ts) as the remedy kinds of data/remedies.ts: a ritual or a
 * worship is a puja.
 */
const MANGLIK_KINDS: Readonly<Record<(typeof MANGLIK_REMEDIES)[number]['kind'], RemedyKindId>> = {
  ritual: 'puja',
  worship: 'puja',
  mantra: 'mantra',
  fast: 'fast',
  charity: 'charity',
};

/** The mantras a manglik remedy recites. */
const MANGLIK_MANTRAS: Readonly<Partial<Record<(typeof MANGLIK_REMEDIES)[number]['id'], readonly MantraId[]>>> = {
  'mangal-beej-mantra': ['mars-beej'],
};

function doshaRemedyOf(id: string, convention: JapaConventionId, lang: Lang) {
  const manglik = MANGLIK_REMEDIES.find((record) => record.id === id);
  if (manglik) {
    return {
      id,
      name: named(manglik, lang),
      kind: kindOf(MANGLIK_KINDS[manglik.kind], lang),
      description: named(manglik.explanation, lang),
      day: null,
      source: citation(manglik.source, MANGLIK_SOURCES),
      mantras: (MANGLIK_MANTRAS[manglik.id] ?? []).map((mantra) => mantraOf(prescriptionOf(mantra, convention), lang)),
    };
  }
  const record = byId(DOSHA_REMEDIES, id);
  return {
    id,
    name: named(record, lang),
    kind: kindOf(record.kind, lang),
    description: named(record.explanation, lang),
    day: null,
    source: citation(record.source, REMEDY_SOURCES),
    mantras: record.mantras.map((mantra) => mantraOf(prescriptionOf(mantra, convention), lang)),
  };
}

function suggestionOf(suggestion: MantraSuggestion, lang: Lang) {
  const reasons = suggestion.findings.map((finding) => reasonOf(finding, lang));
  const mantras = suggestion.mantras.map((mantra) => mantraOf(mantra, lang));
  return suggestion.target === 'graha'
    ? { target: 'graha' as const, id: suggestion.graha, name: named(grahaById(suggestion.graha), lang), reasons, mantras }
    : { target: 'deity' as const, id: suggestion.deity, name: deityName(suggestion.deity, lang), reasons, mantras };
}

export function remedySuggestionsResponse({ birth, report }: BirthRemedies, lang: Lang) {
  const { remedies } = report;
  const planetName = (graha: GrahaId) => named(grahaById(graha), lang);
  return {
    birthDetails: birthDetailsOf(birth),
    settings: settingsOf(birth.input, { zone: birth.zone, source: birth.zoneSource }),
    japaConvention: japaConventionOf(remedies.convention, lang),
    asOf: toIsoUtc(birth.input.now),
    planets: remedies.grahas.map((entry) => ({
      planet: planetName(entry.graha),
      id: entry.graha,
      reasons: entry.findings.map((finding) => reasonOf(finding, lang)),
      remedies: entry.remedies.map((remedy) => grahaRemedyOf(remedy, entry.graha, lang)),
    })),
    doshas: remedies.doshas.map((entry) => {
      const rule = byId(DOSHA_REMEDY_RULES, entry.finding.rule);
      return {
        id: entry.dosha,
        name: named(rule, lang),
        reason: reasonOf(entry.finding, lang),
        planets: entry.grahas.map(planetName),
        remedies: entry.remedies.map((id) => doshaRemedyOf(id, remedies.convention, lang)),
      };
    }),
    mantras: report.mantras.flatMap((suggestion) => {
      const formatted = suggestionOf(suggestion, lang);
      return formatted.target === 'graha' ? [{ planet: formatted.name, id: formatted.id, reasons: formatted.reasons, mantras: formatted.mantras }] : [];
    }),
  };
}

export function mantraResponse(answer: MantraAnswer, lang: Lang) {
  return {
    target: answer.target,
    birthDetails: answer.birth && birthDetailsOf(answer.birth),
    japaConvention: japaConventionOf(answer.convention, lang),
    suggestions: answer.suggestions.map((suggestion) => suggestionOf(suggestion, lang)),
  };
}
