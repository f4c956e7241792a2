/**
 * The applicability conditions of the conditional dashas (BPHS ch. 46; wording and sources in
 * `data/dashas.ts`), evaluated on a sidereal chart.
 *
 * House and lordship conventions: whole-sign houses from the lagna sign (house 1 = the lagna sign); the lord of a
 * sign is its classical lord (`data/signs.ts` `lord`: Mars for Scorpio, Saturn for Aquarius). Vargas of the lagna
 * (Parashari definitions, BPHS ch. 6): hora = Sun's for the first 15° of an odd sign and the last 15° of an even
 * sign, the Moon's otherwise; navamsa = the sign of floor(longitude / 3°20′) counted from Aries; dwadashamsha =
 * the sign floor(degrees in sign / 2°30′) after the lagna sign itself.
 */
import { dashaDignity, type DashaApplicabilityId } from '../../data/dashas.ts';
import { naturalRelationship, type GrahaId } from '../../data/grahas.ts';
import type { SignNumber } from '../../data/signs.ts';
import type { Paksha } from '../../data/tithis.ts';
import { normalizeDegrees } from '../angles.ts';
import { signOf } from './sign-plan.ts';
import { atmakaraka } from './tara-lagna.ts';
import type { DashaChart } from './types.ts';

const NAVAMSA_SPAN_DEG = 30 / 9;

/** The seven visible grahas (the nodes are not counted where a condition counts grahas). */
const SEVEN_GRAHAS: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const DWADASHAMSHA_SPAN_DEG = 30 / 12;

/** House (1–12) of a sign counted from the lagna sign. */
function houseOfSign(chart: DashaChart, signNumber: SignNumber): number {
  return ((signNumber - chart.lagnaSign + 12) % 12) + 1;
}

/** Sign holding the classical lord of a house (1–12 from the lagna). */
function signOfHouseLord(chart: DashaChart, house: number): SignNumber {
  return chart.planets[signOf(chart.lagnaSign + house - 1).lord].signNumber;
}

/** Whose hora the lagna is in (Parashari hora). */
export function lagnaHora(chart: DashaChart): 'sun' | 'moon' {
  const degreesInSign = normalizeDegrees(chart.lagnaSiderealDeg) % 30;
  const firstHalf = degreesInSign < 15;
  const oddSign = chart.lagnaSign % 2 === 1;
  return firstHalf === oddSign ? 'sun' : 'moon';
}

/** Shukla paksha (waxing) when the Moon is 0°–180° ahead of the Sun, Krishna paksha otherwise. */
export function paksha(chart: DashaChart): Paksha {
  return normalizeDegrees(chart.planets.moon.siderealDeg - chart.planets.sun.siderealDeg) < 180 ? 'shukla' : 'krishna';
}

/**
 * Day birth: the Sun's centre above the horizon, i.e. the Sun in the half of the ecliptic from the descendant
 * through the midheaven to the ascendant (houses 7–12 by longitude). Exact for a point on the ecliptic; it is
 * the disc-centre, no-refraction (Hindu) sunrise and sunset.
 */
export function isDayBirth(chart: DashaChart): boolean {
  return normalizeDegrees(chart.planets.sun.siderealDeg - chart.lagnaSiderealDeg) > 180;
}

/** Navamsa sign (1–12) of a sidereal longitude in degrees. */
export function navamsaSign(siderealDeg: number): SignNumber {
  return signOf(Math.floor(normalizeDegrees(siderealDeg) / NAVAMSA_SPAN_DEG) + 1).number;
}

/** Dwadashamsha sign (1–12) of a sidereal longitude in degrees. */
export function dwadashamshaSign(siderealDeg: number): SignNumber {
  const degrees = normalizeDegrees(siderealDeg);
  const sign = Math.floor(degrees / 30);
  return signOf(sign + Math.floor((degrees - sign * 30) / DWADASHAMSHA_SPAN_DEG) + 1).number;
}

/**
 * A graha strong in the sign it occupies: exalted, in its own sign or in the sign of a natural friend (BPHS ch. 3),
 * and not debilitated; exaltation and debilitation by the grahas' own signs (data/grahas.ts).
 */
export function isStrongInItsSign(chart: DashaChart, graha: GrahaId): boolean {
  const sign = signOf(chart.planets[graha].signNumber);
  const dignity = dashaDignity(graha, sign.id, 'bphs');
  if (dignity !== 0) return dignity === 1;
  const relation = naturalRelationship(graha, sign.lord);
  return relation === 'self' || relation === 'friend';
}

/** Whether a chart satisfies one of the applicability conditions of `data/dashas.ts`. */
export function isApplicable(id: DashaApplicabilityId, chart: DashaChart): boolean {
  switch (id) {
    case 'rahu-kendra-trikona-from-lagna-lord': {
      const rahu = chart.planets.rahu.signNumber;
      const fromLagnaLord = ((rahu - signOfHouseLord(chart, 1) + 12) % 12) + 1;
      return rahu !== chart.lagnaSign && [1, 4, 5, 7, 9, 10].includes(fromLagnaLord);
    }
    case 'lagna-hora-matches-paksha':
      return (lagnaHora(chart) === 'sun') === (paksha(chart) === 'shukla');
    case 'lagna-in-venus-navamsa': {
      const lord = signOf(navamsaSign(chart.lagnaSiderealDeg)).lord;
      return lord === 'venus';
    }
    case 'lagna-in-cancer-dwadashamsha':
      return signOf(dwadashamshaSign(chart.lagnaSiderealDeg)).id === 'cancer';
    case 'lagna-vargottama':
      return navamsaSign(chart.lagnaSiderealDeg) === chart.lagnaSign;
    case 'tenth-lord-in-tenth':
      return houseOfSign(chart, signOfHouseLord(chart, 10)) === 10;
    case 'lagna-lord-seventh-or-seventh-lord-lagna':
      return houseOfSign(chart, signOfHouseLord(chart, 1)) === 7 || houseOfSign(chart, signOfHouseLord(chart, 7)) === 1;
    case 'sun-in-lagna':
      return chart.planets.sun.signNumber === chart.lagnaSign;
    case 'lagna-hora-matches-day-night':
      return (lagnaHora(chart) === 'sun') === isDayBirth(chart);
    case 'all-kendras-occupied':
      return [1, 4, 7, 10].every((house) => Object.values(chart.planets).some((planet) => houseOfSign(chart, planet.signNumber) === house));
    case 'four-grahas-in-kendras':
      return SEVEN_GRAHAS.filter((graha) => [1, 4, 7, 10].includes(houseOfSign(chart, chart.planets[graha].signNumber))).length >= 4;
    case 'lagna-lord-strong':
      return isStrongInItsSign(chart, signOf(chart.lagnaSign).lord);
    case 'paryaaya-trine-strength': {
      const inTrine = (graha: GrahaId) => [1, 5, 9].includes(houseOfSign(chart, chart.planets[graha].signNumber));
      if (inTrine('jupiter') || inTrine('mercury') || inTrine(atmakaraka(chart))) return true;
      return SEVEN_GRAHAS.some((graha) => inTrine(graha) && signOf(chart.planets[graha].signNumber).lord === graha);
    }
  }
}

