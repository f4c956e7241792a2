/**
 * The twelve bhavas (houses) with their classical names and what they signify.
 * Source: Brihat Parashara Hora Shastra ch. 11 (Bhava vivechana), names as in B.V. Raman, "How to Judge a
 * Horoscope" vol. 1; the 1st is called Lagna (Tanu bhava) as the spec's house response names it.
 */
export const BHAVAS = [
  { number: 1, name: 'Lagna', sanskrit: 'Tanu', hi: 'लग्न', signifies: 'body, health, temperament, the self' },
  { number: 2, name: 'Dhana', sanskrit: 'Dhana', hi: 'धन', signifies: 'wealth, family, speech, food' },
  { number: 3, name: 'Sahaja', sanskrit: 'Sahaja', hi: 'सहज', signifies: 'younger siblings, courage, effort, short journeys' },
  { number: 4, name: 'Sukha', sanskrit: 'Sukha (Bandhu)', hi: 'सुख', signifies: 'mother, home, vehicles, inner happiness' },
  { number: 5, name: 'Putra', sanskrit: 'Putra', hi: 'पुत्र', signifies: 'children, intelligence, past merit, mantra' },
  { number: 6, name: 'Ari', sanskrit: 'Ari (Ripu)', hi: 'अरि', signifies: 'enemies, debts, disease, service' },
  { number: 7, name: 'Yuvati', sanskrit: 'Yuvati (Kalatra)', hi: 'युवती', signifies: 'spouse, partnership, trade, travel' },
  { number: 8, name: 'Randhra', sanskrit: 'Randhra (Ayu)', hi: 'रन्ध्र', signifies: 'longevity, sudden events, inheritance, the hidden' },
  { number: 9, name: 'Dharma', sanskrit: 'Dharma (Bhagya)', hi: 'धर्म', signifies: 'fortune, father, teacher, dharma, long journeys' },
  { number: 10, name: 'Karma', sanskrit: 'Karma', hi: 'कर्म', signifies: 'career, status, deeds, authority' },
  { number: 11, name: 'Labha', sanskrit: 'Labha', hi: 'लाभ', signifies: 'gains, income, elder siblings, fulfilment of desires' },
  { number: 12, name: 'Vyaya', sanskrit: 'Vyaya', hi: 'व्यय', signifies: 'losses, expenses, foreign lands, liberation' },
] as const satisfies readonly { number: number; name: string; sanskrit: string; hi: string; signifies: string }[];

export type Bhava = (typeof BHAVAS)[number];

/** The bhava record of a house number 1–12. */
export function bhavaByNumber(n: number): Bhava {
  const bhava = BHAVAS[n - 1];
  if (!bhava) throw new RangeError(`house number must be 1–12, got ${n}`);
  return bhava;
}
