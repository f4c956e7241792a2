/**
 * Varjyam (tyajyam, vish-ghati) and amrit kaal (amrita ghatika) windows.
 *
 * Each nakshatra's actual span (start → end, solved from the Moon's sidereal longitude) is cut into
 * `GHATIS_PER_NAKSHATRA` = 60 equal ghatis; a window starts `startGhati` ghatis after the nakshatra starts
 * and lasts `WINDOW_GHATIS` = 4 ghatis:
 *   start = nakshatraStart + (startGhati / 60) × duration,  end = start + (4 / 60) × duration.
 * Start ghatis per nakshatra come from data/ghati-tables.ts (PyJHora's table; Mula has two varjyam windows).
 * A window belongs to its nakshatra even when it lies in the next civil date, and one Vedic day can hold the
 * windows of two nakshatras: callers pass every nakshatra occurrence overlapping the day and receive every
 * window overlapping it. No start ghati exceeds 56, so every window ends within its own nakshatra and the
 * nakshatras overlapping the day are the only ones whose windows can.
 */
import type { Instant } from '../time.ts';
import { GHATIS_PER_NAKSHATRA, WINDOW_GHATIS, ghatiEntryOf } from '../../data/ghati-tables.ts';
import { type Nakshatra, nakshatraByNumber } from '../../data/nakshatras.ts';

/** A nakshatra holding over [start, end). */
export interface NakshatraSpan {
  /** 1 = Ashwini … 27 = Revati. */
  readonly number: number;
  readonly start: Instant;
  readonly end: Instant;
}

/** One varjyam or amrit kaal window. */
export interface GhatiWindow {
  /** The nakshatra whose ghatis define the window, 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  readonly start: Instant;
  readonly end: Instant;
}

function nakshatraOf(span: NakshatraSpan): Nakshatra {
  const nakshatra = nakshatraByNumber(span.number);
  if (nakshatra === null) throw new RangeError(`nakshatra number must be 1–27, got ${span.number}`);
  return nakshatra;
}

function windowsFrom(
  spans: readonly NakshatraSpan[],
  from: Instant,
  to: Instant,
  startGhatis: (nakshatra: Nakshatra) => readonly number[],
): GhatiWindow[] {
  const windows: GhatiWindow[] = [];
  for (const span of spans) {
    const ghatiMs = (span.end - span.start) / GHATIS_PER_NAKSHATRA;
    for (const ghati of startGhatis(nakshatraOf(span))) {
      const start = span.start + ghati * ghatiMs;
      const end = start + WINDOW_GHATIS * ghatiMs;
      if (end > from && start < to) windows.push({ nakshatra: span.number, start, end });
    }
  }
  return windows.sort((a, b) => a.start - b.start);
}

/**
 * Varjyam windows of the given nakshatra spans that overlap [from, to), in time order (Mula contributes two).
 * @param spans the nakshatra occurrences overlapping [from, to), with their solved starts and ends
 */
export function varjyamWindows(spans: readonly NakshatraSpan[], from: Instant, to: Instant): GhatiWindow[] {
  return windowsFrom(spans, from, to, (nakshatra) => ghatiEntryOf(nakshatra.id).varjyamStartGhatis);
}

/** Amrit kaal windows of the given nakshatra spans that overlap [from, to), in time order. */
export function amritKaalWindows(spans: readonly NakshatraSpan[], from: Instant, to: Instant): GhatiWindow[] {
  return windowsFrom(spans, from, to, (nakshatra) => [ghatiEntryOf(nakshatra.id).amritStartGhati]);
}
