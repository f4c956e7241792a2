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
 *   `description.hi` says the same in Hindi.
 * - The spec's "10 anandadi yoga types" does not match any source read; the 28 of the tradition are used.
 * - Names in the seven other languages: the Sanskrit names in each script; Tamil with the neuter ending its
 *   almanacs give them (Anandam, Kaladandam … Vardhamanam).
 */
import type { WeekdayIndex } from './grahas.ts';
import type { StarId } from './nakshatras.ts';
import type { Names, Text } from './text.ts';

interface AnandadiRecord extends Names {
  /** 1-based: 1 = Ananda … 28 = Vardhamana (the 0-based count from the starting star, plus one). */
  readonly number: number;
  readonly isAuspicious: boolean;
  readonly description: Text;
}

export const ANANDADI_YOGAS = [
  { number: 1, en: 'Ananda', hi: 'आनंद', ta: 'ஆனந்தம்', te: 'ఆనంద', kn: 'ಆನಂದ', ml: 'ആനന്ദ', mr: 'आनंद', bn: 'আনন্দ', gu: 'આનંદ', isAuspicious: true, description: { en: 'Joy: undertakings succeed.',
    hi: 'आनंद: कार्य सफल होते हैं।' } },
  { number: 2, en: 'Kaladanda', hi: 'कालदंड', ta: 'காலதண்டம்', te: 'కాలదండ', kn: 'ಕಾಲದಂಡ', ml: 'കാലദണ്ഡ', mr: 'कालदंड', bn: 'কালদণ্ড', gu: 'કાલદંડ', isAuspicious: false, description: { en: 'Rod of death: danger to life; avoid beginnings.',
    hi: 'मृत्यु का दंड: प्राणों को संकट; नए कार्य आरंभ न करें।' } },
  { number: 3, en: 'Dhumra', hi: 'धूम्र', ta: 'தூம்ரம்', te: 'ధూమ్ర', kn: 'ಧೂಮ್ರ', ml: 'ധൂമ്ര', mr: 'धूम्र', bn: 'ধূম্র', gu: 'ધૂમ્ર', isAuspicious: false, description: { en: 'Smoke: unhappiness and confusion.',
    hi: 'धुआँ: दुःख और भ्रम।' } },
  { number: 4, en: 'Prajapati', hi: 'प्रजापति', ta: 'பிரஜாபதி', te: 'ప్రజాపతి', kn: 'ಪ್ರಜಾಪತಿ', ml: 'പ്രജാപതി', mr: 'प्रजापति', bn: 'প্রজাপতি', gu: 'પ્રજાપતિ', isAuspicious: true, description: { en: 'Creator: good fortune and prosperity.',
    hi: 'सृष्टिकर्ता: सौभाग्य और समृद्धि।' } },
  { number: 5, en: 'Saumya', hi: 'सौम्य', ta: 'சௌம்யம்', te: 'సౌమ్య', kn: 'ಸೌಮ್ಯ', ml: 'സൗമ്യ', mr: 'सौम्य', bn: 'সৌম্য', gu: 'સૌમ્ય', isAuspicious: true, description: { en: 'Gentle: much happiness.',
    hi: 'सौम्य: अत्यधिक सुख।' } },
  { number: 6, en: 'Dhwanksha', hi: 'ध्वांक्ष', ta: 'துவாங்க்ஷம்', te: 'ధ్వాంక్ష', kn: 'ಧ್ವಾಂಕ್ಷ', ml: 'ധ്വാങ്ക്ഷ', mr: 'ध्वांक्ष', bn: 'ধ্বাঙ্ক্ষ', gu: 'ધ્વાંક્ષ', isAuspicious: false, description: { en: 'Crow: loss of wealth.',
    hi: 'कौआ: धन हानि।' } },
  { number: 7, en: 'Dhwaja', hi: 'ध्वज', ta: 'துவஜம்', te: 'ధ్వజ', kn: 'ಧ್ವಜ', ml: 'ധ്വജ', mr: 'ध्वज', bn: 'ধ্বজ', gu: 'ધ્વજ', isAuspicious: true, description: { en: 'Banner: good fortune and renown.',
    hi: 'पताका: सौभाग्य और यश।' } },
  { number: 8, en: 'Shrivatsa', hi: 'श्रीवत्स', ta: 'ஸ்ரீவத்சம்', te: 'శ్రీవత్స', kn: 'ಶ್ರೀವತ್ಸ', ml: 'ശ്രീവത്സ', mr: 'श्रीवत्स', bn: 'শ্রীবৎস', gu: 'શ્રીવત્સ', isAuspicious: true, description: { en: 'Mark of Lakshmi: comfort and wealth.',
    hi: 'लक्ष्मी का चिह्न: सुख और धन।' } },
  { number: 9, en: 'Vajra', hi: 'वज्र', ta: 'வஜ்ரம்', te: 'వజ్ర', kn: 'ವಜ್ರ', ml: 'വജ്ര', mr: 'वज्र', bn: 'বজ্র', gu: 'વજ્ર', isAuspicious: false, description: { en: 'Thunderbolt: loss and destruction.',
    hi: 'वज्र: हानि और विनाश।' } },
  { number: 10, en: 'Mudgara', hi: 'मुद्गर', ta: 'முத்கரம்', te: 'ముద్గర', kn: 'ಮುದ್ಗರ', ml: 'മുദ്ഗര', mr: 'मुद्गर', bn: 'মুদ্গর', gu: 'મુદ્ગર', isAuspicious: false, description: { en: 'Hammer: loss of prosperity.',
    hi: 'मुद्गर (हथौड़ा): समृद्धि की हानि।' } },
  { number: 11, en: 'Chhatra', hi: 'छत्र', ta: 'சத்ரம்', te: 'ఛత్ర', kn: 'ಛತ್ರ', ml: 'ഛത്ര', mr: 'छत्र', bn: 'ছত্র', gu: 'છત્ર', isAuspicious: true, description: { en: 'Royal umbrella: honour from those in authority.',
    hi: 'राजछत्र: अधिकारियों से सम्मान।' } },
  { number: 12, en: 'Mitra', hi: 'मित्र', ta: 'மித்ரம்', te: 'మిత్ర', kn: 'ಮಿತ್ರ', ml: 'മിത്ര', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર', isAuspicious: true, description: { en: 'Friend: nourishment and friendship.',
    hi: 'मित्र: पोषण और मित्रता।' } },
  { number: 13, en: 'Manasa', hi: 'मानस', ta: 'மானசம்', te: 'మానస', kn: 'ಮಾನಸ', ml: 'മാനസ', mr: 'मानस', bn: 'মানস', gu: 'માનસ', isAuspicious: true, description: { en: 'Mind: good luck and wishes fulfilled.',
    hi: 'मन: सौभाग्य और मनोकामना की पूर्ति।' } },
  { number: 14, en: 'Padma', hi: 'पद्म', ta: 'பத்மம்', te: 'పద్మ', kn: 'ಪದ್ಮ', ml: 'പദ്മ', mr: 'पद्म', bn: 'পদ্ম', gu: 'પદ્મ', isAuspicious: true, description: { en: 'Lotus: gain of wealth.',
    hi: 'कमल: धन लाभ।' } },
  { number: 15, en: 'Lumbaka', hi: 'लुम्बक', ta: 'லும்பகம்', te: 'లుంబక', kn: 'ಲುಂಬಕ', ml: 'ലുംബക', mr: 'लुम्बक', bn: 'লুম্বক', gu: 'લુંબક', isAuspicious: false, description: { en: 'Loss of wealth.',
    hi: 'धन हानि।' } },
  { number: 16, en: 'Utpata', hi: 'उत्पात', ta: 'உத்பாதம்', te: 'ఉత్పాత', kn: 'ಉತ್ಪಾತ', ml: 'ഉത്പാത', mr: 'उत्पात', bn: 'উৎপাত', gu: 'ઉત્પાત', isAuspicious: false, description: { en: 'Calamity: danger to life.',
    hi: 'उत्पात: प्राणों को संकट।' } },
  { number: 17, en: 'Mrityu', hi: 'मृत्यु', ta: 'மிருத்யு', te: 'మృత్యు', kn: 'ಮೃತ್ಯು', ml: 'മൃത്യു', mr: 'मृत्यू', bn: 'মৃত্যু', gu: 'મૃત્યુ', isAuspicious: false, description: { en: 'Death: grave danger; avoid every beginning.',
    hi: 'मृत्यु: गंभीर संकट; कोई भी कार्य आरंभ न करें।' } },
  { number: 18, en: 'Kana', hi: 'काण', ta: 'காணம்', te: 'కాణ', kn: 'ಕಾಣ', ml: 'കാണ', mr: 'काण', bn: 'কাণ', gu: 'કાણ', isAuspicious: false, description: { en: 'One-eyed: affliction and distress.',
    hi: 'काना: पीड़ा और क्लेश।' } },
  { number: 19, en: 'Siddhi', hi: 'सिद्धि', ta: 'சித்தி', te: 'సిద్ధి', kn: 'ಸಿದ್ಧಿ', ml: 'സിദ്ധി', mr: 'सिद्धी', bn: 'সিদ্ধি', gu: 'સિદ્ધિ', isAuspicious: true, description: { en: 'Accomplishment: works are completed.',
    hi: 'सिद्धि: कार्य पूर्ण होते हैं।' } },
  { number: 20, en: 'Shubha', hi: 'शुभ', ta: 'சுபம்', te: 'శుభ', kn: 'ಶುಭ', ml: 'ശുഭ', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ', isAuspicious: true, description: { en: 'Auspicious: welfare.',
    hi: 'शुभ: कल्याण।' } },
  { number: 21, en: 'Amrita', hi: 'अमृत', ta: 'அமிர்தம்', te: 'అమృత', kn: 'ಅಮೃತ', ml: 'അമൃത', mr: 'अमृत', bn: 'অমৃত', gu: 'અમૃત', isAuspicious: true, description: { en: 'Nectar: honour and success.',
    hi: 'अमृत: सम्मान और सफलता।' } },
  { number: 22, en: 'Musala', hi: 'मुसल', ta: 'முசலம்', te: 'ముసల', kn: 'ಮುಸಲ', ml: 'മുസല', mr: 'मुसल', bn: 'মুসল', gu: 'મુસલ', isAuspicious: false, description: { en: 'Pestle: loss of wealth.',
    hi: 'मूसल: धन हानि।' } },
  { number: 23, en: 'Gada', hi: 'गद', ta: 'கதம்', te: 'గద', kn: 'ಗದ', ml: 'ഗദ', mr: 'गद', bn: 'গদ', gu: 'ગદ', isAuspicious: false, description: { en: 'Mace: fear and danger.',
    hi: 'गदा: भय और संकट।' } },
  { number: 24, en: 'Matanga', hi: 'मातंग', ta: 'மாதங்கம்', te: 'మాతంగ', kn: 'ಮಾತಂಗ', ml: 'മാതംഗ', mr: 'मातंग', bn: 'মাতঙ্গ', gu: 'માતંગ', isAuspicious: true, description: { en: 'Elephant: growth of family and prosperity.',
    hi: 'हाथी: परिवार और समृद्धि की वृद्धि।' } },
  { number: 25, en: 'Rakshasa', hi: 'राक्षस', ta: 'ராட்சசம்', te: 'రాక్షస', kn: 'ರಾಕ್ಷಸ', ml: 'രാക്ഷസ', mr: 'राक्षस', bn: 'রাক্ষস', gu: 'રાક્ષસ', isAuspicious: false, description: { en: 'Demon: great hardship.',
    hi: 'राक्षस: भारी कष्ट।' } },
  { number: 26, en: 'Chara', hi: 'चर', ta: 'சரம்', te: 'చర', kn: 'ಚರ', ml: 'ചര', mr: 'चर', bn: 'চর', gu: 'ચર', isAuspicious: true, description: { en: 'Movable: success in works, good for travel.',
    hi: 'चर: कार्यों में सफलता, यात्रा के लिए शुभ।' } },
  { number: 27, en: 'Sthira', hi: 'स्थिर', ta: 'ஸ்திரம்', te: 'స్థిర', kn: 'ಸ್ಥಿರ', ml: 'സ്ഥിര', mr: 'स्थिर', bn: 'স্থির', gu: 'સ્થિર', isAuspicious: true, description: { en: 'Fixed: good for building a house and lasting works.',
    hi: 'स्थिर: गृह निर्माण और स्थायी कार्यों के लिए शुभ।' } },
  { number: 28, en: 'Vardhamana', hi: 'वर्धमान', ta: 'வர்த்தமானம்', te: 'వర్ధమాన', kn: 'ವರ್ಧಮಾನ', ml: 'വർധമാന', mr: 'वर्धमान', bn: 'বর্ধমান', gu: 'વર્ધમાન', isAuspicious: true, description: { en: 'Increasing: growth; good for marriage.',
    hi: 'वर्धमान: वृद्धि; विवाह के लिए शुभ।' } },
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
