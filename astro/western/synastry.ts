/**
 * Synastry: two natal charts read together. The aspects from one person's planets and angles to the other's,
 * each person's bodies in the other's houses, the composite chart, the Davison chart and a score.
 *
 * - Composite (midpoint method, R. Hand, "Planets in Composite", 1975): every body at the midpoint of the two
 *   positions on the shorter arc (at exactly 180° apart, the one 90° ahead of the first). Houses are not
 *   midpoints of cusps (which can leave houses out of order): the composite MC is the midpoint of the two MCs,
 *   the RAMC is that point's right ascension, and the houses are cast from it at the mean of the two latitudes
 *   with the mean obliquity (the "derived ascendant" method), so every house system works as in a natal chart.
 *   Its bodies do not move (no speed, no retrograde).
 * - Davison (R. C. Davison, "Synastry", 1977): a real chart cast for the instant halfway between the two
 *   births and the place halfway between them: the mean latitude, and the mean longitude taken on the shorter
 *   way round the globe.
 * - Score: the rule of data/western-synastry.ts over the major aspects between the two charts.
 */
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import type { HouseNumber } from '../chart/placement.ts';
import {
  ATTRACTION_PAIRS,
  ATTRACTION_TONES,
  CONJUNCTION_TONE,
  HARD_PLANETS,
  SYNASTRY_BANDS,
  SYNASTRY_TONES,
  SYNASTRY_WEIGHTS,
} from '../../data/western-synastry.ts';
import { MAJOR_ASPECT_IDS } from '../../data/western-aspects.ts';
import { CHART_BODY_IDS, type WesternBodyId } from '../../data/western-bodies.ts';
import { type ChartAspect, aspectsBetween } from './aspects.ts';
import { declinationOf } from './bodies.ts';
import { houseOfLongitude } from './houses.ts';
import {
  type ChartBodyPosition,
  type ChartReading,
  chartAspectPoints,
  readChart,
  type WesternChart,
  type WesternChartInput,
  westernNatalChart,
} from './chart.ts';

const RAD = Math.PI / 180;

export type SynastryBand = (typeof SYNASTRY_BANDS)[number]['id'];

/** One body of one chart in a house of the other. */
export interface HouseOverlay {
  readonly body: WesternBodyId;
  readonly house: HouseNumber;
}

/** One aspect's share of the score. */
export interface ScoreTerm {
  readonly aspect: ChartAspect;
  readonly tone: number;
  readonly weight: number;
  /** 1 − orb ÷ allowed orb. */
  readonly closeness: number;
  readonly points: number;
}

export interface SynastryScore {
  /** 0–100. */
  readonly score: number;
  readonly band: SynastryBand;
  /** Sum of the positive terms and of the sizes of the negative ones. */
  readonly harmony: number;
  readonly tension: number;
  /** Every scored aspect, largest share first. */
  readonly terms: readonly ScoreTerm[];
}

/** The composite chart: a reading without an instant, cast at the mean latitude. */
export interface CompositeChart extends ChartReading {
  readonly latitude: number;
}

export interface Synastry {
  readonly first: WesternChart;
  readonly second: WesternChart;
  /** From the first person's points (`from`) to the second's (`to`). */
  readonly aspects: readonly ChartAspect[];
  readonly overlays: { readonly firstInSecond: readonly HouseOverlay[]; readonly secondInFirst: readonly HouseOverlay[] };
  readonly composite: CompositeChart;
  readonly davison: WesternChart;
  readonly score: SynastryScore;
}

/** The midpoint of two longitudes on the shorter arc, degrees [0, 360); 90° ahead of `a` when they are opposite. */
export function midpointLongitude(a: number, b: number): number {
  const difference = signedDegrees(b - a);
  return normalizeDegrees(a + (difference === 180 ? 90 : difference / 2));
}

/** Right ascension (degrees) of the ecliptic point of longitude `longitude` (latitude 0). */
function rightAscensionOf(longitude: number, obliquityDeg: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(longitude * RAD) * Math.cos(obliquityDeg * RAD), Math.cos(longitude * RAD)) / RAD);
}

/** The composite chart of two natal charts (same options). */
export function compositeChart(first: WesternChart, second: WesternChart, options: Pick<WesternChartInput, 'houseSystem' | 'aspects' | 'fortune'>): CompositeChart {
  const obliquityDeg = (first.frame.obliquityDeg + second.frame.obliquityDeg) / 2;
  const latitude = (first.latitude + second.latitude) / 2;
  const mc = midpointLongitude(first.houses.midheaven, second.houses.midheaven);
  const positions = new Map<WesternBodyId, ChartBodyPosition>();
  for (const id of CHART_BODY_IDS) {
    const a = first.bodies.find((body) => body.id === id)!;
    const b = second.bodies.find((body) => body.id === id)!;
    const longitude = midpointLongitude(a.longitude, b.longitude);
    const bodyLatitude = (a.latitude + b.latitude) / 2;
    positions.set(id, { longitude, latitude: bodyLatitude, declination: declinationOf(longitude, bodyLatitude, obliquityDeg), speedDegPerDay: null });
  }
  const reading = readChart({ ramcDeg: rightAscensionOf(mc, obliquityDeg), obliquityDeg, latitude }, positions, options);
  return { ...reading, latitude };
}

/** The instant and place halfway between two births. */
export function davisonMidpoint(first: { instant: Instant; latitude: number; longitude: number }, second: { instant: Instant; latitude: number; longitude: number }): { instant: Instant; latitude: number; longitude: number } {
  const longitude = signedDegrees(first.longitude + signedDegrees(second.longitude - first.longitude) / 2);
  return {
    instant: Math.round((first.instant + second.instant) / 2),
    latitude: (first.latitude + second.latitude) / 2,
    longitude: longitude === -180 ? 180 : longitude,
  };
}

/** Each body of `chart` and the house of `other` it falls in. */
export function houseOverlays(chart: ChartReading, other: ChartReading): HouseOverlay[] {
  return chart.bodies.map((body) => ({ body: body.id, house: houseOfLongitude(body.longitude, other.houses.cusps) }));
}

function toneOf(aspect: ChartAspect): number {
  const pair = [aspect.from, aspect.to];
  if (ATTRACTION_PAIRS.some(([a, b]) => pair.includes(a) && pair.includes(b) && a !== b)) return ATTRACTION_TONES[aspect.aspect] ?? 0;
  if (aspect.aspect === 'conjunction') return pair.some((id) => HARD_PLANETS.includes(id)) ? CONJUNCTION_TONE.hard : CONJUNCTION_TONE.gentle;
  return SYNASTRY_TONES[aspect.aspect] ?? 0;
}

/**
 * The score of the aspects between two charts (data/western-synastry.ts); only major aspects count, each with
 * the orb it was found under (`orbs`).
 */
export function synastryScore(aspects: readonly ChartAspect[], orbs: Readonly<Record<string, number>>): SynastryScore {
  const terms: ScoreTerm[] = [];
  for (const aspect of aspects) {
    if (!MAJOR_ASPECT_IDS.includes(aspect.aspect)) continue;
    const tone = toneOf(aspect);
    const weight = ((SYNASTRY_WEIGHTS[aspect.from] ?? 0) * (SYNASTRY_WEIGHTS[aspect.to] ?? 0)) / 9;
    const allowed = orbs[aspect.aspect]!;
    const closeness = allowed > 0 ? Math.max(0, 1 - aspect.orb / allowed) : 1;
    const points = tone * weight * closeness;
    if (points !== 0) terms.push({ aspect, tone, weight, closeness, points });
  }
  terms.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  const harmony = terms.reduce((sum, term) => sum + Math.max(0, term.points), 0);
  const tension = terms.reduce((sum, term) => sum + Math.max(0, -term.points), 0);
  const score = harmony + tension === 0 ? 50 : Math.round((100 * harmony) / (harmony + tension));
  const band = [...SYNASTRY_BANDS].reverse().find((candidate) => score >= candidate.from)!.id;
  return { score, band, harmony, tension, terms };
}

/** The synastry of two births cast with the same options. */
export function synastry(first: WesternChartInput, second: WesternChartInput): Synastry {
  const firstChart = westernNatalChart(first);
  const secondChart = westernNatalChart(second);
  const aspects = aspectsBetween(chartAspectPoints(firstChart), chartAspectPoints(secondChart), first.aspects);
  const midpoint = davisonMidpoint(first, second);
  return {
    first: firstChart,
    second: secondChart,
    aspects,
    overlays: { firstInSecond: houseOverlays(firstChart, secondChart), secondInFirst: houseOverlays(secondChart, firstChart) },
    composite: compositeChart(firstChart, secondChart, first),
    davison: westernNatalChart({ ...first, ...midpoint }),
    score: synastryScore(aspects, first.aspects.orbs),
  };
}
