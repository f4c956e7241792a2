/**
 * Panchaka, in its two meanings.
 *
 * (a) The panchak period: the Moon in Dhanishta 3rd pada through Revati, i.e. sidereal Moon in Kumbha and
 *     Meena (300°–360°), about five days a month. It is named by the weekday on which it starts.
 *     Sources: Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; a panchak starting on
 *     Wednesday or Thursday has no special name and carries only the five general prohibitions
 *     (https://bejandaruwalla.com/blogs/astrology/know-what-is-panchak-and-the-types-of-panchak,
 *     https://www.livehindustan.com/astrology/story-know-what-is-panchak-and-its-types-2470816.html; the
 *     Sunday and Tuesday names also at https://kannada.asianetnews.com/amp/gallery/festivals/roga-panchaka-august-2025-health-accident-warning-suh-y1g7hok).
 *     The five works avoided in every panchak (cremation without the remedial rite, travel southward, making a
 *     bed or cot, gathering wood, grass or fuel, roofing or building a house):
 *     https://html.pdfcookie.com/02/2019/11/10/ylj9p9kp3n23/ylj9p9kp3n23.html.
 *
 * (b) Panchaka rahita, the muhurta filter: (tithi + weekday + nakshatra + lagna) mod 9; remainder 1 Mrityu,
 *     2 Agni, 4 Raja, 6 Chora, 8 Roga panchaka are faults, 0, 3, 5, 7 are free of panchaka
 *     (https://jyotishyakaradeepika.com/2019/07/blog-post.html). Counting chosen here, as on that page:
 *     tithi counted from the start of its paksha (1–15, Purnima and Amavasya both 15), weekday Sunday = 1 …
 *     Saturday = 7, nakshatra Ashwini = 1 … Revati = 27, lagna Aries = 1 … Pisces = 12. PyJHora's
 *     `panchaka_rahitha()` uses tithi 1–30 plus one instead, which gives different remainders in Krishna
 *     paksha. When each fault matters follows the verse "rogam chauram tyajed ratrau diva rajagni-panchakam,
 *     ubhayoh sandhyayor mrityum, anyakale na ninditam": Roga and Chora at night, Raja and Agni by day, Mrityu
 *     at both twilights.
 */
import type { WeekdayIndex } from './grahas.ts';

export type PanchakaSeverity = 'none' | 'low' | 'medium' | 'high';

/** The five works avoided throughout any panchak period. */
export const PANCHAK_PROHIBITED_WORKS = [
  'Cremation without the panchak remedial rite',
  'Travel towards the south',
  'Making a bed or cot',
  'Gathering wood, grass or fuel',
  'Roofing or building a house',
] as const;

/** Sidereal longitude, degrees, where the panchak period begins (Dhanishta pada 3 = 0° Aquarius). */
export const PANCHAK_START_DEG = 300;

/** The panchak period named by the weekday (0 = Sunday) on which the Moon enters Aquarius. */
export const PANCHAK_BY_WEEKDAY = [
  { weekday: 0, id: 'roga', en: 'Roga Panchak', hi: 'रोग पंचक', isAuspicious: false, severity: 'high',
    description: 'Starts on Sunday: five days of physical and mental ailments; no auspicious work is begun.' },
  { weekday: 1, id: 'raja', en: 'Raja Panchak', hi: 'राज पंचक', isAuspicious: true, severity: 'low',
    description: 'Starts on Monday: favourable for government work and property dealings; the five panchak prohibitions still apply.' },
  { weekday: 2, id: 'agni', en: 'Agni Panchak', hi: 'अग्नि पंचक', isAuspicious: false, severity: 'high',
    description: 'Starts on Tuesday: fear of fire; construction and work with tools or machinery are avoided, court matters may be pursued.' },
  { weekday: 3, id: 'panchak', en: 'Panchak', hi: 'पंचक', isAuspicious: false, severity: 'low',
    description: 'Starts on Wednesday: no named fault; only the five panchak prohibitions apply.' },
  { weekday: 4, id: 'panchak', en: 'Panchak', hi: 'पंचक', isAuspicious: false, severity: 'low',
    description: 'Starts on Thursday: no named fault; only the five panchak prohibitions apply.' },
  { weekday: 5, id: 'chora', en: 'Chora Panchak', hi: 'चोर पंचक', isAuspicious: false, severity: 'medium',
    description: 'Starts on Friday: travel, transactions and business deals are avoided for fear of loss and theft.' },
  { weekday: 6, id: 'mrityu', en: 'Mrityu Panchak', hi: 'मृत्यु पंचक', isAuspicious: false, severity: 'high',
    description: 'Starts on Saturday: the most troublesome panchak, with danger of injury, accident and dispute; no risky work.' },
] as const satisfies readonly {
  weekday: WeekdayIndex; id: string; en: string; hi: string; isAuspicious: boolean; severity: PanchakaSeverity;
  description: string;
}[];

/** Remainders 0–8 of the panchaka rahita sum, each with its fault (or none). */
export const PANCHAKA_REMAINDERS = [
  { remainder: 0, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: 'Free of panchaka: the time is fit for the work in hand.' },
  { remainder: 1, id: 'mrityu', en: 'Mrityu Panchaka', hi: 'मृत्यु पंचक', isAuspicious: false, severity: 'high',
    avoidAt: 'twilights', description: 'Danger to life; most to be avoided at dawn and dusk twilight.' },
  { remainder: 2, id: 'agni', en: 'Agni Panchaka', hi: 'अग्नि पंचक', isAuspicious: false, severity: 'high',
    avoidAt: 'day', description: 'Danger from fire; most to be avoided by day.' },
  { remainder: 3, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: 'Free of panchaka: the time is fit for the work in hand.' },
  { remainder: 4, id: 'raja', en: 'Raja Panchaka', hi: 'राज पंचक', isAuspicious: false, severity: 'medium',
    avoidAt: 'day', description: 'Trouble from authorities; most to be avoided by day.' },
  { remainder: 5, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: 'Free of panchaka: the time is fit for the work in hand.' },
  { remainder: 6, id: 'chora', en: 'Chora Panchaka', hi: 'चोर पंचक', isAuspicious: false, severity: 'medium',
    avoidAt: 'night', description: 'Danger of theft and loss; most to be avoided at night.' },
  { remainder: 7, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: 'Free of panchaka: the time is fit for the work in hand.' },
  { remainder: 8, id: 'roga', en: 'Roga Panchaka', hi: 'रोग पंचक', isAuspicious: false, severity: 'medium',
    avoidAt: 'night', description: 'Danger of illness; most to be avoided at night.' },
] as const satisfies readonly {
  remainder: number; id: string; en: string; hi: string; isAuspicious: boolean; severity: PanchakaSeverity;
  avoidAt: 'day' | 'night' | 'twilights' | null; description: string;
}[];

export type PanchakByWeekday = (typeof PANCHAK_BY_WEEKDAY)[number];
export type PanchakaRemainder = (typeof PANCHAKA_REMAINDERS)[number];
