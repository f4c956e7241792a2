import { describe, expect, it } from 'vitest';
import { birthChart } from '../../../astro/chart/chart.ts';
import { ChartError } from '../../../astro/chart/chart-error.ts';
import { ayanamshaDegrees } from '../../../astro/ayanamsha.ts';
import { ascendantLongitude } from '../../../astro/lagna.ts';
import { grahaPositions } from '../../../astro/positions.ts';
import { GRAHA_IDS, grahaHouse, lordOfSign } from '../../../astro/chart/placement.ts';
import { vargaChart } from '../../../astro/chart/vargas.ts';
import { findYogas } from '../../../astro/chart/yogas.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209 };
const instant = Date.parse('1990-05-17T04:30:00Z');

describe('birthChart', () => {
  const chart = birthChart({ instant, ...DELHI, ayanamshaId: 1, node: 'mean' });

  it('subtracts the true ayanamsha from the apparent tropical positions', () => {
    const ayanamsha = ayanamshaDegrees(1, instant, { true: true });
    expect(chart.ayanamsha).toEqual({ id: 1, name: 'Lahiri', degrees: ayanamsha });
    const positions = grahaPositions(instant, { node: 'mean' });
    for (const id of GRAHA_IDS) {
      const graha = chart.grahas[id];
      expect(graha.tropicalLongitude).toBeCloseTo(positions[id].longitude, 10);
      expect(graha.longitude).toBeCloseTo(((positions[id].longitude - ayanamsha) % 360 + 360) % 360, 10);
      expect(graha.siderealLongitude).toBe(graha.longitude);
      expect(graha.retrograde).toBe(positions[id].speedDegPerDay < 0);
    }
    expect(chart.lagna.tropicalLongitude).toBeCloseTo(ascendantLongitude(instant, DELHI.latitude, DELHI.longitude), 10);
  });

  it('derives sign, degree, nakshatra, pada and whole-sign house consistently', () => {
    for (const id of GRAHA_IDS) {
      const graha = chart.grahas[id];
      expect(graha.sign).toBe(Math.floor(graha.longitude / 30) + 1);
      expect(graha.degreeInSign).toBeCloseTo(graha.longitude % 30, 10);
      expect(graha.nakshatra).toBe(Math.floor(graha.longitude / (360 / 27)) + 1);
      expect(graha.pada).toBe((Math.floor(graha.longitude / (360 / 108)) % 4) + 1);
      expect(graha.house).toBe(grahaHouse(chart, id));
      expect(graha.bhava).toBe(graha.house);
    }
    expect(chart.grahas.ketu.longitude).toBeCloseTo((chart.grahas.rahu.longitude + 180) % 360, 9);
  });

  it('lists twelve whole-sign houses from the lagna with lords and occupants', () => {
    expect(chart.houses).toHaveLength(12);
    expect(chart.houses[0]?.sign).toBe(chart.lagna.sign);
    for (const house of chart.houses) {
      expect(house.lord).toBe(lordOfSign(house.sign));
      for (const id of house.grahas) expect(chart.grahas[id].house).toBe(house.number);
    }
    expect(chart.houses.flatMap((house) => house.grahas).sort()).toEqual([...GRAHA_IDS].sort());
    expect(chart.houseSystem).toBe('whole-sign');
    expect(chart.bhavas).toBeNull();
  });

  it('is Placements: vargas and yogas run on it directly', () => {
    expect(vargaChart(chart, 9).grahas.sun.sign).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(findYogas(chart))).toBe(true);
  });

  it('gives Sripati bhavas: madhya 1 = lagna, madhya 10 = midheaven, grahas placed by sandhi', () => {
    const sripati = birthChart({ instant, ...DELHI, ayanamshaId: 1, node: 'mean', houseSystem: 'sripati' });
    const bhavas = sripati.bhavas ?? [];
    expect(bhavas).toHaveLength(12);
    expect(bhavas[0]?.middleSidereal).toBeCloseTo(sripati.lagna.siderealLongitude, 9);
    expect(bhavas[9]?.middleSidereal).toBeCloseTo(sripati.midheaven.siderealLongitude, 9);
    for (const bhava of bhavas) for (const id of bhava.grahas) expect(sripati.grahas[id].bhava).toBe(bhava.number);
  });

  it('gives Placidus cusps with cusp 1 = lagna and cusp 10 = midheaven', () => {
    const placidus = birthChart({ instant, ...DELHI, ayanamshaId: 1, node: 'true', houseSystem: 'placidus' });
    const bhavas = placidus.bhavas ?? [];
    expect(bhavas[0]?.startSidereal).toBeCloseTo(placidus.lagna.siderealLongitude, 9);
    expect(bhavas[9]?.startTropical).toBeCloseTo(placidus.midheaven.tropicalLongitude, 9);
    expect(bhavas[0]?.middleSidereal).toBeNull();
    expect(placidus.node).toBe('true');
  });

  it('Raman ayanamsha moves every sidereal longitude by the ayanamsha difference', () => {
    const raman = birthChart({ instant, ...DELHI, ayanamshaId: 3, node: 'mean' });
    const shift = raman.ayanamsha.degrees - chart.ayanamsha.degrees;
    expect(Math.abs(shift)).toBeGreaterThan(1);
    expect(((chart.grahas.moon.longitude - raman.grahas.moon.longitude - shift) % 360 + 360) % 360).toBeCloseTo(0, 9);
  });

  describe('polar latitudes', () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553 };
    it('refuse Placidus with HOUSE_SYSTEM_UNDEFINED', () => {
      expect(() => birthChart({ instant, ...tromso, ayanamshaId: 1, node: 'mean', houseSystem: 'placidus' })).toThrow(ChartError);
      try {
        birthChart({ instant, ...tromso, ayanamshaId: 1, node: 'mean', houseSystem: 'placidus' });
      } catch (error) {
        expect(error).toMatchObject({ code: 'HOUSE_SYSTEM_UNDEFINED', value: tromso.latitude, name: 'ChartError' });
      }
    });
    it('still give whole-sign and Sripati charts', () => {
      const whole = birthChart({ instant, ...tromso, ayanamshaId: 1, node: 'mean' });
      expect(whole.houses).toHaveLength(12);
      const sripati = birthChart({ instant, ...tromso, ayanamshaId: 1, node: 'mean', houseSystem: 'sripati' });
      expect(sripati.bhavas).toHaveLength(12);
    });
  });
});
