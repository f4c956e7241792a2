/**
 * Parihara (exceptions) of Ashtakoot matching: which rules of a named set (data/matching-exceptions.ts) hold for a
 * couple, what each cancels, and the koota points and total after them. Pure.
 *
 * A rule "fires" when its condition holds for the couple. It then cancels the dosha of each koota it covers that
 * has one (data/matching-exceptions.ts `DOSHA_KOOTAS`: nadi and bhakoot at 0, gana at 1 or less), giving that
 * koota back its full points; on a koota without a dosha it changes nothing and says so (`noDosha`), and on a
 * dosha an earlier rule of the set already cancelled it says `alreadyCancelled`. Rules apply in the set's order.
 *
 * The Moon's navamsa (for the navamsa-lord rule) is computed from the sidereal longitude in the result, by the
 * Parashari navamsa of astro/chart/vargas.ts.
 */
import { KOOTAS, type KootaId } from '../../data/ashtakoot.ts';
import { naturalRelationship, type GrahaId } from '../../data/grahas.ts';
import {
  DOSHA_KOOTAS,
  EXCEPTION_RULES,
  EXCEPTION_SETS,
  GANA_DOSHA_CANCEL_FROM_STAR_COUNT,
  NADI_EXEMPT_NAKSHATRAS,
  type DoshaKootaId,
  type ExceptionRuleId,
  type ExceptionSetId,
} from '../../data/matching-exceptions.ts';
import { starsCounted } from '../../data/nakshatras.ts';
import { lordOfSign } from '../chart/placement.ts';
import { vargaSign } from '../chart/vargas.ts';
import type { AshtakootResult, MoonPlacementForMatching } from './ashtakoot.ts';

/** What a fired rule did to one of the kootas it covers. */
export interface ExceptionEffect {
  readonly koota: DoshaKootaId;
  /** `cancelled`: the koota had a dosha and this rule restored it; `noDosha`: nothing to cancel;
   * `alreadyCancelled`: an earlier rule of the set had restored it. */
  readonly effect: 'cancelled' | 'noDosha' | 'alreadyCancelled';
  /** The koota's points before this rule, 0 … its maximum. */
  readonly pointsBefore: number;
  /** The koota's points after this rule (its maximum when `cancelled`, else `pointsBefore`). */
  readonly pointsAfter: number;
}

/** One rule of the set, evaluated for the couple. */
export interface ExceptionRuleOutcome {
  readonly rule: ExceptionRuleId;
  /** The kootas whose dosha the rule can cancel. */
  readonly kootas: readonly DoshaKootaId[];
  /** The rule's condition holds for this couple. */
  readonly fired: boolean;
  /** For a fired rule, one entry per koota it covers; empty when it did not fire. */
  readonly effects: readonly ExceptionEffect[];
  /** The effects that changed points (`effect === 'cancelled'`); empty when it fired on kootas without a dosha. */
  readonly changes: readonly ExceptionEffect[];
}

/** A dosha present before the exceptions, and whether the set cancelled it. */
export interface DoshaOutcome {
  readonly koota: DoshaKootaId;
  /** The koota's points before the exceptions. */
  readonly pointsBefore: number;
  readonly cancelled: boolean;
  /** Every fired rule of the set that covers this koota, in the set's order (the first one restored it). */
  readonly cancelledBy: readonly ExceptionRuleId[];
}

export interface ExceptionsResult {
  readonly set: ExceptionSetId;
  /** Points of each koota after the exceptions, 0 … its maximum. */
  readonly kootas: Readonly<Record<KootaId, number>>;
  /** Sum of `kootas`, 0–36. */
  readonly total: number;
  /** The Ashtakoot total before the exceptions, 0–36. */
  readonly totalBefore: number;
  /** The nadi, bhakoot and gana doshas present before the exceptions (none when every such koota is clear). */
  readonly doshas: readonly DoshaOutcome[];
  /** Every rule of the set, in order, with whether it fired and what it changed. */
  readonly rules: readonly ExceptionRuleOutcome[];
}

const MAX_POINTS = Object.fromEntries(KOOTAS.map((k) => [k.id, k.maxPoints])) as Record<KootaId, number>;
const DOSHA_THRESHOLD = Object.fromEntries(DOSHA_KOOTAS.map((d) => [d.koota, d.doshaAtOrBelowPoints])) as Record<DoshaKootaId, number>;

function mutualFriends(a: GrahaId, b: GrahaId): boolean {
  return naturalRelationship(a, b) === 'friend' && naturalRelationship(b, a) === 'friend';
}

/** Lord of the sign a Moon occupies in the navamsa (D9). */
function navamsaLord(moon: MoonPlacementForMatching): GrahaId {
  return lordOfSign(vargaSign(moon.moonLongitude, 9).sign);
}

/** The condition of each rule, read from the two Moons. */
const CONDITIONS: Readonly<Record<ExceptionRuleId, (bride: MoonPlacementForMatching, groom: MoonPlacementForMatching) => boolean>> = {
  'same-rashi-different-nakshatra': (b, g) => b.sign === g.sign && b.nakshatra !== g.nakshatra,
  'same-nakshatra-different-rashi': (b, g) => b.nakshatra === g.nakshatra && b.sign !== g.sign,
  'same-nakshatra-different-pada': (b, g) => b.nakshatra === g.nakshatra && b.pada !== g.pada,
  'nadi-exempt-nakshatras': (b, g) => (NADI_EXEMPT_NAKSHATRAS as readonly string[]).includes(b.nakshatraId)
    && (NADI_EXEMPT_NAKSHATRAS as readonly string[]).includes(g.nakshatraId),
  'same-rashi-lord': (b, g) => b.sign !== g.sign && lordOfSign(b.sign) === lordOfSign(g.sign),
  'rashi-lords-friends': (b, g) => mutualFriends(lordOfSign(b.sign), lordOfSign(g.sign)),
  'rashi-lords-not-enemies': (b, g) => {
    const [lb, lg] = [lordOfSign(b.sign), lordOfSign(g.sign)];
    return naturalRelationship(lb, lg) !== 'enemy' && naturalRelationship(lg, lb) !== 'enemy';
  },
  'navamsa-lords-friends-or-same': (b, g) => {
    const [lb, lg] = [navamsaLord(b), navamsaLord(g)];
    return lb === lg || mutualFriends(lb, lg);
  },
  'bride-star-far-from-groom': (b, g) => starsCounted(g.nakshatra, b.nakshatra) >= GANA_DOSHA_CANCEL_FROM_STAR_COUNT,
  'shadashtak-bride-odd-sign': (b, g) => b.sign % 2 === 1 && ((g.sign - b.sign + 12) % 12) + 1 === 6,
};

/** Whether a koota's points count as a dosha (data/matching-exceptions.ts `DOSHA_KOOTAS`). */
export function isDosha(koota: DoshaKootaId, points: number): boolean {
  return points <= DOSHA_THRESHOLD[koota];
}

/**
 * Whether one rule's condition holds for a couple, whatever the kootas' points.
 * @param rule a rule id of data/matching-exceptions.ts
 * @param bride the bride's Moon as the kootas read it (`AshtakootResult.bride`)
 * @param groom the groom's Moon (`AshtakootResult.groom`)
 */
export function exceptionRuleHolds(rule: ExceptionRuleId, bride: MoonPlacementForMatching, groom: MoonPlacementForMatching): boolean {
  return CONDITIONS[rule](bride, groom);
}

/**
 * Applies the parihara rules of a named set to an Ashtakoot result. Pure; the result passed in is not changed.
 * @param result the couple's Ashtakoot score (astro/matching/ashtakoot.ts `ashtakoot`)
 * @param set the set id (data/matching-exceptions.ts `EXCEPTION_SET_IDS`); `none` changes nothing
 * @returns the koota points and total (0–36) after the set, each dosha present before it with whether it was
 *   cancelled and by which rules, and every rule of the set with whether it fired and what it changed
 */
export function applyExceptions(result: AshtakootResult, set: ExceptionSetId): ExceptionsResult {
  const before = Object.fromEntries(KOOTAS.map((k) => [k.id, result.kootas[k.id].points])) as Record<KootaId, number>;
  const points: Record<KootaId, number> = { ...before };
  const present = DOSHA_KOOTAS.map((d) => d.koota).filter((koota) => isDosha(koota, before[koota]));
  const cancelledBy: Record<string, ExceptionRuleId[]> = Object.fromEntries(present.map((koota) => [koota, []]));

  const ruleIds = (EXCEPTION_SETS.find((s) => s.id === set) as (typeof EXCEPTION_SETS)[number]).rules as readonly ExceptionRuleId[];
  const rules = ruleIds.map((id): ExceptionRuleOutcome => {
    const record = EXCEPTION_RULES.find((r) => r.id === id) as (typeof EXCEPTION_RULES)[number];
    const fired = CONDITIONS[id](result.bride, result.groom);
    const effects: ExceptionEffect[] = !fired ? [] : record.kootas.map((koota): ExceptionEffect => {
      const pointsBefore = points[koota];
      if (!present.includes(koota)) return { koota, effect: 'noDosha', pointsBefore, pointsAfter: pointsBefore };
      const first = cancelledBy[koota]!.length === 0;
      cancelledBy[koota]!.push(id);
      if (!first) return { koota, effect: 'alreadyCancelled', pointsBefore, pointsAfter: pointsBefore };
      points[koota] = MAX_POINTS[koota];
      return { koota, effect: 'cancelled', pointsBefore, pointsAfter: points[koota] };
    });
    return { rule: id, kootas: record.kootas, fired, effects, changes: effects.filter((e) => e.effect === 'cancelled') };
  });

  const doshas = present.map((koota): DoshaOutcome => ({
    koota, pointsBefore: before[koota], cancelled: cancelledBy[koota]!.length > 0, cancelledBy: cancelledBy[koota]!,
  }));
  const total = Object.values(points).reduce((sum, value) => sum + value, 0);
  return { set, kootas: points, total, totalBefore: result.total, doshas, rules };
}
