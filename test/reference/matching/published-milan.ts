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

/**
 * Nadi of each nakshatra as astroindianpriest.com/nadi-dosh/ prints it (spellings as printed, with the star's
 * number, Ashwini = 1), the same lists as astrologerpanditji.com ("Nadi Dosh in Horoscope Matching") and the
 * three-column table of astrologymag.com ("Nadi Dosha Remedies"). Points as clickastro.com ("Nadi Koota") states
 * them: 8 when the two nadis differ, 0 when they are the same.
 */
export const PUBLISHED_NADI = {
  source: 'astroindianpriest.com/nadi-dosh/ ("ADI / Adhya / Aadh Nadi : People born in Ashwani , Ardhra , Punarvasu …"); points clickastro.com/blog/nadi-koota/',
  groups: {
    Adi: [['Ashwani', 1], ['Ardhra', 6], ['Punarvasu', 7], ['Uttaraphalguni', 12], ['Hasta', 13], ['Jyeshta', 18], ['Moola', 19], ['Satabisha', 24], ['Poorvabhadrapada', 25]],
    Madhya: [['Bharani', 2], ['Mrigasira', 5], ['Pushya', 8], ['Poorvaphalguni', 11], ['Chitra', 14], ['Anuradha', 17], ['Poorvashadha', 20], ['Dhanshita', 23], ['Uttarabhadrapada', 26]],
    Antya: [['Kritika', 3], ['Rohini', 4], ['Aslesha', 9], ['Magha', 10], ['Swati', 15], ['Vishakha', 16], ['Uttarashadha', 21], ['Sravana', 22], ['Revati', 27]],
  },
  points: { same: 0, different: 8 },
} as const;

/** The lords of the twelve signs as bejandaruwalla.com ("Graha Maitri Vichar in Kundali Matching") lists them, Aries first. */
export const PUBLISHED_SIGN_LORDS = {
  source: 'bejandaruwalla.com/blogs/astrology/graha-maitri-vichar-in-kundali-matching ("Mars is the lord of Aries and Scorpio …")',
  lords: ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'],
} as const;

type Lord = (typeof PUBLISHED_SIGN_LORDS)['lords'][number];

/**
 * Future Point's "Grah-Maitri Table" (each planet's friends, neutrals and enemies) and "Grah Maitri Guna Table"
 * (points by the two relations), futuresamachar.com/en/book/horoscope-matching-471/59, as printed. The same
 * friendships and points are in the Marathi almanac text at transliteral.org/pages/z80519063433/view.
 */
export const FUTURE_POINT_MAITRI_TABLES = {
  source: 'futuresamachar.com/en/book/horoscope-matching-471/59 ("Grah-Maitri Table" and "Grah Maitri Guna Table")',
  relations: {
    sun: { friend: ['moon', 'mars', 'jupiter'], neutral: ['mercury'], enemy: ['venus', 'saturn'] },
    moon: { friend: ['sun', 'mercury'], neutral: ['mars', 'jupiter', 'venus', 'saturn'], enemy: [] },
    mars: { friend: ['sun', 'moon', 'jupiter'], neutral: ['venus', 'saturn'], enemy: ['mercury'] },
    mercury: { friend: ['sun', 'venus'], neutral: ['mars', 'jupiter', 'saturn'], enemy: ['moon'] },
    jupiter: { friend: ['sun', 'moon', 'mars'], neutral: ['saturn'], enemy: ['mercury', 'venus'] },
    venus: { friend: ['mercury', 'saturn'], neutral: ['mars', 'jupiter'], enemy: ['sun', 'moon'] },
    saturn: { friend: ['mercury', 'venus'], neutral: ['jupiter'], enemy: ['sun', 'moon', 'mars'] },
  } satisfies Record<Lord, Record<'friend' | 'neutral' | 'enemy', readonly Lord[]>>,
  /** "1. Friend to each other 5, 2. One neutral and the other friend 4, 3. One friend and the other enemy 1, 4. Neutral 3, 5. One neutral and the other enemy 0.5, 6. Enemy to each other 0, 7. When lord is the same 5"; keyed by the two relations in the order friend, neutral, enemy. */
  guna: {
    same: 5, 'friend+friend': 5, 'friend+neutral': 4, 'friend+enemy': 1, 'neutral+neutral': 3, 'neutral+enemy': 0.5, 'enemy+enemy': 0,
  },
} as const;

/**
 * saravali.de/articles/koota_dina.html ("Dina Koota", Maitreya): its tara table counts the star itself as the first
 * (from Aswini, Krittika is the third, Vipat); "Count the number of Nakshatras from the groom to the bride and
 * divide it by 9. If the remainder is 3, 5 or 7, no points are assigned, else 1.5. Repeat the same in reverse order,
 * again 1.5 points are assigned if the remainder is not 3, 5, or 7." The same 3 / 1.5 / 0 rule is stated by
 * astropankajseth.co.in ("Tara Matching in a Horoscope").
 */
export const SARAVALI_DINA = {
  source: 'saravali.de/articles/koota_dina.html ("Dina Koota": remainder 3, 5 or 7 no points, else 1.5, each way)',
  maleficRemainders: [3, 5, 7],
  pointsPerWay: 1.5,
  /** The worked pair of sriramgurujala.com ("Guna Milan … Tara"): bride Ashwini, groom Visakha, 1.5 points. */
  example: { bride: 1, groom: 16, points: 1.5, source: 'sriramgurujala.com ("Tara of Bride is Ashwini and Tara of Groom is Visakha … you will get 1.5 points")' },
} as const;

/**
 * drikpanchang.com "Varna Kuta" (Ashtakuta tutorial): "Cancer, Scorpio and Pisces are Brahmins; Aries, Leo and
 * Sagittarius are Kshatriyas; Taurus, Virgo and Capricorn are Vaishyas; Gemini, Libra and Aquarius are Shudras",
 * in "the order of superiority" Brahmin, Kshatriya, Vaishya, Shudra; "If Varna of the boy is superior or equal to
 * that of the girl then one point is given. If Varna of the boy is lower then no point is given." `varnas` is in
 * that order, highest first.
 */
export const DRIKPANCHANG_VARNA = {
  source: 'drikpanchang.com/tutorials/jyotisha/kundali-match/ashta-kuta/varna-kuta.html ("If Varna of the boy is superior or equal to that of the girl then one point is given")',
  varnas: [
    { varna: 'brahmin', printed: 'Brahmins', signs: ['cancer', 'scorpio', 'pisces'] },
    { varna: 'kshatriya', printed: 'Kshatriyas', signs: ['aries', 'leo', 'sagittarius'] },
    { varna: 'vaishya', printed: 'Vaishyas', signs: ['taurus', 'virgo', 'capricorn'] },
    { varna: 'shudra', printed: 'Shudras', signs: ['gemini', 'libra', 'aquarius'] },
  ],
} as const;

/** Signs in order, Aries first, as the grid's longitudes are read (30° each). */
export const SIGN_ORDER = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
