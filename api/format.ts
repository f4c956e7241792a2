/** How instants, clock times and durations appear in responses. */
import { type Instant, type Zone, formatLocalHHMM, toIsoUtc } from '../astro/time.ts';

/** ISO 8601 UTC with `Z`, to the second (boundaries are solved to 10 ms; seconds are what users read). */
export function isoInstant(instant: Instant): string {
  return `${toIsoUtc(Math.round(instant / 1000) * 1000).slice(0, 19)}Z`;
}

/** Same, allowing null. */
export function isoOrNull(instant: Instant | null): string | null {
  return instant === null ? null : isoInstant(instant);
}

/** Local clock time `HH:MM` in the request's zone (rounded to the nearest minute). */
export function hhmm(zone: Zone, instant: Instant): string {
  return formatLocalHHMM(zone, instant);
}

export function hhmmOrNull(zone: Zone, instant: Instant | null): string | null {
  return instant === null ? null : formatLocalHHMM(zone, instant);
}

/** `HH:MM-HH:MM` of a window. */
export function hhmmRange(zone: Zone, window: { start: Instant; end: Instant }): string {
  return `${formatLocalHHMM(zone, window.start)}-${formatLocalHHMM(zone, window.end)}`;
}

/** A duration in words, to the minute: "1 hour 27 minutes", "45 minutes". */
export function durationWords(ms: number): string {
  const totalMinutes = Math.round(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** The zone as a response states it: the IANA name, or the offset in hours. */
export function zoneLabel(zone: Zone): string | number {
  return zone.kind === 'iana' ? zone.name : zone.hours;
}
