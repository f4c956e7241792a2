/**
 * Shadbala, bhava bala and vimshopaka bala reference tables. The engine is astro/strength/shadbala.ts,
 * astro/strength/bhava-bala.ts and astro/strength/vimshopaka.ts.
 *
 * Sources:
 * - BPHS ch. 27 (Shadbala-adhyaya, R. Santhanam's translation): the components, the saptavargaja points, the
 *   naisargika values, the dig bala houses, the day and night thirds of the tribhaga bala, the lords of year,
 *   month, day and hora (15, 30, 45, 60 virupas), the required minimums.
 * - B.V. Raman, *Graha and Bhava Balas* (UBS, 13th ed. 1992): the arithmetic as almanac makers do it by hand
 *   (drishti by angular distance with the special aspects added, the cheshta kendra from mean longitudes, the
 *   kranti table of the ayana bala, the bhava dig bala by sign class, ishta and kashta phala); its worked example
 *   is test/reference/strength/.
 * - V.P. Jain, *Text Book for Shadbala (Grahas) and Bhavabala*: a second worked example, which settles what Raman's
 *   leaves open (moolatrikona by the whole sign, Mercury in mixed company, the victor of a war); test/reference/strength/.
 * - BPHS ch. 7 (vimshopaka): the weights of the four varga schemes and the points by dignity in each varga.
 * - Planetary disc diameters of the yuddha bala (Surya Siddhanta ch. 7 as Raman restates them).
 *
 * Every value is in virupas (60 virupas = 1 rupa) unless named otherwise.
 */
import type { GrahaId } from './grahas.ts';

/** The seven grahas that have a shadbala (not Rahu and Ketu). */
export const SHADBALA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies readonly GrahaId[];
export type ShadbalaGraha = (typeof SHADBALA_GRAHAS)[number];

/** The five star-planets (tara grahas): cheshta kendra, planetary war. */
export const TARA_GRAHAS = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies readonly ShadbalaGraha[];
export type TaraGraha = (typeof TARA_GRAHAS)[number];

/**
 * Naisargika (natural) bala: 60 × n / 7 for n = 7 (Sun) down to 1 (Saturn), in the order of natural brightness
 * Sun, Moon, Venus, Jupiter, Mercury, Mars, Saturn (BPHS ch. 27). Kept exact; the book prints them to 2 decimals.
 */
export const NAISARGIKA_BALA: Readonly<Record<ShadbalaGraha, number>> = {
  sun: 60,
  moon: (60 * 6) / 7,
  venus: (60 * 5) / 7,
  jupiter: (60 * 4) / 7,
  mercury: (60 * 3) / 7,
  mars: (60 * 2) / 7,
  saturn: 60 / 7,
};

/**
 * The two readings of BPHS ch. 27 a request can choose (`ShadbalaTradition`); they differ where this file keys a
 * table by tradition, and in the cheshta bala of the Sun and the Moon (astro/strength/shadbala.ts).
 * - `raman`: B.V. Raman, *Graha and Bhava Balas*: his saptavargaja points, no cheshta bala for the Sun and Moon
 *   (substitutes only for their ishta and kashta phala), the Sun's minimum 5 rupas.
 * - `bphs`: BPHS ch. 27 as R. Santhanam translates it: saptavargaja 45, 30, 20, 15, 10, 4, 2; the Sun's cheshta
 *   bala is its ayana bala (undoubled), the Moon's its paksha bala (undoubled); the Sun's minimum 6.5 rupas.
 */
export const SHADBALA_TRADITIONS = ['raman', 'bphs'] as const;
export type ShadbalaTradition = (typeof SHADBALA_TRADITIONS)[number];

/**
 * The Moon's paksha bala, two readings a request can choose (`moonPaksha`). Every source doubles the Moon's figure;
 * they differ on which figure a waning Moon doubles.
 * - `bright-half` (the default): the benefic figure (the folded elongation ÷ 3) doubled whatever the phase, 0–120,
 *   as Raman's chapter on kala bala states the Moon's paksha bala.
 * - `by-phase`: the Moon's figure as a benefic when waxing and as a malefic (60 − elongation ÷ 3) when waning, then
 *   doubled, as PyJHora computes it (horoscope/chart/strength.py:496–502).
 */
export const MOON_PAKSHA_METHODS = ['bright-half', 'by-phase'] as const;
export type MoonPakshaMethod = (typeof MOON_PAKSHA_METHODS)[number];

/**
 * What the amount of a planetary war (yuddha bala) is the difference of, two readings (`warAmount`).
 * - `through-hora` (the default): sthana, dig and kala bala up to the hora bala (ayana and yuddha excluded), Raman
 *   ch. V.
 * - `without-lords`: sthana, dig, nathonnatha, paksha, tribhaga and hora bala, leaving out the year, month and
 *   weekday lords' (abda, masa, vara), as PyJHora sums it (horoscope/chart/strength.py:624–637).
 */
export const WAR_AMOUNT_METHODS = ['through-hora', 'without-lords'] as const;
export type WarAmountMethod = (typeof WAR_AMOUNT_METHODS)[number];

/**
 * Whose shadbala is a bhava's bhavadhipati bala, two readings (`bhavaLord`).
 * - `madhya-sign` (the default): the lord of the sign the bhava's madhya falls in, Raman ch. IX.
 * - `house-sign`: the lord of the whole sign that is the bhava counted from the lagna's sign, as PyJHora takes it
 *   when the lagna is past the 15th degree of its sign (horoscope/chart/strength.py:997–1004; before that, PyJHora
 *   counts from the sign before the lagna's, where its equal bhavas begin: docs/conventions.md).
 */
export const BHAVA_LORD_METHODS = ['madhya-sign', 'house-sign'] as const;
export type BhavaLordMethod = (typeof BHAVA_LORD_METHODS)[number];

/**
 * How Mercury's company decides whether it counts as benefic for the paksha and drik balas (`mercuryCompany`).
 * - `with-nodes` (the default): Mercury is benefic unless the malefics in its sign (the Sun, Mars, Saturn, Rahu,
 *   Ketu, a waning Moon) outnumber the benefics there (Jupiter, Venus, a waxing Moon); a tie counts as benefic, as
 *   V.P. Jain's worked example (*Shadbala and Bhavabala*) counts Mercury with Jupiter and Saturn.
 * - `without-nodes`: the nodes are not counted, and a tie is decided by the graha nearest Mercury in longitude
 *   among those in its sign, V.P. Jain's rule as PyJHora states and applies it (horoscope/chart/charts.py:1919–1922,
 *   :1938–1958).
 */
export const MERCURY_COMPANY_METHODS = ['with-nodes', 'without-nodes'] as const;
export type MercuryCompanyMethod = (typeof MERCURY_COMPANY_METHODS)[number];

/** The shadbala a graha needs to be called strong, in rupas (BPHS ch. 27; Raman ch. VIII gives the Sun 5). */
export const REQUIRED_SHADBALA_RUPAS: Readonly<Record<ShadbalaTradition, Readonly<Record<ShadbalaGraha, number>>>> = {
  raman: { sun: 5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 },
  bphs: { sun: 6.5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 },
};

/**
 * Saptavargaja bala: virupas for the graha's dignity in each of the seven vargas. BPHS ch. 27 (Santhanam): 45, 30,
 * 20, 15, 10, 4, 2; Raman ch. III halves down from the own sign instead: 22.5, 15, 7.5, 3.75, 1.875 below own.
 */
export const SAPTAVARGAJA_POINTS = {
  raman: { moolatrikona: 45, own: 30, 'great-friend': 22.5, friend: 15, neutral: 7.5, enemy: 3.75, 'great-enemy': 1.875 },
  bphs: { moolatrikona: 45, own: 30, 'great-friend': 20, friend: 15, neutral: 10, enemy: 4, 'great-enemy': 2 },
} as const;
export type VargaDignity = keyof (typeof SAPTAVARGAJA_POINTS)['raman'];

/** The seven vargas of the saptavargaja bala: rashi, hora, drekkana, saptamsha, navamsha, dwadashamsha, trimshamsha. */
export const SAPTAVARGA_DIVISIONS = [1, 2, 3, 7, 9, 12, 30] as const;

/** Drekkana bala: 15 virupas to the male grahas in the first decanate, the neuters in the second, the females in the third. */
export const DREKKANA_OF_STRENGTH: Readonly<Record<ShadbalaGraha, 1 | 2 | 3>> = {
  sun: 1, mars: 1, jupiter: 1,
  mercury: 2, saturn: 2,
  moon: 3, venus: 3,
};

/** Grahas whose ojayugma bala is earned in even signs and navamshas (the females); the rest earn it in odd ones. */
export const EVEN_SIGN_GRAHAS: readonly ShadbalaGraha[] = ['moon', 'venus'];

/**
 * Dig bala: the house whose cusp gives a graha full directional strength (BPHS ch. 27): Jupiter and Mercury the
 * 1st (east), the Sun and Mars the 10th (south), Saturn the 7th (west), the Moon and Venus the 4th (north). The
 * graha has none at the opposite cusp; between, the arc from that cusp ÷ 3.
 */
export const DIG_BALA_HOUSE: Readonly<Record<ShadbalaGraha, 1 | 4 | 7 | 10>> = {
  jupiter: 1, mercury: 1,
  sun: 10, mars: 10,
  saturn: 7,
  moon: 4, venus: 4,
};

/** Nathonnatha bala: strong at midday (diurnal), at midnight (nocturnal), or always 60 (Mercury). */
export const NATHONNATHA_KIND: Readonly<Record<ShadbalaGraha, 'day' | 'night' | 'always'>> = {
  sun: 'day', jupiter: 'day', venus: 'day',
  moon: 'night', mars: 'night', saturn: 'night',
  mercury: 'always',
};

/**
 * Tribhaga bala: the lord of each third of the day (sunrise to sunset) and of the night (sunset to the next
 * sunrise) gets 60 virupas; Jupiter gets 60 always (BPHS ch. 27).
 */
export const TRIBHAGA_LORDS = {
  day: ['mercury', 'sun', 'saturn'],
  night: ['moon', 'venus', 'mars'],
  always: 'jupiter',
} as const satisfies { day: readonly ShadbalaGraha[]; night: readonly ShadbalaGraha[]; always: ShadbalaGraha };

/** Kala bala of the lords of the year, month, weekday and hora. */
export const LORD_BALA = { abda: 15, masa: 30, vara: 45, hora: 60 } as const;

/**
 * Ayana bala: which grahas are strong with a northern declination (+), which with a southern (−), and Mercury
 * with either; the Sun's ayana bala is doubled (BPHS ch. 27; Raman ch. V).
 */
export const AYANA_DIRECTION: Readonly<Record<ShadbalaGraha, 1 | -1 | 0>> = {
  sun: 1, mars: 1, jupiter: 1, venus: 1,
  moon: -1, saturn: -1,
  mercury: 0,
};

/**
 * Raman's table of kranti (declination) for the bhuja (distance of the sayana longitude from the nearer
 * equinox), every 15°, in arcminutes, with the obliquity taken as 24°; read between rows by proportion.
 */
export const KRANTI_TABLE_ARCMIN = [0, 362, 703, 1002, 1238, 1388, 1440] as const;
export const KRANTI_TABLE_STEP_DEG = 15;
/** The obliquity the classical ayana bala assumes (the last row of the kranti table). */
export const CLASSICAL_OBLIQUITY_DEG = 24;

/** Diameters of the discs of the tara grahas (Surya Siddhanta ch. 7), in the yojana-derived units Raman uses. */
export const DISC_DIAMETER: Readonly<Record<TaraGraha, number>> = {
  mars: 9.4,
  mercury: 6.6,
  jupiter: 190.4,
  venus: 16.6,
  saturn: 158,
};

/**
 * Special aspects of the drishti by angular distance (Raman ch. VIII): virupas added to the ordinary value when
 * the aspected point lies in the arc after the aspecting graha: Mars 90°–120° and 210°–240° (+15), Jupiter
 * 120°–150° and 240°–270° (+30), Saturn 60°–90° and 270°–300° (+45).
 */
export const SPECIAL_DRISHTI: Readonly<Partial<Record<ShadbalaGraha, { readonly arcs: readonly (readonly [number, number])[]; readonly add: number }>>> = {
  mars: { arcs: [[90, 120], [210, 240]], add: 15 },
  jupiter: { arcs: [[120, 150], [240, 270]], add: 30 },
  saturn: { arcs: [[60, 90], [270, 300]], add: 45 },
};

/**
 * Cheshta bala methods a request can choose: the cheshta kendra from the mean longitudes of Raman's tables
 * (`cheshta-kendra`, as his and V.P. Jain's worked examples compute it), the same from modern mean elements
 * (`cheshta-kendra-modern`), or the state of motion (`motion`).
 */
export const CHESHTA_METHODS = ['cheshta-kendra', 'cheshta-kendra-modern', 'motion'] as const;
export type CheshtaMethod = (typeof CHESHTA_METHODS)[number];

/**
 * Raman's tables of mean motion (*Graha and Bhava Balas*, Tables IV–IX) as linear elements: the nirayana mean
 * longitude at the epoch, 1 January 1900 at mean midnight of Ujjain (76° E), the mean daily motion, and a correction
 * `[constant, per year]` in t = years after 1900. `sun` is the mean Sun; for Mercury and Venus the element is their
 * seeghrochcha (heliocentric mean longitude). Epochs and corrections are the book's as transcribed in the Slllyio/astro
 * reference of the book (test/reference/strength/README.md), but Jupiter's (−3.3 − 0.0067 t) and Venus's (−5 −
 * 0.0001 t), which are the rows' as PyJHora transcribes them (horoscope/chart/strength.py:40–125; VedAstro's code
 * also has 0.0001 t for Venus). Each daily motion is the one the table's row for 10,000 days prints (Mercury 243.18°
 * = 40,923.18° → 4.092318°/day; Venus 181.46° → 1.602146; Jupiter 110.96° → 0.083096; Saturn 334.39° → 0.033439;
 * Mars's 200.19° agrees with 0.52402): these reproduce Raman's printed seeghrochchas of his example (Mercury 174.49°, Venus
 * 158.35°) within 0.02° and V.P. Jain's printed cheshta balas within 0.03 virupa, where the linear rates of the
 * transcriptions (Mercury 4.092385, Venus 1.602159) put Mercury 0.47° off the book and its cheshta 0.69 virupa off
 * Jain's (test/reference/strength/).
 */
export const RAMAN_MEAN_ELEMENTS: Readonly<Record<'sun' | TaraGraha, { readonly epochDeg: number; readonly dailyDeg: number; readonly correction: readonly [number, number] }>> = {
  sun: { epochDeg: 257.4568, dailyDeg: 0.9856, correction: [0, 0] },
  mars: { epochDeg: 270.22, dailyDeg: 0.52402, correction: [0, 0] },
  jupiter: { epochDeg: 220.04, dailyDeg: 0.083096, correction: [-3.3, -0.0067] },
  saturn: { epochDeg: 236.74, dailyDeg: 0.033439, correction: [5, 0.001] },
  mercury: { epochDeg: 164, dailyDeg: 4.092318, correction: [6.67, -0.00133] },
  venus: { epochDeg: 328.51, dailyDeg: 1.602146, correction: [-5, -0.0001] },
};
/** The epoch of Raman's tables: 1 January 1900, 00:00 local mean time at 76° E (18:56 UT the day before). */
export const RAMAN_TABLES_EPOCH_UTC = '1899-12-31T18:56:00Z';

/** Ayana bala methods a request can choose. */
export const AYANA_METHODS = ['kranti-table', 'declination'] as const;
export type AyanaMethod = (typeof AYANA_METHODS)[number];

/**
 * The `motion` cheshta bala: virupas by the graha's state of motion, the states of Saravali ch. 5 and Phaladeepika
 * ch. 4 with the values BPHS ch. 27 gives them, told apart by the graha's speed against its mean daily motion
 * (`MEAN_DAILY_MOTION_DEG`): vakra (retrograde) 60, vikala (stationary: under 5 % of the mean either way) 15,
 * mandatara (under half the mean) 15, manda (under 95 %) 30, sama (within 5 % of the mean) 7.5, chara (up to half
 * again the mean) 45, atichara (faster) 30. Anuvakra (retrograde back into the sign it had left, 30) needs the
 * graha's past and is not told apart: such a graha scores as vakra.
 */
export const MOTION_STATE_BALA = {
  vakra: 60,
  vikala: 15,
  mandatara: 15,
  manda: 30,
  sama: 7.5,
  chara: 45,
  atichara: 30,
} as const;
export type MotionState = keyof typeof MOTION_STATE_BALA;

/** Mean geocentric daily motion of the tara grahas in degrees (sidereal period of the mean Sun for Mercury and Venus). */
export const MEAN_DAILY_MOTION_DEG: Readonly<Record<TaraGraha, number>> = {
  mars: 0.5240,
  mercury: 0.9856,
  jupiter: 0.0831,
  venus: 0.9856,
  saturn: 0.0335,
};

/**
 * Bhava dig bala (Raman ch. IX): the class of the sign on a bhava's madhya and the bhava in which that class is
 * strongest: human (nara) signs the 1st, watery (jalachara) the 4th, the scorpion (keeta) the 7th, quadrupeds
 * (chatushpada) the 10th. Sagittarius is human in its first half and a quadruped in its second; Capricorn a
 * quadruped in its first half and watery in its second. The bala is 10 virupas for each bhava the bhava is
 * away from the one opposite its strong bhava (0–6 bhavas, 0–60).
 */
export const BHAVA_SIGN_CLASSES = ['nara', 'jalachara', 'keeta', 'chatushpada'] as const;
export type BhavaSignClass = (typeof BHAVA_SIGN_CLASSES)[number];
export const STRONG_HOUSE_OF_CLASS: Readonly<Record<BhavaSignClass, 1 | 4 | 7 | 10>> = {
  nara: 1,
  jalachara: 4,
  keeta: 7,
  chatushpada: 10,
};
/** Sign 1–12 → class; the two split signs as [first half, second half]. */
export const SIGN_CLASS: readonly (BhavaSignClass | readonly [BhavaSignClass, BhavaSignClass])[] = [
  'chatushpada', // Aries
  'chatushpada', // Taurus
  'nara', // Gemini
  'jalachara', // Cancer
  'chatushpada', // Leo
  'nara', // Virgo
  'nara', // Libra
  'keeta', // Scorpio
  ['nara', 'chatushpada'], // Sagittarius
  ['chatushpada', 'jalachara'], // Capricorn
  'nara', // Aquarius
  'jalachara', // Pisces
];

/** Vimshopaka schemes: the vargas of each and their weights out of 20 (BPHS ch. 7). */
export const VIMSHOPAKA_SCHEMES = {
  shadvarga: { 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 },
  saptavarga: { 1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1 },
  dashavarga: { 1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5 },
  shodashavarga: {
    1: 3.5, 2: 1, 3: 1, 4: 0.5, 7: 0.5, 9: 3, 10: 0.5, 12: 0.5, 16: 2, 20: 0.5, 24: 0.5, 27: 0.5, 30: 1, 40: 0.5,
    45: 0.5, 60: 4,
  },
} as const satisfies Record<string, Readonly<Record<number, number>>>;
export type VimshopakaScheme = keyof typeof VIMSHOPAKA_SCHEMES;
export const VIMSHOPAKA_SCHEME_IDS = Object.keys(VIMSHOPAKA_SCHEMES) as VimshopakaScheme[];

/**
 * Vimshopaka points out of 20 by the graha's dignity in a varga (BPHS ch. 7): own sign (exaltation and
 * moolatrikona counted as own) 20, great friend 18, friend 15, neutral 10, enemy 7, great enemy 5.
 */
export const VIMSHOPAKA_POINTS = {
  own: 20,
  'great-friend': 18,
  friend: 15,
  neutral: 10,
  enemy: 7,
  'great-enemy': 5,
} as const;
