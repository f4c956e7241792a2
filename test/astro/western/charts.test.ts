/**
 * The natal chart, the composite and Davison charts and the score: each part against its definition, on real
 * births (the positions themselves are checked against published ephemerides in test/reference/western/).
 */
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime } from '../../../astro/engine.ts';
import { DEFAULT_ASPECT_OPTIONS } from '../../../astro/western/aspects.ts';
import { westernBodyPosition } from '../../../astro/western/bodies.ts';
import { isAboveHorizon, partOfFortune, westernNatalChart, type WesternChartInput } from '../../../astro/western/chart.ts';
import { houseOfLongitude, westernHouses } from '../../../astro/western/houses.ts';
import { compositeChart, davisonMidpoint, midpointLongitude, synastry, synastryScore } from '../../../astro/western/synastry.ts';
import { CHART_BODY_IDS, WESTERN_PLANET_IDS } from '../../../data/western-bodies.ts';

const OPTIONS = { houseSystem: 'placidus', aspects: DEFAULT_ASPECT_OPTIONS, fortune: 'sect' } as const;
/** John Lennon, 9 October 1940, 18:30 BST, Liverpool. */
const LENNON: WesternChartInput = { ...OPTIONS, instant: Date.UTC(1940, 9, 9, 17, 30), latitude: 53.4084, longitude: -2.9916 };
/** A day birth: 15 June 1990, 12:00 EDT, New York. */
const NEW_YORK: WesternChartInput = { ...OPTIONS, instant: Date.UTC(1990, 5, 15, 16, 0), latitude: 40.7128, longitude: -74.006 };
const forward = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

describe('westernBodyPosition', () => {
  it('gives the declination astronomy-engine gives for the same apparent position, within 1″', () => {
    const instant = Date.UTC(2024, 3, 10, 6);
    const time = astroTime(instant);
    for (const [id, body] of [['mars', Astronomy.Body.Mars], ['uranus', Astronomy.Body.Uranus], ['pluto', Astronomy.Body.Pluto]] as const) {
      // The same apparent geocentric vector rotated to the true equator of date.
      const equator = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), Astronomy.GeoVector(body, time, true)));
      expect(Math.abs(westernBodyPosition(id, instant).declination - equator.dec) * 3600, id).toBeLessThan(1);
    }
  });

  it('marks the planets retrograde between their stations: Mercury in April 2024, not in March', () => {
    expect(westernBodyPosition('mercury', Date.UTC(2024, 3, 10)).speedDegPerDay).toBeLessThan(0);
    expect(westernBodyPosition('mercury', Date.UTC(2024, 2, 10)).speedDegPerDay).toBeGreaterThan(0);
  });

  it('keeps the mean apogee within the mean orbit\'s 5.15° of the ecliptic and moving forward about 0.11°/day', () => {
    for (let year = 1900; year <= 2100; year += 7) {
      const lilith = westernBodyPosition('mean-lilith', Date.UTC(year, 0, 1));
      expect(Math.abs(lilith.latitude)).toBeLessThanOrEqual(5.1454);
      expect(lilith.speedDegPerDay).toBeGreaterThan(0.1);
      expect(lilith.speedDegPerDay).toBeLessThan(0.125);
    }
  });
});

describe('westernNatalChart', () => {
  const chart = westernNatalChart(LENNON);

  it('places every body in the sign and house its longitude gives, under the houses of its system', () => {
    const houses = westernHouses({ ramcDeg: chart.frame.ramcDeg, obliquityDeg: chart.frame.obliquityDeg, latitudeDeg: LENNON.latitude }, 'placidus');
    expect(chart.houses.cusps).toEqual(houses.cusps);
    expect(chart.bodies.map((b) => b.id)).toEqual(CHART_BODY_IDS);
    for (const body of chart.bodies) {
      expect(body.sign).toBe(Math.floor(body.longitude / 30) + 1);
      expect(body.degreeInSign).toBeCloseTo(body.longitude % 30, 9);
      expect(body.house).toBe(houseOfLongitude(body.longitude, houses.cusps));
      expect(body.retrograde).toBe(body.speedDegPerDay! < 0);
    }
  });

  it('counts the ten planets once each in the element and the modality balance', () => {
    const elements = Object.values(chart.balance.elements).flat();
    const modalities = Object.values(chart.balance.modalities).flat();
    expect([...elements].sort()).toEqual([...WESTERN_PLANET_IDS].sort());
    expect([...modalities].sort()).toEqual([...WESTERN_PLANET_IDS].sort());
    // Lennon's Moon in Aquarius: air and fixed.
    expect(chart.balance.elements.air).toContain('moon');
    expect(chart.balance.modalities.fixed).toContain('moon');
  });

  it('reads sect from the Sun above or below the horizon and reverses the Part of Fortune at night', () => {
    expect(chart.sect).toBe('night'); // 18:30 in October, after sunset
    const day = westernNatalChart(NEW_YORK);
    expect(day.sect).toBe('day');
    const fortune = (c: typeof chart) => c.points.find((p) => p.id === 'part-of-fortune')!.longitude;
    const lon = (c: typeof chart, id: string) => c.bodies.find((b) => b.id === id)!.longitude;
    expect(fortune(chart)).toBeCloseTo((chart.houses.ascendant + lon(chart, 'sun') - lon(chart, 'moon') + 720) % 360, 9);
    expect(fortune(day)).toBeCloseTo((day.houses.ascendant + lon(day, 'moon') - lon(day, 'sun') + 720) % 360, 9);
    const dayFormula = westernNatalChart({ ...LENNON, fortune: 'day' });
    expect(fortune(dayFormula)).toBeCloseTo((chart.houses.ascendant + lon(chart, 'moon') - lon(chart, 'sun') + 720) % 360, 9);
  });

  it('puts the angles where the houses put them and aspects only among planets and angles', () => {
    const point = (id: string) => chart.points.find((p) => p.id === id)!.longitude;
    expect(point('ascendant')).toBe(chart.houses.cusps[0]);
    expect(point('midheaven')).toBe(chart.houses.cusps[9]);
    expect(forward(point('ascendant'), point('descendant'))).toBeCloseTo(180, 9);
    const allowed = new Set<string>([...WESTERN_PLANET_IDS, 'ascendant', 'midheaven']);
    for (const aspect of chart.aspects) {
      expect(allowed.has(aspect.from) && allowed.has(aspect.to)).toBe(true);
      expect(aspect.orb).toBeLessThanOrEqual(DEFAULT_ASPECT_OPTIONS.orbs[aspect.aspect]);
    }
    // Lennon's Jupiter–Saturn conjunction in Taurus and the stellium it makes with Uranus.
    expect(chart.aspects).toContainEqual(expect.objectContaining({ from: 'jupiter', to: 'saturn', aspect: 'conjunction' }));
    expect(chart.patterns).toContainEqual({ type: 'stellium', bodies: ['jupiter', 'saturn', 'uranus'], apex: null, stellium: { by: 'sign', number: 2 } });
  });

  it('isAboveHorizon and partOfFortune follow their definitions', () => {
    expect(isAboveHorizon(270, 0)).toBe(true); // the MC side, 90° before the ascendant
    expect(isAboveHorizon(90, 0)).toBe(false);
    expect(partOfFortune(10, 100, 200, false, 'sect')).toBe(110);
    expect(partOfFortune(10, 100, 200, true, 'sect')).toBe(270);
    expect(partOfFortune(10, 100, 200, true, 'day')).toBe(110);
  });
});

describe('synastry', () => {
  it('takes midpoints on the shorter arc, across 0° Aries and at exact opposition', () => {
    expect(midpointLongitude(350, 10)).toBeCloseTo(0, 12);
    expect(midpointLongitude(10, 350)).toBeCloseTo(0, 12);
    expect(midpointLongitude(100, 140)).toBe(120);
    expect(midpointLongitude(0, 180)).toBe(90);
  });

  it('puts the Davison place halfway, the shorter way round the globe', () => {
    expect(davisonMidpoint({ instant: 0, latitude: 10, longitude: 170 }, { instant: 1000, latitude: 30, longitude: -170 })).toEqual({ instant: 500, latitude: 20, longitude: 180 });
    expect(davisonMidpoint({ instant: 0, latitude: 10, longitude: -10 }, { instant: 0, latitude: 30, longitude: 30 }).longitude).toBe(10);
  });

  it('casts composite houses from the midpoint MC: the composite MC is that midpoint and the cusps run in order', () => {
    const first = westernNatalChart(LENNON);
    const second = westernNatalChart(NEW_YORK);
    const composite = compositeChart(first, second, OPTIONS);
    expect(composite.houses.midheaven).toBeCloseTo(midpointLongitude(first.houses.midheaven, second.houses.midheaven), 9);
    expect(composite.latitude).toBeCloseTo((LENNON.latitude + NEW_YORK.latitude) / 2, 12);
    let total = 0;
    composite.houses.cusps.forEach((cusp, i) => (total += forward(cusp, composite.houses.cusps[(i + 1) % 12]!)));
    expect(total).toBeCloseTo(360, 9);
    for (const body of composite.bodies) {
      const a = first.bodies.find((b) => b.id === body.id)!.longitude;
      const b = second.bodies.find((x) => x.id === body.id)!.longitude;
      expect(body.longitude).toBeCloseTo(midpointLongitude(a, b), 9);
      expect(body.speedDegPerDay).toBeNull();
      expect(body.retrograde).toBeNull();
    }
  });

  it('reads two charts together: every cross aspect, overlays both ways, the Davison chart at the midpoint', () => {
    const result = synastry(LENNON, NEW_YORK);
    expect(result.overlays.firstInSecond.map((o) => o.body)).toEqual(CHART_BODY_IDS);
    for (const overlay of result.overlays.firstInSecond) {
      expect(overlay.house).toBe(houseOfLongitude(result.first.bodies.find((b) => b.id === overlay.body)!.longitude, result.second.houses.cusps));
    }
    expect(result.davison.instant).toBe(Math.round((LENNON.instant + NEW_YORK.instant) / 2));
    expect(result.davison.latitude).toBeCloseTo((LENNON.latitude + NEW_YORK.latitude) / 2, 12);
  });

  it('scores from its terms: harmony and tension are the sums of the positive and negative points', () => {
    const { score } = synastry(LENNON, NEW_YORK);
    const positive = score.terms.filter((t) => t.points > 0).reduce((s, t) => s + t.points, 0);
    const negative = score.terms.filter((t) => t.points < 0).reduce((s, t) => s - t.points, 0);
    expect(score.harmony).toBeCloseTo(positive, 12);
    expect(score.tension).toBeCloseTo(negative, 12);
    expect(score.score).toBe(Math.round((100 * positive) / (positive + negative)));
    for (const term of score.terms) expect(term.points).toBeCloseTo(term.tone * term.weight * term.closeness, 12);
  });

  it('counts the attraction contacts as harmony even as squares, and a Saturn conjunction as tension', () => {
    const square = { from: 'venus', to: 'mars', aspect: 'square', angle: 90, separation: 90, orb: 0, applying: null } as const;
    const saturn = { ...square, from: 'sun', to: 'saturn', aspect: 'conjunction', angle: 0, separation: 0 } as const;
    const result = synastryScore([square, saturn], DEFAULT_ASPECT_OPTIONS.orbs);
    expect(result.terms.find((t) => t.aspect.to === 'mars')!.points).toBeGreaterThan(0);
    expect(result.terms.find((t) => t.aspect.to === 'saturn')!.points).toBeLessThan(0);
    expect(synastryScore([], DEFAULT_ASPECT_OPTIONS.orbs)).toMatchObject({ score: 50, band: 'mixed' });
  });
});
