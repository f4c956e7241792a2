/**
 * The graha avasthas of BPHS ch. 45 (data/avasthas.ts holds the states, their rules and sources) for the seven
 * grahas Sun … Saturn of a chart, from the facts the yogas read (astro/chart/yogas.ts `yogaContext`): the sign
 * and degree, the dignity (compound relationships, astro/chart/dignity.ts), combustion, natural benefics and
 * malefics and Parashari aspects.
 *
 * Conventions, named:
 * - Baladi: 6° parts; a graha exactly on a boundary is in the later part.
 * - Deeptadi: one state per graha. Combustion (Kopa) comes first, then the company of a natural malefic (Vikala),
 *   then the dignity; in the dignity scale the great enemy's sign is Dukhita, the debilitation sign Khala.
 * - Lajjitadi: every state whose rule holds; "enemy" and "friend" are compound relationships of the graha with
 *   the other (enemy or great enemy; friend or great friend); the nodes join but cast no aspect.
 */
import type { AvasthaId } from '../../data/avasthas.ts';
import { signByNumber } from '../../data/signs.ts';
import { aspectsGraha } from './aspects.ts';
import { compoundRelationship } from './dignity.ts';
import { type GrahaId, SEVEN_GRAHAS, GRAHA_IDS, degreeInSign } from './placement.ts';
import type { YogaContext } from './yoga-rules/context.ts';

/** The avasthas of one graha. */
export interface GrahaAvasthas {
  readonly graha: GrahaId;
  /** Degree within its sign, [0, 30): what baladi reads. */
  readonly degreeInSign: number;
  readonly baladi: AvasthaId;
  readonly jagradadi: AvasthaId;
  readonly deeptadi: AvasthaId;
  /** Every lajjitadi state whose rule holds, in the order of data/avasthas.ts; may be empty. */
  readonly lajjitadi: readonly AvasthaId[];
}

const BALADI_ODD: readonly AvasthaId[] = ['bala', 'kumara', 'yuva', 'vriddha', 'mrita'];

/** Baladi state from the degree in the sign (0–30) and whether the sign is odd (Aries, Gemini …). */
export function baladiState(degree: number, oddSign: boolean): AvasthaId {
  const part = Math.min(4, Math.floor(degree / 6));
  return BALADI_ODD[oddSign ? part : 4 - part]!;
}

const isEnemy = (ctx: YogaContext, graha: GrahaId, other: GrahaId) => {
  const relation = compoundRelationship(ctx.placements, graha, other);
  return relation === 'enemy' || relation === 'great-enemy';
};
const isFriend = (ctx: YogaContext, graha: GrahaId, other: GrahaId) => {
  const relation = compoundRelationship(ctx.placements, graha, other);
  return relation === 'friend' || relation === 'great-friend';
};

function jagradadi(ctx: YogaContext, graha: GrahaId): AvasthaId {
  const dignity = ctx.dignity[graha];
  if (dignity === 'exalted' || dignity === 'moolatrikona' || dignity === 'own') return 'jagrat';
  if (dignity === 'enemy' || dignity === 'great-enemy' || dignity === 'debilitated') return 'sushupti';
  return 'swapna';
}

function deeptadi(ctx: YogaContext, graha: GrahaId): AvasthaId {
  if (ctx.combust[graha]) return 'kopa';
  if (GRAHA_IDS.some((other) => other !== graha && !ctx.benefic[other] && ctx.sign[other] === ctx.sign[graha])) return 'vikala';
  switch (ctx.dignity[graha]) {
    case 'exalted':
      return 'deepta';
    case 'moolatrikona':
    case 'own':
      return 'swastha';
    case 'great-friend':
      return 'mudita';
    case 'friend':
      return 'shanta';
    case 'neutral':
      return 'deena';
    case 'enemy':
    case 'great-enemy':
      return 'dukhita';
    case 'debilitated':
      return 'khala';
  }
}

function lajjitadi(ctx: YogaContext, graha: GrahaId): AvasthaId[] {
  const others = GRAHA_IDS.filter((other) => other !== graha);
  const joined = others.filter((other) => ctx.sign[other] === ctx.sign[graha]);
  const aspecting = others.filter((other) => SEVEN_GRAHAS.includes(other as (typeof SEVEN_GRAHAS)[number]) && aspectsGraha(ctx.placements, other, graha));
  const states: AvasthaId[] = [];
  if (ctx.house[graha] === 5 && joined.some((other) => ['rahu', 'ketu', 'sun', 'mars', 'saturn'].includes(other))) states.push('lajjita');
  if (ctx.dignity[graha] === 'exalted' || ctx.dignity[graha] === 'moolatrikona') states.push('garvita');
  const dignity = ctx.dignity[graha];
  if (dignity === 'enemy' || dignity === 'great-enemy' || [...joined, ...aspecting].some((other) => isEnemy(ctx, graha, other)) || joined.includes('saturn')) {
    states.push('kshudhita');
  }
  const watery = signByNumber(ctx.sign[graha])!.element === 'water';
  if (watery && aspecting.some((other) => !ctx.benefic[other]) && !aspecting.some((other) => ctx.benefic[other])) states.push('trishita');
  if (dignity === 'friend' || dignity === 'great-friend' || [...joined, ...aspecting].some((other) => isFriend(ctx, graha, other)) || joined.includes('jupiter')) {
    states.push('mudita-lajjitadi');
  }
  if (joined.includes('sun') && aspecting.some((other) => !ctx.benefic[other] || isEnemy(ctx, graha, other))) states.push('kshobhita');
  return states;
}

/** The avasthas of the seven grahas Sun … Saturn, in that order. */
export function grahaAvasthas(ctx: YogaContext): GrahaAvasthas[] {
  return SEVEN_GRAHAS.map((graha) => {
    const degree = degreeInSign(ctx.placements.grahas[graha].longitude);
    return {
      graha,
      degreeInSign: degree,
      baladi: baladiState(degree, signByNumber(ctx.sign[graha])!.footedness === 'odd'),
      jagradadi: jagradadi(ctx, graha),
      deeptadi: deeptadi(ctx, graha),
      lajjitadi: lajjitadi(ctx, graha),
    };
  });
}
