/**
 * Progressions and directions: the natal chart moved forward symbolically, a short stretch of ephemeris time
 * standing for a long stretch of life.
 *
 * Methods (the ephemeris instant p of a real instant t, for a birth at t₀; Y = 365.24219 days, the mean tropical
 * year; M = 27.321582 days, the mean tropical month, both at J2000 (J. Meeus, Astronomical Algorithms, ch. 27 and
 * 49)):
 * - `secondary`: a day for a year, p = t₀ + (t − t₀)/Y days (Placidus de Titis, Primum Mobile, 1657; the
 *   standard Western progression);
 * - `tertiary`: a day for a lunar month, p = t₀ + (t − t₀)/M days (E. H. Troinski's tertiary progression);
 * - `minor`: a lunar month for a year, p = t₀ + (t − t₀)·M/Y;
 * - `solar-arc`: solar arc directions, every body and angle moved by the same arc, the secondary progressed
 *   Sun's distance from the natal Sun, A(t) = λ☉(p_secondary) − λ☉(t₀).
 * The progressed bodies are their apparent tropical positions at p (`bodies.ts`).
 *
 * Progressed angles (`angles`), from the meridian, the ascendant from it at the birth latitude:
 * - `naibod-ra`: RAMC₀ + N·years, N = 360°/Y = 0.98564736° a year, the mean Sun's motion in right ascension
 *   (V. Naibod, 1560);
 * - `solar-arc`: MC₀ + A(t) in longitude;
 * - `mean-sun`: MC₀ + N·years in longitude (the mean Sun's arc in longitude);
 * - `quotidian`: the angles of the instant p itself at the birth place (the sky's own daily turn at p).
 * Years are (t − t₀)/Y. The obliquity is that of date at p.
 *
 * Events in a real-time window [from, to): a progressed body entering a sign, standing still (the progressed
 * ephemeris's own stations; none under solar arc) and making an exact aspect to a natal planet or angle. Each is
 * a crossing on the body's ephemeris track between p(from) and p(to) (`events.ts`: monotonic pieces, Brent to
 * `EPHEMERIS_TOLERANCE_MS` of ephemeris time), mapped back to real time by the method's rate: 1 ms of ephemeris
 * time is 0.37 s of life under secondary progressions and solar arc (a station, solved by `transits/motion.ts`
 * to 10 ms, 3.7 s). Under solar arc every body moves with the Sun's
 * arc, so an event of body b at target L is the crossing of λ☉₀ + L − λb₀ by the Sun's track.
 */
import { normalizeDegrees } from '../angles.ts';
import { astroTime, Astronomy } from '../engine.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { type AngleTrack, boundaryCrossings, monotonicPieces } from '../transits/motion.ts';
import { WESTERN_ASPECTS, type WesternAspectId } from '../../data/western-aspects.ts';
import { CHART_BODY_IDS, WESTERN_PLANET_IDS, type WesternBodyId } from '../../data/western-bodies.ts';
import { type AspectOptions, type ChartAspect, aspectsBetween } from './aspects.ts';
import { westernBodyLongitude, westernBodyPosition } from './bodies.ts';
import { type ChartBodyPosition, type ChartOptions, type ChartReading, chartAspectPoints, readChart, siderealFrame, type WesternChart, type WesternChartInput, westernNatalChart } from './chart.ts';
import { aspectTargets, crossingOf, type WesternEvent, type WesternEventType, westernTrack } from './events.ts';

export const PROGRESSION_METHODS = ['secondary', 'tertiary', 'minor', 'solar-arc'] as const;
export type ProgressionMethod = (typeof PROGRESSION_METHODS)[number];

export const PROGRESSED_ANGLE_METHODS = ['naibod-ra', 'solar-arc', 'mean-sun', 'quotidian'] as const;
export type ProgressedAngleMethod = (typeof PROGRESSED_ANGLE_METHODS)[number];

/** The angles method of a progression when the request names none: the solar arc for solar arc directions, Naibod in right ascension otherwise. */
export function defaultAngleMethod(method: ProgressionMethod): ProgressedAngleMethod {
  return method === 'solar-arc' ? 'solar-arc' : 'naibod-ra';
}

/** Mean tropical year at J2000, days (Meeus, ch. 27). */
export const TROPICAL_YEAR_DAYS = 365.24219;
/** Mean tropical month at J2000, days (Meeus, ch. 49). */
export const TROPICAL_MONTH_DAYS = 27.321582;
/** Naibod's rate: the mean Sun's motion per day, applied per year of life, degrees. */
export const NAIBOD_DEG_PER_YEAR = 360 / TROPICAL_YEAR_DAYS;
/** Orb of a progressed-to-natal aspect when the request sets none, degrees (the usual one degree). */
export const DEFAULT_PROGRESSION_ORB_DEG = 1;

const RAD = Math.PI / 180;
/** Tolerance of the crossings solved on the ephemeris track, ms of ephemeris time (0.37 s of life at most). */
const EPHEMERIS_TOLERANCE_MS = 1;

/** Ephemeris time per real time of each method (a dimensionless rate). */
function rateOf(method: ProgressionMethod): number {
  switch (method) {
    case 'secondary':
    case 'solar-arc':
      return 1 / TROPICAL_YEAR_DAYS;
    case 'tertiary':
      return 1 / TROPICAL_MONTH_DAYS;
    case 'minor':
      return TROPICAL_MONTH_DAYS / TROPICAL_YEAR_DAYS;
  }
}

/** The ephemeris instant p that stands for the real instant `instant` of a life begun at `birth` (ms). */
export function progressedInstant(method: ProgressionMethod, birth: Instant, instant: Instant): Instant {
  return birth + (instant - birth) * rateOf(method);
}

/** The real instant a progressed ephemeris instant stands for (the inverse of `progressedInstant`). */
export function realInstant(method: ProgressionMethod, birth: Instant, progressed: Instant): Instant {
  return birth + (progressed - birth) / rateOf(method);
}

/** The solar arc at a real instant: the secondary progressed Sun's distance from the natal Sun, degrees. */
export function solarArcDeg(birth: Instant, instant: Instant): number {
  const p = progressedInstant('secondary', birth, instant);
  return normalizeDegrees(westernBodyLongitude('sun', p) - westernBodyLongitude('sun', birth));
}

/** Right ascension of an ecliptic point of latitude 0, degrees [0, 360). */
export function rightAscensionOf(longitudeDeg: number, obliquityDeg: number): number {
  const l = longitudeDeg * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquityDeg * RAD), Math.cos(l)) / RAD);
}

export interface ProgressionInput {
  readonly natal: WesternChartInput;
  readonly method: ProgressionMethod;
  readonly angles: ProgressedAngleMethod;
  /** The real instant the progression is cast for, ms. */
  readonly instant: Instant;
  /** Aspects and orbs between the progressed and the natal chart. */
  readonly aspects: AspectOptions;
  /** The real-time window of events [from, to), ms; null for none. */
  readonly window: { readonly from: Instant; readonly to: Instant } | null;
  readonly eventTypes: ReadonlySet<WesternEventType>;
}

export interface Progression {
  readonly method: ProgressionMethod;
  readonly natal: WesternChart;
  /** The ephemeris instant the progressed positions are taken at (the secondary one under solar arc). */
  readonly progressedInstant: Instant;
  /** Years of life at the instant, (t − t₀)/365.24219 days. */
  readonly ageYears: number;
  /** The solar arc at the instant, degrees (every method shows it). */
  readonly solarArcDeg: number;
  /** The progressed chart: bodies, angles and houses, read like a natal chart. */
  readonly chart: ChartReading;
  /** Progressed planet or angle (`from`) to natal planet or angle (`to`). */
  readonly aspects: readonly ChartAspect[];
  /** Events at real instants, in time order. */
  readonly events: readonly WesternEvent[];
}

/** The progressed meridian's right ascension (RAMC), degrees. */
function progressedRamc(input: ProgressionInput, natal: WesternChart, p: Instant, years: number, arc: number, obliquityDeg: number): number {
  switch (input.angles) {
    case 'naibod-ra':
      return normalizeDegrees(natal.frame.ramcDeg + NAIBOD_DEG_PER_YEAR * years);
    case 'solar-arc':
      return rightAscensionOf(natal.houses.midheaven + arc, obliquityDeg);
    case 'mean-sun':
      return rightAscensionOf(natal.houses.midheaven + NAIBOD_DEG_PER_YEAR * years, obliquityDeg);
    case 'quotidian':
      return siderealFrame(p, input.natal.longitude).ramcDeg;
  }
}

/** The progressed chart, its aspects to the natal chart and the events of the window. */
export function progression(input: ProgressionInput): Progression {
  const natal = westernNatalChart(input.natal);
  const birth = input.natal.instant;
  const p = progressedInstant(input.method, birth, input.instant);
  const years = (input.instant - birth) / MS_PER_DAY / TROPICAL_YEAR_DAYS;
  const arc = solarArcDeg(birth, input.instant);
  const obliquityDeg = Astronomy.e_tilt(astroTime(p)).tobl;
  const positions = new Map<WesternBodyId, ChartBodyPosition>(
    CHART_BODY_IDS.map((id) => {
      if (input.method !== 'solar-arc') return [id, westernBodyPosition(id, p)];
      const body = natal.bodies.find((b) => b.id === id)!;
      return [id, { longitude: normalizeDegrees(body.longitude + arc), latitude: body.latitude, declination: body.declination, speedDegPerDay: body.speedDegPerDay }];
    }),
  );
  const options: ChartOptions = { houseSystem: input.natal.houseSystem, aspects: input.aspects, fortune: input.natal.fortune };
  const frame = { ramcDeg: progressedRamc(input, natal, p, years, arc, obliquityDeg), obliquityDeg, latitude: input.natal.latitude };
  const chart = readChart(frame, positions, options);
  return {
    method: input.method,
    natal,
    progressedInstant: p,
    ageYears: years,
    solarArcDeg: arc,
    chart,
    aspects: aspectsBetween(chartAspectPoints(chart), chartAspectPoints(natal), input.aspects),
    events: input.window ? progressionEvents(input, natal, input.window.from, input.window.to) : [],
  };
}

/** The events of progressed planets in the real-time window [from, to). */
function progressionEvents(input: ProgressionInput, natal: WesternChart, from: Instant, to: Instant): WesternEvent[] {
  const birth = input.natal.instant;
  const ephemerisMethod: ProgressionMethod = input.method === 'solar-arc' ? 'secondary' : input.method;
  const pFrom = progressedInstant(ephemerisMethod, birth, from);
  const pTo = progressedInstant(ephemerisMethod, birth, to);
  const real = (p: Instant) => Math.round(realInstant(ephemerisMethod, birth, p));
  const natalPoints = chartAspectPoints(natal);
  const aspectRecords = WESTERN_ASPECTS.filter((record) => input.aspects.aspects.includes(record.id));
  const events: WesternEvent[] = [];
  const sunNatal = natal.bodies.find((b) => b.id === 'sun')!.longitude;
  const sunPieces = input.method === 'solar-arc' ? monotonicPieces(westernTrack('sun'), pFrom, pTo) : [];
  for (const body of WESTERN_PLANET_IDS) {
    const natalLongitude = natal.bodies.find((b) => b.id === body)!.longitude;
    // Under solar arc the body's directed longitude is λb₀ + λ☉(p) − λ☉₀: a track of the Sun shifted by λb₀ − λ☉₀.
    const shift = input.method === 'solar-arc' ? natalLongitude - sunNatal : 0;
    const track: AngleTrack =
      input.method === 'solar-arc'
        ? { ...westernTrack('sun'), angleDeg: (t) => normalizeDegrees(westernBodyLongitude('sun', t) + shift) }
        : westernTrack(body);
    const pieces =
      input.method === 'solar-arc'
        ? sunPieces.map((piece) => ({ ...piece, startDeg: normalizeDegrees(piece.startDeg + shift), endDeg: normalizeDegrees(piece.endDeg + shift) }))
        : monotonicPieces(track, pFrom, pTo);
    const inWindow = (instant: Instant) => instant >= from && instant < to;
    for (const piece of pieces) {
      const backwards = normalizeDegrees(piece.endDeg - piece.startDeg) > 180;
      if (input.eventTypes.has('ingress')) {
        for (const crossing of boundaryCrossings(track.angleDeg, piece, 12, () => true, EPHEMERIS_TOLERANCE_MS)) {
          const instant = real(crossing.instant);
          if (inWindow(instant)) events.push({ type: 'ingress', body, instant, fromSign: crossing.fromIndex + 1, toSign: crossing.toIndex + 1, retrograde: crossing.direction < 0 });
        }
      }
      if (input.eventTypes.has('station') && piece.endsAtStation && input.method !== 'solar-arc') {
        const instant = real(piece.end);
        if (inWindow(instant)) events.push({ type: 'station', body, instant, direction: backwards ? 'direct' : 'retrograde', longitude: piece.endDeg });
      }
      if (input.eventTypes.has('aspect')) {
        for (const point of natalPoints) {
          for (const record of aspectRecords) {
            for (const target of aspectTargets(point.longitude, record.angle)) {
              const at = crossingOf(track.angleDeg, piece, target, EPHEMERIS_TOLERANCE_MS);
              if (at === null) continue;
              const instant = real(at);
              if (inWindow(instant)) {
                events.push({ type: 'aspect', body, to: point.id, natal: true, aspect: record.id as WesternAspectId, instant, longitude: track.angleDeg(at), retrograde: backwards });
              }
            }
          }
        }
      }
    }
  }
  const typeOrder = (event: WesternEvent) => ['ingress', 'station', 'aspect'].indexOf(event.type);
  return events.sort((a, b) => a.instant - b.instant || typeOrder(a) - typeOrder(b) || WESTERN_PLANET_IDS.indexOf(a.body as never) - WESTERN_PLANET_IDS.indexOf(b.body as never));
}
