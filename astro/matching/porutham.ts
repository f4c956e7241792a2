/**
 * The South Indian porutham (dasha-koota) match: ten factors, each graded uttama, madhyama or adhama, read from
 * the bride's and the groom's sidereal Moon longitudes, and a verdict. The rules chosen, their sources and the
 * alternatives are in data/porutham.ts.
 *
 * Everything is computed from the longitudes: the nakshatra and pada for the star factors, the sign for the
 * sign factors, so a nakshatra that straddles two signs can read differently on each side of the boundary.
 * Index bases: signs 1–12 (1 = Aries), nakshatras 1–27 (1 = Ashwini), padas 1–4; counts are inclusive (the
 * star or sign itself is 1). Several factors depend on who is the bride and who the groom (dina, gana,
 * mahendra, stree-deergha, yoni, rasi, and under some rules rasi-adhipati and vasya). Where sources differ the
 * rule is that of the requested set (data/porutham.ts `PORUTHAM_RULE_SETS`). No parihara (exception) rules are
 * applied.
 */
import { lordViews, type SignLordId, YONIS } from '../../data/ashtakoot.ts';
import { naturalRelationship, type GrahaId, type NaturalRelationship } from '../../data/grahas.ts';
import { NAKSHATRAS, starsCounted, type Gana, type Nakshatra, type NakshatraId, type Yoni, type YoniAnimal } from '../../data/nakshatras.ts';
import {
  DINA_RULES,
  GANA_RULES,
  MAHENDRA_COUNTS,
  PORUTHAM_COUNT,
  PORUTHAM_GRADES,
  PORUTHAM_VERDICTS,
  PORUTHAM_RULE_SETS,
  PORUTHAMS,
  RAJJUS,
  RASI_ADHIPATI_GRADES,
  RASI_ADHIPATI_RULES,
  RASI_GRADE_BY_COUNT,
  RASI_RULES,
  RASI_SAMASAPTAMA_EXCEPTIONS,
  STREE_DEERGHA,
  VASYA_SIGNS,
  VEDHA_PAIRS,
  YONI_GRADES,
  YONI_RULES,
  type DinaRule,
  type PoruthamGradeId,
  type PoruthamId,
  type PoruthamRuleSetId,
  type PoruthamVerdictId,
  type RajjuId,
} from '../../data/porutham.ts';
import { SIGNS, type Sign, type SignId, type SignNumber } from '../../data/signs.ts';
import { houseFromSign, lordOfSign } from '../chart/placement.ts';
import { type CoupleMoons, moonPlacementForMatching, type MatchingMoon, type MoonPlacementForMatching } from './ashtakoot.ts';

/** One porutham: both partners' attributes, the grade, whether it agrees and whether it is essential. */
export interface PoruthamFactor<Attribute> {
  readonly porutham: PoruthamId;
  readonly bride: Attribute;
  readonly groom: Attribute;
  readonly grade: PoruthamGradeId;
  /** True for uttama and madhyama, false for adhama. */
  readonly agrees: boolean;
  /** An essential porutham that fails rejects the match (data/porutham.ts `PORUTHAMS[].essential`). */
  readonly essential: boolean;
}

/** A partner's star and the count of stars to it from the other partner's star. */
export interface StarCountAttribute {
  /** Nakshatra 1–27 (1 = Ashwini). */
  readonly nakshatra: number;
  /** Pada 1–4. */
  readonly pada: 1 | 2 | 3 | 4;
  /** Inclusive count 1–27 from the other partner's nakshatra to this partner's (same star = 1). */
  readonly countFromOther: number;
}

/** A partner's Moon sign and the count of signs to it from the other partner's Moon sign. */
export interface SignCountAttribute {
  readonly sign: SignNumber;
  /** Inclusive count 1–12 from the other partner's Moon sign to this partner's (same sign = 1). */
  readonly countFromOther: number;
}

/** A partner's sign lord and how it regards the other partner's sign lord (natural friendship, BPHS ch. 3). */
export interface SignLordAttribute {
  readonly lord: GrahaId;
  readonly viewOfOther: NaturalRelationship;
}

/** A partner's Moon sign and whether it holds the other partner's sign under its sway. */
export interface VasyaAttribute {
  readonly sign: SignNumber;
  readonly holdsOther: boolean;
}

/** A partner's star and the star it pierces (its vedha partner), null for a star in no pair. */
export interface VedhaAttribute {
  readonly nakshatraId: NakshatraId;
  readonly vedhaStar: NakshatraId | null;
}

export interface PoruthamResult extends CoupleMoons {
  readonly factors: {
    readonly dina: PoruthamFactor<StarCountAttribute>;
    readonly gana: PoruthamFactor<Gana>;
    readonly mahendra: PoruthamFactor<StarCountAttribute>;
    readonly streeDeergha: PoruthamFactor<StarCountAttribute>;
    readonly yoni: PoruthamFactor<Yoni>;
    readonly rasi: PoruthamFactor<SignCountAttribute>;
    readonly rasiAdhipati: PoruthamFactor<SignLordAttribute>;
    readonly vasya: PoruthamFactor<VasyaAttribute>;
    readonly rajju: PoruthamFactor<RajjuId>;
    readonly vedha: PoruthamFactor<VedhaAttribute>;
  };
  /** How many of the ten poruthams agree (uttama or madhyama), 0–10. */
  readonly agreeingCount: number;
  /** 10. */
  readonly maxCount: number;
  /** Essential poruthams that fail, in the customary order; empty when none does. */
  readonly failedEssentials: readonly PoruthamId[];
  /** 'rejected' when an essential porutham fails (or fewer agree than the lowest verdict needs), else the
   * highest verdict whose minimum count is reached (data/porutham.ts `PORUTHAM_VERDICTS`). */
  readonly verdict: PoruthamVerdictId;
  /** The rule set the factors were graded with (data/porutham.ts `PORUTHAM_RULE_SETS`). */
  readonly rules: PoruthamRuleSetId;
}

const ESSENTIAL: Readonly<Record<PoruthamId, boolean>> = Object.fromEntries(
  PORUTHAMS.map((porutham) => [porutham.id, porutham.essential]),
) as Record<PoruthamId, boolean>;

const AGREES: Readonly<Record<PoruthamGradeId, boolean>> = Object.fromEntries(
  PORUTHAM_GRADES.map((grade) => [grade.id, grade.agrees]),
) as Record<PoruthamGradeId, boolean>;


type PoruthamRuleSet = (typeof PORUTHAM_RULE_SETS)[number];

const RULE_SET: ReadonlyMap<PoruthamRuleSetId, PoruthamRuleSet> = new Map(PORUTHAM_RULE_SETS.map((set) => [set.id, set]));

const RAJJU_OF_STAR: ReadonlyMap<NakshatraId, RajjuId> = new Map(
  RAJJUS.flatMap((rajju) => rajju.stars.map((star) => [star, rajju.id] as const)),
);

/** +1 for an ascending (aroha) star, −1 for a descending (avaroha) one, 0 for a head-rajju star. */
const RAJJU_DIRECTION: ReadonlyMap<NakshatraId, 1 | -1> = new Map([
  ...RAJJUS.flatMap((rajju) => rajju.ascending.map((star) => [star, 1] as const)),
  ...RAJJUS.flatMap((rajju) => rajju.descending.map((star) => [star, -1] as const)),
]);

const VEDHA_OF_STAR: ReadonlyMap<NakshatraId, NakshatraId> = new Map(
  VEDHA_PAIRS.flatMap(([a, b]) => [[a, b], [b, a]] as const),
);

function factor<A>(porutham: PoruthamId, bride: A, groom: A, grade: PoruthamGradeId): PoruthamFactor<A> {
  return { porutham, bride, groom, grade, agrees: AGREES[grade], essential: ESSENTIAL[porutham] };
}

function starOf(moon: MoonPlacementForMatching): Nakshatra {
  return NAKSHATRAS[moon.nakshatra - 1] as Nakshatra;
}

function signIdOf(sign: SignNumber): SignId {
  return (SIGNS[sign - 1] as Sign).id;
}

/**
 * The dina grade under `rule`: `count` is the inclusive count from the star of the partner the rule counts from
 * to the other's (`counted`).
 */
function dinaGrade(rule: DinaRule, bride: MoonPlacementForMatching, groom: MoonPlacementForMatching, count: number): PoruthamGradeId {
  const counted = rule.countFrom === 'bride' ? groom : bride;
  if (rule.ashtamaSignCount !== null && houseFromSign(bride.sign, groom.sign) === rule.ashtamaSignCount) return 'adhama';
  if (count === 1) {
    const star = starOf(bride).id;
    if (rule.sameStar.uttama.includes(star)) return 'uttama';
    if (rule.sameStar.madhyama.includes(star)) return 'madhyama';
    return 'adhama';
  }
  if (count === rule.lastStarCount) return bride.sign === groom.sign ? 'madhyama' : 'adhama';
  if (rule.uttamaCounts.includes(count)) return 'uttama';
  if (rule.otherMadhyamaCounts.includes(count)) return 'madhyama';
  const conditional = rule.madhyamaCounts.find((entry) => entry.count === count);
  if (conditional !== undefined && counted.pada !== conditional.exceptCountedPada) return 'madhyama';
  return 'adhama';
}

function streeDeerghaGrade(count: number): PoruthamGradeId {
  if (count >= STREE_DEERGHA.uttamaFromCount) return 'uttama';
  if (count >= STREE_DEERGHA.madhyamaFromCount) return 'madhyama';
  return 'adhama';
}

function yoniGrade(set: PoruthamRuleSet, bride: Nakshatra['yoni'], groom: Nakshatra['yoni']): PoruthamGradeId {
  const rule = YONI_RULES.find((entry) => entry.id === set.yoni) as (typeof YONI_RULES)[number];
  const enemies = (a: YoniAnimal, b: YoniAnimal) => YONIS.find((yoni) => yoni.id === a)?.enemy === b
    || rule.extraEnemies.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
  if (enemies(bride.animal, groom.animal)) return YONI_GRADES.enemies;
  if (groom.sex === 'male' && bride.sex === 'female') return YONI_GRADES.maleGroomFemaleBride;
  return YONI_GRADES.otherwise;
}

function rasiGrade(set: PoruthamRuleSet, bride: SignNumber, groom: SignNumber, count: number): PoruthamGradeId {
  const rule = RASI_RULES.find((entry) => entry.id === set.rasi) as (typeof RASI_RULES)[number];
  if (rule.agreesFromCount !== null) return count >= rule.agreesFromCount ? 'uttama' : 'adhama';
  const pair = [signIdOf(bride), signIdOf(groom)];
  const excepted = RASI_SAMASAPTAMA_EXCEPTIONS.some(([a, b]) => pair.includes(a) && pair.includes(b));
  if (excepted) return 'adhama';
  return (RASI_GRADE_BY_COUNT[count - 1] as (typeof RASI_GRADE_BY_COUNT)[number]).grade;
}

function rasiAdhipatiGrade(set: PoruthamRuleSet, bride: SignLordAttribute, groom: SignLordAttribute): PoruthamGradeId {
  const rule = RASI_ADHIPATI_RULES.find((entry) => entry.id === set.rasiAdhipati) as (typeof RASI_ADHIPATI_RULES)[number];
  if (rule.accepted !== null) {
    const accepted = rule.accepted[bride.lord as SignLordId] as readonly GrahaId[];
    return accepted.includes(groom.lord) ? 'uttama' : 'adhama';
  }
  return RASI_ADHIPATI_GRADES[lordViews(bride.viewOfOther, groom.viewOfOther)];
}

function holds(holder: SignNumber, held: SignNumber): boolean {
  return (VASYA_SIGNS[signIdOf(holder)] as readonly SignId[]).includes(signIdOf(held));
}

function rajjuGrade(set: PoruthamRuleSet, bride: NakshatraId, groom: NakshatraId): PoruthamGradeId {
  if (RAJJU_OF_STAR.get(bride) !== RAJJU_OF_STAR.get(groom)) return 'uttama';
  if (set.rajju === 'sameRajju') return 'adhama';
  const directions = (RAJJU_DIRECTION.get(bride) ?? 0) * (RAJJU_DIRECTION.get(groom) ?? 0);
  return directions === -1 ? 'uttama' : 'adhama';
}

function verdictOf(agreeingCount: number, failedEssentials: readonly PoruthamId[]): PoruthamVerdictId {
  if (failedEssentials.length > 0) return 'rejected';
  let verdict: PoruthamVerdictId = 'rejected';
  for (const entry of PORUTHAM_VERDICTS) {
    if (entry.minAgreeing !== null && agreeingCount >= entry.minAgreeing) verdict = entry.id;
  }
  return verdict;
}

/**
 * The ten-porutham match of a bride and a groom from their sidereal Moon longitudes. Pure.
 *
 * Conventions (data/porutham.ts names their sources and the alternatives), under the `standard` rules: star
 * counts run from the bride's star to the groom's; dina by the uttama counts with the madhyama counts 12/14/16 (by
 * the groom's pada), the same-star lists, count 27 only within one sign, and adhama whenever the groom's sign is
 * 8th from the bride's; gana asymmetric (a Rakshasa bride with a Deva or Manushya groom fails); mahendra on counts
 * 4, 7 … 25; stree-deergha uttama beyond 13, madhyama 8–13; yoni fails only for sworn enemies; rasi fails on 2/12,
 * 6/8 and on the 7th for Cancer–Capricorn and Leo–Aquarius; rasi-adhipati by natural friendship both ways; vasya
 * when either sign holds the other; rajju fails in the same rajju; vedha fails on the thirteen pairs. The `tamil`
 * set changes dina, gana, yoni, rasi, rasi-adhipati, vasya and rajju as `PORUTHAM_RULE_SETS` says.
 *
 * @param bride the bride's Moon: sidereal longitude in degrees, [0, 360) (other values are reduced modulo 360)
 * @param groom the groom's Moon, the same frame and ayanamsha as the bride's
 * @param rules the porutham rule set, `standard` by default
 * @returns the ten factors with both partners' attributes, grade and agreement; the count of agreeing
 *   poruthams (0–10) out of 10; the essential poruthams that fail; the verdict; the rule set
 */
export function porutham(bride: MatchingMoon, groom: MatchingMoon, rules: PoruthamRuleSetId = 'standard'): PoruthamResult {
  const set = RULE_SET.get(rules) as PoruthamRuleSet;
  const b = moonPlacementForMatching(bride.moonLongitude);
  const g = moonPlacementForMatching(groom.moonLongitude);
  const bStar = starOf(b);
  const gStar = starOf(g);

  const bCount: StarCountAttribute = { nakshatra: b.nakshatra, pada: b.pada, countFromOther: starsCounted(g.nakshatra, b.nakshatra) };
  const gCount: StarCountAttribute = { nakshatra: g.nakshatra, pada: g.pada, countFromOther: starsCounted(b.nakshatra, g.nakshatra) };
  const count = gCount.countFromOther;

  const dinaRule = DINA_RULES.find((entry) => entry.id === set.dina) as DinaRule;
  const dinaCount = dinaRule.countFrom === 'bride' ? gCount.countFromOther : bCount.countFromOther;
  const dina = factor('dina', bCount, gCount, dinaGrade(dinaRule, b, g, dinaCount));
  const ganaGrades = (GANA_RULES.find((entry) => entry.id === set.gana) as (typeof GANA_RULES)[number]).grades;
  const gana = factor('gana', bStar.gana, gStar.gana, ganaGrades[bStar.gana][gStar.gana]);
  const mahendra = factor('mahendra', bCount, gCount,
    (MAHENDRA_COUNTS as readonly number[]).includes(count) ? 'uttama' : 'adhama');
  const streeDeergha = factor('streeDeergha', bCount, gCount, streeDeerghaGrade(count));
  const yoni = factor('yoni', bStar.yoni, gStar.yoni, yoniGrade(set, bStar.yoni, gStar.yoni));

  const bSign: SignCountAttribute = { sign: b.sign, countFromOther: houseFromSign(g.sign, b.sign) };
  const gSign: SignCountAttribute = { sign: g.sign, countFromOther: houseFromSign(b.sign, g.sign) };
  const rasi = factor('rasi', bSign, gSign, rasiGrade(set, b.sign, g.sign, gSign.countFromOther));

  const bLord = lordOfSign(b.sign);
  const gLord = lordOfSign(g.sign);
  const bLordView: SignLordAttribute = { lord: bLord, viewOfOther: naturalRelationship(bLord, gLord) };
  const gLordView: SignLordAttribute = { lord: gLord, viewOfOther: naturalRelationship(gLord, bLord) };
  const rasiAdhipati = factor('rasiAdhipati', bLordView, gLordView, rasiAdhipatiGrade(set, bLordView, gLordView));

  const bVasya: VasyaAttribute = { sign: b.sign, holdsOther: holds(b.sign, g.sign) };
  const gVasya: VasyaAttribute = { sign: g.sign, holdsOther: holds(g.sign, b.sign) };
  const vasyaAgrees = set.vasya === 'eitherWay' ? bVasya.holdsOther || gVasya.holdsOther : bVasya.holdsOther;
  const vasya = factor('vasya', bVasya, gVasya, vasyaAgrees ? 'uttama' : 'adhama');

  const bRajju = RAJJU_OF_STAR.get(bStar.id) as RajjuId;
  const gRajju = RAJJU_OF_STAR.get(gStar.id) as RajjuId;
  const rajju = factor('rajju', bRajju, gRajju, rajjuGrade(set, bStar.id, gStar.id));

  const bVedha: VedhaAttribute = { nakshatraId: bStar.id, vedhaStar: VEDHA_OF_STAR.get(bStar.id) ?? null };
  const gVedha: VedhaAttribute = { nakshatraId: gStar.id, vedhaStar: VEDHA_OF_STAR.get(gStar.id) ?? null };
  const vedha = factor('vedha', bVedha, gVedha, bVedha.vedhaStar === gStar.id ? 'adhama' : 'uttama');

  const factors = { dina, gana, mahendra, streeDeergha, yoni, rasi, rasiAdhipati, vasya, rajju, vedha };
  const inOrder = PORUTHAMS.map((entry) => factors[entry.id] as PoruthamFactor<unknown>);
  const agreeingCount = inOrder.filter((entry) => entry.agrees).length;
  const failedEssentials = inOrder.filter((entry) => entry.essential && !entry.agrees).map((entry) => entry.porutham);
  return {
    bride: b,
    groom: g,
    factors,
    agreeingCount,
    maxCount: PORUTHAM_COUNT,
    failedEssentials,
    verdict: verdictOf(agreeingCount, failedEssentials),
    rules,
  };
}
