/**
 * Gemstone recommendation from a birth chart, and the stones of a sign.
 *
 * Pure and rashi-level: whole-sign houses from the lagna on sidereal placements (any ayanamsha; the chart that
 * built the `Placements` decides which). Strength and functional nature are the dasha analysis's verdicts
 * (`grahaVerdicts`: the points of DIGNITY_RULES, HOUSE_GROUP_RULES and CONDITION_RULES, and the Laghu Parashari
 * lordship rules of data/dasha-interpretation.ts), so a planet reads the same here as in the dasha analysis.
 * Results carry ids and numbers only; every word lives in data/gemstones.ts (en/hi) and the rule ids say which
 * record explains each pick.
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
import { type GrahaCondition, type Dignity, grahaConditions } from '../chart/dignity.ts';
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
import { grahaVerdicts, isNode, lostWar } from '../dasha/analysis/verdicts.ts';
import type { GrahaVerdict, ShadbalaStandings } from '../dasha/analysis/types.ts';
import {
  CONDITION_RULES,
  SHADBALA_RULES,
  DIGNITY_RULES,
  type DashaStrength,
  type FunctionalNature,
  GRAHA_REMEDIES,
  HOUSE_GROUP_RULES,
} from '../../data/dasha-interpretation.ts';
import {
  FINGER_WORDS,
  type GemstoneEffectivenessId,
  type GemstoneId,
  type GemstoneRuleId,
  MALEFIC_LORDSHIP_HOUSES,
  METAL_WORDS,
  NODE_STONE_CONFLICTS,
  type RatnaId,
  SUPPORTING_ROLES,
  type SupportingRoleId,
  WEARING_TIME,
  type WhenToUseId,
  type Words,
  gemstoneById,
  ratnaOf,
  upratnasOf,
} from '../../data/gemstones.ts';
import { grahaById, naturalRelationship, type WeekdayIndex } from '../../data/grahas.ts';
import { SIGNS, type SignElement } from '../../data/signs.ts';

// ── Strength ────────────────────────────────────────────────────────────────────────────────────────────

/** One rule's share of a planet's strength points. */
export interface StrengthPart {
  /** A DIGNITY_RULES, HOUSE_GROUP_RULES or CONDITION_RULES id (data/dasha-interpretation.ts). */
  readonly rule: string;
  readonly points: number;
}

/** An affliction that puts a planet in the `afflicted` list. */
export type AfflictionRuleId = Extract<GemstoneRuleId, `gem.affliction.${string}`>;

/** What the chart says of one graha's strength, with everything the score is made of. */
export interface PlanetStrength {
  readonly graha: GrahaId;
  /** Sign 1–12 occupied. */
  readonly sign: SignNumber;
  /** Whole-sign house 1–12 from the lagna. */
  readonly house: HouseNumber;
  readonly dignity: Dignity;
  readonly combust: boolean;
  /** Speed < 0 (Rahu and Ketu always; not counted for them). */
  readonly retrograde: boolean;
  readonly warLost: boolean;
  /** Strong / Moderate / Weak by STRENGTH_LEVEL_RULES on `points`. */
  readonly level: DashaStrength;
  /** Sum of `composition` (the dasha analysis's points), between STRENGTH_POINTS.min and STRENGTH_POINTS.max. */
  readonly points: number;
  /** 0–100: `points` placed linearly between STRENGTH_POINTS.min (0) and STRENGTH_POINTS.max (100), rounded. */
  readonly score: number;
  readonly composition: readonly StrengthPart[];
  /** Afflictions in the order combust, war lost, debilitated, dusthana; empty when none. */
  readonly afflictions: readonly AfflictionRuleId[];
  readonly functionalNature: FunctionalNature;
  /** FUNCTIONAL_NATURE_RULES ids that decided (a node: node-dispositor then its dispositor's rule). */
  readonly functionalRules: readonly string[];
  /** Houses 1–12 owned ([] for the nodes). */
  readonly ownedHouses: readonly HouseNumber[];
}

const HOUSES: readonly HouseNumber[] = Array.from({ length: 12 }, (_, i) => (i + 1) as HouseNumber);

function housePoints(house: HouseNumber, benefic: boolean): number {
  return HOUSE_GROUP_RULES.reduce(
    (sum, group) => ((group.houses as readonly number[]).includes(house) ? sum + (benefic ? group.pointsBenefic : group.pointsMalefic) : sum),
    0,
  );
}

/**
 * The lowest and highest strength points any graha can reach on the dasha analysis's scale, derived from its
 * tables: the worst and best dignity, house (for a natural benefic or malefic) and every negative or positive
 * condition together. The score's 0 and 100.
 */
export const STRENGTH_POINTS = (() => {
  const dignities = DIGNITY_RULES.map((rule) => rule.points);
  const houses = HOUSES.flatMap((house) => [housePoints(house, true), housePoints(house, false)]);
  const conditions = CONDITION_RULES.map((rule) => rule.points);
  const shadbala = SHADBALA_RULES.map((rule) => rule.points);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return {
    min: Math.min(...dignities) + Math.min(...houses) + sum(conditions.filter((p) => p < 0)) + Math.min(...shadbala),
    max: Math.max(...dignities) + Math.max(...houses) + sum(conditions.filter((p) => p > 0)) + Math.max(...shadbala),
  } as const;
})();

/**
 * The 0–100 strength score of a points total: linear between STRENGTH_POINTS.min (0) and .max (100), rounded to
 * an integer and clamped.
 */
export function strengthScore(points: number): number {
  const fraction = (points - STRENGTH_POINTS.min) / (STRENGTH_POINTS.max - STRENGTH_POINTS.min);
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

function composition(verdict: GrahaVerdict): StrengthPart[] {
  const benefic = grahaById(verdict.graha).nature === 'benefic';
  return verdict.strengthRules.flatMap((rule): StrengthPart[] => {
    const dignity = DIGNITY_RULES.find((entry) => entry.id === rule);
    if (dignity) return [{ rule, points: dignity.points }];
    const group = HOUSE_GROUP_RULES.find((entry) => entry.id === rule);
    if (group) return [{ rule, points: benefic ? group.pointsBenefic : group.pointsMalefic }];
    const condition = CONDITION_RULES.find((entry) => entry.id === rule);
    if (condition) return [{ rule, points: condition.points }];
    const shadbala = SHADBALA_RULES.find((entry) => entry.id === rule);
    if (shadbala) return [{ rule, points: shadbala.points }];
    return [];
  });
}

function afflictionsOf(condition: GrahaCondition, house: HouseNumber): AfflictionRuleId[] {
  const out: AfflictionRuleId[] = [];
  if (condition.combust) out.push('gem.affliction.combust');
  if (lostWar(condition)) out.push('gem.affliction.war-lost');
  if (condition.dignity === 'debilitated') out.push('gem.affliction.debilitated');
  if (DUSTHANA_HOUSES.includes(house)) out.push('gem.affliction.dusthana');
  return out;
}

/**
 * The strength of each of the nine grahas: dignity, house and conditions summed as in the dasha analysis, a
 * 0–100 score, afflictions (combust, lost war, debilitated, in a dusthana) and functional nature for the lagna.
 */
export function planetStrengths(placements: Placements, shadbala: ShadbalaStandings | null = null): Record<GrahaId, PlanetStrength> {
  const verdicts = grahaVerdicts(placements, shadbala);
  const conditions = grahaConditions(placements);
  const entries = GRAHA_IDS.map((graha): [GrahaId, PlanetStrength] => {
    const verdict = verdicts[graha];
    const condition = conditions[graha];
    return [graha, {
      graha,
      sign: verdict.sign,
      house: verdict.house,
      dignity: condition.dignity,
      combust: condition.combust,
      retrograde: condition.retrograde,
      warLost: lostWar(condition),
      level: verdict.strength,
      points: verdict.points,
      score: strengthScore(verdict.points),
      composition: composition(verdict),
      afflictions: afflictionsOf(condition, verdict.house),
      functionalNature: verdict.functionalNature,
      functionalRules: verdict.functionalRules,
      ownedHouses: verdict.ownedHouses,
    }];
  });
  return Object.fromEntries(entries) as Record<GrahaId, PlanetStrength>;
}

// ── Incompatibility and wearing ─────────────────────────────────────────────────────────────────────────

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

/** How a stone is worn (the ratna's planet decides; an upratna is worn as its ratna). */
export interface GemstoneWearing {
  readonly stone: GemstoneId;
  readonly planet: GrahaId;
  /** The graha's finger (data/grahas.ts) in both languages. */
  readonly finger: Words;
  /** The graha's metal (data/grahas.ts) in both languages. */
  readonly metal: Words;
  /** 0 = Sunday … 6 = Saturday: the graha's weekday; Rahu and Ketu take their GRAHA_REMEDIES day. */
  readonly day: WeekdayIndex;
  readonly time: Words;
  /** The graha's beej mantra (data/grahas.ts). */
  readonly mantra: { readonly devanagari: string; readonly latin: string };
  /** The graha's presiding deity, to be worshipped when the stone is put on (data/grahas.ts). */
  readonly deity: string;
}

/** How a gemstone is worn: finger, metal, day, time, mantra and deity of its planet. */
export function gemstoneWearing(stone: GemstoneId): GemstoneWearing {
  const planet = gemstoneById(stone).planet;
  const graha = grahaById(planet);
  const remedy = GRAHA_REMEDIES.find((entry) => entry.graha === planet) as (typeof GRAHA_REMEDIES)[number];
  return {
    stone,
    planet,
    finger: { en: graha.finger, hi: FINGER_WORDS[graha.finger] },
    metal: { en: graha.metal, hi: METAL_WORDS[graha.metal] },
    day: graha.weekday ?? remedy.fastDay,
    time: { en: WEARING_TIME.en, hi: WEARING_TIME.hi },
    mantra: graha.beejMantra,
    deity: graha.deity,
  };
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

