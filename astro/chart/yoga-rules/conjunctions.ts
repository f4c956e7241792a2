/**
 * The malefic conjunctions: a graha in the sign of a node (Guru-Chandala with Jupiter, Grahan with the Sun or
 * the Moon, Angaraka with Mars), the Moon with Saturn (Vish), and Kala Sarpa, every graha on one side of the
 * nodal axis.
 */
import { signName } from '../../../data/signs.ts';
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import { normalizeDegrees } from '../../angles.ts';
import { type GrahaId, GRAHA_IDS, SEVEN_GRAHAS } from '../placement.ts';
import type { Evaluator, YogaContext } from './context.ts';
import { inOrder, match } from './match.ts';
import { list, name } from './words.ts';

const NODES: readonly GrahaId[] = ['rahu', 'ketu'];

function withNode(graha: GrahaId): (ctx: YogaContext) => GrahaId[] {
  return (ctx) => NODES.filter((node) => ctx.sign[node] === ctx.sign[graha]);
}

export const CONJUNCTION_YOGAS = {
  'guru-chandala': (ctx) => {
    const nodes = withNode('jupiter')(ctx);
    if (nodes.length === 0) return null;
    return match(ctx, ['jupiter', ...nodes], `Jupiter with ${list(nodes.map(name))} in ${signName(ctx.sign.jupiter)}.`);
  },
  grahan: (ctx) => {
    const luminaries = (['sun', 'moon'] as const).filter((graha) => withNode(graha)(ctx).length > 0);
    if (luminaries.length === 0) return null;
    const nodes = inOrder(luminaries.flatMap((graha) => withNode(graha)(ctx)));
    const words = luminaries.map((graha) => `${name(graha)} with ${list(withNode(graha)(ctx).map(name))} in ${signName(ctx.sign[graha])}`);
    return match(ctx, [...luminaries, ...nodes], `${list(words)}.`);
  },
  angaraka: (ctx) => {
    const nodes = withNode('mars')(ctx);
    if (nodes.length === 0) return null;
    return match(ctx, ['mars', ...nodes], `Mars with ${list(nodes.map(name))} in ${signName(ctx.sign.mars)}.`);
  },
  vish: (ctx) => {
    if (ctx.sign.moon !== ctx.sign.saturn) return null;
    return match(ctx, ['moon', 'saturn'], `The Moon and Saturn together in ${signName(ctx.sign.moon)}.`);
  },
  'kala-sarpa': (ctx) => {
    const rahu = ctx.placements.grahas.rahu.longitude;
    const offsets = SEVEN_GRAHAS.map((graha) => normalizeDegrees(ctx.placements.grahas[graha].longitude - rahu));
    const rahuSide = offsets.every((offset) => offset > 0 && offset < 180);
    const ketuSide = offsets.every((offset) => offset > 180);
    if (!rahuSide && !ketuSide) return null;
    return match(
      ctx,
      GRAHA_IDS,
      `All seven grahas lie between ${rahuSide ? 'Rahu and Ketu' : 'Ketu and Rahu'} (from ${signName(ctx.sign[rahuSide ? 'rahu' : 'ketu'])} ` +
        `to ${signName(ctx.sign[rahuSide ? 'ketu' : 'rahu'])}).`,
    );
  },
} as const satisfies Partial<Record<ClassicalYogaId, Evaluator>>;
