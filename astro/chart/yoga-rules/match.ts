/**
 * How a rule that holds is reported: its grahas in Sun … Ketu order and the yoga's strength, the mean dignity
 * score of those grahas (the scale is in the module comment of ../yogas.ts), optionally capped by the rule.
 */
import { type GrahaId, GRAHA_IDS } from '../placement.ts';
import type { Dignity } from '../dignity.ts';
import type { YogaContext, YogaMatch, YogaStrength } from './context.ts';

const DIGNITY_SCORE: Readonly<Record<Dignity, number>> = {
  exalted: 2,
  moolatrikona: 2,
  own: 2,
  'great-friend': 1.5,
  friend: 1.5,
  neutral: 1,
  enemy: 0.5,
  'great-enemy': 0.5,
  debilitated: 0,
};

function strengthOf(ctx: YogaContext, planets: readonly GrahaId[]): YogaStrength {
  if (planets.length === 0) return 'Moderate';
  const total = planets.reduce(
    (sum, graha) => sum + Math.max(0, DIGNITY_SCORE[ctx.dignity[graha]] - (ctx.combust[graha] ? 0.5 : 0)),
    0,
  );
  const mean = total / planets.length;
  if (mean >= 1.5) return 'Strong';
  if (mean >= 1) return 'Moderate';
  return 'Weak';
}

const STRENGTH_ORDER: readonly YogaStrength[] = ['Weak', 'Moderate', 'Strong'];

function atMost(strength: YogaStrength, cap: YogaStrength): YogaStrength {
  return STRENGTH_ORDER.indexOf(strength) <= STRENGTH_ORDER.indexOf(cap) ? strength : cap;
}

/** The distinct grahas of `planets` in Sun … Ketu order. */
export function inOrder(planets: Iterable<GrahaId>): GrahaId[] {
  const set = new Set(planets);
  return GRAHA_IDS.filter((graha) => set.has(graha));
}

/** The match of a rule that holds, formed by `planets`; its strength is capped at `cap` when given. */
export function match(ctx: YogaContext, planets: Iterable<GrahaId>, description: string, cap?: YogaStrength): YogaMatch {
  const ordered = inOrder(planets);
  const strength = strengthOf(ctx, ordered);
  return { planets: ordered, strength: cap === undefined ? strength : atMost(strength, cap), description };
}
