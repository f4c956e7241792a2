/**
 * Published guna milan values, each with the source it was read from. Nothing here was produced by this service.
 * Tables are keyed as their sources print them; see README.md for what is compared and what is left out.
 */
import type { Gana, YoniAnimal } from '../../../data/nakshatras.ts';

const YONI_ORDER: readonly YoniAnimal[] = ['Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey', 'Mongoose', 'Lion'];

/** saravali.de/astrology/koota_yoni.html, "Yoni Matching", the table implemented in Maitreya; rows bride, columns groom, in `YONI_ORDER`. */
export const SARAVALI_YONI = {
  source: 'saravali.de/astrology/koota_yoni.html ("Yoni Koota", Maitreya table, bride rows)',
  order: YONI_ORDER,
  rows: [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 2, 4],
  ],
  /** Cells (bride, groom) where the printed table contradicts its own transpose; not compared. */
  selfInconsistent: [['Deer', 'Horse'], ['Lion', 'Buffalo']] as const,
} as const;

/** Gana points by groom and bride as astropankajseth.co.in/2015/03/gana-matching-in-horoscope/ states them. */
export const PUBLISHED_GANA: readonly { groom: Gana; bride: Gana; points: number; source: string }[] = [
  ...(['Deva', 'Manushya', 'Rakshasa'] as const).flatMap((groom) => (['Deva', 'Manushya', 'Rakshasa'] as const).map((bride) => ({
    groom, bride,
    points: ({ Deva: { Deva: 6, Manushya: 6, Rakshasa: 0 }, Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
      Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 } } as const)[groom][bride],
    source: 'astropankajseth.co.in "Gana Matching" ("If boy is dev Gana then if girl is dev than 6point and Manushya than 6point and if Rakhshsa then 0 point …")',
  }))),
];

/** Graha maitri guna table of futuresamachar.com/en/book/horoscope-matching-471/59 (Future Point), by the two lords' relation. */
export const FUTURE_POINT_MAITRI = {
  source: 'futuresamachar.com/en/book/horoscope-matching-471/59 ("Grah Maitri Guna Table")',
  /** Its example of "one neutral and the other friend" (4); its example of mutual friends, Moon & Mars, contradicts its own friendship table (the Moon's friends are the Sun and Mercury) and is not used. */
  examples: [
    { lords: ['sun', 'mercury'], relation: 'one neutral and the other friend', points: 4 },
  ],
} as const;

/** saravali.de/articles/koota_rasi.html: 7 points for these counts, 0 for 2, 5, 6, 8, 9, 12. */
export const SARAVALI_RASI_BENEFIC_COUNTS = {
  source: 'saravali.de/articles/koota_rasi.html ("Benefic 7: 1st, 3rd, 4th, 7th, 10th, 11th; Malefic 0: 2nd, 5th, 6th, 8th, 9th, 12th")',
  benefic: [1, 3, 4, 7, 10, 11],
} as const;
