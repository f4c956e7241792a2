/**
 * Vimshopaka bala (BPHS ch. 7): a graha's strength out of 20 from its dignity in the vargas of a scheme
 * (shadvarga, saptavarga, dashavarga, shodashavarga), each varga weighted (data/shadbala.ts
 * `VIMSHOPAKA_SCHEMES`, weights summing to 20) by the points of the graha's dignity there out of 20
 * (`VIMSHOPAKA_POINTS`): own sign, moolatrikona sign or exaltation sign 20, else by the compound relationship
 * with the varga sign's lord (friendships of the rashi chart).
 */
import { grahaById } from '../../data/grahas.ts';
import { SHADBALA_GRAHAS, type ShadbalaGraha, VIMSHOPAKA_POINTS, VIMSHOPAKA_SCHEMES, type VimshopakaScheme } from '../../data/shadbala.ts';
import { signById } from '../../data/signs.ts';
import type { VargaDivision } from '../../data/vargas.ts';
import { compoundRelationship } from '../chart/dignity.ts';
import { type Placements, lordOfSign } from '../chart/placement.ts';
import { vargaSign } from '../chart/vargas.ts';

export type VimshopakaDignity = keyof typeof VIMSHOPAKA_POINTS;

/** The graha's vimshopaka dignity in varga `division`. */
export function vimshopakaDignity(chart: Placements, graha: ShadbalaGraha, division: VargaDivision): VimshopakaDignity {
  const record = grahaById(graha);
  const sign = vargaSign(chart.grahas[graha].longitude, division).sign;
  const ownish = [...record.ownSigns, record.exaltation.sign, ...(record.moolatrikona ? [record.moolatrikona.sign] : [])];
  if (ownish.some((id) => signById(id).number === sign)) return 'own';
  return compoundRelationship(chart, graha, lordOfSign(sign));
}

export interface Vimshopaka {
  readonly scheme: VimshopakaScheme;
  /** Out of 20. */
  readonly score: number;
  readonly vargas: readonly { readonly division: VargaDivision; readonly weight: number; readonly dignity: VimshopakaDignity; readonly points: number }[];
}

/** The vimshopaka bala of a graha under `scheme`. */
export function vimshopaka(chart: Placements, graha: ShadbalaGraha, scheme: VimshopakaScheme): Vimshopaka {
  const vargas = Object.entries(VIMSHOPAKA_SCHEMES[scheme]).map(([key, weight]) => {
    const division = Number(key) as VargaDivision;
    const dignity = vimshopakaDignity(chart, graha, division);
    return { division, weight, dignity, points: (weight * VIMSHOPAKA_POINTS[dignity]) / 20 };
  });
  return { scheme, score: vargas.reduce((sum, v) => sum + v.points, 0), vargas };
}

/** The vimshopaka bala of the seven grahas under every scheme. */
export function vimshopakaAll(chart: Placements): Record<ShadbalaGraha, Record<VimshopakaScheme, Vimshopaka>> {
  const schemes = Object.keys(VIMSHOPAKA_SCHEMES) as VimshopakaScheme[];
  return Object.fromEntries(
    SHADBALA_GRAHAS.map((graha) => [graha, Object.fromEntries(schemes.map((s) => [s, vimshopaka(chart, graha, s)]))]),
  ) as Record<ShadbalaGraha, Record<VimshopakaScheme, Vimshopaka>>;
}
