/**
 * Aspects, two kinds kept apart:
 *
 * 1. Angular aspects (the interface spec's `aspects`: planet1, planet2, aspect, orb, strength): the angle
 *    between two grahas' longitudes compared with 0°, 60°, 90°, 120°, 180°. Separations do not depend on the
 *    ayanamsha. Orbs (our choice, within the range Western practice uses for the major aspects):
 *    conjunction, opposition and trine 8°, square 7°, sextile 6°. Strength from the orb actually found:
 *    Strong within 25 % of the allowed orb, Moderate within 60 %, Weak beyond. The Rahu–Ketu pair (always
 *    exactly opposite) is left out.
 *
 * 2. Graha drishti (Parashari full aspects as in BPHS and Brihat Jataka ch. 2): every graha aspects the 7th
 *    sign from its own; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. Tested
 *    against P.V.R. Narasimha Rao's worked Exercise 14 (test/astro/chart/aspects.test.ts). The aspect falls on the
 *    whole sign and on every graha in it (full aspect; the partial quarter/half/three-quarter aspects of
 *    BPHS are not used). Convention for the nodes: Rahu and Ketu are given the 5th, 7th and 9th like
 *    Jupiter, as many later authors do (BPHS itself is silent or disputed on node aspects); the yoga rules
 *    that need an aspect use only the seven bodies (`SEVEN_GRAHAS`) unless they say otherwise.
 */
import {
  type GrahaId,
  type HouseNumber,
  type Placements,
  type SignNumber,
  GRAHA_IDS,
  grahaSign,
  grahasInSign,
  signCounted,
} from './placement.ts';
import { separationDeg } from '../angles.ts';
import { unorderedPairs } from '../pairs.ts';

/** The houses (counted from the aspecting graha's sign, 1 = its own) each graha aspects. */
export const DRISHTI_HOUSES: Readonly<Record<GrahaId, readonly HouseNumber[]>> = {
  sun: [7],
  moon: [7],
  mars: [4, 7, 8],
  mercury: [7],
  jupiter: [5, 7, 9],
  venus: [7],
  saturn: [3, 7, 10],
  rahu: [5, 7, 9],
  ketu: [5, 7, 9],
};

/** One graha drishti: `from` aspects `sign` (the `house`-th from itself) and the grahas in it. */
export interface GrahaDrishti {
  readonly from: GrahaId;
  /** House counted from the aspecting graha's sign, 3–10. */
  readonly house: HouseNumber;
  /** The aspected sign, 1–12. */
  readonly sign: SignNumber;
  /** Grahas in the aspected sign, Sun … Ketu order. */
  readonly aspected: readonly GrahaId[];
}

/** The signs (1–12) graha `from` aspects, in the order of `DRISHTI_HOUSES`. */
export function aspectedSigns(placements: Placements, from: GrahaId): SignNumber[] {
  const own = grahaSign(placements, from);
  return DRISHTI_HOUSES[from].map((house) => signCounted(own, house));
}

/** True when graha `from` casts a graha drishti on sign `sign`. */
export function aspectsSign(placements: Placements, from: GrahaId, sign: SignNumber): boolean {
  return aspectedSigns(placements, from).includes(sign);
}

/** True when graha `from` aspects graha `target` (the sign `target` occupies); a graha never aspects itself. */
export function aspectsGraha(placements: Placements, from: GrahaId, target: GrahaId): boolean {
  return from !== target && aspectsSign(placements, from, grahaSign(placements, target));
}

/** The grahas among `candidates` (default: all nine) that aspect sign `sign`. */
export function grahasAspectingSign(
  placements: Placements,
  sign: SignNumber,
  candidates: readonly GrahaId[] = GRAHA_IDS,
): GrahaId[] {
  return candidates.filter((graha) => aspectsSign(placements, graha, sign));
}

/** Every graha drishti cast in the chart, grahas in the order Sun … Ketu, houses ascending. */
export function grahaDrishti(placements: Placements): GrahaDrishti[] {
  return GRAHA_IDS.flatMap((from) => {
    const own = grahaSign(placements, from);
    return DRISHTI_HOUSES[from].map((house) => {
      const sign = signCounted(own, house);
      return { from, house, sign, aspected: grahasInSign(placements, sign) };
    });
  });
}

/** The five major angular aspects with their orbs (degrees). */
export const ANGULAR_ASPECTS = [
  { name: 'Conjunction', angleDeg: 0, orbDeg: 8 },
  { name: 'Sextile', angleDeg: 60, orbDeg: 6 },
  { name: 'Square', angleDeg: 90, orbDeg: 7 },
  { name: 'Trine', angleDeg: 120, orbDeg: 8 },
  { name: 'Opposition', angleDeg: 180, orbDeg: 8 },
] as const;

export type AngularAspectName = (typeof ANGULAR_ASPECTS)[number]['name'];
export type AspectStrength = 'Strong' | 'Moderate' | 'Weak';

/** Fractions of the allowed orb up to which an aspect is Strong, then Moderate. */
const STRONG_ORB_FRACTION = 0.25;
const MODERATE_ORB_FRACTION = 0.6;

/** An angular aspect between two grahas. */
export interface AngularAspect {
  /** The earlier graha in the order Sun … Ketu. */
  readonly planet1: GrahaId;
  readonly planet2: GrahaId;
  readonly aspect: AngularAspectName;
  /** Exact angle of the aspect, degrees. */
  readonly angleDeg: number;
  /** Angular separation of the two longitudes, degrees [0, 180]. */
  readonly separationDeg: number;
  /** |separation − angle|, degrees, within the aspect's orb. */
  readonly orbDeg: number;
  readonly strength: AspectStrength;
}

/** Strength of an aspect found at `orbDeg` when `allowedOrbDeg` is allowed. */
export function aspectStrength(orbDeg: number, allowedOrbDeg: number): AspectStrength {
  if (orbDeg <= STRONG_ORB_FRACTION * allowedOrbDeg) return 'Strong';
  if (orbDeg <= MODERATE_ORB_FRACTION * allowedOrbDeg) return 'Moderate';
  return 'Weak';
}

/**
 * Every angular aspect between two of the nine grahas (Rahu–Ketu excluded), pairs in the order Sun … Ketu.
 * The orbs never overlap (the closest aspect angles are 30° apart, the orbs at most 8°), so a pair has at
 * most one aspect.
 */
export function angularAspects(placements: Placements): AngularAspect[] {
  const found: AngularAspect[] = [];
  for (const [planet1, planet2] of unorderedPairs(GRAHA_IDS)) {
    if (planet1 === 'rahu' && planet2 === 'ketu') continue;
    const separation = separationDeg(placements.grahas[planet1].longitude, placements.grahas[planet2].longitude);
    for (const aspect of ANGULAR_ASPECTS) {
      const orb = Math.abs(separation - aspect.angleDeg);
      if (orb > aspect.orbDeg) continue;
      found.push({
        planet1,
        planet2,
        aspect: aspect.name,
        angleDeg: aspect.angleDeg,
        separationDeg: separation,
        orbDeg: orb,
        strength: aspectStrength(orb, aspect.orbDeg),
      });
    }
  }
  return found;
}
