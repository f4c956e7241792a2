/**
 * A span of time in English words, the one formatter every response uses: a dasha's remaining time ("3 years
 * 4 months"), an analysis period ("2 years 2 months 10 days"), a window of the day ("1 hour 27 minutes").
 */
import { type Instant, MS_PER_DAY, MS_PER_MINUTE, civilFromDays, daysInMonth } from './time.ts';

/** The smallest unit a duration is given in. */
export type DurationUnit = 'month' | 'day' | 'minute';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The time from `from` to `to` (ms UT, `to` ≥ `from`) in words, down to `smallest`:
 * - `'month'` / `'day'`: by the calendar difference of the two UTC dates (years, months, days), truncated to the
 *   unit, zero parts left out; "less than a month" / "less than a day" when nothing is left;
 * - `'minute'`: elapsed hours and minutes, rounded to the minute ("45 minutes", "1 hour", "0 minutes").
 */
export function durationWords(from: Instant, to: Instant, smallest: DurationUnit = 'day'): string {
  if (smallest === 'minute') {
    const totalMinutes = Math.round((to - from) / MS_PER_MINUTE);
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    const parts = hours > 0 ? [plural(hours, 'hour')] : [];
    if (minutes > 0 || hours === 0) parts.push(plural(minutes, 'minute'));
    return parts.join(' ');
  }
  const a = civilFromDays(Math.floor(from / MS_PER_DAY));
  const b = civilFromDays(Math.floor(to / MS_PER_DAY));
  let years = b.y - a.y;
  let months = b.m - a.m;
  let days = b.d - a.d;
  if (days < 0) {
    months -= 1;
    days += daysInMonth(b.m === 1 ? b.y - 1 : b.y, b.m === 1 ? 12 : b.m - 1);
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  const parts: [number, string][] = [
    [years, 'year'],
    [months, 'month'],
    ...(smallest === 'day' ? [[days, 'day'] as [number, string]] : []),
  ];
  const words = parts.filter(([count]) => count > 0).map(([count, unit]) => plural(count, unit));
  return words.length === 0 ? `less than a ${smallest}` : words.join(' ');
}
