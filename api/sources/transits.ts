/**
 * Where transit answers come from: the precomputed tables (Lahiri, mean node, apparent positions) when they hold
 * what is asked, else the worker pool running the same engine code (geometric positions always). Either way positions at an instant are interpolated from
 * the six daily rows around it, so both paths give the same numbers.
 */
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import { positionsAt, sampleInstants } from '../../astro/transits/at-instant.ts';
import type { GrahaTransitRow } from '../../astro/transits/daily.ts';
import { compareEvents, type TransitEvent, type TransitEventType } from '../../astro/transits/events.ts';
import { type Instant, MS_PER_DAY, toIsoUtc } from '../../astro/time.ts';
import type { AyanamshaId } from '../../astro/ayanamsha.ts';
import type { NodeType } from '../../astro/nodes.ts';
import type { PositionConvention } from '../../astro/positions.ts';
import type { GrahaId } from '../../data/grahas.ts';
import type { TransitStore } from '../../storage/transit-store.ts';
import type { ComputePool } from '../../compute/pool.ts';
import { Lru } from '../shared/lru.ts';
import type { Source } from '../shared/schemas.ts';
import { DEFAULT_TRANSIT_OPTIONS } from '../../storage/precomputed.ts';

export interface TransitOptions {
  ayanamshaId: AyanamshaId;
  node: NodeType;
  /** The stored tables are apparent; geometric positions and events are computed on demand. */
  positions: PositionConvention;
}

const utcDate = (t: Instant) => toIsoUtc(t).slice(0, 10);

function isDefault(options: TransitOptions): boolean {
  return options.ayanamshaId === DEFAULT_TRANSIT_OPTIONS.ayanamshaId && options.node === DEFAULT_TRANSIT_OPTIONS.node && options.positions === 'apparent';
}

/** Stored dates kept decoded in memory: nine rows each, so 2,000 dates (5½ years) is well under 10 MB. */
export const STORED_DAYS_CACHED = 2_000;

export class TransitSource {
  /** Decoded rows of stored dates. Only found dates are kept: a missing one may be written by the pipeline. */
  private readonly days = new Lru<GrahaTransitRow[]>(STORED_DAYS_CACHED);

  constructor(
    private readonly pool: ComputePool,
    private readonly store: TransitStore,
  ) {}

  /** The nine grahas at `instant`. */
  async positions(instant: Instant, options: TransitOptions): Promise<{ rows: GrahaTransitRow[]; source: Source }> {
    const instants = sampleInstants(instant);
    const meanNode = options.node === 'mean';
    if (isDefault(options)) {
      const stored = instants.map((t) => this.storedDay(t));
      if (stored.every((rows) => rows !== null)) return { rows: positionsAt(stored as GrahaTransitRow[][], instant, meanNode), source: 'precomputed' };
    }
    const days = await this.pool.run('transitSamples', { instants, ...options });
    return { rows: positionsAt(days, instant, meanNode), source: 'computed' };
  }

  /** Events with instants in [from, to), optionally only some types. */
  async events(
    from: Instant,
    to: Instant,
    options: TransitOptions & { types?: readonly TransitEventType[] },
  ): Promise<{ events: TransitEvent[]; source: Source }> {
    const firstDay = Math.floor(from / MS_PER_DAY);
    const lastDay = Math.floor((to - 1) / MS_PER_DAY);
    const days = lastDay - firstDay + 1;
    if (isDefault(options) && this.store.covers(utcDate(firstDay * MS_PER_DAY), utcDate(lastDay * MS_PER_DAY), days, ENGINE_VERSION)) {
      const events = this.store
        .events(from, to, ENGINE_VERSION, options.types)
        .map((e) => ({ type: e.type, graha: e.graha, instant: e.instantMs, ...e.detail }) as unknown as TransitEvent)
        .sort(compareEvents);
      return { events, source: 'precomputed' };
    }
    const events = await this.pool.run('transitEventList', { from, to, ...options });
    return { events, source: 'computed' };
  }

  private storedDay(midnight: Instant): GrahaTransitRow[] | null {
    const date = utcDate(midnight);
    const cached = this.days.get(date);
    if (cached !== undefined) return cached;
    const rows = this.store.positions(date, ENGINE_VERSION);
    if (rows === null) return null;
    const day = rows.map((r) => ({
      instant: midnight,
      graha: r.graha as GrahaId,
      tropicalLongitude: r.tropicalDeg,
      siderealLongitude: r.siderealDeg,
      latitude: r.latitudeDeg,
      distanceAu: r.distanceAu,
      speedDegPerDay: r.speedDegPerDay,
      sign: r.signNumber,
      degreeInSign: r.degreeInSign,
      nakshatra: r.nakshatraNumber,
      pada: r.pada,
      retrograde: r.retrograde,
    }));
    this.days.set(date, day);
    return day;
  }
}
