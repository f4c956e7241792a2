import { describe, expect, it } from 'vitest';
import { panchangaAt } from '../../../astro/panchanga/day.ts';
import { panchangaDay, positionsAt } from '../../../astro/panchanga/derived.ts';
import { panchangaMoment } from '../../../astro/panchanga/moment.ts';

const day = panchangaDay({
  latitude: 28.6139, longitude: 77.209, elevationM: 216, zone: { kind: 'iana', name: 'Asia/Kolkata' },
  localDate: { y: 2024, m: 3, d: 25 }, sunrise: 'hindu', ayanamshaId: 1, node: 'mean',
});
const holds = (w: { start: number; end: number }, t: number) => w.start <= t && t < w.end;

describe('panchangaMoment', () => {
  it('gives the limbs, positions and the windows holding at each instant of the day', () => {
    for (let k = 0; k < 96; k++) {
      const instant = day.start + ((day.end - day.start) * (k + 0.5)) / 96;
      const moment = panchangaMoment(day, instant);
      expect(moment.limbs).toEqual(panchangaAt(day, instant));
      expect(moment.positions).toEqual(positionsAt(day, instant));
      expect(holds(moment.anandadi, instant)).toBe(true);
      expect(moment.panchak === null || holds(moment.panchak, instant)).toBe(true);
      expect(moment.panchakaRahita === null || holds(moment.panchakaRahita, instant)).toBe(true);
      expect(moment.inVarjyam).toBe(day.varjyam.some((w) => holds(w, instant)));
      if (moment.varjyam !== null && !moment.inVarjyam && day.varjyam.some((w) => w.start > instant)) {
        expect(moment.varjyam.start).toBeGreaterThan(instant);
      }
    }
  });

  it('refuses an instant outside [start, end) of the day', () => {
    expect(() => panchangaMoment(day, day.start - 1)).toThrow(RangeError);
    expect(() => panchangaMoment(day, day.end)).toThrow(RangeError);
  });
});
