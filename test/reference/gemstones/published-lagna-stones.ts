/**
 * Published "gemstone for your lagna / sign" tables, as printed. Each row names the sign, the stones the source
 * lists for it (mapped to this service's ids: "Red Ruby" → ruby, "Topaz"/"Pukhraj" → yellow-sapphire,
 * "Sapphire"/"Neelam" under Saturn's signs → blue-sapphire, "Moonstone" → moonstone) and where it was read. Nothing
 * here was produced by this service.
 */
import type { GemstoneId } from '../../../data/gemstones.ts';
import type { SignNumber } from '../../../data/signs.ts';

export interface PublishedLagnaStones {
  readonly sign: SignNumber;
  /** `lagna`: the table is for the ascendant; `sign`: for the sign (rashi or sun sign) by its ruling planet. */
  readonly basis: 'lagna' | 'sign';
  /** `list`: several stones, the lagna lord's and its trikona lords' among them; `single`: one stone. */
  readonly kind: 'list' | 'single';
  readonly stones: readonly GemstoneId[];
  readonly source: string;
}

const AP = 'astropeep.com/2017/lucky-gemstone-select-gemstone/ ("Best formula for Lucky Gemstone Consultation", rows 1–8)';
const AF = 'affirmeze.com/web-stories/birthstones-as-per-your-zodiac-sign/';
const TOI = 'Times of India, 6 Sep 2020, "How to pick the correct gemstone according to your zodiac sign" (Pankaj Khanna), as reprinted at news.elearningace.com';

export const PUBLISHED_LAGNA_STONES: readonly PublishedLagnaStones[] = [
  { sign: 1, basis: 'lagna', kind: 'list', stones: ['red-coral', 'ruby', 'yellow-sapphire', 'pearl', 'moonstone'], source: AP },
  { sign: 2, basis: 'lagna', kind: 'list', stones: ['emerald', 'diamond', 'blue-sapphire'], source: AP },
  { sign: 3, basis: 'lagna', kind: 'list', stones: ['emerald', 'diamond', 'blue-sapphire'], source: AP },
  { sign: 4, basis: 'lagna', kind: 'list', stones: ['pearl', 'moonstone', 'yellow-sapphire', 'red-coral'], source: AP },
  { sign: 5, basis: 'lagna', kind: 'list', stones: ['ruby', 'red-coral', 'yellow-sapphire'], source: AP },
  { sign: 6, basis: 'lagna', kind: 'list', stones: ['emerald', 'diamond', 'blue-sapphire'], source: AP },
  { sign: 7, basis: 'lagna', kind: 'list', stones: ['emerald', 'diamond', 'blue-sapphire'], source: AP },
  { sign: 8, basis: 'lagna', kind: 'list', stones: ['red-coral', 'yellow-sapphire', 'ruby', 'pearl', 'moonstone'], source: AP },
  { sign: 1, basis: 'sign', kind: 'single', stones: ['red-coral'], source: AF },
  { sign: 2, basis: 'sign', kind: 'single', stones: ['diamond'], source: AF },
  { sign: 3, basis: 'sign', kind: 'single', stones: ['emerald'], source: AF },
  { sign: 4, basis: 'sign', kind: 'single', stones: ['pearl'], source: AF },
  { sign: 5, basis: 'sign', kind: 'single', stones: ['ruby'], source: AF },
  { sign: 6, basis: 'sign', kind: 'single', stones: ['emerald'], source: AF },
  { sign: 7, basis: 'sign', kind: 'single', stones: ['diamond'], source: AF },
  { sign: 8, basis: 'sign', kind: 'single', stones: ['red-coral'], source: AF },
  { sign: 9, basis: 'sign', kind: 'single', stones: ['yellow-sapphire'], source: `${AF} ("a topaz … or pukhraj")` },
  { sign: 10, basis: 'sign', kind: 'single', stones: ['blue-sapphire'], source: AF },
  { sign: 11, basis: 'sign', kind: 'single', stones: ['blue-sapphire'], source: `${AF} ("a sapphire or neelam")` },
  { sign: 12, basis: 'sign', kind: 'single', stones: ['yellow-sapphire'], source: 'p-hindi.webdunia.com/astrology/zodiac/pisces/lstn.htm (मीन: पुखराज)' },
  { sign: 1, basis: 'sign', kind: 'single', stones: ['red-coral'], source: TOI },
  { sign: 2, basis: 'sign', kind: 'single', stones: ['diamond'], source: TOI },
  { sign: 3, basis: 'sign', kind: 'single', stones: ['emerald'], source: TOI },
  { sign: 4, basis: 'sign', kind: 'single', stones: ['pearl'], source: TOI },
  { sign: 5, basis: 'sign', kind: 'single', stones: ['ruby'], source: TOI },
  { sign: 10, basis: 'sign', kind: 'single', stones: ['blue-sapphire'], source: 'thevediccrystals.com, "Astrological Gemstone for Capricorn (Makar Rashi)": primary gemstone' },
  { sign: 1, basis: 'lagna', kind: 'single', stones: ['red-coral'], source: 'Tilak Raj, Remedies of Astrological Science ch. 5 (futuresamachar.com …-345/35): Mars, lagna lord of Aries, is the jeevana ratna' },
];
