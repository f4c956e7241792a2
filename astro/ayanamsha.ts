/**
 * Ayanamshas: the longitude of the sidereal zodiac's origin measured from the equinox, in degrees.
 *
 * Every ayanamsha the Swiss Ephemeris defines (its 47 predefined sidereal modes), with its ids (SE_SIDM_*:
 * 0 Fagan-Bradley, 1 Lahiri, 3 Raman, 5 Krishnamurti, …, 46 Lahiri ICRC), so the spec's 1 = Lahiri and 3 = Raman hold.
 * The definitions are those of Swiss Ephemeris 2.10 (`ayanamsa[]` in sweph.h, `swi_get_ayanamsa_ex` in sweph.c),
 * evaluated here independently. Three kinds:
 *
 * - Lahiri (1), by its standard definition (reference/jyotish-definitions.md): 23.857092325° at J2000.0 plus the
 *   IAU 2006 general precession in longitude p_A(T) = 5028.796195·T + 1.1054348·T² + 0.00007964·T³
 *   − 0.000023857·T⁴ − 0.0000000383·T⁵ arcseconds (Capitaine, Wallace & Chapront 2003; T in Julian centuries of
 *   TT from J2000.0). Swiss Ephemeris's SE_SIDM_LAHIRI gives the same values.
 * - Epoch-based: a value a₀ at an epoch t₀. As Swiss Ephemeris does by default, the mean equinox of the date is
 *   carried to the mean ecliptic and equinox of t₀ with the Vondrák 2011 precession (astro/precession.ts) and the
 *   ayanamsha is a₀ minus its longitude there. An epoch value stated with another precession model (Newcomb's or
 *   IAU 1976, as Swiss Ephemeris marks them) is corrected by the longitude the equinox of t₀ gets when carried to
 *   J2000.0 with Vondrák's model and back with that one, so that sidereal positions stay those the definition
 *   meant. An epoch given in UT is moved to TT with ΔT (astro/delta-t.ts).
 * - Star-based ("true"): the geocentric tropical longitude of a star (or of the galactic centre or pole) minus its
 *   defined sidereal longitude; the star carried from its catalogue place with proper motion, parallax and
 *   annual aberration (the galactic poles without aberration, as Swiss Ephemeris takes them), then precessed and
 *   nutated to the true ecliptic of date. Wilhelm's galactic-centre ayanamsha measures the ecliptic point of the
 *   centre's right ascension instead of its longitude. Swiss Ephemeris also bends starlight around the Sun
 *   (gravitational deflection), which is left out here: it reaches an arcsecond only when the Sun is within a
 *   degree or so of the star.
 *
 * Mean and true: mean excludes nutation; true = mean + Δψ (nutation in longitude as astronomy-engine computes it,
 * the same Δψ that is in every apparent longitude of `positions.ts`, so that sidereal = apparent tropical − true
 * ayanamsha has no nutation left). Star-based values are true by construction; their mean is true − Δψ.
 */
import { dms, fixedStar, hms, type StarCatalogueEntry as StarRecord } from '../data/fixed-stars.ts';
import { spellingKey } from '../data/text.ts';
import { deltaTSeconds } from './delta-t.ts';
import { Astronomy, astroTime } from './engine.ts';
import {
  type Matrix3,
  newcombPrecession,
  iau1976Precession,
  rotate,
  type Vector3,
  vondrakEclipticFrame,
  vondrakObliquity,
  vondrakPrecession,
} from './precession.ts';
import { starDirectionJ2000 } from './star-place.ts';
import type { Instant } from './time.ts';

/**
 * The precession model an epoch value was stated with: `vondrak-2011` needs no correction; `newcomb` and
 * `iau-1976` are corrected to Vondrák's (see the module comment).
 */
export const EPOCH_PRECESSION_MODELS = ['vondrak-2011', 'newcomb', 'iau-1976'] as const;
export type EpochPrecessionModel = (typeof EPOCH_PRECESSION_MODELS)[number];

/** How an ayanamsha is defined (see the module comment). */
export const AYANAMSHA_KINDS = ['general-precession', 'epoch', 'star'] as const;

/** What every ayanamsha record holds. */
interface AyanamshaBase {
  readonly id: number;
  /** The word a request may name it by (any spelling), lower case with hyphens. */
  readonly key: string;
  readonly name: string;
  /** Swiss Ephemeris's constant, without the SE_SIDM_ prefix (also accepted as a name). */
  readonly swissEphemeris: string;
  /** Where the definition comes from. */
  readonly source: string;
}

/** One ayanamsha definition. */
export type AyanamshaRecord =
  | (AyanamshaBase & {
      readonly kind: (typeof AYANAMSHA_KINDS)[0];
      /** Epoch as a Julian day, TT. */
      readonly epochJulianDay: number;
      /** Mean ayanamsha at the epoch, degrees. */
      readonly valueAtEpochDeg: number;
    })
  | (AyanamshaBase & {
      readonly kind: (typeof AYANAMSHA_KINDS)[1];
      /** Epoch as a Julian day, TT unless `epochIsUt`. */
      readonly epochJulianDay: number;
      readonly epochIsUt: boolean;
      /** Mean ayanamsha at the epoch, degrees. */
      readonly valueAtEpochDeg: number;
      readonly definedWith: EpochPrecessionModel;
    })
  | (AyanamshaBase & {
      readonly kind: (typeof AYANAMSHA_KINDS)[2];
      /** Name of the reference star (or point). */
      readonly star: string;
      readonly catalogue: StarRecord;
      /** Sidereal longitude the star is defined to have, degrees. */
      readonly siderealLongitudeDeg: number;
      /** `longitude`: the star's ecliptic longitude; `right-ascension`: the ecliptic point of its right ascension. */
      readonly measure: 'longitude' | 'right-ascension';
      /** Whether the star's place includes annual aberration (false for the galactic poles, as Swiss Ephemeris). */
      readonly aberration: boolean;
    });

const JULIAN_DAY_J2000_TT = 2_451_545.0;
/** J1900.0 = JD 2415020.0 TT. */
const JULIAN_DAY_J1900_TT = 2_415_020.0;
/** B1950.0 = JD 2433282.42345905 TT (Swiss Ephemeris's `B1950`). */
const JULIAN_DAY_B1950_TT = 2_433_282.42345905;
/** The Suryasiddhanta epoch: the mean Sun's ingress into Aries on 21 March 499 CE, 7:30:31.57 UT at Ujjain. */
const JULIAN_DAY_SURYASIDDHANTA_UT = 1_903_396.8128654;
/** Aryabhata's epoch: the same day, 6:56:55.57 UT. */
const JULIAN_DAY_ARYABHATA_UT = 1_903_396.7895321;
/** The Babylonian epoch of Kugler and Huber (1 Jan −100, julian, 0 h UT). */
const JULIAN_DAY_BABYLONIAN_UT = 1_684_532.5;

/** The stars and points the star-based ayanamshas are measured from (ICRS, J2000.0; SIMBAD, as Swiss Ephemeris's sefstars.txt records them; Spica from the fixed-star table). */
const STARS = {
  spica: fixedStar('spica').catalogue,
  deltaCancri: { raDeg: hms(8, 44, 41.09921), decDeg: dms(1, 18, 9, 15.5034), pmRaCosDecMasPerYear: -17.67, pmDecMasPerYear: -229.26, parallaxMas: 24.98, radialVelocityKmPerS: 17.14 },
  zetaPiscium: { raDeg: hms(1, 13, 43.88735), decDeg: dms(1, 7, 34, 31.2745), pmRaCosDecMasPerYear: 145, pmDecMasPerYear: -55.69, parallaxMas: 18.76, radialVelocityKmPerS: 15 },
  lambdaScorpii: { raDeg: hms(17, 33, 36.52012), decDeg: dms(-1, 37, 6, 13.7648), pmRaCosDecMasPerYear: -8.53, pmDecMasPerYear: -30.8, parallaxMas: 5.71, radialVelocityKmPerS: -3 },
  sagittariusAStar: { raDeg: hms(17, 45, 40.03599), decDeg: dms(-1, 29, 0, 28.1699), pmRaCosDecMasPerYear: -2.755718425, pmDecMasPerYear: -5.547, parallaxMas: 0.125, radialVelocityKmPerS: 0 },
  galacticPole: { raDeg: hms(12, 51, 36.7151981), decDeg: dms(1, 27, 6, 11.193172), pmRaCosDecMasPerYear: 0, pmDecMasPerYear: 0, parallaxMas: 0, radialVelocityKmPerS: 0 },
  galacticPoleIau1958: { raDeg: hms(12, 51, 26.27469), decDeg: dms(1, 27, 7, 41.7087), pmRaCosDecMasPerYear: 0, pmDecMasPerYear: 0, parallaxMas: 0, radialVelocityKmPerS: 0 },
} as const satisfies Record<string, StarRecord>;

/** Golden section, 0.3819660113 (Gil Brand's galactic-centre ayanamsha). */
const GOLDEN_SECTION = 0.3819660113;

/** An epoch-based record (the fields every one of them has; `definedWith` defaults to Vondrák's). */
function epoch(
  id: number,
  key: string,
  name: string,
  swissEphemeris: string,
  epochJulianDay: number,
  epochIsUt: boolean,
  valueAtEpochDeg: number,
  source: string,
  definedWith: EpochPrecessionModel = 'vondrak-2011',
) {
  return { id, key, name, swissEphemeris, kind: 'epoch', epochJulianDay, epochIsUt, valueAtEpochDeg, definedWith, source } as const;
}

/** A star-based record. */
function star(
  id: number,
  key: string,
  name: string,
  swissEphemeris: string,
  starName: string,
  catalogue: StarRecord,
  siderealLongitudeDeg: number,
  source: string,
  options: { measure?: 'longitude' | 'right-ascension'; aberration?: boolean } = {},
) {
  return {
    id,
    key,
    name,
    swissEphemeris,
    kind: 'star',
    star: starName,
    catalogue,
    siderealLongitudeDeg,
    measure: options.measure ?? 'longitude',
    aberration: options.aberration ?? true,
    source,
  } as const;
}

const SE = 'Swiss Ephemeris 2.10 (sweph.h)';

/**
 * The ayanamshas the service offers, keyed by id: every predefined sidereal mode of Swiss Ephemeris 2.10, with its
 * epoch, epoch value and precession model from `ayanamsa[]` in sweph.h (values written "360 − x" there already
 * reduced), or its star and the star's defined longitude from `swi_get_ayanamsa_ex` in sweph.c; Lahiri by
 * reference/jyotish-definitions.md.
 */
export const AYANAMSHAS = {
  0: epoch(0, 'fagan-bradley', 'Fagan-Bradley', 'FAGAN_BRADLEY', 2_433_282.42346, false, 24.042044444,
    `${SE}: the Synetic Vernal Point 335°57′28.64″ at 1950.0 (Fagan and Allen), i.e. 24.042044444° at JD 2433282.42346, Newcomb precession`, 'newcomb'),
  1: {
    id: 1,
    key: 'lahiri',
    name: 'Lahiri',
    swissEphemeris: 'LAHIRI',
    kind: 'general-precession',
    epochJulianDay: JULIAN_DAY_J2000_TT,
    valueAtEpochDeg: 23.857092325,
    source: 'Lahiri (Chitrapaksha, Indian Calendar Reform Committee 1956): 23.857092325° at J2000.0 TT + IAU 2006 p_A, as Swiss Ephemeris SE_SIDM_LAHIRI',
  },
  2: epoch(2, 'deluce', 'De Luce', 'DELUCE', 1_721_057.5, true, 0,
    `${SE}: 0° on 1 January 1 BC (julian) 0h UT, the assumed birth of Jesus (R. DeLuce, Constellational Astrology)`),
  3: epoch(3, 'raman', 'Raman', 'RAMAN', JULIAN_DAY_J1900_TT, false, 360 - 338.98556,
    `${SE}: 21.01444° at J1900.0, Newcomb precession (B. V. Raman, Hindu Predictive Astrology, 1938)`, 'newcomb'),
  4: epoch(4, 'usha-shashi', 'Usha-Shashi', 'USHASHASHI', JULIAN_DAY_J1900_TT, false, 360 - 341.33904,
    `${SE}: 18.66096° at J1900.0 (Usha and Shashi, Hindu Astrological Calculations, 1978)`),
  5: epoch(5, 'krishnamurti', 'Krishnamurti', 'KRISHNAMURTI', JULIAN_DAY_J1900_TT, false, 360 - 337.636111,
    `${SE}: 22.363889° at J1900.0, Newcomb precession (K. S. Krishnamurti, Reader 1)`, 'newcomb'),
  6: epoch(6, 'djwhal-khul', 'Djwhal Khul', 'DJWHAL_KHUL', JULIAN_DAY_J1900_TT, false, 360 - 333.0369024,
    `${SE}: 26.9630976° at J1900.0, the vernal point entering Aquarius on 1 July 2117 (Graham Dawson)`),
  7: epoch(7, 'yukteshwar', 'Yukteshwar', 'YUKTESHWAR', JULIAN_DAY_J1900_TT, false, 360 - 338.917778,
    `${SE}: 21.082222° at J1900.0 (Sri Yukteshwar, The Holy Science)`),
  8: epoch(8, 'jn-bhasin', 'J. N. Bhasin', 'JN_BHASIN', JULIAN_DAY_J1900_TT, false, 360 - 338.634444,
    `${SE}: 21.365556° at J1900.0`),
  9: epoch(9, 'babylonian-kugler-1', 'Babylonian (Kugler 1)', 'BABYL_KUGLER1', JULIAN_DAY_BABYLONIAN_UT, true, -5.66667,
    `${SE}: −5.66667° on 1 January −100 (julian) 0h UT (F. X. Kugler)`),
  10: epoch(10, 'babylonian-kugler-2', 'Babylonian (Kugler 2)', 'BABYL_KUGLER2', JULIAN_DAY_BABYLONIAN_UT, true, -4.26667,
    `${SE}: −4.26667° on 1 January −100 (julian) 0h UT (F. X. Kugler)`),
  11: epoch(11, 'babylonian-kugler-3', 'Babylonian (Kugler 3)', 'BABYL_KUGLER3', JULIAN_DAY_BABYLONIAN_UT, true, -3.41667,
    `${SE}: −3.41667° on 1 January −100 (julian) 0h UT (F. X. Kugler)`),
  12: epoch(12, 'babylonian-huber', 'Babylonian (Huber)', 'BABYL_HUBER', JULIAN_DAY_BABYLONIAN_UT, true, -4.46667,
    `${SE}: −4.46667° on 1 January −100 (julian) 0h UT (P. Huber, Centaurus 5, 1958)`),
  13: epoch(13, 'babylonian-eta-piscium', 'Babylonian (Eta Piscium, Mercier)', 'BABYL_ETPSC', 1_673_941, true, -5.079167,
    `${SE}: −5.079167° at JD 1673941 UT, η Piscium culminating with the zero point (R. Mercier)`),
  14: epoch(14, 'babylonian-aldebaran', 'Babylonian (Aldebaran at 15° Taurus)', 'ALDEBARAN_15TAU', JULIAN_DAY_BABYLONIAN_UT, true, -4.44138598,
    `${SE}: −4.44138598° on 1 January −100 (julian) 0h UT, Aldebaran at 15° Taurus`),
  15: epoch(15, 'hipparchos', 'Hipparchos', 'HIPPARCHOS', 1_674_484.0, true, -9.33333, `${SE}: −9.33333° at JD 1674484.0 UT`),
  16: epoch(16, 'sassanian', 'Sassanian', 'SASSANIAN', 1_927_135.8747793, true, 0, `${SE}: 0° at JD 1927135.8747793 UT (564 CE)`),
  17: star(17, 'galactic-center-0-sagittarius', 'Galactic Centre at 0° Sagittarius', 'GALCENT_0SAG', 'Galactic Centre (Sgr A*)',
    STARS.sagittariusAStar, 240, `${SE}: the galactic centre (Sgr A*) at sidereal 240° (0° Sagittarius)`),
  18: epoch(18, 'j2000', 'J2000', 'J2000', JULIAN_DAY_J2000_TT, false, 0, `${SE}: 0° at J2000.0 (the equinox of J2000.0 as the sidereal origin)`),
  19: epoch(19, 'j1900', 'J1900', 'J1900', JULIAN_DAY_J1900_TT, false, 0, `${SE}: 0° at J1900.0`),
  20: epoch(20, 'b1950', 'B1950', 'B1950', JULIAN_DAY_B1950_TT, false, 0, `${SE}: 0° at B1950.0 (JD 2433282.42345905)`),
  21: epoch(21, 'suryasiddhanta', 'Suryasiddhanta', 'SURYASIDDHANTA', JULIAN_DAY_SURYASIDDHANTA_UT, true, 0,
    `${SE}: 0° when the mean Sun entered Aries at the mean equinox of date, 21 March 499 CE, 7:30:31.57 UT, Ujjain`),
  22: epoch(22, 'suryasiddhanta-mean-sun', 'Suryasiddhanta, mean Sun', 'SURYASIDDHANTA_MSUN', JULIAN_DAY_SURYASIDDHANTA_UT, true, -0.21463395,
    `${SE}: −0.21463395° at the Suryasiddhanta epoch (21 March 499 CE, 7:30:31.57 UT), the mean Sun's true position at the ingress`),
  23: epoch(23, 'aryabhata', 'Aryabhata', 'ARYABHATA', JULIAN_DAY_ARYABHATA_UT, true, 0,
    `${SE}: 0° on 21 March 499 CE, 6:56:55.57 UT (Aryabhata's epoch)`),
  24: epoch(24, 'aryabhata-mean-sun', 'Aryabhata, mean Sun', 'ARYABHATA_MSUN', JULIAN_DAY_ARYABHATA_UT, true, -0.23763238,
    `${SE}: −0.23763238° on 21 March 499 CE, 6:56:55.57 UT, the mean Sun's true position`),
  25: epoch(25, 'ss-revati', 'Suryasiddhanta Revati', 'SS_REVATI', JULIAN_DAY_SURYASIDDHANTA_UT, true, -0.79167046,
    `${SE}: −0.79167046° at the Suryasiddhanta epoch, Revati (ζ Piscium) at polar longitude 359°50′`),
  26: epoch(26, 'ss-citra', 'Suryasiddhanta Citra', 'SS_CITRA', JULIAN_DAY_SURYASIDDHANTA_UT, true, 2.11070444,
    `${SE}: 2.11070444° at the Suryasiddhanta epoch, Citra (Spica) at polar longitude 180°`),
  27: star(27, 'true-chitra', 'True Chitra', 'TRUE_CITRA', 'Spica (α Virginis, Chitra)', STARS.spica, 180, `${SE}: Spica at sidereal 180° (0° Libra)`),
  28: star(28, 'true-revati', 'True Revati', 'TRUE_REVATI', 'ζ Piscium (Revati)', STARS.zetaPiscium, 359 + 50 / 60,
    `${SE}: ζ Piscium at sidereal 359°50′ (29°50′ Pisces)`),
  29: star(29, 'true-pushya', 'True Pushya', 'TRUE_PUSHYA', 'δ Cancri (Asellus Australis, Pushya)', STARS.deltaCancri, 106,
    `${SE}: δ Cancri at sidereal 106° (16° Cancer; P. V. R. Narasimha Rao)`),
  30: star(30, 'galactic-center-gil-brand', 'Galactic Centre (Gil Brand)', 'GALCENT_RGILBRAND', 'Galactic Centre (Sgr A*)',
    STARS.sagittariusAStar, 210 + 90 * GOLDEN_SECTION,
    `${SE}: the galactic centre at the golden section between 0° Scorpio and 0° Aquarius, sidereal 210° + 90° × 0.3819660113 (R. Gil Brand)`),
  31: star(31, 'galactic-equator-iau-1958', 'Galactic Equator (IAU 1958)', 'GALEQU_IAU1958', 'Galactic north pole (IAU 1958)',
    STARS.galacticPoleIau1958, 150,
    `${SE}: the node of the galactic equator (IAU 1958 galactic pole) on the ecliptic at sidereal 0° Sagittarius (the pole at 150°), without aberration`,
    { aberration: false }),
  32: star(32, 'galactic-equator', 'Galactic Equator', 'GALEQU_TRUE', 'Galactic north pole (Liu, Zhu & Zhang 2011)', STARS.galacticPole, 150,
    `${SE}: the node of the galactic equator (the galactic pole of Liu, Zhu & Zhang, A&A 526, A16, 2011) at sidereal 0° Sagittarius, without aberration`,
    { aberration: false }),
  33: star(33, 'galactic-equator-mid-mula', 'Galactic Equator in the middle of Mula', 'GALEQU_MULA', 'Galactic north pole (Liu, Zhu & Zhang 2011)',
    STARS.galacticPole, 150 + 20 / 3, `${SE}: the node of the galactic equator in the middle of Mula (the pole at 156°40′), without aberration`,
    { aberration: false }),
  34: epoch(34, 'skydram-mardyks', 'Skydram (Mardyks)', 'GALALIGN_MARDYKS', 2_451_079.734892, false, 30,
    `${SE}: 30° at JD 2451079.734892 TT, the autumn equinox aligned with the galactic equator and pole (R. Mardyks)`),
  35: star(35, 'true-mula', 'True Mula (Chandra Hari)', 'TRUE_MULA', 'λ Scorpii (Shaula, Mula)', STARS.lambdaScorpii, 240,
    `${SE}: λ Scorpii at sidereal 240° (0° Sagittarius; Chandra Hari)`),
  36: star(36, 'galactic-center-mula-wilhelm', 'Galactic Centre in the middle of Mula (Wilhelm)', 'GALCENT_MULA_WILHELM', 'Galactic Centre (Sgr A*)',
    STARS.sagittariusAStar, 240 + 20 / 3,
    `${SE}: the ecliptic point of the galactic centre's right ascension (polar projection) at sidereal 246°40′, the middle of Mula (Ernst Wilhelm, Dhruva)`,
    { measure: 'right-ascension' }),
  37: epoch(37, 'aryabhata-522', 'Aryabhata 522', 'ARYABHATA_522', 1_911_797.740782065, true, 0,
    `${SE}: 0° in Kali 3623 = 522 CE (JD 1911797.740782065 UT), Ujjain, from Kali midnight and the Suryasiddhanta year`),
  38: epoch(38, 'babylonian-britton', 'Babylonian (Britton)', 'BABYL_BRITTON', 1_721_057.5, true, -3.2,
    `${SE}: −3.2° on 1 January 1 BC (julian) 0h UT (J. P. Britton, Arch. Hist. Exact Sci. 64, 2010, p. 630)`),
  39: star(39, 'true-sheoran', 'Vedic (Sheoran)', 'TRUE_SHEORAN', 'δ Cancri (Asellus Australis)', STARS.deltaCancri, 103.49264221625,
    `${SE}: δ Cancri at sidereal 103.49264221625° (S. Sheoran, The Science of Time and Timeline of World History, 2017)`),
  40: star(40, 'galactic-center-cochrane', 'Galactic Centre at 0° Capricorn (Cochrane)', 'GALCENT_COCHRANE', 'Galactic Centre (Sgr A*)',
    STARS.sagittariusAStar, 270, `${SE}: the galactic centre at sidereal 270° (0° Capricorn; David Cochrane)`),
  41: epoch(41, 'galactic-equator-fiorenza', 'Galactic Equator (Fiorenza)', 'GALEQU_FIORENZA', 2_451_544.5, true, 25,
    `${SE}: 25° on 1 January 2000 0h UT (N. A. Fiorenza)`),
  42: epoch(42, 'valens-moon', 'Vettius Valens (Moon)', 'VALENS_MOON', 1_775_845.5, true, -2.9422,
    `${SE}: −2.9422° on 1 January 150 CE (julian) 0h UT, from Valens's Moon (Holden 1995, p. 12)`),
  43: epoch(43, 'lahiri-1940', 'Lahiri 1940', 'LAHIRI_1940', JULIAN_DAY_J1900_TT, false, 22.44597222,
    `${SE}: 22°26′45.50″ at J1900.0, Newcomb precession (N. C. Lahiri, Panchanga Darpan, 1940)`, 'newcomb'),
  44: epoch(44, 'lahiri-vp285', 'Lahiri VP285', 'LAHIRI_VP285', 1_825_235.2458513028, false, 0,
    `${SE}: 0° when the mean Sun was at 0° in 285 CE (JD 1825235.2458513028 TT; preface of Lahiri's Indian Ephemeris, 1980)`),
  45: epoch(45, 'krishnamurti-new', 'Krishnamurti new (KP new, VP291)', 'KRISHNAMURTI_VP291', 1_827_424.752255678, false, 0,
    `${SE}: 0° at the mean equinox of JD 1827424.752255678 TT (291 CE), after D. Senthilathiban, Study of KP Ayanamsa with Modern Precession Theories (2019)`),
  46: epoch(46, 'lahiri-icrc', 'Lahiri ICRC', 'LAHIRI_ICRC', 2_435_553.5, false, 23.25 - 0.00464207,
    `${SE}: 23°15′ less nutation (Woolard 1953) on 21 March 1956, Newcomb precession (Indian Calendar Reform Committee, before the 1985 correction)`, 'newcomb'),
} as const satisfies Record<number, AyanamshaRecord>;

/** Id of an ayanamsha the service offers. */
export type AyanamshaId = keyof typeof AYANAMSHAS;

/** The default ayanamsha (the spec's ayanamsha = 1). */
export const DEFAULT_AYANAMSHA_ID: AyanamshaId = 1;

/** Every id, ascending. */
export const AYANAMSHA_IDS: readonly AyanamshaId[] = Object.keys(AYANAMSHAS).map(Number).filter(isAyanamshaId);

/** True when `id` names one of `AYANAMSHAS`. */
export function isAyanamshaId(id: unknown): id is AyanamshaId {
  return typeof id === 'number' && Object.hasOwn(AYANAMSHAS, id);
}

const ID_BY_SPELLING = new Map<string, AyanamshaId>();
for (const id of AYANAMSHA_IDS) {
  const record: AyanamshaRecord = AYANAMSHAS[id];
  for (const spelling of [record.key, record.name, record.swissEphemeris, `SE_SIDM_${record.swissEphemeris}`, String(id)]) {
    const key = spellingKey(spelling);
    const taken = ID_BY_SPELLING.get(key);
    if (taken !== undefined && taken !== id) throw new Error(`ayanamsha spelling "${spelling}" names both ${taken} and ${id}`);
    ID_BY_SPELLING.set(key, id);
  }
}

/**
 * The ayanamsha a client names by its id (`"27"`), key (`true-chitra`), name (`True Chitra`) or Swiss Ephemeris
 * constant (`SE_SIDM_TRUE_CITRA`, `TRUE_CITRA`), in any case and with any of space, `-`, `_`; undefined when none.
 */
export function ayanamshaIdOf(spelling: string): AyanamshaId | undefined {
  return ID_BY_SPELLING.get(spellingKey(spelling));
}

const DAYS_PER_JULIAN_CENTURY = 36_525;
const SECONDS_PER_DAY = 86_400;
const ARCSEC_PER_DEG = 3600;
const DEG_PER_RAD = 180 / Math.PI;

/**
 * IAU 2006 general precession in longitude p_A in arcseconds, T in Julian centuries of TT from J2000.0
 * (Capitaine et al. 2003, eq. 39; quoted in reference/jyotish-definitions.md).
 */
export function generalPrecessionArcsec(t: number): number {
  return t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
}

/** Options of `ayanamshaDegrees`. */
export interface AyanamshaOptions {
  /** true: mean + nutation in longitude (use with apparent longitudes); false: mean. */
  readonly true: boolean;
}

/**
 * Ayanamsha `id` at `instant`, in degrees (about 22–25° for the classical Indian ones in the modern era; others
 * range from about −4° (the galactic centre at 0° Capricorn) to 30°; not reduced to 0–360°). See the module comment
 * for the mean/true distinction; sidereal longitude = apparent tropical longitude − ayanamshaDegrees(id, t, { true: true }).
 */
export function ayanamshaDegrees(id: AyanamshaId, instant: Instant, options: AyanamshaOptions): number {
  const moment = new Moment(instant);
  const mean = meanDegrees(AYANAMSHAS[id], moment);
  return options.true ? mean + moment.nutationDeg() : mean;
}

/** One ayanamsha's mean and true values at an instant, degrees. */
export interface AyanamshaValue {
  readonly id: AyanamshaId;
  readonly meanDeg: number;
  readonly trueDeg: number;
}

/**
 * Every ayanamsha at `instant`, in id order: the same values as `ayanamshaDegrees`, with the time, the nutation and
 * the Earth's state (what the star-based ones need) computed once.
 */
export function ayanamshaValues(instant: Instant): AyanamshaValue[] {
  const moment = new Moment(instant);
  return AYANAMSHA_IDS.map((id) => {
    const meanDeg = meanDegrees(AYANAMSHAS[id], moment);
    return { id, meanDeg, trueDeg: meanDeg + moment.nutationDeg() };
  });
}

/** What the ayanamshas need of an instant, each part computed on first use. */
class Moment {
  readonly time: Astronomy.AstroTime;
  readonly julianDayTt: number;
  private nutation: number | undefined;
  private earthState: Astronomy.StateVector | undefined;

  constructor(instant: Instant) {
    this.time = astroTime(instant);
    this.julianDayTt = JULIAN_DAY_J2000_TT + this.time.tt;
  }

  /** Nutation in longitude Δψ, degrees (astronomy-engine's). */
  nutationDeg(): number {
    this.nutation ??= Astronomy.e_tilt(this.time).dpsi / ARCSEC_PER_DEG;
    return this.nutation;
  }

  /** The Earth's barycentric position (AU) and velocity (AU/day), J2000.0 mean equator. */
  earth(): Astronomy.StateVector {
    this.earthState ??= Astronomy.BaryState(Astronomy.Body.Earth, this.time);
    return this.earthState;
  }
}

/** Mean ayanamsha of `record` at `moment`, degrees. */
function meanDegrees(record: AyanamshaRecord, moment: Moment): number {
  if (record.kind === 'general-precession') {
    const t = moment.time.tt / DAYS_PER_JULIAN_CENTURY;
    const t0 = (record.epochJulianDay - JULIAN_DAY_J2000_TT) / DAYS_PER_JULIAN_CENTURY;
    return record.valueAtEpochDeg + (generalPrecessionArcsec(t) - generalPrecessionArcsec(t0)) / ARCSEC_PER_DEG;
  }
  if (record.kind === 'epoch') return epochAyanamshaDegrees(record, moment.julianDayTt);
  const direction = starDirectionJ2000(record.catalogue, moment.time, moment.earth(), record.aberration);
  if (record.measure === 'right-ascension') {
    return wrapNearZero(rightAscensionPointDegrees(direction, moment.julianDayTt) - record.siderealLongitudeDeg);
  }
  const trueLongitude = Astronomy.Ecliptic(new Astronomy.Vector(direction[0], direction[1], direction[2], moment.time)).elon;
  return wrapNearZero(trueLongitude - record.siderealLongitudeDeg - moment.nutationDeg());
}

/** An angle in degrees reduced to −180° ≤ x < 180°. */
function wrapNearZero(degrees: number): number {
  return degrees - 360 * Math.floor((degrees + 180) / 360);
}

/** The epoch of `record` as a Julian day of TT. */
function epochJulianDayTt(record: { epochJulianDay: number; epochIsUt: boolean }): number {
  if (!record.epochIsUt) return record.epochJulianDay;
  return record.epochJulianDay + deltaTSeconds(record.epochJulianDay - JULIAN_DAY_J2000_TT) / SECONDS_PER_DAY;
}

/**
 * Mean epoch-based ayanamsha at `julianDayTt`, degrees: the epoch value minus the longitude of the mean equinox of
 * date on the mean ecliptic and equinox of the epoch (Vondrák 2011), less the precession-model correction.
 */
function epochAyanamshaDegrees(record: Extract<AyanamshaRecord, { kind: 'epoch' }>, julianDayTt: number): number {
  const { frame, correctionDeg } = epochConstants(record);
  const [x, y] = rotate(frame, vondrakPrecession(julianDayTt)[0]);
  return record.valueAtEpochDeg - Math.atan2(y, x) * DEG_PER_RAD - correctionDeg;
}

/** What an epoch-based ayanamsha needs of its epoch: the ecliptic frame there and the model correction, computed once. */
const EPOCH_CONSTANTS = new Map<number, { frame: Matrix3; correctionDeg: number }>();

function epochConstants(record: Extract<AyanamshaRecord, { kind: 'epoch' }>): { frame: Matrix3; correctionDeg: number } {
  let constants = EPOCH_CONSTANTS.get(record.id);
  if (constants === undefined) {
    const epochTt = epochJulianDayTt(record);
    constants = { frame: vondrakEclipticFrame(epochTt), correctionDeg: modelCorrectionDegrees(record.definedWith, epochTt) };
    EPOCH_CONSTANTS.set(record.id, constants);
  }
  return constants;
}

const MODEL_PRECESSION: Record<Exclude<EpochPrecessionModel, 'vondrak-2011'>, (julianDayTt: number) => Matrix3> = {
  newcomb: newcombPrecession,
  'iau-1976': iau1976Precession,
};

/**
 * The correction of an epoch value stated with `model`, degrees: the longitude (on the ecliptic of the epoch, Vondrák
 * obliquity) of the Vondrák mean equinox of the epoch carried to J2000.0 with Vondrák's precession and back with
 * `model`'s. Zero for Vondrák's own and at J2000.0.
 */
export function modelCorrectionDegrees(model: EpochPrecessionModel, epochTt: number): number {
  if (model === 'vondrak-2011' || epochTt === JULIAN_DAY_J2000_TT) return 0;
  const equinoxJ2000 = vondrakPrecession(epochTt)[0];
  const [x, y, z] = rotate(MODEL_PRECESSION[model](epochTt), equinoxJ2000);
  const obliquity = vondrakObliquity(epochTt);
  return Math.atan2(y * Math.cos(obliquity) + z * Math.sin(obliquity), x) * DEG_PER_RAD;
}

/**
 * Ecliptic longitude (mean ecliptic and equinox of date, degrees 0–360) of the ecliptic point with the right
 * ascension of `direction` (a J2000.0 mean-equator unit vector) on the mean equator of date.
 */
function rightAscensionPointDegrees(direction: Vector3, julianDayTt: number): number {
  const [x, y] = rotate(vondrakPrecession(julianDayTt), direction);
  const rightAscension = Math.atan2(y, x);
  const obliquity = vondrakObliquity(julianDayTt);
  const longitude = Math.atan2(Math.sin(rightAscension), Math.cos(rightAscension) * Math.cos(obliquity)) * DEG_PER_RAD;
  return ((longitude % 360) + 360) % 360;
}

/** The ayanamsha a chart was cast with, as the chart echoes it. */
export interface AyanamshaInUse {
  readonly id: AyanamshaId;
  readonly name: string;
  /** The true ayanamsha (mean + nutation) at the chart's instant, degrees. */
  readonly degrees: number;
}

/** The true ayanamsha `id` at `instant`, with its name: what a chart subtracts from apparent longitudes and echoes. */
export function ayanamshaInUse(id: AyanamshaId, instant: Instant): AyanamshaInUse {
  return { id, name: AYANAMSHAS[id].name, degrees: ayanamshaDegrees(id, instant, { true: true }) };
}
