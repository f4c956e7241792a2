/**
 * The vocabulary the yoga rules of data/yoga-rules.ts are written in: a yoga's conditions are a tree of these
 * records, which the engine (astro/chart/yoga-rule-engine.ts) evaluates against facts computed once per chart
 * and words (astro/chart/yoga-rule-words.ts) in each language that has a wording. Nothing here computes.
 *
 * Terms, as every rule uses them:
 * - A **house** is a whole-sign house (1–12) counted from a reference: the lagna unless `from` names a point.
 * - A **point** is a graha, the lord of a house from the lagna (`{ lord: 5 }`), or the dispositor of a point:
 *   the lord of the sign the point occupies in the rashi chart or, with `varga: 'd9'`, in the navamsa.
 * - **Natural benefics**: Jupiter, Venus, Mercury unless it shares its sign with a natural malefic, and the Moon
 *   when waxing; every other graha (the nodes included) is a natural malefic (BPHS ch. 3).
 * - **Together** = in the same sign. **Aspects** = Parashari graha drishti of the seven grahas (7th for all,
 *   Mars 4/8, Jupiter 5/9, Saturn 3/10); the nodes cast no aspect in these rules.
 * - A point is **strong** when it is not debilitated, not combust and not in the 6th, 8th or 12th house.
 */
import type { GrahaId } from './grahas.ts';
import type { SignId, SignModality, SignElement } from './signs.ts';

/** A house counted from a reference, 1 = the reference's own sign. */
export type RuleHouse = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A graha, a house lord from the lagna, or the dispositor of a point (in the rashi chart or the navamsa). */
export type RulePoint = GrahaId | { readonly lord: RuleHouse } | { readonly dispositor: RulePoint; readonly varga?: 'd9' };

/** Where houses are counted from: the lagna (the default) or a point's sign. */
export type RuleReference = 'lagna' | RulePoint;

/** A set of grahas a rule quantifies over. */
export type RuleGroup =
  | 'benefics' // natural benefics of this chart (above)
  | 'malefics' // natural malefics of this chart, the nodes included
  | 'seven' // Sun … Saturn
  | 'star-planets' // Mars, Mercury, Jupiter, Venus, Saturn
  | 'grahas' // all nine
  | readonly GrahaId[];

/** The dignities a rule may ask for (the compound friendships of astro/chart/dignity.ts, grouped). */
export type RuleDignity = 'exalted' | 'moolatrikona' | 'own' | 'friendly' | 'neutral' | 'inimical' | 'debilitated';

/** A set of signs: by modality, element, odd/even, or named. */
export type RuleSigns = SignModality | SignElement | 'odd' | 'even' | readonly SignId[];

export type RuleCondition =
  | { readonly is: 'all'; readonly of: readonly RuleCondition[] }
  | { readonly is: 'any'; readonly of: readonly RuleCondition[] }
  | { readonly is: 'not'; readonly of: RuleCondition }
  /** The point is in one of `houses` counted from `from`. */
  | { readonly is: 'in-house'; readonly point: RulePoint; readonly houses: readonly RuleHouse[]; readonly from?: RuleReference }
  /** The point (or the lagna) is in one of `signs`, in the rashi chart or the navamsa. */
  | { readonly is: 'in-sign'; readonly point: RulePoint | 'lagna'; readonly signs: RuleSigns; readonly varga?: 'd9' }
  /** The sign of the house (counted from the lagna) is one of `signs`. */
  | { readonly is: 'house-sign'; readonly house: RuleHouse; readonly signs: RuleSigns }
  /** The point has one of `dignities` (rashi chart, or navamsa with `varga`). */
  | { readonly is: 'dignity'; readonly point: RulePoint; readonly dignities: readonly RuleDignity[]; readonly varga?: 'd9' }
  /** All the points are in one sign. */
  | { readonly is: 'together'; readonly points: readonly RulePoint[] }
  /** The points are different grahas in each other's signs. */
  | { readonly is: 'exchange'; readonly points: readonly [RulePoint, RulePoint] }
  /** `by` aspects the point, or the house (from the lagna). */
  | { readonly is: 'aspects'; readonly by: RulePoint; readonly target: RulePoint | { readonly house: RuleHouse } }
  /** A graha of `group` other than the point itself is with it (same sign) or aspects it. */
  | { readonly is: 'influenced'; readonly point: RulePoint; readonly group: RuleGroup; readonly how: 'joins' | 'aspects' | 'joins-or-aspects' }
  /** A graha of `group` aspects the house counted from the lagna. */
  | { readonly is: 'house-aspected'; readonly house: RuleHouse; readonly group: RuleGroup }
  /** Grahas of `group` occupy the houses: `some` = at least one in any of them, `each` = each of them holds one. */
  | { readonly is: 'occupied'; readonly houses: readonly RuleHouse[]; readonly from?: RuleReference; readonly group: RuleGroup; readonly quantity: 'some' | 'each' }
  /** No graha of `group` is in any of the houses. */
  | { readonly is: 'empty'; readonly houses: readonly RuleHouse[]; readonly from?: RuleReference; readonly group: RuleGroup }
  /** Every graha of `group` is inside the houses. */
  | { readonly is: 'confined'; readonly houses: readonly RuleHouse[]; readonly from?: RuleReference; readonly group: RuleGroup }
  /** The seven grahas Sun … Saturn occupy exactly `count` signs. */
  | { readonly is: 'sign-count'; readonly count: number }
  /** The point is strong (above). */
  | { readonly is: 'strong'; readonly point: RulePoint }
  /** The point is a natural benefic (or malefic) of this chart. */
  | { readonly is: 'nature'; readonly point: RulePoint; readonly nature: 'benefic' | 'malefic' }
  /** Two points are the same graha. */
  | { readonly is: 'same'; readonly points: readonly [RulePoint, RulePoint] }
  | { readonly is: 'waxing-moon' }
  | { readonly is: 'day-birth' };

// ---- Constructors the table is written with ---------------------------------------------------------------

export const lordOf = (house: RuleHouse): RulePoint => ({ lord: house });
export const dispositorOf = (point: RulePoint, varga?: 'd9'): RulePoint => (varga ? { dispositor: point, varga } : { dispositor: point });
export const all = (...of: RuleCondition[]): RuleCondition => ({ is: 'all', of });
export const any = (...of: RuleCondition[]): RuleCondition => ({ is: 'any', of });
export const not = (of: RuleCondition): RuleCondition => ({ is: 'not', of });
export const inHouse = (point: RulePoint, houses: readonly RuleHouse[], from?: RuleReference): RuleCondition =>
  from === undefined ? { is: 'in-house', point, houses } : { is: 'in-house', point, houses, from };
export const inSign = (point: RulePoint | 'lagna', signs: RuleSigns, varga?: 'd9'): RuleCondition =>
  varga ? { is: 'in-sign', point, signs, varga } : { is: 'in-sign', point, signs };
export const houseSign = (house: RuleHouse, signs: RuleSigns): RuleCondition => ({ is: 'house-sign', house, signs });
export const dignity = (point: RulePoint, dignities: readonly RuleDignity[], varga?: 'd9'): RuleCondition =>
  varga ? { is: 'dignity', point, dignities, varga } : { is: 'dignity', point, dignities };
export const together = (...points: RulePoint[]): RuleCondition => ({ is: 'together', points });
export const exchange = (a: RulePoint, b: RulePoint): RuleCondition => ({ is: 'exchange', points: [a, b] });
export const aspects = (by: RulePoint, target: RulePoint | { readonly house: RuleHouse }): RuleCondition => ({ is: 'aspects', by, target });
export const influenced = (point: RulePoint, group: RuleGroup, how: 'joins' | 'aspects' | 'joins-or-aspects' = 'joins-or-aspects'): RuleCondition =>
  ({ is: 'influenced', point, group, how });
export const houseAspected = (house: RuleHouse, group: RuleGroup): RuleCondition => ({ is: 'house-aspected', house, group });
export const occupied = (houses: readonly RuleHouse[], group: RuleGroup, quantity: 'some' | 'each' = 'some', from?: RuleReference): RuleCondition =>
  from === undefined ? { is: 'occupied', houses, group, quantity } : { is: 'occupied', houses, group, quantity, from };
export const empty = (houses: readonly RuleHouse[], group: RuleGroup, from?: RuleReference): RuleCondition =>
  from === undefined ? { is: 'empty', houses, group } : { is: 'empty', houses, group, from };
export const confined = (houses: readonly RuleHouse[], group: RuleGroup, from?: RuleReference): RuleCondition =>
  from === undefined ? { is: 'confined', houses, group } : { is: 'confined', houses, group, from };
export const signCount = (count: number): RuleCondition => ({ is: 'sign-count', count });
export const strong = (point: RulePoint): RuleCondition => ({ is: 'strong', point });
export const nature = (point: RulePoint, kind: 'benefic' | 'malefic'): RuleCondition => ({ is: 'nature', point, nature: kind });
export const same = (a: RulePoint, b: RulePoint): RuleCondition => ({ is: 'same', points: [a, b] });
export const WAXING_MOON: RuleCondition = { is: 'waxing-moon' };
export const DAY_BIRTH: RuleCondition = { is: 'day-birth' };

export const KENDRAS: readonly RuleHouse[] = [1, 4, 7, 10];
export const TRIKONAS: readonly RuleHouse[] = [1, 5, 9];
export const DUSTHANAS: readonly RuleHouse[] = [6, 8, 12];
/** The signs of the natural benefics Mercury, Jupiter, Venus and the Moon. */
export const BENEFIC_SIGNS = ['taurus', 'gemini', 'cancer', 'virgo', 'libra', 'sagittarius', 'pisces'] as const;
/** The signs of the natural malefics Sun, Mars and Saturn. */
export const MALEFIC_SIGNS = ['aries', 'leo', 'scorpio', 'capricorn', 'aquarius'] as const;
