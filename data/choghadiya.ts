/**
 * Choghadiya (Gauri panchangam): the day (sunrise → sunset) and the night (sunset → next sunrise) are each cut
 * into 8 equal parts, each named after one of seven types ruled by a graha.
 *
 * Sources (see /work/shared/reference/jyotish-definitions.md, "Choghadiya"):
 * - Tables: PyJHora `const.gauri_choghadiya_day_table` / `_night_table`; Monday day and night match
 *   https://www.bestastroguru.com/details/Monday-Chaughadia-538.htm and Saturday day matches
 *   https://10upon10.com/astrology/panchang/daypanchang.html.
 * - Rule behind the tables: the first day part is ruled by the weekday lord and the rulers follow the order
 *   Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars; the 8th part repeats the 1st
 *   (https://www.mypandit.com/choghadiya/amp/?city=Delhi&mpdate=2025-05-29). The night tables start from the
 *   lord of the 5th weekday counted from the day (Sunday night starts with Jupiter's Shubh) and step four
 *   weekdays at a time: Jupiter, Moon, Venus, Mars, Saturn, Mercury, Sun; the 8th part again repeats the 1st.
 *   test/data/choghadiya.test.ts checks both rules against the transcribed tables.
 * - Types: Amrit, Shubh, Labh good; Chal neutral; Udveg, Kaal, Rog bad (Chal is counted good for travel).
 *   `nature` in Hindi is data/words.ts `NATURE_WORDS`.
 * - Names in the seven other languages: the same seven names in each script, Marathi and Gujarati with their
 *   Kal (काळ, કાળ) and Gujarati's Chal (ચલ) as Gujarati choghadiya tables print them; Tamil's Gowri panchangam
 *   divides the day by other names and another order, so Tamil gives these types' names in Tamil letters
 *   (docs/languages.md).
 */
import type { WeekdayIndex, WeekdayLordId } from './grahas.ts';
import type { Names, Text, TextList } from './text.ts';

export const CHOGHADIYA_TYPES = [
  { id: 'udveg', en: 'Udveg', hi: 'उद्वेग', ta: 'உத்வேகம்', te: 'ఉద్వేగ', kn: 'ಉದ್ವೇಗ', ml: 'ഉദ്വേഗം', mr: 'उद्वेग', bn: 'উদ্বেগ', gu: 'ઉદ્વેગ', lord: 'sun', nature: 'bad',
    activities: { en: ['Government and official work'], hi: ['सरकारी और कार्यालयी कार्य'] },
    meaning: { en: 'Anxiety', hi: 'चिंता' } },
  { id: 'amrit', en: 'Amrit', hi: 'अमृत', ta: 'அமிர்தம்', te: 'అమృత', kn: 'ಅಮೃತ', ml: 'അമൃതം', mr: 'अमृत', bn: 'অমৃত', gu: 'અમૃત', lord: 'moon', nature: 'good',
    activities: { en: ['All auspicious work', 'Worship', 'Starting a business', 'Medicine'], hi: ['सभी शुभ कार्य', 'पूजा-पाठ', 'व्यापार आरंभ', 'औषधि'] },
    meaning: { en: 'Nectar', hi: 'अमृत' } },
  { id: 'rog', en: 'Rog', hi: 'रोग', ta: 'ரோகம்', te: 'రోగ', kn: 'ರೋಗ', ml: 'രോഗം', mr: 'रोग', bn: 'রোগ', gu: 'રોગ', lord: 'mars', nature: 'bad',
    activities: { en: ['Disputes and competition', 'Debt collection'], hi: ['विवाद और प्रतिस्पर्धा', 'ऋण वसूली'] },
    meaning: { en: 'Disease', hi: 'रोग' } },
  { id: 'labh', en: 'Labh', hi: 'लाभ', ta: 'லாபம்', te: 'లాభ', kn: 'ಲಾಭ', ml: 'ലാഭം', mr: 'लाभ', bn: 'লাভ', gu: 'લાભ', lord: 'mercury', nature: 'good',
    activities: { en: ['Trade and business', 'Education and learning', 'Financial dealings'], hi: ['व्यापार और कारोबार', 'शिक्षा और विद्या', 'आर्थिक लेन-देन'] },
    meaning: { en: 'Gain', hi: 'लाभ' } },
  { id: 'shubh', en: 'Shubh', hi: 'शुभ', ta: 'சுபம்', te: 'శుభ', kn: 'ಶುಭ', ml: 'ശുഭം', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ', lord: 'jupiter', nature: 'good',
    activities: { en: ['Marriage', 'Religious ceremonies', 'Education', 'Auspicious beginnings'], hi: ['विवाह', 'धार्मिक अनुष्ठान', 'शिक्षा', 'शुभ आरंभ'] },
    meaning: { en: 'Auspicious', hi: 'शुभ' } },
  { id: 'chal', en: 'Chal', hi: 'चल', ta: 'சலம்', te: 'చల', kn: 'ಚಲ', ml: 'ചലം', mr: 'चल', bn: 'চল', gu: 'ચલ', lord: 'venus', nature: 'neutral',
    activities: { en: ['Travel', 'Buying vehicles', 'Routine work'], hi: ['यात्रा', 'वाहन खरीदना', 'नियमित कामकाज'] },
    meaning: { en: 'Movement', hi: 'गति' } },
  { id: 'kaal', en: 'Kaal', hi: 'काल', ta: 'காலம்', te: 'కాల', kn: 'ಕಾಲ', ml: 'കാലം', mr: 'काळ', bn: 'কাল', gu: 'કાળ', lord: 'saturn', nature: 'bad',
    activities: { en: ['Repairs and machinery work', 'Clearing and demolition'], hi: ['मरम्मत और मशीनों के कार्य', 'सफाई और तोड़-फोड़'] },
    meaning: { en: 'Death', hi: 'मृत्यु' } },
] as const satisfies readonly ({
  id: string; lord: WeekdayLordId; nature: 'good' | 'bad' | 'neutral';
  activities: TextList; meaning: Text;
} & Names)[];

export type ChoghadiyaType = (typeof CHOGHADIYA_TYPES)[number];
export type ChoghadiyaId = ChoghadiyaType['id'];
export type ChoghadiyaNature = ChoghadiyaType['nature'];

type Eight = readonly [ChoghadiyaId, ChoghadiyaId, ChoghadiyaId, ChoghadiyaId,
  ChoghadiyaId, ChoghadiyaId, ChoghadiyaId, ChoghadiyaId];

/** One record per weekday (0 = Sunday): the 8 day parts and the 8 night parts in time order. */
export const CHOGHADIYA_TABLE = [
  { weekday: 0,
    day: ['udveg', 'chal', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg'],
    night: ['shubh', 'amrit', 'chal', 'rog', 'kaal', 'labh', 'udveg', 'shubh'] },
  { weekday: 1,
    day: ['amrit', 'kaal', 'shubh', 'rog', 'udveg', 'chal', 'labh', 'amrit'],
    night: ['chal', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'chal'] },
  { weekday: 2,
    day: ['rog', 'udveg', 'chal', 'labh', 'amrit', 'kaal', 'shubh', 'rog'],
    night: ['kaal', 'labh', 'udveg', 'shubh', 'amrit', 'chal', 'rog', 'kaal'] },
  { weekday: 3,
    day: ['labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'chal', 'labh'],
    night: ['udveg', 'shubh', 'amrit', 'chal', 'rog', 'kaal', 'labh', 'udveg'] },
  { weekday: 4,
    day: ['shubh', 'rog', 'udveg', 'chal', 'labh', 'amrit', 'kaal', 'shubh'],
    night: ['amrit', 'chal', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit'] },
  { weekday: 5,
    day: ['chal', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'chal'],
    night: ['rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'chal', 'rog'] },
  { weekday: 6,
    day: ['kaal', 'shubh', 'rog', 'udveg', 'chal', 'labh', 'amrit', 'kaal'],
    night: ['labh', 'udveg', 'shubh', 'amrit', 'chal', 'rog', 'kaal', 'labh'] },
] as const satisfies readonly { weekday: WeekdayIndex; day: Eight; night: Eight }[];

/** The choghadiya type record of an id. */
export function choghadiyaType(id: ChoghadiyaId): ChoghadiyaType {
  return CHOGHADIYA_TYPES.find((type) => type.id === id) as ChoghadiyaType;
}

/** The 8 day and 8 night choghadiya ids of a weekday (0 = Sunday), in time order from sunrise / sunset. */
export function choghadiyaOfWeekday(weekday: WeekdayIndex): { readonly day: Eight; readonly night: Eight } {
  return CHOGHADIYA_TABLE[weekday];
}
