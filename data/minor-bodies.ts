/**
 * Where the integration of Chiron and the four first asteroids starts (astro/western/minor-bodies.ts): published
 * heliocentric states and osculating elements from JPL's small-body solutions, as JPL Horizons prints them.
 *
 * Frame of every number here: heliocentric, the ecliptic and mean equinox of J2000.0 (Horizons' "ecliptic"
 * reference plane, ICRF); epochs are Julian days of TDB; distances AU (the semi-major axes as Horizons prints
 * them, in km, with the IAU astronomical unit 149 597 870.7 km); velocities AU per day; angles degrees.
 *
 * - Chiron (2060): eleven state vectors ten years apart, 1950-01-01 to 2049-12-16, out of the Horizons table
 *   of Chiron's heliocentric vectors every 16 days 1950–2050 recorded in the public repository
 *   gutsergut/EphReader (`data/chiron/chiron_vectors_jpl.json`, queried 2025-10-30). The other 2,272 rows of
 *   that table are the reference the integration is measured against (test/reference/western/minor-bodies).
 * - Ceres (1), Pallas (2), Juno (3), Vesta (4): Horizons osculating elements at J2000.0 (JD 2451545.0 TDB),
 *   recorded in the public repository Anonyfox/celestine (`src/ephemeris/asteroids/*.ts`, retrieved
 *   2025-12-19). Their mean motions printed beside them agree with √(GM☉/a³) to 10⁻¹¹ relative, the check
 *   that they are heliocentric elements for the Sun's GM alone.
 */

/** A heliocentric state vector: position (AU) and velocity (AU/day), ecliptic and equinox of J2000.0. */
export interface PublishedState {
  readonly julianDayTdb: number;
  readonly position: readonly [number, number, number];
  readonly velocity: readonly [number, number, number];
}

/** Heliocentric osculating elements, ecliptic and equinox of J2000.0. */
export interface OsculatingElements {
  readonly julianDayTdb: number;
  readonly semiMajorAxisKm: number;
  readonly eccentricity: number;
  readonly inclinationDeg: number;
  readonly ascendingNodeDeg: number;
  readonly perihelionArgumentDeg: number;
  readonly meanAnomalyDeg: number;
}

/** Chiron's published states, ten years apart (oldest first). */
export const CHIRON_STATES: readonly PublishedState[] = [
  { julianDayTdb: 2433282.5, position: [-2.740133414133402, -9.67306082894301, 0.8588643391794544], velocity: [0.005133152822867046, -0.003209486694336209, 0.0006462711817846668] },
  { julianDayTdb: 2436930.5, position: [13.66674515946234, -8.747965154001255, 1.741136121009779], velocity: [0.003034272227762291, 0.002336736573972071, -0.00006669360977763456] },
  { julianDayTdb: 2440578.5, position: [18.71413355084634, 1.90896066926931, 0.9157145844365279], velocity: [-0.000189651535552214, 0.00309532354391907, -0.0003396805508788487] },
  { julianDayTdb: 2444226.5, position: [12.64947125848795, 11.50951467573555, -0.4621372104182372], velocity: [-0.003090389357435362, 0.001800604258274765, -0.0003756229015276557] },
  { julianDayTdb: 2447874.5, position: [-2.572878563929037, 10.97407214379307, -1.31529633334981], velocity: [-0.004611685565525775, -0.003052055733614654, 0.00004834044541488974] },
  { julianDayTdb: 2451522.5, position: [-3.641168097192529, -9.04438670621856, 0.7417675232438519], velocity: [0.004946010079660875, -0.003719839240197848, 0.0006901590096445293] },
  { julianDayTdb: 2455170.5, position: [13.10548297408373, -9.1745930638276, 1.752480788234813], velocity: [0.003198148938830875, 0.002225296895608779, -0.00004535560892723548] },
  { julianDayTdb: 2458818.5, position: [18.75099726847075, 1.309653746187131, 0.9758220924909196], velocity: [-0.00002600096848827691, 0.00311423470208809, -0.0003324949313079424] },
  { julianDayTdb: 2462466.5, position: [13.23818741900599, 11.14554818821316, -0.3949377846904564], velocity: [-0.002940261361240925, 0.001928982494659366, -0.0003803663664855582] },
  { julianDayTdb: 2466114.5, position: [-1.690995777018259, 11.51608448110083, -1.321602125173708], velocity: [-0.004690081912285153, -0.002642521013747935, 8.671808117407735e-7] },
  { julianDayTdb: 2469762.5, position: [-4.599511549050993, -8.262684371119343, 0.6039531189639792], velocity: [0.004676073362746776, -0.004287075681898, 0.0007331237062473563] },
];

/** The four asteroids' osculating elements at J2000.0. */
export const ASTEROID_ELEMENTS = {
  ceres: { julianDayTdb: 2451545.0, semiMajorAxisKm: 4.138619138911831e8, eccentricity: 0.07837562647163041, inclinationDeg: 10.58336045805628, ascendingNodeDeg: 80.49435747295276, perihelionArgumentDeg: 73.92286274285223, meanAnomalyDeg: 6.176654513180486 },
  pallas: { julianDayTdb: 2451545.0, semiMajorAxisKm: 4.147335391694663e8, eccentricity: 0.2296435321725964, inclinationDeg: 34.8461400333228, ascendingNodeDeg: 173.197799126349, perihelionArgumentDeg: 310.2656378931236, meanAnomalyDeg: 352.9602856376183 },
  juno: { julianDayTdb: 2451545.0, semiMajorAxisKm: 3.991323402397366e8, eccentricity: 0.2584434725349585, inclinationDeg: 12.96742544139138, ascendingNodeDeg: 170.1725855275966, perihelionArgumentDeg: 248.031724336219, meanAnomalyDeg: 240.2686465739974 },
  vesta: { julianDayTdb: 2451545.0, semiMajorAxisKm: 3.532805978206285e8, eccentricity: 0.09002244561937413, inclinationDeg: 7.133935828421654, ascendingNodeDeg: 103.9514370845001, perihelionArgumentDeg: 149.5866679599199, meanAnomalyDeg: 341.0238343838706 },
} as const satisfies Readonly<Record<string, OsculatingElements>>;

/** IAU 2012 astronomical unit, km. */
export const ASTRONOMICAL_UNIT_KM = 149_597_870.7;
