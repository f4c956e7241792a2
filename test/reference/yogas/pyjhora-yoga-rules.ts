/**
 * PyJHora 4.8.5's yoga detection where it departs from the service's rules, restated from its behaviour
 * (horoscope/chart/yoga.py, house.py, charts.py of that version) so that a test can count the births each restatement
 * reproduces. Each entry names its cause: `pyjhora-error` (its code does not do what the book, or its own docstring,
 * says), `convention` (the books differ and PyJHora follows another one) or `not-computed` (it reads what the service
 * does not compute). The service computes none of these. Signs here are 0 = Aries … 11 = Pisces and grahas are
 * PyJHora's ids, Sun 0 … Ketu 8, as in its code.
 *
 * PyJHora's primitives, as its code behaves:
 * - `aspectsSigns` (house.graha_drishti_from_chart): graha drishti of all nine, the 7th for each and Mars 4/8,
 *   Jupiter 5/9, Saturn 3/10; the nodes aspect the 7th.
 * - `rasiAspects` (house._get_raasi_drishti): a movable sign aspects the fixed signs but the next, a fixed sign the
 *   movable signs but the previous, a dual sign the other dual signs.
 * - `planetsAspectingTheRaasi` (house.planets_aspecting_the_raasi): compares the sign asked for with the *planet ids*
 *   each graha's rasi drishti falls on, so it returns the grahas aspecting by rasi drishti the planet whose id equals
 *   the sign's index (Leo, 4, reads Jupiter's sign; Capricorn, Aquarius and Pisces read nothing).
 * - `aspectedBy` (house.aspected_planets_of_the_planet): despite its name, the grahas the given graha aspects.
 * - `lord` (house.house_owner_from_planet_positions): the classical lord, but Scorpio and Aquarius go to the stronger
 *   of Mars/Ketu and Saturn/Rahu (the same rule as astro/dasha/co-lord.ts, the more advanced in its sign deciding last).
 * - `benefics` (charts.benefics_and_malefics, method 2): Jupiter, Venus, the Moon up to the 15th tithi, Mercury alone
 *   or with more benefics than malefics (a tie decided by the graha nearest Mercury); malefics are the Sun, Mars,
 *   Saturn, the nodes, the Moon after the 15th tithi and Mercury otherwise.
 */
import { GRAHA_IDS, type GrahaId } from '../../../data/grahas.ts';
import type { SignNumber } from '../../../data/signs.ts';
import { strongerCoLord } from '../../../astro/dasha/co-lord.ts';
import { normalizeDegrees } from '../../../astro/angles.ts';
import * as Astronomy from 'astronomy-engine';

/** One birth as PyJHora's yoga functions see it. */
export interface PyjhoraYogaFacts {
  /** Sidereal longitude of each graha, Sun 0 … Ketu 8. */
  readonly longitude: readonly number[];
  readonly sign: readonly number[];
  readonly lagna: number;
  readonly lagnaLongitude: number;
  readonly navamsa: readonly number[];
  readonly benefics: readonly number[];
  readonly malefics: readonly number[];
  /** Whether each graha is retrograde (it picks PyJHora's combustion range). */
  readonly retrograde: readonly boolean[];
  /** Whether PyJHora's daytime test passes (`pyjhoraDaytime`); false when not given. */
  readonly daytime: boolean;
}

const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6, RAHU = 7, KETU = 8;
const NINE = [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, KETU];
/** Classical lord of each sign, Aries … Pisces. */
const SIGN_LORD = [MARS, VENUS, MERCURY, MOON, SUN, MERCURY, VENUS, MARS, JUPITER, SATURN, SATURN, JUPITER];
/** House offsets (house − 1) each graha aspects by graha drishti (const.graha_drishti). */
const DRISHTI: readonly (readonly number[])[] = [[6], [6], [3, 6, 7], [6], [4, 6, 8], [6], [2, 6, 9], [6], [6]];
/** PyJHora's dignity of each graha in each sign (const.house_strengths_of_planets: 5 own, 4 exalted, 3 friend, 2 neutral, 1 enemy, 0 debilitated). */
const DIGNITY: readonly (readonly number[])[] = [
  [4, 1, 2, 2, 5, 2, 0, 3, 3, 1, 1, 3], [2, 4, 3, 5, 3, 3, 2, 0, 2, 2, 2, 2], [5, 2, 1, 0, 3, 1, 2, 5, 3, 4, 2, 3],
  [2, 3, 5, 1, 3, 5, 3, 2, 2, 2, 2, 0], [3, 1, 1, 4, 3, 3, 1, 3, 5, 0, 2, 5], [2, 5, 3, 1, 1, 0, 5, 2, 3, 3, 3, 4],
  [0, 3, 3, 1, 1, 3, 4, 1, 2, 5, 5, 2], [1, 4, 4, 1, 1, 3, 3, 0, 0, 3, 1, 3], [1, 0, 0, 1, 1, 3, 3, 4, 4, 3, 1, 3],
];

const mod12 = (n: number): number => ((n % 12) + 12) % 12;
/** The facts of a birth from the sidereal longitudes of the grahas (Sun … Ketu) and the lagna, and which grahas are retrograde. */
export function pyjhoraYogaFacts(longitude: readonly number[], lagnaLongitude: number, retrograde: readonly boolean[], daytime = false): PyjhoraYogaFacts {
  const sign = longitude.map((l) => Math.floor(l / 30));
  const navamsa = longitude.map((l) => Math.floor(l / (30 / 9)) % 12);
  const benefics = [JUPITER, VENUS];
  const malefics = [SUN, MARS, SATURN, RAHU, KETU];
  const tithi = Math.floor(normalizeDegrees(longitude[MOON]! - longitude[SUN]!) / 12) + 1;
  (tithi > 15 ? malefics : benefics).push(MOON);
  const withMercury = (list: readonly number[]) => list.filter((p) => p !== MERCURY && sign[p] === sign[MERCURY]);
  const b = withMercury(benefics).length, m = withMercury(malefics).length;
  if ((b === 0 && m === 0) || b > m) benefics.push(MERCURY);
  else if (m > b) malefics.push(MERCURY);
  else {
    const nearest = NINE.filter((p) => p !== MERCURY && sign[p] === sign[MERCURY])
      .sort((x, y) => Math.abs(longitude[x]! - longitude[MERCURY]!) - Math.abs(longitude[y]! - longitude[MERCURY]!))[0]!;
    (benefics.includes(nearest) ? benefics : malefics).push(MERCURY);
  }
  return { longitude, sign, lagna: Math.floor(lagnaLongitude / 30), lagnaLongitude, navamsa, benefics, malefics, retrograde, daytime };
}

/**
 * PyJHora's daytime test for a birth (garuda_yoga_from_jd_place): the hour utils.jd_to_local returns, which for the
 * local Julian day it is given is the local clock hour plus the zone once more, between the Hindu sunrise and sunset
 * (disc centre on the horizon, no refraction) of the local date. Restated as: that hour within the date (0–24) and
 * the Sun's centre above the geometric horizon at that hour.
 * @param instantMs the birth's instant, Unix ms; `zoneHours` its zone, east positive; latitude and longitude in degrees, east positive.
 */
export function pyjhoraDaytime(instantMs: number, zoneHours: number, latitude: number, longitude: number): boolean {
  const localHour = (((instantMs / 3_600_000 + zoneHours) % 24) + 24) % 24;
  const hour = localHour + zoneHours;
  if (hour < 0 || hour >= 24) return false;
  const time = Astronomy.MakeTime(new Date(instantMs + zoneHours * 3_600_000));
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  const sun = Astronomy.Equator(Astronomy.Body.Sun, time, observer, true, true);
  return Astronomy.Horizon(time, observer, sun.ra, sun.dec).altitude > 0;
}

/** The signs a graha aspects by graha drishti. */
const aspectsSigns = (f: PyjhoraYogaFacts, p: number): number[] => DRISHTI[p]!.map((h) => mod12(f.sign[p]! + h));
/** The signs a sign aspects by rasi drishti. */
export function rasiAspects(s: number): number[] {
  const kind = s % 3; // 0 movable, 1 fixed, 2 dual
  if (kind === 2) return [2, 5, 8, 11].filter((x) => x !== s);
  if (kind === 0) return [1, 4, 7, 10].filter((x) => x !== s + 1);
  return [0, 3, 6, 9].filter((x) => x !== s - 1);
}
/** Grahas whose graha drishti falls on a graha (house.planets_aspecting_the_planet). */
const aspecting = (f: PyjhoraYogaFacts, target: number): number[] => NINE.filter((p) => aspectsSigns(f, p).includes(f.sign[target]!));
/** Grahas the graha aspects by graha drishti (house.aspected_planets_of_the_planet). */
const aspectedBy = (f: PyjhoraYogaFacts, p: number): number[] => NINE.filter((q) => aspectsSigns(f, p).includes(f.sign[q]!));
/** Grahas aspecting the sign by rasi drishti (house.aspected_planets_of_the_raasi). */
const rasiAspecting = (f: PyjhoraYogaFacts, s: number): number[] => NINE.filter((p) => rasiAspects(f.sign[p]!).includes(s));
/** house.planets_aspecting_the_raasi as it behaves (module comment): reads the planet whose id is the sign index. */
const planetsAspectingTheRaasi = (f: PyjhoraYogaFacts, s: number): number[] => (s <= KETU ? rasiAspecting(f, f.sign[s]!) : []);
const inSign = (f: PyjhoraYogaFacts, s: number): number[] => NINE.filter((p) => f.sign[p] === s);

/** The lord of a sign as house.house_owner_from_planet_positions finds it (module comment). */
export function lord(f: PyjhoraYogaFacts, s: number): number {
  if (s !== 7 && s !== 10) return SIGN_LORD[s]!;
  const planets = Object.fromEntries(GRAHA_IDS.map((g, i) => [g, { signNumber: (f.sign[i]! + 1) as SignNumber, siderealDeg: f.longitude[i]! }]));
  const choice = strongerCoLord({ planets } as never, s === 7 ? 'scorpio' : 'aquarius', null);
  return GRAHA_IDS.indexOf(choice.lord as GrahaId);
}
const houseLord = (f: PyjhoraYogaFacts, house: number): number => lord(f, mod12(f.lagna + house - 1));
/** The lord of a navamsa sign as house.house_owner reads it in the navamsa chart (the co-lord of Scorpio and Aquarius from the navamsa positions). */
function navamsaLord(f: PyjhoraYogaFacts, s: number): number {
  if (s !== 7 && s !== 10) return SIGN_LORD[s]!;
  const planets = Object.fromEntries(GRAHA_IDS.map((g, i) => [g, { signNumber: (f.navamsa[i]! + 1) as SignNumber, siderealDeg: normalizeDegrees(f.longitude[i]! * 9) }]));
  const choice = strongerCoLord({ planets } as never, s === 7 ? 'scorpio' : 'aquarius', null);
  return GRAHA_IDS.indexOf(choice.lord as GrahaId);
}
/** Grahas a graha aspects by graha or rasi drishti (house.graha_drishti_of_the_planet, its two lists joined). */
const drishtiOf = (f: PyjhoraYogaFacts, p: number): number[] => NINE.filter((q) => aspectsSigns(f, p).includes(f.sign[q]!) || rasiAspects(f.sign[p]!).includes(f.sign[q]!));
/** house.associations_of_the_planet: conjoined, in mutual drishti, or in exchange of signs. */
const associations = (f: PyjhoraYogaFacts, p: number): number[] => NINE.filter((q) => q !== p && (f.sign[q] === f.sign[p]
  || (drishtiOf(f, p).includes(q) && drishtiOf(f, q).includes(p)) || (lord(f, f.sign[q]!) === p && lord(f, f.sign[p]!) === q)));
const kendrasOf = (s: number): number[] => [0, 3, 6, 9].map((h) => mod12(s + h));
/** Brahma yoga as brahma_yoga_from_jd_place evaluates it (method 1). */
const brahmaMethod1 = (f: PyjhoraYogaFacts): boolean => {
  const l1 = houseLord(f, 1);
  const targets = [3, 9, 10].map((h) => mod12(f.sign[l1]! + h));
  return f.benefics.filter((b) => b !== l1).every((b) => targets.includes(f.sign[b]!));
};
const trinesAndKendras = (s: number): number[] => [0, 3, 4, 6, 8, 9].map((h) => mod12(s + h));
/** The benefics PyJHora's yoga functions take when given none (yoga._get_natural_benefics): Jupiter, Venus, and Mercury alone or with one of them. */
const staticBenefics = (f: PyjhoraYogaFacts): number[] => {
  const m = f.sign[MERCURY]!;
  const mercury = f.sign[JUPITER] === m || f.sign[VENUS] === m || inSign(f, m).length === 1;
  return mercury ? [JUPITER, VENUS, MERCURY] : [JUPITER, VENUS];
};
/** Longitudes of deepest debilitation, Sun … Saturn (const.planet_deep_debilitation_longitudes: exaltation + 180°). */
const DEEP_DEBILITATION = [190, 213, 118, 345, 275, 177, 20];
/** Longitudes of deepest exaltation, Sun … Saturn (const.planet_deep_exaltation_longitudes). */
const DEEP_EXALTATION = [10, 33, 298, 165, 95, 357, 200];
/** Debilitated as utils.is_planet_in_debilitation finds it given the positions: the seven within 1° of their deepest debilitation, the nodes in their debilitation sign. */
const debilitated = (f: PyjhoraYogaFacts, p: number): boolean => (p >= RAHU ? DIGNITY[p]![f.sign[p]!] === 0 : Math.abs(f.longitude[p]! - DEEP_DEBILITATION[p]!) <= 1);

/** Why PyJHora's detection of a yoga differs from the service's. */
export type PyjhoraYogaCause = 'pyjhora-error' | 'convention' | 'not-computed';

export interface PyjhoraYogaRestatement {
  readonly cause: PyjhoraYogaCause;
  /** One sentence: what PyJHora does and what the book says. */
  readonly why: string;
  /** PyJHora's verdict for the birth, restated; absent for `not-computed`. */
  readonly holds?: (f: PyjhoraYogaFacts) => boolean;
}

/** The dusthana lord in its own house (yoga._vipareeta_yoga_calculation). */
const lordInOwnHouse = (house: number) => (f: PyjhoraYogaFacts): boolean => f.sign[houseLord(f, house)] === mod12(f.lagna + house - 1);

/** A graha other than `excluded` (and no `excluded`) in house `h` from `from`; `lagnaCounts`: the lagna counts as one (planets_in_the_house without exclude_lagna). */
const flanked = (from: number, excluded: number, h: number, lagnaCounts: boolean) => (f: PyjhoraYogaFacts): boolean => {
  const s = mod12(f.sign[from]! + h - 1);
  const there = inSign(f, s).filter((p) => p !== from);
  return (there.length > 0 || (lagnaCounts && f.lagna === s)) && !there.includes(excluded);
};
const NODES_WHY = "BPHS ch. 37–38 and Raman count the five star-planets Mars … Saturn; PyJHora counts any graha but the Sun (Moon)";

/** The restatements, by the service's yoga id (PYJHORA_YOGA_NAMES maps each to PyJHora's name). */
export const PYJHORA_YOGA_RULES: Readonly<Record<string, PyjhoraYogaRestatement>> = {
  parijata: {
    cause: 'pyjhora-error',
    why: "parijatha_yoga_from_jd_place returns _vyaya_malika_yoga_calc(...) (the seven grahas in seven signs from the 12th), not its own _parijatha_yoga_calculation, which follows Raman no. 47 as the service does",
    holds: (f) => {
      const from = mod12(f.lagna + 11);
      const signs = new Set([SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN].map((p) => f.sign[p]!));
      return signs.size === 7 && [...signs].every((s) => mod12(s - from) < 7);
    },
  },
  harsha: { cause: 'convention', why: "Raman no. 105 (PyJHora): the 6th lord in the 6th; Phaladeepika ch. 6 (the service): the 6th lord in the 6th, 8th or 12th", holds: lordInOwnHouse(6) },
  sarala: { cause: 'convention', why: "Raman no. 106 (PyJHora): the 8th lord in the 8th; Phaladeepika ch. 6 (the service): the 8th lord in the 6th, 8th or 12th", holds: lordInOwnHouse(8) },
  vimala: { cause: 'convention', why: "Raman no. 107 (PyJHora): the 12th lord in the 12th; Phaladeepika ch. 6 (the service): the 12th lord in the 6th, 8th or 12th", holds: lordInOwnHouse(12) },
  'bhratru-vriddhi': {
    cause: 'pyjhora-error',
    why: "Raman no. 177 asks the 3rd house, its lord or Mars joined or aspected by benefics; PyJHora also accepts any benefic rasi-aspecting the 3rd sign, and for the lord and Mars reads the benefics they aspect (aspected_planets_of_the_planet) instead of those aspecting them",
    holds: (f) => {
      const third = mod12(f.lagna + 2);
      const linked = (p: number) => DIGNITY[p]![f.sign[p]!]! >= 3
        && (f.benefics.some((b) => b !== p && f.sign[b] === f.sign[p]) || f.benefics.some((b) => aspectedBy(f, p).includes(b)));
      return linked(lord(f, third)) || linked(MARS) || f.benefics.some((b) => f.sign[b] === third || rasiAspecting(f, third).includes(b));
    },
  },
  'putranasa-jupiter': {
    cause: 'pyjhora-error',
    why: "Raman no. 230 asks malefics in or aspecting the 5th from the lagna and from Jupiter; PyJHora's aspect test (planets_aspecting_the_raasi) compares the sign's index with planet ids, so it reads the rasi drishti on the graha numbered like the sign",
    holds: (f) => {
      const fifth = mod12(f.lagna + 4), fifthJ = mod12(f.sign[JUPITER]! + 4);
      const hit = (s: number) => f.malefics.some((m) => f.sign[m] === s || planetsAspectingTheRaasi(f, s).includes(m));
      return hit(fifth) && hit(fifthJ);
    },
  },
  'daridra-dusthana-lords': {
    cause: 'convention',
    why: "Raman no. 149 asks the lagna lord joined with a 6th, 8th or 12th lord and aspected by malefics; PyJHora also takes a dusthana lord's aspect on the lagna lord as the association, and counts the nodes' 7th-house aspect",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      const trik = [6, 8, 12].map((h) => houseLord(f, h));
      if (!trik.some((t) => f.sign[t] === f.sign[l1] || aspectedBy(f, t).includes(l1))) return false;
      return f.malefics.some((m) => m !== l1 && aspectedBy(f, m).includes(l1));
    },
  },
  'bandhu-pujya-jupiter': {
    cause: 'pyjhora-error',
    why: "Raman no. 194: Jupiter in or aspecting the 4th house or joining or aspecting its lord; PyJHora's test of Jupiter aspecting the 4th (planets_aspecting_the_raasi) reads the rasi drishti on the graha numbered like the sign",
    holds: (f) => {
      const fourth = mod12(f.lagna + 3), l4 = lord(f, fourth);
      return f.sign[JUPITER] === fourth || planetsAspectingTheRaasi(f, fourth).includes(JUPITER)
        || f.sign[JUPITER] === f.sign[l4] || aspecting(f, l4).includes(JUPITER);
    },
  },
  khalwata: {
    cause: 'pyjhora-error',
    why: "Raman no. 295: a malefic sign, Sagittarius or Taurus rising, aspected by malefics; PyJHora's aspect test (planets_aspecting_the_raasi) reads the rasi drishti on the graha numbered like the lagna's sign",
    holds: (f) => [0, 4, 7, 9, 10, 8, 1].includes(f.lagna) && f.malefics.some((m) => planetsAspectingTheRaasi(f, f.lagna).includes(m)),
  },
  matrunasa: {
    cause: 'convention',
    why: "Raman no. 198: the Moon hemmed between, joined or aspected by malefics; PyJHora takes the aspect by rasi drishti and counts the nodes and a waning Moon's malefic company",
    holds: (f) => {
      const s = f.sign[MOON]!;
      const malefic = (list: number[]) => list.some((p) => f.malefics.includes(p));
      return (malefic(inSign(f, mod12(s - 1))) && malefic(inSign(f, mod12(s + 1))))
        || malefic(inSign(f, s).filter((p) => p !== MOON)) || f.malefics.some((m) => rasiAspecting(f, s).includes(m));
    },
  },
  'bahu-stree': {
    cause: 'convention',
    why: "Raman no. 238: the lords of the lagna and the 7th together or in mutual aspect; PyJHora gives Scorpio and Aquarius to their stronger co-lord (Ketu, Rahu) and lets the nodes aspect the 7th",
    holds: (f) => {
      const l1 = houseLord(f, 1), l7 = houseLord(f, 7);
      return f.sign[l1] === f.sign[l7] || (aspecting(f, l1).includes(l7) && aspecting(f, l7).includes(l1));
    },
  },
  brahma: {
    cause: 'pyjhora-error',
    why: "Raman no. 63: Jupiter and Venus in kendras from the 9th and 11th lords, Mercury from the lagna or 10th lord; brahma_yoga_from_jd_place calls method 1, every natural benefic but the lagna lord in the 4th, 10th or 11th from the lagna lord",
    holds: brahmaMethod1,
  },
  'buddhi-maturya': {
    cause: 'convention',
    why: "Raman no. 231 asks the 5th lord a benefic joined or aspected by benefics; PyJHora also accepts the 5th lord in a benefic's sign, and counts Mercury and the Moon benefic by its own rule",
    holds: (f) => {
      const l5 = houseLord(f, 5);
      return f.benefics.includes(l5) && (f.benefics.some((b) => f.sign[b] === f.sign[l5]) || aspecting(f, l5).some((p) => f.benefics.includes(p))
        || [1, 2, 3, 5, 6, 8, 11].includes(f.sign[l5]!));
    },
  },
  vakchalana: {
    cause: 'convention',
    why: "Raman no. 175: the 2nd lord a malefic in a cruel navamsa, the 2nd free of benefics; PyJHora's cruel navamsa is one of the Sun, Mars or Saturn, and its benefic aspect on the 2nd is rasi drishti",
    holds: (f) => {
      const second = mod12(f.lagna + 1), l2 = lord(f, second);
      const navamsaLord = SIGN_LORD[f.navamsa[l2]!]!;
      return f.malefics.includes(l2) && [SUN, MARS, SATURN].includes(navamsaLord)
        && !f.benefics.some((b) => f.sign[b] === second || rasiAspecting(f, second).includes(b));
    },
  },
  asatyavadi: {
    cause: 'pyjhora-error',
    why: "Raman no. 164: the 2nd lord's dispositor Saturn or Mars and malefics in kendras and trikonas; asatyavadi_yoga_from_jd_place passes the chart's benefics as its malefics",
    holds: (f) => {
      const l2 = houseLord(f, 2);
      const dispositor = lord(f, f.sign[l2]!);
      if (dispositor !== SATURN && dispositor !== MARS) return false;
      return f.benefics.some((b) => trinesAndKendras(f.lagna).includes(f.sign[b]!));
    },
  },
  adhi: {
    cause: 'pyjhora-error',
    why: "Raman no. 7: benefics in the 6th, 7th and 8th from the Moon (the service: two or three of Mercury, Jupiter, Venus there); PyJHora's list of benefics holds the waxing Moon itself, which is never 6–8 signs from itself, so it finds Adhi only when the Moon wanes",
    holds: (f) => f.benefics.every((b) => [5, 6, 7].includes(mod12(f.sign[b]! - f.sign[MOON]!))),
  },
  'harihara-brahma': {
    cause: 'pyjhora-error',
    why: "Raman no. 51: Hari, Hara or Brahma; PyJHora's Brahma is its method 1 (benefics in the 4th, 10th, 11th from the lagna lord, not the book's Jupiter, Venus and Mercury from the 9th, 11th and 10th lords) and its Hari and Hara need every benefic, the Moon included when waxing",
    holds: (f) => {
      const l2 = houseLord(f, 2), l7 = houseLord(f, 7);
      const hari = f.benefics.every((b) => [1, 7, 11].map((h) => mod12(f.sign[l2]! + h)).includes(f.sign[b]!));
      const hara = f.benefics.filter((b) => b !== l7).every((b) => [3, 8, 7].map((h) => mod12(f.sign[l7]! + h)).includes(f.sign[b]!));
      return hari || hara || brahmaMethod1(f);
    },
  },
  krisanga: {
    cause: 'convention',
    why: "Raman no. 112: the lagna lord in a dry sign or the lagna owned by a dry planet; PyJHora's dry signs are Aries, Taurus, Gemini, Leo, Virgo, Sagittarius and it asks the dispositor of the lagna lord to be the Sun, Mars or Saturn; the service takes fiery and malefic signs",
    holds: (f) => { const l1 = houseLord(f, 1); return [0, 1, 2, 4, 5, 8].includes(f.sign[l1]!) || [SUN, MARS, SATURN].includes(lord(f, f.sign[l1]!)); },
  },
  'bandhubhis-tyakta': {
    cause: 'pyjhora-error',
    why: "Raman no. 195 names the 4th lord in a cruel shashtiamsa; PyJHora reads that shashtiamsa from the longitude of the graha listed before the 4th lord (planet_positions[lord] with the lagna first) and counts as association mutual rasi drishti and exchange",
    holds: (f) => {
      const l4 = houseLord(f, 4);
      const degree = (l4 === 0 ? f.lagnaLongitude : f.longitude[l4 - 1]!) % 30;
      const base = Math.floor((degree * 2) % 60);
      const ruler = f.sign[l4]! % 2 === 1 ? 59 - base : base;
      const cruel = [0, 1, 7, 8, 9, 10, 11, 14, 15, 29, 30, 31, 32, 33, 34, 39, 41, 42, 43, 47, 50, 51, 58].includes(ruler);
      return cruel || associations(f, l4).some((p) => f.malefics.includes(p)) || DIGNITY[l4]![f.sign[l4]!]! <= 1;
    },
  },
  sumukha: {
    cause: 'convention',
    why: "Raman no. 166: the 2nd lord in a kendra aspected by benefics, or benefics in the 2nd; PyJHora takes that aspect as rasi drishti and gives Scorpio and Aquarius their stronger co-lord",
    holds: (f) => {
      const l2 = houseLord(f, 2);
      return (kendrasOf(f.lagna).includes(f.sign[l2]!) && f.benefics.some((b) => rasiAspecting(f, f.sign[l2]!).includes(b)))
        || f.benefics.some((b) => f.sign[b] === mod12(f.lagna + 1));
    },
  },
  satkalatra: {
    cause: 'convention',
    why: "Raman no. 239: the 7th lord or Venus joined or aspected by Jupiter or Mercury; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu)",
    holds: (f) => {
      const l7 = houseLord(f, 7);
      const linked = (p: number) => [JUPITER, MERCURY].some((q) => f.sign[q] === f.sign[p] || aspecting(f, p).includes(q));
      return linked(l7) || linked(VENUS);
    },
  },
  saraswati: {
    cause: 'convention',
    why: "Phaladeepika ch. 6: Jupiter, Venus and Mercury in kendras, trikonas or the 2nd, Jupiter in a friend's, own or exaltation sign; PyJHora reads the friend's sign from its table of natural friendship, the service from the compound (natural and temporal) friendship",
    holds: (f) => {
      const good = [...trinesAndKendras(f.lagna), mod12(f.lagna + 1)];
      return [MERCURY, JUPITER, VENUS].every((p) => good.includes(f.sign[p]!)) && DIGNITY[JUPITER]![f.sign[JUPITER]!]! >= 3;
    },
  },
  'buddhi-jada': {
    cause: 'pyjhora-error',
    why: "Raman no. 233: the lagna lord joined or aspected by malefics with Saturn in the 5th aspecting it, or the 5th lord with malefics aspected by Saturn or the Moon in the 5th; PyJHora counts the 5th lord among the malefics joining it, and accepts the Moon in the 5th without Saturn",
    holds: (f) => {
      const l1 = houseLord(f, 1), l5 = houseLord(f, 5), fifth = mod12(f.lagna + 4);
      if (f.sign[SATURN] === fifth && aspecting(f, l1).includes(SATURN)) return true;
      return f.malefics.some((m) => f.sign[m] === f.sign[l5]) && (aspecting(f, l5).includes(SATURN) || f.sign[MOON] === fifth);
    },
  },
  sodaranasa: {
    cause: 'convention',
    why: "Raman no. 178: Mars and the 3rd lord in the 8th aspected by malefics; PyJHora takes the variant houses its docstring quotes (the 3rd, 5th or 7th as well) and counts the nodes' aspect",
    holds: (f) => {
      const l3 = houseLord(f, 3);
      const houses = [7, 2, 4, 6].map((h) => mod12(f.lagna + h));
      return houses.includes(f.sign[MARS]!) && houses.includes(f.sign[l3]!)
        && [...aspecting(f, MARS), ...aspecting(f, l3)].some((p) => f.malefics.includes(p));
    },
  },
  amala: {
    cause: 'convention',
    why: "BPHS ch. 36 and Phaladeepika ch. 6: only benefics in the 10th from the lagna or the Moon; PyJHora asks one benefic there, a malefic beside it allowed",
    holds: (f) => f.benefics.some((b) => f.sign[b] === mod12(f.lagna + 9) || f.sign[b] === mod12(f.sign[MOON]! + 9)),
  },
  'matru-deerghayu-navamsa': {
    cause: 'pyjhora-error',
    why: "Raman no. 197: the navamsa dispositor of the 4th lord strong and in a kendra from the lagna and the Moon; PyJHora's strong is its own sign only (its table's highest rank), so an exalted dispositor fails",
    holds: (f) => {
      const l4 = houseLord(f, 4);
      const d = SIGN_LORD[f.navamsa[l4]!]!;
      return DIGNITY[d]![f.sign[d]!]! >= 5 && kendrasOf(f.lagna).includes(f.sign[d]!) && kendrasOf(f.sign[MOON]!).includes(f.sign[d]!);
    },
  },
  'chandra-mangala': {
    cause: 'convention',
    why: "Raman no. 6: the Moon and Mars together; PyJHora asks only that, the service (Phaladeepika ch. 6) also accepts their mutual aspect",
    holds: (f) => f.sign[MOON] === f.sign[MARS],
  },
  sunapha: { cause: 'convention', why: `${NODES_WHY}, the nodes included, and none if the Sun is there too`, holds: flanked(MOON, SUN, 2, false) },
  anapha: { cause: 'convention', why: `${NODES_WHY}, the nodes included, and none if the Sun is there too`, holds: flanked(MOON, SUN, 12, false) },
  durudhara: { cause: 'convention', why: `${NODES_WHY}, the nodes included, on both sides of the Moon`, holds: (f) => flanked(MOON, SUN, 2, false)(f) && flanked(MOON, SUN, 12, false)(f) },
  vesi: { cause: 'pyjhora-error', why: `${NODES_WHY}; vesi_yoga also counts the lagna itself (planets_in_the_house without exclude_lagna) as a graha in the 2nd from the Sun`, holds: flanked(SUN, MOON, 2, true) },
  vasi: { cause: 'pyjhora-error', why: `${NODES_WHY}; vosi_yoga also counts the lagna itself as a graha in the 12th from the Sun`, holds: flanked(SUN, MOON, 12, true) },
  ubhayachari: { cause: 'pyjhora-error', why: `${NODES_WHY}; its Vesi and Vosi count the lagna as a graha`, holds: (f) => flanked(SUN, MOON, 2, true)(f) && flanked(SUN, MOON, 12, true)(f) },
  nipuna: {
    cause: 'convention',
    why: "PyJHora's nipuna_yoga is the Sun and Mercury in one sign (the service's Budhaditya); the service's Nipuna adds Raman no. 26's note, Mercury not combust",
    holds: (f) => f.sign[SUN] === f.sign[MERCURY],
  },
  bhagya: {
    cause: 'pyjhora-error',
    why: "Raman no. 241: strong benefics in the lagna, 3rd or 5th aspecting the 9th; PyJHora's aspect test (planets_aspecting_the_raasi) reads the rasi drishti on the graha numbered like the 9th's sign, and its strong is a friend's, own or exaltation sign",
    holds: (f) => {
      const houses = [0, 2, 4].map((h) => mod12(f.lagna + h));
      const strongThere = f.benefics.filter((b) => houses.includes(f.sign[b]!) && DIGNITY[b]![f.sign[b]!]! >= 3);
      return strongThere.some((b) => planetsAspectingTheRaasi(f, mod12(f.lagna + 8)).includes(b));
    },
  },
  sankha: {
    cause: 'pyjhora-error',
    why: "Raman no. 12: the 5th and 6th lords in mutual kendras with a strong lagna lord, or a strong 9th lord with the lagna and 10th lords together in a movable sign; PyJHora tests the sign lagna index + the lords' sign index for movable, and its strong is a friend's, own or exaltation sign",
    holds: (f) => {
      const l1 = houseLord(f, 1), l5 = houseLord(f, 5), l6 = houseLord(f, 6), l9 = houseLord(f, 9), l10 = houseLord(f, 10);
      const strongLord = (p: number) => DIGNITY[p]![f.sign[p]!]! >= 3;
      const mutual = kendrasOf(f.sign[l6]!).includes(f.sign[l5]!) && kendrasOf(f.sign[l5]!).includes(f.sign[l6]!);
      return (mutual && strongLord(l1)) || (strongLord(l9) && f.sign[l1] === f.sign[l10] && mod12(f.lagna + f.sign[l1]!) % 3 === 0);
    },
  },
  rogagrastha: {
    cause: 'pyjhora-error',
    why: "Raman no. 111: the lagna lord in the lagna with a dusthana lord, or with a kendra or trikona lord while weak; PyJHora's second clause finds the lagna lord joined with itself (it lords the lagna, a kendra), so any lagna lord at most in a neutral sign gives the yoga",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      const dusthanaLords = [6, 8, 12].map((h) => houseLord(f, h));
      return (f.sign[l1] === f.lagna && dusthanaLords.some((d) => f.sign[d] === f.sign[l1])) || DIGNITY[l1]![f.sign[l1]!]! <= 2;
    },
  },
  kahala: {
    cause: 'pyjhora-error',
    why: "PVR ch. 11 and BPHS ch. 36: the 4th lord and Jupiter in mutual kendras with a strong lagna lord; PyJHora rates the lagna lord's strength in the lagna sign rather than in its own, which a lagna lord always passes, so it asks the kendras alone",
    holds: (f) => { const l4 = houseLord(f, 4); return kendrasOf(f.sign[JUPITER]!).includes(f.sign[l4]!); },
  },
  sarpa: {
    cause: 'convention',
    why: "Nabhasa Sarpa (BPHS ch. 35): the Sun, Mars and Saturn in three kendras; PyJHora counts the nodes among the malefics and asks exactly three kendras so held",
    holds: (f) => kendrasOf(f.lagna).filter((k) => [SUN, MARS, SATURN, RAHU, KETU].some((m) => f.sign[m] === k)).length === 3,
  },
  'daridra-5th-lord': {
    cause: 'convention',
    why: "Raman no. 150: the 5th lord with a dusthana lord and without benefic influence; PyJHora reads that influence as a benefic joining or aspecting it by graha drishti, with its own benefics (the waxing Moon, Mercury by company) and co-lords",
    holds: (f) => {
      const l5 = houseLord(f, 5);
      if (![6, 8, 12].map((h) => houseLord(f, h)).some((t) => f.sign[t] === f.sign[l5])) return false;
      return !f.benefics.some((b) => f.sign[b] === f.sign[l5] || aspectedBy(f, b).includes(l5));
    },
  },
  'madhya-vayasi-dhana': {
    cause: 'convention',
    why: "the service reads Raman no. 133 as the 2nd lord strong in the 10th; PyJHora as benefics in the 2nd and in the 3rd from the lagna lord",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      return [1, 2].every((h) => f.benefics.some((b) => f.sign[b] === mod12(f.sign[l1]! + h)));
    },
  },
  bheri: {
    cause: 'convention',
    why: "Raman no. 45: a strong 9th lord with the 1st, 2nd, 7th and 12th occupied, or Jupiter, Venus and the lagna lord in mutual kendras; PyJHora's strong 9th lord is one in a sign at least neutral to it",
    holds: (f) => {
      const l1 = houseLord(f, 1), l9 = houseLord(f, 9);
      if (DIGNITY[l9]![f.sign[l9]!]! < 2) return false;
      const occupied = [0, 1, 6, 11].every((h) => inSign(f, mod12(f.lagna + h)).length > 0);
      const mutual = (a: number, b: number) => kendrasOf(f.sign[a]!).includes(f.sign[b]!);
      return occupied || (mutual(JUPITER, VENUS) && mutual(JUPITER, l1) && mutual(VENUS, l1));
    },
  },
  'uttama-griha': {
    cause: 'pyjhora-error',
    why: "Raman no. 187 asks the 4th lord joined and aspected by benefics in a kendra or trikona; utthama_graha_yoga_from_jd_place returns _satkathadisravana_yoga_calculation (the 3rd house and its lord, with the sign-index aspect test of planets_aspecting_the_raasi)",
    holds: (f) => {
      const third = mod12(f.lagna + 2), l3 = lord(f, third);
      return f.benefics.includes(SIGN_LORD[third]!) && f.benefics.some((b) => planetsAspectingTheRaasi(f, third).includes(b))
        && (f.benefics.some((b) => b !== l3 && f.sign[b] === f.sign[l3]) || aspecting(f, l3).some((p) => f.benefics.includes(p)));
    },
  },
  nishkapata: {
    cause: 'convention',
    why: "Raman no. 205: benefics in the 4th or the 4th a benefic's sign; PyJHora also accepts any graha in the 4th in a friend's, own or exaltation sign",
    holds: (f) => {
      const fourth = mod12(f.lagna + 3);
      return f.benefics.some((b) => f.sign[b] === fourth) || inSign(f, fourth).some((p) => DIGNITY[p]![fourth]! >= 3) || [1, 2, 3, 5, 6, 8, 11].includes(fourth);
    },
  },
  guhyaroga: {
    cause: 'convention',
    why: "Raman no. 284: the Moon in a Cancer or Scorpio navamsa joined with malefics; PyJHora takes the malefics joining it in the navamsa, the service in the rashi chart",
    holds: (f) => {
      if (f.navamsa[MOON] !== 3 && f.navamsa[MOON] !== 7) return false;
      const withMoon = NINE.filter((p) => p !== MOON && f.navamsa[p] === f.navamsa[MOON]);
      const withMercury = NINE.filter((p) => p !== MERCURY && f.navamsa[p] === f.navamsa[MERCURY]);
      const base = [SUN, MARS, SATURN, RAHU, KETU, ...(f.malefics.includes(MOON) ? [MOON] : [])];
      const good = [JUPITER, VENUS, ...(f.benefics.includes(MOON) ? [MOON] : [])];
      const b = withMercury.filter((p) => good.includes(p)).length, m = withMercury.filter((p) => base.includes(p)).length;
      const mercuryMalefic = m > b || (m === b && m > 0 && base.includes([...withMercury].sort((x, y) => Math.abs(f.longitude[x]! * 9 % 30 - f.longitude[MERCURY]! * 9 % 30) - Math.abs(f.longitude[y]! * 9 % 30 - f.longitude[MERCURY]! * 9 % 30))[0]!));
      return withMoon.some((p) => base.includes(p) || (p === MERCURY && mercuryMalefic));
    },
  },
  'vahana-exalted': {
    cause: 'pyjhora-error',
    why: "Raman no. 210: the 4th lord exalted, the lord of its exaltation sign in a kendra or trikona; PyJHora's exaltation test (is_planet_in_exalation) passes every rank from exaltation up, so a 4th lord in its own sign counts as exalted",
    holds: (f) => {
      const l4 = houseLord(f, 4);
      return DIGNITY[l4]![f.sign[l4]!]! >= 4 && trinesAndKendras(f.lagna).includes(f.sign[lord(f, f.sign[l4]!)]!);
    },
  },
  matrumooladdhana: {
    cause: 'convention',
    why: "Raman no. 138: the 2nd and 4th lords together or the 4th lord aspecting the 2nd; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu) and lets the nodes aspect the 7th",
    holds: (f) => { const l2 = houseLord(f, 2), l4 = houseLord(f, 4); return f.sign[l2] === f.sign[l4] || aspectedBy(f, l4).includes(l2); },
  },
  'bharya-saha-vyabhichara': {
    cause: 'convention',
    why: "Raman no. 282: the Moon, Venus, Saturn and Mars in the 7th; PyJHora adds a variation (the 7th lord with Venus, Saturn aspecting it or Saturn and Mars the 7th, Venus or the Moon afflicted), its 7th-house aspect read through the sign-index test of planets_aspecting_the_raasi",
    holds: (f) => {
      const seventh = mod12(f.lagna + 6);
      if ([MOON, VENUS, SATURN, MARS].every((p) => f.sign[p] === seventh)) return true;
      const l7 = houseLord(f, 7);
      const afflicted = (p: number) => f.malefics.some((m) => f.sign[m] === f.sign[p]) || aspecting(f, p).some((m) => f.malefics.includes(m));
      const houseAspect = planetsAspectingTheRaasi(f, seventh);
      return f.sign[l7] === f.sign[VENUS] && (aspecting(f, l7).includes(SATURN) || (houseAspect.includes(SATURN) && houseAspect.includes(MARS)))
        && (afflicted(VENUS) || afflicted(MOON));
    },
  },
  'gaja-kesari': {
    cause: 'convention',
    why: "BPHS ch. 36 (the service): Jupiter in a kendra from the Moon, Weak when debilitated or combust; PyJHora adds a sign at least neutral to Jupiter and Jupiter not combust, whose range it reads one graha off (Mercury's 14°, 12° retrograde); its benefic-association clause always holds, Jupiter being one of the benefics it looks for in Jupiter's sign",
    holds: (f) => {
      if (!kendrasOf(f.sign[MOON]!).includes(f.sign[JUPITER]!) || DIGNITY[JUPITER]![f.sign[JUPITER]!]! < 2) return false;
      const range = f.retrograde[JUPITER] ? 12 : 14;
      return !(f.longitude[JUPITER]! >= f.longitude[SUN]! - range && f.longitude[JUPITER]! <= f.longitude[SUN]! + range);
    },
  },
  lakshmi: {
    cause: 'convention',
    why: "BPHS ch. 36 and PVR ch. 11: the 9th lord in a kendra in its own or exaltation sign, the lagna lord strong; PyJHora's strong lagna lord is exalted or own-signed or in a kendra or trikona",
    holds: (f) => {
      const l1 = houseLord(f, 1), l9 = houseLord(f, 9);
      return DIGNITY[l9]![f.sign[l9]!]! >= 4 && kendrasOf(f.lagna).includes(f.sign[l9]!)
        && (DIGNITY[l1]![f.sign[l1]!]! >= 4 || trinesAndKendras(f.lagna).includes(f.sign[l1]!));
    },
  },
  chamara: {
    cause: 'pyjhora-error',
    why: "BPHS ch. 36: two benefics in the lagna, 7th, 9th or 10th, or the exalted lagna lord in a kendra aspected by Jupiter; PyJHora leaves out the lagna and compares Jupiter's aspected house numbers with the lagna lord's sign index",
    holds: (f) => {
      if ([6, 8, 9].some((h) => f.benefics.filter((b) => f.sign[b] === mod12(f.lagna + h)).length >= 2)) return true;
      const l1 = houseLord(f, 1);
      const jupiterHouses = aspectsSigns(f, JUPITER).map((s) => mod12(s - f.lagna));
      return kendrasOf(f.lagna).includes(f.sign[l1]!) && jupiterHouses.includes(f.sign[l1]!) && DIGNITY[l1]![f.sign[l1]!] === 4;
    },
  },
  kapata: {
    cause: 'pyjhora-error',
    why: "Raman no. 202: malefics in the 4th and the 4th lord joined, aspected or hemmed by malefics; PyJHora reads the malefics the 4th lord aspects (aspected_planets_of_the_planet) and counts a malefic 4th lord as joined by itself",
    holds: (f) => {
      const fourth = mod12(f.lagna + 3), l4 = lord(f, fourth), s4 = f.sign[l4]!;
      if (!f.malefics.some((m) => f.sign[m] === fourth)) return false;
      const hemmed = [s4 - 1, s4 + 1].every((s) => inSign(f, mod12(s)).some((p) => f.malefics.includes(p)));
      return f.malefics.some((m) => aspectedBy(f, l4).includes(m) || f.sign[m] === s4) || hemmed;
    },
  },
  'yuddhat-poorva-dridhachitta': {
    cause: 'pyjhora-error',
    why: "Raman no. 184: the 3rd lord exalted and joined with malefics in a movable sign (rashi or navamsa); PyJHora's exaltation test passes an own sign too (is_planet_in_exalation takes every rank from exaltation up)",
    holds: (f) => {
      const l3 = houseLord(f, 3);
      if (DIGNITY[l3]![f.sign[l3]!]! < 4) return false;
      const movable = (s: number) => s % 3 === 0;
      return f.malefics.some((m) => m !== l3 && ((f.sign[m] === f.sign[l3] && movable(f.sign[m]!)) || (f.navamsa[m] === f.navamsa[l3] && movable(f.navamsa[m]!))));
    },
  },
  'ayatna-griha-prapti-9th': {
    cause: 'convention',
    why: "Raman no. 190: the 9th lord in a kendra and the 4th lord strong; the service reads strong as exalted, moolatrikona or own, PyJHora as a friend's sign or better or its moolatrikona sign",
    holds: (f) => {
      const l4 = houseLord(f, 4), l9 = houseLord(f, 9);
      const MOOLATRIKONA = [4, 1, 0, 5, 8, 6, 10, 5, 11];
      return kendrasOf(f.lagna).includes(f.sign[l9]!) && (DIGNITY[l4]![f.sign[l4]!]! >= 3 || f.sign[l4] === MOOLATRIKONA[l4]);
    },
  },
  'daridra-5th-in-6th-10th': {
    cause: 'convention',
    why: "Raman no. 151: the 5th lord in the 6th or 10th aspected by the 2nd, 6th, 7th, 8th or 12th lord; PyJHora also accepts the 5th lord's rasi drishti on such a lord's sign",
    holds: (f) => {
      const l5 = houseLord(f, 5);
      if (![5, 9].map((h) => mod12(f.lagna + h)).includes(f.sign[l5]!)) return false;
      return [2, 6, 7, 8, 12].map((h) => houseLord(f, h)).some((t) => aspectedBy(f, t).includes(l5) || rasiAspects(f.sign[l5]!).includes(f.sign[t]!));
    },
  },
  suputra: {
    cause: 'convention',
    why: "Raman no. 226: Jupiter the 5th lord (Leo or Scorpio rising) and the Sun in a friendly sign or better; PyJHora reads the friend's sign from its natural-friendship table, the service from the compound friendship",
    holds: (f) => (f.lagna === 4 || f.lagna === 7) && DIGNITY[SUN]![f.sign[SUN]!]! >= 3,
  },
  grihanasa: {
    cause: 'pyjhora-error',
    why: "Raman no. 191: the 4th lord in the 12th aspected by malefics; grihanasa_yoga_191_from_jd_place passes the chart's benefics as its malefics",
    holds: (f) => { const l4 = houseLord(f, 4); return f.sign[l4] === mod12(f.lagna + 11) && aspecting(f, l4).some((p) => f.benefics.includes(p)); },
  },
  bharati: {
    cause: 'pyjhora-error',
    why: "Raman no. 29: the navamsa dispositor of the 2nd, 5th or 11th lord exalted and joined with the 9th lord; PyJHora's exaltation test passes an own sign too (its table's ranks from exaltation up)",
    holds: (f) => {
      const l9 = houseLord(f, 9);
      return [2, 5, 11].map((h) => SIGN_LORD[f.navamsa[houseLord(f, h)]!]!).some((d) => f.sign[d] === f.sign[l9] && DIGNITY[d]![f.sign[d]!]! >= 4);
    },
  },
  vasumati: {
    cause: 'convention',
    why: "Phaladeepika ch. 6: the benefics in upachayas (3rd, 6th, 10th, 11th) from the lagna or from the Moon; the service takes Mercury, Jupiter and Venus all from one of the two, PyJHora lets each benefic (the waxing Moon and Mercury by its rule included) be counted from either",
    holds: (f) => f.benefics.every((b) => [2, 5, 9, 10].some((h) => f.sign[b] === mod12(f.lagna + h) || f.sign[b] === mod12(f.sign[MOON]! + h))),
  },
  'bhaga-chumbana': {
    cause: 'pyjhora-error',
    why: "Raman no. 240: the 7th lord in the 4th with Venus, or the lagna lord debilitated in the rashi or the navamsa; PyJHora's rashi test (utils.is_planet_in_debilitation) passes only a graha within 1° of its deepest debilitation, Venus as 7th lord (Aries rising) in the 4th counts as joined by itself, and Scorpio and Aquarius rising take their stronger co-lord (Ketu, Rahu)",
    holds: (f) => {
      const l1 = houseLord(f, 1), l7 = houseLord(f, 7), fourth = mod12(f.lagna + 3);
      return (f.sign[l7] === fourth && f.sign[VENUS] === fourth) || debilitated(f, l1) || DIGNITY[l1]![f.navamsa[l1]!] === 0;
    },
  },
  durmukha: {
    cause: 'pyjhora-error',
    why: "Raman no. 168: malefics in the 2nd and its lord joined with a malefic or debilitated; durmukha_yoga_from_jd_place asks method 1 (no. 168), but the calculation ignores the method and also passes no. 169, a malefic 2nd lord in an enemy's or its debilitation navamsa with a malefic there",
    holds: (f) => {
      const l2 = houseLord(f, 2), second = mod12(f.lagna + 1);
      if (f.malefics.some((m) => f.sign[m] === second) && (f.malefics.some((m) => m !== l2 && f.sign[m] === f.sign[l2]) || DIGNITY[l2]![f.sign[l2]!] === 0)) return true;
      return f.malefics.includes(l2) && DIGNITY[l2]![f.navamsa[l2]!]! <= 1 && f.malefics.some((m) => m !== l2 && f.navamsa[m] === f.navamsa[l2]);
    },
  },
  vishaprayoga: {
    cause: 'pyjhora-error',
    why: "Raman no. 176: malefics in and aspecting the 2nd, its lord in a cruel navamsa and aspected by malefics; PyJHora takes the aspect on the 2nd by rasi drishti and, for the lord, reads the malefics it aspects (aspected_planets_of_the_planet) instead of those aspecting it",
    holds: (f) => {
      const second = mod12(f.lagna + 1), l2 = lord(f, second);
      return f.malefics.some((m) => f.sign[m] === second) && f.malefics.some((m) => rasiAspecting(f, second).includes(m))
        && [SUN, MARS, SATURN].includes(navamsaLord(f, f.navamsa[l2]!)) && f.malefics.some((m) => aspectedBy(f, l2).includes(m));
    },
  },
  garuda: {
    cause: 'pyjhora-error',
    why: "Raman no. 66: the navamsa dispositor of the Moon exalted, a day birth with the Moon waxing; PyJHora's daytime test adds the zone twice to the birth hour (utils.jd_to_local of a local Julian day), so a pre-dawn birth east of Greenwich is a day birth, and its exaltation test passes an own sign too",
    holds: (f) => {
      const tithi = Math.floor(normalizeDegrees(f.longitude[MOON]! - f.longitude[SUN]!) / 12) + 1;
      const d = navamsaLord(f, f.navamsa[MOON]!);
      return tithi < 15 && f.daytime && DIGNITY[d]![f.sign[d]!]! >= 4;
    },
  },
  'sada-sanchara': {
    cause: 'convention',
    why: "Raman no. 117: the lagna lord or the lord of the sign it occupies in a movable sign; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu), as lagna lord and as dispositor",
    holds: (f) => { const l1 = houseLord(f, 1); return f.sign[l1]! % 3 === 0 || f.sign[lord(f, f.sign[l1]!)]! % 3 === 0; },
  },
  'matrunasa-navamsa': {
    cause: 'convention',
    why: "Raman no. 199: the navamsa dispositor of the 4th lord's navamsa dispositor in the 6th, 8th or 12th; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu), in the rashi for the 4th lord and in the navamsa for the two dispositors",
    holds: (f) => {
      const first = navamsaLord(f, f.navamsa[houseLord(f, 4)]!);
      const last = navamsaLord(f, f.navamsa[first]!);
      return [5, 7, 11].includes(mod12(f.sign[last]! - f.lagna));
    },
  },
  'daridra-dusthana': {
    cause: 'convention',
    why: "Raman no. 148: the lagna lord in a dusthana with a malefic, joined or aspected by the 2nd or 7th lord; PyJHora also takes rasi drishti between the lagna lord and those lords, counts its own malefics (the waning Moon, Mercury by company) and gives Scorpio and Aquarius their stronger co-lord",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      if (![5, 7, 11].includes(mod12(f.sign[l1]! - f.lagna)) || !f.malefics.some((m) => m !== l1 && f.sign[m] === f.sign[l1])) return false;
      return [houseLord(f, 2), houseLord(f, 7)].some((t) => f.sign[t] === f.sign[l1] || aspectedBy(f, t).includes(l1) || rasiAspecting(f, f.sign[t]!).includes(l1));
    },
  },
  'yukti-samanvita-vagmi': {
    cause: 'pyjhora-error',
    why: "Raman no. 154: the 2nd lord with a benefic in a kendra or trikona, or exalted and joined with Jupiter; PyJHora's exaltation test passes an own sign too and Jupiter as 2nd lord counts as joined with itself, so Jupiter lording the 2nd in Sagittarius, Cancer or Pisces always gives it; it also counts its own benefics (the waxing Moon, Mercury by company) and gives Scorpio and Aquarius their stronger co-lord",
    holds: (f) => {
      const l2 = houseLord(f, 2);
      const withBenefic = trinesAndKendras(f.lagna).includes(f.sign[l2]!) && f.benefics.some((b) => b !== l2 && f.sign[b] === f.sign[l2]);
      return withBenefic || (DIGNITY[l2]![f.sign[l2]!]! >= 4 && f.sign[JUPITER] === f.sign[l2]);
    },
  },
  mahabhagya: {
    cause: 'pyjhora-error',
    why: "BPHS ch. 36 and Raman no. 25: a man born by day with the lagna, the Sun and the Moon in odd signs, or a woman born by night with them in even signs; get_yoga_details passes the divisional chart factor (1) as mahabhagya_yoga_from_jd_place's third argument, its gender, so PyJHora reads every chart as a woman's (the comparison does the same), and its daytime test adds the zone twice to the birth hour (utils.jd_to_local of a local Julian day)",
    holds: (f) => !f.daytime && [f.lagna, f.sign[SUN]!, f.sign[MOON]!].every((s) => s % 2 === 1),
  },
  putramooladdhana: {
    cause: 'convention',
    why: "Raman no. 139: the strong 2nd lord with the 5th lord or Jupiter, the lagna lord in vaiseshikamsa; PyJHora's strong 2nd lord is exalted or in its own sign, the service's one not debilitated, combust or in a dusthana (the vaiseshikamsa, which the service does not compute, decides none of these births)",
    holds: (f) => { const l2 = houseLord(f, 2); return DIGNITY[l2]![f.sign[l2]!]! >= 4 && (f.sign[l2] === f.sign[houseLord(f, 5)] || f.sign[JUPITER] === f.sign[l2]); },
  },
  shatrumooladdhana: {
    cause: 'convention',
    why: "Raman no. 140: the strong 2nd lord with the 6th lord or Mars, the strong lagna lord in vaiseshikamsa; PyJHora's strong 2nd lord is exalted or in its own sign, the service's one not debilitated, combust or in a dusthana, and the vaiseshikamsa PyJHora reads and the service does not compute decides the birth left",
    holds: (f) => { const l2 = houseLord(f, 2); return DIGNITY[l2]![f.sign[l2]!]! >= 4 && (f.sign[l2] === f.sign[houseLord(f, 6)] || f.sign[MARS] === f.sign[l2]); },
  },
  vahana: {
    cause: 'convention',
    why: "Raman no. 209: the lagna lord in the 4th, 9th or 11th; PyJHora gives Scorpio and Aquarius rising their stronger co-lord (Ketu, Rahu) as lagna lord",
    holds: (f) => [3, 8, 10].includes(mod12(f.sign[houseLord(f, 1)]! - f.lagna)),
  },
  aputra: {
    cause: 'convention',
    why: "Raman no. 224: the 5th lord in a dusthana; PyJHora gives Scorpio and Aquarius in the 5th their stronger co-lord (Ketu, Rahu)",
    holds: (f) => [5, 7, 11].includes(mod12(f.sign[houseLord(f, 5)]! - f.lagna)),
  },
  'eka-putra': {
    cause: 'convention',
    why: "Raman no. 225: the 5th lord in a kendra or trikona; PyJHora gives Scorpio and Aquarius in the 5th their stronger co-lord (Ketu, Rahu)",
    holds: (f) => trinesAndKendras(f.lagna).includes(f.sign[houseLord(f, 5)]!),
  },
  kemadruma: {
    cause: 'convention',
    why: "BPHS ch. 37 and Raman no. 5: no graha but the Sun (and the nodes) in the 2nd or 12th from the Moon, cancelled by a star-planet with the Moon or in a kendra from the lagna or the Moon; PyJHora counts the nodes beside and with the Moon, and any graha but the Moon (the Sun and the nodes included) in a kendra from the lagna, not from the Moon",
    holds: (f) => {
      const s = f.sign[MOON]!;
      const nearMoon = NINE.filter((p) => p !== SUN && p !== MOON && [s, mod12(s + 1), mod12(s - 1)].includes(f.sign[p]!));
      return nearMoon.length === 0 && NINE.every((p) => p === MOON || !kendrasOf(f.lagna).includes(f.sign[p]!));
    },
  },
  'sareera-soukhya': {
    cause: 'convention',
    why: "Raman no. 108: the lagna lord, Jupiter or Venus in a kendra; PyJHora gives Scorpio and Aquarius rising their stronger co-lord (Ketu, Rahu) as lagna lord",
    holds: (f) => [houseLord(f, 1), JUPITER, VENUS].some((p) => kendrasOf(f.lagna).includes(f.sign[p]!)),
  },
  dehapushti: {
    cause: 'convention',
    why: "Raman no. 109: the lagna lord in a movable sign aspected by a benefic; dehapushti_yoga_from_jd_place passes no benefics, so PyJHora takes Jupiter, Venus and Mercury alone or with them (yoga._get_natural_benefics), never the waxing Moon, and gives Scorpio and Aquarius rising their stronger co-lord",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      return f.sign[l1]! % 3 === 0 && staticBenefics(f).some((b) => aspecting(f, l1).includes(b));
    },
  },
  dehasthoulya: {
    cause: 'convention',
    why: "Raman no. 114: the lagna lord and the lord of its navamsa in watery signs; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu), in the rashi for the lagna lord and in the navamsa for its dispositor",
    holds: (f) => { const l1 = houseLord(f, 1); return [3, 7, 11].includes(f.sign[l1]!) && [3, 7, 11].includes(f.sign[navamsaLord(f, f.navamsa[l1]!)]!); },
  },
  'krisanga-navamsa': {
    cause: 'convention',
    why: "Raman no. 113: the navamsa lagna owned by a dry planet (the Sun, Mars, Saturn) and malefics in the lagna; PyJHora gives a Scorpio or Aquarius navamsa lagna its stronger co-lord in the navamsa (Ketu, Rahu), which is not dry",
    holds: (f) => {
      const d9Lagna = Math.floor(f.lagnaLongitude / (30 / 9)) % 12;
      return [SUN, MARS, SATURN].includes(navamsaLord(f, d9Lagna)) && f.malefics.some((m) => f.sign[m] === f.lagna);
    },
  },
  'grihanasa-navamsa': {
    cause: 'convention',
    why: "Raman no. 192: the lord of the 4th lord's navamsa in the 12th; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu), in the rashi for the 4th lord and in the navamsa for its dispositor",
    holds: (f) => f.sign[navamsaLord(f, f.navamsa[houseLord(f, 4)]!)] === mod12(f.lagna + 11),
  },
  'matru-deerghayu': {
    cause: 'pyjhora-error',
    why: "Raman no. 196: a benefic in the 4th, the 4th lord exalted and the Moon strong; PyJHora's exaltation test passes an own sign too (its table's ranks from exaltation up), and it reads the strong Moon as exalted or in its own sign, the service as not debilitated, combust or in a dusthana",
    holds: (f) => {
      const fourth = mod12(f.lagna + 3), l4 = lord(f, fourth);
      return f.benefics.some((b) => f.sign[b] === fourth) && DIGNITY[l4]![f.sign[l4]!]! >= 4 && DIGNITY[MOON]![f.sign[MOON]!]! >= 4;
    },
  },
  'kalanirdesat-putra': {
    cause: 'pyjhora-error',
    why: "Raman no. 227: Jupiter in the 5th and the 5th lord joined with Venus; PyJHora compares the 5th lord's sign with Venus's, so Venus as 5th lord (Gemini or Capricorn rising) counts as joined with itself",
    holds: (f) => { const fifth = mod12(f.lagna + 4); return f.sign[JUPITER] === fifth && f.sign[lord(f, fifth)] === f.sign[VENUS]; },
  },
  vrana: {
    cause: 'convention',
    why: "Raman no. 265: the 6th lord, a malefic, in the lagna, 8th or 10th; PyJHora gives Scorpio and Aquarius in the 6th their stronger co-lord (Ketu, Rahu)",
    holds: (f) => { const l6 = houseLord(f, 6); return f.malefics.includes(l6) && [0, 7, 9].includes(mod12(f.sign[l6]! - f.lagna)); },
  },
  bandhana: {
    cause: 'convention',
    why: "Raman no. 271: the lagna and 6th lords together with Saturn, Rahu or Ketu in a kendra or trikona; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu), and a node so made lord is the node the rule asks for",
    holds: (f) => {
      const l1 = houseLord(f, 1), s = f.sign[l1]!;
      return f.sign[houseLord(f, 6)] === s && [SATURN, RAHU, KETU].some((p) => f.sign[p] === s) && trinesAndKendras(f.lagna).includes(s);
    },
  },
  'matibhramana-kendra': {
    cause: 'pyjhora-error',
    why: "Raman no. 294: the Moon and Mercury in kendras, aspected by or joined with other grahas; PyJHora's code (_mathibhramana_yoga_294_calculation) asks only the aspect, not the conjunction its docstring names",
    holds: (f) => [MOON, MERCURY].every((p) => kendrasOf(f.lagna).includes(f.sign[p]!) && aspecting(f, p).length > 0),
  },
  'raja-bhanga': {
    cause: 'pyjhora-error',
    why: "Raman no. 298: Leo rising, Saturn exalted in a debilitated navamsa or aspected by benefics; PyJHora's exaltation test passes an own sign too (is_planet_in_exalation takes every rank from exaltation up), so Saturn in Capricorn or Aquarius counts",
    holds: (f) => f.lagna === 4 && DIGNITY[SATURN]![f.sign[SATURN]!]! >= 4 && (f.navamsa[SATURN] === 0 || f.benefics.some((b) => aspecting(f, SATURN).includes(b))),
  },
  kalatramooladdhana: {
    cause: 'convention',
    why: "Raman no. 141: the strong 2nd lord joined or aspected by the 7th lord and Venus, the lagna lord strong; PyJHora's strong is exalted or own for both lords (the service: not debilitated, combust or in a dusthana), the aspect read from the graha aspected (aspected_planets_of_the_planet, here the right way), and Scorpio and Aquarius go to their stronger co-lord",
    holds: (f) => {
      const l1 = houseLord(f, 1), l2 = houseLord(f, 2), l7 = houseLord(f, 7);
      if (DIGNITY[l1]![f.sign[l1]!]! < 4 || DIGNITY[l2]![f.sign[l2]!]! < 4) return false;
      return (f.sign[l7] === f.sign[l2] && f.sign[VENUS] === f.sign[l2]) || (aspectedBy(f, l7).includes(l2) && aspectedBy(f, VENUS).includes(l2));
    },
  },
  'daridra-8th': {
    cause: 'convention',
    why: "Raman no. 147: the lagna lord in the 8th joined or aspected by the 2nd or 7th lord; PyJHora also takes rasi drishti between them and gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu); the birth left turns on its choice of the co-lord of Aquarius, which the restatement does not follow",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      if (f.sign[l1] !== mod12(f.lagna + 7)) return false;
      return [houseLord(f, 2), houseLord(f, 7)].some((t) => f.sign[t] === f.sign[l1] || aspectedBy(f, t).includes(l1) || rasiAspecting(f, f.sign[t]!).includes(l1));
    },
  },
  jada: {
    cause: 'convention',
    why: "Raman (yogas of the 2nd house): the 2nd lord in the 10th with malefics, or the Sun and Mandi in the 2nd; PyJHora gives Aquarius in the 2nd its stronger co-lord (Rahu) (the Mandi clause, which the service does not compute, decides none of these births)",
    holds: (f) => { const l2 = houseLord(f, 2), tenth = mod12(f.lagna + 9); return f.sign[l2] === tenth && f.malefics.some((m) => m !== l2 && f.sign[m] === tenth); },
  },
  'nishkapata-lagna-lord': {
    cause: 'pyjhora-error',
    why: "Raman no. 206: the lagna lord in the 4th joined or aspected by a benefic, or in parvatamsa or uttamamsa; PyJHora counts a benefic lagna lord as joined by itself, reads the benefics the lagna lord aspects (aspected_planets_of_the_planet), and its parvatamsa or uttamamsa, a vaiseshikamsa the service does not compute, gives the birth left",
    holds: (f) => {
      const l1 = houseLord(f, 1);
      return f.sign[l1] === mod12(f.lagna + 3) && f.benefics.some((b) => f.sign[b] === f.sign[l1] || aspectedBy(f, l1).includes(b));
    },
  },
  'pitru-sapa': {
    cause: 'pyjhora-error',
    why: "Raman no. 216: the Sun in the 5th, debilitated or in a Capricorn or Aquarius navamsa, and hemmed between malefics; PyJHora takes any one of the three (it returns on debilitation and joins the rest with or), so the Sun in the 5th hemmed by malefics, or in such a navamsa, is enough",
    holds: (f) => {
      const s = f.sign[SUN]!;
      const hemmed = [mod12(s - 1), mod12(s + 1)].every((x) => inSign(f, x).some((p) => f.malefics.includes(p)));
      return s === mod12(f.lagna + 4) && (DIGNITY[SUN]![s] === 0 || f.navamsa[SUN] === 9 || f.navamsa[SUN] === 10 || hemmed);
    },
  },
  dhatrutwa: {
    cause: 'pyjhora-error',
    why: "Raman no. 243: the 9th lord exalted and aspected by a benefic, a benefic in the 9th; PyJHora's exaltation test passes an own sign too (its table's ranks from exaltation up), so a 9th lord in its own sign counts",
    holds: (f) => {
      const ninth = mod12(f.lagna + 8), l9 = lord(f, ninth);
      return DIGNITY[l9]![f.sign[l9]!]! >= 4 && f.benefics.some((b) => aspecting(f, l9).includes(b)) && f.benefics.some((b) => f.sign[b] === ninth);
    },
  },
  'matibhramana-12th': {
    cause: 'pyjhora-error',
    why: "Raman no. 293: Saturn in the 12th with the waning Moon; PyJHora asks Saturn in the 12th and the Moon waning, wherever the Moon is",
    holds: (f) => f.sign[SATURN] === mod12(f.lagna + 11) && Math.floor(normalizeDegrees(f.longitude[MOON]! - f.longitude[SUN]!) / 12) + 1 > 15,
  },
  parvata: {
    cause: 'pyjhora-error',
    why: "Raman no. 14 and BPHS ch. 36: benefics in the kendras, none but benefics there, and the 7th and 8th free of malefics; PyJHora lets the kendras be empty (its comment says the tradition asks them occupied), so a chart with every kendra empty has Parvata",
    holds: (f) => [...kendrasOf(f.lagna), mod12(f.lagna + 7)].every((s) => inSign(f, s).every((p) => f.benefics.includes(p))),
  },
  kalanidhi: {
    cause: 'pyjhora-error',
    why: "Raman no. 49: Jupiter in the 2nd or 5th, joined or aspected by Mercury and Venus, in a sign of Mercury or Venus; PyJHora's test of Venus joining Jupiter compares Jupiter's sign with itself, and its sign test names Jupiter for Venus, so Jupiter with Mercury in the 2nd or 5th is enough",
    holds: (f) => {
      const j = f.sign[JUPITER]!;
      if (![mod12(f.lagna + 1), mod12(f.lagna + 4)].includes(j)) return false;
      const mercuryJoins = f.sign[MERCURY] === j;
      return (mercuryJoins || aspectedBy(f, MERCURY).includes(JUPITER)) && ([MERCURY, JUPITER].includes(SIGN_LORD[j]!) || mercuryJoins);
    },
  },
  vajra: {
    cause: 'convention',
    why: "Nabhasa Vajra (BPHS ch. 35): the benefics in the lagna and 7th, the malefics in the 4th and 10th; PyJHora reads it by presence (Jupiter or Venus in each of the lagna and 7th, a malefic, the nodes included, in each of the 4th and 10th), wherever the other grahas are",
    holds: (f) => {
      const has = (list: number[], h: number) => list.some((p) => f.sign[p] === mod12(f.lagna + h));
      return has([JUPITER, VENUS], 0) && has([JUPITER, VENUS], 6) && has([SUN, MARS, SATURN, RAHU, KETU], 3) && has([SUN, MARS, SATURN, RAHU, KETU], 9);
    },
  },
  yava: {
    cause: 'convention',
    why: "Nabhasa Yava (BPHS ch. 35): the malefics in the lagna and 7th, the benefics in the 4th and 10th; PyJHora reads it by presence (a malefic, the nodes included, in each of the lagna and 7th, Jupiter or Venus in each of the 4th and 10th), wherever the other grahas are",
    holds: (f) => {
      const has = (list: number[], h: number) => list.some((p) => f.sign[p] === mod12(f.lagna + h));
      return has([SUN, MARS, SATURN, RAHU, KETU], 0) && has([SUN, MARS, SATURN, RAHU, KETU], 6) && has([JUPITER, VENUS], 3) && has([JUPITER, VENUS], 9);
    },
  },
  shakti: {
    cause: 'convention',
    why: "Nabhasa Shakti (BPHS ch. 35): the seven grahas in the four houses from the 7th; the service asks each of the four occupied, PyJHora only that none is elsewhere",
    holds: (f) => [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN].every((p) => [6, 7, 8, 9].includes(mod12(f.sign[p]! - f.lagna))),
  },
  matsya: {
    cause: 'convention',
    why: "Raman no. 53 (the service): malefics in the lagna and 9th, benefics and malefics in the 5th, malefics alone in the 4th and 8th; matsya_yoga_from_jd_place defaults to its method 2 (PVR's reading), benefics alone in the lagna and 9th",
    holds: (f) => {
      const there = (h: number) => inSign(f, mod12(f.lagna + h));
      const only = (h: number, list: readonly number[]) => there(h).length > 0 && there(h).every((p) => list.includes(p));
      return only(0, f.benefics) && only(8, f.benefics) && there(4).some((p) => f.benefics.includes(p)) && there(4).some((p) => f.malefics.includes(p))
        && only(3, f.malefics) && only(7, f.malefics);
    },
  },
  jaya: {
    cause: 'convention',
    why: "Raman no. 58: the 6th lord debilitated and the 10th lord deeply exalted; PyJHora reads deeply exalted as within 1° of the deepest exaltation, the service as in the exaltation sign",
    holds: (f) => {
      const l10 = houseLord(f, 10), l6 = houseLord(f, 6);
      const deep = l10 >= RAHU ? DIGNITY[l10]![f.sign[l10]!]! >= 4 : Math.abs(f.longitude[l10]! - DEEP_EXALTATION[l10]!) <= 1;
      return deep && DIGNITY[l6]![f.sign[l6]!] === 0;
    },
  },
  gandharva: {
    cause: 'pyjhora-error',
    why: "Raman no. 60: the 10th lord in the 3rd, 7th or 11th, the lagna lord with Jupiter, the Sun exalted and strong, the Moon in the 9th; PyJHora's default method asks Jupiter's aspect on the lagna sign instead of the lagna lord joined or aspected by Jupiter (its docstring), and passes the Sun in its own sign as exalted",
    holds: (f) => [2, 6, 10].includes(mod12(f.sign[houseLord(f, 10)]! - f.lagna)) && aspectsSigns(f, JUPITER).includes(f.lagna)
      && DIGNITY[SUN]![f.sign[SUN]!]! >= 4 && f.sign[MOON] === mod12(f.lagna + 8),
  },
  'balya-dhana': {
    cause: 'convention',
    why: "Raman no. 135: the 2nd and 10th lords together in a kendra, aspected by the lord of the lagna lord's navamsa; PyJHora gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu), in the rashi for the three lords and in the navamsa for the dispositor",
    holds: (f) => {
      const l2 = houseLord(f, 2), l10 = houseLord(f, 10), d = navamsaLord(f, f.navamsa[houseLord(f, 1)]!);
      return f.sign[l2] === f.sign[l10] && kendrasOf(f.lagna).includes(f.sign[l2]!) && aspecting(f, l2).includes(d) && aspecting(f, l10).includes(d);
    },
  },
  netranasa: {
    cause: 'convention',
    why: "Raman (yogas of the 2nd house): the 10th, 6th and 2nd lords in the lagna, or, as PyJHora's docstring adds, in neechamsa; the service evaluates the first clause, PyJHora also the second, read as the three lords debilitated in the rashi, with Scorpio and Aquarius given their stronger co-lord",
    holds: (f) => {
      const lords = [houseLord(f, 10), houseLord(f, 6), houseLord(f, 2)];
      return lords.every((p) => f.sign[p] === f.lagna) || lords.every((p) => DIGNITY[p]![f.sign[p]!] === 0);
    },
  },
  'datta-putra': {
    cause: 'pyjhora-error',
    why: "Raman no. 222: Mars and Saturn in the 5th, the lagna lord in a sign of Mercury and joined or aspected by Mercury; PyJHora takes any one of the last three, tests the sign by comparing the lagna lord's id with Gemini's and Virgo's sign numbers (so Mars or Venus as lagna lord passes), and counts Mercury as lagna lord joined with itself",
    holds: (f) => {
      const fifth = mod12(f.lagna + 4), l1 = houseLord(f, 1);
      return f.sign[MARS] === fifth && f.sign[SATURN] === fifth && (f.sign[l1] === f.sign[MERCURY] || aspectedBy(f, MERCURY).includes(l1) || l1 === MARS || l1 === VENUS);
    },
  },
  putranasa: {
    cause: 'pyjhora-error',
    why: "Raman no. 229: Rahu in the 5th, the 5th lord joined with a malefic, Jupiter debilitated; PyJHora counts a malefic 5th lord as joined with itself, and gives Scorpio and Aquarius their stronger co-lord (Ketu, Rahu)",
    holds: (f) => {
      const fifth = mod12(f.lagna + 4), l5 = lord(f, fifth);
      return f.sign[RAHU] === fifth && DIGNITY[JUPITER]![f.sign[JUPITER]!] === 0 && f.malefics.some((m) => f.sign[m] === f.sign[l5]);
    },
  },
  apakeerti: {
    cause: 'not-computed',
    why: "Raman no. 244: the Sun and Saturn in the 10th, in malefic amsas or aspected by malefics; PyJHora reads the amsas as their navamsa lords and their shashtiamsas (cruel deities), which the service does not compute and which decide this birth",
  },
  durmarana: {
    cause: 'not-computed',
    why: "Raman no. 274: the Moon, aspected by the lagna lord, in a dusthana with Saturn, Mandi or Rahu; PyJHora computes Mandi's sign (drik.maandi_longitude), which the service does not compute and which decides this birth",
  },
  'matibhramana-saturn': {
    cause: 'pyjhora-error',
    why: "Raman no. 292: Saturn in the lagna and Mars in the 5th, 7th or 9th; PyJHora counts those houses as lagna index + 4, 6 or 8 without wrapping past Pisces, so from a late lagna the houses that fall in the next round are missed",
    holds: (f) => f.sign[SATURN] === f.lagna && [4, 6, 8].map((h) => f.lagna + h).includes(f.sign[MARS]!),
  },
  'vanchana-chora-bheethi': {
    cause: 'not-computed',
    why: "Raman no. 11 also names Gulika (in a trikona, or with kendra or trikona lords); PyJHora computes Gulika's sign and the service has no Gulika",
  },
  swaveeryaddhana: {
    cause: 'not-computed',
    why: "Raman nos. 130–132 add vaiseshikamsa (the count of vargas in good dignity over the sixteen divisions); PyJHora reads it from its shodasavarga and the service does not compute vaiseshikamsa",
  },
};
