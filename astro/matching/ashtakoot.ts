/**
 * Ashtakoot (guna milan): the eight kootas of North Indian marriage matching, 36 points in all, from the two
 * partners' sidereal Moon longitudes. The tables and the conventions chosen are in data/ashtakoot.ts.
 *
 * Everything is computed from the longitudes: the sign (and, for vashya, the half of the sign) for the
 * rashi kootas, the nakshatra for the star kootas. A nakshatra that straddles two signs therefore scores
 * differently on each side of the sign boundary, and Sagittarius and Capricorn change vashya at 15°.
 *
 * Index bases: sign numbers 1–12 (1 = Aries), nakshatra numbers 1–27 (1 = Ashwini), inclusive counts as
 * jyotish counts (the star or sign itself is 1). No parihara (exception) rules are applied here; they are in
 * ./exceptions.ts. Where the common conventions differ (varna, vashya, tara, yoni, gana), the result also gives the points
 * under each (`conventions`).
 */
import {
  ASHTAKOOT_MAX_POINTS,
  BHAKOOT_BY_COUNT,
  GANA_CONVENTIONS,
  GRAHA_MAITRI_POINTS,
  KOOTA_TABLE_SETS,
  KOOTAS,
  NADI_POINTS,
  TARA_ONE_WAY_POINTS,
  TARA_POINTS_BY_AUSPICIOUS_COUNT,
  TARAS,
  VARNA_CONVENTIONS,
  VARNAS,
  VASHYA_BY_SIGN,
  VASHYA_CONVENTIONS,
  VASHYA_HALF_SIGN_DEG,
  YONI_DEER_ROW,
  YONI_POINTS,
  YONI_SOUTH_GRADE_POINTS,
  YONIS,
  lordViews,
  type BhakootCount,
  type GanaConventionId,
  type KootaId,
  type KootaTableSetId,
  type LordRelation,
  type Tara,
  type TaraConventionId,
  type VarnaConventionId,
  type VarnaId,
  type VashyaConventionId,
  type VashyaId,
  type YoniConventionId,
} from '../../data/ashtakoot.ts';
import { naturalRelationship, type GrahaId } from '../../data/grahas.ts';
import { NAKSHATRAS, starsCounted, type Gana, type Nadi, type Nakshatra, type Yoni, type YoniAnimal } from '../../data/nakshatras.ts';
import { YONI_GRADES } from '../../data/porutham.ts';
import { SIGNS, type Sign, type SignNumber } from '../../data/signs.ts';
import { degreeInSign, nakshatraPada, signOfLongitude } from '../chart/placement.ts';
import { normalizeDegrees } from '../angles.ts';

/** One partner's input. */
export interface MatchingMoon {
  /** Sidereal ecliptic longitude of the Moon in degrees, [0, 360) (any ayanamsha, the same for both). */
  readonly moonLongitude: number;
}

/** Where one partner's Moon falls, as the kootas read it. */
export interface MoonPlacementForMatching {
  /** The longitude reduced to [0, 360), degrees. */
  readonly moonLongitude: number;
  /** Sign 1–12 (1 = Aries). */
  readonly sign: SignNumber;
  readonly signId: Sign['id'];
  /** Degrees into the sign, [0, 30). */
  readonly degreeInSign: number;
  /** 1 for the first half of the sign (< 15°), 2 for the second. */
  readonly signHalf: 1 | 2;
  /** Nakshatra 1–27 (1 = Ashwini). */
  readonly nakshatra: number;
  readonly nakshatraId: Nakshatra['id'];
  /** Pada 1–4 of the nakshatra. */
  readonly pada: 1 | 2 | 3 | 4;
}

/** One koota's score: both partners' attributes, the points and the maximum. */
export interface KootaScore<Attribute> {
  readonly koota: KootaId;
  readonly bride: Attribute;
  readonly groom: Attribute;
  /** Points scored, 0 ≤ points ≤ maxPoints; halves occur (vashya, tara, graha maitri). */
  readonly points: number;
  readonly maxPoints: number;
}

/** A partner's tara: the count of stars from the other partner's star to this partner's. */
export interface TaraAttribute {
  /** Inclusive count 1–27 from the other partner's nakshatra to this partner's (same star = 1). */
  readonly countFromOther: number;
  /** The tara of that count, 1–9 (count modulo 9, 0 read as 9). */
  readonly tara: Tara['number'];
  readonly taraId: Tara['id'];
  readonly auspicious: boolean;
}

/** A partner's sign lord and how it regards the other partner's sign lord. */
export interface GrahaMaitriAttribute {
  readonly lord: GrahaId;
  /** Natural relationship of the other lord as seen from this one; 'self' when the lords are the same. */
  readonly viewOfOther: LordRelation | 'self';
}

/** A partner's bhakoot: the count of signs from the other partner's Moon sign to this partner's. */
export interface BhakootAttribute {
  readonly sign: SignNumber;
  /** Inclusive count 1–12 from the other partner's Moon sign to this partner's (same sign = 1). */
  readonly countFromOther: BhakootCount['count'];
}

/**
 * One koota scored under each of its common conventions (data/ashtakoot.ts `VARNA_CONVENTIONS`,
 * `VASHYA_CONVENTIONS`, `TARA_CONVENTIONS`, `YONI_CONVENTIONS`, `GANA_CONVENTIONS` name them in en/hi and give
 * their sources).
 */
export interface ConventionReport<Id extends string> {
  /** The convention whose points the koota's `points` are. */
  readonly applied: Id;
  /** Points of the koota (0 … its maximum) under every convention, the applied one included. */
  readonly points: Readonly<Record<Id, number>>;
  /** True when some convention gives this couple different points from the applied one. */
  readonly differs: boolean;
}

/** Where the common conventions differ, the points of this couple under each. */
export interface AshtakootConventions {
  readonly varna: ConventionReport<VarnaConventionId>;
  readonly vashya: ConventionReport<VashyaConventionId>;
  readonly tara: ConventionReport<TaraConventionId>;
  readonly yoni: ConventionReport<YoniConventionId>;
  readonly gana: ConventionReport<GanaConventionId>;
}

/** The two Moons a couple's matching reads. */
export interface CoupleMoons {
  readonly bride: MoonPlacementForMatching;
  readonly groom: MoonPlacementForMatching;
}

export interface AshtakootResult extends CoupleMoons {
  readonly kootas: {
    readonly varna: KootaScore<VarnaId>;
    readonly vashya: KootaScore<VashyaId>;
    readonly tara: KootaScore<TaraAttribute>;
    readonly yoni: KootaScore<Yoni>;
    readonly grahaMaitri: KootaScore<GrahaMaitriAttribute>;
    readonly gana: KootaScore<Gana>;
    readonly bhakoot: KootaScore<BhakootAttribute>;
    readonly nadi: KootaScore<Nadi>;
  };
  /** Sum of the eight kootas' points, 0–36. */
  readonly total: number;
  /** 36. */
  readonly maxTotal: number;
  /** The table set the kootas were scored with (data/ashtakoot.ts `KOOTA_TABLE_SETS`). */
  readonly tables: KootaTableSetId;
  /** The varna, vashya, tara, yoni and gana points under each common convention (the kootas' points use the
   * applied ones). */
  readonly conventions: AshtakootConventions;
}

const MAX_POINTS: Readonly<Record<KootaId, number>> = Object.fromEntries(
  KOOTAS.map((koota) => [koota.id, koota.maxPoints]),
) as Record<KootaId, number>;


/**
 * Where a sidereal Moon longitude falls for matching: sign, half of the sign, nakshatra and pada.
 * @param moonLongitude sidereal longitude in degrees, any real value (reduced modulo 360)
 */
export function moonPlacementForMatching(moonLongitude: number): MoonPlacementForMatching {
  const longitude = normalizeDegrees(moonLongitude);
  const sign = signOfLongitude(longitude);
  const inSign = degreeInSign(longitude);
  const { nakshatra, pada } = nakshatraPada(longitude);
  return {
    moonLongitude: longitude,
    sign,
    signId: (SIGNS[sign - 1] as Sign).id,
    degreeInSign: inSign,
    signHalf: inSign < VASHYA_HALF_SIGN_DEG ? 1 : 2,
    nakshatra,
    nakshatraId: (NAKSHATRAS[nakshatra - 1] as Nakshatra).id,
    pada,
  };
}

function score<A>(koota: KootaId, bride: A, groom: A, points: number): KootaScore<A> {
  return { koota, bride, groom, points, maxPoints: MAX_POINTS[koota] };
}

type KootaTableSet = (typeof KOOTA_TABLE_SETS)[number];

const KOOTA_TABLE_SET: ReadonlyMap<KootaTableSetId, KootaTableSet> = new Map(KOOTA_TABLE_SETS.map((set) => [set.id, set]));

function varnaOf(moon: MoonPlacementForMatching, convention: (typeof VARNA_CONVENTIONS)[number]): (typeof VARNAS)[number] {
  return VARNAS.find((varna) => (convention.signs[varna.id] as readonly string[]).includes(moon.signId)) as (typeof VARNAS)[number];
}

/** Varna points, 0 or 1, of a couple under each sign grouping. */
function varnaPoints(bride: MoonPlacementForMatching, groom: MoonPlacementForMatching): Record<VarnaConventionId, { bride: VarnaId; groom: VarnaId; points: number }> {
  return Object.fromEntries(VARNA_CONVENTIONS.map((convention) => {
    const b = varnaOf(bride, convention);
    const g = varnaOf(groom, convention);
    return [convention.id, { bride: b.id, groom: g.id, points: g.rank >= b.rank ? 1 : 0 }];
  })) as Record<VarnaConventionId, { bride: VarnaId; groom: VarnaId; points: number }>;
}

/** Yoni points of a bride's and a groom's animal under a North Indian table reading. */
function yoniPoints(convention: 'northTable' | 'deerRow', bride: YoniAnimal, groom: YoniAnimal): number {
  const [a, b] = YONI_DEER_ROW.animals;
  if (convention === 'deerRow' && ((bride === a && groom === b) || (bride === b && groom === a))) return YONI_DEER_ROW.points;
  return YONI_POINTS[bride][groom];
}

function vashyaOf(moon: MoonPlacementForMatching): VashyaId {
  const entry = VASHYA_BY_SIGN[moon.sign - 1] as (typeof VASHYA_BY_SIGN)[number];
  return moon.signHalf === 1 ? entry.firstHalf : entry.secondHalf;
}

function taraOf(from: number, to: number): TaraAttribute {
  const countFromOther = starsCounted(from, to);
  const record = TARAS[((countFromOther - 1) % 9)] as Tara;
  return { countFromOther, tara: record.number, taraId: record.id, auspicious: record.auspicious };
}

function signCount(from: SignNumber, to: SignNumber): BhakootCount['count'] {
  return (((to - from + 12) % 12) + 1) as BhakootCount['count'];
}

function grahaMaitriPoints(bride: GrahaMaitriAttribute, groom: GrahaMaitriAttribute): number {
  return GRAHA_MAITRI_POINTS[lordViews(bride.viewOfOther, groom.viewOfOther)];
}

function conventionReport<Id extends string>(applied: Id, points: Record<Id, number>): ConventionReport<Id> {
  const values = Object.values(points) as number[];
  return { applied, points, differs: values.some((value) => value !== points[applied]) };
}

function taraConventions(bride: TaraAttribute, groom: TaraAttribute, bothWays: number): ConventionReport<TaraConventionId> {
  const oneWay = (tara: TaraAttribute) => (tara.auspicious ? TARA_ONE_WAY_POINTS.auspicious : TARA_ONE_WAY_POINTS.inauspicious);
  // The groom's tara is counted from the bride's star, the bride's from the groom's.
  return conventionReport<TaraConventionId>('bothWays', { bothWays, fromBride: oneWay(groom), fromGroom: oneWay(bride) });
}

/** The South Indian yoni porutham grade of a pair (data/porutham.ts `YONI_GRADES`). */
function southYoniGrade(bride: Yoni, groom: Yoni): keyof typeof YONI_SOUTH_GRADE_POINTS {
  const enemy = YONIS.find((yoni) => yoni.id === bride.animal)?.enemy === groom.animal;
  if (enemy) return YONI_GRADES.enemies;
  if (groom.sex === 'male' && bride.sex === 'female') return YONI_GRADES.maleGroomFemaleBride;
  return YONI_GRADES.otherwise;
}

function ganaConventions(applied: GanaConventionId, bride: Gana, groom: Gana): ConventionReport<GanaConventionId> {
  const points = Object.fromEntries(GANA_CONVENTIONS.map((c) => [c.id, c.points[groom][bride]])) as Record<GanaConventionId, number>;
  return conventionReport<GanaConventionId>(applied, points);
}

/**
 * The 36-point Ashtakoot score of a bride and a groom from their sidereal Moon longitudes. Pure.
 *
 * Conventions (data/ashtakoot.ts names their sources): varna scores 1 when the groom's varna ranks equal to or
 * above the bride's, and gana reads its table by the two partners' gana in the order the table set names (so
 * these two depend on who is bride and who is groom); tara counts both ways (3 both auspicious, 1.5 one, 0 none);
 * bhakoot gives 0 for 2/12, 5/9 and 6/8; nadi 0 for the same nadi. The varna grouping and the vashya, yoni and
 * gana tables are those of `tables` (`KOOTA_TABLE_SETS`). No parihara (exception) is applied (see
 * ./exceptions.ts). `conventions` gives the varna, vashya, tara, yoni and gana points under the other readings.
 *
 * @param bride the bride's Moon: sidereal longitude in degrees, [0, 360) (other values are reduced modulo 360)
 * @param groom the groom's Moon, the same frame and ayanamsha as the bride's
 * @param tables the koota table set, `standard` by default
 * @returns each koota with both partners' attributes, its points (0 … its maximum) and maximum, the total
 *   (0–36, the sum of the eight), the table set and the points under each convention
 */
export function ashtakoot(bride: MatchingMoon, groom: MatchingMoon, tables: KootaTableSetId = 'standard'): AshtakootResult {
  const set = KOOTA_TABLE_SET.get(tables) as KootaTableSet;
  const b = moonPlacementForMatching(bride.moonLongitude);
  const g = moonPlacementForMatching(groom.moonLongitude);
  const bStar = NAKSHATRAS[b.nakshatra - 1] as Nakshatra;
  const gStar = NAKSHATRAS[g.nakshatra - 1] as Nakshatra;

  const varnas = varnaPoints(b, g);
  const applied = varnas[set.varna];
  const varna = score('varna', applied.bride, applied.groom, applied.points);

  const bVashya = vashyaOf(b);
  const gVashya = vashyaOf(g);
  const vashyaByConvention = Object.fromEntries(
    VASHYA_CONVENTIONS.map((convention) => [convention.id, convention.points[bVashya][gVashya]]),
  ) as Record<VashyaConventionId, number>;
  const vashya = score('vashya', bVashya, gVashya, vashyaByConvention[set.vashya]);

  const bTara = taraOf(g.nakshatra, b.nakshatra);
  const gTara = taraOf(b.nakshatra, g.nakshatra);
  const auspiciousCount = (Number(bTara.auspicious) + Number(gTara.auspicious)) as 0 | 1 | 2;
  const tara = score('tara', bTara, gTara, TARA_POINTS_BY_AUSPICIOUS_COUNT[auspiciousCount]);

  const yoniByConvention = {
    northTable: yoniPoints('northTable', bStar.yoni.animal, gStar.yoni.animal),
    deerRow: yoniPoints('deerRow', bStar.yoni.animal, gStar.yoni.animal),
    southGrade: YONI_SOUTH_GRADE_POINTS[southYoniGrade(bStar.yoni, gStar.yoni)],
  } satisfies Record<YoniConventionId, number>;
  const yoni = score('yoni', bStar.yoni, gStar.yoni, yoniByConvention[set.yoni]);

  const bLord = (SIGNS[b.sign - 1] as Sign).lord;
  const gLord = (SIGNS[g.sign - 1] as Sign).lord;
  const bMaitri: GrahaMaitriAttribute = { lord: bLord, viewOfOther: naturalRelationship(bLord, gLord) };
  const gMaitri: GrahaMaitriAttribute = { lord: gLord, viewOfOther: naturalRelationship(gLord, bLord) };
  const grahaMaitri = score('grahaMaitri', bMaitri, gMaitri, grahaMaitriPoints(bMaitri, gMaitri));

  const ganaReport = ganaConventions(set.gana, bStar.gana, gStar.gana);
  const gana = score('gana', bStar.gana, gStar.gana, ganaReport.points[set.gana]);

  const bBhakoot: BhakootAttribute = { sign: b.sign, countFromOther: signCount(g.sign, b.sign) };
  const gBhakoot: BhakootAttribute = { sign: g.sign, countFromOther: signCount(b.sign, g.sign) };
  const bhakootEntry = BHAKOOT_BY_COUNT[gBhakoot.countFromOther - 1] as BhakootCount;
  const bhakoot = score('bhakoot', bBhakoot, gBhakoot, bhakootEntry.points);

  const nadi = score('nadi', bStar.nadi, gStar.nadi, bStar.nadi === gStar.nadi ? NADI_POINTS.same : NADI_POINTS.different);

  const kootas = { varna, vashya, tara, yoni, grahaMaitri, gana, bhakoot, nadi };
  const total = Object.values(kootas).reduce((sum, koota) => sum + koota.points, 0);
  const conventions: AshtakootConventions = {
    varna: conventionReport<VarnaConventionId>(set.varna, Object.fromEntries(
      VARNA_CONVENTIONS.map((convention) => [convention.id, varnas[convention.id].points]),
    ) as Record<VarnaConventionId, number>),
    vashya: conventionReport<VashyaConventionId>(set.vashya, vashyaByConvention),
    tara: taraConventions(bTara, gTara, tara.points),
    yoni: conventionReport<YoniConventionId>(set.yoni, yoniByConvention),
    gana: ganaReport,
  };
  return { bride: b, groom: g, kootas, total, maxTotal: ASHTAKOOT_MAX_POINTS, tables, conventions };
}
