/**
 * The twelve bhavas (houses) with their classical names and what they signify.
 * Source: Brihat Parashara Hora Shastra ch. 11 (Bhava vivechana), names as in B.V. Raman, "How to Judge a
 * Horoscope" vol. 1; the 1st is called Lagna (Tanu bhava) as the spec's house response names it.
 * `name` is the English (transliterated) name, `hi` the Hindi; `signifiesHi` says `signifies` in Hindi.
 */
export const BHAVAS = [
  { number: 1, name: 'Lagna', sanskrit: 'Tanu', hi: 'लग्न', signifies: 'body, health, temperament, the self',
    signifiesHi: 'शरीर, स्वास्थ्य, स्वभाव, स्वयं' },
  { number: 2, name: 'Dhana', sanskrit: 'Dhana', hi: 'धन', signifies: 'wealth, family, speech, food',
    signifiesHi: 'धन, परिवार, वाणी, भोजन' },
  { number: 3, name: 'Sahaja', sanskrit: 'Sahaja', hi: 'सहज', signifies: 'younger siblings, courage, effort, short journeys',
    signifiesHi: 'छोटे भाई-बहन, साहस, पराक्रम, छोटी यात्राएँ' },
  { number: 4, name: 'Sukha', sanskrit: 'Sukha (Bandhu)', hi: 'सुख', signifies: 'mother, home, vehicles, inner happiness',
    signifiesHi: 'माता, घर, वाहन, आंतरिक सुख' },
  { number: 5, name: 'Putra', sanskrit: 'Putra', hi: 'पुत्र', signifies: 'children, intelligence, past merit, mantra',
    signifiesHi: 'संतान, बुद्धि, पूर्व पुण्य, मंत्र' },
  { number: 6, name: 'Ari', sanskrit: 'Ari (Ripu)', hi: 'अरि', signifies: 'enemies, debts, disease, service',
    signifiesHi: 'शत्रु, ऋण, रोग, सेवा' },
  { number: 7, name: 'Yuvati', sanskrit: 'Yuvati (Kalatra)', hi: 'युवती', signifies: 'spouse, partnership, trade, travel',
    signifiesHi: 'जीवनसाथी, साझेदारी, व्यापार, यात्रा' },
  { number: 8, name: 'Randhra', sanskrit: 'Randhra (Ayu)', hi: 'रन्ध्र', signifies: 'longevity, sudden events, inheritance, the hidden',
    signifiesHi: 'आयु, आकस्मिक घटनाएँ, विरासत, गुप्त बातें' },
  { number: 9, name: 'Dharma', sanskrit: 'Dharma (Bhagya)', hi: 'धर्म', signifies: 'fortune, father, teacher, dharma, long journeys',
    signifiesHi: 'भाग्य, पिता, गुरु, धर्म, लंबी यात्राएँ' },
  { number: 10, name: 'Karma', sanskrit: 'Karma', hi: 'कर्म', signifies: 'career, status, deeds, authority',
    signifiesHi: 'व्यवसाय, प्रतिष्ठा, कर्म, अधिकार' },
  { number: 11, name: 'Labha', sanskrit: 'Labha', hi: 'लाभ', signifies: 'gains, income, elder siblings, fulfilment of desires',
    signifiesHi: 'लाभ, आय, बड़े भाई-बहन, इच्छाओं की पूर्ति' },
  { number: 12, name: 'Vyaya', sanskrit: 'Vyaya', hi: 'व्यय', signifies: 'losses, expenses, foreign lands, liberation',
    signifiesHi: 'हानि, व्यय, विदेश, मोक्ष' },
] as const satisfies readonly {
  number: number; name: string; sanskrit: string; hi: string; signifies: string; signifiesHi: string;
}[];

export type Bhava = (typeof BHAVAS)[number];

/** The bhava record of a house number 1–12. */
export function bhavaByNumber(n: number): Bhava {
  const bhava = BHAVAS[n - 1];
  if (!bhava) throw new RangeError(`house number must be 1–12, got ${n}`);
  return bhava;
}
