import { describe, expect, it } from 'vitest';
import {
  DURMUHURTA_MUHURTAS, DayPeriodsError, KAALAM_PARTS, abhijitMuhurta, anandadiYoga, anandadiYogaAtLongitude,
  brahmaMuhurta, brahmaMuhurtaBefore, chandraNivas, chandraNivasRelation, choghadiyas, dayEighth, dayLengthMs,
  dishaShool, durmuhurtas, gulikaKaal, horas, isPanchakLongitude, muhurtas, nakshatraShool, nightLengthMs,
  panchakaRahita, rahuKaal, yamaganda, type DayBounds, type TimeWindow,
} from '../../astro/day-periods.ts';
import { HORA_ORDER, WEEKDAY_LORDS, type WeekdayIndex } from '../../data/grahas.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** New Delhi, Wednesday 2021-12-08: sunrise 07:02, sunset 17:24 IST (news18 almanac page) as UTC instants. */
const DELHI_2021_12_08: DayBounds = {
  sunrise: Date.UTC(2021, 11, 8, 1, 32),
  sunset: Date.UTC(2021, 11, 8, 11, 54),
  nextSunrise: Date.UTC(2021, 11, 9, 1, 32, 40),
  weekday: 3,
};

const withWeekday = (weekday: WeekdayIndex): DayBounds => ({ ...DELHI_2021_12_08, weekday });

function expectContiguous(windows: readonly TimeWindow[], start: number, end: number): void {
  expect(windows[0]?.start).toBe(start);
  expect(windows[windows.length - 1]?.end).toBe(end);
  windows.slice(1).forEach((window, index) => expect(window.start).toBe(windows[index]?.end));
  for (const window of windows) expect(window.end).toBeGreaterThan(window.start);
}

describe('eighths of the day', () => {
  it('tile sunrise → sunset in 8 equal parts', () => {
    const parts = [1, 2, 3, 4, 5, 6, 7, 8].map((part) => dayEighth(DELHI_2021_12_08, part));
    expectContiguous(parts, DELHI_2021_12_08.sunrise, DELHI_2021_12_08.sunset);
    const eighthMs = dayLengthMs(DELHI_2021_12_08) / 8;
    for (const part of parts) expect(Math.abs(part.end - part.start - eighthMs)).toBeLessThanOrEqual(1);
  });

  it('place rahu kaal, yamaganda and gulika in three different eighths on every weekday', () => {
    for (const row of KAALAM_PARTS) {
      const bounds = withWeekday(row.weekday);
      const parts = [rahuKaal(bounds).part, yamaganda(bounds).part, gulikaKaal(bounds).part];
      expect(parts).toEqual([row.rahu, row.yamaganda, row.gulika]);
      expect(new Set(parts).size).toBe(3);
    }
    expect(rahuKaal(withWeekday(0)).end).toBe(DELHI_2021_12_08.sunset);
    expect(gulikaKaal(withWeekday(6)).start).toBe(DELHI_2021_12_08.sunrise);
  });

  it('rejects a part outside 1–8 and bounds out of order', () => {
    expect(() => dayEighth(DELHI_2021_12_08, 9)).toThrow(DayPeriodsError);
    const reversed = { ...DELHI_2021_12_08, sunset: DELHI_2021_12_08.sunrise - 1 };
    expect(() => rahuKaal(reversed)).toThrowError(expect.objectContaining({ code: 'INVALID_DAY_BOUNDS' }));
  });
});

describe('muhurtas', () => {
  it('are 15 day then 15 night muhurtas tiling the Vedic day', () => {
    const list = muhurtas(DELHI_2021_12_08);
    expect(list).toHaveLength(30);
    expectContiguous(list, DELHI_2021_12_08.sunrise, DELHI_2021_12_08.nextSunrise);
    expect(list[14]?.end).toBe(DELHI_2021_12_08.sunset);
    expect(list[0]?.name).toBe('Rudra');
    expect(list[0]?.isAuspicious).toBe(false);
  });

  it('put Abhijit on the 8th day muhurta, not auspicious on Wednesday', () => {
    const eighth = muhurtas(DELHI_2021_12_08)[7];
    const abhijit = abhijitMuhurta(DELHI_2021_12_08);
    expect([abhijit.start, abhijit.end]).toEqual([eighth?.start, eighth?.end]);
    expect(abhijit.isAuspicious).toBe(false);
    expect(abhijitMuhurta(withWeekday(4)).isAuspicious).toBe(true);
  });

  it('take Brahma muhurta as the 14th night muhurta, ending one night muhurta before sunrise', () => {
    const nightMuhurtaMs = nightLengthMs(DELHI_2021_12_08) / 15;
    const brahma = brahmaMuhurta(DELHI_2021_12_08);
    expect(brahma).toEqual({ start: muhurtas(DELHI_2021_12_08)[28]?.start, end: muhurtas(DELHI_2021_12_08)[28]?.end });
    expect(Math.abs(DELHI_2021_12_08.nextSunrise - brahma.end - nightMuhurtaMs)).toBeLessThanOrEqual(1);
    const before = brahmaMuhurtaBefore(DELHI_2021_12_08.sunset, DELHI_2021_12_08.nextSunrise);
    expect(before).toEqual(brahma);
    expect(() => brahmaMuhurtaBefore(DELHI_2021_12_08.nextSunrise, DELHI_2021_12_08.sunset)).toThrow(DayPeriodsError);
  });
});

describe('durmuhurta', () => {
  /** PyJHora drik.durmuhurtam start offsets, units of day/12 from sunrise (Tuesday's 2nd: night/12 from sunset). */
  const PYJHORA_OFFSETS: Record<WeekdayIndex, number[]> = {
    0: [10.4], 1: [6.4, 8.8], 2: [2.4, 4.8], 3: [5.6], 4: [4.0, 8.8], 5: [2.4, 6.4], 6: [1.6],
  };

  it('starts where PyJHora offsets put it and lasts one muhurta', () => {
    const dayMs = dayLengthMs(DELHI_2021_12_08);
    const nightMs = nightLengthMs(DELHI_2021_12_08);
    for (const row of DURMUHURTA_MUHURTAS) {
      const windows = durmuhurtas(withWeekday(row.weekday));
      const offsets = PYJHORA_OFFSETS[row.weekday];
      expect(windows).toHaveLength(offsets.length);
      windows.forEach((window, index) => {
        const atNight = row.weekday === 2 && index === 1;
        const base = atNight ? DELHI_2021_12_08.sunset : DELHI_2021_12_08.sunrise;
        const unit = atNight ? nightMs : dayMs;
        expect(Math.abs(window.start - (base + ((offsets[index] ?? 0) * unit) / 12))).toBeLessThanOrEqual(1);
        expect(Math.abs(window.end - window.start - unit / 15)).toBeLessThanOrEqual(1);
      });
    }
  });
});

describe('choghadiya', () => {
  it('gives Monday the day and night sequence of the table, 8 + 8 windows tiling the Vedic day', () => {
    const list = choghadiyas(withWeekday(1));
    expect(list).toHaveLength(16);
    expectContiguous(list, DELHI_2021_12_08.sunrise, DELHI_2021_12_08.nextSunrise);
    expect(list.map((c) => c.name)).toEqual([
      'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Chal', 'Labh', 'Amrit',
      'Chal', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Chal',
    ]);
    expect(list[7]?.end).toBe(DELHI_2021_12_08.sunset);
    expect(list[0]?.nature).toBe('good');
  });
});

describe('horas', () => {
  it('are 12 day and 12 night horas from the weekday lord in Chaldean order, continuing into the next day', () => {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const list = horas(withWeekday(weekday as WeekdayIndex));
      expect(list).toHaveLength(24);
      expectContiguous(list, DELHI_2021_12_08.sunrise, DELHI_2021_12_08.nextSunrise);
      expect(list[0]?.lord).toBe(WEEKDAY_LORDS[weekday]);
      const afterLast = HORA_ORDER[(HORA_ORDER.indexOf(list[23]?.lord ?? 'sun') + 1) % 7];
      expect(afterLast).toBe(WEEKDAY_LORDS[(weekday + 1) % 7]);
    }
    expect(horas(withWeekday(0))[12]?.lord).toBe('jupiter');
  });
});

describe('anandadi yoga', () => {
  it('gives Chhatra for Wednesday in Shravana and Mitra in the next nakshatra (birthastro Delhi 2021-12-08)', () => {
    expect(anandadiYoga(3, 'shravana').en).toBe('Chhatra');
    expect(anandadiYoga(3, 'dhanishta').en).toBe('Mitra');
  });

  it('counts from the weekday starting star with Abhijit inserted', () => {
    expect(anandadiYoga(2, 'ashlesha').en).toBe('Ananda');
    expect(anandadiYoga(0, 'revati').en).toBe('Vardhamana');
    expect(anandadiYoga(3, 'abhijit').en).toBe('Mudgara');
    expect(anandadiYogaAtLongitude(3, 278).en).toBe('Mudgara');
    expect(anandadiYogaAtLongitude(3, 276).en).toBe('Vajra');
    expect(anandadiYogaAtLongitude(3, 281).en).toBe('Chhatra');
  });
});

describe('shool, Chandra nivas and panchaka', () => {
  it('look up disha and nakshatra shool', () => {
    expect(dishaShool(0).direction).toBe('west');
    expect(dishaShool(4).remedy.en).toMatch(/curd/);
    expect(nakshatraShool('jyeshtha')).toBe('east');
    expect(nakshatraShool('ashwini')).toBeNull();
  });

  it('puts the Moon in Capricorn in the south (birthastro Delhi 2021-12-08 "Moon Nivas: SOUTH")', () => {
    expect(chandraNivas('capricorn')).toBe('south');
    expect(chandraNivas('leo')).toBe('east');
    expect(chandraNivasRelation('south', 'south').id).toBe('front');
    expect(chandraNivasRelation('south', 'east').id).toBe('right');
    expect(chandraNivasRelation('south', 'north').isAuspicious).toBe(false);
    expect(chandraNivasRelation('south', 'west').id).toBe('left');
  });

  it('finds the panchak stretch from 300° sidereal', () => {
    expect(isPanchakLongitude(299.99)).toBe(false);
    expect(isPanchakLongitude(300)).toBe(true);
    expect(isPanchakLongitude(-0.01)).toBe(true);
    expect(isPanchakLongitude(0)).toBe(false);
  });

  it('computes the panchaka rahita remainder with tithi counted within its paksha (worked by hand)', () => {
    // Krishna Panchami (20 → 5) + Wednesday (4) + Shravana (22) + Capricorn lagna (10) = 41 ≡ 5 → rahita.
    expect(panchakaRahita({ tithiNumber: 20, weekday: 3, nakshatraNumber: 22, lagnaSignNumber: 10 }))
      .toMatchObject({ sum: 41, result: { id: 'rahita', isAuspicious: true } });
    // Shukla Pratipada (1) + Sunday (1) + Ashwini (1) + Aries (1) = 4 → Raja panchaka.
    expect(panchakaRahita({ tithiNumber: 1, weekday: 0, nakshatraNumber: 1, lagnaSignNumber: 1 }).result.id).toBe('raja');
    // Amavasya (30 → 15) + Saturday (7) + Revati (27) + Pisces (12) = 61 ≡ 7 → rahita.
    expect(panchakaRahita({ tithiNumber: 30, weekday: 6, nakshatraNumber: 27, lagnaSignNumber: 12 }).sum).toBe(61);
    expect(() => panchakaRahita({ tithiNumber: 20, weekday: 3, nakshatraNumber: 28, lagnaSignNumber: 10 }))
      .toThrowError(expect.objectContaining({ code: 'OUT_OF_RANGE', value: 28 }));
  });
});

describe('day and night lengths', () => {
  it('are sunset − sunrise and nextSunrise − sunset', () => {
    expect(dayLengthMs(DELHI_2021_12_08)).toBe((10 * 60 + 22) * MS_PER_MINUTE);
    expect(dayLengthMs(DELHI_2021_12_08) + nightLengthMs(DELHI_2021_12_08)).toBe(MS_PER_DAY + 40_000);
  });
});
