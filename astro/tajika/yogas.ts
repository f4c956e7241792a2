/**
 * Tajika aspects and yogas of an annual chart (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, free
 * 2010 edition, §28.2 for the aspects and deeptamsas and ch. 29 for the yogas). Among the seven grahas only: an
 * aspect is by the sign distance from one to the other (data/tajika.ts TAJIKA_ASPECT_KINDS, the kinds of the
 * `TajikaRules`' aspect set); it is within orb when the two degrees within their signs differ by no more than the
 * orb of the pair, which the orb rule sets from the two deeptamsas (DEEPTAMSA_DEG).
 */
import {
  DEEPTAMSA_DEG, type PanchavargeeyaGrading, TAJIKA_ASPECT_KINDS, TAJIKA_ASPECT_SETS, TAJIKA_SPEED_ORDER, type TajikaAspectKindId, type TajikaAspectSet, type TajikaGraha, type TajikaMoonYogaReading,
  type TajikaYogaId,
} from '../../data/tajika.ts';
import { grahaById, naturalRelationship } from '../../data/grahas.ts';
import { signById } from '../../data/signs.ts';
import { dignityOf, isCombust } from '../chart/dignity.ts';
import { vargaSign } from '../chart/vargas.ts';
import { degreeInSign, houseFromSign, isRetrograde, lordOfSign, type Placements, signOfLongitude } from '../chart/placement.ts';
import { panchavargeeyaBala, type PanchavargeeyaBala } from './strength.ts';

/** Houses of the kendras and panapharas (ikkavala, kuttha), of the apoklimas (induvara) and the dusthanas (durupha). */
const KENDRA_PANAPHARA_HOUSES = [1, 2, 4, 5, 7, 8, 10, 11];
const APOKLIMA_HOUSES = [3, 6, 9, 12];
const DUSTHANA_HOUSES = [6, 8, 12];

/**
 * Panchavargeeya bala (units) from which a graha counts as strong in duhphali-kuttha and dutthottha-davira, and
 * below which it counts as weak: the `strong` grade (PANCHAVARGEEYA_GRADES).
 */
export const STRONG_BALA_UNITS = 10;

/** Degree within its sign from which a graha is in the sign's last degree (tambira). */
export const LAST_DEGREE_FROM_DEG = 29;

/** Ithasala within this many degrees is poorna (complete). */
export const POORNA_ITHASALA_DEG = 1;

export interface TajikaAspect {
  /** The faster graha of the pair, then the slower. */
  readonly faster: TajikaGraha;
  readonly slower: TajikaGraha;
  /** Signs from the faster graha's sign to the slower's, 1–12 counted inclusively. */
  readonly distance: number;
  readonly kind: TajikaAspectKindId;
  /** The pair's orb under the orb rule (pairOrbDeg), degrees. */
  readonly orbDeg: number;
  /** Slower's degree in its sign − faster's degree in its sign: > 0 applying, < 0 separating. */
  readonly gapDeg: number;
  readonly withinOrb: boolean;
}

export interface TajikaYoga {
  readonly id: TajikaYogaId;
  /**
   * The grahas forming it: the pair (faster first), then the third graha that acts on it, if any; for tambira the
   * graha at the end of its sign, then the slower one it will join; for kuttha the graha in the lagna, then the
   * dignified graha aspecting it; none for ikkavala and induvara (all seven).
   */
  readonly grahas: readonly TajikaGraha[];
  /** Ithasala only: within POORNA_ITHASALA_DEG. */
  readonly poorna?: boolean;
}

const GRAHAS = TAJIKA_SPEED_ORDER;

/**
 * How the orb of a pair comes from the two deeptamsas:
 * - `each`: each graha lies within the other's deeptamsa, so the orb is the smaller of the two (Narasimha Rao, free
 *   2010 edition, §29.2.3, vartamaana ithasala, with its worked example of a pair within the mean but not within
 *   each; PyJHora's rule);
 * - `moieties`: the mean of the two deeptamsas, half of each added (the "moieties of orbs" of Perso-Arabic
 *   astrology, from which Tajika takes its aspects).
 */
export const TAJIKA_ORB_RULES = ['each', 'moieties'] as const;
export type TajikaOrbRule = (typeof TAJIKA_ORB_RULES)[number];

/** The conventions a Tajika chart's aspects and yogas are read by (each echoed in the answer's settings). */
export interface TajikaRules {
  /** How a pair's orb comes from the two deeptamsas. */
  readonly orb: TajikaOrbRule;
  /** Which aspect kinds count (data/tajika.ts TAJIKA_ASPECT_SETS). */
  readonly aspects: TajikaAspectSet;
  /** The reading of gairi-kamboola and khallasara (data/tajika.ts TAJIKA_MOON_YOGA_READINGS). */
  readonly moonYogas: TajikaMoonYogaReading;
  /** How the panchavargeeya bala grades a graha's relation to a lord (data/tajika.ts PANCHAVARGEEYA_SHARES). */
  readonly grading: PanchavargeeyaGrading;
}

/**
 * The defaults: Narasimha Rao's orb, aspects and Moon yogas (each within the other's deeptamsa, the semi-sextile
 * counted, §29.2.9–10), Tajika Neelakanthi's four grades of panchavargeeya bala.
 */
export const DEFAULT_TAJIKA_RULES: TajikaRules = { orb: 'each', aspects: 'with-semi-sextile', moonYogas: 'narasimha-rao', grading: 'neelakanthi' };

/** The orb of a pair under `rule`, degrees: the smaller deeptamsa (`each`) or the mean of the two (`moieties`). */
export function pairOrbDeg(a: TajikaGraha, b: TajikaGraha, rule: TajikaOrbRule): number {
  return rule === 'each' ? Math.min(DEEPTAMSA_DEG[a], DEEPTAMSA_DEG[b]) : (DEEPTAMSA_DEG[a] + DEEPTAMSA_DEG[b]) / 2;
}

function speedRank(graha: TajikaGraha): number {
  return GRAHAS.indexOf(graha);
}

/**
 * The aspect kind of grahas `distance` signs apart (1–12) in the aspect set `set`, or null. The set defaults to the
 * friendly and inimical kinds, the aspects the year lord's and kuttha's rules read.
 */
export function aspectKindOf(distance: number, set: TajikaAspectSet = 'without-semi-sextile'): TajikaAspectKindId | null {
  const kinds: readonly TajikaAspectKindId[] = TAJIKA_ASPECT_SETS[set];
  return TAJIKA_ASPECT_KINDS.find((k) => kinds.includes(k.id) && (k.distances as readonly number[]).includes(distance))?.id ?? null;
}

/**
 * The Tajika aspect between two grahas at the given sidereal longitudes (degrees, 0–360) under `rules` (its aspect
 * set and orb rule), or null when none.
 */
export function aspectBetween(a: TajikaGraha, aDeg: number, b: TajikaGraha, bDeg: number, rules: TajikaRules): TajikaAspect | null {
  const [faster, fasterDeg, slower, slowerDeg] = speedRank(a) < speedRank(b) ? [a, aDeg, b, bDeg] : [b, bDeg, a, aDeg];
  const distance = houseFromSign(signOfLongitude(fasterDeg), signOfLongitude(slowerDeg));
  const kind = aspectKindOf(distance, rules.aspects);
  if (kind === null) return null;
  const orbDeg = pairOrbDeg(faster, slower, rules.orb);
  const gapDeg = degreeInSign(slowerDeg) - degreeInSign(fasterDeg);
  return { faster, slower, distance, kind, orbDeg, gapDeg, withinOrb: Math.abs(gapDeg) <= orbDeg };
}

/** Every Tajika aspect among the seven grahas under `rules`, pairs in speed order (faster first). */
export function tajikaAspects(chart: Placements, rules: TajikaRules): TajikaAspect[] {
  const out: TajikaAspect[] = [];
  for (let i = 0; i < GRAHAS.length; i++) {
    for (let j = i + 1; j < GRAHAS.length; j++) {
      const a = GRAHAS[i]!;
      const b = GRAHAS[j]!;
      const aspect = aspectBetween(a, chart.grahas[a].longitude, b, chart.grahas[b].longitude, rules);
      if (aspect) out.push(aspect);
    }
  }
  return out;
}

function isIthasala(aspect: TajikaAspect | null | undefined): boolean {
  return aspect != null && aspect.withinOrb && aspect.gapDeg >= 0;
}

function key(a: TajikaGraha, b: TajikaGraha): string {
  return speedRank(a) < speedRank(b) ? `${a}|${b}` : `${b}|${a}`;
}

/** True when the graha is in its own or its exaltation sign (data/grahas.ts; moolatrikona is an own sign). */
function inOwnOrExaltation(chart: Placements, graha: TajikaGraha): boolean {
  const dignity = dignityOf(chart, graha);
  return dignity === 'exalted' || dignity === 'own' || dignity === 'moolatrikona';
}

/** Strong (duhphali-kuttha, dutthottha-davira): in its own or exaltation sign with at least STRONG_BALA_UNITS. */
function isStrong(chart: Placements, bala: Readonly<Record<TajikaGraha, PanchavargeeyaBala>>, graha: TajikaGraha): boolean {
  return inOwnOrExaltation(chart, graha) && bala[graha].total >= STRONG_BALA_UNITS;
}

/**
 * Weak (dutthottha-davira): debilitated or in the sign of a natural enemy (data/grahas.ts, BPHS ch. 3: the friendship by
 * which panchavargeeya bala is graded), with less than STRONG_BALA_UNITS.
 */
function isWeak(chart: Placements, bala: Readonly<Record<TajikaGraha, PanchavargeeyaBala>>, graha: TajikaGraha): boolean {
  const signLord = lordOfSign(signOfLongitude(chart.grahas[graha].longitude));
  const afflicted = dignityOf(chart, graha) === 'debilitated' || naturalRelationship(graha, signLord) === 'enemy';
  return afflicted && bala[graha].total < STRONG_BALA_UNITS;
}

/**
 * The Tajika yogas of the chart (data/tajika.ts TAJIKA_YOGAS, each rule stated there) under `rules`, the manahoo …
 * radda group pair by pair. `bala`: the chart's panchavargeeya bala (computed when not given).
 */
export function tajikaYogas(chart: Placements, rules: TajikaRules, bala: Readonly<Record<TajikaGraha, PanchavargeeyaBala>> = panchavargeeyaBala(chart, rules.grading)): TajikaYoga[] {
  const aspects = tajikaAspects(chart, rules);
  const byPair = new Map(aspects.map((a) => [key(a.faster, a.slower), a]));
  const pair = (a: TajikaGraha, b: TajikaGraha) => byPair.get(key(a, b));
  const ithasalas = aspects.filter(isIthasala);
  const yogas: TajikaYoga[] = [];
  const lagna = signOfLongitude(chart.lagnaLongitude);
  const houses = GRAHAS.map((g) => houseFromSign(lagna, signOfLongitude(chart.grahas[g].longitude)) as number);
  if (houses.every((h) => KENDRA_PANAPHARA_HOUSES.includes(h))) yogas.push({ id: 'ikkavala', grahas: [] });
  if (houses.every((h) => APOKLIMA_HOUSES.includes(h))) yogas.push({ id: 'induvara', grahas: [] });
  for (const a of ithasalas) yogas.push({ id: 'ithasala', grahas: [a.faster, a.slower], poorna: a.gapDeg <= POORNA_ITHASALA_DEG });
  for (const a of aspects) if (a.withinOrb && a.gapDeg < 0) yogas.push({ id: 'eesarpha', grahas: [a.faster, a.slower] });

  // Nakta and yamaya: a pair with no aspect, joined through a third graha in ithasala with both.
  for (let i = 0; i < GRAHAS.length; i++) {
    for (let j = i + 1; j < GRAHAS.length; j++) {
      const p = GRAHAS[i]!;
      const q = GRAHAS[j]!;
      if (pair(p, q)) continue;
      for (const r of GRAHAS) {
        if (r === p || r === q || !isIthasala(pair(r, p)) || !isIthasala(pair(r, q))) continue;
        if (speedRank(r) < speedRank(p)) yogas.push({ id: 'nakta', grahas: [p, q, r] });
        else if (speedRank(r) > speedRank(q)) yogas.push({ id: 'yamaya', grahas: [p, q, r] });
      }
    }
  }

  const moonDeg = chart.grahas.moon.longitude;
  const moonVoid = !aspects.some((a) => (a.faster === 'moon' || a.slower === 'moon') && a.withinOrb);
  // The Moon's ithasala with a graha once it stands at the start of its next sign.
  const nextSignMoonDeg = (signOfLongitude(moonDeg) % 12) * 30;
  const joinsFromNextSign = (g: TajikaGraha) => isIthasala(aspectBetween('moon', nextSignMoonDeg, g, chart.grahas[g].longitude, rules));
  const moonMayWait = rules.moonYogas === 'void-of-course' || gairiKamboolaMoon(chart, moonDeg, bala, joinsFromNextSign);
  const khallasaras = rules.moonYogas === 'narasimha-rao' ? lagnaLordBetween(chart, pair) : [];
  for (const a of ithasalas) {
    const grahas = [a.faster, a.slower] as const;
    const fasterLon = chart.grahas[a.faster].longitude;
    for (const malefic of ['mars', 'saturn'] as const) {
      if (grahas.includes(malefic)) continue;
      const lon = chart.grahas[malefic].longitude;
      if (signOfLongitude(lon) === signOfLongitude(fasterLon) && Math.abs(degreeInSign(lon) - degreeInSign(fasterLon)) <= DEEPTAMSA_DEG[a.faster]) {
        yogas.push({ id: 'manahoo', grahas: [...grahas, malefic] });
      }
    }
    if (!grahas.includes('moon')) {
      const moonWith = grahas.some((g) => isIthasala(pair('moon', g)));
      if (moonWith) yogas.push({ id: 'kamboola', grahas: [...grahas, 'moon'] });
      else if (moonMayWait && grahas.some(joinsFromNextSign)) yogas.push({ id: 'gairi-kamboola', grahas: [...grahas, 'moon'] });
      if (rules.moonYogas === 'void-of-course' && moonVoid) yogas.push({ id: 'khallasara', grahas: [...grahas, 'moon'] });
    }
    if (grahas.some((g) => isRetrograde(chart, g) || isCombust(chart, g) || dignityOf(chart, g) === 'debilitated')) {
      yogas.push({ id: 'radda', grahas });
    }
  }
  for (const [moon, other, lagnaLord] of khallasaras) yogas.push({ id: 'khallasara', grahas: [moon, other, lagnaLord] });
  for (const a of ithasalas) {
    const fasterStrong = isStrong(chart, bala, a.faster);
    const slowerWeak = !inOwnOrExaltation(chart, a.slower) && bala[a.slower].total < STRONG_BALA_UNITS;
    if (fasterStrong && slowerWeak) yogas.push({ id: 'duhphali-kuttha', grahas: [a.faster, a.slower] });
  }

  // Dutthottha-davira: a weak pair in ithasala rescued by one of them in ithasala with a strong third graha.
  for (const a of ithasalas) {
    if (!isWeak(chart, bala, a.faster) || !isWeak(chart, bala, a.slower)) continue;
    for (const helper of GRAHAS) {
      if (helper === a.faster || helper === a.slower || !isStrong(chart, bala, helper)) continue;
      if (isIthasala(pair(a.faster, helper)) || isIthasala(pair(a.slower, helper))) {
        yogas.push({ id: 'dutthottha-davira', grahas: [a.faster, a.slower, helper] });
      }
    }
  }

  // Tambira: a graha in its sign's last degree joins a slower graha by ithasala once it enters the next sign.
  for (const mover of GRAHAS) {
    const lon = chart.grahas[mover].longitude;
    if (degreeInSign(lon) < LAST_DEGREE_FROM_DEG || isRetrograde(chart, mover)) continue;
    const nextSignStartDeg = (signOfLongitude(lon) % 12) * 30;
    for (const slower of GRAHAS.slice(speedRank(mover) + 1)) {
      const now = pair(mover, slower);
      const then = aspectBetween(mover, nextSignStartDeg, slower, chart.grahas[slower].longitude, rules);
      if (!isIthasala(now) && isIthasala(then)) yogas.push({ id: 'tambira', grahas: [mover, slower] });
    }
  }

  // Kuttha: a graha in the lagna aspected by a graha in its own or exaltation sign in a kendra or panaphara.
  for (let i = 0; i < GRAHAS.length; i++) {
    const occupant = GRAHAS[i]!;
    if (houses[i] !== 1) continue;
    for (let j = 0; j < GRAHAS.length; j++) {
      const dignified = GRAHAS[j]!;
      if (j === i || !KENDRA_PANAPHARA_HOUSES.includes(houses[j]!) || !inOwnOrExaltation(chart, dignified)) continue;
      // The aspect kinds are symmetric (1/7, 3/11, 4/10, 5/9), so the house from the lagna gives the aspect either way.
      if (aspectKindOf(houses[j]!) !== null) yogas.push({ id: 'kuttha', grahas: [occupant, dignified] });
    }
  }

  // Durupha: an ithasala both of whose grahas are powerless.
  const powerless = (g: TajikaGraha) => DUSTHANA_HOUSES.includes(houses[speedRank(g)]!) || isCombust(chart, g) || isRetrograde(chart, g) || dignityOf(chart, g) === 'debilitated';
  for (const a of ithasalas) if (powerless(a.faster) && powerless(a.slower)) yogas.push({ id: 'durupha', grahas: [a.faster, a.slower] });
  return yogas;
}

/**
 * Whether the Moon can form gairi-kamboola in Narasimha Rao's reading (§29.2.9): in the last degree of its sign
 * (LAST_DEGREE_FROM_DEG), not in its exaltation or debilitation sign, nor in its own navamsha or drekkana (the
 * Cancer divisions of D-9 and D-3; the Moon has no hadda of its own), and in ithasala with a strong graha (as
 * duhphali-kuttha's) once it stands at the start of its next sign (`joinsFromNextSign`).
 */
function gairiKamboolaMoon(
  chart: Placements,
  moonDeg: number,
  bala: Readonly<Record<TajikaGraha, PanchavargeeyaBala>>,
  joinsFromNextSign: (graha: TajikaGraha) => boolean,
): boolean {
  if (degreeInSign(moonDeg) < LAST_DEGREE_FROM_DEG) return false;
  const moon = grahaById('moon');
  const sign = signOfLongitude(moonDeg);
  const ownSign = signById('cancer').number;
  if (sign === signById(moon.exaltation.sign).number || sign === signById(moon.debilitation.sign).number) return false;
  if (vargaSign(moonDeg, 9).sign === ownSign || vargaSign(moonDeg, 3).sign === ownSign) return false;
  return GRAHAS.some((g) => g !== 'moon' && isStrong(chart, bala, g) && joinsFromNextSign(g));
}

/**
 * Khallasara in Narasimha Rao's reading (§29.2.10): the lagna lord in a sign strictly between the Moon's and another
 * graha's, counted the shorter way round (either way for a graha in the 7th from the Moon), in ithasala with
 * neither; each as [the Moon, the graha whose matters are lost, the lagna lord]. None when the Moon rules the lagna.
 */
function lagnaLordBetween(chart: Placements, pair: (a: TajikaGraha, b: TajikaGraha) => TajikaAspect | undefined): [TajikaGraha, TajikaGraha, TajikaGraha][] {
  const lagnaLord = lordOfSign(signOfLongitude(chart.lagnaLongitude)) as TajikaGraha;
  if (lagnaLord === 'moon') return [];
  if (isIthasala(pair('moon', lagnaLord))) return [];
  const moonSign = signOfLongitude(chart.grahas.moon.longitude);
  const lordSteps = houseFromSign(moonSign, signOfLongitude(chart.grahas[lagnaLord].longitude)) - 1;
  const found: [TajikaGraha, TajikaGraha, TajikaGraha][] = [];
  for (const other of GRAHAS) {
    if (other === 'moon' || other === lagnaLord || isIthasala(pair(lagnaLord, other))) continue;
    const steps = houseFromSign(moonSign, signOfLongitude(chart.grahas[other].longitude)) - 1;
    const forward = steps <= 6 && lordSteps > 0 && lordSteps < steps;
    const backward = steps >= 6 && lordSteps > steps;
    if (forward || backward) found.push(['moon', other, lagnaLord]);
  }
  return found;
}
