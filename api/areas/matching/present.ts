/**
 * Matching responses, all from one match report: each partner's Moon, the Ashtakoot kootas with the exceptions
 * and conventions, the ten poruthams, the manglik analysis of both with the pair verdict, the headline score,
 * the percentage with its composition, and the overall verdict. Names and texts in the request's language; a
 * rule's `source` is a citation, spelled out and the same in every language.
 */
import type { AshtakootResult, ConventionReport, KootaScore, MoonPlacementForMatching } from '../../../astro/matching/ashtakoot.ts';
import type { ExceptionsResult } from '../../../astro/matching/exceptions.ts';
import type { MatchDoshas } from '../../../astro/reports/match-report.ts';
import {
  GANA_CONVENTIONS,
  GANAS,
  KOOTAS,
  NADIS,
  TARA_CONVENTIONS,
  TARAS,
  VARNA_CONVENTIONS,
  VARNAS,
  VASHYA_CONVENTIONS,
  VASHYAS,
  YONI_CONVENTIONS,
  YONI_SEXES,
  YONIS,
} from '../../../data/ashtakoot.ts';
import { DOSHA_KOOTAS, EXCEPTION_RULES, EXCEPTION_SETS } from '../../../data/matching-exceptions.ts';
import type { PoruthamFactor, PoruthamResult } from '../../../astro/matching/porutham.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { MANGLIK_PAIR_VERDICTS, MANGLIK_SOURCES } from '../../../data/manglik.ts';
import {
  gunaGradeOf,
  LORD_RELATION_WORDS,
  MATCH_SYSTEMS,
  type MatchSystemId,
  OVERALL_REASONS,
  OVERALL_VERDICTS,
  type OverallVerdictId,
} from '../../../data/matching.ts';
import { nakshatraById, nakshatraByNumber, type Yoni } from '../../../data/nakshatras.ts';
import { PORUTHAM_COUNT, PORUTHAM_GRADES, PORUTHAM_RULE_SETS, PORUTHAM_VERDICTS, PORUTHAMS, RAJJUS } from '../../../data/porutham.ts';
import { signByNumber } from '../../../data/signs.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { manglikAnalysis, otherDoshas } from '../../shared/doshas.ts';
import { citation, degreeText, fillText } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import type { ResolvedPair } from '../../shared/pair.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { CoupleMatch } from './operations.ts';

type Role = 'bride' | 'groom';

/** The doshas that turn a passing score into `caution` when they stand uncancelled (data/matching.ts). */
const SERIOUS_DOSHAS: ReadonlySet<string> = new Set(['nadi', 'bhakoot']);

/** Percentages are given to one decimal. */
const percent = (points: number, max: number) => Math.round((points / max) * 1000) / 10;

/** One partner's side of a factor: what it is, and the count or relation that scored it. */
interface PartyAttribute {
  id: string;
  name: string;
  countFromOther: number | null;
  relationToOther: string | null;
  sex: string | null;
}

function attribute(record: { readonly id: string; readonly en: string; readonly hi: string }, lang: Lang, extra: Partial<PartyAttribute> = {}): PartyAttribute {
  return { id: record.id, name: named(record, lang), countFromOther: null, relationToOther: null, sex: null, ...extra };
}

function starAttribute(nakshatra: number, lang: Lang, countFromOther: number | null = null): PartyAttribute {
  return attribute(nakshatraByNumber(nakshatra)!, lang, { countFromOther });
}

function signAttribute(sign: number, lang: Lang, countFromOther: number | null = null): PartyAttribute {
  return attribute(signByNumber(sign)!, lang, { countFromOther });
}

function lordAttribute(lord: GrahaId, viewOfOther: keyof typeof LORD_RELATION_WORDS, lang: Lang): PartyAttribute {
  return attribute(grahaById(lord), lang, { relationToOther: named(LORD_RELATION_WORDS[viewOfOther], lang) });
}

function partnerOf(pair: ResolvedPair, role: Role, moon: MoonPlacementForMatching, lang: Lang) {
  const birth = pair[role];
  const sign = signByNumber(moon.sign)!;
  const star = nakshatraByNumber(moon.nakshatra)!;
  return {
    name: birth.name,
    birthDetails: birthDetailsOf(birth),
    settings: settingsOf(birth.input, { zone: birth.zone, source: birth.zoneSource }),
    moon: {
      longitude: moon.moonLongitude,
      degree: degreeText(moon.degreeInSign),
      rashi: named(sign, lang),
      rashiNumber: moon.sign,
      rashiLord: named(grahaById(sign.lord), lang),
      nakshatra: named(star, lang),
      nakshatraNumber: moon.nakshatra,
      nakshatraLord: named(grahaById(star.lord), lang),
      pada: moon.pada,
    },
  };
}

/** How one koota or porutham reads a partner. */
type PartyReading<F> = (factor: F, role: Role, lang: Lang) => PartyAttribute;

/** The head of a koota's or porutham's row: its name and each partner's reading of it. */
function partiesOf<F>(record: Parameters<typeof named>[0], factor: F, reading: PartyReading<F>, lang: Lang) {
  return { name: named(record, lang), bride: reading(factor, 'bride', lang), groom: reading(factor, 'groom', lang) };
}

// ── Ashtakoot ───────────────────────────────────────────────────────────────────────────────────────────────

type Kootas = AshtakootResult['kootas'];

/** Each koota's attributes, as the koota reads them. */
const KOOTA_ATTRIBUTES: { [K in keyof Kootas]: PartyReading<Kootas[K]> } = {
  varna: (k, role, lang) => attribute(byId(VARNAS, k[role]), lang),
  vashya: (k, role, lang) => attribute(byId(VASHYAS, k[role]), lang),
  tara: (k, role, lang) => attribute(byId(TARAS, k[role].taraId), lang, { countFromOther: k[role].countFromOther }),
  yoni: (k, role, lang) => yoniAttribute(k[role], lang),
  grahaMaitri: (k, role, lang) => lordAttribute(k[role].lord, k[role].viewOfOther, lang),
  gana: (k, role, lang) => attribute(byId(GANAS, k[role]), lang),
  bhakoot: (k, role, lang) => signAttribute(k[role].sign, lang, k[role].countFromOther),
  nadi: (k, role, lang) => attribute(byId(NADIS, k[role]), lang),
};

const CONVENTION_NAMES = {
  varna: VARNA_CONVENTIONS, vashya: VASHYA_CONVENTIONS, tara: TARA_CONVENTIONS, yoni: YONI_CONVENTIONS, gana: GANA_CONVENTIONS,
} as const;

function ashtakootOf(result: AshtakootResult, exceptions: ExceptionsResult, lang: Lang) {
  const kootas = KOOTAS.map((record) => {
    const koota = result.kootas[record.id] as KootaScore<never>;
    return {
      koota: record.id,
      ...partiesOf(record, koota, KOOTA_ATTRIBUTES[record.id] as PartyReading<KootaScore<never>>, lang),
      points: exceptions.kootas[record.id],
      pointsBeforeExceptions: koota.points,
      maxPoints: koota.maxPoints,
      meaning: named(record.meaning, lang),
    };
  });
  const set = byId(EXCEPTION_SETS, exceptions.set);
  const grade = gunaGradeOf(exceptions.total);
  return {
    kootas,
    total: exceptions.total,
    totalBeforeExceptions: exceptions.totalBefore,
    maxTotal: result.maxTotal,
    percentage: percent(exceptions.total, result.maxTotal),
    grade: { id: grade.id, name: named(grade, lang), description: named(grade.description, lang) },
    doshas: exceptions.doshas.map((dosha) => ({
      id: `${dosha.koota}-dosha`,
      name: named(DOSHA_KOOTAS.find((record) => record.koota === dosha.koota)!, lang),
      koota: dosha.koota,
      cancelled: dosha.cancelled,
      cancelledBy: [...dosha.cancelledBy],
    })),
    exceptions: {
      set: { id: set.id, name: named(set, lang), description: named(set.description, lang) },
      rules: exceptions.rules.map((outcome) => {
        const rule = byId(EXCEPTION_RULES, outcome.rule);
        return {
          id: rule.id,
          name: named(rule, lang),
          kootas: [...outcome.kootas],
          fired: outcome.fired,
          changes: outcome.changes.map(({ koota, pointsBefore, pointsAfter }) => ({ koota, pointsBefore, pointsAfter })),
          explanation: named(rule.explanation, lang),
          source: rule.sources.join('; '),
        };
      }),
    },
    conventions: (Object.keys(CONVENTION_NAMES) as (keyof typeof CONVENTION_NAMES)[]).map((koota) => {
      const report = result.conventions[koota] as ConventionReport<string>;
      const names = CONVENTION_NAMES[koota] as readonly { id: string; en: string; hi: string }[];
      return {
        koota,
        applied: { id: report.applied, name: named(byId(names, report.applied), lang) },
        alternatives: names.filter((c) => c.id !== report.applied).map((c) => ({ id: c.id, name: named(c, lang), points: report.points[c.id]! })),
      };
    }),
  };
}

// ── Dashakoot (porutham) ────────────────────────────────────────────────────────────────────────────────────

type Factors = PoruthamResult['factors'];

/** Each porutham's attributes, as the factor reads them. */
const PORUTHAM_ATTRIBUTES: { [K in keyof Factors]: PartyReading<Factors[K]> } = {
  dina: (f, role, lang) => starAttribute(f[role].nakshatra, lang, f[role].countFromOther),
  gana: (f, role, lang) => attribute(byId(GANAS, f[role]), lang),
  mahendra: (f, role, lang) => starAttribute(f[role].nakshatra, lang, f[role].countFromOther),
  streeDeergha: (f, role, lang) => starAttribute(f[role].nakshatra, lang, f[role].countFromOther),
  yoni: (f, role, lang) => yoniAttribute(f[role], lang),
  rasi: (f, role, lang) => signAttribute(f[role].sign, lang, f[role].countFromOther),
  rasiAdhipati: (f, role, lang) => lordAttribute(f[role].lord, f[role].viewOfOther, lang),
  vasya: (f, role, lang) => signAttribute(f[role].sign, lang),
  rajju: (f, role, lang) => attribute(byId(RAJJUS, f[role]), lang),
  vedha: (f, role, lang) => attribute(nakshatraById(f[role].nakshatraId), lang),
};

function yoniAttribute(yoni: Yoni, lang: Lang): PartyAttribute {
  return attribute(byId(YONIS, yoni.animal), lang, { sex: named(byId(YONI_SEXES, yoni.sex), lang) });
}

function dashakootOf(result: PoruthamResult, lang: Lang) {
  const factors = PORUTHAMS.map((record) => {
    const factor = result.factors[record.id] as PoruthamFactor<never>;
    return {
      porutham: record.id,
      ...partiesOf(record, factor, PORUTHAM_ATTRIBUTES[record.id] as PartyReading<PoruthamFactor<never>>, lang),
      grade: { id: factor.grade, name: named(byId(PORUTHAM_GRADES, factor.grade), lang) },
      agrees: factor.agrees,
      essential: factor.essential,
      meaning: named(record.meaning, lang),
    };
  });
  const verdict = byId(PORUTHAM_VERDICTS, result.verdict);
  return {
    rules: { id: result.rules, name: named(byId(PORUTHAM_RULE_SETS, result.rules), lang) },
    factors,
    agreeingCount: result.agreeingCount,
    maxCount: result.maxCount,
    percentage: percent(result.agreeingCount, PORUTHAM_COUNT),
    failedEssentials: [...result.failedEssentials],
    verdict: { id: verdict.id, name: named(verdict, lang), description: named(verdict.description, lang) },
  };
}

// ── The three responses ─────────────────────────────────────────────────────────────────────────────────────

/** The frame both charts share and the matching options, as computed. */
function settingsOfMatch({ pair, report, body }: CoupleMatch) {
  const { ayanamsha, node, positions } = settingsOf(pair.bride.input, { zone: pair.bride.zone, source: pair.bride.zoneSource });
  return {
    ayanamsha,
    node,
    positions,
    system: body.system,
    exceptions: body.exceptions,
    kootaTables: report.ashtakoot.tables,
    poruthamRules: report.porutham.rules,
  };
}

function partners({ pair, report, body }: CoupleMatch) {
  return {
    settings: settingsOfMatch({ pair, report, body }),
    bride: partnerOf(pair, 'bride', report.bride.moon, body.lang),
    groom: partnerOf(pair, 'groom', report.groom.moon, body.lang),
  };
}

/** The headline score: the points of the requested system, its maximum and the percentage. */
function scoreOf(system: MatchSystemId, ashtakoot: ReturnType<typeof ashtakootOf>, dashakoot: ReturnType<typeof dashakootOf>, lang: Lang) {
  const name = { id: system, name: named(byId(MATCH_SYSTEMS, system), lang) };
  return system === 'ashtakoot'
    ? { system: name, points: ashtakoot.total, maxPoints: ashtakoot.maxTotal, percentage: ashtakoot.percentage }
    : { system: name, points: dashakoot.agreeingCount, maxPoints: dashakoot.maxCount, percentage: dashakoot.percentage };
}

function systems(match: CoupleMatch) {
  const { report, body } = match;
  const ashtakoot = ashtakootOf(report.ashtakoot, report.exceptions, body.lang);
  const dashakoot = dashakootOf(report.porutham, body.lang);
  return { score: scoreOf(body.system, ashtakoot, dashakoot, body.lang), ashtakoot, dashakoot };
}

/** POST /match/kundali: both Moons, the headline score, the eight kootas and the ten poruthams. */
export function kundaliMatchResponse(match: CoupleMatch) {
  return { ...partners(match), ...systems(match) };
}


/** The overall verdict and the lines that decided it (data/matching.ts `OVERALL_VERDICTS`). */
function overallOf(match: CoupleMatch, scored: ReturnType<typeof systems>, doshas: MatchDoshas) {
  const { body } = match;
  const lang = body.lang;
  const reasons: string[] = [];
  let verdict: OverallVerdictId = 'recommended';
  const { score, ashtakoot, dashakoot } = scored;
  if (body.system === 'ashtakoot' && gunaGradeOf(ashtakoot.total).id === 'not-recommended') {
    verdict = 'not-recommended';
    reasons.push(named(OVERALL_REASONS.gunasBelowThreshold, lang));
  }
  if (body.system === 'dashakoot' && dashakoot.failedEssentials.length > 0) {
    verdict = 'not-recommended';
    for (const id of dashakoot.failedEssentials) reasons.push(fillText(named(OVERALL_REASONS.essentialPoruthamFails, lang), { name: named(byId(PORUTHAMS, id), lang) }));
  }
  if (verdict === 'recommended') reasons.push(fillText(named(OVERALL_REASONS.scorePasses, lang), { name: score.system.name, points: score.points, max: score.maxPoints }));
  for (const dosha of ashtakoot.doshas) {
    if (dosha.cancelled || !SERIOUS_DOSHAS.has(dosha.koota)) continue;
    if (verdict === 'recommended') verdict = 'caution';
    reasons.push(fillText(named(OVERALL_REASONS.doshaStands, lang), { name: dosha.name }));
  }
  const manglikVerdict = byId(MANGLIK_PAIR_VERDICTS, doshas.manglikPair.verdict);
  if (manglikVerdict.id === 'one-manglik') {
    if (verdict === 'recommended') verdict = 'caution';
    reasons.push(named(OVERALL_REASONS.oneManglik, lang));
  } else {
    reasons.push(fillText(named(OVERALL_REASONS.manglikCancels, lang), { name: named(manglikVerdict, lang) }));
  }
  const record = byId(OVERALL_VERDICTS, verdict);
  return { percentage: score.percentage, verdict: { id: record.id, name: named(record, lang), description: named(record.description, lang) }, reasons };
}

/** POST /compatibility/match: the kundali milan report (a match computed with its doshas). */
export function compatibilityResponse(match: CoupleMatch) {
  const { body } = match;
  const doshas = match.report.doshas!;
  const lang = body.lang;
  const scored = systems(match);
  const pair = doshas.manglikPair;
  const pairVerdict = byId(MANGLIK_PAIR_VERDICTS, pair.verdict);
  const side = (role: Role) => ({ balancingGrahas: [...pair[role].balancingGrahas], sameHouseAsOtherMars: [...pair[role].sameHouseAsOtherMars] });
  return {
    ...partners(match),
    ...scored,
    manglik: {
      bride: manglikAnalysis(doshas.bride.manglik, lang),
      groom: manglikAnalysis(doshas.groom.manglik, lang),
      pair: {
        verdict: { id: pairVerdict.id, name: named(pairVerdict, lang), explanation: named(pairVerdict.explanation, lang), source: citation(pairVerdict.source, MANGLIK_SOURCES) },
        scoreDifference: pair.scoreDifference,
        bride: side('bride'),
        groom: side('groom'),
      },
    },
    doshas: { bride: otherDoshas(doshas.bride, lang), groom: otherDoshas(doshas.groom, lang) },
    overall: overallOf(match, scored, doshas),
  };
}

/** POST /astrology/match_percentage: the percentage of the requested system and the share of each factor. */
export function matchPercentageResponse(match: CoupleMatch) {
  const { pair, body } = match;
  const { score, ashtakoot, dashakoot } = systems(match);
  const composition =
    body.system === 'ashtakoot'
      ? ashtakoot.kootas.map((k) => ({ id: k.koota, name: k.name, points: k.points, maxPoints: k.maxPoints, percentagePoints: percent(k.points, ashtakoot.maxTotal) }))
      : dashakoot.factors.map((f) => ({ id: f.porutham, name: f.name, points: f.agrees ? 1 : 0, maxPoints: 1, percentagePoints: f.agrees ? percent(1, PORUTHAM_COUNT) : 0 }));
  const grade = body.system === 'ashtakoot' ? ashtakoot.grade : dashakoot.verdict;
  return {
    settings: settingsOfMatch(match),
    bride: { name: pair.bride.name },
    groom: { name: pair.groom.name },
    system: score.system,
    percentage: score.percentage,
    points: score.points,
    maxPoints: score.maxPoints,
    composition,
    grade,
  };
}
