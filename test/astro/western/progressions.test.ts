/**
 * Progressions and directions (astro/western/progressions.ts) against their definitions: the progressed
 * positions are the ephemeris's at the instant the method's rate gives; solar arc moves every body by the
 * secondary Sun's arc; each angles method puts the meridian where its rule says; every event found stands on
 * its target at its instant (< 0.5″) and a window cut in two gives the same events. Published values: Naibod's
 * rate, 0°59′08.33″ a year (the mean Sun's daily motion, as every table of primary directions prints it).
 */
import { describe, expect, it } from 'vitest';
import { normalizeDegrees, signedDegrees } from '../../../astro/angles.ts';
import { DEFAULT_ASPECT_OPTIONS } from '../../../astro/western/aspects.ts';
import { westernBodyLongitude } from '../../../astro/western/bodies.ts';
import { siderealFrame } from '../../../astro/western/chart.ts';
import {
  NAIBOD_DEG_PER_YEAR,
  progressedInstant,
  progression,
  type ProgressionInput,
  realInstant,
  rightAscensionOf,
  TROPICAL_MONTH_DAYS,
  TROPICAL_YEAR_DAYS,
} from '../../../astro/western/progressions.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';

/** John Lennon: 9 October 1940, 17:30 UT, Liverpool. */
const BIRTH = Date.UTC(1940, 9, 9, 17, 30);
const NATAL = { instant: BIRTH, latitude: 53.4084, longitude: -2.9916, houseSystem: 'placidus', aspects: DEFAULT_ASPECT_OPTIONS, fortune: 'sect' } as const;
const AT = Date.UTC(1980, 11, 8, 22, 50);
const ONE_DEGREE = { aspects: DEFAULT_ASPECT_OPTIONS.aspects, orbs: Object.fromEntries(Object.keys(DEFAULT_ASPECT_OPTIONS.orbs).map((id) => [id, 1])) } as ProgressionInput['aspects'];

function input(overrides: Partial<ProgressionInput>): ProgressionInput {
  return { natal: NATAL, method: 'secondary', angles: 'naibod-ra', instant: AT, aspects: ONE_DEGREE, window: null, eventTypes: new Set(WESTERN_EVENT_TYPES), ...overrides };
}

const longitudeOf = (chart: { bodies: readonly { id: string; longitude: number }[] }, id: string) => chart.bodies.find((b) => b.id === id)!.longitude;

describe('progressed instants', () => {
  it('a day for a year, a day for a lunar month, a lunar month for a year', () => {
    const years = (AT - BIRTH) / MS_PER_DAY / TROPICAL_YEAR_DAYS;
    expect((progressedInstant('secondary', BIRTH, AT) - BIRTH) / MS_PER_DAY).toBeCloseTo(years, 9);
    expect((progressedInstant('tertiary', BIRTH, AT) - BIRTH) / MS_PER_DAY).toBeCloseTo((years * TROPICAL_YEAR_DAYS) / TROPICAL_MONTH_DAYS, 9);
    expect((progressedInstant('minor', BIRTH, AT) - BIRTH) / MS_PER_DAY).toBeCloseTo(years * TROPICAL_MONTH_DAYS, 6);
    for (const method of ['secondary', 'tertiary', 'minor'] as const) {
      expect(realInstant(method, BIRTH, progressedInstant(method, BIRTH, AT))).toBeCloseTo(AT, 0);
    }
  });

  it("Naibod's rate is 0°59′08.33″ a year", () => {
    expect(NAIBOD_DEG_PER_YEAR * 3600).toBeCloseTo(59 * 60 + 8.33, 1);
  });
});

describe('the progressed chart', () => {
  it('secondary: each body at its ephemeris position of the progressed instant', () => {
    const result = progression(input({}));
    for (const id of ['sun', 'moon', 'mercury', 'saturn', 'pluto'] as const) {
      expect(longitudeOf(result.chart, id)).toBeCloseTo(westernBodyLongitude(id, result.progressedInstant), 9);
    }
    expect(result.ageYears).toBeCloseTo(40.166, 2);
    expect(result.solarArcDeg).toBeCloseTo(normalizeDegrees(westernBodyLongitude('sun', result.progressedInstant) - westernBodyLongitude('sun', BIRTH)), 9);
  });

  it('solar arc: every body moved by the same arc, and the MC by it under solar-arc angles', () => {
    const result = progression(input({ method: 'solar-arc', angles: 'solar-arc' }));
    for (const body of result.natal.bodies) {
      expect(signedDegrees(longitudeOf(result.chart, body.id) - body.longitude - result.solarArcDeg)).toBeCloseTo(0, 9);
    }
    expect(signedDegrees(result.chart.houses.midheaven - result.natal.houses.midheaven - result.solarArcDeg)).toBeCloseTo(0, 6);
    expect(result.solarArcDeg).toBeGreaterThan(39);
    expect(result.solarArcDeg).toBeLessThan(41);
  });

  it('angles: Naibod in right ascension, the mean Sun in longitude, the quotidian sky of the progressed instant', () => {
    const naibod = progression(input({ angles: 'naibod-ra' }));
    const years = naibod.ageYears;
    expect(signedDegrees(naibod.chart.frame.ramcDeg - naibod.natal.frame.ramcDeg - NAIBOD_DEG_PER_YEAR * years)).toBeCloseTo(0, 9);
    const meanSun = progression(input({ angles: 'mean-sun' }));
    expect(signedDegrees(meanSun.chart.houses.midheaven - meanSun.natal.houses.midheaven - NAIBOD_DEG_PER_YEAR * years)).toBeCloseTo(0, 6);
    const quotidian = progression(input({ angles: 'quotidian' }));
    expect(quotidian.chart.frame.ramcDeg).toBeCloseTo(siderealFrame(quotidian.progressedInstant, NATAL.longitude).ramcDeg, 9);
    expect(rightAscensionOf(90, 23.44)).toBeCloseTo(90, 9);
  });
});

describe('progressed events', () => {
  for (const method of ['secondary', 'solar-arc', 'tertiary', 'minor'] as const) {
    it(`${method}: each event stands on its target at its instant, and a window cut in two gives the same events`, () => {
      const short = method === 'tertiary' || method === 'minor';
      const window = { from: Date.UTC(1960, 0, 1), to: Date.UTC(short ? 1964 : 2000, 0, 1) };
      const result = progression(input({ method, angles: method === 'solar-arc' ? 'solar-arc' : 'naibod-ra', window }));
      expect(result.events.length).toBeGreaterThan(5);
      const natalPoints = new Map<string, number>([...result.natal.bodies.map((b) => [b.id, b.longitude] as const), ...result.natal.points.map((p) => [p.id, p.longitude] as const)]);
      const directed = (body: string, instant: number) => {
        const p = progressedInstant(method === 'solar-arc' ? 'secondary' : method, BIRTH, instant);
        if (method !== 'solar-arc') return westernBodyLongitude(body as 'sun', p);
        return natalPoints.get(body)! + westernBodyLongitude('sun', p) - westernBodyLongitude('sun', BIRTH);
      };
      for (const event of result.events) {
        expect(event.instant).toBeGreaterThanOrEqual(window.from);
        expect(event.instant).toBeLessThan(window.to);
        const at = directed(event.body, event.instant);
        if (event.type === 'ingress') expect(Math.abs(signedDegrees(at - (event.toSign - (event.retrograde ? 0 : 1)) * 30)) * 3600).toBeLessThan(0.5);
        if (event.type === 'aspect') {
          const separation = Math.abs(signedDegrees(at - natalPoints.get(event.to)!));
          expect(Math.abs(separation - ({ conjunction: 0, opposition: 180, trine: 120, square: 90, sextile: 60 } as Record<string, number>)[event.aspect]!) * 3600).toBeLessThan(0.5);
        }
      }
      const middle = Date.UTC(short ? 1962 : 1980, 0, 1);
      const first = progression(input({ method, angles: 'naibod-ra', window: { from: window.from, to: middle } })).events;
      const second = progression(input({ method, angles: 'naibod-ra', window: { from: middle, to: window.to } })).events;
      expect([...first, ...second].map((e) => `${e.type} ${e.body} ${e.instant}`)).toEqual(result.events.map((e) => `${e.type} ${e.body} ${e.instant}`));
    });
  }
});
