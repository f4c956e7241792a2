/**
 * Anandadi yogas: 28 yogas formed by the weekday and the Moon's star in the 28-star list (Abhijit inserted
 * after Uttara Ashadha). Count the Moon's star from the weekday's starting star; the 0-based count is the
 * yoga (0 = Ananda … 27 = Vardhamana). The yoga changes when the Moon's star changes.
 *
 * Sources (see /work/shared/reference/jyotish-definitions.md, "Anandadi yoga"):
 * - Order of the 28 names: PyJHora `const.anandhaadhi_yoga_names`.
 * - Starting stars: Sunday Ashwini, Monday Mrigashira, Tuesday Ashlesha, Wednesday Hasta, Thursday Anuradha,
 *   Friday Uttara Ashadha, Saturday Shatabhisha, every 4th star of the 28
 *   (https://astroarvind.blogspot.com/2017/03). PyJHora's `anandhaadhi_yoga_day_star_list` starts Tuesday
 *   from Pushya instead of Ashlesha and never emits the Abhijit slot; this table follows the standard rule,
 *   which the birthastro.com Delhi 2021-12-08 page confirms (Wednesday, Shravana → Chhatra, then Mitra).
 * - Results (`description`) and auspiciousness: the anandadi phala verse of Muhurta Chintamani ch. 1 as
 *   printed in almanacs (Ananda gives success, Kaladanda death, …).
 *   `descriptionHi` says the same in Hindi.
 * - The spec's "10 anandadi yoga types" does not match any source read; the 28 of the tradition are used.
 */
import type { WeekdayIndex } from './grahas.ts';
import type { StarId } from './nakshatras.ts';

interface AnandadiRecord {
  /** 1-based: 1 = Ananda … 28 = Vardhamana (the 0-based count from the starting star, plus one). */
  readonly number: number;
  readonly en: string;
  readonly hi: string;
  readonly isAuspicious: boolean;
  readonly description: string;
  readonly descriptionHi: string;
}

export const ANANDADI_YOGAS = [
  { number: 1, en: 'Ananda', hi: 'आनंद', isAuspicious: true, description: 'Joy: undertakings succeed.',
    descriptionHi: 'आनंद: कार्य सफल होते हैं।' },
  { number: 2, en: 'Kaladanda', hi: 'कालदंड', isAuspicious: false, description: 'Rod of death: danger to life; avoid beginnings.',
    descriptionHi: 'मृत्यु का दंड: प्राणों को संकट; नए कार्य आरंभ न करें।' },
  { number: 3, en: 'Dhumra', hi: 'धूम्र', isAuspicious: false, description: 'Smoke: unhappiness and confusion.',
    descriptionHi: 'धुआँ: दुःख और भ्रम।' },
  { number: 4, en: 'Prajapati', hi: 'प्रजापति', isAuspicious: true, description: 'Creator: good fortune and prosperity.',
    descriptionHi: 'सृष्टिकर्ता: सौभाग्य और समृद्धि।' },
  { number: 5, en: 'Saumya', hi: 'सौम्य', isAuspicious: true, description: 'Gentle: much happiness.',
    descriptionHi: 'सौम्य: अत्यधिक सुख।' },
  { number: 6, en: 'Dhwanksha', hi: 'ध्वांक्ष', isAuspicious: false, description: 'Crow: loss of wealth.',
    descriptionHi: 'कौआ: धन हानि।' },
  { number: 7, en: 'Dhwaja', hi: 'ध्वज', isAuspicious: true, description: 'Banner: good fortune and renown.',
    descriptionHi: 'पताका: सौभाग्य और यश।' },
  { number: 8, en: 'Shrivatsa', hi: 'श्रीवत्स', isAuspicious: true, description: 'Mark of Lakshmi: comfort and wealth.',
    descriptionHi: 'लक्ष्मी का चिह्न: सुख और धन।' },
  { number: 9, en: 'Vajra', hi: 'वज्र', isAuspicious: false, description: 'Thunderbolt: loss and destruction.',
    descriptionHi: 'वज्र: हानि और विनाश।' },
  { number: 10, en: 'Mudgara', hi: 'मुद्गर', isAuspicious: false, description: 'Hammer: loss of prosperity.',
    descriptionHi: 'मुद्गर (हथौड़ा): समृद्धि की हानि।' },
  { number: 11, en: 'Chhatra', hi: 'छत्र', isAuspicious: true, description: 'Royal umbrella: honour from those in authority.',
    descriptionHi: 'राजछत्र: अधिकारियों से सम्मान।' },
  { number: 12, en: 'Mitra', hi: 'मित्र', isAuspicious: true, description: 'Friend: nourishment and friendship.',
    descriptionHi: 'मित्र: पोषण और मित्रता।' },
  { number: 13, en: 'Manasa', hi: 'मानस', isAuspicious: true, description: 'Mind: good luck and wishes fulfilled.',
    descriptionHi: 'मन: सौभाग्य और मनोकामना की पूर्ति।' },
  { number: 14, en: 'Padma', hi: 'पद्म', isAuspicious: true, description: 'Lotus: gain of wealth.',
    descriptionHi: 'कमल: धन लाभ।' },
  { number: 15, en: 'Lumbaka', hi: 'लुम्बक', isAuspicious: false, description: 'Loss of wealth.',
    descriptionHi: 'धन हानि।' },
  { number: 16, en: 'Utpata', hi: 'उत्पात', isAuspicious: false, description: 'Calamity: danger to life.',
    descriptionHi: 'उत्पात: प्राणों को संकट।' },
  { number: 17, en: 'Mrityu', hi: 'मृत्यु', isAuspicious: false, description: 'Death: grave danger; avoid every beginning.',
    descriptionHi: 'मृत्यु: गंभीर संकट; कोई भी कार्य आरंभ न करें।' },
  { number: 18, en: 'Kana', hi: 'काण', isAuspicious: false, description: 'One-eyed: affliction and distress.',
    descriptionHi: 'काना: पीड़ा और क्लेश।' },
  { number: 19, en: 'Siddhi', hi: 'सिद्धि', isAuspicious: true, description: 'Accomplishment: works are completed.',
    descriptionHi: 'सिद्धि: कार्य पूर्ण होते हैं।' },
  { number: 20, en: 'Shubha', hi: 'शुभ', isAuspicious: true, description: 'Auspicious: welfare.',
    descriptionHi: 'शुभ: कल्याण।' },
  { number: 21, en: 'Amrita', hi: 'अमृत', isAuspicious: true, description: 'Nectar: honour and success.',
    descriptionHi: 'अमृत: सम्मान और सफलता।' },
  { number: 22, en: 'Musala', hi: 'मुसल', isAuspicious: false, description: 'Pestle: loss of wealth.',
    descriptionHi: 'मूसल: धन हानि।' },
  { number: 23, en: 'Gada', hi: 'गद', isAuspicious: false, description: 'Mace: fear and danger.',
    descriptionHi: 'गदा: भय और संकट।' },
  { number: 24, en: 'Matanga', hi: 'मातंग', isAuspicious: true, description: 'Elephant: growth of family and prosperity.',
    descriptionHi: 'हाथी: परिवार और समृद्धि की वृद्धि।' },
  { number: 25, en: 'Rakshasa', hi: 'राक्षस', isAuspicious: false, description: 'Demon: great hardship.',
    descriptionHi: 'राक्षस: भारी कष्ट।' },
  { number: 26, en: 'Chara', hi: 'चर', isAuspicious: true, description: 'Movable: success in works, good for travel.',
    descriptionHi: 'चर: कार्यों में सफलता, यात्रा के लिए शुभ।' },
  { number: 27, en: 'Sthira', hi: 'स्थिर', isAuspicious: true, description: 'Fixed: good for building a house and lasting works.',
    descriptionHi: 'स्थिर: गृह निर्माण और स्थायी कार्यों के लिए शुभ।' },
  { number: 28, en: 'Vardhamana', hi: 'वर्धमान', isAuspicious: true, description: 'Increasing: growth; good for marriage.',
    descriptionHi: 'वर्धमान: वृद्धि; विवाह के लिए शुभ।' },
] as const satisfies readonly AnandadiRecord[];

export type AnandadiYoga = (typeof ANANDADI_YOGAS)[number];

/** The star of the 28-star list from which each weekday (0 = Sunday) counts its anandadi yoga. */
export const ANANDADI_START_STARS = [
  { weekday: 0, star: 'ashwini' },
  { weekday: 1, star: 'mrigashira' },
  { weekday: 2, star: 'ashlesha' },
  { weekday: 3, star: 'hasta' },
  { weekday: 4, star: 'anuradha' },
  { weekday: 5, star: 'uttara-ashadha' },
  { weekday: 6, star: 'shatabhisha' },
] as const satisfies readonly { weekday: WeekdayIndex; star: StarId }[];

/** PyJHora's Tuesday start (Pushya), kept for comparison with PyJHora output; not used by the service. */
export const PYJHORA_TUESDAY_START_STAR: StarId = 'pushya';

/** The anandadi yoga of a 1-based number; `null` outside 1–28. */
export function anandadiYogaByNumber(n: number): AnandadiYoga | null {
  return Number.isInteger(n) && n >= 1 && n <= 28 ? (ANANDADI_YOGAS[n - 1] as AnandadiYoga) : null;
}
