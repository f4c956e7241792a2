/**
 * Every transit event in a time window, sorted: sidereal sign, nakshatra and pada ingresses of the nine
 * grahas, stations of the five planets, the Moon's four phases, and solar and lunar eclipses.
 *
 * Windows are half-open, [from, to), and an event belongs to the window holding its instant (rounded to the
 * millisecond). Each event is solved in a bracket fixed by the time grid of `motion.ts` (or, for stations and
 * eclipses, by the sidereal station or the syzygy it belongs to), never by the window, so splitting a range
 * into chunks — the pipeline computes day by day — gives exactly the events of the whole range: each once,
 * with the same instant to the millisecond.
 *
 * Ordering: by instant, then by the order of `TRANSIT_EVENT_TYPES`, then by the graha order Sun … Ketu. A
 * sign boundary that is also a nakshatra and pada boundary gives its sign, nakshatra and pada ingresses at the
 * same instant, in that order; Rahu's and Ketu's sign and pada ingresses coincide too.
 */
import { InvalidTimeRangeError } from '../errors.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { GRAHA_IDS } from '../../data/grahas.ts';
import { type EclipseEvent, lunarEclipseAt, solarEclipseAt } from './eclipses.ts';
import { type IngressEvent, type IngressType, ingressEvents } from './ingresses.ts';
import { type LunarPhaseEvent, type LunarPhaseType, lunarPhaseEvents } from './lunations.ts';
import { type MonotonicPiece, monotonicPieces } from './motion.ts';
import { type StationEvent, stationEvents } from './stations.ts';
import { ELONGATION_TRACK, type TrackOptions, type TrackedGraha, isStationGraha, siderealTrack } from './tracks.ts';

/** Every event type, in the order used to break ties between events at the same instant. */
export const TRANSIT_EVENT_TYPES = [
  'solar-eclipse',
  'lunar-eclipse',
  'new-moon',
  'first-quarter',
  'full-moon',
  'last-quarter',
  'station-retrograde',
  'station-direct',
  'sign-ingress',
  'nakshatra-ingress',
  'pada-ingress',
] as const;
export type TransitEventType = (typeof TRANSIT_EVENT_TYPES)[number];

/** One row of the events table; `type` tells which fields follow. All values are plain JSON. */
export type TransitEvent = IngressEvent | StationEvent | LunarPhaseEvent | EclipseEvent;

export type { SignIngressEvent, NakshatraIngressEvent, PadaIngressEvent, MotionDirection } from './ingresses.ts';
export type { StationEvent } from './stations.ts';
export type { LunarPhaseEvent } from './lunations.ts';
export type { SolarEclipseEvent, LunarEclipseEvent } from './eclipses.ts';
export type { TrackOptions } from './tracks.ts';

/** Options of `transitEvents`. */
export interface TransitEventOptions extends TrackOptions {
  /** The event types wanted (default: all). Types left out are not computed. */
  readonly types?: readonly TransitEventType[];
}

/** A window that is not a finite [from, to) with to ≥ from: the engine's `InvalidTimeRangeError`. */
export { InvalidTimeRangeError as TransitRangeError };

/**
 * How far beyond the window the grid is followed: a tropical station lies within an hour of the sidereal
 * station it is solved from, and an eclipse peak within two hours of its syzygy; one day covers both.
 */
const MARGIN_MS = MS_PER_DAY;

/** The tracked grahas (Ketu comes with Rahu) in the order Sun … Rahu. */
const TRACKED_GRAHAS: readonly TrackedGraha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];

const TYPE_ORDER: ReadonlyMap<string, number> = new Map(TRANSIT_EVENT_TYPES.map((type, i) => [type, i]));
const GRAHA_ORDER: ReadonlyMap<string, number> = new Map(GRAHA_IDS.map((graha, i) => [graha, i]));

/**
 * All transit events with instants in [from, to), sorted (see the module comment).
 * @param from window start, ms since 1970-01-01T00:00Z (UT), inclusive
 * @param to window end, ms (UT), exclusive; `to` = `from` gives no events
 * @param options ayanamsha id (true ayanamsha) and node type for the sidereal longitudes; optional event types
 * @throws InvalidTimeRangeError when `from` or `to` is not finite or `to` < `from`
 */
export function transitEvents(from: Instant, to: Instant, options: TransitEventOptions): TransitEvent[] {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) {
    throw new InvalidTimeRangeError(`Invalid time range [${from}, ${to}): expected finite instants with to >= from`, { from, to });
  }
  const types: ReadonlySet<TransitEventType> = new Set(options.types ?? TRANSIT_EVENT_TYPES);
  const inWindow = (event: { readonly instant: Instant }): boolean => event.instant >= from && event.instant < to;
  const events: TransitEvent[] = [];

  const ingressTypes = new Set([...types].filter(isIngressType));
  const wantsStations = types.has('station-retrograde') || types.has('station-direct');
  for (const graha of TRACKED_GRAHAS) {
    const stations = wantsStations && isStationGraha(graha);
    if (ingressTypes.size === 0 && !stations) continue;
    const track = siderealTrack(graha, options);
    const margin = stations ? MARGIN_MS : 0;
    const pieces = monotonicPieces(track, from - margin, to + margin);
    if (ingressTypes.size > 0) {
      events.push(...ingressEvents(graha, track.angleDeg, overlapping(pieces, from, to), ingressTypes).filter(inWindow));
    }
    if (stations) {
      events.push(...stationEvents(graha, pieces, options).filter((event) => inWindow(event) && types.has(event.type)));
    }
  }

  const phaseTypes = new Set([...types].filter(isLunarPhaseType));
  const wantsSolar = types.has('solar-eclipse');
  const wantsLunar = types.has('lunar-eclipse');
  if (phaseTypes.size > 0 || wantsSolar || wantsLunar) {
    const searched = new Set<LunarPhaseType>(phaseTypes);
    if (wantsSolar) searched.add('new-moon');
    if (wantsLunar) searched.add('full-moon');
    const pieces = monotonicPieces(ELONGATION_TRACK, from - MARGIN_MS, to + MARGIN_MS);
    for (const phase of lunarPhaseEvents(pieces, searched, options)) {
      if (phaseTypes.has(phase.type) && inWindow(phase)) events.push(phase);
      const eclipse =
        wantsSolar && phase.type === 'new-moon' ? solarEclipseAt(phase.instant)
        : wantsLunar && phase.type === 'full-moon' ? lunarEclipseAt(phase.instant)
        : null;
      if (eclipse !== null && inWindow(eclipse)) events.push(eclipse);
    }
  }

  return events.sort(compareEvents);
}

/** The pieces that can hold an event whose rounded instant is in [from, to). */
function overlapping(pieces: readonly MonotonicPiece[], from: Instant, to: Instant): MonotonicPiece[] {
  return pieces.filter((piece) => piece.end >= from - 1 && piece.start < to + 1);
}

function isIngressType(type: TransitEventType): type is IngressType {
  return type === 'sign-ingress' || type === 'nakshatra-ingress' || type === 'pada-ingress';
}

function isLunarPhaseType(type: TransitEventType): type is LunarPhaseType {
  return type === 'new-moon' || type === 'first-quarter' || type === 'full-moon' || type === 'last-quarter';
}

/** The order of events: by instant, then type (`TRANSIT_EVENT_TYPES`), then graha (Sun … Ketu). */
export function compareEvents(a: TransitEvent, b: TransitEvent): number {
  return (
    a.instant - b.instant ||
    (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0) ||
    (GRAHA_ORDER.get(a.graha) ?? 0) - (GRAHA_ORDER.get(b.graha) ?? 0)
  );
}
