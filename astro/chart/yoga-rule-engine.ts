/**
 * The evaluator of the yogas written as rules (data/yoga-rules.ts, vocabulary in data/yoga-rule-vocabulary.ts).
 * The facts every rule reads — signs and houses of the nine grahas in the rashi chart and the navamsa, their
 * dignities, combustion, natural nature and the signs each graha aspects — are computed once per chart
 * (`ruleFacts`); a rule is then a walk of its condition tree over them, with no further astronomy.
 */
import { signByNumber } from '../../data/signs.ts';
import { type RuleYogaRecord, RULE_YOGAS } from '../../data/yoga-rules.ts';
import type { RuleCondition, RuleDignity, RuleGroup, RulePoint, RuleReference, RuleSigns } from '../../data/yoga-rule-vocabulary.ts';
import { aspectedSigns } from './aspects.ts';
import { type Dignity, dignityOf } from './dignity.ts';
import { type GrahaId, type Placements, type SignNumber, DUSTHANA_HOUSES, GRAHA_IDS, SEVEN_GRAHAS, houseFromSign, lagnaSign, lordOfSign, signCounted, grahaSign } from './placement.ts';
import { vargaPlacements } from './vargas.ts';
import type { YogaContext, YogaMatch } from './yoga-rules/context.ts';
import { match } from './yoga-rules/match.ts';

/** The facts of one chart the rules read, computed once. */
export interface RuleFacts {
  readonly ctx: YogaContext;
  readonly lagnaD9: SignNumber;
  readonly signD9: Readonly<Record<GrahaId, SignNumber>>;
  readonly dignityD9: Readonly<Record<GrahaId, Dignity>>;
  /** The signs each graha aspects (none for the nodes). */
  readonly aspected: Readonly<Record<GrahaId, ReadonlySet<SignNumber>>>;
  readonly strong: Readonly<Record<GrahaId, boolean>>;
}

function recordOf<T>(make: (graha: GrahaId) => T): Record<GrahaId, T> {
  return Object.fromEntries(GRAHA_IDS.map((graha) => [graha, make(graha)])) as Record<GrahaId, T>;
}

/** The facts of a chart, given its yoga context (astro/chart/yogas.ts `yogaContext`). */
export function ruleFacts(ctx: YogaContext): RuleFacts {
  const d9 = vargaPlacements(ctx.placements, 9);
  const sevenSet = new Set<GrahaId>(SEVEN_GRAHAS);
  return {
    ctx,
    lagnaD9: lagnaSign(d9),
    signD9: recordOf((graha) => grahaSign(d9, graha)),
    dignityD9: recordOf((graha) => dignityOf(d9, graha)),
    aspected: recordOf((graha) => new Set(sevenSet.has(graha) ? aspectedSigns(ctx.placements, graha) : [])),
    strong: recordOf(
      (graha) => ctx.dignity[graha] !== 'debilitated' && !ctx.combust[graha] && !DUSTHANA_HOUSES.includes(ctx.house[graha]),
    ),
  };
}

/** The graha a point names in this chart. */
export function resolvePoint(point: RulePoint, facts: RuleFacts): GrahaId {
  if (typeof point === 'string') return point;
  if ('lord' in point) return lordOfSign(signCounted(facts.ctx.lagna, point.lord));
  const graha = resolvePoint(point.dispositor, facts);
  return lordOfSign(point.varga === 'd9' ? facts.signD9[graha] : facts.ctx.sign[graha]);
}

function referenceSign(reference: RuleReference | undefined, facts: RuleFacts): SignNumber {
  if (reference === undefined || reference === 'lagna') return facts.ctx.lagna;
  return facts.ctx.sign[resolvePoint(reference, facts)];
}

function groupOf(group: RuleGroup, facts: RuleFacts): readonly GrahaId[] {
  if (typeof group !== 'string') return group;
  switch (group) {
    case 'benefics':
      return GRAHA_IDS.filter((graha) => facts.ctx.benefic[graha]);
    case 'malefics':
      return GRAHA_IDS.filter((graha) => !facts.ctx.benefic[graha]);
    case 'seven':
      return SEVEN_GRAHAS;
    case 'star-planets':
      return ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
    case 'grahas':
      return GRAHA_IDS;
  }
}

function signIn(sign: SignNumber, signs: RuleSigns): boolean {
  const record = signByNumber(sign)!;
  if (typeof signs !== 'string') return signs.includes(record.id);
  if (signs === 'odd' || signs === 'even') return record.footedness === signs;
  return record.modality === signs || record.element === signs;
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

/** A condition's verdict and the grahas it named that make it hold. */
export interface Verdict {
  readonly holds: boolean;
  readonly grahas: readonly GrahaId[];
}

const NO: Verdict = { holds: false, grahas: [] };
const yes = (grahas: readonly GrahaId[]): Verdict => ({ holds: true, grahas });
const verdict = (holds: boolean, grahas: readonly GrahaId[]): Verdict => (holds ? yes(grahas) : NO);

/** Whether a condition holds in the chart of `facts`. */
export function evaluateCondition(condition: RuleCondition, facts: RuleFacts): Verdict {
  const { ctx } = facts;
  switch (condition.is) {
    case 'all': {
      const grahas: GrahaId[] = [];
      for (const part of condition.of) {
        const found = evaluateCondition(part, facts);
        if (!found.holds) return NO;
        grahas.push(...found.grahas);
      }
      return yes(grahas);
    }
    case 'any': {
      for (const part of condition.of) {
        const found = evaluateCondition(part, facts);
        if (found.holds) return found;
      }
      return NO;
    }
    case 'not':
      return verdict(!evaluateCondition(condition.of, facts).holds, []);
    case 'in-house': {
      const graha = resolvePoint(condition.point, facts);
      return verdict(condition.houses.includes(houseFromSign(referenceSign(condition.from, facts), ctx.sign[graha])), [graha]);
    }
    case 'in-sign': {
      if (condition.point === 'lagna') return verdict(signIn(condition.varga === 'd9' ? facts.lagnaD9 : ctx.lagna, condition.signs), []);
      const graha = resolvePoint(condition.point, facts);
      return verdict(signIn(condition.varga === 'd9' ? facts.signD9[graha] : ctx.sign[graha], condition.signs), [graha]);
    }
    case 'house-sign':
      return verdict(signIn(signCounted(ctx.lagna, condition.house), condition.signs), []);
    case 'dignity': {
      const graha = resolvePoint(condition.point, facts);
      const found = condition.varga === 'd9' ? facts.dignityD9[graha] : ctx.dignity[graha];
      return verdict(condition.dignities.includes(RULE_DIGNITY[found]), [graha]);
    }
    case 'together': {
      const grahas = condition.points.map((point) => resolvePoint(point, facts));
      return verdict(new Set(grahas).size > 1 && grahas.every((graha) => ctx.sign[graha] === ctx.sign[grahas[0]!]), grahas);
    }
    case 'exchange': {
      const [a, b] = condition.points.map((point) => resolvePoint(point, facts)) as [GrahaId, GrahaId];
      return verdict(a !== b && lordOfSign(ctx.sign[a]) === b && lordOfSign(ctx.sign[b]) === a, [a, b]);
    }
    case 'aspects': {
      const by = resolvePoint(condition.by, facts);
      const target = condition.target;
      if (typeof target === 'object' && 'house' in target) {
        return verdict(facts.aspected[by].has(signCounted(ctx.lagna, target.house)), [by]);
      }
      const aspected = resolvePoint(target, facts);
      return verdict(by !== aspected && facts.aspected[by].has(ctx.sign[aspected]), [by, aspected]);
    }
    case 'influenced': {
      const graha = resolvePoint(condition.point, facts);
      const sign = ctx.sign[graha];
      const found = groupOf(condition.group, facts).filter(
        (other) =>
          other !== graha &&
          ((condition.how !== 'aspects' && ctx.sign[other] === sign) || (condition.how !== 'joins' && facts.aspected[other].has(sign))),
      );
      return verdict(found.length > 0, [graha, ...found]);
    }
    case 'house-aspected': {
      const sign = signCounted(ctx.lagna, condition.house);
      const found = groupOf(condition.group, facts).filter((graha) => facts.aspected[graha].has(sign));
      return verdict(found.length > 0, found);
    }
    case 'occupied': {
      const from = referenceSign(condition.from, facts);
      const group = groupOf(condition.group, facts);
      const inHouse = (house: number) => group.filter((graha) => houseFromSign(from, ctx.sign[graha]) === house);
      const found = condition.houses.map(inHouse);
      const holds = condition.quantity === 'each' ? found.every((list) => list.length > 0) : found.some((list) => list.length > 0);
      return verdict(holds, found.flat());
    }
    case 'empty': {
      const from = referenceSign(condition.from, facts);
      const holds = groupOf(condition.group, facts).every((graha) => !condition.houses.includes(houseFromSign(from, ctx.sign[graha])));
      return verdict(holds, []);
    }
    case 'confined': {
      const from = referenceSign(condition.from, facts);
      const group = groupOf(condition.group, facts);
      return verdict(group.every((graha) => condition.houses.includes(houseFromSign(from, ctx.sign[graha]))), group);
    }
    case 'sign-count':
      return verdict(new Set(SEVEN_GRAHAS.map((graha) => ctx.sign[graha])).size === condition.count, SEVEN_GRAHAS);
    case 'strong': {
      const graha = resolvePoint(condition.point, facts);
      return verdict(facts.strong[graha], [graha]);
    }
    case 'nature': {
      const graha = resolvePoint(condition.point, facts);
      return verdict(ctx.benefic[graha] === (condition.nature === 'benefic'), [graha]);
    }
    case 'same': {
      const [a, b] = condition.points.map((point) => resolvePoint(point, facts)) as [GrahaId, GrahaId];
      return verdict(a === b, [a]);
    }
    case 'waxing-moon':
      return verdict(ctx.benefic.moon, ['moon']);
    case 'day-birth':
      return verdict(ctx.options.dayBirth === true, []);
  }
}

/** The parts a rule is listed by: the members of a top-level "all", else the rule itself. */
export function ruleParts(condition: RuleCondition): readonly RuleCondition[] {
  return condition.is === 'all' ? condition.of : [condition];
}

/** One rule yoga's verdict in a chart: each part with its own verdict, and the match when all hold. */
export interface RuleYogaVerdict {
  readonly id: string;
  readonly parts: readonly boolean[];
  /** Null when the rule does not hold. */
  readonly match: YogaMatch | null;
}

/** The verdict of one record in the chart of `facts`. */
export function evaluateRuleYoga(record: RuleYogaRecord, facts: RuleFacts): RuleYogaVerdict {
  const verdicts = ruleParts(record.when).map((part) => evaluateCondition(part, facts));
  const holds = verdicts.every((found) => found.holds);
  return {
    id: record.id,
    parts: verdicts.map((found) => found.holds),
    match: holds ? match(facts.ctx, verdicts.flatMap((found) => found.grahas), '') : null,
  };
}

/** The verdicts of every record of data/yoga-rules.ts, in its order. */
export function evaluateRuleYogas(ctx: YogaContext): RuleYogaVerdict[] {
  const facts = ruleFacts(ctx);
  return RULE_YOGAS.map((record) => evaluateRuleYoga(record, facts));
}

