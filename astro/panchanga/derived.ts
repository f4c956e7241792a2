/**
 * The parts of a panchanga day that follow from its stored astronomical part by arithmetic alone: the periods
 * of the day (from sunrise, sunset, next sunrise and the previous sunset), the panchaka-rahita windows (from
 * tithi, vara, nakshatra and lagna) and Sun/Moon positions at any instant (from the samples). The API completes
 * every day here, whether it came from a stored row or a fresh computation, so both give the same answer.
 */
import {
  type ChoghadiyaWindow, type DayEighth, type HoraWindow, type MuhurtaWindow, type TimeWindow,
  abhijitMuhurta, brahmaMuhurtaBefore, choghadiyas, durmuhurtas, gulikaKaal, horas, muhurtas, panchakaRahita,
  rahuKaal, yamaganda,
} from '../day-periods.ts';
import { interpolateAngle } from '../interpolate.ts';
import type { Instant } from '../time.ts';
import type { PanchakaRemainder } from '../../data/panchaka.ts';
import { type PanchangaDayInput, type Span, type StoredPanchangaDay, storedPanchangaDay } from './day.ts';

/** Periods of the day derived from sunrise, sunset and the next sunrise (day-periods.ts). */
export interface DayPeriods {
  readonly rahuKaal: DayEighth;
  readonly yamaganda: DayEighth;
  readonly gulika: DayEighth;
  readonly abhijit: TimeWindow & { readonly isAuspicious: boolean };
  /** Brahma muhurta before this day's sunrise (the 14th muhurta of the previous night); null without that sunset. */
  readonly brahmaMuhurta: TimeWindow | null;
  readonly durmuhurtas: readonly TimeWindow[];
  readonly choghadiyas: readonly ChoghadiyaWindow[];
  readonly horas: readonly HoraWindow[];
  readonly muhurtas: readonly MuhurtaWindow[];
}

/** One stretch of constant (tithi, nakshatra, lagna) with its panchaka-rahita remainder. */
export interface PanchakaRahitaWindow extends Span {
  /** (tithi in paksha + vara + nakshatra + lagna) — see `panchakaRahita` in day-periods.ts. */
  readonly sum: number;
  readonly result: PanchakaRemainder;
}

/** A panchanga day with everything the API shows. */
export interface PanchangaDay extends StoredPanchangaDay {
  /** Null under the polar rule, or when no sunset falls between the sunrises (see `periodsUnavailable`). */
  readonly periods: DayPeriods | null;
  readonly periodsUnavailable: { readonly reason: string } | null;
  /** Panchaka-rahita windows over the day; [] where the lagna is undefined (beyond ±66°). */
  readonly panchakaRahita: readonly PanchakaRahitaWindow[];
}

function periodsOf(day: StoredPanchangaDay): DayPeriods | null {
  const { sunrise, sunset, nextSunrise, previousSunset } = day.sun;
  if (day.dayRule !== 'sunrise' || sunrise === null || sunset === null || nextSunrise === null) return null;
  const bounds = { sunrise, sunset, nextSunrise, weekday: day.vara.weekday };
  return {
    rahuKaal: rahuKaal(bounds),
    yamaganda: yamaganda(bounds),
    gulika: gulikaKaal(bounds),
    abhijit: abhijitMuhurta(bounds),
    brahmaMuhurta: previousSunset === null ? null : brahmaMuhurtaBefore(previousSunset, sunrise),
    durmuhurtas: durmuhurtas(bounds),
    choghadiyas: choghadiyas(bounds),
    horas: horas(bounds),
    muhurtas: muhurtas(bounds),
  };
}

function periodsUnavailableReason(day: StoredPanchangaDay): string {
  if (day.dayRule === 'midnight') {
    return `No sunrise-to-sunrise day at this place and date (${day.sun.noSunriseReason ?? 'no sunrise'}): `
      + 'the day runs from local midnight to midnight and periods measured from sunrise are not defined.';
  }
  return 'No sunset between this sunrise and the next: periods measured from sunset are not defined.';
}

/** The windows of the day over which tithi, nakshatra and lagna are all constant, each with its remainder. */
function panchakaRahitaWindows(day: StoredPanchangaDay): PanchakaRahitaWindow[] {
  if (day.lagnas.length === 0) return [];
  const cuts = new Set<Instant>([day.start, day.end]);
  for (const list of [day.tithis, day.nakshatras, day.lagnas]) {
    for (const entry of list) for (const t of [entry.start, entry.end]) if (t > day.start && t < day.end) cuts.add(t);
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const windows: PanchakaRahitaWindow[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const end = edges[i + 1]!;
    const holding = <T extends Span>(list: readonly T[]) => list.find((e) => e.start <= start && start < e.end);
    const tithi = holding(day.tithis);
    const nakshatra = holding(day.nakshatras);
    const lagna = holding(day.lagnas);
    if (!tithi || !nakshatra || !lagna) continue;
    const { sum, result } = panchakaRahita({
      tithiNumber: tithi.number,
      weekday: day.vara.weekday,
      nakshatraNumber: nakshatra.number,
      lagnaSignNumber: lagna.sign,
    });
    const last = windows[windows.length - 1];
    if (last && last.end === start && last.result.remainder === result.remainder && last.sum === sum) {
      windows[windows.length - 1] = { ...last, end };
    } else windows.push({ start, end, sum, result });
  }
  return windows;
}

/** Adds the derived parts to a stored day. */
export function completeDay(day: StoredPanchangaDay): PanchangaDay {
  const periods = periodsOf(day);
  return {
    ...day,
    periods,
    periodsUnavailable: periods === null ? { reason: periodsUnavailableReason(day) } : null,
    panchakaRahita: panchakaRahitaWindows(day),
  };
}

/** The complete panchanga of a place and local date (astronomy, then the derived parts). */
export function panchangaDay(input: PanchangaDayInput): PanchangaDay {
  return completeDay(storedPanchangaDay(input));
}

/** Sidereal Sun and Moon longitudes (deg) at an instant of the day, interpolated from the stored samples. */
export function positionsAt(day: StoredPanchangaDay, instant: Instant): { sun: number; moon: number } {
  const { instants, sun, moon } = day.samples;
  return { sun: interpolateAngle(instants, sun, instant), moon: interpolateAngle(instants, moon, instant) };
}
