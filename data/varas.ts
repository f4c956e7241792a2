/**
 * The seven varas (weekdays), one record per day; the Vedic weekday changes at sunrise, not at midnight.
 *
 * Sources: names and lords, Surya Siddhanta ch. 12 (the lord of the first hora of the day names the day);
 * index 0 = Sunday as JavaScript's `Date.prototype.getUTCDay` and PyJHora's `vaara` count.
 * - Names in the seven other languages: the weekday names of each language (Tamil Nyayitrukkizhamai …, Malayalam
 *   Nyayarazhcha …, Bengali Brihaspatibar for Thursday); Tamil and Malayalam identical to PyJHora's language
 *   tables (`src/jhora/lang/list_values_ta.txt`, `list_values_ml.txt`), docs/languages.md.
 */
import type { WeekdayIndex, WeekdayLordId } from './grahas.ts';

interface VaraRecord {
  /** 0 = Sunday … 6 = Saturday. */
  readonly index: WeekdayIndex;
  readonly en: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly sanskrit: string;
  readonly lord: WeekdayLordId;
}

export const VARAS = [
  { index: 0, en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிற்றுக்கிழமை', te: 'ఆదివారం', kn: 'ಭಾನುವಾರ', ml: 'ഞായറാഴ്ച', mr: 'रविवार', bn: 'রবিবার', gu: 'રવિવાર', sanskrit: 'Ravivara', lord: 'sun' },
  { index: 1, en: 'Monday', hi: 'सोमवार', ta: 'திங்கட்கிழமை', te: 'సోమవారం', kn: 'ಸೋಮವಾರ', ml: 'തിങ്കളാഴ്ച', mr: 'सोमवार', bn: 'সোমবার', gu: 'સોમવાર', sanskrit: 'Somavara', lord: 'moon' },
  { index: 2, en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்க்கிழமை', te: 'మంగళవారం', kn: 'ಮಂಗಳವಾರ', ml: 'ചൊവ്വാഴ്ച', mr: 'मंगळवार', bn: 'মঙ্গলবার', gu: 'મંગળવાર', sanskrit: 'Mangalavara', lord: 'mars' },
  { index: 3, en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்கிழமை', te: 'బుధవారం', kn: 'ಬುಧವಾರ', ml: 'ബുധനാഴ്ച', mr: 'बुधवार', bn: 'বুধবার', gu: 'બુધવાર', sanskrit: 'Budhavara', lord: 'mercury' },
  { index: 4, en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழக்கிழமை', te: 'గురువారం', kn: 'ಗುರುವಾರ', ml: 'വ്യാഴാഴ്ച', mr: 'गुरुवार', bn: 'বৃহস্পতিবার', gu: 'ગુરુવાર', sanskrit: 'Guruvara', lord: 'jupiter' },
  { index: 5, en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளிக்கிழமை', te: 'శుక్రవారం', kn: 'ಶುಕ್ರವಾರ', ml: 'വെള്ളിയാഴ്ച', mr: 'शुक्रवार', bn: 'শুক্রবার', gu: 'શુક્રવાર', sanskrit: 'Shukravara', lord: 'venus' },
  { index: 6, en: 'Saturday', hi: 'शनिवार', ta: 'சனிக்கிழமை', te: 'శనివారం', kn: 'ಶನಿವಾರ', ml: 'ശനിയാഴ്ച', mr: 'शनिवार', bn: 'শনিবার', gu: 'શનિવાર', sanskrit: 'Shanivara', lord: 'saturn' },
] as const satisfies readonly VaraRecord[];

export type Vara = (typeof VARAS)[number];

/** The vara of a weekday index (0 = Sunday … 6 = Saturday). */
export function varaByIndex(index: WeekdayIndex): Vara {
  return VARAS[index];
}

/** True when `value` is an integer 0–6 (use at boundaries to narrow a number). */
export function isWeekdayIndex(value: number): value is WeekdayIndex {
  return Number.isInteger(value) && value >= 0 && value <= 6;
}
