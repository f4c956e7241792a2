/**
 * The twelve signs (rashis) of the zodiac, one record per sign.
 *
 * Sources:
 * - English path values, Sanskrit names and Western date ranges: the interface spec, "Supported signs" table
 *   (ranges "as published"; they are the tropical Sun-sign ranges used by newspaper horoscopes).
 * - Lords, elements (tattva), modality (chara/sthira/dvisvabhava) and gender (odd = male, even = female):
 *   Brihat Parashara Hora Shastra ch. 4 (Rashi swarupa); the same lists are in PyJHora `const.py`
 *   (`_house_owners_list`, `fire_signs`…, `movable_signs`…).
 * - Co-lords of Scorpio (Ketu) and Aquarius (Rahu), used by Jaimini Char dasha: PyJHora
 *   `const.houses_of_rahu_kethu` and K.N. Rao's Char dasha rule (see jyotish-definitions.md).
 * - Footedness (odd-footed Ar Ta Ge Li Sc Sg, even-footed Cn Le Vi Cp Aq Pi): PyJHora
 *   `const.odd_footed_signs`/`even_footed_signs`, used by the K.N. Rao Char dasha direction rule.
 * - Hindi names: the usual Devanagari spellings of Hindi almanacs (कुंभ is also written कुम्भ).
 * - Names in the seven other languages: each region's rashi names (Malayalam Medam, Edavam … Chingam; Tamil
 *   Mesham, Rishabam …; Marathi Tula as Tul); Tamil and Malayalam checked against PyJHora's language tables
 *   (`src/jhora/lang/list_values_ta.txt`, `list_values_ml.txt`), docs/languages.md.
 */
import type { GrahaId } from './grahas.ts';
import { type Lang, named } from './text.ts';

/** Tattva of a sign; fire Ar Le Sg, earth Ta Vi Cp, air Ge Li Aq, water Cn Sc Pi. */
export type SignElement = 'fire' | 'earth' | 'air' | 'water';
/** Chara (movable), sthira (fixed), dvisvabhava (dual). */
export type SignModality = 'movable' | 'fixed' | 'dual';
/** Jaimini footedness of a sign (Char dasha direction and year counting). */
export type SignFootedness = 'odd' | 'even';
export type SignGender = 'male' | 'female';

/** A calendar day of the Western sun-sign range (month 1–12, day 1–31). */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

interface SignRecord {
  readonly id: string;
  readonly number: number;
  readonly en: string;
  readonly sanskrit: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly lord: GrahaId;
  readonly coLord: GrahaId | null;
  readonly element: SignElement;
  readonly modality: SignModality;
  readonly footedness: SignFootedness;
  readonly gender: SignGender;
  readonly westernRange: { readonly label: string; readonly start: MonthDay; readonly end: MonthDay };
}

/** Signs in zodiacal order; `number` is 1-based (1 = Aries … 12 = Pisces). */
export const SIGNS = [
  {
    id: 'aries', number: 1, en: 'Aries', sanskrit: 'Mesh', hi: 'मेष', ta: 'மேஷம்', te: 'మేషం', kn: 'ಮೇಷ', ml: 'മേടം', mr: 'मेष', bn: 'মেষ', gu: 'મેષ', lord: 'mars', coLord: null,
    element: 'fire', modality: 'movable', footedness: 'odd', gender: 'male',
    westernRange: { label: 'Mar 21 - Apr 19', start: { month: 3, day: 21 }, end: { month: 4, day: 19 } },
  },
  {
    id: 'taurus', number: 2, en: 'Taurus', sanskrit: 'Vrishabha', hi: 'वृषभ', ta: 'ரிஷபம்', te: 'వృషభం', kn: 'ವೃಷಭ', ml: 'ഇടവം', mr: 'वृषभ', bn: 'বৃষ', gu: 'વૃષભ', lord: 'venus', coLord: null,
    element: 'earth', modality: 'fixed', footedness: 'odd', gender: 'female',
    westernRange: { label: 'Apr 20 - May 20', start: { month: 4, day: 20 }, end: { month: 5, day: 20 } },
  },
  {
    id: 'gemini', number: 3, en: 'Gemini', sanskrit: 'Mithun', hi: 'मिथुन', ta: 'மிதுனம்', te: 'మిథునం', kn: 'ಮಿಥುನ', ml: 'മിഥുനം', mr: 'मिथुन', bn: 'মিথুন', gu: 'મિથુન', lord: 'mercury', coLord: null,
    element: 'air', modality: 'dual', footedness: 'odd', gender: 'male',
    westernRange: { label: 'May 21 - Jun 20', start: { month: 5, day: 21 }, end: { month: 6, day: 20 } },
  },
  {
    id: 'cancer', number: 4, en: 'Cancer', sanskrit: 'Karka', hi: 'कर्क', ta: 'கடகம்', te: 'కర్కాటకం', kn: 'ಕರ್ಕಾಟಕ', ml: 'കർക്കടകം', mr: 'कर्क', bn: 'কর্কট', gu: 'કર્ક', lord: 'moon', coLord: null,
    element: 'water', modality: 'movable', footedness: 'even', gender: 'female',
    westernRange: { label: 'Jun 21 - Jul 22', start: { month: 6, day: 21 }, end: { month: 7, day: 22 } },
  },
  {
    id: 'leo', number: 5, en: 'Leo', sanskrit: 'Simha', hi: 'सिंह', ta: 'சிம்மம்', te: 'సింహం', kn: 'ಸಿಂಹ', ml: 'ചിങ്ങം', mr: 'सिंह', bn: 'সিংহ', gu: 'સિંહ', lord: 'sun', coLord: null,
    element: 'fire', modality: 'fixed', footedness: 'even', gender: 'male',
    westernRange: { label: 'Jul 23 - Aug 22', start: { month: 7, day: 23 }, end: { month: 8, day: 22 } },
  },
  {
    id: 'virgo', number: 6, en: 'Virgo', sanskrit: 'Kanya', hi: 'कन्या', ta: 'கன்னி', te: 'కన్య', kn: 'ಕನ್ಯಾ', ml: 'കന്നി', mr: 'कन्या', bn: 'কন্যা', gu: 'કન્યા', lord: 'mercury', coLord: null,
    element: 'earth', modality: 'dual', footedness: 'even', gender: 'female',
    westernRange: { label: 'Aug 23 - Sep 22', start: { month: 8, day: 23 }, end: { month: 9, day: 22 } },
  },
  {
    id: 'libra', number: 7, en: 'Libra', sanskrit: 'Tula', hi: 'तुला', ta: 'துலாம்', te: 'తుల', kn: 'ತುಲಾ', ml: 'തുലാം', mr: 'तूळ', bn: 'তুলা', gu: 'તુલા', lord: 'venus', coLord: null,
    element: 'air', modality: 'movable', footedness: 'odd', gender: 'male',
    westernRange: { label: 'Sep 23 - Oct 22', start: { month: 9, day: 23 }, end: { month: 10, day: 22 } },
  },
  {
    id: 'scorpio', number: 8, en: 'Scorpio', sanskrit: 'Vrishchika', hi: 'वृश्चिक', ta: 'விருச்சிகம்', te: 'వృశ్చికం', kn: 'ವೃಶ್ಚಿಕ', ml: 'വൃശ്ചികം', mr: 'वृश्चिक', bn: 'বৃশ্চিক', gu: 'વૃશ્ચિક', lord: 'mars', coLord: 'ketu',
    element: 'water', modality: 'fixed', footedness: 'odd', gender: 'female',
    westernRange: { label: 'Oct 23 - Nov 21', start: { month: 10, day: 23 }, end: { month: 11, day: 21 } },
  },
  {
    id: 'sagittarius', number: 9, en: 'Sagittarius', sanskrit: 'Dhanu', hi: 'धनु', ta: 'தனுசு', te: 'ధనుస్సు', kn: 'ಧನು', ml: 'ധനു', mr: 'धनु', bn: 'ধনু', gu: 'ધન', lord: 'jupiter', coLord: null,
    element: 'fire', modality: 'dual', footedness: 'odd', gender: 'male',
    westernRange: { label: 'Nov 22 - Dec 21', start: { month: 11, day: 22 }, end: { month: 12, day: 21 } },
  },
  {
    id: 'capricorn', number: 10, en: 'Capricorn', sanskrit: 'Makar', hi: 'मकर', ta: 'மகரம்', te: 'మకరం', kn: 'ಮಕರ', ml: 'മകരം', mr: 'मकर', bn: 'মকর', gu: 'મકર', lord: 'saturn', coLord: null,
    element: 'earth', modality: 'movable', footedness: 'even', gender: 'female',
    westernRange: { label: 'Dec 22 - Jan 19', start: { month: 12, day: 22 }, end: { month: 1, day: 19 } },
  },
  {
    id: 'aquarius', number: 11, en: 'Aquarius', sanskrit: 'Kumbha', hi: 'कुंभ', ta: 'கும்பம்', te: 'కుంభం', kn: 'ಕುಂಭ', ml: 'കുംഭം', mr: 'कुंभ', bn: 'কুম্ভ', gu: 'કુંભ', lord: 'saturn', coLord: 'rahu',
    element: 'air', modality: 'fixed', footedness: 'even', gender: 'male',
    westernRange: { label: 'Jan 20 - Feb 18', start: { month: 1, day: 20 }, end: { month: 2, day: 18 } },
  },
  {
    id: 'pisces', number: 12, en: 'Pisces', sanskrit: 'Meen', hi: 'मीन', ta: 'மீனம்', te: 'మీనం', kn: 'ಮೀನ', ml: 'മീനം', mr: 'मीन', bn: 'মীন', gu: 'મીન', lord: 'jupiter', coLord: null,
    element: 'water', modality: 'dual', footedness: 'even', gender: 'female',
    westernRange: { label: 'Feb 19 - Mar 20', start: { month: 2, day: 19 }, end: { month: 3, day: 20 } },
  },
] as const satisfies readonly SignRecord[];

export type Sign = (typeof SIGNS)[number];
/** Lowercase English sign name, the path value of the spec ('aries' … 'pisces'). */
export type SignId = Sign['id'];
/** 1-based sign number (1 = Aries … 12 = Pisces). */
export type SignNumber = Sign['number'];

/** Sign ids in zodiacal order. */
export const SIGN_IDS: readonly SignId[] = SIGNS.map((sign) => sign.id);

/** Width of one sign in degrees of ecliptic longitude. */
export const SIGN_SPAN_DEG = 30;

const SIGN_BY_ID: ReadonlyMap<string, Sign> = new Map(SIGNS.map((sign) => [sign.id, sign]));

/** True when `value` is one of the twelve sign ids (use at boundaries to narrow a string). */
export function isSignId(value: string): value is SignId {
  return SIGN_BY_ID.has(value);
}

/** The sign record of an id. */
export function signById(id: SignId): Sign {
  return SIGN_BY_ID.get(id) as Sign;
}

/**
 * The sign of a 1-based number; `null` when `n` is not an integer 1–12.
 * @param n sign number, 1 = Aries … 12 = Pisces
 */
export function signByNumber(n: number): Sign | null {
  return Number.isInteger(n) && n >= 1 && n <= 12 ? (SIGNS[n - 1] as Sign) : null;
}

/**
 * The name of a sign in a language, as the spec writes it ("Aries"; "मेष" in Hindi).
 * @param n sign number, 1 = Aries … 12 = Pisces
 * @param lang 'en' (the default) or 'hi'
 * @throws RangeError when `n` is not an integer 1–12 (the engine's sign numbers always are)
 */
export function signName(n: number, lang: Lang = 'en'): string {
  const sign = signByNumber(n);
  if (sign === null) throw new RangeError(`Sign ${n} is not an integer 1–12`);
  return named(sign, lang);
}

/**
 * The sign containing an ecliptic longitude (any frame: pass a sidereal longitude for a rashi, a tropical one
 * for a Western sign).
 * @param longitudeDeg degrees, any real value (reduced modulo 360)
 */
export function signAtLongitude(longitudeDeg: number): Sign {
  const remainder = longitudeDeg % 360;
  const reduced = remainder < 0 ? remainder + 360 : remainder;
  return SIGNS[Math.min(11, Math.floor(reduced / SIGN_SPAN_DEG))] as Sign;
}

/**
 * The sign counted `steps` signs from `from` in zodiacal order, inclusive counting as jyotish does:
 * `signCountedFrom('aries', 1)` is Aries, `signCountedFrom('aries', 9)` is Sagittarius; negative or large
 * counts wrap around the zodiac.
 */
export function signCountedFrom(from: SignId, steps: number): Sign {
  const index = (((signById(from).number - 1 + steps - 1) % 12) + 12) % 12;
  return SIGNS[index] as Sign;
}

/**
 * The Western (tropical, newspaper) sun sign for a calendar day, by the published ranges of the spec.
 * The ranges tile the year; the caller validates the day (an impossible day such as 2-30 is not rejected).
 * @param month 1–12
 * @param day 1–31
 */
export function westernSignOfDate(month: number, day: number): Sign {
  const key = month * 100 + day;
  for (const sign of SIGNS) {
    const start = sign.westernRange.start.month * 100 + sign.westernRange.start.day;
    const end = sign.westernRange.end.month * 100 + sign.westernRange.end.day;
    if (start <= end && key >= start && key <= end) return sign;
  }
  return signById('capricorn');
}
