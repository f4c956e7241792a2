/** How instants, clock times, angles, durations, citations and template sentences appear in responses. One formatter of each. */
import { fillTemplate } from '../../astro/dasha/analysis/templates.ts';
import { type Instant, type Zone, formatLocalDate, formatLocalHHMM, formatLocalHHMMSS, localDateOf, toIsoUtc, utcOffsetMinutes } from '../../astro/time.ts';

/** ISO 8601 UTC with `Z`, to the second (boundaries are solved to 10 ms; seconds are what users read). */
export function isoInstant(instant: Instant): string {
  return `${toIsoUtc(Math.round(instant / 1000) * 1000).slice(0, 19)}Z`;
}

/** Same, allowing null. */
export function isoOrNull(instant: Instant | null): string | null {
  return instant === null ? null : isoInstant(instant);
}

/** The UTC calendar date of an instant, `YYYY-MM-DD`. */
export function isoDate(instant: Instant): string {
  return toIsoUtc(instant).slice(0, 10);
}

/** Local date and time with the zone's offset, `YYYY-MM-DDTHH:MM:SS+05:30`, to the second. */
export function localDateTime(zone: Zone, instant: Instant): string {
  const t = Math.round(instant / 1000) * 1000;
  const offset = utcOffsetMinutes(zone, t);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${formatLocalDate(localDateOf(zone, t))}T${formatLocalHHMMSS(zone, t)}${sign}${hours}:${minutes}`;
}

/** A window as UTC instants and local date-times. */
export function timeWindow(zone: Zone, window: { start: Instant; end: Instant }) {
  return { start: isoInstant(window.start), end: isoInstant(window.end), startLocal: localDateTime(zone, window.start), endLocal: localDateTime(zone, window.end) };
}

/** Same, allowing null. */
export function timeWindowOrNull(zone: Zone, window: { start: Instant; end: Instant } | null) {
  return window === null ? null : timeWindow(zone, window);
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

/**
 * Degrees within a sign (0 ≤ value < 30) as `D°MM′` (`precision: 'minute'`) or `D°MM′SS″` (`'second'`).
 * Truncated, never rounded, as almanacs print positions: 29°59′59.7″ reads 29°59′59″, never 30°00′00″, so
 * the text always names a degree inside the sign the body is in.
 */
export function degreeText(degreeInSign: number, precision: 'minute' | 'second' = 'minute'): string {
  const totalSeconds = Math.floor(degreeInSign * 3600 + 1e-6);
  const d = Math.floor(totalSeconds / 3600);
  const m = String(Math.floor((totalSeconds % 3600) / 60)).padStart(2, '0');
  if (precision === 'minute') return `${d}°${m}′`;
  return `${d}°${m}′${String(totalSeconds % 60).padStart(2, '0')}″`;
}

/** The zone as a response states it: the IANA name, or the offset in hours. */
export function zoneLabel(zone: Zone): string | number {
  return zone.kind === 'iana' ? zone.name : zone.hours;
}

/** Spelled-out sources by abbreviation table and source text: a table's sources are few and fixed. */
const citations = new WeakMap<object, Map<string, string>>();

/**
 * A `source` written with the abbreviations of a table's source list, spelled out for clients: each `;`-separated
 * part whose first word is an abbreviation gets the page it stands for, the rest of the part kept
 * (`BVR (Part 7) a` → `B. V. Raman's exceptions, … (Part 7) a`); other parts stay as written.
 */
export function citation(source: string, abbreviations: Readonly<Record<string, string>>): string {
  let known = citations.get(abbreviations);
  if (known === undefined) citations.set(abbreviations, (known = new Map()));
  let spelled = known.get(source);
  if (spelled === undefined) {
    spelled = source
      .split('; ')
      .map((part) => {
        const [head = '', ...rest] = part.split(' ');
        const page = abbreviations[head];
        return page === undefined ? part : [page, ...rest].join(' ');
      })
      .join('; ');
    known.set(source, spelled);
  }
  return spelled;
}

/** A data file's sentence template with its `{name}` fields filled (numbers written as digits); a missing field throws. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return fillTemplate(template, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])));
}
