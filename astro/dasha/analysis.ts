/**
 * The complete dasha analysis: the strength and influence of the running mahadasha, antardasha and
 * pratyantardasha lords and of the next periods, the functional nature of the nine grahas for the lagna,
 * predictions by life area and for the coming year, remedies, and the reading of the slow transits.
 *
 * Every text is a template of `data/dasha-interpretation.ts` filled from the chart by the rules recorded there
 * (each rule's id is returned beside the text it produced, in `rules`), so the same inputs give the same words.
 * Nothing here reads a clock: "now" is an input.
 *
 * Frames and bases: all positions are SIDEREAL, natal and transit in the same ayanamsha; houses are whole-sign,
 * 1–12, counted from the lagna (or from the natal Moon sign for gochara); dates written into texts are UTC
 * calendar dates `YYYY-MM-DD`.
 */
import { aspectsSign } from '../chart/aspects.ts';
import { type GrahaCondition, grahaConditions, separationDeg } from '../chart/dignity.ts';
import {
  type GrahaId,
  type HouseNumber,
  type Placements,
  type SignNumber,
  GRAHA_IDS,
  grahaHouse,
  grahaHouseFrom,
  grahaSign,
  houseFromSign,
  houseLord,
  lagnaSign,
  lordOfSign,
  signOfHouse,
  signOfLongitude,
} from '../chart/placement.ts';
import { type Instant, MS_PER_DAY, civilFromDays, daysInMonth, toIsoUtc } from '../time.ts';
import type { GrahaTransitRow } from '../transits/daily.ts';
import type { SignIngressEvent } from '../transits/ingresses.ts';
import type { DashaPeriod } from './types.ts';
import { type DashaLordId, YOGINIS } from '../../data/dashas.ts';
import {
  AREA_RULES,
  CONDITION_RULES,
  DIGNITY_RULES,
  type DashaStrength,
  FUNCTIONAL_NATURE_RULES,
  FUNCTIONAL_NATURE_WORDS,
  FUNCTIONAL_TEMPLATES,
  type FunctionalNature,
  type FunctionalNatureRuleId,
  GOCHARA_RULES,
  GRAHA_REMEDIES,
  HOUSE_GROUP_RULES,
  HOUSE_MEANINGS,
  INFLUENCE_OUTCOME_RULES,
  INFLUENCE_TEMPLATE,
  LIFE_AREAS,
  LINK_RULES,
  LINK_TEMPLATE,
  LORDSHIP_TEMPLATES,
  type LifeAreaId,
  MATTER_TEMPLATE,
  MAX_PRATYANTAR_ITEMS,
  NEXT_YEAR_RULES,
  RELATION_RULES,
  REMEDY_REASONS,
  REMEDY_RULES,
  SATURN_REMEDY_PHASES,
  SLOW_TRANSIT_GRAHAS,
  STRENGTH_LEVEL_RULES,
  type SlowTransitGraha,
  TONE_RULES,
  TRANSIT_LAGNA_RULE,
  TRANSIT_TEMPLATE,
  type Tone,
} from '../../data/dasha-interpretation.ts';
import { grahaById, isGrahaId } from '../../data/grahas.ts';
import { isSignId, signById, signByNumber } from '../../data/signs.ts';
import { varaByIndex } from '../../data/varas.ts';

export type { DashaStrength, FunctionalNature, LifeAreaId, Tone };

/** The span of "next year": 365.25 days (one Julian year), ms. */
export const NEXT_YEAR_MS = 365.25 * MS_PER_DAY;

/** A text with the ids of the rules (data/dasha-interpretation.ts) that produced it, in the order applied. */
export interface Explained {
  readonly text: string;
  readonly rules: readonly string[];
}

/** A sub-period starting in the coming year, with the lord of the period it belongs to. */
export interface ComingPeriod {
  /** An antardasha (level 2) or pratyantardasha (level 3). */
  readonly period: DashaPeriod;
  /** Lord of the enclosing mahadasha (for an antardasha) or antardasha (for a pratyantardasha). */
  readonly parentLord: DashaLordId;
}

/** The periods the analysis reads; `analysisPeriods` builds them from a dasha tree. */
export interface AnalysisPeriods {
  /** The mahadasha, antardasha and pratyantardasha running at `now`. */
  readonly maha: DashaPeriod;
  readonly antar: DashaPeriod;
  readonly pratyantar: DashaPeriod;
  /** The antardasha after `antar` (the first of the next mahadasha when `antar` is the last); null at the end. */
  readonly nextAntar: DashaPeriod | null;
  /** The mahadasha after `maha`; null after the last one. */
  readonly nextMaha: DashaPeriod | null;
  /** Antardashas and pratyantardashas starting in (now, now + NEXT_YEAR_MS], in time order. */
  readonly coming: readonly ComingPeriod[];
}

/** What the analysis is computed from. */
export interface DashaAnalysisInput {
  /** The natal chart (`birthChart()` or any `Placements`), sidereal. */
  readonly chart: Placements;
  /** The instant the analysis is for, ms UT. */
  readonly now: Instant;
  /**
   * Positions at `now` (`dailyPositions(now, …)` with the chart's ayanamsha and node); must contain Saturn,
   * Jupiter and Rahu, other rows are ignored.
   */
  readonly transits: readonly GrahaTransitRow[];
  /**
   * Sign ingresses in [now, now + NEXT_YEAR_MS) (`transitEvents(now, now + NEXT_YEAR_MS, { …, types:
   * ['sign-ingress'] })` narrowed to sign ingresses); only those of Saturn, Jupiter and Rahu are read.
   */
  readonly slowIngresses: readonly SignIngressEvent[];
  readonly periods: AnalysisPeriods;
}

/** What the natal chart says of one graha as a dasha lord. */
export interface GrahaVerdict {
  readonly graha: GrahaId;
  readonly sign: SignNumber;
  /** Whole-sign house 1–12 from the lagna. */
  readonly house: HouseNumber;
  /** Houses 1–12 from the lagna the graha owns, ascending ([] for Rahu and Ketu). */
  readonly ownedHouses: readonly HouseNumber[];
  readonly strength: DashaStrength;
  /** Sum of the points of the dignity, house and condition rules. */
  readonly points: number;
  /** Dignity, house, condition and strength-level rule ids. */
  readonly strengthRules: readonly string[];
  readonly functionalNature: FunctionalNature;
  /** The functional rule that decided (for a node in a good house: node-dispositor, then the dispositor's rule). */
  readonly functionalRules: readonly string[];
  readonly tone: Tone;
}

/** A running period. */
export interface PeriodAnalysis {
  readonly planet: GrahaId;
  /** The lord as the dasha system names it (a graha, yogini or sign id). */
  readonly lord: DashaLordId;
  readonly start: Instant;
  readonly end: Instant;
  /** Time from `now` to `end`, in words ("2 years 3 months 10 days"; calendar arithmetic on UTC dates). */
  readonly remaining: string;
  readonly strength: DashaStrength;
  readonly influence: Explained;
}

/** A period to come. */
export interface UpcomingPeriodAnalysis {
  readonly planet: GrahaId;
  readonly lord: DashaLordId;
  readonly start: Instant;
  readonly end: Instant;
  readonly strength: DashaStrength;
  readonly influence: Explained;
}

export interface DashaAnalysis {
  readonly lagnaSign: SignNumber;
  readonly moonSign: SignNumber;
  readonly grahas: Readonly<Record<GrahaId, GrahaVerdict>>;
  readonly currentDasha: {
    readonly mahadasha: PeriodAnalysis;
    readonly antardasha: PeriodAnalysis;
    readonly pratyantardasha: PeriodAnalysis;
  };
  readonly upcomingDasha: {
    readonly nextAntardasha: UpcomingPeriodAnalysis | null;
    readonly nextMahadasha: UpcomingPeriodAnalysis | null;
  };
  readonly dashaStrengths: {
    /** English graha names in the order Sun … Ketu. */
    readonly favorablePlanets: readonly string[];
    readonly challengingPlanets: readonly string[];
    readonly neutralPlanets: readonly string[];
    /** The functional rule of each graha, e.g. "Saturn: functional.yogakaraka". */
    readonly rules: readonly string[];
  };
  readonly predictions: {
    readonly currentPeriod: Readonly<Record<LifeAreaId, Explained>>;
    readonly nextYear: { readonly highlights: readonly Explained[]; readonly challenges: readonly Explained[] };
  };
  readonly remedies: {
    readonly general: readonly Explained[];
    readonly specific: { readonly currentAntardasha: readonly Explained[] };
  };
  readonly transitInfluence: {
    readonly saturnTransit: Explained;
    readonly jupiterTransit: Explained;
    readonly rahuTransit: Explained;
  };
}

/** Input the analysis cannot read (missing transit row, tree without three levels, a template key not filled). */
export class DashaAnalysisError extends Error {
  override readonly name = 'DashaAnalysisError';
  readonly code = 'DASHA_ANALYSIS_INPUT';
  constructor(
    message: string,
    readonly value: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Periods

/**
 * The graha a dasha lord stands for: a graha itself; a yogini's classical planet (PyJHora `yogini.py`, see
 * data/dashas.ts — Mangala = Moon, Dhanya = Jupiter, Siddha = Venus); a sign's lord (Char dasha).
 */
export function dashaLordGraha(lord: DashaLordId): GrahaId {
  if (isGrahaId(lord)) return lord;
  if (isSignId(lord)) return signById(lord).lord;
  const yogini = YOGINIS.find((record) => record.id === lord);
  if (yogini === undefined) throw new DashaAnalysisError(`Unknown dasha lord "${lord}"`, lord);
  return yogini.classicalPlanet;
}

function containing(periods: readonly DashaPeriod[] | undefined, instant: Instant, level: string): DashaPeriod | null {
  if (periods === undefined) throw new DashaAnalysisError(`The dasha tree has no ${level} level`, level);
  return periods.find((period) => period.start <= instant && instant < period.end) ?? null;
}

/**
 * The periods of `DashaAnalysisInput` from a tree of at least three levels (`dashaTree(system, chart,
 * { levels: 3, from: now })` is enough: it keeps every period ending after `now`).
 * @param mahadashas the mahadashas with antardasha and pratyantardasha children
 * @param now ms UT
 * @param horizonMs length of the "coming" window after `now`, ms (default one Julian year)
 * @returns null when no mahadasha contains `now`
 * @throws DashaAnalysisError when the tree stops above the pratyantardasha level
 */
export function analysisPeriods(
  mahadashas: readonly DashaPeriod[],
  now: Instant,
  horizonMs: number = NEXT_YEAR_MS,
): AnalysisPeriods | null {
  const maha = containing(mahadashas, now, 'mahadasha');
  if (maha === null) return null;
  const antar = containing(maha.children, now, 'antardasha');
  const pratyantar = antar === null ? null : containing(antar.children, now, 'pratyantardasha');
  if (antar === null || pratyantar === null) return null;
  const mahaIndex = mahadashas.indexOf(maha);
  const nextMaha = mahadashas[mahaIndex + 1] ?? null;
  const siblings = maha.children ?? [];
  const nextAntar = siblings[siblings.indexOf(antar) + 1] ?? nextMaha?.children?.[0] ?? null;

  const inWindow = (period: DashaPeriod): boolean => period.start > now && period.start <= now + horizonMs;
  const coming: ComingPeriod[] = [];
  for (const m of mahadashas) {
    for (const a of m.children ?? []) {
      if (inWindow(a)) coming.push({ period: a, parentLord: m.lord });
      for (const p of a.children ?? []) if (inWindow(p)) coming.push({ period: p, parentLord: a.lord });
    }
  }
  coming.sort((x, y) => x.period.start - y.period.start || x.period.level - y.period.level);
  return { maha, antar, pratyantar, nextAntar, nextMaha, coming };
}

// ---------------------------------------------------------------------------------------------------------
// Words

const LEVEL_NAMES = { 1: 'mahadasha', 2: 'antardasha', 3: 'pratyantardasha', 4: 'sookshma', 5: 'prana' } as const;

/** Fills `{name}` placeholders; throws when one has no value, so no placeholder ever reaches a text. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new DashaAnalysisError(`Template key {${key}} has no value in "${template}"`, key);
    return value;
  });
}

/** First letter upper-case, one closing full stop. */
function sentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return capitalised.endsWith('.') ? capitalised : `${capitalised}.`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "the 10th house", "the 2nd and 11th houses". */
function housesPhrase(houses: readonly number[]): string {
  return houses.length === 1 ? `the ${ordinal(houses[0] ?? 0)} house` : `the ${joinAnd(houses.map(ordinal))} houses`;
}

/** The graha as it reads inside a sentence: "the Sun", "the Moon", "Mars". */
function grahaPhrase(graha: GrahaId): string {
  const name = grahaById(graha).en;
  return graha === 'sun' || graha === 'moon' ? `the ${name}` : name;
}

function signName(sign: number): string {
  const record = signByNumber(sign);
  if (record === null) throw new DashaAnalysisError(`Sign ${sign} is not 1–12`, String(sign));
  return record.en;
}

function themesOf(house: number): string {
  return (HOUSE_MEANINGS[house - 1] as (typeof HOUSE_MEANINGS)[number]).themes;
}

function mattersPhrase(houses: readonly number[]): string {
  return joinAnd(houses.map((house) => fillTemplate(MATTER_TEMPLATE, { house: ordinal(house), themes: themesOf(house) })));
}

function utcDate(instant: Instant): string {
  return toIsoUtc(instant).slice(0, 10);
}

/**
 * The time from `from` to `to` in words, by calendar difference of their UTC dates: "2 years 3 months 10 days",
 * zero parts left out, "less than a day" under one day.
 */
export function durationWords(from: Instant, to: Instant): string {
  const a = civilFromDays(Math.floor(from / MS_PER_DAY));
  const b = civilFromDays(Math.floor(to / MS_PER_DAY));
  let years = b.y - a.y;
  let months = b.m - a.m;
  let days = b.d - a.d;
  if (days < 0) {
    months -= 1;
    const previousMonth = b.m === 1 ? 12 : b.m - 1;
    days += daysInMonth(b.m === 1 ? b.y - 1 : b.y, previousMonth);
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  const parts = [
    [years, 'year'],
    [months, 'month'],
    [days, 'day'],
  ] as const;
  const words = parts.filter(([count]) => count > 0).map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return words.length === 0 ? 'less than a day' : words.join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// Natal verdicts

type FunctionalRule = (typeof FUNCTIONAL_NATURE_RULES)[number];

function functionalRule(id: FunctionalNatureRuleId): FunctionalRule {
  return FUNCTIONAL_NATURE_RULES.find((rule) => rule.id === id) as FunctionalRule;
}

/** The functional rule of a graha with bodies, by whole-sign lordship (Laghu Parashari ch. 1–2, BPHS ch. 34). */
function lordshipRuleId(graha: GrahaId, owned: readonly HouseNumber[]): FunctionalNatureRuleId {
  const owns = (houses: readonly number[]): boolean => houses.some((house) => owned.includes(house as HouseNumber));
  const luminary = graha === 'sun' || graha === 'moon';
  const eighthBlemish = owns([8]) && !luminary;
  if (owns([1])) return 'functional.lagna-lord';
  if (owns([4, 7, 10]) && owns([5, 9])) return 'functional.yogakaraka';
  if (owns([5, 9]) && (owns([3, 6, 11]) || eighthBlemish)) return 'functional.trikona-mixed';
  if (owns([5, 9])) return 'functional.trikona';
  if (eighthBlemish) return 'functional.eighth';
  if (owns([3, 6, 11])) return 'functional.trishadaya';
  if (owns([2]) && owns([7])) return 'functional.maraka';
  if (owns([4, 7, 10])) return grahaById(graha).nature === 'benefic' ? 'functional.kendra-benefic' : 'functional.kendra-malefic';
  if (owns([8])) return 'functional.luminary-eighth';
  return 'functional.second-twelfth';
}

function strengthOf(points: number): (typeof STRENGTH_LEVEL_RULES)[number] {
  return STRENGTH_LEVEL_RULES.find((level) => points >= level.minPoints) ?? STRENGTH_LEVEL_RULES[2];
}

/** The id of the strength level a verdict reached. */
function strengthRuleId(verdict: GrahaVerdict): string {
  return strengthOf(verdict.points).id;
}

function toneOf(nature: FunctionalNature, strength: DashaStrength): (typeof TONE_RULES)[number] {
  const rule = TONE_RULES.find((candidate) => candidate.cases.some(([n, s]) => n === nature && s === strength));
  return rule ?? TONE_RULES[1];
}

const isNode = (graha: GrahaId): boolean => graha === 'rahu' || graha === 'ketu';

function lostWar(condition: GrahaCondition): boolean {
  return condition.war !== null && condition.war.loser === condition.graha;
}

/**
 * The verdict on each graha as a dasha lord: strength by the points of DIGNITY_RULES, HOUSE_GROUP_RULES and
 * CONDITION_RULES summed into STRENGTH_LEVEL_RULES, and functional nature by FUNCTIONAL_NATURE_RULES (first rule
 * that holds; Rahu and Ketu outside the dusthanas take their dispositor's nature).
 */
export function grahaVerdicts(placements: Placements): Record<GrahaId, GrahaVerdict> {
  const conditions = grahaConditions(placements);
  const owned = (graha: GrahaId): HouseNumber[] =>
    isNode(graha) ? [] : (Array.from({ length: 12 }, (_, i) => (i + 1) as HouseNumber)).filter((h) => houseLord(placements, h) === graha);

  const strengthPart = (graha: GrahaId) => {
    const condition = conditions[graha];
    const house = grahaHouse(placements, graha);
    const benefic = grahaById(graha).nature === 'benefic';
    const rules: string[] = [];
    const dignity = DIGNITY_RULES.find((rule) => rule.dignity === condition.dignity) as (typeof DIGNITY_RULES)[number];
    let points = dignity.points;
    rules.push(dignity.id);
    for (const group of HOUSE_GROUP_RULES) {
      if (!(group.houses as readonly number[]).includes(house)) continue;
      points += benefic ? group.pointsBenefic : group.pointsMalefic;
      rules.push(group.id);
    }
    const [combust, retrograde, warLost] = CONDITION_RULES;
    if (condition.combust) {
      points += combust.points;
      rules.push(combust.id);
    }
    if (condition.retrograde && !isNode(graha)) {
      points += retrograde.points;
      rules.push(retrograde.id);
    }
    if (lostWar(condition)) {
      points += warLost.points;
      rules.push(warLost.id);
    }
    const level = strengthOf(points);
    rules.push(level.id);
    return { house, points, strength: level.strength, rules };
  };

  const functionalOfBody = (graha: GrahaId): { nature: FunctionalNature; rules: string[] } => {
    const rule = functionalRule(lordshipRuleId(graha, owned(graha)));
    return { nature: rule.nature as FunctionalNature, rules: [rule.id] };
  };
  const functionalOf = (graha: GrahaId): { nature: FunctionalNature; rules: string[] } => {
    if (!isNode(graha)) return functionalOfBody(graha);
    if ([6, 8, 12].includes(grahaHouse(placements, graha))) {
      return { nature: 'challenging', rules: ['functional.node-dusthana'] };
    }
    const dispositor = functionalOfBody(lordOfSign(grahaSign(placements, graha)));
    return { nature: dispositor.nature, rules: ['functional.node-dispositor', ...dispositor.rules] };
  };

  const entries = GRAHA_IDS.map((graha): [GrahaId, GrahaVerdict] => {
    const strength = strengthPart(graha);
    const functional = functionalOf(graha);
    return [
      graha,
      {
        graha,
        sign: grahaSign(placements, graha),
        house: strength.house,
        ownedHouses: owned(graha),
        strength: strength.strength,
        points: strength.points,
        strengthRules: strength.rules,
        functionalNature: functional.nature,
        functionalRules: functional.rules,
        tone: toneOf(functional.nature, strength.strength).tone,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<GrahaId, GrahaVerdict>;
}

/** Everything the texts say about one graha, computed once. */
interface GrahaWords {
  readonly planet: string;
  readonly planetName: string;
  /** "exalted in Libra" */
  readonly placement: string;
  /** "exalted in Libra, in the 1st house, combust" */
  readonly condition: string;
  /** "yogakaraka, ruling the 4th and 5th houses" */
  readonly functional: string;
  /** "rules the 4th and 5th houses" */
  readonly lordship: string;
  /** The houses its periods are about, with their themes. */
  readonly matters: string;
  readonly conditionClauses: string;
  readonly separation: string;
}

function grahaWords(placements: Placements, verdict: GrahaVerdict, condition: GrahaCondition): GrahaWords {
  const graha = verdict.graha;
  const dignity = DIGNITY_RULES.find((rule) => rule.dignity === condition.dignity) as (typeof DIGNITY_RULES)[number];
  const placement = fillTemplate(dignity.template, { sign: signName(verdict.sign) });
  const separation = separationDeg(placements.grahas[graha].longitude, placements.grahas.sun.longitude).toFixed(1);
  const winner = condition.war === null ? '' : grahaPhrase(condition.war.winner);
  const [combust, retrograde, warLost] = CONDITION_RULES;
  const extras: string[] = [];
  const clauses: string[] = [];
  if (condition.combust) {
    extras.push('combust');
    clauses.push(fillTemplate(combust.template, { separation }));
  }
  if (condition.retrograde && !isNode(graha)) {
    extras.push('retrograde');
    clauses.push(retrograde.template);
  }
  if (lostWar(condition)) {
    extras.push(`defeated by ${winner} in a planetary war`);
    clauses.push(fillTemplate(warLost.template, { winner }));
  }
  const dispositor = lordOfSign(verdict.sign);
  const ruleOf = functionalRule((verdict.functionalRules[0] ?? 'functional.second-twelfth') as FunctionalNatureRuleId);
  const functional = isNode(graha)
    ? fillTemplate(FUNCTIONAL_TEMPLATES.node, {
      label: ruleOf.label, house: ordinal(verdict.house), sign: signName(verdict.sign), dispositor: grahaPhrase(dispositor),
    })
    : fillTemplate(FUNCTIONAL_TEMPLATES.lord, { label: ruleOf.label, houses: housesPhrase(verdict.ownedHouses) });
  const lordship = isNode(graha)
    ? fillTemplate(LORDSHIP_TEMPLATES.node, { dispositor: grahaPhrase(dispositor) })
    : fillTemplate(LORDSHIP_TEMPLATES.rules, { houses: housesPhrase(verdict.ownedHouses) });
  return {
    planet: grahaPhrase(graha),
    planetName: grahaById(graha).en,
    placement,
    condition: [`${placement}, in the ${ordinal(verdict.house)} house`, ...extras].join(', '),
    functional,
    lordship,
    matters: mattersPhrase(isNode(graha) ? [verdict.house] : verdict.ownedHouses),
    conditionClauses: clauses.join(''),
    separation,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The analysis

interface Context {
  readonly placements: Placements;
  readonly lagna: SignNumber;
  readonly moonSign: SignNumber;
  readonly verdicts: Record<GrahaId, GrahaVerdict>;
  readonly words: Record<GrahaId, GrahaWords>;
}

function houseGroupLabel(house: number): { text: string; rules: string[] } {
  const groups = HOUSE_GROUP_RULES.filter((group) => (group.houses as readonly number[]).includes(house));
  if (groups.length === 0) return { text: '', rules: [] };
  return { text: ` (${joinAnd(groups.map((group) => group.label))})`, rules: groups.map((group) => group.id) };
}

function relationClause(
  context: Context,
  graha: GrahaId,
  parent: GrahaId,
  parentLevel: string,
): Explained {
  if (graha === parent) {
    const rule = RELATION_RULES[0];
    return { text: fillTemplate(rule.template, { parentLevel }), rules: [rule.id] };
  }
  const house = grahaHouseFrom(context.placements, parent, graha);
  const rule = RELATION_RULES.find((candidate) => (candidate.houses as readonly number[]).includes(house)) ?? RELATION_RULES[3];
  return {
    text: fillTemplate(rule.template, { house: ordinal(house), parent: grahaPhrase(parent), parentLevel }),
    rules: [rule.id],
  };
}

function influenceOf(context: Context, graha: GrahaId, level: string, relation: Explained | null): Explained {
  const verdict = context.verdicts[graha];
  const words = context.words[graha];
  const outcome = INFLUENCE_OUTCOME_RULES.find(
    (rule) => rule.nature === verdict.functionalNature && rule.strength === verdict.strength,
  ) as (typeof INFLUENCE_OUTCOME_RULES)[number];
  const group = houseGroupLabel(verdict.house);
  const text = fillTemplate(INFLUENCE_TEMPLATE, {
    planet: words.planet,
    level,
    placement: words.placement,
    house: ordinal(verdict.house),
    lagna: signName(context.lagna),
    houseGroup: group.text,
    lordship: words.lordship,
    outcome: fillTemplate(outcome.template, { matters: words.matters }),
    conditions: words.conditionClauses,
    relation: relation?.text ?? '',
  });
  return {
    text: sentence(text),
    rules: [...verdict.strengthRules, ...verdict.functionalRules, outcome.id, ...(relation?.rules ?? [])],
  };
}

function currentPeriodAnalysis(
  context: Context,
  period: DashaPeriod,
  now: Instant,
  parent: DashaPeriod | null,
): PeriodAnalysis {
  const planet = dashaLordGraha(period.lord);
  const relation = parent === null ? null : relationClause(context, planet, dashaLordGraha(parent.lord), LEVEL_NAMES[parent.level]);
  return {
    planet,
    lord: period.lord,
    start: period.start,
    end: period.end,
    remaining: durationWords(now, period.end),
    strength: context.verdicts[planet].strength,
    influence: influenceOf(context, planet, LEVEL_NAMES[period.level], relation),
  };
}

function upcomingAnalysis(context: Context, period: DashaPeriod, parentLord: DashaLordId | null): UpcomingPeriodAnalysis {
  const planet = dashaLordGraha(period.lord);
  const relation = parentLord === null ? null : relationClause(context, planet, dashaLordGraha(parentLord), 'mahadasha');
  return {
    planet,
    lord: period.lord,
    start: period.start,
    end: period.end,
    strength: context.verdicts[planet].strength,
    influence: influenceOf(context, planet, LEVEL_NAMES[period.level], relation),
  };
}

interface AreaLink {
  readonly text: string;
  readonly rules: string[];
}

/**
 * How a graha reaches a set of houses: lordship, occupation, graha drishti (LINK_RULES); links reaching the same
 * houses share one phrase ("rules and occupies the 12th house"). Null when it does not reach them.
 */
function areaLink(context: Context, graha: GrahaId, houses: readonly number[]): AreaLink | null {
  const verdict = context.verdicts[graha];
  const groups: { verbs: string[]; houses: number[] }[] = [];
  const rules: string[] = [];
  for (const rule of LINK_RULES) {
    const reached = houses.filter((house) => {
      if (rule.link === 'rules') return verdict.ownedHouses.includes(house as HouseNumber);
      if (rule.link === 'occupies') return verdict.house === house;
      return aspectsSign(context.placements, graha, signOfHouse(context.placements, house as HouseNumber));
    });
    if (reached.length === 0) continue;
    rules.push(rule.id);
    const same = groups.find((group) => group.houses.join() === reached.join());
    if (same === undefined) groups.push({ verbs: [rule.verb], houses: reached });
    else same.verbs.push(rule.verb);
  }
  if (groups.length === 0) return null;
  const parts = groups.map((group) => fillTemplate(LINK_TEMPLATE, { verbs: joinAnd(group.verbs), houses: housesPhrase(group.houses) }));
  return { text: joinAnd(parts), rules };
}

const TONE_RANK: Readonly<Record<Tone, number>> = { supportive: 2, mixed: 1, testing: 0 };

function toneRuleId(tone: Tone): string {
  return (TONE_RULES.find((rule) => rule.tone === tone) as (typeof TONE_RULES)[number]).id;
}

function areaRule(id: (typeof AREA_RULES)[number]['id']): (typeof AREA_RULES)[number] {
  return AREA_RULES.find((rule) => rule.id === id) as (typeof AREA_RULES)[number];
}

function areaPrediction(context: Context, area: (typeof LIFE_AREAS)[number], maha: GrahaId, antar: GrahaId): Explained {
  const houses = area.houses as readonly number[];
  const mahaLink = areaLink(context, maha, houses);
  const antarLink = antar === maha ? null : areaLink(context, antar, houses);
  const describe = (graha: GrahaId) => ({
    strength: context.verdicts[graha].strength,
    nature: FUNCTIONAL_NATURE_WORDS[context.verdicts[graha].functionalNature],
    tone: area.tones[context.verdicts[graha].tone],
  });

  if (mahaLink === null && antarLink === null) {
    const first = houses[0] as HouseNumber;
    const lord = houseLord(context.placements, first);
    const rule = areaRule(antar === maha ? 'area.unlinked-one-lord' : 'area.unlinked');
    const text = fillTemplate(rule.template, {
      maha: grahaPhrase(maha),
      antar: grahaPhrase(antar),
      houses: housesPhrase(houses),
      houseLord: grahaPhrase(lord),
      firstHouse: ordinal(first),
      ...describe(lord),
    });
    return { text: sentence(text), rules: [rule.id, ...context.verdicts[lord].functionalRules, toneRuleId(context.verdicts[lord].tone)] };
  }

  const primary = mahaLink === null ? antar : maha;
  const primaryLink = (mahaLink ?? antarLink) as AreaLink;
  const rule = areaRule(mahaLink === null ? 'area.primary-antardasha' : 'area.primary-mahadasha');
  let text = fillTemplate(rule.template, {
    planet: grahaPhrase(primary),
    level: mahaLink === null ? 'antardasha' : 'mahadasha',
    links: primaryLink.text,
    ...describe(primary),
  });
  const rules = [rule.id, ...primaryLink.rules, toneRuleId(context.verdicts[primary].tone)];
  if (mahaLink !== null && antarLink !== null) {
    const difference = TONE_RANK[context.verdicts[antar].tone] - TONE_RANK[context.verdicts[maha].tone];
    const secondary = areaRule(difference === 0 ? 'area.antar-agrees' : difference > 0 ? 'area.antar-softens' : 'area.antar-complicates');
    text += fillTemplate(secondary.template, { planet: grahaPhrase(antar), links: antarLink.text });
    rules.push(secondary.id, ...antarLink.rules, toneRuleId(context.verdicts[antar].tone));
  }
  return { text: sentence(text), rules };
}

function gocharaRule(graha: SlowTransitGraha, houseFromMoon: HouseNumber) {
  const rules: readonly { readonly id: string; readonly house: number; readonly favorable: boolean; readonly phrase: string }[] =
    GOCHARA_RULES[graha];
  return rules.find((rule) => rule.house === houseFromMoon) as (typeof rules)[number];
}

/**
 * The gochara reading of a slow graha in a sign: its house from the natal Moon sign and the rule of
 * GOCHARA_RULES (Phaladeepika ch. 26; Sade Sati = Saturn in the 12th, 1st or 2nd from the Moon).
 * @param moonSign natal Moon sign 1–12 (sidereal)
 * @param sign transit sign 1–12 (sidereal, same ayanamsha)
 */
export function gocharaReading(
  graha: SlowTransitGraha,
  moonSign: SignNumber,
  sign: SignNumber,
): { readonly houseFromMoon: HouseNumber; readonly ruleId: string; readonly favorable: boolean; readonly phrase: string } {
  const houseFromMoon = houseFromSign(moonSign, sign);
  const rule = gocharaRule(graha, houseFromMoon);
  return { houseFromMoon, ruleId: rule.id, favorable: rule.favorable, phrase: rule.phrase };
}

function transitRow(transits: readonly GrahaTransitRow[], graha: SlowTransitGraha): GrahaTransitRow {
  const row = transits.find((candidate) => candidate.graha === graha);
  if (row === undefined) throw new DashaAnalysisError(`No transit row for ${graha}`, graha);
  return row;
}

function transitInfluence(context: Context, row: GrahaTransitRow, graha: SlowTransitGraha): Explained {
  const sign = row.sign as SignNumber;
  const reading = gocharaReading(graha, context.moonSign, sign);
  const lagnaHouse = houseFromSign(context.lagna, sign);
  const text = fillTemplate(TRANSIT_TEMPLATE, {
    planet: grahaById(graha).en,
    sign: signName(sign),
    degree: String(Math.floor(row.degreeInSign)),
    motion: row.retrograde && graha !== 'rahu' ? ' (retrograde)' : '',
    moonHouse: ordinal(reading.houseFromMoon),
    moonSign: signName(context.moonSign),
    gochara: reading.phrase,
    lagnaHouse: ordinal(lagnaHouse),
    lagna: signName(context.lagna),
    themes: themesOf(lagnaHouse),
  });
  return { text: sentence(text), rules: [reading.ruleId, TRANSIT_LAGNA_RULE.id] };
}

interface Dated {
  readonly at: Instant;
  readonly item: Explained;
}

function nextYearItems(
  context: Context,
  input: DashaAnalysisInput,
): { highlights: Explained[]; challenges: Explained[] } {
  const [supportiveRule, mixedRule, testingRule, ingressRule, staysRule] = NEXT_YEAR_RULES;
  const highlights: Dated[] = [];
  const challenges: Dated[] = [];
  let pratyantarHighlights = 0;
  let pratyantarChallenges = 0;

  for (const { period, parentLord } of input.periods.coming) {
    if (period.level < 2) continue;
    const graha = dashaLordGraha(period.lord);
    const parent = dashaLordGraha(parentLord);
    const verdict = context.verdicts[graha];
    const isPratyantar = period.level >= 3;
    const rule = verdict.tone === 'supportive' ? supportiveRule : verdict.tone === 'testing' ? testingRule : mixedRule;
    if (rule === mixedRule && isPratyantar) continue;
    const toHighlights = rule === supportiveRule || (rule === mixedRule && verdict.functionalNature !== 'challenging');
    if (isPratyantar) {
      if (toHighlights && pratyantarHighlights >= MAX_PRATYANTAR_ITEMS) continue;
      if (!toHighlights && pratyantarChallenges >= MAX_PRATYANTAR_ITEMS) continue;
      if (toHighlights) pratyantarHighlights += 1;
      else pratyantarChallenges += 1;
    }
    const text = fillTemplate(rule.template, {
      start: utcDate(period.start),
      end: utcDate(period.end),
      planetName: grahaById(graha).en,
      level: LEVEL_NAMES[period.level],
      parentName: grahaById(parent).en,
      parentLevel: LEVEL_NAMES[(period.level - 1) as 1 | 2 | 3 | 4],
      strength: verdict.strength,
      nature: FUNCTIONAL_NATURE_WORDS[verdict.functionalNature],
      matters: context.words[graha].matters,
    });
    const item = { text: sentence(text), rules: [rule.id, toneRuleId(verdict.tone), ...verdict.functionalRules, strengthRuleId(verdict)] };
    (toHighlights ? highlights : challenges).push({ at: period.start, item });
  }

  const end = input.now + NEXT_YEAR_MS;
  const undated: { favorable: boolean; item: Explained }[] = [];
  for (const graha of SLOW_TRANSIT_GRAHAS) {
    const ingresses = input.slowIngresses
      .filter((event) => event.graha === graha && event.instant >= input.now && event.instant < end)
      .sort((a, b) => a.instant - b.instant);
    for (const event of ingresses) {
      const sign = event.toSign as SignNumber;
      const reading = gocharaReading(graha, context.moonSign, sign);
      const lagnaHouse = houseFromSign(context.lagna, sign);
      const text = fillTemplate(ingressRule.template, {
        date: utcDate(event.instant),
        planet: grahaById(graha).en,
        sign: signName(sign),
        motion: event.motion === 'retrograde' && graha !== 'rahu' ? ' moving retrograde' : '',
        moonHouse: ordinal(reading.houseFromMoon),
        gochara: reading.phrase,
        lagnaHouse: ordinal(lagnaHouse),
        themes: themesOf(lagnaHouse),
      });
      const item = { text: sentence(text), rules: [ingressRule.id, reading.ruleId, TRANSIT_LAGNA_RULE.id] };
      (reading.favorable ? highlights : challenges).push({ at: event.instant, item });
    }
    if (ingresses.length === 0) {
      const sign = transitRow(input.transits, graha).sign as SignNumber;
      const reading = gocharaReading(graha, context.moonSign, sign);
      const lagnaHouse = houseFromSign(context.lagna, sign);
      const text = fillTemplate(staysRule.template, {
        planet: grahaById(graha).en,
        sign: signName(sign),
        until: utcDate(end),
        moonHouse: ordinal(reading.houseFromMoon),
        gochara: reading.phrase,
        lagnaHouse: ordinal(lagnaHouse),
        themes: themesOf(lagnaHouse),
      });
      undated.push({ favorable: reading.favorable, item: { text: sentence(text), rules: [staysRule.id, reading.ruleId, TRANSIT_LAGNA_RULE.id] } });
    }
  }

  const ordered = (items: Dated[]): Explained[] => items.sort((a, b) => a.at - b.at).map((entry) => entry.item);
  return {
    highlights: [...ordered(highlights), ...undated.filter((entry) => entry.favorable).map((entry) => entry.item)],
    challenges: [...ordered(challenges), ...undated.filter((entry) => !entry.favorable).map((entry) => entry.item)],
  };
}

function remedyRule(id: (typeof REMEDY_RULES)[number]['id']): (typeof REMEDY_RULES)[number] {
  return REMEDY_RULES.find((rule) => rule.id === id) as (typeof REMEDY_RULES)[number];
}

/** The remedies of one period lord (REMEDY_RULES), each naming the graha and the reason. */
function lordRemedies(context: Context, graha: GrahaId, level: string, condition: GrahaCondition): Explained[] {
  const verdict = context.verdicts[graha];
  const words = context.words[graha];
  const record = grahaById(graha);
  const remedy = GRAHA_REMEDIES.find((entry) => entry.graha === graha) as (typeof GRAHA_REMEDIES)[number];
  const day = varaByIndex(remedy.fastDay).en;
  const gemDay = varaByIndex(record.weekday ?? remedy.fastDay).en;
  const lagna = signName(context.lagna);
  const strengthRule = strengthRuleId(verdict);
  const values = {
    planet: words.planet,
    planetName: words.planetName,
    level,
    lagna,
    strength: verdict.strength,
    condition: words.condition,
    nature: FUNCTIONAL_NATURE_WORDS[verdict.functionalNature],
    functional: words.functional,
    separation: words.separation,
  };
  const weak = verdict.strength === 'Weak';
  const malefic = verdict.functionalNature === 'challenging';
  const reasons: string[] = [];
  const reasonRules: string[] = [];
  if (weak) {
    reasons.push(fillTemplate(REMEDY_REASONS.weak, values));
    reasonRules.push(strengthRule);
  }
  if (malefic) {
    reasons.push(fillTemplate(REMEDY_REASONS.malefic, values));
    reasonRules.push(...verdict.functionalRules);
  }
  const deityReasons = [...reasons];
  if (condition.combust) {
    deityReasons.push(fillTemplate(REMEDY_REASONS.combust, values));
  }

  const out: Explained[] = [];
  const add = (id: (typeof REMEDY_RULES)[number]['id'], extra: Readonly<Record<string, string>>, rules: readonly string[]) => {
    out.push({ text: sentence(fillTemplate(remedyRule(id).template, { ...values, ...extra })), rules: [id, ...rules] });
  };

  add('remedy.mantra', { mantra: record.beejMantra.latin, day }, [strengthRule, ...verdict.functionalRules]);
  const gem = { gemstone: record.gemstone, metal: record.metal.toLowerCase(), finger: record.finger.toLowerCase(), day: gemDay };
  if (verdict.functionalNature === 'favorable') {
    if (verdict.strength === 'Strong') add('remedy.gemstone-not-needed', gem, [strengthRule, ...verdict.functionalRules]);
    else add('remedy.gemstone-wear', gem, [strengthRule, ...verdict.functionalRules]);
  } else if (malefic) {
    add('remedy.gemstone-avoid', gem, verdict.functionalRules);
  } else {
    add('remedy.gemstone-caution', gem, verdict.functionalRules);
  }
  if (weak || malefic) {
    add('remedy.charity', { items: remedy.charity, day, reasons: joinAnd(reasons) }, reasonRules);
  }
  if (weak || malefic || condition.combust) {
    add('remedy.deity', { deity: record.deity, reasons: joinAnd(deityReasons) }, condition.combust ? [...reasonRules, 'condition.combust'] : reasonRules);
  }
  if (weak) {
    add('remedy.fast', { day, reasons: joinAnd(reasons.slice(0, 1)) }, [strengthRule]);
  }
  return out;
}

/**
 * The complete dasha analysis of the spec ("Dasha analysis response (complete dasha)"): every text and
 * classification field, each text with the ids of the rules that produced it.
 * @throws DashaAnalysisError when a Saturn, Jupiter or Rahu transit row is missing or a lord is not known
 */
export function dashaAnalysis(input: DashaAnalysisInput): DashaAnalysis {
  const placements = input.chart;
  const verdicts = grahaVerdicts(placements);
  const conditions = grahaConditions(placements);
  const words = Object.fromEntries(
    GRAHA_IDS.map((graha) => [graha, grahaWords(placements, verdicts[graha], conditions[graha])]),
  ) as Record<GrahaId, GrahaWords>;
  const context: Context = {
    placements,
    lagna: lagnaSign(placements),
    moonSign: signOfLongitude(placements.grahas.moon.longitude),
    verdicts,
    words,
  };
  const { periods, now } = input;

  const mahadasha = currentPeriodAnalysis(context, periods.maha, now, null);
  const antardasha = currentPeriodAnalysis(context, periods.antar, now, periods.maha);
  const pratyantardasha = currentPeriodAnalysis(context, periods.pratyantar, now, periods.antar);
  const nextAntar = periods.nextAntar;
  const nextAntarParent = nextAntar === null
    ? null
    : nextAntar.start >= periods.maha.end && periods.nextMaha !== null ? periods.nextMaha.lord : periods.maha.lord;

  const names = (nature: FunctionalNature): string[] =>
    GRAHA_IDS.filter((graha) => verdicts[graha].functionalNature === nature).map((graha) => grahaById(graha).en);

  const currentPeriod = Object.fromEntries(
    LIFE_AREAS.map((area) => [area.id, areaPrediction(context, area, mahadasha.planet, antardasha.planet)]),
  ) as Record<LifeAreaId, Explained>;

  const saturn = transitRow(input.transits, 'saturn');
  const saturnReading = gocharaReading('saturn', context.moonSign, saturn.sign as SignNumber);
  const general = lordRemedies(context, mahadasha.planet, 'mahadasha', conditions[mahadasha.planet]);
  if (Object.hasOwn(SATURN_REMEDY_PHASES, saturnReading.ruleId)) {
    const phase = SATURN_REMEDY_PHASES[saturnReading.ruleId as keyof typeof SATURN_REMEDY_PHASES];
    const rule = remedyRule('remedy.saturn-transit');
    general.push({
      text: sentence(fillTemplate(rule.template, {
        moonHouse: ordinal(saturnReading.houseFromMoon), phase, mantra: grahaById('saturn').beejMantra.latin,
      })),
      rules: [rule.id, saturnReading.ruleId],
    });
  }

  return {
    lagnaSign: context.lagna,
    moonSign: context.moonSign,
    grahas: verdicts,
    currentDasha: { mahadasha, antardasha, pratyantardasha },
    upcomingDasha: {
      nextAntardasha: nextAntar === null ? null : upcomingAnalysis(context, nextAntar, nextAntarParent),
      nextMahadasha: periods.nextMaha === null ? null : upcomingAnalysis(context, periods.nextMaha, null),
    },
    dashaStrengths: {
      favorablePlanets: names('favorable'),
      challengingPlanets: names('challenging'),
      neutralPlanets: names('neutral'),
      rules: GRAHA_IDS.map((graha) => `${grahaById(graha).en}: ${verdicts[graha].functionalRules.join(' > ')}`),
    },
    predictions: { currentPeriod, nextYear: nextYearItems(context, input) },
    remedies: {
      general,
      specific: { currentAntardasha: lordRemedies(context, antardasha.planet, 'antardasha', conditions[antardasha.planet]) },
    },
    transitInfluence: {
      saturnTransit: transitInfluence(context, saturn, 'saturn'),
      jupiterTransit: transitInfluence(context, transitRow(input.transits, 'jupiter'), 'jupiter'),
      rahuTransit: transitInfluence(context, transitRow(input.transits, 'rahu'), 'rahu'),
    },
  };
}
