/**
 * Precession of the equator and the ecliptic, as rotation matrices from the mean equator and equinox of
 * J2000.0 to the mean equator and equinox of a date (nutation excluded). Three models:
 *
 * - Vondrák, Capitaine & Wallace 2011, "New precession expressions, valid for long time intervals",
 *   A&A 534, A22 (with the erratum A&A 541, C1, 2012): the ecliptic pole and the equator pole as polynomials
 *   plus periodic terms (Tables 1 and 2 of the paper), valid for ±200 millennia; near J2000 it agrees with the
 *   IAU 2006 precession to a few milliarcseconds. Swiss Ephemeris's default precession.
 * - IAU 1976 (Lieske, Lederle, Fricke & Morando 1977, A&A 58, 1): the equatorial angles ζ_A, z_A, θ_A.
 * - Newcomb, in Kinoshita's 1975 form (SAO Special Report 364): ζ_A, z_A, θ_A from B1850.0 in tropical millennia.
 *
 * Vectors are `[x, y, z]` on the mean equator of the epoch, x towards its equinox. All dates are Julian days of TT.
 */

/** A direction or a position, `[x, y, z]`. */
export type Vector3 = readonly [number, number, number];
/** A rotation as its three rows. */
export type Matrix3 = readonly [Vector3, Vector3, Vector3];

const JULIAN_DAY_J2000_TT = 2_451_545.0;
/** B1850.0 as a Julian day (Swiss Ephemeris's `B1850`, the epoch of Kinoshita's Newcomb expressions). */
const JULIAN_DAY_B1850 = 2_396_758.203553944;
const DAYS_PER_JULIAN_CENTURY = 36_525;
/** Days per tropical millennium of 365.242198782 days (Kinoshita 1975). */
const DAYS_PER_TROPICAL_MILLENNIUM = 365_242.198782;
const RAD_PER_ARCSEC = Math.PI / 180 / 3600;
/** Obliquity of the ecliptic at J2000.0 in the IAU 2006 model, 84381.406″ (Vondrák et al. 2011, ε₀). */
const OBLIQUITY_J2000_RAD = 84_381.406 * RAD_PER_ARCSEC;

/** One periodic term of Vondrák et al. 2011: period in Julian centuries and the cos/sin amplitudes (″) of two coordinates. */
interface PeriodicTerm {
  readonly periodCenturies: number;
  readonly cosA: number;
  readonly cosB: number;
  readonly sinA: number;
  readonly sinB: number;
}

/** Polynomial coefficients (″ per power of T) of two coordinates, constant term first. */
interface Polynomial {
  readonly a: readonly number[];
  readonly b: readonly number[];
}

/** Table 1 of Vondrák et al. 2011 (P_A, Q_A of the ecliptic pole), with the 2012 erratum (198.296701). */
const ECLIPTIC_POLE: { readonly polynomial: Polynomial; readonly periodic: readonly PeriodicTerm[] } = {
  polynomial: { a: [5851.607687, -0.1189, -0.00028913, 0.000000101], b: [-1600.8863, 1.1689818, -0.0000002, -0.000000437] },
  periodic: [
    { periodCenturies: 708.15, cosA: -5486.751211, cosB: -684.66156, sinA: 667.66673, sinB: -5523.863691 },
    { periodCenturies: 2309, cosA: -17.127623, cosB: 2446.28388, sinA: -2354.886252, sinB: -549.74745 },
    { periodCenturies: 1620, cosA: -617.517403, cosB: 399.671049, sinA: -428.152441, sinB: -310.998056 },
    { periodCenturies: 492.2, cosA: 413.44294, cosB: -356.652376, sinA: 376.202861, sinB: 421.535876 },
    { periodCenturies: 1183, cosA: 78.614193, cosB: -186.387003, sinA: 184.778874, sinB: -36.776172 },
    { periodCenturies: 622, cosA: -180.732815, cosB: -316.80007, sinA: 335.321713, sinB: -145.278396 },
    { periodCenturies: 882, cosA: -87.676083, cosB: 198.296701, sinA: -185.138669, sinB: -34.74445 },
    { periodCenturies: 547, cosA: 46.140315, cosB: 101.135679, sinA: -120.97283, sinB: 22.885731 },
  ],
};

/** Table 2 of Vondrák et al. 2011 (X_A, Y_A of the equator pole). */
const EQUATOR_POLE: { readonly polynomial: Polynomial; readonly periodic: readonly PeriodicTerm[] } = {
  polynomial: { a: [5453.282155, 0.4252841, -0.00037173, -0.000000152], b: [-73750.93035, -0.7675452, -0.00018725, 0.000000231] },
  periodic: [
    { periodCenturies: 256.75, cosA: -819.940624, cosB: 75004.344875, sinA: 81491.287984, sinB: 1558.515853 },
    { periodCenturies: 708.15, cosA: -8444.676815, cosB: 624.033993, sinA: 787.163481, sinB: 7774.939698 },
    { periodCenturies: 274.2, cosA: 2600.009459, cosB: 1251.136893, sinA: 1251.296102, sinB: -2219.534038 },
    { periodCenturies: 241.45, cosA: 2755.17563, cosB: -1102.212834, sinA: -1257.950837, sinB: -2523.969396 },
    { periodCenturies: 2309, cosA: -167.659835, cosB: -2660.66498, sinA: -2966.79973, sinB: 247.850422 },
    { periodCenturies: 492.2, cosA: 871.855056, cosB: 699.291817, sinA: 639.744522, sinB: -846.485643 },
    { periodCenturies: 396.1, cosA: 44.769698, cosB: 153.16722, sinA: 131.600209, sinB: -1393.124055 },
    { periodCenturies: 288.9, cosA: -512.313065, cosB: -950.865637, sinA: -445.040117, sinB: 368.526116 },
    { periodCenturies: 231.1, cosA: -819.415595, cosB: 499.754645, sinA: 584.522874, sinB: 749.045012 },
    { periodCenturies: 1610, cosA: -538.071099, cosB: -145.18821, sinA: -89.756563, sinB: 444.704518 },
    { periodCenturies: 620, cosA: -189.793622, cosB: 558.116553, sinA: 524.42963, sinB: 235.934465 },
    { periodCenturies: 157.87, cosA: -402.922932, cosB: -23.923029, sinA: -13.549067, sinB: 374.049623 },
    { periodCenturies: 220.3, cosA: 179.516345, cosB: -165.405086, sinA: -210.157124, sinB: -171.33018 },
    { periodCenturies: 1200, cosA: -9.814756, cosB: 9.344131, sinA: -44.919798, sinB: -22.899655 },
  ],
};

/** The two coordinates of a Vondrák series at `t` Julian centuries of TT from J2000.0, radians. */
function vondrakSeries(series: { readonly polynomial: Polynomial; readonly periodic: readonly PeriodicTerm[] }, t: number): [number, number] {
  let a = 0;
  let b = 0;
  for (const term of series.periodic) {
    const angle = (2 * Math.PI * t) / term.periodCenturies;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    a += c * term.cosA + s * term.sinA;
    b += c * term.cosB + s * term.sinB;
  }
  for (let power = 0; power < series.polynomial.a.length; power++) {
    a += series.polynomial.a[power]! * t ** power;
    b += series.polynomial.b[power]! * t ** power;
  }
  return [a * RAD_PER_ARCSEC, b * RAD_PER_ARCSEC];
}

function cross(u: Vector3, v: Vector3): Vector3 {
  return [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
}

function normalized(v: Vector3): Vector3 {
  const length = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** Dot product. */
export function dot(u: Vector3, v: Vector3): number {
  return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
}

/** `matrix · v`. */
export function rotate(matrix: Matrix3, v: Vector3): Vector3 {
  return [dot(matrix[0], v), dot(matrix[1], v), dot(matrix[2], v)];
}

/** Unit vector of the mean ecliptic pole of `julianDayTt`, on the mean equator of J2000.0 (Vondrák et al. 2011, eq. 8). */
export function eclipticPole(julianDayTt: number): Vector3 {
  const [p, q] = vondrakSeries(ECLIPTIC_POLE, (julianDayTt - JULIAN_DAY_J2000_TT) / DAYS_PER_JULIAN_CENTURY);
  const z = Math.sqrt(Math.max(0, 1 - p * p - q * q));
  const [s, c] = [Math.sin(OBLIQUITY_J2000_RAD), Math.cos(OBLIQUITY_J2000_RAD)];
  return [p, -q * c - z * s, -q * s + z * c];
}

/** Unit vector of the mean equator pole (celestial pole) of `julianDayTt`, on the mean equator of J2000.0 (eq. 9). */
export function equatorPole(julianDayTt: number): Vector3 {
  const [x, y] = vondrakSeries(EQUATOR_POLE, (julianDayTt - JULIAN_DAY_J2000_TT) / DAYS_PER_JULIAN_CENTURY);
  return [x, y, Math.sqrt(Math.max(0, 1 - x * x - y * y))];
}

/**
 * Vondrák 2011 precession matrix of `julianDayTt`: rows are the mean equinox, the equator's y axis and the
 * equator pole of the date, so `rotate(m, v)` carries a J2000.0 mean-equator vector to the mean equator of date.
 */
export function vondrakPrecession(julianDayTt: number): Matrix3 {
  const pole = equatorPole(julianDayTt);
  const equinox = normalized(cross(pole, eclipticPole(julianDayTt)));
  return [equinox, cross(pole, equinox), pole];
}

/**
 * The mean ecliptic frame of `julianDayTt` in the Vondrák model: rows are the mean equinox of date, the ecliptic's
 * y axis (longitude 90°) and the ecliptic pole, on the mean equator of J2000.0; `rotate(frame, v)` gives ecliptic
 * coordinates of date of a J2000.0 mean-equator vector.
 */
export function vondrakEclipticFrame(julianDayTt: number): Matrix3 {
  const pole = eclipticPole(julianDayTt);
  const equinox = normalized(cross(equatorPole(julianDayTt), pole));
  return [equinox, cross(pole, equinox), pole];
}

/** Mean obliquity of the ecliptic of `julianDayTt` in the Vondrák model: the angle between the two poles, radians. */
export function vondrakObliquity(julianDayTt: number): number {
  return Math.acos(dot(eclipticPole(julianDayTt), equatorPole(julianDayTt)));
}

/** Precession matrix from the equatorial angles ζ_A, z_A, θ_A (radians): R3(−z_A) · R2(θ_A) · R3(−ζ_A). */
function fromEquatorialAngles(zeta: number, z: number, theta: number): Matrix3 {
  const [cz, sz, cZ, sZ, ct, st] = [Math.cos(zeta), Math.sin(zeta), Math.cos(z), Math.sin(z), Math.cos(theta), Math.sin(theta)];
  return [
    [cZ * ct * cz - sZ * sz, -cZ * ct * sz - sZ * cz, -cZ * st],
    [sZ * ct * cz + cZ * sz, -sZ * ct * sz + cZ * cz, -sZ * st],
    [st * cz, -st * sz, ct],
  ];
}

/** IAU 1976 precession matrix of `julianDayTt` (Lieske et al. 1977, eq. 39 with the fixed epoch J2000.0). */
export function iau1976Precession(julianDayTt: number): Matrix3 {
  const t = (julianDayTt - JULIAN_DAY_J2000_TT) / DAYS_PER_JULIAN_CENTURY;
  const zeta = t * (2306.2181 + t * (0.30188 + t * 0.017998));
  const z = t * (2306.2181 + t * (1.09468 + t * 0.018203));
  const theta = t * (2004.3109 + t * (-0.42665 + t * -0.041833));
  return fromEquatorialAngles(zeta * RAD_PER_ARCSEC, z * RAD_PER_ARCSEC, theta * RAD_PER_ARCSEC);
}

/**
 * Newcomb's precession matrix of `julianDayTt`, from J2000.0, in Kinoshita's (1975) expressions: the fixed epoch
 * t₁ and the date t₂ in tropical millennia from B1850.0, T = t₂ − t₁.
 */
export function newcombPrecession(julianDayTt: number): Matrix3 {
  const t1 = (JULIAN_DAY_J2000_TT - JULIAN_DAY_B1850) / DAYS_PER_TROPICAL_MILLENNIUM;
  const t = (julianDayTt - JULIAN_DAY_B1850) / DAYS_PER_TROPICAL_MILLENNIUM - t1;
  const rate = 23035.5548 + 139.72 * t1 + 0.069 * t1 * t1;
  const zeta = rate * t + (30.242 - 0.269 * t1) * t ** 2 + 17.996 * t ** 3;
  const z = rate * t + (109.478 - 0.387 * t1) * t ** 2 + 18.324 * t ** 3;
  const theta = (20051.125 - 85.294 * t1 - 0.365 * t1 * t1) * t + (-42.647 - 0.365 * t1) * t ** 2 - 41.802 * t ** 3;
  return fromEquatorialAngles(zeta * RAD_PER_ARCSEC, z * RAD_PER_ARCSEC, theta * RAD_PER_ARCSEC);
}
