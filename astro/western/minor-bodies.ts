/**
 * Chiron, Ceres, Pallas, Juno and Vesta: heliocentric states integrated under the gravity of the Sun and the
 * eight planets from published JPL states (data/minor-bodies.ts), and their apparent geocentric positions.
 *
 * Integration: astronomy-engine's `GravitySimulator` (the Sun and Mercury … Neptune from its VSOP87 series, the
 * Earth carrying the Moon's mass; the asteroids do not attract each other: Ceres moves Vesta by less than
 * 10⁻⁵ AU in 25 years), in fixed steps (`STEP_DAYS`), forwards or backwards from the published state nearest
 * the instant asked for (Chiron: eleven states ten years apart, 1950–2050; the asteroids: one set of elements
 * at J2000.0). Every step's state is kept for the life of the process, so an instant costs the integration up
 * to it once and a cubic Hermite interpolation between the two kept states around it afterwards (position and
 * velocity at both ends: an error below 10⁻¹⁰ AU at these steps).
 *
 * Apparent place, as the planets': light-time iterated (the body taken at t − τ, τ its distance over c), the
 * annual aberration to first order (the Earth's velocity × τ added to the light-time-corrected vector), then
 * the true ecliptic and equinox of date (precession and nutation) by astronomy-engine's `Ecliptic`.
 * The epochs are TDB, taken as TT (they differ by under 2 ms).
 *
 * Measured accuracy (test/reference/western/minor-bodies/README.md, docs/western.md): the error grows with
 * the distance in time from the nearest published state.
 */
import { Astronomy, astroTime } from '../engine.ts';
import { normalizeDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import { ASTEROID_ELEMENTS, ASTRONOMICAL_UNIT_KM, CHIRON_STATES, type OsculatingElements, type PublishedState } from '../../data/minor-bodies.ts';

export const MINOR_BODY_IDS = ['chiron', 'ceres', 'pallas', 'juno', 'vesta'] as const;
export type MinorBodyId = (typeof MINOR_BODY_IDS)[number];

/** The span the minor bodies are computed for (their error is measured over it): 1900-01-01 to 2100-12-31 UTC. */
export const MINOR_BODY_SPAN: { readonly from: Instant; readonly to: Instant } = {
  from: Date.UTC(1900, 0, 1),
  to: Date.UTC(2101, 0, 1),
};

/**
 * Spacing of the kept states, days. The simulator's step is of the second order (its error grows as the step
 * squared): Chiron, slow and far out, is integrated at 8 days; the main-belt asteroids at 2 days and at 1 day,
 * the two runs combined by Richardson extrapolation, which cancels the error's leading term (a 2-day run alone
 * is minutes of arc off after 25 years; test/reference/western/minor-bodies measures the combination).
 */
const STEP_DAYS = { asteroids: 2, chiron: 8 } as const;

/** The Sun's GM, AU³/day² (the value of the JPL ephemerides, as astronomy-engine uses). */
const SUN_GM = 0.2959122082855911e-3;
/** Speed of light, AU per day. */
const LIGHT_AU_PER_DAY = 173.1446326846693;
const JULIAN_DAY_J2000 = 2_451_545.0;
const RAD = Math.PI / 180;

type Vector3 = readonly [number, number, number];

/** Published states that start one integration: their epoch (TT days from J2000.0) and the bodies they carry. */
interface Seed {
  readonly tt: number;
  readonly bodies: readonly MinorBodyId[];
  readonly states: readonly { readonly position: Vector3; readonly velocity: Vector3 }[];
  /** Spacing of the kept states, days. */
  readonly stepDays: number;
  /** Whether the kept states are extrapolated from a second run at half the step (see `nodeState`). */
  readonly refined: boolean;
}

/** One run of the simulator from a seed in one direction at one step, with every step's heliocentric EQJ states. */
interface Track {
  readonly simulator: Astronomy.GravitySimulator;
  readonly steps: Astronomy.StateVector[][];
}

interface Kinematics {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly vx: number;
  readonly vy: number;
  readonly vz: number;
}

/** Heliocentric ecliptic J2000 state of a Kepler orbit from osculating elements (the Sun's GM alone). */
export function stateFromElements(elements: OsculatingElements): { position: Vector3; velocity: Vector3 } {
  const a = elements.semiMajorAxisKm / ASTRONOMICAL_UNIT_KM;
  const e = elements.eccentricity;
  const meanAnomaly = elements.meanAnomalyDeg * RAD;
  let E = meanAnomaly;
  for (let i = 0; i < 30; i++) E -= (E - e * Math.sin(E) - meanAnomaly) / (1 - e * Math.cos(E));
  const n = Math.sqrt(SUN_GM / (a * a * a));
  const cosE = Math.cos(E);
  const sinE = Math.sin(E);
  const root = Math.sqrt(1 - e * e);
  const inPlane = [a * (cosE - e), a * root * sinE] as const;
  const inPlaneVelocity = [(-a * n * sinE) / (1 - e * cosE), (a * n * root * cosE) / (1 - e * cosE)] as const;
  const [node, peri, inc] = [elements.ascendingNodeDeg * RAD, elements.perihelionArgumentDeg * RAD, elements.inclinationDeg * RAD];
  const p = [
    Math.cos(node) * Math.cos(peri) - Math.sin(node) * Math.sin(peri) * Math.cos(inc),
    Math.sin(node) * Math.cos(peri) + Math.cos(node) * Math.sin(peri) * Math.cos(inc),
    Math.sin(peri) * Math.sin(inc),
  ];
  const q = [
    -Math.cos(node) * Math.sin(peri) - Math.sin(node) * Math.cos(peri) * Math.cos(inc),
    -Math.sin(node) * Math.sin(peri) + Math.cos(node) * Math.cos(peri) * Math.cos(inc),
    Math.cos(peri) * Math.sin(inc),
  ];
  const combine = (x: number, y: number): Vector3 => [p[0]! * x + q[0]! * y, p[1]! * x + q[1]! * y, p[2]! * x + q[2]! * y];
  return { position: combine(inPlane[0], inPlane[1]), velocity: combine(inPlaneVelocity[0], inPlaneVelocity[1]) };
}

const SEEDS: readonly Seed[] = [
  ...CHIRON_STATES.map((state: PublishedState): Seed => ({
    tt: state.julianDayTdb - JULIAN_DAY_J2000,
    bodies: ['chiron'],
    states: [{ position: state.position, velocity: state.velocity }],
    stepDays: STEP_DAYS.chiron,
    refined: false,
  })),
  {
    tt: ASTEROID_ELEMENTS.ceres.julianDayTdb - JULIAN_DAY_J2000,
    bodies: ['ceres', 'pallas', 'juno', 'vesta'],
    states: (['ceres', 'pallas', 'juno', 'vesta'] as const).map((id) => stateFromElements(ASTEROID_ELEMENTS[id])),
    stepDays: STEP_DAYS.asteroids,
    refined: true,
  },
];

const tracks = new Map<string, Track>();

function timeAtTt(tt: number): Astronomy.AstroTime {
  return Astronomy.AstroTime.FromTerrestrialTime(tt);
}

function trackFor(seed: Seed, direction: 1 | -1, stepDays: number): Track {
  const key = `${seed.tt}:${direction}:${stepDays}`;
  const known = tracks.get(key);
  if (known) return known;
  const toEquator = Astronomy.Rotation_ECL_EQJ();
  const time = timeAtTt(seed.tt);
  const initial = seed.states.map(({ position, velocity }) => {
    const r = Astronomy.RotateVector(toEquator, new Astronomy.Vector(position[0], position[1], position[2], time));
    const v = Astronomy.RotateVector(toEquator, new Astronomy.Vector(velocity[0], velocity[1], velocity[2], time));
    return new Astronomy.StateVector(r.x, r.y, r.z, v.x, v.y, v.z, time);
  });
  const track: Track = { simulator: new Astronomy.GravitySimulator(Astronomy.Body.Sun, time, initial), steps: [initial] };
  tracks.set(key, track);
  return track;
}

/** The `index`-th state of a run (integrating up to it on first use). */
function stepState(seed: Seed, direction: 1 | -1, stepDays: number, index: number, slot: number): Astronomy.StateVector {
  const track = trackFor(seed, direction, stepDays);
  while (track.steps.length <= index) {
    track.steps.push(track.simulator.Update(timeAtTt(seed.tt + direction * track.steps.length * stepDays)));
  }
  return track.steps[index]![slot]!;
}

/**
 * The kept state `index` steps from a seed: the run's state, or for a refined seed the Richardson extrapolation
 * x = x(h/2) + (x(h/2) − x(h))/3 of the runs at the step h and at h/2, which cancels the error's h² term.
 */
function nodeState(seed: Seed, direction: 1 | -1, index: number, slot: number): Kinematics {
  const coarse = stepState(seed, direction, seed.stepDays, index, slot);
  if (!seed.refined) return coarse;
  const fine = stepState(seed, direction, seed.stepDays / 2, 2 * index, slot);
  const extrapolate = (key: keyof Kinematics) => fine[key] + (fine[key] - coarse[key]) / 3;
  return { x: extrapolate('x'), y: extrapolate('y'), z: extrapolate('z'), vx: extrapolate('vx'), vy: extrapolate('vy'), vz: extrapolate('vz') };
}

/** The published state nearest in time that carries `body`. */
function nearestSeed(body: MinorBodyId, tt: number): Seed {
  let best: Seed | undefined;
  for (const seed of SEEDS) {
    if (seed.bodies.includes(body) && (!best || Math.abs(seed.tt - tt) < Math.abs(best.tt - tt))) best = seed;
  }
  return best!;
}

/** Heliocentric position of a minor body at TT days from J2000.0, equatorial J2000 (EQJ) axes, AU. */
export function minorBodyHelioVector(body: MinorBodyId, tt: number): Vector3 {
  const seed = nearestSeed(body, tt);
  const direction = tt >= seed.tt ? 1 : -1;
  const along = Math.abs(tt - seed.tt) / seed.stepDays;
  const index = Math.floor(along);
  const slot = seed.bodies.indexOf(body);
  const a = nodeState(seed, direction, index, slot);
  const b = nodeState(seed, direction, index + 1, slot);
  const h = direction * seed.stepDays;
  const s = along - index;
  const h00 = (1 + 2 * s) * (1 - s) * (1 - s);
  const h10 = s * (1 - s) * (1 - s);
  const h01 = s * s * (3 - 2 * s);
  const h11 = s * s * (s - 1);
  return [
    h00 * a.x + h10 * h * a.vx + h01 * b.x + h11 * h * b.vx,
    h00 * a.y + h10 * h * a.vy + h01 * b.y + h11 * h * b.vy,
    h00 * a.z + h10 * h * a.vz + h01 * b.z + h11 * h * b.vz,
  ];
}

/** Apparent geocentric ecliptic longitude, latitude (degrees, true ecliptic and equinox of date) and distance (AU). */
export function minorBodyEcliptic(body: MinorBodyId, instant: Instant): { longitude: number; latitude: number; distanceAu: number } {
  const time = astroTime(instant);
  const earth = Astronomy.HelioState(Astronomy.Body.Earth, time);
  let tau = 0;
  let geo: Vector3 = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    const helio = minorBodyHelioVector(body, time.tt - tau);
    geo = [helio[0] - earth.x, helio[1] - earth.y, helio[2] - earth.z];
    tau = Math.hypot(...geo) / LIGHT_AU_PER_DAY;
  }
  const apparent = new Astronomy.Vector(geo[0] + earth.vx * tau, geo[1] + earth.vy * tau, geo[2] + earth.vz * tau, time);
  const ecliptic = Astronomy.Ecliptic(apparent);
  return { longitude: normalizeDegrees(ecliptic.elon), latitude: ecliptic.elat, distanceAu: Math.hypot(...geo) };
}

/** True for a body computed here. */
export function isMinorBody(body: string): body is MinorBodyId {
  return (MINOR_BODY_IDS as readonly string[]).includes(body);
}
