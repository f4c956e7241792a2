/**
 * The yogas of house lords: kendra, trikona and wealth lords associated (Raja, Dharma-Karmadhipati, Dhana),
 * dusthana lords in dusthanas (the viparita yogas Harsha, Sarala, Vimala), lords in exchange of signs (the
 * three parivartana yogas), the cancellation of a debilitation by the lords of its signs (Neecha Bhanga), and
 * the yogas of strong lagna, 4th and 9th lords or the Moon's dispositor (Lakshmi, Kahala, Pushkala).
 */
import type { ClassicalYogaId } from '../../../data/yogas-classical.ts';
import { grahaById } from '../../../data/grahas.ts';
import { signById, signName } from '../../../data/signs.ts';
import {
  type GrahaId,
  type SignNumber,
  DUSTHANA_HOUSES,
  GRAHA_IDS,
  KENDRA_HOUSES,
  SEVEN_GRAHAS,
  TRIKONA_HOUSES,
  lordOfSign,
} from '../placement.ts';
import { compoundRelationship } from '../dignity.ts';
import { aspectsSign } from '../aspects.ts';
import type { Evaluator, YogaContext } from './context.ts';
import { inOrder, match } from './match.ts';
import { type Association, association, houseFrom, isKendra, lord } from './relations.ts';
import { list, name, ordinal, placed } from './words.ts';
import { unorderedPairs } from '../../pairs.ts';

function isStrongLord(ctx: YogaContext, graha: GrahaId): boolean {
  return ctx.dignity[graha] !== 'debilitated' && !ctx.combust[graha] && !DUSTHANA_HOUSES.includes(ctx.house[graha]);
}

interface LordPair {
  readonly a: GrahaId;
  readonly b: GrahaId;
  readonly how: Association;
}

/** Associated pairs with one graha from `first` and a different one from `second`, each unordered pair once. */
function associatedPairs(ctx: YogaContext, first: readonly GrahaId[], second: readonly GrahaId[]): LordPair[] {
  const seen = new Set<string>();
  const pairs: LordPair[] = [];
  for (const a of new Set(first)) {
    for (const b of new Set(second)) {
      if (a === b) continue;
      const key = [a, b].sort().join('+');
      if (seen.has(key)) continue;
      seen.add(key);
      const how = association(ctx, a, b);
      if (how !== null) pairs.push({ a, b, how });
    }
  }
  return pairs;
}

function pairWords(pairs: readonly LordPair[]): string {
  return list(pairs.map((pair) => `${name(pair.a)} and ${name(pair.b)} (${pair.how})`));
}

function signIdOf(graha: GrahaId, key: 'exaltation'): SignNumber {
  return signById(grahaById(graha)[key].sign).number;
}

function viparita(house: 6 | 8 | 12): Evaluator {
  return (ctx) => {
    const owner = lord(ctx, house);
    if (!DUSTHANA_HOUSES.includes(ctx.house[owner])) return null;
    return match(ctx, [owner], `Lord of the ${ordinal(house)}, ${placed(ctx, owner)}, sits in a dusthana.`);
  };
}

interface Exchange {
  readonly a: GrahaId;
  readonly b: GrahaId;
  readonly kind: 'maha' | 'khala' | 'dainya';
}

function exchanges(ctx: YogaContext): Exchange[] {
  const found: Exchange[] = [];
  for (const [a, b] of unorderedPairs(SEVEN_GRAHAS)) {
    if (lordOfSign(ctx.sign[a]) !== b || lordOfSign(ctx.sign[b]) !== a) continue;
    const houses = [ctx.house[a], ctx.house[b]];
    const kind = houses.some((house) => DUSTHANA_HOUSES.includes(house))
      ? 'dainya'
      : houses.includes(3)
        ? 'khala'
        : 'maha';
    found.push({ a, b, kind });
  }
  return found;
}

function parivartana(kind: Exchange['kind']): Evaluator {
  return (ctx) => {
    const found = exchanges(ctx).filter((exchange) => exchange.kind === kind);
    if (found.length === 0) return null;
    const words = found.map(
      (exchange) =>
        `${name(exchange.a)} (${ordinal(ctx.house[exchange.a])} house) and ${name(exchange.b)} (${ordinal(ctx.house[exchange.b])} house)`,
    );
    return match(ctx, found.flatMap((exchange) => [exchange.a, exchange.b]), `Exchange of signs between ${list(words)}.`);
  };
}

export const LORDSHIP_YOGAS = {
  raja: (ctx) => {
    const kendraLords = KENDRA_HOUSES.map((house) => lord(ctx, house));
    const trikonaLords = TRIKONA_HOUSES.map((house) => lord(ctx, house));
    const pairs = associatedPairs(ctx, kendraLords, trikonaLords);
    if (pairs.length === 0) return null;
    return match(ctx, pairs.flatMap((pair) => [pair.a, pair.b]), `Kendra and trikona lords associated: ${pairWords(pairs)}.`);
  },
  'dharma-karmadhipati': (ctx) => {
    const pairs = associatedPairs(ctx, [lord(ctx, 9)], [lord(ctx, 10)]);
    if (pairs.length === 0) return null;
    return match(ctx, pairs.flatMap((pair) => [pair.a, pair.b]), `Lords of the 9th and 10th associated: ${pairWords(pairs)}.`);
  },
  dhana: (ctx) => {
    const wealthLords = [lord(ctx, 2), lord(ctx, 11)];
    const trikonaLords = TRIKONA_HOUSES.map((house) => lord(ctx, house));
    const pairs = associatedPairs(ctx, wealthLords, trikonaLords);
    if (pairs.length === 0) return null;
    return match(ctx, pairs.flatMap((pair) => [pair.a, pair.b]), `Lords of the 2nd/11th and of trikonas associated: ${pairWords(pairs)}.`);
  },
  harsha: viparita(6),
  sarala: viparita(8),
  vimala: viparita(12),
  'neecha-bhanga': (ctx) => {
    const planets: GrahaId[] = [];
    const words: string[] = [];
    for (const graha of SEVEN_GRAHAS) {
      if (ctx.dignity[graha] !== 'debilitated') continue;
      const sign = ctx.sign[graha];
      const exaltedHere = SEVEN_GRAHAS.find((other) => signIdOf(other, 'exaltation') === sign);
      const candidates = inOrder([lordOfSign(sign), lordOfSign(signIdOf(graha, 'exaltation')), ...(exaltedHere ? [exaltedHere] : [])]);
      const cancellers = candidates.filter(
        (candidate) => isKendra(ctx.house[candidate]) || isKendra(houseFrom(ctx, ctx.sign.moon, candidate)),
      );
      if (cancellers.length === 0) continue;
      planets.push(graha, ...cancellers);
      words.push(`${name(graha)} debilitated in ${signName(sign)}, cancelled by ${list(cancellers.map(name))} in a kendra`);
    }
    if (words.length === 0) return null;
    return match(ctx, planets, `${words.join('; ')}.`);
  },
  lakshmi: (ctx) => {
    const ninth = lord(ctx, 9);
    const lagnaLord = lord(ctx, 1);
    const dignified = ['exalted', 'moolatrikona', 'own'].includes(ctx.dignity[ninth]);
    const placedWell = isKendra(ctx.house[ninth]) || TRIKONA_HOUSES.includes(ctx.house[ninth]);
    if (!dignified || !placedWell || !isStrongLord(ctx, lagnaLord)) return null;
    return match(ctx, [ninth, lagnaLord], `Lord of the 9th, ${placed(ctx, ninth)}; lagna lord ${placed(ctx, lagnaLord)}.`);
  },
  kahala: (ctx) => {
    const fourth = lord(ctx, 4);
    const lagnaLord = lord(ctx, 1);
    if (fourth === 'jupiter' || !isKendra(houseFrom(ctx, ctx.sign.jupiter, fourth)) || !isStrongLord(ctx, lagnaLord)) return null;
    return match(
      ctx,
      [fourth, 'jupiter', lagnaLord],
      `Lord of the 4th ${placed(ctx, fourth)} and ${placed(ctx, 'jupiter')} in mutual kendras; lagna lord ${name(lagnaLord)} strong.`,
    );
  },
  pushkala: (ctx) => {
    const lagnaLord = lord(ctx, 1);
    const dispositor = lordOfSign(ctx.sign.moon);
    if (lagnaLord === 'moon' || ctx.sign[lagnaLord] !== ctx.sign.moon) return null;
    const dispositorSignLord = lordOfSign(ctx.sign[dispositor]);
    const inGreatFriendSign =
      dispositorSignLord !== dispositor && compoundRelationship(ctx.placements, dispositor, dispositorSignLord) === 'great-friend';
    if (!isKendra(ctx.house[dispositor]) && !inGreatFriendSign) return null;
    if (!aspectsSign(ctx.placements, dispositor, ctx.lagna)) return null;
    const inLagna = GRAHA_IDS.filter((graha) => ctx.house[graha] === 1);
    if (inLagna.length === 0) return null;
    return match(
      ctx,
      [lagnaLord, 'moon', dispositor],
      `Lagna lord ${name(lagnaLord)} with the Moon; the Moon's dispositor ${placed(ctx, dispositor)} aspects the lagna, ` +
        `which holds ${list(inLagna.map(name))}.`,
    );
  },
  'maha-parivartana': parivartana('maha'),
  'khala-parivartana': parivartana('khala'),
  'dainya-parivartana': parivartana('dainya'),
} as const satisfies Partial<Record<ClassicalYogaId, Evaluator>>;
