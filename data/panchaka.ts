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
 *
 * Hindi (`hi`, `description.hi`): the almanac names (रोग पंचक …) and the same statements in Hindi; `severity`
 * in Hindi is data/words.ts `SEVERITY_WORDS`.
 */
import type { WeekdayIndex } from './grahas.ts';
import type { Text } from './text.ts';

export type PanchakaSeverity = 'none' | 'low' | 'medium' | 'high';

/** The five works avoided throughout any panchak period. */
export const PANCHAK_PROHIBITED_WORKS = [
  { id: 'cremation', en: 'Cremation without the panchak remedial rite', hi: 'पंचक शांति विधि के बिना दाह संस्कार' },
  { id: 'southward-travel', en: 'Travel towards the south', hi: 'दक्षिण दिशा की यात्रा' },
  { id: 'bed-making', en: 'Making a bed or cot', hi: 'पलंग या चारपाई बनवाना' },
  { id: 'gathering-fuel', en: 'Gathering wood, grass or fuel', hi: 'लकड़ी, घास या ईंधन इकट्ठा करना' },
  { id: 'roofing', en: 'Roofing or building a house', hi: 'छत डालना या घर बनवाना' },
] as const satisfies readonly { id: string; en: string; hi: string }[];

/** Sidereal longitude, degrees, where the panchak period begins (Dhanishta pada 3 = 0° Aquarius). */
export const PANCHAK_START_DEG = 300;

/** The panchak period named by the weekday (0 = Sunday) on which the Moon enters Aquarius. */
export const PANCHAK_BY_WEEKDAY = [
  { weekday: 0, id: 'roga', en: 'Roga Panchak', hi: 'रोग पंचक', isAuspicious: false, severity: 'high',
    description: { en: 'Starts on Sunday: five days of physical and mental ailments; no auspicious work is begun.',
    hi: 'रविवार से आरंभ: पाँच दिन शारीरिक और मानसिक रोगों का भय; कोई शुभ कार्य आरंभ नहीं किया जाता।' } },
  { weekday: 1, id: 'raja', en: 'Raja Panchak', hi: 'राज पंचक', isAuspicious: true, severity: 'low',
    description: { en: 'Starts on Monday: favourable for government work and property dealings; the five panchak prohibitions still apply.',
    hi: 'सोमवार से आरंभ: सरकारी कार्य और संपत्ति के लेन-देन के लिए अनुकूल; पंचक के पाँच निषेध फिर भी लागू रहते हैं।' } },
  { weekday: 2, id: 'agni', en: 'Agni Panchak', hi: 'अग्नि पंचक', isAuspicious: false, severity: 'high',
    description: { en: 'Starts on Tuesday: fear of fire; construction and work with tools or machinery are avoided, court matters may be pursued.',
    hi: 'मंगलवार से आरंभ: अग्नि का भय; निर्माण और औजार या मशीनों के कार्य वर्जित, न्यायालय के मामले चलाए जा सकते हैं।' } },
  { weekday: 3, id: 'panchak', en: 'Panchak', hi: 'पंचक', isAuspicious: false, severity: 'low',
    description: { en: 'Starts on Wednesday: no named fault; only the five panchak prohibitions apply.',
    hi: 'बुधवार से आरंभ: कोई विशेष दोष नहीं; केवल पंचक के पाँच निषेध लागू होते हैं।' } },
  { weekday: 4, id: 'panchak', en: 'Panchak', hi: 'पंचक', isAuspicious: false, severity: 'low',
    description: { en: 'Starts on Thursday: no named fault; only the five panchak prohibitions apply.',
    hi: 'गुरुवार से आरंभ: कोई विशेष दोष नहीं; केवल पंचक के पाँच निषेध लागू होते हैं।' } },
  { weekday: 5, id: 'chora', en: 'Chora Panchak', hi: 'चोर पंचक', isAuspicious: false, severity: 'medium',
    description: { en: 'Starts on Friday: travel, transactions and business deals are avoided for fear of loss and theft.',
    hi: 'शुक्रवार से आरंभ: हानि और चोरी के भय से यात्रा, लेन-देन और व्यापारिक सौदे वर्जित।' } },
  { weekday: 6, id: 'mrityu', en: 'Mrityu Panchak', hi: 'मृत्यु पंचक', isAuspicious: false, severity: 'high',
    description: { en: 'Starts on Saturday: the most troublesome panchak, with danger of injury, accident and dispute; no risky work.',
    hi: 'शनिवार से आरंभ: सबसे कष्टकारी पंचक, चोट, दुर्घटना और विवाद का भय; कोई जोखिम भरा कार्य न करें।' } },
] as const satisfies readonly {
  weekday: WeekdayIndex; id: string; en: string; hi: string; isAuspicious: boolean; severity: PanchakaSeverity;
  description: Text;
}[];

/** Remainders 0–8 of the panchaka rahita sum, each with its fault (or none). */
export const PANCHAKA_REMAINDERS = [
  { remainder: 0, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: { en: 'Free of panchaka: the time is fit for the work in hand.',
    hi: 'पंचक दोष से मुक्त: समय हाथ में लिए कार्य के योग्य है।' } },
  { remainder: 1, id: 'mrityu', en: 'Mrityu Panchaka', hi: 'मृत्यु पंचक', isAuspicious: false, severity: 'high',
    avoidAt: 'twilights', description: { en: 'Danger to life; most to be avoided at dawn and dusk twilight.',
    hi: 'प्राणों को संकट; प्रातः और सायं संध्या में विशेष रूप से त्याज्य।' } },
  { remainder: 2, id: 'agni', en: 'Agni Panchaka', hi: 'अग्नि पंचक', isAuspicious: false, severity: 'high',
    avoidAt: 'day', description: { en: 'Danger from fire; most to be avoided by day.',
    hi: 'अग्नि से संकट; दिन में विशेष रूप से त्याज्य।' } },
  { remainder: 3, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: { en: 'Free of panchaka: the time is fit for the work in hand.',
    hi: 'पंचक दोष से मुक्त: समय हाथ में लिए कार्य के योग्य है।' } },
  { remainder: 4, id: 'raja', en: 'Raja Panchaka', hi: 'राज पंचक', isAuspicious: false, severity: 'medium',
    avoidAt: 'day', description: { en: 'Trouble from authorities; most to be avoided by day.',
    hi: 'शासन और अधिकारियों से कष्ट; दिन में विशेष रूप से त्याज्य।' } },
  { remainder: 5, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: { en: 'Free of panchaka: the time is fit for the work in hand.',
    hi: 'पंचक दोष से मुक्त: समय हाथ में लिए कार्य के योग्य है।' } },
  { remainder: 6, id: 'chora', en: 'Chora Panchaka', hi: 'चोर पंचक', isAuspicious: false, severity: 'medium',
    avoidAt: 'night', description: { en: 'Danger of theft and loss; most to be avoided at night.',
    hi: 'चोरी और हानि का भय; रात्रि में विशेष रूप से त्याज्य।' } },
  { remainder: 7, id: 'rahita', en: 'Panchaka Rahita', hi: 'पंचक रहित', isAuspicious: true, severity: 'none',
    avoidAt: null, description: { en: 'Free of panchaka: the time is fit for the work in hand.',
    hi: 'पंचक दोष से मुक्त: समय हाथ में लिए कार्य के योग्य है।' } },
  { remainder: 8, id: 'roga', en: 'Roga Panchaka', hi: 'रोग पंचक', isAuspicious: false, severity: 'medium',
    avoidAt: 'night', description: { en: 'Danger of illness; most to be avoided at night.',
    hi: 'रोग का भय; रात्रि में विशेष रूप से त्याज्य।' } },
] as const satisfies readonly {
  remainder: number; id: string; en: string; hi: string; isAuspicious: boolean; severity: PanchakaSeverity;
  avoidAt: 'day' | 'night' | 'twilights' | null; description: Text;
}[];

/** What a response says when no panchak period holds: the Moon is outside sidereal 300°–360°. */
export const NO_PANCHAK = {
  id: 'none', en: 'No Panchak', hi: 'पंचक नहीं', isAuspicious: true, severity: 'none',
  description: { en: 'The Moon is outside Dhanishta 3rd pada to Revati (sidereal 300°–360°): no panchak restrictions apply.',
  hi: 'चंद्रमा धनिष्ठा के तीसरे चरण से रेवती तक (निरयन 300°–360°) के क्षेत्र से बाहर है: पंचक का कोई ' +
    'निषेध लागू नहीं।' },
} as const satisfies {
  id: string; en: string; hi: string; isAuspicious: boolean; severity: PanchakaSeverity; description: Text;
};

export type PanchakByWeekday = (typeof PANCHAK_BY_WEEKDAY)[number];
export type PanchakaRemainder = (typeof PANCHAKA_REMAINDERS)[number];

/** The named panchak period of the weekday (0 = Sunday) on which the Moon entered Aquarius. */
export function panchakByWeekday(weekday: WeekdayIndex): PanchakByWeekday {
  return PANCHAK_BY_WEEKDAY[weekday];
}
