/**
 * The panchak periods overlapping a day (the Moon in sidereal 300°–360°), each named by the vara on which it
 * began, and the vara at any instant that this naming needs.
 */
import { panchakByStartWeekday } from '../day-periods.ts';
import { type Place, sunTimesForLocalDate } from '../rise-set.ts';
import { type Instant, localDateOf, weekdayOf } from '../time.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';
import type { PanchakaSeverity } from '../../data/panchaka.ts';
import { panchakIntervals } from './elements.ts';
import type { Span } from './entries.ts';
import type { DayFrame } from './frame.ts';
import type { PanchangaDayInput } from './input.ts';
import type { Text } from '../../data/text.ts';

export interface PanchakWindow extends Span {
  /** Vara (0 = Sunday) on which the Moon entered sidereal 300° (Dhanishta pada 3); it names the panchak. */
  readonly startWeekday: WeekdayIndex;
  readonly id: string;
  readonly name: string;
  readonly isAuspicious: boolean;
  readonly severity: PanchakaSeverity;
  readonly description: Text;
}

/**
 * The vara (0 = Sunday) at `instant`: the civil weekday of its local date once that date's sunrise has passed,
 * the previous weekday before it; the civil weekday when the date has no sunrise.
 */
function varaAt(place: Place, input: PanchangaDayInput, instant: Instant): WeekdayIndex {
  const date = localDateOf(input.zone, instant);
  const sunrise = sunTimesForLocalDate(place, input.zone, date, input.sunrise).sunrise.instant;
  const civil = weekdayOf(date) as WeekdayIndex;
  return sunrise !== null && instant < sunrise ? (((civil + 6) % 7) as WeekdayIndex) : civil;
}

/**
 * The panchak windows overlapping [frame.start, frame.end), each whole; a window that begins inside a
 * sunrise-bounded day takes the day's vara `weekday`, any other the vara at its start.
 */
export function panchakWindows(
  place: Place,
  input: PanchangaDayInput,
  frame: DayFrame,
  weekday: WeekdayIndex,
): PanchakWindow[] {
  return panchakIntervals(frame.start, frame.end, input.ayanamshaId, input.positions)
    .filter((interval) => interval.index === 1)
    .map(({ start, end }) => {
      const startWeekday = start >= frame.start && start < frame.end && frame.rule === 'sunrise'
        ? weekday
        : varaAt(place, input, start);
      const panchak = panchakByStartWeekday(startWeekday);
      return {
        startWeekday,
        id: panchak.id,
        name: panchak.en,
        isAuspicious: panchak.isAuspicious,
        severity: panchak.severity,
        description: panchak.description,
        start,
        end,
      };
    });
}
