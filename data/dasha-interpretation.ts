/**
 * Rules and phrase templates of the dasha analysis (`astro/dasha/analysis.ts`): one typed record per rule, each
 * with the id the analysis reports beside the text it produced, the condition in words and the template it fills.
 * Placeholders are `{name}`; the analysis fills every one or throws.
 *
 * Sources (the tradition of each family is written beside it as well):
 * - House significations: Brihat Parashara Hora Shastra (BPHS) ch. 11 ("Judgement of houses", Santhanam
 *   translation), condensed to a few words per house.
 * - Kendra, trikona, dusthana and upachaya groups: BPHS ch. 7 and 11; that natural malefics do well in the
 *   upachayas 3, 6, 10, 11 is the house-effects rule of Phaladeepika ch. 8.
 * - Dignity order exalted > moolatrikona > own > friend > neutral > enemy > debilitated: BPHS ch. 3.
 *   Retrograde grahas have full cheshta bala: BPHS ch. 27. Combust grahas count as weak throughout the classics;
 *   the loser of a planetary war is weakened (Surya Siddhanta ch. 7, as astro/chart/dignity.ts). The numbers (the points of each rule and the thresholds of Strong/Moderate/Weak) are
 *   this service's own scale over those orders, not a classical shadbala; they are stated here so that a
 *   reader can recount any verdict.
 * - Functional benefics and malefics for the lagna: Laghu Parashari (Jataka Chandrika) ch. 1–2 and BPHS ch. 34
 *   ("Yoga karakas"): trikona lords are auspicious, lords of 3, 6 and 11 inauspicious, natural benefics owning
 *   kendras lose their beneficence and natural malefics their maleficence, 2nd and 12th lords give results by
 *   association, the 8th lord is inauspicious unless it also owns the lagna (the Sun and Moon are exempt from
 *   the blemish of 8th lordship), a graha owning a kendra and a trikona is a yogakaraka, the lords of the 2nd
 *   and 7th are marakas, and Rahu and Ketu give the results of the sign lord they occupy and of their house.
 * - Antardasha lord counted from the mahadasha lord: the BPHS chapters on the effects of antardashas (one per
 *   mahadasha lord, Santhanam vol. 2) judge a sub-lord in a kendra or trikona from the dasha lord favorable and one
 *   in the 6th, 8th or 12th from it adverse; the 2nd, 3rd and 11th are read here as neither.
 * - Transits (gochara) counted from the natal Moon sign: Phaladeepika ch. 26. Favorable houses: Jupiter 2, 5, 7,
 *   9, 11; Saturn, Rahu and Ketu 3, 6, 11. Sade Sati (Saturn in the 12th, 1st and 2nd from the Moon), Ashtama
 *   Shani (8th) and Kantaka/Ardhashtama Shani (4th) are the names of the almanac tradition built on it. Vedha
 *   (obstruction) points are not applied.
 * - Remedies: beej mantras, gemstones, metals, fingers and deities are those of data/grahas.ts; charity (daana)
 *   items and fast days are the graha-shanti practice printed in Hindi almanacs and remedy manuals (Rahu's fast
 *   on Saturday and Ketu's on Tuesday, the common choice; some manuals give Saturday for both). That a gemstone
 *   must not be worn for a functional malefic is the standing caution of the ratna-dharana tradition.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

/** The functional nature of a graha for a lagna. */
export type FunctionalNature = 'favorable' | 'neutral' | 'challenging';
/** The spec's strength words. */
export type DashaStrength = 'Strong' | 'Moderate' | 'Weak';
/** How a life area, a period or a transit reads: from the nature and strength of the graha behind it. */
export type Tone = 'supportive' | 'mixed' | 'testing';
/** The five areas of `predictions.currentPeriod`. */
export type LifeAreaId = 'career' | 'finance' | 'health' | 'relationships' | 'spiritual';
/** House number 1–12 counted from the lagna (or, for transits, from the Moon). */
type House = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** Every rule: the id reported with the text, and its condition in words. */
interface RuleRecord {
  readonly id: string;
  readonly condition: string;
}

interface HouseMeaning {
  readonly house: House;
  readonly sanskrit: string;
  /** A few words for what the house signifies (BPHS ch. 11). */
  readonly themes: string;
}

/** What each house signifies, BPHS ch. 11, condensed. */
export const HOUSE_MEANINGS = [
  { house: 1, sanskrit: 'Tanu', themes: 'health and personal standing' },
  { house: 2, sanskrit: 'Dhana', themes: 'family wealth and speech' },
  { house: 3, sanskrit: 'Sahaja', themes: 'courage, siblings and own initiatives' },
  { house: 4, sanskrit: 'Sukha', themes: 'home, property and mother' },
  { house: 5, sanskrit: 'Putra', themes: 'children, learning and creativity' },
  { house: 6, sanskrit: 'Ari', themes: 'debts, disease and rivals' },
  { house: 7, sanskrit: 'Kalatra', themes: 'marriage and partnerships' },
  { house: 8, sanskrit: 'Randhra', themes: 'longevity, sudden change and inheritance' },
  { house: 9, sanskrit: 'Dharma', themes: 'fortune, dharma and teachers' },
  { house: 10, sanskrit: 'Karma', themes: 'career and public standing' },
  { house: 11, sanskrit: 'Labha', themes: 'income and gains' },
  { house: 12, sanskrit: 'Vyaya', themes: 'expenses, foreign lands and retreat' },
] as const satisfies readonly HouseMeaning[];

interface HouseGroupRule extends RuleRecord {
  readonly houses: readonly House[];
  /** Points added to the strength of a natural benefic / natural malefic placed there. */
  readonly pointsBenefic: number;
  readonly pointsMalefic: number;
  /** Words for the group in the influence sentence. */
  readonly label: string;
}

/** House groups counted from the lagna (BPHS ch. 7, 11; malefics in upachayas: Phaladeepika ch. 8). */
export const HOUSE_GROUP_RULES = [
  {
    id: 'house.lagna', houses: [1], pointsBenefic: 1, pointsMalefic: 1, label: 'the lagna, both kendra and trikona',
    condition: 'The graha occupies the 1st house, which is both a kendra and a trikona.',
  },
  {
    id: 'house.kendra', houses: [4, 7, 10], pointsBenefic: 1, pointsMalefic: 1, label: 'a kendra',
    condition: 'The graha occupies the 4th, 7th or 10th house (an angle).',
  },
  {
    id: 'house.trikona', houses: [5, 9], pointsBenefic: 1, pointsMalefic: 1, label: 'a trikona',
    condition: 'The graha occupies the 5th or 9th house (a trine).',
  },
  {
    id: 'house.dusthana', houses: [6, 8, 12], pointsBenefic: -1, pointsMalefic: -1, label: 'a dusthana',
    condition: 'The graha occupies the 6th, 8th or 12th house (a house of loss).',
  },
  {
    id: 'house.upachaya', houses: [3, 6, 10, 11], pointsBenefic: 0, pointsMalefic: 1, label: 'an upachaya',
    condition: 'The graha occupies the 3rd, 6th, 10th or 11th house (a house of growth); a natural malefic gains there.',
  },
] as const satisfies readonly HouseGroupRule[];

interface DignityRule extends RuleRecord {
  readonly dignity: string;
  readonly points: number;
  /** How the placement is written; {sign} is the sign's English name. */
  readonly template: string;
}

/** Dignity by sign (astro/chart/dignity.ts, BPHS ch. 3) with this service's points. */
export const DIGNITY_RULES = [
  { id: 'dignity.exalted', dignity: 'exalted', points: 3, template: 'exalted in {sign}', condition: 'The graha is in its sign of exaltation.' },
  { id: 'dignity.moolatrikona', dignity: 'moolatrikona', points: 2, template: 'in its moolatrikona sign {sign}', condition: 'The graha is in the moolatrikona range of its sign.' },
  { id: 'dignity.own', dignity: 'own', points: 2, template: 'in its own sign {sign}', condition: 'The graha is in a sign it rules.' },
  { id: 'dignity.great-friend', dignity: 'great-friend', points: 1, template: "in a great friend's sign, {sign}", condition: 'The sign lord is a great friend of the graha (compound relationship).' },
  { id: 'dignity.friend', dignity: 'friend', points: 1, template: "in a friend's sign, {sign}", condition: 'The sign lord is a friend of the graha (compound relationship).' },
  { id: 'dignity.neutral', dignity: 'neutral', points: 0, template: 'in a neutral sign, {sign}', condition: 'The sign lord is neutral to the graha (compound relationship).' },
  { id: 'dignity.enemy', dignity: 'enemy', points: -1, template: "in an enemy's sign, {sign}", condition: 'The sign lord is an enemy of the graha (compound relationship).' },
  { id: 'dignity.great-enemy', dignity: 'great-enemy', points: -2, template: "in a great enemy's sign, {sign}", condition: 'The sign lord is a great enemy of the graha (compound relationship).' },
  { id: 'dignity.debilitated', dignity: 'debilitated', points: -3, template: 'debilitated in {sign}', condition: 'The graha is in its sign of debilitation.' },
] as const satisfies readonly DignityRule[];

interface ConditionRule extends RuleRecord {
  readonly points: number;
  /** Clause appended to the influence sentence; starts with its own punctuation. */
  readonly template: string;
}

/** Conditions beyond the sign (retrograde cheshta bala: BPHS ch. 27; war: Surya Siddhanta ch. 7). */
export const CONDITION_RULES = [
  {
    id: 'condition.combust', points: -2, template: ', though combust within {separation}° of the Sun it cannot show them fully',
    condition: 'The graha is within its combustion orb of the Sun (astro/chart/dignity.ts).',
  },
  {
    id: 'condition.retrograde', points: 1, template: ', and being retrograde it returns to unfinished matters first',
    condition: 'A graha other than Rahu and Ketu moves retrograde at birth (the nodes always do and are not counted).',
  },
  {
    id: 'condition.war-lost', points: -1, template: ', and having lost a planetary war to {winner} it is overshadowed',
    condition: 'The graha lost a planetary war (within 1° of another star-planet, further south).',
  },
] as const satisfies readonly ConditionRule[];

/**
 * The graha's shadbala against the minimum BPHS ch. 27 requires of it (astro/strength/shadbala.ts, Raman's reading
 * with its default methods): at or above it the graha is strong by the six measures, below it weak. The Sun … Saturn
 * only (the nodes have no shadbala), and only where the birth's day has a sunrise (not inside the polar circles).
 */
export const SHADBALA_RULES = [
  {
    id: 'shadbala.strong', points: 1, template: ', and with a shadbala of {rupas} rupas against the {required} it needs it has the strength to deliver',
    condition: 'The shadbala is at or above the required minimum (ratio ≥ 1).',
  },
  {
    id: 'shadbala.weak', points: -1, template: ', though its shadbala of {rupas} rupas falls short of the {required} it needs',
    condition: 'The shadbala is below the required minimum (ratio < 1).',
  },
] as const satisfies readonly ConditionRule[];

interface StrengthLevelRule extends RuleRecord {
  readonly strength: DashaStrength;
  /** The smallest total of points that earns this level. */
  readonly minPoints: number;
}

/** Levels of the summed points of the dignity, house and condition rules, strongest first. */
export const STRENGTH_LEVEL_RULES = [
  { id: 'strength.strong', strength: 'Strong', minPoints: 2, condition: 'Dignity, house, condition and shadbala points sum to 2 or more.' },
  { id: 'strength.moderate', strength: 'Moderate', minPoints: -1, condition: 'The points sum to −1, 0 or 1.' },
  { id: 'strength.weak', strength: 'Weak', minPoints: -Infinity, condition: 'The points sum to −2 or less.' },
] as const satisfies readonly StrengthLevelRule[];

interface FunctionalNatureRule extends RuleRecord {
  /** null: the class is that of the graha's dispositor (nodes only). */
  readonly nature: FunctionalNature | null;
  /** Why, in the words the texts put after "for {lagna} lagna". */
  readonly label: string;
}

/**
 * Functional nature for the lagna, Laghu Parashari ch. 1–2 and BPHS ch. 34; the first rule that holds decides.
 * "Owns" means whole-sign lordship from the lagna (the Sun and Moon own one sign, the others two).
 */
export const FUNCTIONAL_NATURE_RULES = [
  {
    id: 'functional.lagna-lord', nature: 'favorable', label: 'the lagna lord',
    condition: 'Owns the 1st house: the lagna lord is auspicious whatever else it owns, even the 8th.',
  },
  {
    id: 'functional.yogakaraka', nature: 'favorable', label: 'yogakaraka',
    condition: 'Owns a kendra (4th, 7th or 10th) and a trikona (5th or 9th).',
  },
  {
    id: 'functional.trikona-mixed', nature: 'neutral', label: 'lord of a trikona and of a malefic house',
    condition: 'Owns the 5th or 9th and also the 3rd, 6th, 11th or (unless the Sun or Moon) the 8th.',
  },
  {
    id: 'functional.trikona', nature: 'favorable', label: 'lord of a trikona',
    condition: 'Owns the 5th or 9th house (trikona lords are always auspicious).',
  },
  {
    id: 'functional.eighth', nature: 'challenging', label: 'lord of the 8th',
    condition: 'Owns the 8th house and is not the lagna lord, the Sun or the Moon.',
  },
  {
    id: 'functional.trishadaya', nature: 'challenging', label: 'lord of a trishadaya house',
    condition: 'Owns the 3rd, 6th or 11th house.',
  },
  {
    id: 'functional.maraka', nature: 'challenging', label: 'lord of both maraka houses',
    condition: 'Owns both the 2nd and the 7th house, the two marakas.',
  },
  {
    id: 'functional.kendra-benefic', nature: 'neutral', label: 'a natural benefic owning a kendra (kendradhipati dosha)',
    condition: 'A natural benefic that owns a kendra (4th, 7th or 10th) and no trikona loses its beneficence.',
  },
  {
    id: 'functional.kendra-malefic', nature: 'neutral', label: 'a natural malefic owning a kendra',
    condition: 'A natural malefic that owns a kendra (4th, 7th or 10th) and no trikona loses its maleficence.',
  },
  {
    id: 'functional.luminary-eighth', nature: 'neutral', label: 'lord of the 8th, whose blemish a luminary does not take',
    condition: 'The Sun or Moon owns only the 8th house; the luminaries are exempt from the blemish of 8th lordship.',
  },
  {
    id: 'functional.second-twelfth', nature: 'neutral', label: 'lord of a house that acts by association',
    condition: 'Owns only the 2nd and/or 12th house, which give results by association.',
  },
  {
    id: 'functional.node-dusthana', nature: 'challenging', label: 'a node in a dusthana',
    condition: 'Rahu or Ketu occupies the 6th, 8th or 12th house.',
  },
  {
    id: 'functional.node-dispositor', nature: null, label: 'a node acting for its dispositor',
    condition: 'Rahu or Ketu elsewhere takes the functional nature of the lord of the sign it occupies.',
  },
] as const satisfies readonly FunctionalNatureRule[];

/**
 * How a functional verdict is written: {label} of the rule; {houses} ("the 4th and 5th houses"); for a node
 * {house} (ordinal), {sign} and {dispositor}.
 */
export const FUNCTIONAL_TEMPLATES = {
  lord: '{label}, ruling {houses}',
  node: '{label}, in the {house} house in {sign} ruled by {dispositor}',
} as const;

export type FunctionalNatureRuleId = (typeof FUNCTIONAL_NATURE_RULES)[number]['id'];

/** The words for a functional nature inside a sentence. */
export const FUNCTIONAL_NATURE_WORDS = {
  favorable: 'functional benefic',
  neutral: 'functionally neutral planet',
  challenging: 'functional malefic',
} as const satisfies Record<FunctionalNature, string>;

interface ToneRule extends RuleRecord {
  readonly tone: Tone;
  readonly cases: readonly (readonly [FunctionalNature, DashaStrength])[];
}

/** How a graha's functional nature and strength combine into the tone of a text. */
export const TONE_RULES = [
  {
    id: 'tone.supportive', tone: 'supportive',
    cases: [['favorable', 'Strong'], ['favorable', 'Moderate'], ['neutral', 'Strong']],
    condition: 'A functional benefic that is not Weak, or a functionally neutral graha that is Strong.',
  },
  {
    id: 'tone.mixed', tone: 'mixed',
    cases: [['favorable', 'Weak'], ['neutral', 'Moderate'], ['challenging', 'Strong']],
    condition: 'A Weak functional benefic, a Moderate neutral graha or a Strong functional malefic.',
  },
  {
    id: 'tone.testing', tone: 'testing',
    cases: [['neutral', 'Weak'], ['challenging', 'Moderate'], ['challenging', 'Weak']],
    condition: 'A Weak neutral graha or a functional malefic that is not Strong.',
  },
] as const satisfies readonly ToneRule[];

interface InfluenceOutcomeRule extends RuleRecord {
  readonly nature: FunctionalNature;
  readonly strength: DashaStrength;
  /** {matters}: the houses the graha rules (or, for a node, occupies) with their themes. */
  readonly template: string;
}

/** The closing clause of an influence sentence, by functional nature and strength. */
export const INFLUENCE_OUTCOME_RULES = [
  {
    id: 'influence.favorable-strong', nature: 'favorable', strength: 'Strong',
    template: 'as a Strong functional benefic it brings {matters} to fruition',
    condition: 'Functional benefic, Strong.',
  },
  {
    id: 'influence.favorable-moderate', nature: 'favorable', strength: 'Moderate',
    template: 'as a functional benefic of Moderate strength it supports {matters}, with results that follow steady effort',
    condition: 'Functional benefic, Moderate.',
  },
  {
    id: 'influence.favorable-weak', nature: 'favorable', strength: 'Weak',
    template: 'as a Weak functional benefic it promises {matters} but delivers them late or in part',
    condition: 'Functional benefic, Weak.',
  },
  {
    id: 'influence.neutral-strong', nature: 'neutral', strength: 'Strong',
    template: 'functionally neutral but Strong, it gives good results for {matters} through the grahas it joins and aspects',
    condition: 'Functionally neutral, Strong.',
  },
  {
    id: 'influence.neutral-moderate', nature: 'neutral', strength: 'Moderate',
    template: 'functionally neutral and of Moderate strength, it gives mixed results for {matters}',
    condition: 'Functionally neutral, Moderate.',
  },
  {
    id: 'influence.neutral-weak', nature: 'neutral', strength: 'Weak',
    template: 'functionally neutral and Weak, it leaves {matters} unsettled',
    condition: 'Functionally neutral, Weak.',
  },
  {
    id: 'influence.challenging-strong', nature: 'challenging', strength: 'Strong',
    template: 'as a Strong functional malefic it brings {matters} forcefully, with gains won through struggle',
    condition: 'Functional malefic, Strong.',
  },
  {
    id: 'influence.challenging-moderate', nature: 'challenging', strength: 'Moderate',
    template: 'as a functional malefic of Moderate strength it brings obstacles in {matters}',
    condition: 'Functional malefic, Moderate.',
  },
  {
    id: 'influence.challenging-weak', nature: 'challenging', strength: 'Weak',
    template: 'as a Weak functional malefic it brings losses and delays in {matters}',
    condition: 'Functional malefic, Weak.',
  },
] as const satisfies readonly InfluenceOutcomeRule[];

/**
 * The influence sentence. {planet}, {level} (mahadasha …), {placement} (a dignity template), {house} (ordinal),
 * {lagna} (sign name), {houseGroup} (" (a kendra)" or empty), {lordship}, {outcome}, {conditions} and
 * {relation} (clauses with their own punctuation, or empty).
 */
export const INFLUENCE_TEMPLATE =
  '{planet} ({level} lord) is {placement}, in the {house} house from the {lagna} lagna{houseGroup}, and {lordship}; ' +
  '{outcome}{conditions}{relation}.';

/** The lordship clause: {houses} such as "the 4th and 5th houses"; {dispositor} a graha name. */
export const LORDSHIP_TEMPLATES = {
  rules: 'rules {houses}',
  node: 'rules no sign but acts for its dispositor, {dispositor}',
} as const;

/** The "matters" a graha's period is about: {house} ordinal, {themes} from HOUSE_MEANINGS. */
export const MATTER_TEMPLATE = 'the {house} house ({themes})';

interface RelationRule extends RuleRecord {
  /** Houses of the sub-lord counted from the sign of the parent lord. */
  readonly houses: readonly House[];
  readonly template: string;
}

/**
 * The sub-period lord counted from the parent period's lord (BPHS antardasha chapters). {house} ordinal, {parent}
 * graha name, {parentLevel} mahadasha/antardasha. The same graha ruling both is `relation.same-lord`.
 */
export const RELATION_RULES = [
  {
    id: 'relation.same-lord', houses: [],
    template: '; as lord of the {parentLevel} as well, it gives its own results undiluted',
    condition: 'The sub-period lord is the parent period lord.',
  },
  {
    id: 'relation.kendra-trikona', houses: [1, 4, 5, 7, 9, 10],
    template: '; placed in the {house} from {parent}, the {parentLevel} lord, a kendra or trikona from it, it works in harmony with it',
    condition: 'The sub-period lord is in a kendra or trikona (1, 4, 5, 7, 9, 10) counted from the parent lord.',
  },
  {
    id: 'relation.dusthana', houses: [6, 8, 12],
    template: '; placed in the {house} from {parent}, the {parentLevel} lord, it works at cross purposes with it',
    condition: 'The sub-period lord is in the 6th, 8th or 12th counted from the parent lord.',
  },
  {
    id: 'relation.other', houses: [2, 3, 11],
    template: '; placed in the {house} from {parent}, the {parentLevel} lord, it neither helps nor hinders it',
    condition: 'The sub-period lord is in the 2nd, 3rd or 11th counted from the parent lord.',
  },
] as const satisfies readonly RelationRule[];

interface LifeArea {
  readonly id: LifeAreaId;
  /** Houses from the lagna the area is read from; the first is the one whose lord speaks when no dasha lord links. */
  readonly houses: readonly House[];
  readonly name: string;
  readonly tones: Readonly<Record<Tone, string>>;
}

/** The five areas of `predictions.currentPeriod`, with what each tone means there. */
export const LIFE_AREAS = [
  {
    id: 'career', houses: [10], name: 'career',
    tones: {
      supportive: 'so this period favors promotion, authority and recognition for sustained work',
      mixed: 'so work brings recognition only with extra effort and some changes of direction',
      testing: 'so expect pressure at work, friction with superiors or a forced change of role',
    },
  },
  {
    id: 'finance', houses: [2, 11], name: 'finances',
    tones: {
      supportive: 'so savings and income grow and past efforts pay',
      mixed: 'so income comes in but is matched by expenses, which calls for a careful budget',
      testing: 'so guard savings, avoid speculation and expect irregular income',
    },
  },
  {
    id: 'health', houses: [1, 6, 8], name: 'health',
    tones: {
      supportive: 'so vitality is good and ailments recover quickly',
      mixed: 'so health holds steady but needs a regular routine and rest',
      testing: 'so watch for fatigue, chronic complaints and accidents, and do not postpone check-ups',
    },
  },
  {
    id: 'relationships', houses: [7], name: 'relationships',
    tones: {
      supportive: 'so partnerships and marriage are harmonious and new alliances form',
      mixed: 'so relationships need patience and honest talk to stay in balance',
      testing: 'so expect friction, distance or misunderstanding with the spouse or partners',
    },
  },
  {
    id: 'spiritual', houses: [9, 12], name: 'spiritual life',
    tones: {
      supportive: 'so study, pilgrimage, guidance from teachers and meditation bear fruit',
      mixed: 'so spiritual practice runs in phases of fervor and doubt',
      testing: 'so faith is tested and guidance is hard to find, and a simple daily practice steadies it',
    },
  },
] as const satisfies readonly LifeArea[];

interface LinkRule extends RuleRecord {
  readonly link: 'rules' | 'occupies' | 'aspects';
  readonly verb: string;
}

/** How a dasha lord reaches the houses of an area (whole-sign lordship, occupation, graha drishti BPHS ch. 26). */
export const LINK_RULES = [
  { id: 'link.rules', link: 'rules', verb: 'rules', condition: 'The dasha lord owns one of the area\'s houses.' },
  { id: 'link.occupies', link: 'occupies', verb: 'occupies', condition: 'The dasha lord stands in one of the area\'s houses.' },
  { id: 'link.aspects', link: 'aspects', verb: 'aspects', condition: 'The dasha lord casts a graha drishti on one of the area\'s houses.' },
] as const satisfies readonly LinkRule[];

/** One link: {verbs} such as "rules and occupies", {houses} such as "the 2nd and 11th houses". */
export const LINK_TEMPLATE = '{verbs} {houses}';

/**
 * Templates of an area sentence. {planet}, {level}, {strength}, {nature} (FUNCTIONAL_NATURE_WORDS), {links}
 * (LINK_RULES joined), {tone} (the area's tone phrase), {houses}, {houseLord}, {firstHouse}, {maha}, {antar}.
 */
export const AREA_RULES = [
  {
    id: 'area.primary-mahadasha', template: '{planet}, the {level} lord ({strength}, {nature}), {links}, {tone}',
    condition: 'The mahadasha lord rules, occupies or aspects a house of the area: it speaks for the area.',
  },
  {
    id: 'area.primary-antardasha', template: '{planet}, the {level} lord ({strength}, {nature}), {links}, {tone}',
    condition: 'Only the antardasha lord rules, occupies or aspects a house of the area: it speaks for the area.',
  },
  {
    id: 'area.unlinked',
    template: 'Neither {maha} nor {antar} rules, occupies or aspects {houses}, leaving the area to {houseLord}, lord of the {firstHouse} ({strength}, {nature}), {tone}',
    condition: 'Neither running lord reaches the area: the lord of its first house speaks for it.',
  },
  {
    id: 'area.unlinked-one-lord',
    template: '{maha}, lord of both the mahadasha and the antardasha, neither rules, occupies nor aspects {houses}, leaving the area to {houseLord}, lord of the {firstHouse} ({strength}, {nature}), {tone}',
    condition: 'One graha rules both running periods and does not reach the area: the lord of its first house speaks for it.',
  },
  {
    id: 'area.antar-agrees', template: '; the antardasha lord {planet}, which also {links}, confirms this',
    condition: 'Both lords reach the area and the antardasha lord has the same tone.',
  },
  {
    id: 'area.antar-softens', template: '; the antardasha lord {planet}, which also {links}, softens this',
    condition: 'Both lords reach the area and the antardasha lord has a better tone.',
  },
  {
    id: 'area.antar-complicates', template: '; the antardasha lord {planet}, which also {links}, complicates this',
    condition: 'Both lords reach the area and the antardasha lord has a worse tone.',
  },
] as const satisfies readonly (RuleRecord & { readonly template: string })[];

export type AreaRuleId = (typeof AREA_RULES)[number]['id'];

/**
 * Next-year items. Periods: {start}, {end} (UTC dates), {planetName}, {level}, {parentName}, {parentLevel},
 * {strength}, {nature}, {matters}. Transits: {date}, {planet}, {sign}, {motion}, {moonHouse}, {lagnaHouse},
 * {gochara}, {themes}, {until}.
 */
export const NEXT_YEAR_RULES = [
  {
    id: 'next-year.period-supportive',
    template: '{start} to {end}: the {planetName} {level} within the {parentName} {parentLevel} ({strength}, {nature}) favors {matters}',
    condition: 'An antardasha or pratyantardasha starting within the year whose lord has the supportive tone.',
  },
  {
    id: 'next-year.period-mixed',
    template: '{start} to {end}: the {planetName} {level} within the {parentName} {parentLevel} ({strength}, {nature}) gives mixed results for {matters}',
    condition: 'An antardasha starting within the year whose lord has the mixed tone (listed with the highlights when the lord is not a functional malefic, else with the challenges); mixed pratyantardashas are not listed.',
  },
  {
    id: 'next-year.period-testing',
    template: '{start} to {end}: the {planetName} {level} within the {parentName} {parentLevel} ({strength}, {nature}) tests {matters}',
    condition: 'An antardasha or pratyantardasha starting within the year whose lord has the testing tone.',
  },
  {
    id: 'next-year.ingress',
    template: 'On {date} {planet} enters {sign}{motion}, the {moonHouse} from the natal Moon ({gochara}) and the {lagnaHouse} from the lagna ({themes})',
    condition: 'Saturn, Jupiter or Rahu changes sign within the year: favorable gochara goes to the highlights, the rest to the challenges.',
  },
  {
    id: 'next-year.stays',
    template: '{planet} stays in {sign} until at least {until}, the {moonHouse} from the natal Moon ({gochara}) and the {lagnaHouse} from the lagna ({themes})',
    condition: 'Saturn, Jupiter or Rahu does not change sign within the year.',
  },
] as const satisfies readonly (RuleRecord & { readonly template: string })[];

/** The most pratyantardasha items listed in each of highlights and challenges (the earliest first). */
export const MAX_PRATYANTAR_ITEMS = 6;

/** The slow grahas whose transits are read. */
export const SLOW_TRANSIT_GRAHAS = ['saturn', 'jupiter', 'rahu'] as const satisfies readonly GrahaId[];
export type SlowTransitGraha = (typeof SLOW_TRANSIT_GRAHAS)[number];

interface GocharaRule extends RuleRecord {
  /** House of the transiting graha counted from the natal Moon sign. */
  readonly house: House;
  readonly favorable: boolean;
  readonly phrase: string;
}

/** Gochara results from the natal Moon, Phaladeepika ch. 26 (Sade Sati and Shani names: almanac tradition). */
export const GOCHARA_RULES = {
  saturn: [
    { id: 'gochara.saturn.sade-sati-peak', house: 1, favorable: false, phrase: 'the peak of Sade Sati, pressing on health, mind and personal standing', condition: 'Saturn in the Moon sign: the middle phase of Sade Sati.' },
    { id: 'gochara.saturn.sade-sati-setting', house: 2, favorable: false, phrase: 'the setting phase of Sade Sati, straining family and savings', condition: 'Saturn in the 2nd from the Moon: the last phase of Sade Sati.' },
    { id: 'gochara.saturn.3', house: 3, favorable: true, phrase: 'favorable in gochara, bringing courage, helpers and gains', condition: 'Saturn in the 3rd from the Moon.' },
    { id: 'gochara.saturn.kantaka', house: 4, favorable: false, phrase: 'Kantaka (Ardhashtama) Shani, unsettling home and peace of mind', condition: 'Saturn in the 4th from the Moon.' },
    { id: 'gochara.saturn.5', house: 5, favorable: false, phrase: 'unfavorable in gochara, bringing worry over children and clouded judgement', condition: 'Saturn in the 5th from the Moon.' },
    { id: 'gochara.saturn.6', house: 6, favorable: true, phrase: 'favorable in gochara, giving victory over rivals and recovery from illness', condition: 'Saturn in the 6th from the Moon.' },
    { id: 'gochara.saturn.7', house: 7, favorable: false, phrase: 'unfavorable in gochara, straining the marriage and tiring journeys', condition: 'Saturn in the 7th from the Moon.' },
    { id: 'gochara.saturn.ashtama', house: 8, favorable: false, phrase: 'Ashtama Shani, bringing obstacles, delays and a need for caution over health', condition: 'Saturn in the 8th from the Moon.' },
    { id: 'gochara.saturn.9', house: 9, favorable: false, phrase: 'unfavorable in gochara, obstructing fortune and the support of elders', condition: 'Saturn in the 9th from the Moon.' },
    { id: 'gochara.saturn.10', house: 10, favorable: false, phrase: 'unfavorable in gochara, bringing heavy duties and changes at work', condition: 'Saturn in the 10th from the Moon.' },
    { id: 'gochara.saturn.11', house: 11, favorable: true, phrase: 'favorable in gochara, bringing steady gains and fulfilled aims', condition: 'Saturn in the 11th from the Moon.' },
    { id: 'gochara.saturn.sade-sati-rising', house: 12, favorable: false, phrase: 'the rising phase of Sade Sati, bringing expenses, poor sleep and a sense of isolation', condition: 'Saturn in the 12th from the Moon: the first phase of Sade Sati.' },
  ],
  jupiter: [
    { id: 'gochara.jupiter.janma', house: 1, favorable: false, phrase: 'Janma Guru, unfavorable in gochara, bringing displacement and needless expense', condition: 'Jupiter in the Moon sign.' },
    { id: 'gochara.jupiter.2', house: 2, favorable: true, phrase: 'favorable in gochara, bringing wealth, family happiness and persuasive speech', condition: 'Jupiter in the 2nd from the Moon.' },
    { id: 'gochara.jupiter.3', house: 3, favorable: false, phrase: 'unfavorable in gochara, bringing obstacles in work and changes of position', condition: 'Jupiter in the 3rd from the Moon.' },
    { id: 'gochara.jupiter.4', house: 4, favorable: false, phrase: 'unfavorable in gochara, bringing troubles through relatives and at home', condition: 'Jupiter in the 4th from the Moon.' },
    { id: 'gochara.jupiter.5', house: 5, favorable: true, phrase: 'favorable in gochara, bringing good counsel, children\'s joys and favor from superiors', condition: 'Jupiter in the 5th from the Moon.' },
    { id: 'gochara.jupiter.6', house: 6, favorable: false, phrase: 'unfavorable in gochara, stirring rivals and minor illness', condition: 'Jupiter in the 6th from the Moon.' },
    { id: 'gochara.jupiter.7', house: 7, favorable: true, phrase: 'favorable in gochara, bringing marriage, partnerships and successful journeys', condition: 'Jupiter in the 7th from the Moon.' },
    { id: 'gochara.jupiter.8', house: 8, favorable: false, phrase: 'unfavorable in gochara, bringing hardship, fatigue and loss', condition: 'Jupiter in the 8th from the Moon.' },
    { id: 'gochara.jupiter.9', house: 9, favorable: true, phrase: 'favorable in gochara, bringing fortune, success and righteous deeds', condition: 'Jupiter in the 9th from the Moon.' },
    { id: 'gochara.jupiter.10', house: 10, favorable: false, phrase: 'unfavorable in gochara, bringing setbacks in position and wealth', condition: 'Jupiter in the 10th from the Moon.' },
    { id: 'gochara.jupiter.11', house: 11, favorable: true, phrase: 'favorable in gochara, bringing gains and restored position and health', condition: 'Jupiter in the 11th from the Moon.' },
    { id: 'gochara.jupiter.12', house: 12, favorable: false, phrase: 'unfavorable in gochara, bringing expenses and sorrow', condition: 'Jupiter in the 12th from the Moon.' },
  ],
  rahu: [
    { id: 'gochara.rahu.1', house: 1, favorable: false, phrase: 'unfavorable in gochara, bringing confusion and strain on health', condition: 'Rahu in the Moon sign.' },
    { id: 'gochara.rahu.2', house: 2, favorable: false, phrase: 'unfavorable in gochara, bringing family disputes and losses', condition: 'Rahu in the 2nd from the Moon.' },
    { id: 'gochara.rahu.3', house: 3, favorable: true, phrase: 'favorable in gochara, bringing bold initiatives that succeed', condition: 'Rahu in the 3rd from the Moon.' },
    { id: 'gochara.rahu.4', house: 4, favorable: false, phrase: 'unfavorable in gochara, bringing unrest at home', condition: 'Rahu in the 4th from the Moon.' },
    { id: 'gochara.rahu.5', house: 5, favorable: false, phrase: 'unfavorable in gochara, bringing anxiety over children and speculative losses', condition: 'Rahu in the 5th from the Moon.' },
    { id: 'gochara.rahu.6', house: 6, favorable: true, phrase: 'favorable in gochara, giving victory over rivals and debts', condition: 'Rahu in the 6th from the Moon.' },
    { id: 'gochara.rahu.7', house: 7, favorable: false, phrase: 'unfavorable in gochara, bringing confusion with partners', condition: 'Rahu in the 7th from the Moon.' },
    { id: 'gochara.rahu.8', house: 8, favorable: false, phrase: 'unfavorable in gochara, bringing sudden upheavals', condition: 'Rahu in the 8th from the Moon.' },
    { id: 'gochara.rahu.9', house: 9, favorable: false, phrase: 'unfavorable in gochara, bringing doubts about faith and friction with elders', condition: 'Rahu in the 9th from the Moon.' },
    { id: 'gochara.rahu.10', house: 10, favorable: false, phrase: 'unfavorable in gochara, bringing restless, unconventional career moves', condition: 'Rahu in the 10th from the Moon.' },
    { id: 'gochara.rahu.11', house: 11, favorable: true, phrase: 'favorable in gochara, bringing sudden gains', condition: 'Rahu in the 11th from the Moon.' },
    { id: 'gochara.rahu.12', house: 12, favorable: false, phrase: 'unfavorable in gochara, bringing expenses, foreign travel and poor sleep', condition: 'Rahu in the 12th from the Moon.' },
  ],
} as const satisfies Readonly<Record<SlowTransitGraha, readonly GocharaRule[]>>;

/**
 * The current-transit sentence: {planet}, {sign}, {degree} (whole degrees in the sign), {motion}, {moonHouse},
 * {moonSign}, {gochara}, {lagnaHouse}, {lagna}, {themes}.
 */
export const TRANSIT_TEMPLATE =
  '{planet} transits {sign} at {degree}°{motion}, the {moonHouse} from the natal Moon in {moonSign} ({gochara}), ' +
  'and the {lagnaHouse} from the {lagna} lagna, touching {themes}.';

/** The rule id reported with the lagna half of a transit sentence. */
export const TRANSIT_LAGNA_RULE = {
  id: 'transit.house-from-lagna',
  condition: 'The sign transited is counted from the lagna and its house themes (BPHS ch. 11) are named.',
} as const;

interface RemedyRecord {
  readonly graha: GrahaId;
  /** Charity (daana) items. */
  readonly charity: Text;
  /** Weekday of the fast, 0 = Sunday. */
  readonly fastDay: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** Charity items and fast day of each graha (graha-shanti practice of Hindi almanacs and remedy manuals). */
export const GRAHA_REMEDIES = [
  { graha: 'sun', charity: { en: 'wheat, jaggery and copper', hi: 'गेहूँ, गुड़ और ताँबा' }, fastDay: 0 },
  { graha: 'moon', charity: { en: 'rice, milk and white cloth', hi: 'चावल, दूध और सफ़ेद वस्त्र' }, fastDay: 1 },
  { graha: 'mars', charity: { en: 'red lentils (masoor dal), jaggery and red cloth', hi: 'मसूर दाल, गुड़ और लाल वस्त्र' }, fastDay: 2 },
  { graha: 'mercury', charity: { en: 'green gram (moong), green cloth and fodder for cows', hi: 'मूँग, हरा वस्त्र और गायों के लिए चारा' }, fastDay: 3 },
  { graha: 'jupiter', charity: { en: 'chana dal, turmeric and yellow cloth', hi: 'चने की दाल, हल्दी और पीला वस्त्र' }, fastDay: 4 },
  { graha: 'venus', charity: { en: 'rice, ghee, curd and white silk', hi: 'चावल, घी, दही और सफ़ेद रेशम' }, fastDay: 5 },
  { graha: 'saturn', charity: { en: 'black sesame, mustard oil, iron and black cloth', hi: 'काले तिल, सरसों का तेल, लोहा और काला वस्त्र' }, fastDay: 6 },
  { graha: 'rahu', charity: { en: 'black gram (urad), blankets and mustard oil', hi: 'उड़द, कंबल और सरसों का तेल' }, fastDay: 6 },
  { graha: 'ketu', charity: { en: 'multicolored blankets, sesame and food for stray dogs', hi: 'रंग-बिरंगे कंबल, तिल और आवारा कुत्तों के लिए भोजन' }, fastDay: 2 },
] as const satisfies readonly RemedyRecord[];

/**
 * Remedy rules. Common placeholders: {planet} (with "the" for the Sun and Moon), {planetName} (bare name),
 * {level}, {lagna}, {strength}, {condition} (dignity, house and conditions in words), {nature}
 * (FUNCTIONAL_NATURE_WORDS), {functional} (FUNCTIONAL_TEMPLATES), {reasons} (REMEDY_REASONS joined by "and").
 * Mantra: {mantra}, {day}. Gemstone: {gemstone}, {metal}, {finger}, {day}. Charity: {items}, {day}.
 * Deity: {deity}. Fast: {day}. Saturn transit: {mantra}, {moonHouse}, {phase}.
 */
export const REMEDY_RULES = [
  {
    id: 'remedy.mantra',
    template: 'Chant the {planetName} beej mantra "{mantra}" 108 times daily, beginning on a {day}, because {planet}, the {level} lord, is {strength} ({condition}) and a {nature} for {lagna} lagna ({functional})',
    condition: 'Always, for the period lord: the mantra is the remedy every tradition allows for any graha.',
  },
  {
    id: 'remedy.gemstone-wear',
    template: 'Wear {gemstone} set in {metal} on the {finger} from a {day}: {planet} is a functional benefic for {lagna} lagna ({functional}) but only {strength} ({condition}), and the stone strengthens it',
    condition: 'The period lord is a functional benefic that is not Strong.',
  },
  {
    id: 'remedy.gemstone-not-needed',
    template: 'No gemstone is needed for {planet}: it is a functional benefic for {lagna} lagna ({functional}) and already Strong ({condition})',
    condition: 'The period lord is a functional benefic that is Strong.',
  },
  {
    id: 'remedy.gemstone-avoid',
    template: 'Do not wear {gemstone}: {planet} is a functional malefic for {lagna} lagna ({functional}), and the stone would strengthen its harmful lordships',
    condition: 'The period lord is a functional malefic.',
  },
  {
    id: 'remedy.gemstone-caution',
    template: 'Wear {gemstone} only after a full chart review: {planet} is functionally neutral for {lagna} lagna ({functional}), so the stone strengthens its good and bad sides alike',
    condition: 'The period lord is functionally neutral.',
  },
  {
    id: 'remedy.charity',
    template: 'Give {items} in charity on {day}s to pacify {planet}, which {reasons}',
    condition: 'The period lord is Weak or a functional malefic.',
  },
  {
    id: 'remedy.deity',
    template: 'Worship {deity}, the presiding deity of {planet}, during the {level}, since {planet} {reasons}',
    condition: 'The period lord is Weak, a functional malefic or combust.',
  },
  {
    id: 'remedy.fast',
    template: 'Keep a fast on {day}s, the day of {planet}, while its {level} runs, since {planet} {reasons}',
    condition: 'The period lord is Weak.',
  },
  {
    id: 'remedy.saturn-transit',
    template: 'While Saturn transits the {moonHouse} from the natal Moon ({phase}), chant "{mantra}" and give black sesame and mustard oil on Saturdays',
    condition: 'Saturn transits the 12th, 1st, 2nd (Sade Sati), 4th (Kantaka) or 8th (Ashtama) from the natal Moon.',
  },
] as const satisfies readonly (RuleRecord & { readonly template: string })[];

/** Why a remedy is given, joined by "and": {strength}, {condition}, {lagna}, {functional}, {separation}. */
export const REMEDY_REASONS = {
  weak: 'is Weak ({condition})',
  malefic: 'is a functional malefic for {lagna} lagna ({functional})',
  combust: 'is combust within {separation}° of the Sun',
} as const;

/** The Saturn transit phases named in the Saturn remedy, by gochara rule id. */
export const SATURN_REMEDY_PHASES = {
  'gochara.saturn.sade-sati-rising': 'rising phase of Sade Sati',
  'gochara.saturn.sade-sati-peak': 'peak of Sade Sati',
  'gochara.saturn.sade-sati-setting': 'setting phase of Sade Sati',
  'gochara.saturn.kantaka': 'Kantaka Shani',
  'gochara.saturn.ashtama': 'Ashtama Shani',
} as const;

export type RemedyRuleId = (typeof REMEDY_RULES)[number]['id'];
