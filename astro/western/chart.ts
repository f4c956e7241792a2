/**
 * A Western (tropical) natal chart: the bodies of data/western-bodies.ts with sign, degree, house and motion;
 * the angles, the vertex and the Part of Fortune; the houses of the chosen system; the element and modality
 * balance of the ten planets; the aspects among the planets and the angles; the chart patterns.
 *
 * Frame: tropical longitudes of the true ecliptic and equinox of date (`bodies.ts`). The houses are cast from
 * the local apparent sidereal time (astronomy-engine `SiderealTime`, Greenwich apparent sidereal time, plus
 * the east longitude) and the true obliquity of date, as `houses.ts` documents.
 *
 * Conventions chosen where practice differs (docs/western.md):
 * - sect: a day chart when the Sun is above the horizon, i.e. its longitude lies in the half of the ecliptic
 *   from the descendant through the midheaven to the ascendant (the Sun's latitude is negligible here);
 * - Part of Fortune: `sect` (default) reverses the formula at night, Asc + Moon − Sun by day and
 *   Asc + Sun − Moon by night (the Hellenistic rule); `day` uses the day formula for every chart (as many
 *   modern programs do by default);
 * - balance: the ten planets counted by the element and the modality of their sign;
 * - aspects: among the ten planets, Chiron and the asteroids shown, the ascendant and the midheaven (the angles
 *   have no speed, so an aspect to them is neither applying nor separating); patterns among the ten planets
 *   only; parallels and contra-parallels (`declinations.ts`) among the same bodies, not the angles;
 * - fixed stars (`fixed-stars.ts`), when asked for: conjunctions in longitude with every body shown and the four angles.
 */
import { Astronomy, astroTime } from '../engine.ts';
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import type { HouseNumber } from '../chart/placement.ts';
import { SIGNS, type SignElement } from '../../data/signs.ts';
import { CHART_BODY_IDS, WESTERN_BODIES, WESTERN_BODY_IDS, type WesternBodyKind, WESTERN_MODALITIES, WESTERN_PLANET_IDS, type OptionalBodyId, type WesternBodyId, type WesternModality, type WesternPointId } from '../../data/western-bodies.ts';
import { type AspectOptions, type AspectPoint, type ChartAspect, aspectsWithin } from './aspects.ts';
import { westernBodyPosition } from './bodies.ts';
import { type DeclinationAspect, declinationAspectsWithin, DEFAULT_DECLINATION_ORB_DEG } from './declinations.ts';
import { houseOfLongitude, type WesternHouses, type WesternHouseSystem, westernHouses } from './houses.ts';
import { type ChartPattern, chartPatterns, PATTERN_ASPECT_IDS } from './patterns.ts';
import { fixedStarReading, type FixedStarReading, type StarTarget } from './fixed-stars.ts';
import type { AyanamshaId } from '../ayanamsha.ts';
import type { FixedStarId } from '../../data/fixed-stars.ts';

export const FORTUNE_FORMULAS = ['sect', 'day'] as const;
export type FortuneFormula = (typeof FORTUNE_FORMULAS)[number];

/** What a natal chart is cast for. */
export interface WesternChartInput {
  readonly instant: Instant;
  /** Geographic latitude and east longitude, degrees. */
  readonly latitude: number;
  readonly longitude: number;
  readonly houseSystem: WesternHouseSystem;
  readonly aspects: AspectOptions;
  readonly fortune: FortuneFormula;
  /** Optional bodies shown besides the chart's own (data/western-bodies.ts); none by default. */
  readonly extraBodies?: readonly OptionalBodyId[];
  /** Orb of the parallels and contra-parallels, degrees (default `DEFAULT_DECLINATION_ORB_DEG`). */
  readonly declinationOrb?: number;
  /** Fixed stars shown (`fixed-stars.ts`): which, the orb of their conjunctions and the ayanamsha of their sidereal longitudes; none by default. */
  readonly stars?: { readonly ids: readonly FixedStarId[]; readonly orbDeg: number; readonly ayanamshaId: AyanamshaId };
}

/** Where a longitude falls in the tropical zodiac. */
export interface SignPosition {
  /** Degrees, [0, 360). */
  readonly longitude: number;
  /** 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  /** Degrees within the sign, [0, 30). */
  readonly degreeInSign: number;
}

/** A sign position and the house 1–12 of a chart. */
export interface ZodiacPosition extends SignPosition {
  readonly house: HouseNumber;
}

export interface WesternChartBody extends ZodiacPosition {
  readonly id: WesternBodyId;
  readonly latitude: number;
  readonly declination: number;
  /** Degrees per day; null for a chart of midpoints (composite), which does not move. */
  readonly speedDegPerDay: number | null;
  /** Speed in longitude below zero (the mean node always, the true node nearly always); null without a speed. */
  readonly retrograde: boolean | null;
}

export interface WesternChartPoint extends ZodiacPosition {
  readonly id: WesternPointId;
}

/** Where the houses of a chart are cast: the meridian's right ascension, the obliquity and the latitude, degrees. */
export interface HouseFrame {
  readonly ramcDeg: number;
  readonly obliquityDeg: number;
  readonly latitude: number;
}

/** A body's position as a chart takes it. */
export interface ChartBodyPosition {
  readonly longitude: number;
  readonly latitude: number;
  readonly declination: number;
  readonly speedDegPerDay: number | null;
}

/** How a chart is read: its houses, its aspects and its Part of Fortune. */
export type ChartOptions = Pick<WesternChartInput, 'houseSystem' | 'aspects' | 'fortune'>;

/** A chart cast from positions: everything but when and where. */
export interface ChartReading {
  readonly frame: HouseFrame;
  readonly sect: 'day' | 'night';
  readonly fortune: FortuneFormula;
  readonly houses: WesternHouses;
  readonly bodies: readonly WesternChartBody[];
  /** Ascendant, midheaven, descendant, imum coeli, vertex, Part of Fortune. */
  readonly points: readonly WesternChartPoint[];
  /** The ten planets by the element and the modality of their sign (ids in chart order). */
  readonly balance: {
    readonly elements: Readonly<Record<SignElement, readonly WesternBodyId[]>>;
    readonly modalities: Readonly<Record<WesternModality, readonly WesternBodyId[]>>;
  };
  readonly aspects: readonly ChartAspect[];
  readonly patterns: readonly ChartPattern[];
}

/** A natal chart: the reading, the instant and place it was cast for, and the declination aspects. */
export interface WesternChart extends ChartReading {
  readonly instant: Instant;
  readonly latitude: number;
  readonly longitude: number;
  /** Parallels and contra-parallels among the ten planets, Chiron and the asteroids shown. */
  readonly declinationAspects: readonly DeclinationAspect[];
  readonly declinationOrb: number;
  /** The fixed stars asked for and their conjunctions with the bodies and the four angles; null when none were asked for. */
  readonly fixedStars: FixedStarReading | null;
}

/** Sign and degree in sign of a longitude (any real, taken mod 360). */
export function signPosition(longitude: number): SignPosition {
  const wrapped = normalizeDegrees(longitude);
  const signIndex = Math.min(11, Math.floor(wrapped / 30));
  return { longitude: wrapped, sign: signIndex + 1, degreeInSign: wrapped - signIndex * 30 };
}

/** Sign, degree in sign and house of a longitude under `cusps`. */
export function zodiacPosition(longitude: number, cusps: readonly number[]): ZodiacPosition {
  const place = signPosition(longitude);
  return { ...place, house: houseOfLongitude(place.longitude, cusps) };
}

/** Local apparent sidereal time × 15 (RAMC) and the true obliquity of date at an instant and east longitude, degrees. */
export function siderealFrame(instant: Instant, eastLongitude: number): { ramcDeg: number; obliquityDeg: number } {
  const time = astroTime(instant);
  return {
    ramcDeg: normalizeDegrees(Astronomy.SiderealTime(time) * 15 + eastLongitude),
    obliquityDeg: Astronomy.e_tilt(time).tobl,
  };
}

/** True when an ecliptic longitude lies above the horizon: in the half from the descendant through the MC to the ascendant. */
export function isAboveHorizon(longitude: number, ascendant: number): boolean {
  const fromAscendant = signedDegrees(longitude - ascendant);
  return fromAscendant < 0 && fromAscendant > -180;
}

/** The Part of Fortune's longitude: Asc + Moon − Sun, or Asc + Sun − Moon for a night chart under `sect`. */
export function partOfFortune(ascendant: number, sun: number, moon: number, night: boolean, formula: FortuneFormula): number {
  return normalizeDegrees(formula === 'sect' && night ? ascendant + sun - moon : ascendant + moon - sun);
}

/** Casts the natal chart. Throws `ChartError` HOUSE_SYSTEM_UNDEFINED for Placidus or Koch inside a polar circle. */
export function westernNatalChart(input: WesternChartInput): WesternChart {
  const { ramcDeg, obliquityDeg } = siderealFrame(input.instant, input.longitude);
  const ids = [...CHART_BODY_IDS, ...(input.extraBodies ?? [])];
  const positions = new Map<WesternBodyId, ChartBodyPosition>(ids.map((id) => [id, westernBodyPosition(id, input.instant)]));
  const reading = readChart({ ramcDeg, obliquityDeg, latitude: input.latitude }, positions, input);
  const declinationOrb = input.declinationOrb ?? DEFAULT_DECLINATION_ORB_DEG;
  const declinationAspects = declinationAspectsWithin(reading.bodies.filter((body) => isAspectedBody(body.id)), declinationOrb);
  const fixedStars = input.stars && input.stars.ids.length > 0 ? fixedStarReading(input.stars.ids, input.instant, starTargetsOf(reading), input.stars) : null;
  return { ...reading, instant: input.instant, latitude: input.latitude, longitude: input.longitude, declinationAspects, declinationOrb, fixedStars };
}

/** The points a fixed star is read against: every body shown and the four angles. */
const STAR_ANGLES: readonly WesternPointId[] = ['ascendant', 'midheaven', 'descendant', 'imum-coeli'];

function starTargetsOf(reading: ChartReading): StarTarget[] {
  return [...reading.bodies, ...reading.points.filter((point) => STAR_ANGLES.includes(point.id))].map((point) => ({ id: point.id, longitude: point.longitude }));
}

/** The kinds of body whose aspects a chart reports: the ten planets, Chiron and the asteroids (not the nodes or Lilith). */
const ASPECTED_KINDS: readonly WesternBodyKind[] = ['luminary', 'planet', 'centaur', 'asteroid'];

/** True for a body whose aspects a chart reports. */
export function isAspectedBody(id: WesternBodyId): boolean {
  return ASPECTED_KINDS.includes(WESTERN_BODIES.find((body) => body.id === id)!.kind);
}

/**
 * Reads a chart from the positions of its bodies (those of `CHART_BODY_IDS` and any optional ones, listed in
 * the order of `WESTERN_BODY_IDS`) and a house frame: signs, houses,
 * angles, sect, Part of Fortune, balance, aspects and patterns. Natal, composite and Davison charts all pass here.
 */
export function readChart(frame: HouseFrame, positions: ReadonlyMap<WesternBodyId, ChartBodyPosition>, options: ChartOptions): ChartReading {
  const houses = westernHouses({ ramcDeg: frame.ramcDeg, obliquityDeg: frame.obliquityDeg, latitudeDeg: frame.latitude }, options.houseSystem);
  const bodies = WESTERN_BODY_IDS.filter((id) => positions.has(id)).map((id): WesternChartBody => {
    const position = positions.get(id)!;
    return {
      id,
      ...zodiacPosition(position.longitude, houses.cusps),
      latitude: position.latitude,
      declination: position.declination,
      speedDegPerDay: position.speedDegPerDay,
      retrograde: position.speedDegPerDay === null ? null : position.speedDegPerDay < 0,
    };
  });
  const sun = positions.get('sun')!.longitude;
  const moon = positions.get('moon')!.longitude;
  const night = !isAboveHorizon(sun, houses.ascendant);
  const pointLongitudes: readonly (readonly [WesternPointId, number])[] = [
    ['ascendant', houses.ascendant],
    ['midheaven', houses.midheaven],
    ['descendant', houses.ascendant + 180],
    ['imum-coeli', houses.midheaven + 180],
    ['vertex', houses.vertex],
    ['part-of-fortune', partOfFortune(houses.ascendant, sun, moon, night, options.fortune)],
  ];
  const points = pointLongitudes.map(([id, longitude]): WesternChartPoint => ({ id, ...zodiacPosition(longitude, houses.cusps) }));
  const planets = bodies.filter((body) => (WESTERN_PLANET_IDS as readonly string[]).includes(body.id));
  const planetPoints = aspectPointsOf(planets);
  const patternAspects = aspectsWithin(planetPoints, { aspects: PATTERN_ASPECT_IDS, orbs: options.aspects.orbs });
  return {
    frame,
    sect: night ? 'night' : 'day',
    fortune: options.fortune,
    houses,
    bodies,
    points,
    balance: balanceOf(planets),
    aspects: aspectsWithin([...aspectPointsOf(bodies.filter((body) => isAspectedBody(body.id))), ...aspectPointsOf(angleIdsOf(points))], options.aspects),
    patterns: chartPatterns(planets, patternAspects),
  };
}

/** The ids whose aspects a chart reports besides the planets': the ascendant and the midheaven. */
const ASPECTED_ANGLES: readonly WesternPointId[] = ['ascendant', 'midheaven'];

function angleIdsOf(points: readonly WesternChartPoint[]): WesternChartPoint[] {
  return points.filter((point) => ASPECTED_ANGLES.includes(point.id));
}

/** The ten planets (and Chiron and the asteroids shown), the ascendant and the midheaven of a chart as aspect points (angles without speed). */
export function chartAspectPoints(chart: ChartReading): AspectPoint[] {
  return [...aspectPointsOf(chart.bodies.filter((body) => isAspectedBody(body.id))), ...aspectPointsOf(angleIdsOf(chart.points))];
}

function aspectPointsOf(points: readonly (ZodiacPosition & { readonly id: string; readonly speedDegPerDay?: number | null })[]): AspectPoint[] {
  return points.map((point) => ({ id: point.id, longitude: point.longitude, speedDegPerDay: point.speedDegPerDay ?? null }));
}

/** The planets grouped by the element and the modality of their sign. */
export function balanceOf(planets: readonly { readonly id: WesternBodyId; readonly sign: number }[]): WesternChart['balance'] {
  const elements: Record<SignElement, WesternBodyId[]> = { fire: [], earth: [], air: [], water: [] };
  const modalities: Record<WesternModality, WesternBodyId[]> = { cardinal: [], fixed: [], mutable: [] };
  for (const planet of planets) {
    const sign = SIGNS[planet.sign - 1]!;
    elements[sign.element].push(planet.id);
    modalities[WESTERN_MODALITIES.find((modality) => modality.signModality === sign.modality)!.id].push(planet.id);
  }
  return { elements, modalities };
}
