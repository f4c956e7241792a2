/**
 * Western transits: the sky at an instant (the chart bodies of data/western-bodies.ts and the optional ones
 * named, tropical), its aspects and parallels to a natal chart when one is given (else those among the
 * transiting planets), and the timed events of a window: sign ingresses, stations and exact aspects
 * (`events.ts`), to the natal planets and angles when there is a natal chart, among the moving bodies
 * otherwise, and the void-of-course Moon periods of the window (`void-of-course.ts`). The true apogee is shown
 * but its events are not timed: it swings back and forth within days.
 */
import type { Instant } from '../time.ts';
import type { HouseNumber } from '../chart/placement.ts';
import { CHART_BODY_IDS, OPTIONAL_BODY_IDS, WESTERN_BODY_IDS, type WesternBodyId } from '../../data/western-bodies.ts';
import { type AspectOptions, type AspectPoint, type ChartAspect, aspectsBetween, aspectsWithin } from './aspects.ts';
import { westernBodyPosition } from './bodies.ts';
import { type DeclinationAspect, declinationAspectsBetween, declinationAspectsWithin, DEFAULT_DECLINATION_ORB_DEG } from './declinations.ts';
import { chartAspectPoints, isAspectedBody, type WesternChart, type WesternChartInput, westernNatalChart, type SignPosition, signPosition } from './chart.ts';
import { type WesternEvent, type WesternEventType, westernEvents } from './events.ts';
import { houseOfLongitude } from './houses.ts';
import { type VoidOfCoursePeriod, voidOfCourseMoon } from './void-of-course.ts';
import type { VoidOfCourseSetId } from '../../data/void-of-course.ts';

export interface WesternTransitInput {
  readonly instant: Instant;
  /** The natal chart transits are read against, or null for the sky alone. */
  readonly natal: WesternChartInput | null;
  /** Aspects and orbs of the transits (to the natal chart, or among the transiting planets). */
  readonly aspects: AspectOptions;
  /** The event window [from, to), ms. */
  readonly from: Instant;
  readonly to: Instant;
  /** The moving bodies whose events are timed; the optional ones among them are also shown (`bodies`). */
  readonly bodies: readonly WesternBodyId[];
  /** Orb of the parallels and contra-parallels, degrees (default `DEFAULT_DECLINATION_ORB_DEG`). */
  readonly declinationOrb?: number;
  readonly eventTypes: ReadonlySet<WesternEventType>;
  /** The planet set whose aspects end the Moon's course, or null for no void-of-course periods. */
  readonly voidOfCourse: VoidOfCourseSetId | null;
}

/** A transiting body: where it stands, and in which natal house when there is a natal chart. */
export interface TransitingBody extends SignPosition {
  readonly id: WesternBodyId;
  readonly declination: number;
  readonly speedDegPerDay: number;
  readonly retrograde: boolean;
  readonly natalHouse: HouseNumber | null;
}

export interface WesternTransits {
  readonly instant: Instant;
  readonly bodies: readonly TransitingBody[];
  readonly natal: WesternChart | null;
  /** Transiting planet (`from`) to natal planet or angle (`to`); without a natal chart, among the transiting planets. */
  readonly aspects: readonly ChartAspect[];
  /** Parallels and contra-parallels, between the same bodies as `aspects`, within `declinationOrb`. */
  readonly declinationAspects: readonly DeclinationAspect[];
  readonly declinationOrb: number;
  readonly events: readonly WesternEvent[];
  /** The void-of-course periods overlapping the event window; null when none were asked for. */
  readonly voidOfCourse: readonly VoidOfCoursePeriod[] | null;
}

/** The transits at `input.instant` and the events of the window. */
export function westernTransits(input: WesternTransitInput): WesternTransits {
  const natal = input.natal ? westernNatalChart(input.natal) : null;
  const shown = WESTERN_BODY_IDS.filter((id) => CHART_BODY_IDS.includes(id) || (input.bodies.includes(id) && OPTIONAL_BODY_IDS.includes(id as never)));
  const bodies = shown.map((id): TransitingBody => {
    const position = westernBodyPosition(id, input.instant);
    return {
      id,
      ...signPosition(position.longitude),
      declination: position.declination,
      speedDegPerDay: position.speedDegPerDay,
      retrograde: position.speedDegPerDay < 0,
      natalHouse: natal ? houseOfLongitude(position.longitude, natal.houses.cusps) : null,
    };
  });
  const moving = bodies.filter((body) => isAspectedBody(body.id));
  const planets: AspectPoint[] = moving.map((body) => ({ id: body.id, longitude: body.longitude, speedDegPerDay: body.speedDegPerDay }));
  const natalPoints = natal ? chartAspectPoints(natal) : null;
  const orb = input.declinationOrb ?? DEFAULT_DECLINATION_ORB_DEG;
  return {
    instant: input.instant,
    bodies,
    natal,
    aspects: natalPoints ? aspectsBetween(planets, natalPoints, input.aspects) : aspectsWithin(planets, input.aspects),
    declinationOrb: orb,
    declinationAspects: natal
      ? declinationAspectsBetween(moving, natal.bodies.filter((body) => isAspectedBody(body.id)), orb)
      : declinationAspectsWithin(moving, orb),
    events: westernEvents(input.from, input.to, {
      bodies: input.bodies.filter((id) => id !== 'true-lilith'),
      types: input.eventTypes,
      aspects: input.aspects.aspects,
      natal: natalPoints ? natalPoints.map(({ id, longitude }) => ({ id, longitude })) : null,
    }),
    voidOfCourse: input.voidOfCourse === null ? null : voidOfCourseMoon(input.from, input.to, input.voidOfCourse),
  };
}
