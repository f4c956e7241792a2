/**
 * The seven varas (weekdays), one record per day; the Vedic weekday changes at sunrise, not at midnight.
 *
 * Sources: names and lords, Surya Siddhanta ch. 12 (the lord of the first hora of the day names the day);
 * index 0 = Sunday as JavaScript's `Date.prototype.getUTCDay` and PyJHora's `vaara` count.
 */
import type { WeekdayIndex, WeekdayLordId } from './grahas.ts';

interface VaraRecord {
  /** 0 = Sunday … 6 = Saturday. */
  readonly index: WeekdayIndex;
  readonly en: string;
  readonly hi: string;
  readonly sanskrit: string;
  readonly lord: WeekdayLordId;
}

export const VARAS = [
  { index: 0, en: 'Sunday', hi: 'रविवार', sanskrit: 'Ravivara', lord: 'sun' },
  { index: 1, en: 'Monday', hi: 'सोमवार', sanskrit: 'Somavara', lord: 'moon' },
  { index: 2, en: 'Tuesday', hi: 'मंगलवार', sanskrit: 'Mangalavara', lord: 'mars' },
  { index: 3, en: 'Wednesday', hi: 'बुधवार', sanskrit: 'Budhavara', lord: 'mercury' },
  { index: 4, en: 'Thursday', hi: 'गुरुवार', sanskrit: 'Guruvara', lord: 'jupiter' },
  { index: 5, en: 'Friday', hi: 'शुक्रवार', sanskrit: 'Shukravara', lord: 'venus' },
  { index: 6, en: 'Saturday', hi: 'शनिवार', sanskrit: 'Shanivara', lord: 'saturn' },
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
