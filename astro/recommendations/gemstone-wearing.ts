/**
 * How a gemstone is worn: the finger, metal, weekday, hour, beej mantra and deity of its planet, taken from the
 * reference tables (data/grahas.ts, data/gemstones.ts, data/dasha-interpretation.ts) in English and Hindi. An
 * upratna is worn as its ratna.
 */
import type { GrahaId } from '../chart/placement.ts';
import { GRAHA_REMEDIES } from '../../data/dasha-interpretation.ts';
import { FINGER_WORDS, type GemstoneId, METAL_WORDS, WEARING_TIME, gemstoneById } from '../../data/gemstones.ts';
import { grahaById, type WeekdayIndex } from '../../data/grahas.ts';
import type { Text } from '../../data/text.ts';

/** How a stone is worn (the ratna's planet decides; an upratna is worn as its ratna). */
export interface GemstoneWearing {
  readonly stone: GemstoneId;
  readonly planet: GrahaId;
  /** The graha's finger (data/grahas.ts) in both languages. */
  readonly finger: Text;
  /** The graha's metal (data/grahas.ts) in both languages. */
  readonly metal: Text;
  /** 0 = Sunday … 6 = Saturday: the graha's weekday; Rahu and Ketu take their GRAHA_REMEDIES day. */
  readonly day: WeekdayIndex;
  readonly time: Text;
  /** The graha's beej mantra (data/grahas.ts). */
  readonly mantra: { readonly devanagari: string; readonly latin: string };
  /** The graha's presiding deity, to be worshipped when the stone is put on (data/grahas.ts). */
  readonly deity: Text;
}

/** How a gemstone is worn: finger, metal, day, time, mantra and deity of its planet. */
export function gemstoneWearing(stone: GemstoneId): GemstoneWearing {
  const planet = gemstoneById(stone).planet;
  const graha = grahaById(planet);
  const remedy = GRAHA_REMEDIES.find((entry) => entry.graha === planet) as (typeof GRAHA_REMEDIES)[number];
  return {
    stone,
    planet,
    finger: { en: graha.finger, ...FINGER_WORDS[graha.finger] },
    metal: { en: graha.metal, ...METAL_WORDS[graha.metal] },
    day: graha.weekday ?? remedy.fastDay,
    time: WEARING_TIME,
    mantra: graha.beejMantra,
    deity: graha.deity,
  };
}
