/**
 * Gemstone recommendation from a birth chart, and the stones of a sign.
 *
 * Pure and rashi-level: whole-sign houses from the lagna on sidereal placements (any ayanamsha; the chart that
 * built the `Placements` decides which). Strength and functional nature are the dasha analysis's verdicts on
 * the scale of gemstone-strength.ts; how the chosen stone is worn comes from the tables through
 * gemstone-wearing.ts. This module holds the selection rules. Results carry ids and numbers only; every word
 * lives in data/gemstones.ts (en/hi) and the rule ids say which record explains each pick.
 *
 * The rules adopted, with their sources in data/gemstones.ts:
 * 1. Primary: the lagna lord's ratna, the life stone (FS, AB, AP). The lagna lord is always a functional benefic
 *    (Laghu Parashari: even when it also owns the 8th), so no functional rule removes it.
 * 2. Exception: when the lagna lord occupies the 6th, 8th or 12th house, its stone would feed that house (UG);
 *    the first of the 9th and 5th lords that is functionally favorable and not itself in such a house takes the
 *    primary place, and the lagna lord's stone becomes a secondary pick with a precaution. When neither
 *    qualifies the lagna lord stays primary, with the precaution.
 * 3. Secondary: yogakarakas, then the 9th lord, then the 5th lord (AB, FS, AP), each only when functionally
 *    favorable (a trikona lord that also owns the 3rd, 6th, 8th or 11th is neutral and left out: AK, AB), not
 *    the primary planet, and not at enmity with a stone already picked (MJP, AK).
 * 4. Priority of a secondary: high when the planet is Weak or afflicted (it needs the strength, AB) or is a
 *    yogakaraka short of Strong; low when a trikona lord is already Strong and unafflicted (no stone needed:
 *    `remedy.gemstone-not-needed`); medium otherwise.
 * 5. Precautions: a trial before wearing blue sapphire, hessonite and cat's eye (TRIAL); a chart review for a
 *    picked planet in a dusthana (UG); every ratna at enmity with a picked stone (MJP, HZ; the seven by natural
 *    enmity, the nodes by NODE_STONE_CONFLICTS); every ratna of a functional malefic (AK, AB).
 * 6. Alternatives: the upratnas of the primary stone, closest first, each `milder` (EFF).
 */
import {
  DUSTHANA_HOUSES,
  GRAHA_IDS,
  type GrahaId,
  type HouseNumber,
  type Placements,
  type SignNumber,
  grahaSign,
  houseFromSign,
  houseLord,
  lagnaSign,
  lordOfSign,
} from '../chart/placement.ts';
import { isNode } from '../dasha/analysis/verdicts.ts';
import type { ShadbalaStandings } from '../dasha/analysis/types.ts';
import {
  type GemstoneEffectivenessId,
  type GemstoneId,
  type GemstoneRuleId,
  MALEFIC_LORDSHIP_HOUSES,
  NODE_STONE_CONFLICTS,
  type RatnaId,
  SUPPORTING_ROLES,
  type SupportingRoleId,
  type WhenToUseId,
  ratnaOf,
  upratnasOf,
} from '../../data/gemstones.ts';
import { naturalRelationship } from '../../data/grahas.ts';
import { SIGNS, type SignElement } from '../../data/signs.ts';
import { type PlanetStrength, planetStrengths } from './gemstone-strength.ts';
import { type GemstoneWearing, gemstoneWearing } from './gemstone-wearing.ts';

// ── Incompatibility ─────────────────────────────────────────────────────────────────────────────────────

/**
 * True when the stones of two grahas are not worn together: among the seven, when either counts the other a
 * natural enemy (BPHS ch. 3; MJP's list is exactly these pairs); with a node, when the pair is in
 * NODE_STONE_CONFLICTS. A graha never conflicts with itself.
 */
export function stonesConflict(a: GrahaId, b: GrahaId): boolean {
  if (a === b) return false;
  if (isNode(a) || isNode(b)) {
    return NODE_STONE_CONFLICTS.some(({ grahas: [x, y] }) => (x === a && y === b) || (x === b && y === a));
  }
  return naturalRelationship(a, b) === 'enemy' || naturalRelationship(b, a) === 'enemy';
}

/** The ratnas not to be worn with the stone of `planet`, in the order Sun … Ketu. */
export function incompatibleRatnas(planet: GrahaId): RatnaId[] {
  return GRAHA_IDS.filter((other) => stonesConflict(planet, other)).map((other) => ratnaOf(other).id);
}

// ── Personalized recommendation ─────────────────────────────────────────────────────────────────────────

/** Why a planet's stone was picked. */
export type PickRole = 'lagna-lord' | 'yogakaraka' | 'ninth-lord' | 'fifth-lord';
export type Priority = 'high' | 'medium' | 'low';

/** A recommended ratna. */
export interface GemstonePick {
  readonly stone: RatnaId;
  readonly planet: GrahaId;
  readonly role: PickRole;
  /**
   * Rule ids in the order applied: the GEMSTONE_RULES pick rule, then the planet's functional rules, strength
   * rules (dignity, house, conditions, level) and afflictions.
   */
  readonly rules: readonly string[];
  /** Smallest weight commonly prescribed, carats. */
  readonly minimumCarats: number;
}

export interface SecondaryGemstonePick extends GemstonePick {
  readonly priority: Priority;
  readonly priorityRule: Extract<GemstoneRuleId, `gem.priority.${string}`>;
}

/** A precaution, by rule. */
export type GemstonePrecaution =
  | { readonly rule: 'gem.precaution.trial'; readonly stone: RatnaId; readonly days: number }
  | { readonly rule: 'gem.precaution.dusthana-placement'; readonly stone: RatnaId; readonly planet: GrahaId; readonly house: HouseNumber }
  | { readonly rule: 'gem.precaution.incompatible'; readonly stone: RatnaId; readonly conflictsWith: RatnaId }
  | { readonly rule: 'gem.precaution.functional-malefic'; readonly stone: RatnaId; readonly planet: GrahaId; readonly functionalRules: readonly string[] };

/** A substitute of the primary stone. */
export interface GemstoneAlternative {
  readonly stone: GemstoneId;
  readonly substituteFor: RatnaId;
  readonly effectiveness: GemstoneEffectivenessId;
  /** 1 = the closest substitute. */
  readonly rank: number;
}

export interface GemstoneRecommendation {
  readonly lagnaSign: SignNumber;
  readonly moonSign: SignNumber;
  readonly sunSign: SignNumber;
  readonly strengths: Readonly<Record<GrahaId, PlanetStrength>>;
  /** Planets by class, in the order Sun … Ketu; a planet can be both weak and afflicted, or strong and afflicted. */
  readonly planetaryStrengths: {
    readonly strong: readonly GrahaId[];
    readonly weak: readonly GrahaId[];
    readonly afflicted: readonly GrahaId[];
  };
  readonly primary: GemstonePick;
  /** High, then medium, then low priority; in role order (yogakaraka, 9th, 5th, lagna lord) within one. */
  readonly secondary: readonly SecondaryGemstonePick[];
  /** Trial, dusthana placement, incompatible stones, functional malefics; one entry per rule and stone. */
  readonly precautions: readonly GemstonePrecaution[];
  readonly alternatives: readonly GemstoneAlternative[];
  readonly wearing: GemstoneWearing;
}

const isDusthana = (house: HouseNumber): boolean => DUSTHANA_HOUSES.includes(house);

function pickOf(strength: PlanetStrength, role: PickRole, rule: GemstoneRuleId): GemstonePick {
  const stone = ratnaOf(strength.graha);
  return {
    stone: stone.id,
    planet: strength.graha,
    role,
    rules: [
      rule,
      ...strength.functionalRules,
      ...strength.composition.map((part) => part.rule),
      `strength.${strength.level.toLowerCase()}`,
      ...strength.afflictions,
    ],
    minimumCarats: stone.minimumCarats,
  };
}

function priorityOf(strength: PlanetStrength, role: PickRole): Pick<SecondaryGemstonePick, 'priority' | 'priorityRule'> {
  const needy = strength.level === 'Weak' || strength.afflictions.length > 0;
  const strong = strength.level === 'Strong';
  if (needy || (role === 'yogakaraka' && !strong)) return { priority: 'high', priorityRule: 'gem.priority.high' };
  if (role !== 'yogakaraka' && strong) return { priority: 'low', priorityRule: 'gem.priority.low' };
  return { priority: 'medium', priorityRule: 'gem.priority.medium' };
}

const PRIORITY_ORDER: Readonly<Record<Priority, number>> = { high: 0, medium: 1, low: 2 };

/**
 * The gemstone recommendation for a birth chart (a `BirthChart` or any `Placements`; sidereal, whole-sign
 * houses from the lagna): planetary strengths, the primary stone, secondary stones with priority, precautions,
 * upratna alternatives of the primary and how to wear it. Rules and sources: this module's header.
 */
export function gemstoneRecommendation(chart: Placements, shadbala: ShadbalaStandings | null = null): GemstoneRecommendation {
  const strengths = planetStrengths(chart, shadbala);
  const lagnaLord = houseLord(chart, 1);
  const favorable = (graha: GrahaId) => strengths[graha].functionalNature === 'favorable';

  const trikonaLords: { graha: GrahaId; role: PickRole; rule: GemstoneRuleId }[] = [
    { graha: houseLord(chart, 9), role: 'ninth-lord', rule: 'gem.secondary.ninth-lord' },
    { graha: houseLord(chart, 5), role: 'fifth-lord', rule: 'gem.secondary.fifth-lord' },
  ];
  const lagnaLordDisplaced = isDusthana(strengths[lagnaLord].house);
  const replacement = lagnaLordDisplaced
    ? trikonaLords.find(({ graha }) => graha !== lagnaLord && favorable(graha) && !isDusthana(strengths[graha].house))
    : undefined;
  const primary = replacement
    ? pickOf(strengths[replacement.graha], replacement.role, 'gem.primary.trikona-lord')
    : pickOf(strengths[lagnaLord], 'lagna-lord', 'gem.primary.lagna-lord');

  const candidates: { graha: GrahaId; role: PickRole; rule: GemstoneRuleId }[] = [
    ...GRAHA_IDS.filter((graha) => strengths[graha].functionalRules[0] === 'functional.yogakaraka')
      .map((graha) => ({ graha, role: 'yogakaraka' as const, rule: 'gem.secondary.yogakaraka' as const })),
    ...trikonaLords,
    ...(replacement ? [{ graha: lagnaLord, role: 'lagna-lord' as const, rule: 'gem.secondary.lagna-lord' as const }] : []),
  ];
  const picked: GrahaId[] = [primary.planet];
  const precautions: GemstonePrecaution[] = [];
  const secondary: SecondaryGemstonePick[] = [];
  for (const candidate of candidates) {
    if (picked.includes(candidate.graha)) continue;
    if (candidate.role !== 'lagna-lord' && !favorable(candidate.graha)) continue;
    const clash = picked.find((other) => stonesConflict(other, candidate.graha));
    if (clash !== undefined) continue;
    picked.push(candidate.graha);
    const strength = strengths[candidate.graha];
    secondary.push({ ...pickOf(strength, candidate.role, candidate.rule), ...priorityOf(strength, candidate.role) });
  }
  secondary.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);

  for (const graha of picked) {
    const days = ratnaOf(graha).trialDays;
    if (days !== null) precautions.push({ rule: 'gem.precaution.trial', stone: ratnaOf(graha).id, days });
  }
  for (const graha of picked) {
    const house = strengths[graha].house;
    if (isDusthana(house)) precautions.push({ rule: 'gem.precaution.dusthana-placement', stone: ratnaOf(graha).id, planet: graha, house });
  }
  const avoided = new Set<RatnaId>();
  for (const graha of picked) {
    for (const other of GRAHA_IDS) {
      if (picked.includes(other) || !stonesConflict(graha, other) || avoided.has(ratnaOf(other).id)) continue;
      avoided.add(ratnaOf(other).id);
      precautions.push({ rule: 'gem.precaution.incompatible', stone: ratnaOf(other).id, conflictsWith: ratnaOf(graha).id });
    }
  }
  for (const graha of GRAHA_IDS) {
    if (picked.includes(graha) || strengths[graha].functionalNature !== 'challenging') continue;
    precautions.push({
      rule: 'gem.precaution.functional-malefic', stone: ratnaOf(graha).id, planet: graha,
      functionalRules: strengths[graha].functionalRules,
    });
  }

  const classed = (test: (strength: PlanetStrength) => boolean) => GRAHA_IDS.filter((graha) => test(strengths[graha]));
  return {
    lagnaSign: lagnaSign(chart),
    moonSign: grahaSign(chart, 'moon'),
    sunSign: grahaSign(chart, 'sun'),
    strengths,
    planetaryStrengths: {
      strong: classed((s) => s.level === 'Strong'),
      weak: classed((s) => s.level === 'Weak'),
      afflicted: classed((s) => s.afflictions.length > 0),
    },
    primary,
    secondary,
    precautions,
    alternatives: upratnasOf(primary.stone).map((stone, index) => ({
      stone: stone.id, substituteFor: primary.stone, effectiveness: stone.effectiveness, rank: index + 1,
    })),
    wearing: gemstoneWearing(primary.stone),
  };
}

// ── Zodiac ──────────────────────────────────────────────────────────────────────────────────────────────

/** A supporting stone of a sign: the stone of the lord of the 5th or 9th sign from it. */
export interface ZodiacSupportingStone {
  readonly stone: RatnaId;
  readonly planet: GrahaId;
  readonly role: SupportingRoleId;
  /** 5 or 9: the house, counted from the sign, that the planet rules in this role. */
  readonly house: 5 | 9;
  /** Other houses 1–12 from the sign the planet rules, ascending. */
  readonly alsoRules: readonly HouseNumber[];
  readonly whenToUse: WhenToUseId;
}

export interface ZodiacGemstones {
  readonly sign: SignNumber;
  readonly element: SignElement;
  /** The sign's lord (BPHS ch. 4; co-lords not used). */
  readonly rulingPlanet: GrahaId;
  /** The ruling planet's ratna. */
  readonly primary: RatnaId;
  /** The 5th lord's stone, then the 9th lord's. */
  readonly supporting: readonly ZodiacSupportingStone[];
  /** How to wear the primary stone. */
  readonly wearing: GemstoneWearing;
}

/** Houses 1–12 counted from `sign` that `planet` rules, ascending. */
function housesRuledFrom(sign: SignNumber, planet: GrahaId): HouseNumber[] {
  return SIGNS.filter((other) => other.lord === planet)
    .map((other) => houseFromSign(sign, other.number))
    .sort((a, b) => a - b);
}

/**
 * The stones of a sign taken as lagna or rashi: its lord's ratna as primary and the ratnas of the lords of the
 * 5th and 9th signs from it (the trikona lords, FS and AP) as support, each with when to use it (WHEN_TO_USE: only
 * in its own dasha when the planet also rules the 3rd, 6th, 8th or 11th from the sign).
 * @param sign 1 = Aries … 12 = Pisces
 */
export function zodiacGemstones(sign: SignNumber): ZodiacGemstones {
  const record = SIGNS[sign - 1] as (typeof SIGNS)[number];
  const supporting = SUPPORTING_ROLES.map((role): ZodiacSupportingStone => {
    const planet = lordOfSign(((sign - 1 + role.house - 1) % 12 + 1) as SignNumber);
    const alsoRules = housesRuledFrom(sign, planet).filter((house) => house !== role.house);
    const restricted = alsoRules.some((house) => (MALEFIC_LORDSHIP_HOUSES as readonly number[]).includes(house));
    return {
      stone: ratnaOf(planet).id,
      planet,
      role: role.id,
      house: role.house,
      alsoRules,
      whenToUse: restricted ? 'in-own-dasha-only' : 'when-weak-or-in-dasha',
    };
  });
  const primary = ratnaOf(record.lord).id;
  return { sign, element: record.element, rulingPlanet: record.lord, primary, supporting, wearing: gemstoneWearing(primary) };
}
