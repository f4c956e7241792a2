/**
 * The Sun yogas: star-planets flanking the Sun (Vesi, Vasi, Ubhayachari) and Mercury with the Sun
 * (Budhaditya, Nipuna).
 */
import { signName } from '../../../data/signs.ts';
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import type { Evaluator } from './context.ts';
import { match } from './match.ts';
import { flankingYoga } from './flanking.ts';
import { ordinal } from './words.ts';

export const SOLAR_YOGAS = {
  vesi: (ctx) => flankingYoga(ctx, 'sun', 'second'),
  vasi: (ctx) => flankingYoga(ctx, 'sun', 'twelfth'),
  ubhayachari: (ctx) => flankingYoga(ctx, 'sun', 'both'),
  budhaditya: (ctx) => {
    if (ctx.sign.sun !== ctx.sign.mercury) return null;
    const note = ctx.combust.mercury ? ' Mercury is combust.' : '';
    return match(
      ctx,
      ['sun', 'mercury'],
      `The Sun and Mercury together in ${signName(ctx.sign.sun)} (${ordinal(ctx.house.sun)} house).${note}`,
      ctx.combust.mercury ? 'Weak' : undefined,
    );
  },
  nipuna: (ctx) => {
    if (ctx.sign.sun !== ctx.sign.mercury || ctx.combust.mercury) return null;
    return match(ctx, ['sun', 'mercury'], `The Sun and Mercury together in ${signName(ctx.sign.sun)}, Mercury not combust.`);
  },
} as const satisfies Partial<Record<ClassicalYogaId, Evaluator>>;
