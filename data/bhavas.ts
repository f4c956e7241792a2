/**
 * The twelve bhavas (houses) with their classical names and what they signify.
 * Source: Brihat Parashara Hora Shastra ch. 11 (Bhava vivechana), names as in B.V. Raman, "How to Judge a
 * Horoscope" vol. 1; the 1st is called Lagna (Tanu bhava) as the spec's house response names it.
 * `en` is the English (transliterated) name, `hi` the Hindi; `signifies.hi` says `signifies.en` in Hindi.
 * Names in the seven other languages: each region's almanac name of the house (its sthana or bhava without the
 * word for house), the 1st everywhere the lagna: Tamil Thairiyam, Kalathiram, Aayul, Bakkiyam, Virayam (3rd, 7th,
 * 8th, 9th, 12th); Telugu and Kannada Kalatra, Ayushya; Malayalam Kalathram, Ayus; Marathi Parakram, Santati, Ripu,
 * Jaya, Mrityu; Bengali the bhava names of its jataka books, Sahaja, Bandhu, Ripu, Jaya, Ayu, Dharma, Aya (4th,
 * 9th, 11th); Gujarati Parakram, Santan, Jaya, Ayushya. Sources in docs/languages.md.
 */
import type { Names, Text } from './text.ts';
export const BHAVAS = [
  { number: 1, en: 'Lagna', sanskrit: 'Tanu', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం', kn: 'ಲಗ್ನ', ml: 'ലഗ്നം', mr: 'लग्न', bn: 'লগ্ন', gu: 'લગ્ન', signifies: { en: 'body, health, temperament, the self',
    hi: 'शरीर, स्वास्थ्य, स्वभाव, स्वयं' } },
  { number: 2, en: 'Dhana', sanskrit: 'Dhana', hi: 'धन', ta: 'தனம்', te: 'ధనం', kn: 'ಧನ', ml: 'ധനം', mr: 'धन', bn: 'ধন', gu: 'ધન', signifies: { en: 'wealth, family, speech, food',
    hi: 'धन, परिवार, वाणी, भोजन' } },
  { number: 3, en: 'Sahaja', sanskrit: 'Sahaja', hi: 'सहज', ta: 'தைரியம்', te: 'సహజం', kn: 'ಸಹಜ', ml: 'സഹജം', mr: 'पराक्रम', bn: 'সহজ', gu: 'પરાક્રમ', signifies: { en: 'younger siblings, courage, effort, short journeys',
    hi: 'छोटे भाई-बहन, साहस, पराक्रम, छोटी यात्राएँ' } },
  { number: 4, en: 'Sukha', sanskrit: 'Sukha (Bandhu)', hi: 'सुख', ta: 'சுகம்', te: 'సుఖం', kn: 'ಸುಖ', ml: 'സുഖം', mr: 'सुख', bn: 'বন্ধু', gu: 'સુખ', signifies: { en: 'mother, home, vehicles, inner happiness',
    hi: 'माता, घर, वाहन, आंतरिक सुख' } },
  { number: 5, en: 'Putra', sanskrit: 'Putra', hi: 'पुत्र', ta: 'புத்திரம்', te: 'పుత్రం', kn: 'ಪುತ್ರ', ml: 'പുത്രം', mr: 'संतती', bn: 'পুত্র', gu: 'સંતાન', signifies: { en: 'children, intelligence, past merit, mantra',
    hi: 'संतान, बुद्धि, पूर्व पुण्य, मंत्र' } },
  { number: 6, en: 'Ari', sanskrit: 'Ari (Ripu)', hi: 'अरि', ta: 'சத்ரு', te: 'శత్రు', kn: 'ಶತ್ರು', ml: 'ശത്രു', mr: 'रिपु', bn: 'রিপু', gu: 'શત્રુ', signifies: { en: 'enemies, debts, disease, service',
    hi: 'शत्रु, ऋण, रोग, सेवा' } },
  { number: 7, en: 'Yuvati', sanskrit: 'Yuvati (Kalatra)', hi: 'युवती', ta: 'களத்திரம்', te: 'కళత్రం', kn: 'ಕಳತ್ರ', ml: 'കളത്രം', mr: 'जाया', bn: 'জায়া', gu: 'જાયા', signifies: { en: 'spouse, partnership, trade, travel',
    hi: 'जीवनसाथी, साझेदारी, व्यापार, यात्रा' } },
  { number: 8, en: 'Randhra', sanskrit: 'Randhra (Ayu)', hi: 'रन्ध्र', ta: 'ஆயுள்', te: 'ఆయుష్షు', kn: 'ಆಯುಷ್ಯ', ml: 'ആയുസ്സ്', mr: 'मृत्यू', bn: 'আয়ু', gu: 'આયુષ્ય', signifies: { en: 'longevity, sudden events, inheritance, the hidden',
    hi: 'आयु, आकस्मिक घटनाएँ, विरासत, गुप्त बातें' } },
  { number: 9, en: 'Dharma', sanskrit: 'Dharma (Bhagya)', hi: 'धर्म', ta: 'பாக்கியம்', te: 'భాగ్యం', kn: 'ಭಾಗ್ಯ', ml: 'ഭാഗ്യം', mr: 'भाग्य', bn: 'ধর্ম', gu: 'ભાગ્ય', signifies: { en: 'fortune, father, teacher, dharma, long journeys',
    hi: 'भाग्य, पिता, गुरु, धर्म, लंबी यात्राएँ' } },
  { number: 10, en: 'Karma', sanskrit: 'Karma', hi: 'कर्म', ta: 'கர்மம்', te: 'కర్మ', kn: 'ಕರ್ಮ', ml: 'കർമ്മം', mr: 'कर्म', bn: 'কর্ম', gu: 'કર્મ', signifies: { en: 'career, status, deeds, authority',
    hi: 'व्यवसाय, प्रतिष्ठा, कर्म, अधिकार' } },
  { number: 11, en: 'Labha', sanskrit: 'Labha', hi: 'लाभ', ta: 'லாபம்', te: 'లాభం', kn: 'ಲಾಭ', ml: 'ലാഭം', mr: 'लाभ', bn: 'আয়', gu: 'લાભ', signifies: { en: 'gains, income, elder siblings, fulfilment of desires',
    hi: 'लाभ, आय, बड़े भाई-बहन, इच्छाओं की पूर्ति' } },
  { number: 12, en: 'Vyaya', sanskrit: 'Vyaya', hi: 'व्यय', ta: 'விரயம்', te: 'వ్యయం', kn: 'ವ್ಯಯ', ml: 'വ്യയം', mr: 'व्यय', bn: 'ব্যয়', gu: 'વ્યય', signifies: { en: 'losses, expenses, foreign lands, liberation',
    hi: 'हानि, व्यय, विदेश, मोक्ष' } },
] as const satisfies readonly ({ number: number; en: string; sanskrit: string; signifies: Text } & Names)[];

export type Bhava = (typeof BHAVAS)[number];

/** The bhava record of a house number 1–12. */
export function bhavaByNumber(n: number): Bhava {
  const bhava = BHAVAS[n - 1];
  if (!bhava) throw new RangeError(`house number must be 1–12, got ${n}`);
  return bhava;
}
