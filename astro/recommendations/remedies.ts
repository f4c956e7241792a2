/**
 * Remedy and mantra suggestions from a chart and its doshas. Pure: the chart's afflicted grahas (the rules of
 * data/remedies.ts `AFFLICTION_RULES`, on the conditions of astro/chart/dignity.ts) and the doshas present
 * (`DOSHA_REMEDY_RULES`, on the results of astro/doshas/) map to the remedies of data/remedies.ts and the
 * mantras of data/mantras.ts. Results carry ids and chart facts only; the words are in data/ (en and hi).
 *
 * Placements are sidereal (any ayanamsha), houses whole-sign from the lagna, house numbers 1–12, sign numbers
 * 1–12, weekdays 0 = Sunday … 6 = Saturday.
 */
import { GRAHA_IDS, type GrahaId, type WeekdayIndex } from '../../data/grahas.ts';
import {
  DASHA_LORD_RULE,
  DOSHA_REMEDY_RULES,
  REMEDY_KINDS,
  doshaRemedyIds,
  grahaRemedyDetails,
  grahaRemedyId,
  type AfflictionRuleId,
  type DoshaRemedyId,
  type DoshaRemedyRuleId,
  type GrahaRemedyId,
  type RemedyDoshaId,
  type RemedyKindId,
} from '../../data/remedies.ts';
import {
  DEFAULT_JAPA_CONVENTION,
  MALA_COUNT,
  deityMantra,
  grahaMantraId,
  grahaTiming,
  japaCount,
  type DeityId,
  type JapaConventionId,
  type JapaDayPart,
  type MantraId,
} from '../../data/mantras.ts';
import type { ManglikRemedyId } from '../../data/manglik.ts';
import { aspectsGraha } from '../chart/aspects.ts';
import { separationDeg } from '../angles.ts';
import { grahaConditions } from '../chart/dignity.ts';
import {
  DUSTHANA_HOUSES,
  KENDRA_HOUSES,
  TRIKONA_HOUSES,
  type HouseNumber,
  type Placements,
  grahaHouse,
  grahaSign,
  houseLord,
} from '../chart/placement.ts';
import type { DashaLevel } from '../dasha/types.ts';
import type { KaalSarpResult } from '../doshas/kaal-sarp.ts';
import type { ManglikResult } from '../doshas/manglik.ts';
import type { PitraDoshaResult } from '../doshas/pitra.ts';
import type { SadeSatiResult } from '../doshas/sade-sati.ts';

/** A chart fact: a value a rule read, named by what it is. */
export type FactValue = string | number | boolean | null | readonly (string | number)[];

/** One rule that holds, with the chart facts that made it hold. */
export interface RuleFinding {
  readonly rule: AfflictionRuleId | DoshaRemedyRuleId | typeof DASHA_LORD_RULE.id;
  readonly facts: Readonly<Record<string, FactValue>>;
}

/** The doshas of a chart as their modules report them; an absent one is not read. */
export interface RemedyDoshas {
  readonly manglik?: ManglikResult;
  readonly kaalSarp?: KaalSarpResult;
  /** Sade sati and dhaiya at the instant the result was computed for ("now"). */
  readonly sadeSati?: SadeSatiResult;
  readonly pitra?: PitraDoshaResult;
}

/** Input of `remedySuggestions`. */
export interface RemedyInput {
  /** Lagna and the nine grahas, sidereal (a `BirthChart` or any `Placements`). */
  readonly chart: Placements;
  readonly doshas?: RemedyDoshas;
  /** Japa count convention (default `DEFAULT_JAPA_CONVENTION`, 'almanac'). */
  readonly convention?: JapaConventionId;
}

/** One remedy of a graha; `because` lists the rule ids of the findings it answers. */
export type GrahaRemedy =
  | {
      readonly kind: 'mantra';
      readonly id: GrahaRemedyId;
      /** The graha's beej and gayatri mantras (data/mantras.ts). */
      readonly mantras: readonly MantraId[];
      readonly totalCount: number;
      readonly dailyCount: number;
      readonly weekday: WeekdayIndex;
      readonly ownHora: boolean;
      readonly dayPart: JapaDayPart | null;
      readonly because: readonly RuleFinding['rule'][];
    }
  | { readonly kind: 'charity'; readonly id: GrahaRemedyId; readonly weekday: WeekdayIndex; readonly because: readonly RuleFinding['rule'][] }
  | { readonly kind: 'fast'; readonly id: GrahaRemedyId; readonly weekday: WeekdayIndex; readonly because: readonly RuleFinding['rule'][] }
  | {
      readonly kind: 'puja';
      readonly id: GrahaRemedyId;
      readonly deity: DeityId;
      /** The deity's weekday, or null for any day. */
      readonly weekday: WeekdayIndex | null;
      readonly because: readonly RuleFinding['rule'][];
    }
  | {
      readonly kind: 'rudraksha';
      readonly id: GrahaRemedyId;
      readonly mukhi: number;
      readonly alternatives: readonly number[];
      readonly because: readonly RuleFinding['rule'][];
    };

/** The remedies of one graha that needs them. */
export interface GrahaRemedySuggestion {
  readonly graha: GrahaId;
  /** Why, in rule order (affliction rules, then dosha rules). */
  readonly findings: readonly RuleFinding[];
  /** One per kind, in the order of `REMEDY_KINDS`. */
  readonly remedies: readonly GrahaRemedy[];
}

/** The remedies of one dosha present. */
export interface DoshaRemedySuggestion {
  readonly dosha: RemedyDoshaId;
  readonly finding: RuleFinding;
  /** The grahas it calls remedies for (also listed among `grahas`). */
  readonly grahas: readonly GrahaId[];
  /** data/remedies.ts `DOSHA_REMEDIES` ids, or for manglik data/manglik.ts `MANGLIK_REMEDIES` ids. */
  readonly remedies: readonly (DoshaRemedyId | ManglikRemedyId)[];
}

/** What `remedySuggestions` returns. */
export interface RemedySuggestions {
  /** Grahas needing remedies, Sun … Ketu; empty when none. */
  readonly grahas: readonly GrahaRemedySuggestion[];
  /** Doshas present, in the order manglik, kaal sarp, sade sati, dhaiya, pitra. */
  readonly doshas: readonly DoshaRemedySuggestion[];
  readonly convention: JapaConventionId;
}

const GOOD_HOUSES: readonly HouseNumber[] = [...new Set([...KENDRA_HOUSES, ...TRIKONA_HOUSES])].sort((a, b) => a - b);
const ASPECTING_MALEFICS: readonly GrahaId[] = ['mars', 'saturn'];

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * The affliction findings of every graha (data/remedies.ts `AFFLICTION_RULES`), Sun … Ketu; a graha with
 * none is absent. Facts: `sign` 1–12, `house` 1–12 from the lagna, `separationDeg` in degrees (2 decimals),
 * `winner` and `aspectedBy` graha ids, `rulesHouses` the kendra/trikona houses 1–12 the graha owns.
 */
export function grahaAfflictions(chart: Placements): Partial<Record<GrahaId, RuleFinding[]>> {
  const conditions = grahaConditions(chart);
  const out: Partial<Record<GrahaId, RuleFinding[]>> = {};
  for (const graha of GRAHA_IDS) {
    const condition = conditions[graha];
    const sign = grahaSign(chart, graha);
    const house = grahaHouse(chart, graha);
    const findings: RuleFinding[] = [];
    if (condition.dignity === 'debilitated') findings.push({ rule: 'affliction.debilitated', facts: { sign, house } });
    if (condition.combust) {
      findings.push({
        rule: 'affliction.combust',
        facts: { separationDeg: roundTo(separationDeg(chart.grahas[graha].longitude, chart.grahas.sun.longitude), 2), retrograde: condition.retrograde },
      });
    }
    if (condition.war !== null && condition.war.loser === graha) {
      findings.push({
        rule: 'affliction.war-lost',
        facts: { winner: condition.war.winner, separationDeg: roundTo(condition.war.separationDeg, 2) },
      });
    }
    const rulesHouses = GOOD_HOUSES.filter((owned) => houseLord(chart, owned) === graha);
    if (rulesHouses.length > 0 && DUSTHANA_HOUSES.includes(house)) {
      findings.push({ rule: 'affliction.good-lord-in-dusthana', facts: { house, rulesHouses } });
    }
    const aspectedBy = ASPECTING_MALEFICS.filter((malefic) => aspectsGraha(chart, malefic, graha));
    if (aspectedBy.length > 0) findings.push({ rule: 'affliction.malefic-aspect', facts: { sign, aspectedBy } });
    if (findings.length > 0) out[graha] = findings;
  }
  return out;
}

function doshaRule(dosha: RemedyDoshaId): (typeof DOSHA_REMEDY_RULES)[number] {
  return DOSHA_REMEDY_RULES.find((rule) => rule.dosha === dosha) as (typeof DOSHA_REMEDY_RULES)[number];
}

function doshaSuggestion(dosha: RemedyDoshaId, facts: RuleFinding['facts'], extraGrahas: readonly GrahaId[] = []): DoshaRemedySuggestion {
  const rule = doshaRule(dosha);
  const wanted = new Set<GrahaId>([...rule.grahas, ...extraGrahas]);
  return {
    dosha,
    finding: { rule: rule.id, facts },
    grahas: GRAHA_IDS.filter((graha) => wanted.has(graha)),
    remedies: doshaRemedyIds(dosha),
  };
}

/**
 * The doshas present among `doshas` (data/remedies.ts `DOSHA_REMEDY_RULES`): manglik when something remains
 * after cancellations (`effective`), kaal sarp when `present` (full or partial), sade sati when a phase runs
 * now, dhaiya when a kind runs now, pitra when any rule fired.
 */
export function doshaFindings(doshas: RemedyDoshas): DoshaRemedySuggestion[] {
  const out: DoshaRemedySuggestion[] = [];
  const { manglik, kaalSarp, sadeSati, pitra } = doshas;
  if (manglik?.effective) {
    out.push(doshaSuggestion('manglik', {
      level: manglik.strength.residualLevel,
      score: roundTo(manglik.strength.residualScore, 1),
      cancellation: manglik.cancellation,
    }));
  }
  if (kaalSarp?.present) {
    out.push(doshaSuggestion('kaal-sarp', { status: kaalSarp.status, type: kaalSarp.type, direction: kaalSarp.direction }));
  }
  if (sadeSati?.phase != null) {
    out.push(doshaSuggestion('sade-sati', { phase: sadeSati.phase, saturnHouseFromMoon: sadeSati.saturnHouseFromMoon }));
  }
  if (sadeSati?.dhaiya.kind != null) {
    out.push(doshaSuggestion('dhaiya', { kind: sadeSati.dhaiya.kind, saturnHouseFromMoon: sadeSati.saturnHouseFromMoon }));
  }
  if (pitra?.present) {
    const grahas = pitra.rules.filter((check) => check.fired).flatMap((check) => check.grahas);
    out.push(doshaSuggestion('pitra', { fired: pitra.fired }, grahas));
  }
  return out;
}

/** The five remedies of one graha, each answering `because`. */
export function grahaRemedies(graha: GrahaId, because: readonly RuleFinding['rule'][], convention: JapaConventionId = DEFAULT_JAPA_CONVENTION): GrahaRemedy[] {
  const details = grahaRemedyDetails(graha);
  const timing = grahaTiming(graha);
  const byKind: Record<RemedyKindId, GrahaRemedy> = {
    mantra: {
      kind: 'mantra', id: grahaRemedyId(graha, 'mantra'),
      mantras: [grahaMantraId(graha, 'beej'), grahaMantraId(graha, 'gayatri')],
      totalCount: japaCount(graha, convention), dailyCount: MALA_COUNT,
      weekday: timing.weekday, ownHora: timing.ownHora, dayPart: timing.dayPart, because,
    },
    charity: { kind: 'charity', id: grahaRemedyId(graha, 'charity'), weekday: timing.weekday, because },
    fast: { kind: 'fast', id: grahaRemedyId(graha, 'fast'), weekday: details.fastDay, because },
    puja: { kind: 'puja', id: grahaRemedyId(graha, 'puja'), deity: details.deity, weekday: deityMantra(details.deity).weekday, because },
    rudraksha: {
      kind: 'rudraksha', id: grahaRemedyId(graha, 'rudraksha'),
      mukhi: details.rudrakshaMukhi, alternatives: details.rudrakshaAlternatives, because,
    },
  };
  return REMEDY_KINDS.map((kind) => byKind[kind.id]);
}

/**
 * Remedy suggestions for a chart and its doshas: every graha afflicted by a rule of `AFFLICTION_RULES` or
 * named by a dosha present, with its mantra, charity, fast, puja and rudraksha and the findings behind them;
 * and every dosha present with its own remedies. A chart with neither gives two empty lists.
 */
export function remedySuggestions(input: RemedyInput): RemedySuggestions {
  const convention = input.convention ?? DEFAULT_JAPA_CONVENTION;
  const afflictions = grahaAfflictions(input.chart);
  const doshas = doshaFindings(input.doshas ?? {});
  const grahas = GRAHA_IDS.flatMap((graha): GrahaRemedySuggestion[] => {
    const findings = [
      ...(afflictions[graha] ?? []),
      ...doshas.filter((dosha) => dosha.grahas.includes(graha)).map((dosha) => dosha.finding),
    ];
    if (findings.length === 0) return [];
    return [{ graha, findings, remedies: grahaRemedies(graha, findings.map((finding) => finding.rule), convention) }];
  });
  return { grahas, doshas, convention };
}

// ── Mantra suggestions ──────────────────────────────────────────────────────────────────────────────────────

/** A running dasha period: its lord and its level (1 = mahadasha … 5). */
export interface RunningDashaLord {
  readonly graha: GrahaId;
  readonly level: DashaLevel;
}

/** What to suggest mantras for: one graha, one deity, or a chart (its afflicted grahas and running lords). */
export type MantraRequest =
  | { readonly kind: 'graha'; readonly graha: GrahaId; readonly convention?: JapaConventionId }
  | { readonly kind: 'deity'; readonly deity: DeityId }
  | {
      readonly kind: 'chart';
      readonly chart: Placements;
      readonly doshas?: RemedyDoshas;
      /** The Vimshottari lords running now, any levels; each lord is suggested once. */
      readonly dashaLords?: readonly RunningDashaLord[];
      readonly convention?: JapaConventionId;
    };

/** One mantra to recite, with its counts and timing. */
export interface MantraPrescription {
  readonly id: MantraId;
  /** The full count (purashcharana); null for a deity mantra whose sources give none. */
  readonly totalCount: number | null;
  /** The daily count, one mala (`MALA_COUNT`). */
  readonly dailyCount: number;
  /** Day to recite or begin on, 0 = Sunday; null for any day. */
  readonly weekday: WeekdayIndex | null;
  /** Recite within the graha's own hora (graha mantras of the seven weekday lords). */
  readonly ownHora: boolean;
  /** The part of the day a source names, or null. */
  readonly dayPart: JapaDayPart | null;
}

/** The mantras of one graha or deity, and why. */
export type MantraSuggestion =
  | { readonly target: 'graha'; readonly graha: GrahaId; readonly findings: readonly RuleFinding[]; readonly mantras: readonly MantraPrescription[] }
  | { readonly target: 'deity'; readonly deity: DeityId; readonly findings: readonly RuleFinding[]; readonly mantras: readonly MantraPrescription[] };

/** The beej and gayatri mantras of a graha with counts (the convention's total, one mala a day) and timing. */
export function grahaMantraPrescriptions(graha: GrahaId, convention: JapaConventionId = DEFAULT_JAPA_CONVENTION): MantraPrescription[] {
  const timing = grahaTiming(graha);
  const total = japaCount(graha, convention);
  return (['beej', 'gayatri'] as const).map((kind) => ({
    id: grahaMantraId(graha, kind),
    totalCount: total,
    dailyCount: MALA_COUNT,
    weekday: timing.weekday,
    ownHora: timing.ownHora,
    dayPart: timing.dayPart,
  }));
}

/** The mantra of a deity with its count and day (data/mantras.ts `DEITY_MANTRAS`). */
export function deityMantraPrescription(deity: DeityId): MantraPrescription {
  const record = deityMantra(deity);
  return {
    id: record.mantra.id,
    totalCount: record.japaCount,
    dailyCount: MALA_COUNT,
    weekday: record.weekday,
    ownHora: false,
    dayPart: null,
  };
}

/**
 * Mantra suggestions. A graha: its beej and gayatri. A deity: its mantra. A chart: every graha
 * `remedySuggestions` names (afflicted or called by a dosha) and every running dasha lord, Sun … Ketu, each
 * with its findings (rule `dasha.running-lord` with the fact `levels`, 1 = mahadasha). The graha and deity
 * forms carry no findings.
 */
export function mantraSuggestions(request: MantraRequest): MantraSuggestion[] {
  if (request.kind === 'deity') {
    return [{ target: 'deity', deity: request.deity, findings: [], mantras: [deityMantraPrescription(request.deity)] }];
  }
  const convention = request.convention ?? DEFAULT_JAPA_CONVENTION;
  if (request.kind === 'graha') {
    return [{ target: 'graha', graha: request.graha, findings: [], mantras: grahaMantraPrescriptions(request.graha, convention) }];
  }
  const remedies = remedySuggestions({ chart: request.chart, doshas: request.doshas, convention });
  return GRAHA_IDS.flatMap((graha): MantraSuggestion[] => {
    const findings: RuleFinding[] = [...(remedies.grahas.find((entry) => entry.graha === graha)?.findings ?? [])];
    const levels = [...new Set((request.dashaLords ?? []).filter((lord) => lord.graha === graha).map((lord) => lord.level))].sort((a, b) => a - b);
    if (levels.length > 0) findings.push({ rule: DASHA_LORD_RULE.id, facts: { levels } });
    if (findings.length === 0) return [];
    return [{ target: 'graha', graha, findings, mantras: grahaMantraPrescriptions(graha, convention) }];
  });
}
