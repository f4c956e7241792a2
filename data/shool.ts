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
 * - Hindi (`hi`, `remedy.hi`, the sentences): the same statements in Hindi, directions as almanacs name them.
 */
import type { WeekdayIndex } from './grahas.ts';
import type { NakshatraId } from './nakshatras.ts';
import type { SignElement } from './signs.ts';
import { type Lang, named, type Text } from './text.ts';

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
  { weekday: 0, direction: 'west', remedy: { en: 'Eat a betel leaf (paan) or a little ghee before setting out.',
    hi: 'यात्रा से पहले पान या थोड़ा घी खाएँ।' } },
  { weekday: 1, direction: 'east', remedy: { en: 'Look into a mirror or drink milk before setting out.',
    hi: 'यात्रा से पहले दर्पण देखें या दूध पिएँ।' } },
  { weekday: 2, direction: 'north', remedy: { en: 'Eat jaggery (gur) before setting out.',
    hi: 'यात्रा से पहले गुड़ खाएँ।' } },
  { weekday: 3, direction: 'north', remedy: { en: 'Eat coriander or sesame seeds before setting out.',
    hi: 'यात्रा से पहले धनिया या तिल खाएँ।' } },
  { weekday: 4, direction: 'south', remedy: { en: 'Eat cumin or curd before setting out.',
    hi: 'यात्रा से पहले जीरा या दही खाएँ।' } },
  { weekday: 5, direction: 'west', remedy: { en: 'Eat curd before setting out.',
    hi: 'यात्रा से पहले दही खाएँ।' } },
  { weekday: 6, direction: 'east', remedy: { en: 'Eat ginger or urad dal before setting out.',
    hi: 'यात्रा से पहले अदरक या उड़द की दाल खाएँ।' } },
] as const satisfies readonly { weekday: WeekdayIndex; direction: DirectionId; remedy: Text }[];
export type DishaShool = (typeof DISHA_SHOOL)[number];

/** The disha shool record of a weekday (0 = Sunday). */
export function dishaShoolByWeekday(weekday: WeekdayIndex): DishaShool {
  return DISHA_SHOOL[weekday];
}

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

/**
 * How the Moon's dwelling direction sits for a traveller, and whether that is auspicious. Each sentence names
 * the traveller once (`the traveller`, `यात्री`), where `nivasShoolDescription` writes in the heading.
 */
export const CHANDRA_NIVAS_RELATIONS = [
  { id: 'front', isAuspicious: true, en: 'The Moon is ahead of the traveller: gain of wealth.',
    hi: 'चंद्रमा यात्री के सामने है: धन लाभ।' },
  { id: 'right', isAuspicious: true, en: 'The Moon is on the right of the traveller: happiness and prosperity.',
    hi: 'चंद्रमा यात्री के दाईं ओर है: सुख और समृद्धि।' },
  { id: 'behind', isAuspicious: false, en: 'The Moon is behind the traveller: danger to life.',
    hi: 'चंद्रमा यात्री के पीछे है: प्राणों को संकट।' },
  { id: 'left', isAuspicious: false, en: 'The Moon is on the left of the traveller: loss of money.',
    hi: 'चंद्रमा यात्री के बाईं ओर है: धन हानि।' },
] as const;
export type ChandraNivasRelation = (typeof CHANDRA_NIVAS_RELATIONS)[number];

/** Rule that waives shool, stated with every shool answer, in both languages. */
export const SHOOL_WAIVER_TEXT = {
  en: 'Shool is not considered for a journey that returns home the same day; a journey home is never restricted.',
  hi: 'उसी दिन घर लौट आने वाली यात्रा में शूल का विचार नहीं किया जाता; घर लौटने की यात्रा पर कोई रोक नहीं होती।',
} as const satisfies Text;

/** Rule that waives shool, in English. */
export const SHOOL_WAIVER = SHOOL_WAIVER_TEXT.en;

/** What the nivas-shool sentence is made of; every name comes with its Hindi. */
export interface NivasShoolParts {
  /** The day's disha shool direction. */
  readonly shool: Direction;
  /** The day's vara (its `en`/`hi` names). */
  readonly vara: { readonly en: string; readonly hi: string };
  /** Chandra nivas: the direction the Moon dwells in. */
  readonly moonNivas: Direction;
  /** The Moon's sidereal sign (its `en`/`hi` names). */
  readonly moonSign: { readonly en: string; readonly hi: string };
  /** Where the Moon sits for a traveller heading towards the shool direction. */
  readonly relation: ChandraNivasRelation;
}

/**
 * The disha shool, the Moon's dwelling and what it means for a traveller heading towards the barred
 * direction, as one description: "Disha shool: setting out towards the North on Wednesday is inauspicious. The
 * Moon dwells in the South (Chandra nivas, Moon in Capricorn). The Moon is behind a traveller heading north:
 * danger to life."
 */
export function nivasShoolDescription(parts: NivasShoolParts, lang: Lang): string {
  const { shool, vara, moonNivas, moonSign, relation } = parts;
  if (lang === 'hi') {
    return `दिशा शूल: ${vara.hi} को ${shool.hi} दिशा की यात्रा अशुभ है। ` +
      `चंद्रमा का निवास ${moonNivas.hi} दिशा में है (चंद्र निवास, चंद्रमा ${moonSign.hi} राशि में)। ` +
      relation.hi.replace('यात्री', `${shool.hi} की ओर जाने वाले यात्री`);
  }
  return `Disha shool: setting out towards the ${shool.en} on ${vara.en} is inauspicious. ` +
    `The Moon dwells in the ${moonNivas.en} (Chandra nivas, Moon in ${moonSign.en}). ` +
    relation.en.replace('the traveller', `a traveller heading ${shool.en.toLowerCase()}`);
}

/** The remedy of a weekday's disha shool followed by the waiver rule. */
export function shoolRecommendation(weekday: WeekdayIndex, lang: Lang): string {
  const record = dishaShoolByWeekday(weekday);
  return `${named(record.remedy, lang)} ${named(SHOOL_WAIVER_TEXT, lang)}`;
}

export function directionById(id: DirectionId): Direction {
  return DIRECTIONS.find((direction) => direction.id === id) as Direction;
}
