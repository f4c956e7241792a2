/**
 * The muhurta finder: for a place, a range of at most 370 days and an activity, the windows in which the activity
 * is favourable, each with its quality and structured reasons, after the hard vetoes.
 *
 * How a range is searched, Vedic day by Vedic day (days.ts: sunrise to next sunrise):
 * 1. The day is cut at every instant where something the verdict depends on changes: the boundaries of tithi,
 *    nakshatra, yoga and karana (sky.ts, exact), of the lagna signs (lagna.ts), of the abhijit muhurta, of the
 *    activity's vetoes (the sky vetoes of vetoes.ts and the day's rahu kaal) and, with a birth, of the Moon's sign.
 * 2. Each piece between two cuts holds one value of everything; a piece inside a veto is dropped, and the others
 *    are judged by reasons.ts `evaluateMuhurta` (requirements, reasons, score).
 * 3. Adjacent pieces of the same day with the same elements and reasons are joined, so every window is a maximal
 *    interval in which its tithi, nakshatra, yoga, karana, weekday, lagna and reasons are constant. Windows
 *    shorter than `MIN_WINDOW_MS` are then dropped.
 * Windows are clipped to [from, to), in time order and never overlap.
 *
 * Which vetoes bar which activity is data (data/muhurta-activities.ts `vetoes`); their definitions and sources
 * are in `MUHURTA_VETOES` there and in vetoes.ts.
 *
 * Cost (one core, measured for 2026): the place-independent part (`muhurtaSky`, 0.4–0.8 s for a year) and the
 * place's days (`muhurtaDays`, 0.25–0.35 s per city-year: a sunrise search and a lagna scan per day) dominate; the
 * search itself takes 10–60 ms per activity-year. A caller searching several activities or cities builds the two
 * once and passes them as `shared` and `placeDays`.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { InvalidParameterError, InvalidTimeRangeError } from '../errors.ts';
import type { Place } from '../rise-set.ts';
import { type Instant, MS_PER_DAY, MS_PER_MINUTE, type Zone } from '../time.ts';
import type { ElementOccurrence } from '../panchanga/elements.ts';
import {
  activityAdmitsTithi, isMuhurtaActivityId, muhurtaActivityById, type MuhurtaActivityId, type MuhurtaActivityRule,
} from '../../data/muhurta-activities.ts';
import { nakshatraById } from '../../data/nakshatras.ts';
import { type MuhurtaDay, muhurtaDays, type MuhurtaPlaceDays, placeDaysCover } from './days.ts';
import { evaluateMuhurta, type MuhurtaBirth, type MuhurtaMoment, type MuhurtaQuality, type MuhurtaReason } from './reasons.ts';
import { type MuhurtaSky, muhurtaSky, skyCovers } from './sky.ts';
import type { VetoInterval } from './vetoes.ts';

export type { MuhurtaActivityId } from '../../data/muhurta-activities.ts';
export type { MuhurtaBirth, MuhurtaFactor, MuhurtaQuality, MuhurtaReason, MuhurtaVerdict } from './reasons.ts';
export type { VetoInterval } from './vetoes.ts';
export { muhurtaVetoes } from './vetoes.ts';
export { muhurtaSky, type MuhurtaSky } from './sky.ts';
export { muhurtaDays, type MuhurtaPlaceDays } from './days.ts';

/** Longest range searched in one call: 370 days, a civil year with the Vedic days at both ends (year.ts) and room. */
export const MAX_RANGE_MS = 370 * MS_PER_DAY;

/**
 * Shortest window offered: 12 minutes, a quarter of a muhurta (48 minutes at the equinox). Shorter pieces are
 * slivers left between two boundaries (a lagna change just before a veto begins), too short to begin a ceremony in.
 */
export const MIN_WINDOW_MS = 12 * MS_PER_MINUTE;

export interface MuhurtaSearchInput {
  readonly activity: MuhurtaActivityId;
  /** Range start and end (ms, UT), [from, to); to − from ≤ 370 days. */
  readonly from: Instant;
  readonly to: Instant;
  readonly place: Place;
  /** The zone whose civil dates name the Vedic days. */
  readonly zone: Zone;
  /** Sidereal zodiac of nakshatra, yoga, signs, lagna and months (true ayanamsha); 1 = Lahiri. */
  readonly ayanamshaId: AyanamshaId;
  /** The birth Moon of the person the muhurta is for: adds tara bala and chandra bala (reasons.ts). */
  readonly birth?: MuhurtaBirth;
  /** The place-independent part, from `muhurtaSky` for a range covering [from, to) with the same ayanamsha. */
  readonly shared?: MuhurtaSky;
  /** The place's days, from `muhurtaDays` for this place and zone over a range covering [from, to). */
  readonly placeDays?: MuhurtaPlaceDays;
}

export interface MuhurtaWindowResult {
  /** A maximal interval (ms, UT), [start, end), in which every field below is constant. */
  readonly start: Instant;
  readonly end: Instant;
  /** From `score` (reasons.ts): excellent ≥ 3, good 2, fair ≤ 1. */
  readonly quality: MuhurtaQuality;
  /** Favourable scored factors minus unfavourable ones (reasons.ts module comment). */
  readonly score: number;
  /** 1–30, as elements.ts. */
  readonly tithi: number;
  /** 1–27. */
  readonly nakshatra: number;
  /** 1–27. */
  readonly yoga: number;
  /** The half-tithi 1–60, as elements.ts `karanaAt`; data/karanas.ts `karanaOfHalfTithi` names it. */
  readonly karana: number;
  /** The Vedic weekday (sunrise to sunrise), 0 = Sunday. */
  readonly weekday: number;
  /** Sidereal rising sign 1–12; null where the lagna is not computed (|latitude| > 66°). */
  readonly lagna: number | null;
  readonly reasons: readonly MuhurtaReason[];
}

function assertInput(input: MuhurtaSearchInput): void {
  const { from, to } = input;
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to)) {
    throw new InvalidTimeRangeError('the range must satisfy from < to with finite instants', { from, to });
  }
  if (to - from > MAX_RANGE_MS) {
    throw new InvalidTimeRangeError('the range must be at most 370 days long', { from, to });
  }
  if (!isMuhurtaActivityId(input.activity)) {
    throw new InvalidParameterError(`unknown muhurta activity "${String(input.activity)}"`, input.activity);
  }
  const birth = input.birth;
  if (birth !== undefined) {
    const valid = Number.isInteger(birth.moonNakshatra) && birth.moonNakshatra >= 1 && birth.moonNakshatra <= 27
      && Number.isInteger(birth.moonSign) && birth.moonSign >= 1 && birth.moonSign <= 12;
    if (!valid) throw new InvalidParameterError('birth.moonNakshatra must be 1–27 and birth.moonSign 1–12', birth);
  }
  if (input.shared !== undefined && !skyCovers(input.shared, from, to, input.ayanamshaId)) {
    throw new InvalidParameterError('shared must be a muhurtaSky of the same ayanamsha covering the range', {
      from: input.shared.from, to: input.shared.to, ayanamshaId: input.shared.ayanamshaId,
    });
  }
  if (input.placeDays !== undefined
    && !placeDaysCover(input.placeDays, input.place, input.zone, from, to, input.ayanamshaId)) {
    throw new InvalidParameterError('placeDays must be the muhurtaDays of this place, zone and ayanamsha covering the range', {
      from: input.placeDays.from, to: input.placeDays.to, place: input.placeDays.place,
    });
  }
}

/** The items of a time-ordered, non-overlapping list that overlap [start, end). */
function overlapping<T extends { readonly start: Instant; readonly end: Instant }>(list: readonly T[], start: Instant, end: Instant): T[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.end <= start) low = middle + 1;
    else high = middle;
  }
  const found: T[] = [];
  for (let i = low; i < list.length && list[i]!.start < end; i++) found.push(list[i]!);
  return found;
}

function holding<T extends { readonly start: Instant; readonly end: Instant }>(list: readonly T[], instant: Instant): T | undefined {
  return list.find((item) => item.start <= instant && instant < item.end);
}

interface DayContext {
  readonly activity: MuhurtaActivityRule;
  readonly sky: MuhurtaSky;
  /** The sky vetoes that bar the activity, in time order (not one list per kind: they may overlap). */
  readonly vetoes: readonly VetoInterval[];
  readonly barsRahuKaal: boolean;
  readonly birth: MuhurtaBirth | undefined;
  readonly from: Instant;
  readonly to: Instant;
}

/** Windows of one Vedic day, before the minimum-length filter. */
function windowsOfDay(context: DayContext, day: MuhurtaDay): MuhurtaWindowResult[] {
  const { activity, sky, birth } = context;
  const start = Math.max(day.bounds.sunrise, context.from);
  const end = Math.min(day.bounds.nextSunrise, context.to);
  if (start >= end) return [];
  const tithis = overlapping(sky.tithis, start, end);
  const nakshatras = overlapping(sky.nakshatras, start, end);
  // Most days hold no admitted tithi together with an admitted star: skip them before cutting.
  const admittedTithi = tithis.filter((o) => activityAdmitsTithi(activity, o.index));
  const admittedStar = nakshatras.filter((o) => activity.nakshatras.some((id) => nakshatraById(id).number === o.index));
  const candidate = admittedTithi.some((t) => admittedStar.some((n) => n.start < t.end && t.start < n.end));
  if (!candidate) return [];

  const yogas = overlapping(sky.yogas, start, end);
  const karanas = overlapping(sky.karanas, start, end);
  const moonSigns = birth === undefined ? [] : overlapping(sky.moonSigns, start, end);
  // Sky vetoes can overlap one another, so they are not a sorted tiling: filter rather than binary search.
  const vetoes: { start: Instant; end: Instant }[] = context.vetoes.filter((veto) => veto.end > start && veto.start < end);
  if (context.barsRahuKaal) vetoes.push(day.rahuKaal);
  const lagnas = day.lagnas.filter((lagna) => lagna.end > start && lagna.start < end);
  const abhijit = day.abhijit;

  const cuts = new Set<Instant>([start, end]);
  const cutAt = (instant: Instant) => {
    if (instant > start && instant < end) cuts.add(instant);
  };
  for (const list of [tithis, nakshatras, yogas, karanas, moonSigns, vetoes, lagnas, [abhijit]] as readonly (readonly { start: Instant; end: Instant }[])[]) {
    for (const item of list) {
      cutAt(item.start);
      cutAt(item.end);
    }
  }
  const instants = [...cuts].sort((a, b) => a - b);

  const windows: { window: MuhurtaWindowResult; key: string }[] = [];
  for (let i = 0; i + 1 < instants.length; i++) {
    const a = instants[i]!;
    const b = instants[i + 1]!;
    const middle = a + (b - a) / 2;
    if (vetoes.some((veto) => veto.start <= middle && middle < veto.end)) continue;
    const moment: MuhurtaMoment = {
      tithi: (holding(tithis, middle) as ElementOccurrence).index,
      nakshatra: (holding(nakshatras, middle) as ElementOccurrence).index,
      yoga: (holding(yogas, middle) as ElementOccurrence).index,
      karana: (holding(karanas, middle) as ElementOccurrence).index,
      weekday: day.bounds.weekday,
      lagna: holding(lagnas, middle)?.sign ?? null,
      moonSign: birth === undefined ? 0 : (holding(moonSigns, middle) as ElementOccurrence).index,
      inAbhijit: abhijit.start <= middle && middle < abhijit.end,
    };
    const evaluation = evaluateMuhurta(activity, moment, birth);
    if (evaluation === null) continue;
    const { moonSign: _moonSign, inAbhijit: _inAbhijit, ...elements } = moment;
    const key = JSON.stringify([elements, evaluation.reasons]);
    const last = windows.at(-1);
    if (last !== undefined && last.window.end === a && last.key === key) {
      last.window = { ...last.window, end: b };
    } else {
      const { quality, score, reasons } = evaluation;
      windows.push({ window: { start: a, end: b, quality, score, ...elements, reasons }, key });
    }
  }
  return windows.map(({ window }) => window);
}

/**
 * The windows in [from, to) in which `activity` is favourable at `place`, in time order and non-overlapping
 * (module comment). Throws `InvalidTimeRangeError` for a reversed, non-finite or longer than 370-day range and
 * `InvalidParameterError` for an unknown activity, a birth out of range, or `shared`/`placeDays` that do not
 * cover the range with the same ayanamsha (and, for `placeDays`, the same place and zone).
 */
export function searchMuhurta(input: MuhurtaSearchInput): MuhurtaWindowResult[] {
  assertInput(input);
  const { from, to, ayanamshaId } = input;
  const activity = muhurtaActivityById(input.activity);
  const sky = input.shared ?? muhurtaSky(from, to, ayanamshaId);
  const placeDays = input.placeDays ?? muhurtaDays(input.place, input.zone, from, to, ayanamshaId);
  const barred = new Set<string>(activity.vetoes);
  const context: DayContext = {
    activity,
    sky,
    vetoes: sky.vetoes.filter((veto) => barred.has(veto.kind) && veto.end > from && veto.start < to),
    barsRahuKaal: barred.has('rahu-kaal'),
    birth: input.birth,
    from,
    to,
  };
  return overlapping(placeDays.days.map((day) => ({ day, start: day.bounds.sunrise, end: day.bounds.nextSunrise })), from, to)
    .flatMap(({ day }) => windowsOfDay(context, day))
    .filter((window) => window.end - window.start >= MIN_WINDOW_MS);
}
