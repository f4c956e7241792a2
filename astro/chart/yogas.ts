/**
 * Classical yogas of a chart: one evaluator per record of data/yogas-classical.ts. A yoga is reported only
 * when its rule holds, with the grahas that form it.
 *
 * Definitions shared by every rule (the data file repeats them for readers of the records):
 * - Houses are whole-sign houses from the lagna unless a rule counts from the Moon or the Sun.
 * - "With"/"conjoined" = in the same sign. "Aspects" = Parashari graha drishti (aspects.ts) cast by the seven
 *   bodies; the nodes' aspects are not used by any yoga.
 * - "Associated" (two lords) = conjoined, in exchange of signs, or each aspecting the other.
 * - Natural benefics: Jupiter, Venus, Mercury unless it shares its sign with a natural malefic (Sun, Mars,
 *   Saturn, Rahu, Ketu), and the Moon when waxing (0° ≤ Moon − Sun < 180°); every other graha is a natural
 *   malefic (BPHS ch. 3). Rules that name "Mercury, Jupiter and Venus" use those three regardless.
 * - A lord is "strong" when it is not debilitated, not combust and not in the 6th, 8th or 12th house.
 *
 * Strength of a yoga that holds: the mean dignity score of its grahas (exalted, moolatrikona, own sign 2;
 * great friend or friend 1.5; neutral 1; enemy or great enemy 0.5; debilitated 0; half a point less when
 * combust, never below 0): Strong ≥ 1.5, Moderate ≥ 1, Weak below. A rule may cap it (stated in the record).
 */
import { CLASSICAL_YOGAS, type ClassicalYogaId, type YogaNature } from '../../data/yogas-classical.ts';
import { grahaById } from '../../data/grahas.ts';
import { SIGNS, signById } from '../../data/signs.ts';
import { normalizeDegrees } from '../search.ts';
import {
  type GrahaId,
  type HouseNumber,
  type Placements,
  type SignNumber,
  DUSTHANA_HOUSES,
  GRAHA_IDS,
  KENDRA_HOUSES,
  SEVEN_GRAHAS,
  TRIKONA_HOUSES,
  UPACHAYA_HOUSES,
  grahaSign,
  houseFromSign,
  lagnaSign,
  lordOfSign,
  signCounted,
} from './placement.ts';
import { type Dignity, compoundRelationship, dignityOf, isCombust } from './dignity.ts';
import { aspectsGraha, aspectsSign } from './aspects.ts';

export type Gender = 'male' | 'female';
export type YogaStrength = 'Strong' | 'Moderate' | 'Weak';

/** Facts about the birth that the chart itself does not hold; yogas that need them are skipped without them. */
export interface YogaOptions {
  readonly gender?: Gender;
  /** True when born between sunrise and sunset. */
  readonly dayBirth?: boolean;
}

/** What an evaluator returns when its rule holds. */
export interface YogaMatch {
  /** The grahas that form the yoga, Sun … Ketu order, no repeats. */
  readonly planets: readonly GrahaId[];
  readonly strength: YogaStrength;
  /** The specific configuration found, in words. */
  readonly description: string;
}

/** A yoga present in a chart: the record and the match. */
export interface YogaResult extends YogaMatch {
  readonly id: ClassicalYogaId;
  readonly name: string;
  readonly type: YogaNature;
  readonly rule: string;
  readonly source: string;
  /** What the texts say the yoga gives. */
  readonly result: string;
}

/** Everything the evaluators look up, computed once per chart. */
export interface YogaContext {
  readonly placements: Placements;
  readonly options: YogaOptions;
  readonly lagna: SignNumber;
  readonly sign: Readonly<Record<GrahaId, SignNumber>>;
  /** House from the lagna. */
  readonly house: Readonly<Record<GrahaId, HouseNumber>>;
  readonly dignity: Readonly<Record<GrahaId, Dignity>>;
  readonly combust: Readonly<Record<GrahaId, boolean>>;
  readonly benefic: Readonly<Record<GrahaId, boolean>>;
}

type Evaluator = (ctx: YogaContext) => YogaMatch | null;

const NATURAL_MALEFICS: readonly GrahaId[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];
/** The grahas counted by the Moon and Sun yogas (Sunapha … Ubhayachari): the five star-planets. */
const STAR_PLANETS: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const BENEFIC_TRIO: readonly GrahaId[] = ['mercury', 'jupiter', 'venus'];
const NODES: readonly GrahaId[] = ['rahu', 'ketu'];

function recordOf<T>(make: (graha: GrahaId) => T): Record<GrahaId, T> {
  return Object.fromEntries(GRAHA_IDS.map((graha) => [graha, make(graha)])) as Record<GrahaId, T>;
}

/** The shared lookups for a chart. */
export function yogaContext(placements: Placements, options: YogaOptions = {}): YogaContext {
  const lagna = lagnaSign(placements);
  const sign = recordOf((graha) => grahaSign(placements, graha));
  const moonWaxing = normalizeDegrees(placements.grahas.moon.longitude - placements.grahas.sun.longitude) < 180;
  const mercuryAfflicted = NATURAL_MALEFICS.some((malefic) => sign[malefic] === sign.mercury);
  const benefic = recordOf((graha) => {
    if (graha === 'jupiter' || graha === 'venus') return true;
    if (graha === 'mercury') return !mercuryAfflicted;
    if (graha === 'moon') return moonWaxing;
    return false;
  });
  return {
    placements,
    options,
    lagna,
    sign,
    house: recordOf((graha) => houseFromSign(lagna, sign[graha])),
    dignity: recordOf((graha) => dignityOf(placements, graha)),
    combust: recordOf((graha) => isCombust(placements, graha)),
    benefic,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

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

function inOrder(planets: Iterable<GrahaId>): GrahaId[] {
  const set = new Set(planets);
  return GRAHA_IDS.filter((graha) => set.has(graha));
}

function match(ctx: YogaContext, planets: Iterable<GrahaId>, description: string, cap?: YogaStrength): YogaMatch {
  const ordered = inOrder(planets);
  const strength = strengthOf(ctx, ordered);
  return { planets: ordered, strength: cap === undefined ? strength : atMost(strength, cap), description };
}

const name = (graha: GrahaId): string => grahaById(graha).en;
const signName = (sign: SignNumber): string => (SIGNS[sign - 1] as (typeof SIGNS)[number]).en;
const DIGNITY_WORDS: Readonly<Record<Dignity, string>> = {
  exalted: 'exalted',
  moolatrikona: 'moolatrikona',
  own: 'own sign',
  'great-friend': "great friend's sign",
  friend: "friend's sign",
  neutral: 'neutral sign',
  enemy: "enemy's sign",
  'great-enemy': "great enemy's sign",
  debilitated: 'debilitated',
};

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "Mars in Capricorn (10th house, exalted)". */
function placed(ctx: YogaContext, graha: GrahaId): string {
  return `${name(graha)} in ${signName(ctx.sign[graha])} (${ordinal(ctx.house[graha])} house, ${DIGNITY_WORDS[ctx.dignity[graha]]})`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Lord of house `house` from the lagna. */
function lord(ctx: YogaContext, house: number): GrahaId {
  return lordOfSign(signCounted(ctx.lagna, house));
}

/** Grahas among `candidates` in the sign `count`-th from `from`. */
function inSignFrom(ctx: YogaContext, from: SignNumber, count: number, candidates: readonly GrahaId[]): GrahaId[] {
  const target = signCounted(from, count);
  return candidates.filter((graha) => ctx.sign[graha] === target);
}

/** House of `graha` counted from sign `from`. */
function houseFrom(ctx: YogaContext, from: SignNumber, graha: GrahaId): HouseNumber {
  return houseFromSign(from, ctx.sign[graha]);
}

function isKendra(house: HouseNumber): boolean {
  return KENDRA_HOUSES.includes(house);
}

function isStrongLord(ctx: YogaContext, graha: GrahaId): boolean {
  return ctx.dignity[graha] !== 'debilitated' && !ctx.combust[graha] && !DUSTHANA_HOUSES.includes(ctx.house[graha]);
}

type Association = 'conjunction' | 'exchange' | 'mutual aspect';

/** How two different grahas are associated, or null. */
function association(ctx: YogaContext, a: GrahaId, b: GrahaId): Association | null {
  if (a === b) return null;
  if (ctx.sign[a] === ctx.sign[b]) return 'conjunction';
  if (lordOfSign(ctx.sign[a]) === b && lordOfSign(ctx.sign[b]) === a) return 'exchange';
  if (aspectsGraha(ctx.placements, a, b) && aspectsGraha(ctx.placements, b, a)) return 'mutual aspect';
  return null;
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

function isOwnOrExaltationSign(graha: GrahaId, sign: SignNumber): boolean {
  const record = grahaById(graha);
  return signById(record.exaltation.sign).number === sign || record.ownSigns.some((own) => signById(own).number === sign);
}

// ---------------------------------------------------------------------------------------------------------
// Evaluators

function mahapurusha(graha: GrahaId): Evaluator {
  return (ctx) => {
    if (!isKendra(ctx.house[graha]) || !isOwnOrExaltationSign(graha, ctx.sign[graha])) return null;
    return match(ctx, [graha], `${placed(ctx, graha)}: a kendra in its own or exaltation sign.`);
  };
}

/** Grahas among the star-planets in the 2nd and 12th from a reference graha's sign. */
function flanks(ctx: YogaContext, reference: GrahaId): { second: GrahaId[]; twelfth: GrahaId[] } {
  return {
    second: inSignFrom(ctx, ctx.sign[reference], 2, STAR_PLANETS),
    twelfth: inSignFrom(ctx, ctx.sign[reference], 12, STAR_PLANETS),
  };
}

function kemadrumaCancellers(ctx: YogaContext): GrahaId[] {
  const withMoon = STAR_PLANETS.filter((graha) => ctx.sign[graha] === ctx.sign.moon);
  const inKendra = STAR_PLANETS.filter(
    (graha) => isKendra(ctx.house[graha]) || isKendra(houseFrom(ctx, ctx.sign.moon, graha)),
  );
  return inOrder([...withMoon, ...inKendra]);
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
  for (let i = 0; i < SEVEN_GRAHAS.length; i++) {
    for (let j = i + 1; j < SEVEN_GRAHAS.length; j++) {
      const a = SEVEN_GRAHAS[i] as GrahaId;
      const b = SEVEN_GRAHAS[j] as GrahaId;
      if (lordOfSign(ctx.sign[a]) !== b || lordOfSign(ctx.sign[b]) !== a) continue;
      const houses = [ctx.house[a], ctx.house[b]];
      const kind = houses.some((house) => DUSTHANA_HOUSES.includes(house))
        ? 'dainya'
        : houses.includes(3)
          ? 'khala'
          : 'maha';
      found.push({ a, b, kind });
    }
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

function withNode(graha: GrahaId): (ctx: YogaContext) => GrahaId[] {
  return (ctx) => NODES.filter((node) => ctx.sign[node] === ctx.sign[graha]);
}

function kartari(benefic: boolean): Evaluator {
  return (ctx) => {
    const twelfth = GRAHA_IDS.filter((graha) => ctx.house[graha] === 12);
    const second = GRAHA_IDS.filter((graha) => ctx.house[graha] === 2);
    const hems = (occupants: GrahaId[]) =>
      occupants.length > 0 && occupants.every((graha) => ctx.benefic[graha] === benefic);
    if (!hems(twelfth) || !hems(second)) return null;
    const kind = benefic ? 'benefics' : 'malefics';
    return match(
      ctx,
      [...twelfth, ...second],
      `The lagna is hemmed in by ${kind}: ${list(twelfth.map(name))} in the 12th and ${list(second.map(name))} in the 2nd.`,
    );
  };
}

export const YOGA_EVALUATORS = {
  ruchaka: mahapurusha('mars'),
  bhadra: mahapurusha('mercury'),
  hamsa: mahapurusha('jupiter'),
  malavya: mahapurusha('venus'),
  sasa: mahapurusha('saturn'),

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
  sunapha: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'moon');
    if (second.length === 0 || twelfth.length > 0) return null;
    return match(ctx, ['moon', ...second], `${list(second.map(name))} in the 2nd from the Moon; none in the 12th.`);
  },
  anapha: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'moon');
    if (twelfth.length === 0 || second.length > 0) return null;
    return match(ctx, ['moon', ...twelfth], `${list(twelfth.map(name))} in the 12th from the Moon; none in the 2nd.`);
  },
  durudhara: (ctx) => {
    const { second, twelfth } = flanks(ctx, 'moon');
    if (second.length === 0 || twelfth.length === 0) return null;
    return match(
      ctx,
      ['moon', ...second, ...twelfth],
      `${list(second.map(name))} in the 2nd and ${list(twelfth.map(name))} in the 12th from the Moon.`,
    );
  },
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
  saraswati: (ctx) => {
    const goodHouses: readonly number[] = [1, 2, 4, 5, 7, 9, 10];
    const jupiterDignified = ['exalted', 'moolatrikona', 'own', 'great-friend', 'friend'].includes(ctx.dignity.jupiter);
    if (!BENEFIC_TRIO.every((graha) => goodHouses.includes(ctx.house[graha])) || !jupiterDignified) return null;
    return match(ctx, BENEFIC_TRIO, `${list(BENEFIC_TRIO.map((graha) => placed(ctx, graha)))}.`);
  },
  parvata: (ctx) => {
    const inKendras = GRAHA_IDS.filter((graha) => isKendra(ctx.house[graha]));
    const eighth = GRAHA_IDS.filter((graha) => ctx.house[graha] === 8);
    if (inKendras.length === 0 || !inKendras.every((graha) => ctx.benefic[graha])) return null;
    if (!eighth.every((graha) => ctx.benefic[graha])) return null;
    return match(ctx, inKendras, `Only benefics (${list(inKendras.map(name))}) in the kendras; the 8th house free of malefics.`);
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
  chamara: (ctx) => {
    const lagnaLord = lord(ctx, 1);
    if (ctx.dignity[lagnaLord] === 'exalted' && isKendra(ctx.house[lagnaLord]) && aspectsGraha(ctx.placements, 'jupiter', lagnaLord)) {
      return match(ctx, [lagnaLord, 'jupiter'], `Lagna lord ${placed(ctx, lagnaLord)}, aspected by Jupiter.`);
    }
    for (const house of [1, 7, 9, 10]) {
      const benefics = GRAHA_IDS.filter((graha) => ctx.house[graha] === house && ctx.benefic[graha]);
      if (benefics.length >= 2) {
        return match(ctx, benefics, `${list(benefics.map(name))}, natural benefics, together in the ${ordinal(house)} house.`);
      }
    }
    return null;
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
  kalanidhi: (ctx) => {
    if (ctx.house.jupiter !== 2 && ctx.house.jupiter !== 5) return null;
    const joins = (graha: GrahaId) => ctx.sign[graha] === ctx.sign.jupiter || aspectsGraha(ctx.placements, graha, 'jupiter');
    if (!joins('mercury') || !joins('venus')) return null;
    return match(ctx, ['mercury', 'jupiter', 'venus'], `${placed(ctx, 'jupiter')}, joined or aspected by Mercury and Venus.`);
  },
  chatussagara: (ctx) => {
    const occupants = KENDRA_HOUSES.map((house) => GRAHA_IDS.filter((graha) => ctx.house[graha] === house));
    if (occupants.some((grahas) => grahas.length === 0)) return null;
    const words = KENDRA_HOUSES.map((house, i) => `${ordinal(house)}: ${list((occupants[i] as GrahaId[]).map(name))}`);
    return match(ctx, occupants.flat(), `Every kendra occupied (${words.join('; ')}).`);
  },
  'maha-parivartana': parivartana('maha'),
  'khala-parivartana': parivartana('khala'),
  'dainya-parivartana': parivartana('dainya'),
  mahabhagya: (ctx) => {
    const { gender, dayBirth } = ctx.options;
    if (gender === undefined || dayBirth === undefined) return null;
    const wanted = gender === 'male' ? 1 : 0;
    if ((gender === 'male') !== dayBirth) return null;
    const signs = [ctx.lagna, ctx.sign.sun, ctx.sign.moon];
    if (!signs.every((sign) => sign % 2 === wanted)) return null;
    const parity = gender === 'male' ? 'odd' : 'even';
    return match(
      ctx,
      ['sun', 'moon'],
      `A ${gender === 'male' ? 'man born by day' : 'woman born by night'} with the lagna (${signName(ctx.lagna)}), the Sun ` +
        `(${signName(ctx.sign.sun)}) and the Moon (${signName(ctx.sign.moon)}) in ${parity} signs.`,
    );
  },
  'shubha-kartari': kartari(true),
  'papa-kartari': kartari(false),
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
} as const satisfies Record<ClassicalYogaId, Evaluator>;

/** One yoga's evaluator applied to a context: the match or null. */
export function evaluateYoga(id: ClassicalYogaId, ctx: YogaContext): YogaMatch | null {
  return YOGA_EVALUATORS[id](ctx);
}

/**
 * The classical yogas present in a chart (any `Placements`: a birth chart or a divisional chart), in the order
 * of data/yogas-classical.ts. Mahabhagya is evaluated only when `options` gives both gender and day birth.
 */
export function findYogas(placements: Placements, options: YogaOptions = {}): YogaResult[] {
  const ctx = yogaContext(placements, options);
  const results: YogaResult[] = [];
  for (const record of CLASSICAL_YOGAS) {
    const found = evaluateYoga(record.id, ctx);
    if (found === null) continue;
    results.push({
      id: record.id,
      name: record.name,
      type: record.type,
      rule: record.rule,
      source: record.source,
      result: record.result,
      ...found,
    });
  }
  return results;
}
