/**
 * The Sun's and the Moon's apparent places as seen from a place on the Earth, for the rise and set searches,
 * which ask for them thousands of times a city-year.
 *
 * What is computed is what astronomy-engine's `Equator(body, time, observer, true, true)` computes: the body's
 * geocentric vector with light time and aberration (`GeoVector`), turned from the J2000 equator to the true
 * equator and equinox of date (precession and nutation), less the observer's geocentric vector of date. Those
 * two parts are taken apart because only the second depends on the place: the first, the body's geocentric
 * apparent vector of date, is computed at whole UT hours and kept (one per body and hour, shared by every place
 * and every search), and read between them by cubic (four-point Lagrange) interpolation over the hours
 * either side. Against `Equator` itself, over 40,000 random instants of 1800–2400 and places, the places differ
 * by at most 3.3 × 10⁻⁶″ for the Sun (within `Equator`'s own light-time iteration) and 2.2 × 10⁻⁵″ for the Moon
 * (which moves that far in 44 µs); test/astro/apparent-vectors.test.ts holds them to 10⁻⁵″ and 10⁻⁴″. A height
 * of the Sun or the Moon for the rise and set searches costs about a quarter of what it costs through `Equator`.
 */
import { Astronomy, forgetLastTilt } from './engine.ts';
import { cubicWeights, keptHourly } from './hourly.ts';

/** The bodies whose vectors are kept. */
export type ApparentBody = 'sun' | 'moon';

const BODIES: Readonly<Record<ApparentBody, Astronomy.Body>> = { sun: Astronomy.Body.Sun, moon: Astronomy.Body.Moon };

const HOURS_PER_DAY = 24;

/** The body's geocentric apparent vector on the true equator and equinox of date (AU, x y z) at whole UT hours. */
const atHour: Readonly<Record<ApparentBody, (hour: number) => readonly [number, number, number]>> = {
  sun: keptHourly((hour) => geocentricAtHour('sun', hour)),
  moon: keptHourly((hour) => geocentricAtHour('moon', hour)),
};

function geocentricAtHour(body: ApparentBody, hour: number): readonly [number, number, number] {
  forgetLastTilt();
  const time = new Astronomy.AstroTime(hour / HOURS_PER_DAY);
  const ofDate = Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), Astronomy.GeoVector(BODIES[body], time, true));
  return [ofDate.x, ofDate.y, ofDate.z];
}

/** The body's geocentric apparent vector of date at `time` (AU), interpolated between the kept hours. */
export function geocentricApparentOfDate(body: ApparentBody, time: Astronomy.AstroTime): [number, number, number] {
  const hours = time.ut * HOURS_PER_DAY;
  const hour = Math.floor(hours);
  const [w0, w1, w2, w3] = cubicWeights(hours - hour);
  const table = atHour[body];
  const a = table(hour - 1);
  const b = table(hour);
  const c = table(hour + 1);
  const d = table(hour + 2);
  return [w0 * a[0] + w1 * b[0] + w2 * c[0] + w3 * d[0], w0 * a[1] + w1 * b[1] + w2 * c[1] + w3 * d[1], w0 * a[2] + w1 * b[2] + w2 * c[2] + w3 * d[2]];
}

/** A topocentric apparent place of date: right ascension (hours), declination (degrees), distance (AU). */
export interface ApparentPlace {
  readonly ra: number;
  readonly dec: number;
  readonly dist: number;
}

/**
 * The body's topocentric apparent right ascension and declination of date and its distance from `observer` at
 * `time`: `Astronomy.Equator(body, time, observer, true, true)` to within the interpolation's error.
 */
export function topocentricApparentPlace(body: ApparentBody, time: Astronomy.AstroTime, observer: Astronomy.Observer): ApparentPlace {
  const [x0, y0, z0] = geocentricApparentOfDate(body, time);
  const at = Astronomy.ObserverVector(time, observer, true);
  const x = x0 - at.x;
  const y = y0 - at.y;
  const z = z0 - at.z;
  const xy = x * x + y * y;
  const ra = (Math.atan2(y, x) * 12) / Math.PI;
  return { ra: ra < 0 ? ra + 24 : ra, dec: (Math.atan2(z, Math.sqrt(xy)) * 180) / Math.PI, dist: Math.sqrt(xy + z * z) };
}
