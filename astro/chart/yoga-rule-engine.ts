/**
 * The evaluator of the yogas written as rules (data/yoga-rules.ts, vocabulary in data/yoga-rule-vocabulary.ts).
 * Each rule's condition tree is compiled once, when the module loads, into plain predicates; the facts every
 * rule reads — signs and houses of the nine grahas in the rashi chart and the navamsa, their dignities,
 * strength, natural nature and the signs each graha aspects (a bit mask) — are computed once per chart
 * (`ruleFacts`) into flat arrays indexed by graha (Sun … Ketu = 0 … 8). Evaluating every rule is then a few
 * array reads per condition, with no astronomy and no allocation unless a rule holds.
 */
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { SIGNS } from '../../data/signs.ts';
import { type RuleYogaRecord, RULE_YOGAS } from '../../data/yoga-rules.ts';
import type { RuleCondition, RuleDignity, RuleGroup, RulePoint, RuleReference, RuleSigns } from '../../data/yoga-rule-vocabulary.ts';
import { aspectedSigns } from './aspects.ts';
import { type Dignity, dignityOf } from './dignity.ts';
import { DUSTHANA_HOUSES, grahaSign, lagnaSign } from './placement.ts';
import { vargaPlacements } from './vargas.ts';
import type { YogaContext, YogaMatch } from './yoga-rules/context.ts';
import { match } from './yoga-rules/match.ts';

/** A graha by its index in GRAHA_IDS (Sun 0 … Ketu 8). */
type G = number;
const SEVEN: readonly G[] = [0, 1, 2, 3, 4, 5, 6];
const ALL: readonly G[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const STAR: readonly G[] = [2, 3, 4, 5, 6];
const INDEX: Readonly<Record<GrahaId, G>> = Object.fromEntries(GRAHA_IDS.map((graha, index) => [graha, index])) as Record<GrahaId, G>;
/** The lord (as a graha index) of each sign 1–12; index 0 unused. */
const SIGN_LORD: readonly G[] = [0, ...SIGNS.map((sign) => INDEX[sign.lord])];

/** The facts of one chart the rules read, computed once. Signs are 1–12, houses 1–12 from the lagna. */
export interface RuleFacts {
  readonly ctx: YogaContext;
  readonly lagna: number;
  readonly lagnaD9: number;
  readonly sign: readonly number[];
  readonly signD9: readonly number[];
  readonly dignity: readonly RuleDignity[];
  readonly dignityD9: readonly RuleDignity[];
  readonly benefic: readonly boolean[];
  readonly strong: readonly boolean[];
  /** Bit s set when the graha aspects sign s (1–12); 0 for the nodes. */
  readonly aspects: readonly number[];
  readonly benefics: readonly G[];
  readonly malefics: readonly G[];
}

const RULE_DIGNITY: Readonly<Record<Dignity, RuleDignity>> = {
  exalted: 'exalted',
  moolatrikona: 'moolatrikona',
  own: 'own',
  'great-friend': 'friendly',
  friend: 'friendly',
  neutral: 'neutral',
  enemy: 'inimical',
  'great-enemy': 'inimical',
  debilitated: 'debilitated',
};

/** The facts of a chart, given its yoga context (astro/chart/yogas.ts `yogaContext`). */
export function ruleFacts(ctx: YogaContext): RuleFacts {
  const d9 = vargaPlacements(ctx.placements, 9);
  const benefic = GRAHA_IDS.map((graha) => ctx.benefic[graha]);
  return {
    ctx,
    lagna: ctx.lagna,
    lagnaD9: lagnaSign(d9),
    sign: GRAHA_IDS.map((graha) => ctx.sign[graha]),
    signD9: GRAHA_IDS.map((graha) => grahaSign(d9, graha)),
    dignity: GRAHA_IDS.map((graha) => RULE_DIGNITY[ctx.dignity[graha]]),
    dignityD9: GRAHA_IDS.map((graha) => RULE_DIGNITY[dignityOf(d9, graha)]),
    benefic,
    strong: GRAHA_IDS.map((graha) => ctx.dignity[graha] !== 'debilitated' && !ctx.combust[graha] && !DUSTHANA_HOUSES.includes(ctx.house[graha])),
    aspects: GRAHA_IDS.map((graha, index) => (index < 7 ? aspectedSigns(ctx.placements, graha).reduce((mask, sign) => mask | (1 << sign), 0) : 0)),
    benefics: ALL.filter((g) => benefic[g]),
    malefics: ALL.filter((g) => !benefic[g]),
  };
}

/** House (1–12) of sign `to` counted from sign `from`. */
const houseOf = (from: number, to: number): number => ((to - from + 12) % 12) + 1;
/** The sign `house` signs from `from` (house 1 = `from`). */
const counted = (from: number, house: number): number => ((from - 1 + house - 1) % 12) + 1;
/** A set of houses or signs 1–12 as a bit mask. */
const maskOf = (numbers: readonly number[]): number => numbers.reduce((mask, n) => mask | (1 << n), 0);

type Point = (f: RuleFacts) => G;
/** A compiled condition: whether it holds, and the grahas it names (asked only of a condition that holds). */
interface Compiled {
  readonly holds: (f: RuleFacts) => boolean;
  readonly grahas: (f: RuleFacts) => readonly G[];
}

function compilePoint(point: RulePoint): Point {
  if (typeof point === 'string') {
    const g = INDEX[point];
    return () => g;
  }
  if ('lord' in point) {
    const house = point.lord;
    return (f) => SIGN_LORD[counted(f.lagna, house)]!;
  }
  const inner = compilePoint(point.dispositor);
  return point.varga === 'd9' ? (f) => SIGN_LORD[f.signD9[inner(f)]!]! : (f) => SIGN_LORD[f.sign[inner(f)]!]!;
}

function compileReference(reference: RuleReference | undefined): (f: RuleFacts) => number {
  if (reference === undefined || reference === 'lagna') return (f) => f.lagna;
  const point = compilePoint(reference);
  return (f) => f.sign[point(f)]!;
}

function compileGroup(group: RuleGroup): (f: RuleFacts) => readonly G[] {
  if (typeof group !== 'string') {
    const list = group.map((graha) => INDEX[graha]);
    return () => list;
  }
  switch (group) {
    case 'benefics':
      return (f) => f.benefics;
    case 'malefics':
      return (f) => f.malefics;
    case 'seven':
      return () => SEVEN;
    case 'star-planets':
      return () => STAR;
    case 'grahas':
      return () => ALL;
  }
}

/** The signs 1–12 of a sign set, as a bit mask. */
function signMask(signs: RuleSigns): number {
  return maskOf(
    SIGNS.filter((sign) =>
      typeof signs !== 'string'
        ? signs.includes(sign.id)
        : signs === 'odd' || signs === 'even'
          ? sign.footedness === signs
          : sign.modality === signs || sign.element === signs,
    ).map((sign) => sign.number),
  );
}

const NONE: readonly G[] = [];
const none = () => NONE;

function compile(condition: RuleCondition): Compiled {
  switch (condition.is) {
    case 'all': {
      const parts = condition.of.map(compile);
      return { holds: (f) => parts.every((part) => part.holds(f)), grahas: (f) => parts.flatMap((part) => part.grahas(f)) };
    }
    case 'any': {
      const parts = condition.of.map(compile);
      return { holds: (f) => parts.some((part) => part.holds(f)), grahas: (f) => parts.find((part) => part.holds(f))?.grahas(f) ?? NONE };
    }
    case 'not': {
      const inner = compile(condition.of);
      return { holds: (f) => !inner.holds(f), grahas: none };
    }
    case 'in-house': {
      const point = compilePoint(condition.point);
      const from = compileReference(condition.from);
      const houses = maskOf(condition.houses);
      return { holds: (f) => (houses & (1 << houseOf(from(f), f.sign[point(f)]!))) !== 0, grahas: (f) => [point(f)] };
    }
    case 'in-sign': {
      const signs = signMask(condition.signs);
      const d9 = condition.varga === 'd9';
      if (condition.point === 'lagna') return { holds: (f) => (signs & (1 << (d9 ? f.lagnaD9 : f.lagna))) !== 0, grahas: none };
      const point = compilePoint(condition.point);
      return { holds: (f) => (signs & (1 << (d9 ? f.signD9 : f.sign)[point(f)]!)) !== 0, grahas: (f) => [point(f)] };
    }
    case 'house-sign': {
      const signs = signMask(condition.signs);
      const house = condition.house;
      return { holds: (f) => (signs & (1 << counted(f.lagna, house))) !== 0, grahas: none };
    }
    case 'dignity': {
      const point = compilePoint(condition.point);
      const dignities = condition.dignities;
      const d9 = condition.varga === 'd9';
      return { holds: (f) => dignities.includes((d9 ? f.dignityD9 : f.dignity)[point(f)]!), grahas: (f) => [point(f)] };
    }
    case 'together': {
      const points = condition.points.map(compilePoint);
      return {
        holds: (f) => {
          const first = points[0]!(f);
          let distinct = false;
          for (const point of points) {
            const g = point(f);
            if (f.sign[g] !== f.sign[first]) return false;
            if (g !== first) distinct = true;
          }
          return distinct;
        },
        grahas: (f) => points.map((point) => point(f)),
      };
    }
    case 'exchange': {
      const [a, b] = condition.points.map(compilePoint) as [Point, Point];
      return {
        holds: (f) => {
          const x = a(f);
          const y = b(f);
          return x !== y && SIGN_LORD[f.sign[x]!] === y && SIGN_LORD[f.sign[y]!] === x;
        },
        grahas: (f) => [a(f), b(f)],
      };
    }
    case 'aspects': {
      const by = compilePoint(condition.by);
      const target = condition.target;
      if (typeof target === 'object' && 'house' in target) {
        const house = target.house;
        return { holds: (f) => (f.aspects[by(f)]! & (1 << counted(f.lagna, house))) !== 0, grahas: (f) => [by(f)] };
      }
      const aspected = compilePoint(target);
      return {
        holds: (f) => {
          const x = by(f);
          const y = aspected(f);
          return x !== y && (f.aspects[x]! & (1 << f.sign[y]!)) !== 0;
        },
        grahas: (f) => [by(f), aspected(f)],
      };
    }
    case 'influenced': {
      const point = compilePoint(condition.point);
      const group = compileGroup(condition.group);
      const joins = condition.how !== 'aspects';
      const aspects = condition.how !== 'joins';
      const influencing = (f: RuleFacts, g: G) => {
        const sign = f.sign[g]!;
        return group(f).filter((o) => o !== g && ((joins && f.sign[o] === sign) || (aspects && (f.aspects[o]! & (1 << sign)) !== 0)));
      };
      return {
        holds: (f) => {
          const g = point(f);
          const sign = f.sign[g]!;
          for (const o of group(f)) if (o !== g && ((joins && f.sign[o] === sign) || (aspects && (f.aspects[o]! & (1 << sign)) !== 0))) return true;
          return false;
        },
        grahas: (f) => [point(f), ...influencing(f, point(f))],
      };
    }
    case 'house-aspected': {
      const group = compileGroup(condition.group);
      const house = condition.house;
      const aspecting = (f: RuleFacts) => group(f).filter((o) => (f.aspects[o]! & (1 << counted(f.lagna, house))) !== 0);
      return { holds: (f) => aspecting(f).length > 0, grahas: aspecting };
    }
    case 'occupied': {
      const from = compileReference(condition.from);
      const group = compileGroup(condition.group);
      const houses = condition.houses;
      const each = condition.quantity === 'each';
      const occupiedMask = (f: RuleFacts) => {
        const start = from(f);
        let mask = 0;
        for (const g of group(f)) mask |= 1 << houseOf(start, f.sign[g]!);
        return mask;
      };
      const wanted = maskOf(houses);
      return {
        holds: (f) => {
          const mask = occupiedMask(f);
          return each ? (mask & wanted) === wanted : (mask & wanted) !== 0;
        },
        grahas: (f) => group(f).filter((g) => (wanted & (1 << houseOf(from(f), f.sign[g]!))) !== 0),
      };
    }
    case 'empty': {
      const from = compileReference(condition.from);
      const group = compileGroup(condition.group);
      const wanted = maskOf(condition.houses);
      return { holds: (f) => group(f).every((g) => (wanted & (1 << houseOf(from(f), f.sign[g]!))) === 0), grahas: none };
    }
    case 'confined': {
      const from = compileReference(condition.from);
      const group = compileGroup(condition.group);
      const wanted = maskOf(condition.houses);
      return { holds: (f) => group(f).every((g) => (wanted & (1 << houseOf(from(f), f.sign[g]!))) !== 0), grahas: group };
    }
    case 'sign-count': {
      const count = condition.count;
      return {
        holds: (f) => {
          let mask = 0;
          for (const g of SEVEN) mask |= 1 << f.sign[g]!;
          let n = 0;
          for (let bits = mask; bits !== 0; bits &= bits - 1) n++;
          return n === count;
        },
        grahas: () => SEVEN,
      };
    }
    case 'strong': {
      const point = compilePoint(condition.point);
      return { holds: (f) => f.strong[point(f)]!, grahas: (f) => [point(f)] };
    }
    case 'nature': {
      const point = compilePoint(condition.point);
      const benefic = condition.nature === 'benefic';
      return { holds: (f) => f.benefic[point(f)] === benefic, grahas: (f) => [point(f)] };
    }
    case 'same': {
      const [a, b] = condition.points.map(compilePoint) as [Point, Point];
      return { holds: (f) => a(f) === b(f), grahas: (f) => [a(f)] };
    }
    case 'waxing-moon':
      return { holds: (f) => f.benefic[1]!, grahas: () => [1] };
    case 'day-birth':
      return { holds: (f) => f.ctx.options.dayBirth === true, grahas: none };
  }
}

/** The parts a rule is listed by: the members of a top-level "all", else the rule itself. */
export function ruleParts(condition: RuleCondition): readonly RuleCondition[] {
  return condition.is === 'all' ? condition.of : [condition];
}

/** Every record with its parts compiled, in the table's order. */
const COMPILED: readonly { readonly record: RuleYogaRecord; readonly parts: readonly Compiled[] }[] = RULE_YOGAS.map((record) => ({
  record,
  parts: ruleParts(record.when).map(compile),
}));

/** One rule yoga's verdict in a chart: each part with its own verdict, and the match when all hold. */
export interface RuleYogaVerdict {
  readonly id: string;
  readonly parts: readonly boolean[];
  /** Null when the rule does not hold. */
  readonly match: YogaMatch | null;
}

function verdictOf(record: RuleYogaRecord, parts: readonly Compiled[], facts: RuleFacts): RuleYogaVerdict {
  const held = parts.map((part) => part.holds(facts));
  if (!held.every(Boolean)) return { id: record.id, parts: held, match: null };
  const grahas = parts.flatMap((part) => part.grahas(facts)).map((g) => GRAHA_IDS[g]!);
  return { id: record.id, parts: held, match: match(facts.ctx, grahas, '') };
}

/** The verdict of one record in the chart of `facts`. */
export function evaluateRuleYoga(record: RuleYogaRecord, facts: RuleFacts): RuleYogaVerdict {
  const compiled = COMPILED.find((entry) => entry.record === record)?.parts ?? ruleParts(record.when).map(compile);
  return verdictOf(record, compiled, facts);
}

/** The verdicts of every record of data/yoga-rules.ts, in its order. */
export function evaluateRuleYogas(ctx: YogaContext): RuleYogaVerdict[] {
  const facts = ruleFacts(ctx);
  return COMPILED.map(({ record, parts }) => verdictOf(record, parts, facts));
}
