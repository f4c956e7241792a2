/**
 * Fixed stars a Western chart can show: the fifteen Behenian stars of the Hermetic tradition (Agrippa, De occulta
 * philosophia II.47, after the pseudo-Hermetic "Liber de quindecim stellis") and the four royal stars of Persia
 * (Aldebaran, Regulus, Antares, Fomalhaut), sixteen stars in all. Each record holds the star's catalogue place:
 * ICRS right ascension and declination at epoch J2000.0, proper motion, parallax and radial velocity as the SIMBAD
 * database gives them (Hipparcos, van Leeuwen 2007 reduction, for positions, motions and parallaxes), copied from
 * Swiss Ephemeris's `sefstars.txt` (github.com/aloistr/swisseph, commit 3fd0f956, "File updated with data from the
 * SIMBAD Astronomical Database", 2018), and the visual magnitude printed there.
 *
 * The Pleiades are taken at Alcyone (η Tauri), their brightest star, as astrological catalogues do.
 *
 * Hindi names: the nakshatra star (yogatara) where the star is one (रोहिणी for Aldebaran, मघा for Regulus,
 * चित्रा for Spica, स्वाती for Arcturus, ज्येष्ठा for Antares, अभिजित् for Vega, कृत्तिका for the Pleiades), the
 * Sanskrit star name where Indian astronomy has one (लुब्धक Sirius, ब्रह्महृदय Capella, मरीचि Alkaid of the seven
 * sages), the English name transliterated otherwise; a Sanskrit name is followed by the English one transliterated, in brackets.
 */

/** A star's catalogue place: ICRS, epoch J2000.0. */
export interface StarCatalogueEntry {
  /** Right ascension, degrees. */
  readonly raDeg: number;
  /** Declination, degrees. */
  readonly decDeg: number;
  /** Proper motion in right ascension times cos(dec), milliarcseconds per Julian year. */
  readonly pmRaCosDecMasPerYear: number;
  /** Proper motion in declination, milliarcseconds per Julian year. */
  readonly pmDecMasPerYear: number;
  /** Parallax, milliarcseconds (0: infinitely far, no parallax and no space motion from it). */
  readonly parallaxMas: number;
  /** Radial velocity, km/s (positive receding). */
  readonly radialVelocityKmPerS: number;
}

/** Sexagesimal right ascension (h, m, s) to degrees. */
export function hms(h: number, m: number, s: number): number {
  return 15 * (h + m / 60 + s / 3600);
}

/** Sexagesimal declination to degrees; the sign applies to the whole value. */
export function dms(sign: 1 | -1, d: number, m: number, s: number): number {
  return sign * (d + m / 60 + s / 3600);
}

/** The groups a request names stars by. */
export const FIXED_STAR_GROUPS = [
  { id: 'behenian', en: 'Behenian stars', hi: 'बेहेनियन तारे' },
  { id: 'royal', en: 'Royal stars', hi: 'राजसी तारे' },
] as const;
export type FixedStarGroup = (typeof FIXED_STAR_GROUPS)[number]['id'];
/** The group ids, in table order. */
export const FIXED_STAR_GROUP_IDS = FIXED_STAR_GROUPS.map((group) => group.id) as unknown as readonly [FixedStarGroup, ...FixedStarGroup[]];

/** One catalogue place, written as SIMBAD prints it. */
function place(
  ra: readonly [number, number, number],
  dec: readonly [1 | -1, number, number, number],
  pmRaCosDecMasPerYear: number,
  pmDecMasPerYear: number,
  radialVelocityKmPerS: number,
  parallaxMas: number,
): StarCatalogueEntry {
  return { raDeg: hms(...ra), decDeg: dms(...dec), pmRaCosDecMasPerYear, pmDecMasPerYear, parallaxMas, radialVelocityKmPerS };
}

/**
 * The stars, in the order of Agrippa's list, Fomalhaut last. `designation` is the Bayer designation, `hip` the
 * Hipparcos number, `magnitude` the visual magnitude V.
 */
export const FIXED_STARS = [
  { id: 'algol', en: 'Algol', hi: 'अल्गोल', designation: 'β Persei', hip: 14576, magnitude: 2.12, groups: ['behenian'],
    catalogue: place([3, 8, 10.13245], [1, 40, 57, 20.328], 2.99, -1.66, 4, 36.27) },
  { id: 'alcyone', en: 'Alcyone (Pleiades)', hi: 'कृत्तिका (अल्सियोनी)', designation: 'η Tauri', hip: 17702, magnitude: 2.87, groups: ['behenian'],
    catalogue: place([3, 47, 29.07655], [1, 24, 6, 18.4883], 19.34, -43.67, 5.4, 8.09) },
  { id: 'aldebaran', en: 'Aldebaran', hi: 'रोहिणी (एल्डेबरान)', designation: 'α Tauri', hip: 21421, magnitude: 0.86, groups: ['behenian', 'royal'],
    catalogue: place([4, 35, 55.23907], [1, 16, 30, 33.4885], 63.45, -188.94, 54.26, 48.94) },
  { id: 'capella', en: 'Capella', hi: 'ब्रह्महृदय (कैपेला)', designation: 'α Aurigae', hip: 24608, magnitude: 0.08, groups: ['behenian'],
    catalogue: place([5, 16, 41.35871], [1, 45, 59, 52.7693], 75.25, -426.89, 29.19, 76.2) },
  { id: 'sirius', en: 'Sirius', hi: 'लुब्धक (सिरियस)', designation: 'α Canis Majoris', hip: 32349, magnitude: -1.46, groups: ['behenian'],
    catalogue: place([6, 45, 8.91728], [-1, 16, 42, 58.0171], -546.01, -1223.07, -5.5, 379.21) },
  { id: 'procyon', en: 'Procyon', hi: 'प्रोसियॉन', designation: 'α Canis Minoris', hip: 37279, magnitude: 0.37, groups: ['behenian'],
    catalogue: place([7, 39, 18.1195], [1, 5, 13, 29.9552], -714.59, -1036.8, -3.2, 284.56) },
  { id: 'regulus', en: 'Regulus', hi: 'मघा (रेगुलस)', designation: 'α Leonis', hip: 49669, magnitude: 1.4, groups: ['behenian', 'royal'],
    catalogue: place([10, 8, 22.31099], [1, 11, 58, 1.9516], -248.73, 5.59, 5.9, 41.13) },
  { id: 'alkaid', en: 'Alkaid', hi: 'मरीचि (अल्केड)', designation: 'η Ursae Majoris', hip: 67301, magnitude: 1.86, groups: ['behenian'],
    catalogue: place([13, 47, 32.43776], [1, 49, 18, 47.7602], -121.17, -14.91, -13.4, 31.38) },
  { id: 'algorab', en: 'Algorab', hi: 'अल्गोराब', designation: 'δ Corvi', hip: 60965, magnitude: 2.94, groups: ['behenian'],
    catalogue: place([12, 29, 51.85517], [-1, 16, 30, 55.5525], -210.49, -138.74, 13.9, 37.55) },
  { id: 'spica', en: 'Spica', hi: 'चित्रा (स्पाइका)', designation: 'α Virginis', hip: 65474, magnitude: 0.97, groups: ['behenian'],
    catalogue: place([13, 25, 11.57937], [-1, 11, 9, 40.7501], -42.35, -30.67, 1, 13.06) },
  { id: 'arcturus', en: 'Arcturus', hi: 'स्वाती (आर्कटुरस)', designation: 'α Boötis', hip: 69673, magnitude: -0.05, groups: ['behenian'],
    catalogue: place([14, 15, 39.67207], [1, 19, 10, 56.673], -1093.39, -2000.06, -5.19, 88.83) },
  { id: 'alphecca', en: 'Alphecca', hi: 'अल्फ़ेक्का', designation: 'α Coronae Borealis', hip: 76267, magnitude: 2.24, groups: ['behenian'],
    catalogue: place([15, 34, 41.268], [1, 26, 42, 52.894], 120.27, -89.58, 1.7, 43.46) },
  { id: 'antares', en: 'Antares', hi: 'ज्येष्ठा (एंटारेस)', designation: 'α Scorpii', hip: 80763, magnitude: 0.91, groups: ['behenian', 'royal'],
    catalogue: place([16, 29, 24.4597], [-1, 26, 25, 55.2094], -12.11, -23.3, -3.5, 5.89) },
  { id: 'vega', en: 'Vega', hi: 'अभिजित् (वेगा)', designation: 'α Lyrae', hip: 91262, magnitude: 0.03, groups: ['behenian'],
    catalogue: place([18, 36, 56.33635], [1, 38, 47, 1.2802], 200.94, 286.23, -20.6, 130.23) },
  { id: 'deneb-algedi', en: 'Deneb Algedi', hi: 'डेनेब अल्जेदी', designation: 'δ Capricorni', hip: 107556, magnitude: 2.83, groups: ['behenian'],
    catalogue: place([21, 47, 2.44424], [-1, 16, 7, 38.2335], 261.7, -296.7, -3.4, 84.27) },
  { id: 'fomalhaut', en: 'Fomalhaut', hi: 'फ़ोमलहॉट', designation: 'α Piscis Austrini', hip: 113368, magnitude: 1.16, groups: ['royal'],
    catalogue: place([22, 57, 39.04625], [-1, 29, 37, 20.0533], 328.95, -164.67, 6.5, 129.81) },
] as const satisfies readonly {
  id: string;
  en: string;
  hi: string;
  designation: string;
  hip: number;
  magnitude: number;
  groups: readonly FixedStarGroup[];
  catalogue: StarCatalogueEntry;
}[];

export type FixedStarRecord = (typeof FIXED_STARS)[number];
export type FixedStarId = FixedStarRecord['id'];

/** Every star id, in table order. */
export const FIXED_STAR_IDS = FIXED_STARS.map((star) => star.id) as unknown as readonly [FixedStarId, ...FixedStarId[]];

/** The record of a star id. */
export function fixedStar(id: FixedStarId): FixedStarRecord {
  return FIXED_STARS.find((star) => star.id === id)!;
}

/** The ids of a group's stars, in table order. */
export function fixedStarsOf(group: FixedStarGroup): FixedStarId[] {
  return FIXED_STARS.filter((star) => (star.groups as readonly FixedStarGroup[]).includes(group)).map((star) => star.id);
}
