import { describe, expect, it } from 'vitest';
import {
  abhijitMuhurta, brahmaMuhurtaBefore, gulikaKaal, muhurtas, rahuKaal, yamaganda, type DayBounds, type TimeWindow,
} from '../../../astro/day-periods.ts';
import { DELHI_ALMANAC_DAYS, type AlmanacDay, type ClockTime, type PeriodName } from './delhi-almanac.ts';

/** Tolerance, seconds; README.md gives the error budget behind it. */
const TOLERANCE_SECONDS = 75;
const IST_OFFSET_MS = 5.5 * 3_600_000;
const MS_PER_DAY = 86_400_000;

function istInstant(day: AlmanacDay, time: ClockTime): number {
  const { y, m, d } = day.date;
  return Date.UTC(y, m - 1, d + (time.nextDay === true ? 1 : 0), time.hh, time.mm, time.ss ?? 0) - IST_OFFSET_MS;
}

function boundsOf(day: AlmanacDay): DayBounds {
  const sunrise = istInstant(day, day.sunrise);
  const sunset = 'dinamanaSeconds' in day.sunset
    ? sunrise + day.sunset.dinamanaSeconds * 1000
    : istInstant(day, day.sunset);
  const nightMs = day.ratrimanaSeconds === undefined ? MS_PER_DAY - (sunset - sunrise) : day.ratrimanaSeconds * 1000;
  return { sunrise, sunset, nextSunrise: sunset + nightMs, weekday: day.weekday };
}

function computed(bounds: DayBounds, period: PeriodName): TimeWindow {
  switch (period) {
    case 'rahuKaal': return rahuKaal(bounds);
    case 'yamaganda': return yamaganda(bounds);
    case 'gulika': return gulikaKaal(bounds);
    case 'abhijit': return abhijitMuhurta(bounds);
    case 'vijaya': return muhurtas(bounds)[10] as TimeWindow;
    case 'nishita': return muhurtas(bounds)[22] as TimeWindow;
    case 'brahmaBeforeSunrise':
      // The previous night is taken to be as long as this one (see README.md).
      return brahmaMuhurtaBefore(bounds.sunrise - (bounds.nextSunrise - bounds.sunset), bounds.sunrise);
  }
}

describe('day periods against published New Delhi almanac days', () => {
  const errorsSeconds: number[] = [];

  for (const day of DELHI_ALMANAC_DAYS) {
    it(`${day.date.y}-${day.date.m}-${day.date.d}: ${day.source}`, () => {
      const bounds = boundsOf(day);
      for (const [period, published] of Object.entries(day.expected) as Array<[PeriodName, { start?: ClockTime; end?: ClockTime }]>) {
        const window = computed(bounds, period);
        for (const edge of ['start', 'end'] as const) {
          const time = published[edge];
          if (time === undefined) continue;
          const errorSeconds = Math.abs(window[edge] - istInstant(day, time)) / 1000;
          errorsSeconds.push(errorSeconds);
          expect(errorSeconds, `${period}.${edge}`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
        }
      }
      for (const period of day.absent ?? []) {
        if (period === 'abhijit') expect(abhijitMuhurta(bounds).isAuspicious).toBe(false);
      }
    });
  }

  it('has a maximum error within the tolerance over all compared edges', () => {
    expect(errorsSeconds).toHaveLength(43);
    expect(Math.max(...errorsSeconds)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  });
});
