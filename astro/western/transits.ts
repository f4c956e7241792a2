/**
 * Western transits: the sky at an instant (every body of data/western-bodies.ts, tropical), its aspects to a
 * natal chart when one is given (else the aspects among the transiting planets), and the timed events of a
 * window: sign ingresses, stations and exact aspects (`events.ts`), to the natal planets and angles when there
 * is a natal chart, among the moving bodies otherwise.
 */
import type { Instant } from '../time.ts';
import type { HouseNumber } from '../chart/placement.ts';
import { WESTERN_BODY_IDS, WESTERN_PLANET_IDS, type WesternBodyId } from '../../data/western-bodies.ts';
import { type AspectOptions, type AspectPoint, type ChartAspect, aspectsBetween, aspectsWithin } from './aspects.ts';
import { westernBodyPosition } from './bodies.ts';
import { chartAspectPoints, type WesternChart, type WesternChartInput, westernNatalChart, type SignPosition, signPosition } from './chart.ts';
import { type WesternEvent, type WesternEventType, westernEvents } from './events.ts';
import { houseOfLongitude } from './houses.ts';

export interface WesternTransitInput {
  readonly instant: Instant;
  /** The natal chart transits are read against, or null for the sky alone. */
  readonly natal: WesternChartInput | null;
  /** Aspects and orbs of the transits (to the natal chart, or among the transiting planets). */
  readonly aspects: AspectOptions;
  /** The event window [from, to), ms. */
  readonly from: Instant;
  readonly to: Instant;
  /** The moving bodies whose events are timed. */
  readonly bodies: readonly WesternBodyId[];
  readonly eventTypes: ReadonlySet<WesternEventType>;
}

/** A transiting body: where it stands, and in which natal house when there is a natal chart. */
export interface TransitingBody extends SignPosition {
  readonly id: WesternBodyId;
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
  readonly events: readonly WesternEvent[];
}

/** The transits at `input.instant` and the events of the window. */
export function westernTransits(input: WesternTransitInput): WesternTransits {
  const natal = input.natal ? westernNatalChart(input.natal) : null;
  const bodies = WESTERN_BODY_IDS.map((id): TransitingBody => {
    const position = westernBodyPosition(id, input.instant);
    return {
      id,
      ...signPosition(position.longitude),
      speedDegPerDay: position.speedDegPerDay,
      retrograde: position.speedDegPerDay < 0,
      natalHouse: natal ? houseOfLongitude(position.longitude, natal.houses.cusps) : null,
    };
  });
  const planets: AspectPoint[] = bodies
    .filter((body) => (WESTERN_PLANET_IDS as readonly string[]).includes(body.id))
    .map((body) => ({ id: body.id, longitude: body.longitude, speedDegPerDay: body.speedDegPerDay }));
  const natalPoints = natal ? chartAspectPoints(natal) : null;
  return {
    instant: input.instant,
    bodies,
    natal,
    aspects: natalPoints ? aspectsBetween(planets, natalPoints, input.aspects) : aspectsWithin(planets, input.aspects),
    events: westernEvents(input.from, input.to, {
      bodies: input.bodies,
      types: input.eventTypes,
      aspects: input.aspects.aspects,
      natal: natalPoints ? natalPoints.map(({ id, longitude }) => ({ id, longitude })) : null,
    }),
  };
}
