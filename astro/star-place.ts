/**
 * The apparent geocentric place of a star at an instant, from its catalogue place (ICRS, epoch J2000.0,
 * data/fixed-stars.ts): space motion from J2000.0 (linear, barycentric: proper motion and radial velocity),
 * parallax from the Earth's barycentric position, and annual aberration (first order in v/c, from the Earth's
 * barycentric velocity), all from astronomy-engine's `BaryState` of the Earth. The direction is then carried to
 * the true equator, equinox and ecliptic of date by astronomy-engine (`Ecliptic`: IAU 2006 precession and its
 * nutation), the frame of every tropical longitude of the service (astro/positions.ts, astro/western/bodies.ts).
 *
 * Gravitational light deflection by the Sun, which Swiss Ephemeris also applies, is left out: it reaches an
 * arcsecond only within about a degree of the Sun. The star-based ayanamshas (astro/ayanamsha.ts) and the fixed
 * stars of a Western chart (astro/western/fixed-stars.ts) both take their stars from here.
 */
import type { StarCatalogueEntry } from '../data/fixed-stars.ts';
import { dot, type Vector3 } from './precession.ts';
import { Astronomy } from './engine.ts';

const DAYS_PER_JULIAN_YEAR = 365.25;
const SECONDS_PER_JULIAN_YEAR = DAYS_PER_JULIAN_YEAR * 86_400;
const RAD_PER_DEG = Math.PI / 180;
const RAD_PER_MAS = RAD_PER_DEG / 3600 / 1000;
/** km per AU (IAU 2012 B2). */
const KM_PER_AU = 149_597_870.7;

/**
 * Geocentric direction of a star as a unit vector on the mean equator of J2000.0 (astronomy-engine's EQJ).
 *
 * @param star the catalogue place.
 * @param time the instant (astronomy-engine time; the space motion runs from J2000.0 TT).
 * @param earth the Earth's barycentric position (AU) and velocity (AU/day) at `time`, EQJ.
 * @param aberration whether to add annual aberration (false for points that are not light sources, such as the galactic pole).
 */
export function starDirectionJ2000(star: StarCatalogueEntry, time: Astronomy.AstroTime, earth: Astronomy.StateVector, aberration: boolean): Vector3 {
  const ra = star.raDeg * RAD_PER_DEG;
  const dec = star.decDeg * RAD_PER_DEG;
  const [cr, sr, cd, sd] = [Math.cos(ra), Math.sin(ra), Math.cos(dec), Math.sin(dec)];
  // Unit vectors: towards the star, and the directions of increasing RA and Dec.
  const u = [cd * cr, cd * sr, sd];
  const p = [-sr, cr, 0];
  const q = [-sd * cr, -sd * sr, cd];
  // Positions in units of the star's distance: the parallax in radians is 1 AU in those units.
  const auInDistances = star.parallaxMas * RAD_PER_MAS;
  const muRa = star.pmRaCosDecMasPerYear * RAD_PER_MAS;
  const muDec = star.pmDecMasPerYear * RAD_PER_MAS;
  const radial = ((star.radialVelocityKmPerS * SECONDS_PER_JULIAN_YEAR) / KM_PER_AU) * auInDistances;
  const years = time.tt / DAYS_PER_JULIAN_YEAR;
  const earthPosition = [earth.x, earth.y, earth.z];
  const geocentric = [0, 1, 2].map((i) => u[i]! + (muRa * p[i]! + muDec * q[i]! + radial * u[i]!) * years - earthPosition[i]! * auInDistances);
  const length = Math.hypot(geocentric[0]!, geocentric[1]!, geocentric[2]!);
  const direction = geocentric.map((x) => x / length);
  if (!aberration) return [direction[0]!, direction[1]!, direction[2]!];
  const beta = [earth.vx, earth.vy, earth.vz].map((v) => v / Astronomy.C_AUDAY);
  const along = dot([direction[0]!, direction[1]!, direction[2]!], [beta[0]!, beta[1]!, beta[2]!]);
  const apparent = direction.map((x, i) => x + beta[i]! - along * x);
  const apparentLength = Math.hypot(apparent[0]!, apparent[1]!, apparent[2]!);
  return [apparent[0]! / apparentLength, apparent[1]! / apparentLength, apparent[2]! / apparentLength];
}

/** A star's apparent place of date. */
export interface ApparentStarPlace {
  /** Ecliptic longitude on the true ecliptic and equinox of date, degrees [0, 360). */
  readonly longitude: number;
  /** Ecliptic latitude, degrees [−90, 90]. */
  readonly latitude: number;
  /** Right ascension on the true equator and equinox of date, degrees [0, 360). */
  readonly rightAscension: number;
  /** Declination on the true equator of date, degrees [−90, 90]. */
  readonly declination: number;
}

/** The apparent place of `star` at `time`, the Earth's barycentric state `earth` given (one per instant for many stars). */
export function apparentStarPlace(star: StarCatalogueEntry, time: Astronomy.AstroTime, earth: Astronomy.StateVector): ApparentStarPlace {
  const [x, y, z] = starDirectionJ2000(star, time, earth, true);
  const vector = new Astronomy.Vector(x, y, z, time);
  const ecliptic = Astronomy.Ecliptic(vector);
  const equator = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), vector));
  return { longitude: ecliptic.elon, latitude: ecliptic.elat, rightAscension: equator.ra * 15, declination: equator.dec };
}

/** The Earth's barycentric state at `time` (AU, AU/day, EQJ): what `apparentStarPlace` needs once per instant. */
export function earthState(time: Astronomy.AstroTime): Astronomy.StateVector {
  return Astronomy.BaryState(Astronomy.Body.Earth, time);
}
