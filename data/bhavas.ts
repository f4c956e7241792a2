/**
 * The twelve bhavas (houses) with their classical names and what they signify.
 * Source: Brihat Parashara Hora Shastra ch. 11 (Bhava vivechana), names as in B.V. Raman, "How to Judge a
 * Horoscope" vol. 1; the 1st is called Lagna (Tanu bhava) as the spec's house response names it.
 * `en` is the English (transliterated) name, `hi` the Hindi; `signifies.hi` says `signifies.en` in Hindi.
 */
import type { Text } from './text.ts';
export const BHAVAS = [
  { number: 1, en: 'Lagna', sanskrit: 'Tanu', hi: 'लग्न', signifies: { en: 'body, health, temperament, the self',
    hi: 'शरीर, स्वास्थ्य, स्वभाव, स्वयं' } },
  { number: 2, en: 'Dhana', sanskrit: 'Dhana', hi: 'धन', signifies: { en: 'wealth, family, speech, food',
    hi: 'धन, परिवार, वाणी, भोजन' } },
  { number: 3, en: 'Sahaja', sanskrit: 'Sahaja', hi: 'सहज', signifies: { en: 'younger siblings, courage, effort, short journeys',
    hi: 'छोटे भाई-बहन, साहस, पराक्रम, छोटी यात्राएँ' } },
  { number: 4, en: 'Sukha', sanskrit: 'Sukha (Bandhu)', hi: 'सुख', signifies: { en: 'mother, home, vehicles, inner happiness',
    hi: 'माता, घर, वाहन, आंतरिक सुख' } },
  { number: 5, en: 'Putra', sanskrit: 'Putra', hi: 'पुत्र', signifies: { en: 'children, intelligence, past merit, mantra',
    hi: 'संतान, बुद्धि, पूर्व पुण्य, मंत्र' } },
  { number: 6, en: 'Ari', sanskrit: 'Ari (Ripu)', hi: 'अरि', signifies: { en: 'enemies, debts, disease, service',
    hi: 'शत्रु, ऋण, रोग, सेवा' } },
  { number: 7, en: 'Yuvati', sanskrit: 'Yuvati (Kalatra)', hi: 'युवती', signifies: { en: 'spouse, partnership, trade, travel',
    hi: 'जीवनसाथी, साझेदारी, व्यापार, यात्रा' } },
  { number: 8, en: 'Randhra', sanskrit: 'Randhra (Ayu)', hi: 'रन्ध्र', signifies: { en: 'longevity, sudden events, inheritance, the hidden',
    hi: 'आयु, आकस्मिक घटनाएँ, विरासत, गुप्त बातें' } },
  { number: 9, en: 'Dharma', sanskrit: 'Dharma (Bhagya)', hi: 'धर्म', signifies: { en: 'fortune, father, teacher, dharma, long journeys',
    hi: 'भाग्य, पिता, गुरु, धर्म, लंबी यात्राएँ' } },
  { number: 10, en: 'Karma', sanskrit: 'Karma', hi: 'कर्म', signifies: { en: 'career, status, deeds, authority',
    hi: 'व्यवसाय, प्रतिष्ठा, कर्म, अधिकार' } },
  { number: 11, en: 'Labha', sanskrit: 'Labha', hi: 'लाभ', signifies: { en: 'gains, income, elder siblings, fulfilment of desires',
    hi: 'लाभ, आय, बड़े भाई-बहन, इच्छाओं की पूर्ति' } },
  { number: 12, en: 'Vyaya', sanskrit: 'Vyaya', hi: 'व्यय', signifies: { en: 'losses, expenses, foreign lands, liberation',
    hi: 'हानि, व्यय, विदेश, मोक्ष' } },
] as const satisfies readonly {
  number: number; en: string; sanskrit: string; hi: string; signifies: Text;
}[];

export type Bhava = (typeof BHAVAS)[number];

/** The bhava record of a house number 1–12. */
export function bhavaByNumber(n: number): Bhava {
  const bhava = BHAVAS[n - 1];
  if (!bhava) throw new RangeError(`house number must be 1–12, got ${n}`);
  return bhava;
}
