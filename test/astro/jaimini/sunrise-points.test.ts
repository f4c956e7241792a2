/**
 * The sunrise points' conventions: which sunrise the lagnas count from, the night's parts, the polar refusal, and
 * the names of data/jaimini-points.ts matching the engine's ids.
 */
import { describe, expect, it } from 'vitest';
import { ChartError } from '../../../astro/chart/chart-error.ts';
import { SUNRISE_LAGNAS } from '../../../astro/jaimini/sunrise-lagnas.ts';
import { sunrisePoints, type SunrisePointsInput } from '../../../astro/jaimini/sunrise-points.ts';
import { DHUMA_GROUP, PART_UPAGRAHAS } from '../../../astro/jaimini/upagrahas.ts';
import { SUNRISE_LAGNA_NAMES, UPAGRAHA_NAMES } from '../../../data/jaimini-points.ts';

/** Colombo, 03:00 local (UTC+5:30) on 2 February 2000: between midnight and sunrise, a Wednesday's Vedic night. */
const BEFORE_DAWN: SunrisePointsInput = {
  instant: Date.UTC(2000, 1, 1, 21, 30),
  latitude: 6.9271,
  longitude: 79.8612,
  utcOffsetHours: 5.5,
  ayanamshaId: 1,
  sunrise: 'hindu',
  lagnaSunrise: 'vedic-day',
  gulika: 'gulika-start',
  lordlessPart: 'eighth',
};

describe('sunrise points', () => {
  it('count from the sunrise before the birth (vedic-day) or from the civil date\'s, after it (civil-date)', () => {
    const vedic = sunrisePoints(BEFORE_DAWN);
    const civil = sunrisePoints({ ...BEFORE_DAWN, lagnaSunrise: 'civil-date' });
    expect(vedic.lagnaSunrise).toBe(vedic.day.sunrise);
    expect(vedic.day.sunrise).toBeLessThan(BEFORE_DAWN.instant);
    expect(civil.lagnaSunrise).toBe(vedic.day.nextSunrise);
    expect(vedic.day.weekday).toBe(2); // 1 February 2000 was a Tuesday; its Vedic day runs to the sunrise of the 2nd
    expect(vedic.byNight).toBe(true);
    // Pranapada counts the Vedic day's ghatis in both.
    expect(civil.lagnas.pranapada).toBe(vedic.lagnas.pranapada);
  });

  it('a birth by night takes its parts from the night: every part upagraha rises between sunset and the next sunrise', () => {
    const { day, partUpagrahas } = sunrisePoints(BEFORE_DAWN);
    for (const id of PART_UPAGRAHAS) {
      expect(partUpagrahas[id].instant).toBeGreaterThanOrEqual(day.sunset);
      expect(partUpagrahas[id].instant).toBeLessThan(day.nextSunrise);
    }
  });

  it('refuses a birth where the Sun does not rise (Tromsø in December) with NO_SUNRISE', () => {
    expect(() => sunrisePoints({ ...BEFORE_DAWN, latitude: 69.65, longitude: 18.96, utcOffsetHours: 1, instant: Date.UTC(2000, 11, 21, 11) })).toThrow(ChartError);
  });

  it('names every point the engine gives, in English and Hindi', () => {
    expect(SUNRISE_LAGNA_NAMES.map((record) => record.id)).toEqual([...SUNRISE_LAGNAS, 'pranapada', 'varnada']);
    expect(UPAGRAHA_NAMES.map((record) => record.id)).toEqual([...DHUMA_GROUP, ...PART_UPAGRAHAS]);
    expect([...SUNRISE_LAGNA_NAMES, ...UPAGRAHA_NAMES].every((record) => record.en && record.hi && record.defined.hi)).toBe(true);
  });
});
