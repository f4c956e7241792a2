/**
 * The Sun yogas: star-planets flanking the Sun (Vesi, Vasi, Ubhayachari) and Mercury with the Sun
 * (Budhaditya, Nipuna).
 */
import { signName } from '../../../data/signs.ts';
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import type { Evaluator } from './context.ts';
import { match } from './match.ts';
import { flanks } from './relations.ts';
import { list, name, ordinal } from './words.ts';

export const SOLAR_YOGAS = {
  vesi: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'sun');
    if (second.length === 0 || twelfth.length > 0) return null;
    return match(ctx, ['sun', ...second], `${list(second.map(name))} in the 2nd from the Sun; none in the 12th.`);
  },
  vasi: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'sun');
    if (twelfth.length === 0 || second.length > 0) return null;
    return match(ctx, ['sun', ...twelfth], `${list(twelfth.map(name))} in the 12th from the Sun; none in the 2nd.`);
  },
  ubhayachari: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'sun');
    if (second.length === 0 || twelfth.length === 0) return null;
    return match(
      ctx,
      ['sun', ...second, ...twelfth],
      `${list(second.map(name))} in the 2nd and ${list(twelfth.map(name))} in the 12th from the Sun.`,
    );
  },
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
