/**
 * The Moon yogas: grahas flanking the Moon (Sunapha, Anapha, Durudhara, Kemadruma and its cancellation),
 * Jupiter or Mars with the Moon (Gaja Kesari, Chandra-Mangala, Shakata), benefics counted from the Moon
 * (Adhi) and the yogas counted from the lagna or the Moon (Amala, Vasumati).
 */
import { signName } from '../../../data/signs.ts';
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import { type GrahaId, GRAHA_IDS, UPACHAYA_HOUSES } from '../placement.ts';
import type { Evaluator, YogaContext } from './context.ts';
import { flankingYoga } from './flanking.ts';
import { inOrder, match } from './match.ts';
import { BENEFIC_TRIO, STAR_PLANETS, association, flanks, houseFrom, inSignFrom, isKendra } from './relations.ts';
import { list, name, ordinal, placed } from './words.ts';

function kemadrumaCancellers(ctx: YogaContext): GrahaId[] {
  const withMoon = STAR_PLANETS.filter((graha) => ctx.sign[graha] === ctx.sign.moon);
  const inKendra = STAR_PLANETS.filter(
    (graha) => isKendra(ctx.house[graha]) || isKendra(houseFrom(ctx, ctx.sign.moon, graha)),
  );
  return inOrder([...withMoon, ...inKendra]);
}

export const LUNAR_YOGAS = {
  'gaja-kesari': (ctx) => {
    const house = houseFrom(ctx, ctx.sign.moon, 'jupiter');
    if (!isKendra(house)) return null;
    const weak = ctx.dignity.jupiter === 'debilitated' || ctx.combust.jupiter;
    return match(
      ctx,
      ['moon', 'jupiter'],
      `${placed(ctx, 'jupiter')} is in the ${ordinal(house)} from the Moon in ${signName(ctx.sign.moon)}.`,
      weak ? 'Weak' : undefined,
    );
  },
  sunapha: (ctx) => flankingYoga(ctx, 'moon', 'second'),
  anapha: (ctx) => flankingYoga(ctx, 'moon', 'twelfth'),
  durudhara: (ctx) => flankingYoga(ctx, 'moon', 'both'),
  kemadruma: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'moon');
    if (second.length > 0 || twelfth.length > 0 || kemadrumaCancellers(ctx).length > 0) return null;
    return match(ctx, ['moon'], `No graha in the 2nd or 12th from the Moon in ${signName(ctx.sign.moon)}, and nothing cancels it.`);
  },
  'kemadruma-bhanga': (ctx) => {
    const { second, twelfth } = flanks(ctx, 'moon');
    if (second.length > 0 || twelfth.length > 0) return null;
    const cancellers = kemadrumaCancellers(ctx);
    if (cancellers.length === 0) return null;
    return match(
      ctx,
      ['moon', ...cancellers],
      `The Moon has no graha in the 2nd or 12th, but ${list(cancellers.map(name))} with the Moon or in a kendra ` +
        'from the lagna or the Moon cancel Kemadruma.',
    );
  },
  adhi: (ctx) => {
    const inPlace = BENEFIC_TRIO.filter((graha) => [6, 7, 8].includes(houseFrom(ctx, ctx.sign.moon, graha)));
    if (inPlace.length < 2) return null;
    const words = inPlace.map((graha) => `${name(graha)} (${ordinal(houseFrom(ctx, ctx.sign.moon, graha))} from the Moon)`);
    return match(ctx, ['moon', ...inPlace], `${list(words)}.`, inPlace.length === 3 ? undefined : 'Moderate');
  },
  'chandra-mangala': (ctx) => {
    const how = association(ctx, 'moon', 'mars');
    if (how !== 'conjunction' && how !== 'mutual aspect') return null;
    return match(ctx, ['moon', 'mars'], `The Moon and Mars in ${how} (${signName(ctx.sign.moon)}, ${signName(ctx.sign.mars)}).`);
  },
  amala: (ctx) => {
    for (const [reference, from] of [
      ['the lagna', ctx.lagna],
      ['the Moon', ctx.sign.moon],
    ] as const) {
      const tenth = inSignFrom(ctx, from, 10, GRAHA_IDS);
      if (tenth.length > 0 && tenth.every((graha) => ctx.benefic[graha])) {
        return match(ctx, tenth, `Only natural benefics (${list(tenth.map(name))}) in the 10th from ${reference}.`);
      }
    }
    return null;
  },
  vasumati: (ctx) => {
    for (const [reference, from] of [
      ['the lagna', ctx.lagna],
      ['the Moon', ctx.sign.moon],
    ] as const) {
      if (BENEFIC_TRIO.every((graha) => UPACHAYA_HOUSES.includes(houseFrom(ctx, from, graha)))) {
        return match(ctx, BENEFIC_TRIO, `Mercury, Jupiter and Venus all in upachaya houses from ${reference}.`);
      }
    }
    return null;
  },
  shakata: (ctx) => {
    const house = houseFrom(ctx, ctx.sign.jupiter, 'moon');
    if (![6, 8, 12].includes(house) || isKendra(ctx.house.moon)) return null;
    return match(ctx, ['moon', 'jupiter'], `The Moon is in the ${ordinal(house)} from Jupiter and not in a kendra from the lagna.`);
  },
} as const satisfies Partial<Record<ClassicalYogaId, Evaluator>>;
