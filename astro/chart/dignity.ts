/**
 * The condition of each graha in a chart: sign dignity, compound friendship with the sign lord, combustion,
 * planetary war (graha yuddha) and nakshatra pada.
 *
 * All rules are rashi-level on sidereal placements (placement.ts); combustion and war compare longitudes,
 * whose differences do not depend on the ayanamsha.
 */
import { grahaById, naturalRelationship } from '../../data/grahas.ts';
import { signById, type SignNumber } from '../../data/signs.ts';
import { separationDeg, signedDegrees } from '../angles.ts';
import { unorderedPairs } from '../pairs.ts';
import {
  type GrahaId,
  type Placements,
  GRAHA_IDS,
  degreeInSign,
  grahaHouseFrom,
  grahaSign,
  lordOfSign,
  nakshatraPada,
} from './placement.ts';

/**
 * Dignity of a graha by the sign it occupies, strongest first. Exaltation, moolatrikona, own sign and
 * debilitation come from data/grahas.ts (BPHS ch. 3); the five friendship levels are the compound
 * relationship of the graha with the lord of the sign it occupies.
 */
export type Dignity =
  | 'exalted'
  | 'moolatrikona'
  | 'own'
  | 'great-friend'
  | 'friend'
  | 'neutral'
  | 'enemy'
  | 'great-enemy'
  | 'debilitated';

export type CompoundRelationship = 'great-friend' | 'friend' | 'neutral' | 'enemy' | 'great-enemy';

/**
 * Temporary (tatkalika) relationship, BPHS ch. 3: a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from
 * another is its temporary friend; in the same sign or the 5th–9th, its temporary enemy.
 */
export function temporalRelationship(placements: Placements, graha: GrahaId, other: GrahaId): 'friend' | 'enemy' {
  const house = grahaHouseFrom(placements, graha, other);
  return house === 2 || house === 3 || house === 4 || house === 10 || house === 11 || house === 12 ? 'friend' : 'enemy';
}

/**
 * Compound (panchadha) relationship of `other` as seen from `graha`, BPHS ch. 3: natural friend + temporary
 * friend = great friend; natural neutral + temporary friend = friend; natural friend + temporary enemy =
 * neutral, as is natural enemy + temporary friend; natural neutral + temporary enemy = enemy; natural
 * enemy + temporary enemy = great enemy. Natural relationships of the nodes follow data/grahas.ts.
 * `graha` and `other` must differ.
 */
export function compoundRelationship(placements: Placements, graha: GrahaId, other: GrahaId): CompoundRelationship {
  const natural = naturalRelationship(graha, other);
  const temporal = temporalRelationship(placements, graha, other);
  if (natural === 'friend') return temporal === 'friend' ? 'great-friend' : 'neutral';
  if (natural === 'enemy') return temporal === 'friend' ? 'neutral' : 'great-enemy';
  return temporal === 'friend' ? 'friend' : 'enemy';
}

function signNumberOf(id: Parameters<typeof signById>[0]): SignNumber {
  return signById(id).number;
}

/**
 * Dignity of a graha in its sign. Precedence where the ranges meet (BPHS ch. 3): the Moon is exalted in
 * Taurus 0°–3° and moolatrikona in 3°–30°; Mercury is exalted in Virgo 0°–15°, moolatrikona 15°–20°, own
 * 20°–30°; in the moolatrikona sign of the Sun, Mars, Jupiter, Venus and Saturn the degrees outside the
 * moolatrikona range count as own sign. Otherwise exaltation > moolatrikona > own > debilitation >
 * compound relationship with the sign lord.
 */
export function dignityOf(placements: Placements, graha: GrahaId): Dignity {
  const record = grahaById(graha);
  const sign = grahaSign(placements, graha);
  const degree = degreeInSign(placements.grahas[graha].longitude);
  const mt = record.moolatrikona;
  const inMoolatrikonaSign = mt !== null && signNumberOf(mt.sign) === sign;
  const inMoolatrikonaRange = inMoolatrikonaSign && degree >= mt.fromDeg && degree < mt.toDeg;
  if (signNumberOf(record.exaltation.sign) === sign && !(inMoolatrikonaSign && degree >= mt.fromDeg)) return 'exalted';
  if (inMoolatrikonaRange) return 'moolatrikona';
  if ((record.ownSigns as readonly Parameters<typeof signById>[0][]).some((own) => signNumberOf(own) === sign)) return 'own';
  if (signNumberOf(record.debilitation.sign) === sign) return 'debilitated';
  const lord = lordOfSign(sign);
  return compoundRelationship(placements, graha, lord);
}

/**
 * Combustion orbs: the kalamsha (distance from the Sun, degrees of longitude, within which a graha is
 * invisible) of Surya Siddhanta ch. 9 (Burgess translation, 1860), the table BPHS-based software repeats:
 * Moon 12°, Mars 17°, Mercury 14° (12° when retrograde), Jupiter 11°, Venus 10° (8° when retrograde),
 * Saturn 15°. The Sun and the nodes are never combust.
 */
export const COMBUSTION_ORBS_DEG = {
  moon: { direct: 12, retrograde: 12 },
  mars: { direct: 17, retrograde: 17 },
  mercury: { direct: 14, retrograde: 12 },
  jupiter: { direct: 11, retrograde: 11 },
  venus: { direct: 10, retrograde: 8 },
  saturn: { direct: 15, retrograde: 15 },
} as const satisfies Partial<Record<GrahaId, { direct: number; retrograde: number }>>;

type CombustibleGraha = keyof typeof COMBUSTION_ORBS_DEG;

function isCombustible(graha: GrahaId): graha is CombustibleGraha {
  return Object.hasOwn(COMBUSTION_ORBS_DEG, graha);
}

/** True when a graha is within its combustion orb of the Sun (orb edge inclusive). */
export function isCombust(placements: Placements, graha: GrahaId): boolean {
  if (!isCombustible(graha)) return false;
  const placement = placements.grahas[graha];
  const orbs = COMBUSTION_ORBS_DEG[graha];
  const orb = placement.speedDegPerDay < 0 ? orbs.retrograde : orbs.direct;
  return separationDeg(placement.longitude, placements.grahas.sun.longitude) <= orb;
}

/** The five star-planets that can fight a planetary war. */
export const WAR_GRAHAS = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies readonly GrahaId[];

/** Largest separation in longitude, degrees, at which two star-planets are at war. */
export const WAR_MAX_SEPARATION_DEG = 1;

/** A planetary war between two of Mars, Mercury, Jupiter, Venus, Saturn. */
export interface PlanetaryWar {
  readonly winner: GrahaId;
  readonly loser: GrahaId;
  /** Separation in longitude, degrees, [0, 1]. */
  readonly separationDeg: number;
}

/**
 * Planetary wars (graha yuddha): two of Mars, Mercury, Jupiter, Venus, Saturn within 1° of longitude.
 * Winner: the graha further north in ecliptic latitude (Surya Siddhanta ch. 7, graha-yuti: the northern
 * planet is the victor); an exact tie in latitude goes to the one with the greater longitude. The text's
 * exception that Venus usually wins north or south is not applied.
 */
export function planetaryWars(placements: Placements): PlanetaryWar[] {
  const wars: PlanetaryWar[] = [];
  for (const [a, b] of unorderedPairs(WAR_GRAHAS)) {
    const pa = placements.grahas[a];
    const pb = placements.grahas[b];
    const separation = separationDeg(pa.longitude, pb.longitude);
    if (separation > WAR_MAX_SEPARATION_DEG) continue;
    const aWins = pa.latitude > pb.latitude || (pa.latitude === pb.latitude && signedDegrees(pa.longitude - pb.longitude) > 0);
    wars.push({ winner: aWins ? a : b, loser: aWins ? b : a, separationDeg: separation });
  }
  return wars;
}

/** Everything dignity-like known of one graha. */
export interface GrahaCondition {
  readonly graha: GrahaId;
  readonly dignity: Dignity;
  readonly combust: boolean;
  readonly retrograde: boolean;
  /** Nakshatra 1–27 and pada 1–4 of the sidereal longitude. */
  readonly nakshatra: number;
  readonly pada: 1 | 2 | 3 | 4;
  /** The war this graha is in, if any (a graha can be in at most a few; the closest is given). */
  readonly war: PlanetaryWar | null;
}

/** The condition of each of the nine grahas. */
export function grahaConditions(placements: Placements): Record<GrahaId, GrahaCondition> {
  const wars = planetaryWars(placements).sort((x, y) => x.separationDeg - y.separationDeg);
  const entries = GRAHA_IDS.map((graha): [GrahaId, GrahaCondition] => {
    const placement = placements.grahas[graha];
    const { nakshatra, pada } = nakshatraPada(placement.longitude);
    return [
      graha,
      {
        graha,
        dignity: dignityOf(placements, graha),
        combust: isCombust(placements, graha),
        retrograde: placement.speedDegPerDay < 0,
        nakshatra,
        pada,
        war: wars.find((war) => war.winner === graha || war.loser === graha) ?? null,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<GrahaId, GrahaCondition>;
}
