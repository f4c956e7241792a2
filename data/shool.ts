/**
 * Travel directions to avoid (shool) and the Moon's dwelling direction (Chandra nivas / Chandra vasa).
 *
 * Sources (see /work/shared/reference/jyotish-definitions.md, "Nivas and shool"):
 * - Disha (vara) shool: PyJHora `const.disha_shool_map`; Nemichandra Shastri, Bharatiya Jyotish
 *   (https://jainqq.org/pagetext/Bharatiya_Jyotish/002676/493): Monday and Saturday east, Thursday south,
 *   Sunday and Friday west, Tuesday and Wednesday north. Hindi almanacs add corner directions
 *   (https://sanatanpur.blogspot.com/2023/06/blog-post_04.html); only the cardinal ones are kept here.
 * - Remedy when the journey cannot wait (what to eat or do before leaving): the list quoted from Pandit
 *   Nilesh Shastri by Zee News Rajasthan
 *   (http://international.zeenews.com/hindi/india/rajasthan/jaipur/avoid-all-auspicious-work-during-rahu-kaal-attention-on-disha-shool-for-success/898036):
 *   Sunday betel leaf or ghee, Monday look in a mirror or drink milk, Tuesday jaggery, Wednesday coriander or
 *   sesame, Thursday cumin or curd, Friday curd, Saturday ginger or urad. https://www.aboutdays.com/calendar/dishashul-in-hindi-148.html
 *   gives barley for Friday and sesame for Thursday.
 * - Shool is not considered for a journey that returns the same day (https://astrokaushal.com/2013/02/09968550003_8357.html).
 * - Nakshatra shool: Jyeshtha east, Purva Bhadrapada south, Rohini west, Uttara Phalguni north (Bharatiya
 *   Jyotish, same page).
 * - Chandra nivas by the Moon's sidereal sign: fire signs east, earth south, air west, water north
 *   (sanatanpur page above; birthastro.com shows "Moon Nivas: SOUTH" with the Moon in Capricorn on Delhi
 *   2021-12-08). The Moon in front of or to the right of the traveller is auspicious, behind or to the left
 *   adverse (same page); the results follow the yatra verse "sammukhe arthalabhaya dakshine sukhasampadah,
 *   prishthatah prananashaya vame chandre dhanakshayah".
 * - A journey home needs no shool check (Zee News Rajasthan,
 *   https://zeenews.india.com/hindi/india/rajasthan/jaipur/vastu-tip-importance-of-disha-shool-never-travel-in-wrong-direction-on-this-day/1133438).
 */
import type { WeekdayIndex } from './grahas.ts';
import type { NakshatraId } from './nakshatras.ts';
import type { SignElement } from './signs.ts';

export const DIRECTIONS = [
  { id: 'east', en: 'East', hi: 'पूर्व' },
  { id: 'south', en: 'South', hi: 'दक्षिण' },
  { id: 'west', en: 'West', hi: 'पश्चिम' },
  { id: 'north', en: 'North', hi: 'उत्तर' },
] as const;
export type Direction = (typeof DIRECTIONS)[number];
export type DirectionId = Direction['id'];

/** One record per weekday (0 = Sunday): the direction to avoid and the traditional remedy. */
export const DISHA_SHOOL = [
  { weekday: 0, direction: 'west', remedy: 'Eat a betel leaf (paan) or a little ghee before setting out.' },
  { weekday: 1, direction: 'east', remedy: 'Look into a mirror or drink milk before setting out.' },
  { weekday: 2, direction: 'north', remedy: 'Eat jaggery (gur) before setting out.' },
  { weekday: 3, direction: 'north', remedy: 'Eat coriander or sesame seeds before setting out.' },
  { weekday: 4, direction: 'south', remedy: 'Eat cumin or curd before setting out.' },
  { weekday: 5, direction: 'west', remedy: 'Eat curd before setting out.' },
  { weekday: 6, direction: 'east', remedy: 'Eat ginger or urad dal before setting out.' },
] as const satisfies readonly { weekday: WeekdayIndex; direction: DirectionId; remedy: string }[];

/** Nakshatras during which travel in one direction is avoided. */
export const NAKSHATRA_SHOOL = [
  { nakshatra: 'jyeshtha', direction: 'east' },
  { nakshatra: 'purva-bhadrapada', direction: 'south' },
  { nakshatra: 'rohini', direction: 'west' },
  { nakshatra: 'uttara-phalguni', direction: 'north' },
] as const satisfies readonly { nakshatra: NakshatraId; direction: DirectionId }[];

/** The direction the Moon dwells in, by the element of its sidereal sign. */
export const CHANDRA_NIVAS = [
  { element: 'fire', direction: 'east' },
  { element: 'earth', direction: 'south' },
  { element: 'air', direction: 'west' },
  { element: 'water', direction: 'north' },
] as const satisfies readonly { element: SignElement; direction: DirectionId }[];

/** How the Moon's dwelling direction sits for a traveller, and whether that is auspicious. */
export const CHANDRA_NIVAS_RELATIONS = [
  { id: 'front', isAuspicious: true, en: 'The Moon is ahead of the traveller: gain of wealth.' },
  { id: 'right', isAuspicious: true, en: 'The Moon is on the right of the traveller: happiness and prosperity.' },
  { id: 'behind', isAuspicious: false, en: 'The Moon is behind the traveller: danger to life.' },
  { id: 'left', isAuspicious: false, en: 'The Moon is on the left of the traveller: loss of money.' },
] as const;

/** Rule that waives shool, stated with every shool answer. */
export const SHOOL_WAIVER =
  'Shool is not considered for a journey that returns home the same day; a journey home is never restricted.';

export function directionById(id: DirectionId): Direction {
  return DIRECTIONS.find((direction) => direction.id === id) as Direction;
}
