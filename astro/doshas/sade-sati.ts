/**
 * Sade sati: Saturn's passage through the 12th, 1st and 2nd signs counted from the natal Moon's sign, and the
 * small panoti (dhaiya), its stays in the 4th and the 8th. Phases and kinds are in data/doshas.ts with their
 * sources; sade sati is not described in the classical texts (astrovedas.com), which give Saturn's gochara
 * results house by house from the Moon.
 *
 * Frame: Saturn's SIDEREAL apparent longitude with the TRUE ayanamsha of the chart's `ayanamsha.id`
 * (astro/transits/tracks.ts), the natal Moon's sign as the chart gives it. Every date is a real sign ingress
 * of Saturn solved by the shared root finder (astro/transits/motion.ts and ingresses.ts: monotonic pieces cut
 * at the stations, so each retrograde re-entry is a crossing of its own), to `DEFAULT_TOLERANCE_MS`.
 *
 * Cycles. Saturn's stays in a sign are the intervals between consecutive ingresses. A phase is every stay in
 * its sign that belongs to one passage; a cycle (or a dhaiya) is the run of stays in its signs whose gaps
 * (Saturn back in the sign before, or returning retrograde from the sign after) are shorter than
 * `PASSAGE_GAP_MS`. Such loops last under half a year, and two passages of the same signs are about 22 years
 * apart, so the grouping is unambiguous. A phase runs from its first entry to its last exit; `intervals` lists
 * every stay. At an instant inside a loop gap the cycle is `current` while `phase` is null.
 */
import {
  DHAIYA_KINDS,
  SADE_SATI_PHASES,
  type DhaiyaKindId,
  type SadeSatiPhaseId,
} from '../../data/doshas.ts';
import type { BirthChart } from '../chart/chart.ts';
import { type HouseNumber, type SignNumber, houseFromSign, signCounted, signOfLongitude } from '../chart/placement.ts';
import { InvalidParameterError } from '../errors.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { type SignIngressEvent, ingressEvents } from '../transits/ingresses.ts';
import { monotonicPieces } from '../transits/motion.ts';
import { siderealTrack } from '../transits/tracks.ts';

export type { DhaiyaKindId, SadeSatiPhaseId };

/** Mean Gregorian year in ms (365.2425 days): the unit of `lifeYears`. */
export const MS_PER_YEAR = 365.2425 * MS_PER_DAY;

/** Default span of the lifetime lists, years after the birth. */
export const DEFAULT_LIFE_YEARS = 100;

/**
 * Largest gap inside one passage: two years. Saturn's retrograde loops back over a sign boundary last at most
 * about five months; passages of the same three signs are about 22 years apart.
 */
export const PASSAGE_GAP_MS = 2 * MS_PER_YEAR;

/**
 * How far the search reaches beyond the birth and the lifetime so that every cycle it reports is whole: a
 * cycle lasts under 10 years (three signs at Saturn's slowest, about 3 years each, with loops); the cycles
 * before and after `now` are searched up to 40 years away (Saturn's period is 29.5 years).
 */
const CYCLE_MARGIN_MS = 10 * MS_PER_YEAR;
const NEIGHBOUR_REACH_MS = 40 * MS_PER_YEAR;

/** Options of `sadeSati`. */
export interface SadeSatiOptions {
  /** Years after the birth the lifetime lists cover, > 0 (default `DEFAULT_LIFE_YEARS`, 100). */
  readonly lifeYears?: number;
}

/** A half-open interval of time [start, end), ms UT. */
export interface TimeSpan {
  readonly start: Instant;
  readonly end: Instant;
}

/** One phase of a sade sati cycle. */
export interface SadeSatiPhasePeriod extends TimeSpan {
  readonly phase: SadeSatiPhaseId;
  /** Sidereal sign 1–12 Saturn passes in this phase. */
  readonly sign: SignNumber;
  /** Saturn's stays in `sign` during the passage, in time order (more than one after a retrograde loop). */
  readonly intervals: readonly TimeSpan[];
}

/** A whole sade sati cycle: first entry into the 12th from the Moon to the last exit from the 2nd. */
export interface SadeSatiCycle extends TimeSpan {
  /** Rising, peak, setting, in that order. */
  readonly phases: readonly SadeSatiPhasePeriod[];
}

/** A cycle in the lifetime list: its span and each phase's first entry and last exit. */
export interface SadeSatiCycleSummary extends TimeSpan {
  readonly phases: readonly (TimeSpan & { readonly phase: SadeSatiPhaseId })[];
}

/** One small panoti (dhaiya): Saturn's passage through the 4th or the 8th from the Moon. */
export interface DhaiyaPeriod extends TimeSpan {
  readonly kind: DhaiyaKindId;
  /** Sidereal sign 1–12 Saturn passes. */
  readonly sign: SignNumber;
  readonly intervals: readonly TimeSpan[];
}

/** The small panoti report. */
export interface DhaiyaReport {
  /** The kind running at `now`, or null. */
  readonly kind: DhaiyaKindId | null;
  /** The passage running at `now` (loop gaps included), the last one ended before it, the first one after. */
  readonly current: DhaiyaPeriod | null;
  readonly previous: DhaiyaPeriod | null;
  readonly next: DhaiyaPeriod | null;
  /** Every passage overlapping [birth, birth + lifeYears), in time order. */
  readonly lifetime: readonly DhaiyaPeriod[];
}

/** The sade sati report of one chart at one instant. */
export interface SadeSatiResult {
  /** Sidereal sign 1–12 of the natal Moon. */
  readonly moonSign: SignNumber;
  readonly now: Instant;
  /** Saturn's sidereal sign 1–12 at `now`, and its house 1–12 counted from the Moon's sign. */
  readonly saturnSign: SignNumber;
  readonly saturnHouseFromMoon: HouseNumber;
  /** The phase running at `now`, or null (no cycle, or a loop gap inside one). */
  readonly phase: SadeSatiPhaseId | null;
  /** The cycle running at `now`, or null. */
  readonly current: SadeSatiCycle | null;
  /** The last cycle that ended at or before `now` (before `current` when one runs), or null. */
  readonly previous: SadeSatiCycle | null;
  /** The first cycle that starts after `now`. */
  readonly next: SadeSatiCycle | null;
  /** Every cycle overlapping [birth, birth + lifeYears), in time order. */
  readonly lifetime: readonly SadeSatiCycleSummary[];
  readonly dhaiya: DhaiyaReport;
  /** The span whose Saturn ingresses were solved. */
  readonly searched: TimeSpan;
}

interface SignStay extends TimeSpan {
  readonly sign: SignNumber;
}

/** Length of a block of Saturn's ingresses solved at once and kept (years from `INGRESS_BLOCK_EPOCH`). */
const INGRESS_BLOCK_MS = 25 * MS_PER_YEAR;
/** The start of block 0: 1800-01-01T00:00Z, the start of the service's supported range. */
const INGRESS_BLOCK_EPOCH = Date.UTC(1800, 0, 1);

/**
 * Saturn's sign ingresses of each 25-year block, by ayanamsha and block index, solved once per process: every
 * chart of the same ayanamsha reads the same ingresses (Saturn's track does not depend on the place or the
 * node), so a lifetime of cycles costs a lookup after the first chart instead of a 140-year root search.
 * Deterministic: a block's ingresses are the same whichever request solves it first.
 */
const ingressBlocks = new Map<string, readonly SignIngressEvent[]>();

function ingressesOfBlock(chart: BirthChart, block: number): readonly SignIngressEvent[] {
  const key = `${chart.ayanamsha.id}|${block}`;
  let events = ingressBlocks.get(key);
  if (events === undefined) {
    const start = INGRESS_BLOCK_EPOCH + block * INGRESS_BLOCK_MS;
    const end = start + INGRESS_BLOCK_MS;
    const track = siderealTrack('saturn', { ayanamshaId: chart.ayanamsha.id, node: chart.node });
    events = ingressEvents('saturn', track.angleDeg, monotonicPieces(track, start, end), new Set(['sign-ingress'])).filter(
      (event): event is SignIngressEvent => event.type === 'sign-ingress' && event.instant >= start && event.instant < end,
    );
    ingressBlocks.set(key, events);
  }
  return events;
}

/** Saturn's stays in its signs over [from, to); the first and last are cut at the window's ends. */
function saturnStays(chart: BirthChart, from: Instant, to: Instant): SignStay[] {
  const first = Math.floor((from - INGRESS_BLOCK_EPOCH) / INGRESS_BLOCK_MS);
  const last = Math.floor((to - INGRESS_BLOCK_EPOCH) / INGRESS_BLOCK_MS);
  const ingresses: SignIngressEvent[] = [];
  for (let block = first; block <= last; block++) {
    for (const event of ingressesOfBlock(chart, block)) if (event.instant > from && event.instant < to) ingresses.push(event);
  }
  const track = siderealTrack('saturn', { ayanamshaId: chart.ayanamsha.id, node: chart.node });
  const stays: SignStay[] = [];
  let start = from;
  let sign = signOfLongitude(track.angleDeg(from));
  for (const ingress of ingresses) {
    stays.push({ start, end: ingress.instant, sign });
    start = ingress.instant;
    sign = ingress.toSign as SignNumber;
  }
  stays.push({ start, end: to, sign });
  return stays;
}

/**
 * The passages through `signs`: runs of stays in those signs with gaps under `PASSAGE_GAP_MS`. Runs touching
 * either end of the window are dropped (they may be cut).
 */
function passages(stays: readonly SignStay[], signs: readonly SignNumber[], window: TimeSpan): SignStay[][] {
  const runs: SignStay[][] = [];
  for (const stay of stays) {
    if (!signs.includes(stay.sign)) continue;
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run !== undefined && last !== undefined && stay.start - last.end < PASSAGE_GAP_MS) run.push(stay);
    else runs.push([stay]);
  }
  return runs.filter((run) => {
    const first = run[0];
    const last = run[run.length - 1];
    return first !== undefined && last !== undefined && first.start > window.start && last.end < window.end;
  });
}

function spanOf(stays: readonly TimeSpan[]): TimeSpan {
  return { start: stays[0]?.start ?? Number.NaN, end: stays[stays.length - 1]?.end ?? Number.NaN };
}

function intervalsIn(stays: readonly SignStay[], sign: SignNumber): TimeSpan[] {
  return stays.filter((stay) => stay.sign === sign).map(({ start, end }) => ({ start, end }));
}

function sadeSatiCycle(run: readonly SignStay[], moonSign: SignNumber): SadeSatiCycle {
  const phases = SADE_SATI_PHASES.map((record): SadeSatiPhasePeriod => {
    const sign = signCounted(moonSign, record.houseFromMoon);
    const intervals = intervalsIn(run, sign);
    return { phase: record.id, sign, ...spanOf(intervals), intervals };
  });
  return { ...spanOf(run), phases };
}

/** The span running at `now`, the last ended at or before it, the first starting after it. */
function around<T extends TimeSpan>(spans: readonly T[], now: Instant): { current: T | null; previous: T | null; next: T | null } {
  const current = spans.find((span) => span.start <= now && now < span.end) ?? null;
  const previous = spans.filter((span) => span.end <= now).at(-1) ?? null;
  const next = spans.find((span) => span.start > now) ?? null;
  return { current, previous, next };
}

function overlapsLife(span: TimeSpan, life: TimeSpan): boolean {
  return span.end > life.start && span.start < life.end;
}

/**
 * Sade sati and the small panoti of a chart at `now`.
 * @param chart the birth chart (its instant is the birth, ms UT; its ayanamsha and node set the frame)
 * @param now the instant the running phase is read at, ms UT (any instant, before or after the birth)
 * @param options `lifeYears` (default 100): the span of the lifetime lists after the birth
 * @throws InvalidParameterError when `lifeYears` is not a finite number > 0
 */
export function sadeSati(chart: BirthChart, now: Instant, options: SadeSatiOptions = {}): SadeSatiResult {
  const lifeYears = options.lifeYears ?? DEFAULT_LIFE_YEARS;
  if (!Number.isFinite(lifeYears) || lifeYears <= 0) {
    throw new InvalidParameterError(`lifeYears must be a finite number > 0, got ${lifeYears}`, lifeYears);
  }
  const life: TimeSpan = { start: chart.instant, end: chart.instant + lifeYears * MS_PER_YEAR };
  const searched: TimeSpan = {
    start: Math.min(life.start - CYCLE_MARGIN_MS, now - NEIGHBOUR_REACH_MS),
    end: Math.max(life.end + CYCLE_MARGIN_MS, now + NEIGHBOUR_REACH_MS),
  };
  const stays = saturnStays(chart, searched.start, searched.end);
  const moonSign = chart.grahas.moon.sign;

  const sadeSatiSigns = SADE_SATI_PHASES.map((record) => signCounted(moonSign, record.houseFromMoon));
  const cycles = passages(stays, sadeSatiSigns, searched).map((run) => sadeSatiCycle(run, moonSign));
  const dhaiyas = DHAIYA_KINDS.flatMap((record) => {
    const sign = signCounted(moonSign, record.houseFromMoon);
    return passages(stays, [sign], searched).map((run): DhaiyaPeriod => {
      const intervals = intervalsIn(run, sign);
      return { kind: record.id, sign, ...spanOf(intervals), intervals };
    });
  }).sort((a, b) => a.start - b.start);

  const stayNow = stays.find((stay) => stay.start <= now && now < stay.end) ?? stays[stays.length - 1];
  const saturnSign = stayNow?.sign ?? moonSign;
  const saturnHouseFromMoon = houseFromSign(moonSign, saturnSign);
  const phase = SADE_SATI_PHASES.find((record) => record.houseFromMoon === saturnHouseFromMoon)?.id ?? null;
  const kind = DHAIYA_KINDS.find((record) => record.houseFromMoon === saturnHouseFromMoon)?.id ?? null;

  return {
    moonSign,
    now,
    saturnSign,
    saturnHouseFromMoon,
    phase,
    ...around(cycles, now),
    lifetime: cycles
      .filter((cycle) => overlapsLife(cycle, life))
      .map(({ start, end, phases }) => ({ start, end, phases: phases.map((p) => ({ phase: p.phase, start: p.start, end: p.end })) })),
    dhaiya: { kind, ...around(dhaiyas, now), lifetime: dhaiyas.filter((period) => overlapsLife(period, life)) },
    searched,
  };
}
