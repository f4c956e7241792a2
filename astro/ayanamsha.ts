/**
 * Ayanamshas: the longitude of the sidereal zodiac's origin measured from the equinox, in degrees.
 *
 * Ids follow the Swiss Ephemeris SE_SIDM_* numbering (0 Fagan-Bradley, 1 Lahiri, 3 Raman, 5 Krishnamurti,
 * 7 Yukteshwar, 27 True Chitra, 29 True Pushya, 45 Krishnamurti new), so the spec's 1 = Lahiri and 3 = Raman hold.
 *
 * Two kinds:
 * - Epoch-based: a value at an epoch (TT) carried with the IAU 2006 general precession in longitude
 *   p_A(T) = 5028.796195·T + 1.1054348·T² + 0.00007964·T³ − 0.000023857·T⁴ − 0.0000000383·T⁵ arcseconds
 *   (Capitaine, Wallace & Chapront 2003; T in Julian centuries of TT from J2000.0). Lahiri is defined
 *   (reference/jyotish-definitions.md) as 23.857092325° at J2000.0 + p_A(T). The epoch values of the others
 *   are those of the Swiss Ephemeris sidereal-mode table; Swiss Ephemeris marks the J1900/B1950 ones as
 *   defined with Newcomb's precession, whose accumulated value over 1900–2000 is roughly 1″ smaller than
 *   IAU 2006's, so Raman, Krishnamurti, Yukteshwar and Fagan-Bradley here may differ from Swiss Ephemeris
 *   output by up to about an arcsecond — an estimate, not a measurement (no Swiss Ephemeris output was at
 *   hand). Lahiri is unaffected: it is defined directly by the IAU 2006 formula.
 * - Star-based ("true"): the apparent tropical longitude of a star minus its defined sidereal longitude
 *   (Spica at 180°, δ Cancri at 106°), the star carried from its catalogue place with proper motion,
 *   parallax and annual aberration, then precessed and nutated to the true ecliptic of date. The star's
 *   apparent sidereal longitude is then exactly the defined value.
 *
 * Mean and true: mean excludes nutation; true = mean + Δψ (nutation in longitude as astronomy-engine
 * computes it, the same Δψ that is in every apparent longitude of `positions.ts`, so that sidereal =
 * apparent tropical − true ayanamsha has no nutation left). Star-based values are true by construction;
 * their mean is true − Δψ.
 */
import { Astronomy, astroTime } from './engine.ts';
import type { Instant } from './time.ts';

/** Star catalogue entry: ICRS place at epoch J2000.0 (Hipparcos 2007 reduction, as given by SIMBAD). */
interface StarRecord {
  /** Right ascension, degrees. */
  readonly raDeg: number;
  /** Declination, degrees. */
  readonly decDeg: number;
  /** Proper motion in right ascension times cos(dec), milliarcseconds per Julian year. */
  readonly pmRaCosDecMasPerYear: number;
  /** Proper motion in declination, milliarcseconds per Julian year. */
  readonly pmDecMasPerYear: number;
  /** Parallax, milliarcseconds. */
  readonly parallaxMas: number;
  /** Radial velocity, km/s (positive receding). */
  readonly radialVelocityKmPerS: number;
}

/** Sexagesimal right ascension (h, m, s) to degrees. */
function hms(h: number, m: number, s: number): number {
  return 15 * (h + m / 60 + s / 3600);
}

/** Sexagesimal declination to degrees; the sign applies to the whole value. */
function dms(sign: 1 | -1, d: number, m: number, s: number): number {
  return sign * (d + m / 60 + s / 3600);
}

/** One ayanamsha definition. */
type AyanamshaRecord =
  | {
      readonly id: number;
      readonly key: string;
      readonly name: string;
      readonly kind: 'epoch';
      /** Epoch as a Julian day, TT. */
      readonly epochJulianDayTt: number;
      /** Mean ayanamsha at the epoch, degrees. */
      readonly valueAtEpochDeg: number;
      readonly source: string;
    }
  | {
      readonly id: number;
      readonly key: string;
      readonly name: string;
      readonly kind: 'star';
      /** Name of the reference star. */
      readonly star: string;
      readonly catalogue: StarRecord;
      /** Sidereal longitude the star is defined to have, degrees. */
      readonly siderealLongitudeDeg: number;
      readonly source: string;
    };

const JULIAN_DAY_J2000_TT = 2_451_545.0;
/** J1900.0 = JD 2415020.0 TT. */
const JULIAN_DAY_J1900_TT = 2_415_020.0;
/**
 * The mean equinox of 291 CE at which the newer Krishnamurti ayanamsha is zero (Swiss Ephemeris 2.10 sweph.h,
 * ayanamsa 45, after D. Senthilathiban, "Study of KP Ayanamsa with Modern Precession Theories", 2019).
 */
const JULIAN_DAY_KP_NEW_ZERO_TT = 1_827_424.752255678;

/**
 * The ayanamshas the service offers, keyed by id. Epoch values: Swiss Ephemeris 2.10 sidereal-mode table
 * (`ayanamsa[]` in sweph.c, values "360 − x" already reduced), except Lahiri, whose J2000.0 value comes from
 * reference/jyotish-definitions.md. Star places: Hipparcos new reduction (van Leeuwen 2007) via SIMBAD,
 * the same values Swiss Ephemeris embeds for SE_SIDM_TRUE_CITRA and SE_SIDM_TRUE_PUSHYA.
 */
export const AYANAMSHAS = {
  0: {
    id: 0,
    key: 'fagan-bradley',
    name: 'Fagan-Bradley',
    kind: 'epoch',
    epochJulianDayTt: 2_433_282.42346,
    valueAtEpochDeg: 24.042044444,
    source: 'Swiss Ephemeris SE_SIDM_FAGAN_BRADLEY: 24.042044444° at B1950.0 (JD 2433282.42346)',
  },
  1: {
    id: 1,
    key: 'lahiri',
    name: 'Lahiri',
    kind: 'epoch',
    epochJulianDayTt: JULIAN_DAY_J2000_TT,
    valueAtEpochDeg: 23.857092325,
    source: 'Lahiri (Chitrapaksha): 23.857092325° at J2000.0 TT + IAU 2006 p_A, as Swiss Ephemeris SE_SIDM_LAHIRI',
  },
  3: {
    id: 3,
    key: 'raman',
    name: 'Raman',
    kind: 'epoch',
    epochJulianDayTt: JULIAN_DAY_J1900_TT,
    valueAtEpochDeg: 21.01444,
    source: 'Swiss Ephemeris SE_SIDM_RAMAN: 360° − 338.98556° at J1900.0 (B. V. Raman, Hindu Predictive Astrology)',
  },
  5: {
    id: 5,
    key: 'krishnamurti',
    name: 'Krishnamurti',
    kind: 'epoch',
    epochJulianDayTt: JULIAN_DAY_J1900_TT,
    valueAtEpochDeg: 22.363889,
    source: 'Swiss Ephemeris SE_SIDM_KRISHNAMURTI: 360° − 337.636111° at J1900.0',
  },
  7: {
    id: 7,
    key: 'yukteshwar',
    name: 'Yukteshwar',
    kind: 'epoch',
    epochJulianDayTt: JULIAN_DAY_J1900_TT,
    valueAtEpochDeg: 21.082222,
    source: 'Swiss Ephemeris SE_SIDM_YUKTESHWAR: 360° − 338.917778° at J1900.0 (Sri Yukteshwar, The Holy Science)',
  },
  45: {
    id: 45,
    key: 'krishnamurti-new',
    name: 'Krishnamurti new (KP new, VP291)',
    kind: 'epoch',
    epochJulianDayTt: JULIAN_DAY_KP_NEW_ZERO_TT,
    valueAtEpochDeg: 0,
    source:
      'Swiss Ephemeris SE_SIDM_KRISHNAMURTI_VP291: 0° at the mean equinox of JD 1827424.752255678 (291 CE), carried here with ' +
      'IAU 2006 p_A (23.780297° of precession to J2000.0; Swiss Ephemeris carries it with the Vondrák 2011 precession, ' +
      '23.780188° as a port of it tabulates, so this value may be about 0.4″ larger)',
  },
  27: {
    id: 27,
    key: 'true-chitra',
    name: 'True Chitra',
    kind: 'star',
    star: 'Spica (α Virginis, Chitra)',
    catalogue: {
      raDeg: hms(13, 25, 11.57937),
      decDeg: dms(-1, 11, 9, 40.7501),
      pmRaCosDecMasPerYear: -42.35,
      pmDecMasPerYear: -30.67,
      parallaxMas: 13.06,
      radialVelocityKmPerS: 1,
    },
    siderealLongitudeDeg: 180,
    source: 'Swiss Ephemeris SE_SIDM_TRUE_CITRA: Spica at sidereal 180°',
  },
  29: {
    id: 29,
    key: 'true-pushya',
    name: 'True Pushya',
    kind: 'star',
    star: 'δ Cancri (Asellus Australis, Pushya)',
    catalogue: {
      raDeg: hms(8, 44, 41.09921),
      decDeg: dms(1, 18, 9, 15.5034),
      pmRaCosDecMasPerYear: -17.67,
      pmDecMasPerYear: -229.26,
      parallaxMas: 24.98,
      radialVelocityKmPerS: 17.14,
    },
    siderealLongitudeDeg: 106,
    source: 'Swiss Ephemeris SE_SIDM_TRUE_PUSHYA: δ Cancri at sidereal 106°',
  },
} as const satisfies Record<number, AyanamshaRecord>;

/** Id of an ayanamsha the service offers. */
export type AyanamshaId = keyof typeof AYANAMSHAS;

/** The default ayanamsha (the spec's ayanamsha = 1). */
export const DEFAULT_AYANAMSHA_ID: AyanamshaId = 1;

/** True when `id` names one of `AYANAMSHAS`. */
export function isAyanamshaId(id: unknown): id is AyanamshaId {
  return typeof id === 'number' && Object.hasOwn(AYANAMSHAS, id);
}

const DAYS_PER_JULIAN_CENTURY = 36_525;
const DAYS_PER_JULIAN_YEAR = 365.25;
const ARCSEC_PER_DEG = 3600;
const RAD_PER_DEG = Math.PI / 180;
const RAD_PER_MAS = RAD_PER_DEG / ARCSEC_PER_DEG / 1000;
/** AU per parsec = 648000/π (IAU 2015 B2 definition of the parsec). */
const AU_PER_PARSEC = 648_000 / Math.PI;
/** km per AU (IAU 2012 B2). */
const KM_PER_AU = 149_597_870.7;
const SECONDS_PER_JULIAN_YEAR = DAYS_PER_JULIAN_YEAR * 86_400;

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
 * Ayanamsha `id` at `instant`, in degrees (about 22–25° for the modern era). See the module comment for the
 * mean/true distinction; sidereal longitude = apparent tropical longitude − ayanamshaDegrees(id, t, { true: true }).
 */
export function ayanamshaDegrees(id: AyanamshaId, instant: Instant, options: AyanamshaOptions): number {
  const record: AyanamshaRecord = AYANAMSHAS[id];
  const time = astroTime(instant);
  const nutationDeg = Astronomy.e_tilt(time).dpsi / ARCSEC_PER_DEG;
  if (record.kind === 'epoch') {
    const t = time.tt / DAYS_PER_JULIAN_CENTURY;
    const t0 = (record.epochJulianDayTt - JULIAN_DAY_J2000_TT) / DAYS_PER_JULIAN_CENTURY;
    const mean = record.valueAtEpochDeg + (generalPrecessionArcsec(t) - generalPrecessionArcsec(t0)) / ARCSEC_PER_DEG;
    return options.true ? mean + nutationDeg : mean;
  }
  const trueValue = starApparentLongitude(record.catalogue, time) - record.siderealLongitudeDeg;
  return options.true ? trueValue : trueValue - nutationDeg;
}

/**
 * Apparent geocentric ecliptic longitude of a star at `time`, degrees, true ecliptic and equinox of date:
 * space motion from J2000.0 (linear, barycentric), parallax, annual aberration (first order in v/c, from
 * the Earth's barycentric velocity), then precession and nutation with astronomy-engine's model.
 */
function starApparentLongitude(star: StarRecord, time: Astronomy.AstroTime): number {
  const ra = star.raDeg * RAD_PER_DEG;
  const dec = star.decDeg * RAD_PER_DEG;
  const distanceAu = AU_PER_PARSEC / (star.parallaxMas / 1000);
  const [cr, sr, cd, sd] = [Math.cos(ra), Math.sin(ra), Math.cos(dec), Math.sin(dec)];
  // Unit vectors: towards the star, and the directions of increasing RA and Dec.
  const u = [cd * cr, cd * sr, sd];
  const p = [-sr, cr, 0];
  const q = [-sd * cr, -sd * sr, cd];
  const muRa = star.pmRaCosDecMasPerYear * RAD_PER_MAS * distanceAu;
  const muDec = star.pmDecMasPerYear * RAD_PER_MAS * distanceAu;
  const radial = (star.radialVelocityKmPerS * SECONDS_PER_JULIAN_YEAR) / KM_PER_AU;
  const years = time.tt / DAYS_PER_JULIAN_YEAR;
  const earth = Astronomy.BaryState(Astronomy.Body.Earth, time);
  const position = [0, 1, 2].map(
    (i) => distanceAu * u[i]! + (muRa * p[i]! + muDec * q[i]! + radial * u[i]!) * years,
  );
  const geocentric = [position[0]! - earth.x, position[1]! - earth.y, position[2]! - earth.z];
  const length = Math.hypot(geocentric[0]!, geocentric[1]!, geocentric[2]!);
  const direction = geocentric.map((x) => x / length);
  const beta = [earth.vx, earth.vy, earth.vz].map((v) => v / Astronomy.C_AUDAY);
  const dot = direction[0]! * beta[0]! + direction[1]! * beta[1]! + direction[2]! * beta[2]!;
  const apparent = direction.map((x, i) => x + beta[i]! - dot * x);
  return Astronomy.Ecliptic(new Astronomy.Vector(apparent[0]!, apparent[1]!, apparent[2]!, time)).elon;
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
