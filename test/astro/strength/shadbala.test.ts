/**
 * Shadbala, bhava bala and vimshopaka bala (astro/strength/): each component's rule on hand-checked points, the
 * invariants any chart must keep (property tests), and the day facts and mean longitudes against the ephemeris.
 * The worked example of Raman's book is test/reference/strength/.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime } from '../../../astro/engine.ts';
import { strengthChartOf, strengthReport } from '../../../astro/reports/strength-report.ts';
import { sripatiBhavas } from '../../../astro/chart/houses.ts';
import { bhavaBala } from '../../../astro/strength/bhava-bala.ts';
import {
  SHADBALA_GRAHAS, type ShadbalaChart, type ShadbalaDay, ayanaBala, cheshtaKendraBala, drishtiValue, krantiFromTableDeg,
  beneficForStrength, nathonnathaBala, ojayugmaBala, pakshaBala, shadbala, tribhagaBala, uchchaBala,
} from '../../../astro/strength/shadbala.ts';
import { horaLord, meanLongitudes, shadbalaDay, yearAndMonthLords } from '../../../astro/strength/strength-day.ts';
import { vimshopaka } from '../../../astro/strength/vimshopaka.ts';
import { declinationOf as declinationDeg } from '../../../astro/western/bodies.ts';
import { normalizeDegrees } from '../../../astro/angles.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { DISC_DIAMETER, NAISARGIKA_BALA, TARA_GRAHAS, VIMSHOPAKA_SCHEME_IDS, VIMSHOPAKA_SCHEMES } from '../../../data/shadbala.ts';
import { lordOfSign, signOfLongitude } from '../../../astro/chart/placement.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209, elevationMeters: 0 };
const BIRTH = {
  instant: Date.parse('1990-05-15T05:00:00Z'), latitude: DELHI.latitude, longitude: DELHI.longitude, ayanamshaId: 1, node: 'mean',
  houseSystem: 'whole-sign', now: Date.parse('2026-01-01T00:00:00Z'), dashaYear: 'savana', sunrise: 'hindu', tradition: 'raman', cheshta: 'cheshta-kendra', ayana: 'kranti-table',
  moonPaksha: 'bright-half', warAmount: 'through-hora', bhavaLord: 'madhya-sign', mercuryCompany: 'with-nodes',
} as const;

describe('shadbala components', () => {
  it('uchcha bala is 60 at the deepest exaltation, 0 at the debilitation point, and the arc from it ÷ 3 between', () => {
    expect(uchchaBala('sun', 10)).toBeCloseTo(60, 10); // 10° Aries
    expect(uchchaBala('sun', 190)).toBeCloseTo(0, 10);
    expect(uchchaBala('saturn', 200)).toBeCloseTo(60, 10); // 20° Libra
    expect(uchchaBala('moon', 33 + 90)).toBeCloseTo(30, 10);
    expect(uchchaBala('jupiter', 95 - 45)).toBeCloseTo(45, 10);
  });

  it('ojayugma bala scores odd signs and navamshas for the males and neuters, even ones for the Moon and Venus', () => {
    expect(ojayugmaBala('sun', 1)).toBe(30); // Aries, navamsha Aries
    expect(ojayugmaBala('moon', 1)).toBe(0);
    expect(ojayugmaBala('moon', 35)).toBe(15); // Taurus 5°: navamsha Aquarius (odd)
    expect(ojayugmaBala('moon', 31)).toBe(30); // Taurus 1°: navamsha Capricorn (even)
    expect(ojayugmaBala('venus', 34)).toBe(15); // Taurus 4°: navamsha Aquarius (odd)
  });

  it('drishti follows the arc: 0, 15, 45, 30, 0, 60, 0 at 30°, 60°, 90°, 120°, 150°, 180°, 300°, with the special aspects added', () => {
    const at = (d: number, from: 'sun' | 'mars' | 'jupiter' | 'saturn' = 'sun') => drishtiValue(from, 0, d);
    expect([30, 60, 90, 120, 150, 180, 240, 300, 10, 330].map((d) => at(d))).toEqual([0, 15, 45, 30, 0, 60, 30, 0, 0, 0]);
    expect(at(100, 'mars')).toBeCloseTo(at(100) + 15, 10);
    expect(at(215, 'mars')).toBeCloseTo(at(215) + 15, 10);
    expect(at(130, 'jupiter')).toBeCloseTo(at(130) + 30, 10);
    expect(at(250, 'jupiter')).toBeCloseTo(at(250) + 30, 10);
    expect(at(75, 'saturn')).toBeCloseTo(at(75) + 45, 10);
    expect(at(285, 'saturn')).toBeCloseTo(at(285) + 45, 10);
    expect(at(180, 'saturn')).toBe(60);
    // Continuous at every joint of the ordinary aspect.
    for (const d of [60, 90, 120, 150, 180]) expect(at(d - 1e-9)).toBeCloseTo(at(d), 6);
  });

  it('nathonnatha bala: day grahas 60 at noon and 0 at midnight, night grahas the complement, Mercury 60', () => {
    expect(nathonnathaBala('sun', 0)).toBe(60);
    expect(nathonnathaBala('moon', 0)).toBe(0);
    expect(nathonnathaBala('jupiter', 180)).toBe(0);
    expect(nathonnathaBala('saturn', -180)).toBe(60);
    expect(nathonnathaBala('venus', 90) + nathonnathaBala('mars', 90)).toBe(60);
    expect(nathonnathaBala('mercury', 47)).toBe(60);
  });

  it('paksha bala: benefics the folded elongation ÷ 3, malefics the rest, the Moon doubled', () => {
    expect(pakshaBala('jupiter', 180, true)).toBe(60);
    expect(pakshaBala('sun', 180, false)).toBe(0);
    expect(pakshaBala('saturn', 30, false)).toBe(50);
    expect(pakshaBala('moon', 90, true)).toBe(60);
    expect(pakshaBala('moon', 180, false)).toBe(120);
  });

  it('tribhaga bala: the lords of the thirds of the day and of the night, and Jupiter always', () => {
    const day = { sunrise: 0, sunset: 12, nextSunrise: 24 };
    const lordAt = (instant: number) => SHADBALA_GRAHAS.filter((g) => g !== 'jupiter' && tribhagaBala(g, { ...day, instant }) === 60);
    expect([1, 5, 9, 13, 17, 21].map(lordAt)).toEqual([['mercury'], ['sun'], ['saturn'], ['moon'], ['venus'], ['mars']]);
    expect(tribhagaBala('jupiter', { ...day, instant: 3 })).toBe(60);
  });

  it('the kranti table gives the declination of the ecliptic (obliquity 24°) within 1.5′ at its rows, by proportion between', () => {
    const exact = (lambda: number) => Math.asin(Math.sin((24 * Math.PI) / 180) * Math.sin((lambda * Math.PI) / 180)) / (Math.PI / 180);
    for (let lambda = 0; lambda < 360; lambda += 15) {
      expect(Math.abs(krantiFromTableDeg(lambda) - exact(lambda)) * 60, `λ ${lambda}`).toBeLessThan(1.5);
      const middle = krantiFromTableDeg(lambda + 7.5);
      expect(middle).toBeCloseTo((krantiFromTableDeg(lambda) + krantiFromTableDeg(lambda + 15 === 360 ? 359.999999 : lambda + 15)) / 2, 4);
    }
    expect(krantiFromTableDeg(200)).toBeCloseTo(-krantiFromTableDeg(20), 10);
  });

  it('ayana bala: 30 on the equator, the Sun doubled, the Moon and Saturn strong in the south, Mercury either way', () => {
    expect(ayanaBala('jupiter', 0, 24)).toBe(30);
    expect(ayanaBala('sun', 24, 24)).toBe(120);
    expect(ayanaBala('moon', -24, 24)).toBe(60);
    expect(ayanaBala('saturn', 24, 24)).toBe(0);
    expect(ayanaBala('mercury', -12, 24)).toBe(ayanaBala('mercury', 12, 24));
    expect(ayanaBala('venus', 27, 23.44)).toBe(60); // a true declination past the obliquity is held at 60
  });

  it('cheshta kendra: 60 for a superior planet opposite the mean Sun at its mean place, 0 in conjunction', () => {
    const mean = { sun: 100, mercury: 0, venus: 0, mars: 280, jupiter: 280, saturn: 100 };
    expect(cheshtaKendraBala('mars', 280, mean)).toBeCloseTo(60, 10);
    expect(cheshtaKendraBala('saturn', 100, mean)).toBeCloseTo(0, 10);
    // Venus at inferior conjunction (helio mean = mean Sun + 180 … geocentric true = mean Sun): 90° ÷ 3.
    expect(cheshtaKendraBala('venus', 100, { ...mean, venus: 280 })).toBeCloseTo(60, 10);
  });
});

describe('day facts', () => {
  it('ahargana weekdays match the calendar; the year and month lords are the weekday lords of their first days', () => {
    // Day 0 is Thursday 17 February 3102 BCE (JDN 588,465); day 1,871,846 is Monday 1 January 2024 (JDN 2,460,311).
    expect(yearAndMonthLords(0)).toEqual({ abda: 'jupiter', masa: 'jupiter' });
    expect(yearAndMonthLords(30)).toEqual({ abda: 'jupiter', masa: 'saturn' }); // 30 days after a Thursday: a Saturday
    expect(yearAndMonthLords(360).abda).toBe('sun'); // 360 = 51 weeks + 3 days: a Sunday
    const day = 2_460_311 - 588_465;
    const weekdayOf = (d: number) => (4 + d) % 7;
    expect(weekdayOf(day)).toBe(1);
    const lords = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
    expect(yearAndMonthLords(day)).toEqual({ abda: lords[weekdayOf(360 * Math.floor(day / 360))], masa: lords[weekdayOf(30 * Math.floor(day / 30))] });
  });

  it('horas follow the Chaldean order from the weekday lord', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((h) => horaLord('mars', h))).toEqual(['mars', 'sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars']);
  });

  it('finds the Vedic day, weekday and hora of a birth; the declinations agree with the ephemeris', () => {
    const report = strengthReport(BIRTH);
    const { day } = report;
    expect(day.sunrise).toBeLessThan(BIRTH.instant);
    expect(day.sunset).toBeGreaterThan(BIRTH.instant);
    expect(new Date(day.sunrise).toISOString().slice(0, 10)).toBe('1990-05-15'); // Tuesday
    expect(day.lords.vara).toBe('mars');
    expect(day.lords.hora).toBe(horaLord('mars', Math.floor((BIRTH.instant - day.sunrise) / 3_600_000)));
    const time = astroTime(BIRTH.instant);
    for (const [graha, body] of [['sun', Astronomy.Body.Sun], ['moon', Astronomy.Body.Moon], ['jupiter', Astronomy.Body.Jupiter]] as const) {
      const vector = body === Astronomy.Body.Moon ? Astronomy.GeoMoon(time) : Astronomy.GeoVector(body, time, true);
      const equator = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), vector));
      expect(Math.abs(day.declinationDeg[graha] - equator.dec) * 3600, graha).toBeLessThan(5);
    }
    // A birth in the night: the night's thirds, and the weekday still that of the sunrise before it.
    const night = strengthReport({ ...BIRTH, instant: Date.parse('1990-05-15T20:00:00Z') });
    expect(Math.abs(night.day.sunrise - day.sunrise)).toBeLessThan(1000);
    expect(night.day.lords.vara).toBe('mars');
    expect(declinationDeg(90, 0, 23.44)).toBeCloseTo(23.44, 10);
  });

  it('mean longitudes stay within the equation of the centre of the true heliocentric ones and average out over a century', () => {
    // 2e radians of each orbit, and for Jupiter and Saturn their great inequality (about 0.3° and 0.8°) besides.
    const bound = { mercury: 24, venus: 1, earth: 2.1, mars: 11, jupiter: 6, saturn: 7.2 } as const;
    const bodies = { mercury: Astronomy.Body.Mercury, venus: Astronomy.Body.Venus, mars: Astronomy.Body.Mars, jupiter: Astronomy.Body.Jupiter, saturn: Astronomy.Body.Saturn } as const;
    const sums: Record<string, number> = {};
    const count = 1200;
    for (let i = 0; i < count; i++) {
      const instant = Date.parse('1950-01-01T00:00:00Z') + i * 30.4 * 86_400_000;
      const time = astroTime(instant);
      const mean = meanLongitudes(instant);
      const rotation = Astronomy.Rotation_EQJ_ECT(time);
      const trueHelio = (body: Astronomy.Body) => Astronomy.SphereFromVector(Astronomy.RotateVector(rotation, Astronomy.HelioVector(body, time))).lon;
      for (const graha of TARA_GRAHAS) {
        const diff = ((mean[graha] - trueHelio(bodies[graha]) + 540) % 360) - 180;
        expect(Math.abs(diff), graha).toBeLessThan(bound[graha]);
        sums[graha] = (sums[graha] ?? 0) + diff;
      }
      const sunDiff = ((mean.sun - normalizeDegrees(trueHelio(Astronomy.Body.Earth) + 180) + 540) % 360) - 180;
      expect(Math.abs(sunDiff)).toBeLessThan(bound.earth);
      sums.sun = (sums.sun ?? 0) + sunDiff;
    }
    for (const [graha, total] of Object.entries(sums)) expect(Math.abs(total / count), graha).toBeLessThan(graha === 'saturn' || graha === 'jupiter' ? 1.5 : 0.5);
  });
});

/** Any chart: sidereal grahas and lagna with speeds, Sripati bhavas from a lagna and midheaven. */
const anyChart: fc.Arbitrary<ShadbalaChart> = fc
  .record({
    longitudes: fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 9, maxLength: 9 }),
    speeds: fc.array(fc.double({ min: -1, max: 15, noNaN: true }), { minLength: 9, maxLength: 9 }),
    lagna: fc.double({ min: 0, max: 359.999, noNaN: true }),
    mcOffset: fc.double({ min: 60, max: 120, noNaN: true }),
  })
  .map(({ longitudes, speeds, lagna, mcOffset }) => {
    const grahas = Object.fromEntries(GRAHA_IDS.map((g, i) => [g, { longitude: longitudes[i]!, speedDegPerDay: speeds[i]!, latitude: 0 }])) as ShadbalaChart['grahas'];
    const bhavas = sripatiBhavas(lagna, normalizeDegrees(lagna - mcOffset));
    return { lagnaLongitude: lagna, grahas, ayanamshaDeg: 24, bhavaMadhyas: bhavas.madhya };
  });
const anyDay: fc.Arbitrary<ShadbalaDay> = fc
  .record({ hourAngle: fc.double({ min: -180, max: 180, noNaN: true }), fraction: fc.double({ min: 0, max: 0.999, noNaN: true }) })
  .map(({ hourAngle, fraction }) => ({
    instant: fraction * 24, sunrise: 0, sunset: 12, nextSunrise: 24, sunHourAngleDeg: hourAngle,
    lords: { abda: 'sun', masa: 'moon', vara: 'mars', hora: 'saturn' },
    declinationDeg: { sun: 10, moon: -20, mars: 5, mercury: 12, jupiter: 22, venus: -3, saturn: -15 },
    obliquityDeg: 23.44,
    meanLongitudeDeg: {
      tables: { sun: 100, mercury: 200, venus: 300, mars: 50, jupiter: 150, saturn: 250 },
      modern: { sun: 124, mercury: 224, venus: 324, mars: 74, jupiter: 174, saturn: 274 },
    },
  }));

describe('invariants for any chart', () => {
  it('each component keeps its range and the totals are the sums of their parts', () => {
    fc.assert(
      fc.property(anyChart, anyDay, fc.constantFrom('cheshta-kendra', 'cheshta-kendra-modern', 'motion' as const), fc.constantFrom('raman', 'bphs' as const), (chart, day, cheshta, tradition) => {
        const result = shadbala(chart, day, { tradition, cheshta, ayana: 'kranti-table' });
        // Each broken invariant named; all asserted at once (about a hundred checks a chart).
        const close = (a: number, b: number) => Math.abs(a - b) < 5e-10;
        const faults = SHADBALA_GRAHAS.flatMap((graha) => {
          const g = result.grahas[graha];
          const s = g.sthana;
          const checks: [boolean, string][] = [
            [s.uchcha >= 0 && s.uchcha <= 60, `uchcha ${s.uchcha}`],
            [s.saptavargaja >= 7 * 1.875 && s.saptavargaja <= 45 + 6 * 30, `saptavargaja ${s.saptavargaja}`],
            [[0, 15, 30].includes(s.ojayugma), `ojayugma ${s.ojayugma}`],
            [[15, 30, 60].includes(s.kendradi), `kendradi ${s.kendradi}`],
            [[0, 15].includes(s.drekkana), `drekkana ${s.drekkana}`],
            [g.dig <= 60, `dig ${g.dig}`],
            [g.naisargika === NAISARGIKA_BALA[graha], `naisargika ${g.naisargika}`],
            [g.kala.abda + g.kala.masa + g.kala.vara + g.kala.hora
              === (graha === 'sun' ? 15 : 0) + (graha === 'moon' ? 30 : 0) + (graha === 'mars' ? 45 : 0) + (graha === 'saturn' ? 60 : 0), 'abda, masa, vara and hora'],
            [close(g.total, s.total + g.dig + g.kala.total + g.cheshta + g.naisargika + g.drik), `total ${g.total} not the sum of its parts`],
            [g.ishtaPhala >= 0 && g.ishtaPhala <= 60, `ishta phala ${g.ishtaPhala}`],
          ];
          return checks.filter(([holds]) => !holds).map(([, fault]) => `${graha}: ${fault}`);
        });
        // Nathonnatha of a day graha and a night graha always sum to 60; the yuddha balas to 0.
        if (!close(result.grahas.sun.kala.nathonnatha + result.grahas.moon.kala.nathonnatha, 60)) faults.push('the Sun\'s and the Moon\'s nathonnatha do not sum to 60');
        if (!close(SHADBALA_GRAHAS.reduce((sum, g) => sum + result.grahas[g].kala.yuddha, 0), 0)) faults.push('the yuddha balas do not sum to 0');
        for (const [i, bhava] of bhavaBala(chart, result).entries()) {
          if (!(bhava.dig >= 0 && bhava.dig <= 60)) faults.push(`bhava ${i + 1}: dig ${bhava.dig}`);
          if (!close(bhava.total, bhava.adhipati + bhava.dig + bhava.drishti)) faults.push(`bhava ${i + 1}: total not the sum of its parts`);
        }
        expect(faults).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('vimshopaka weights sum to 20 in every scheme and every score lies between 5 and 20', () => {
    for (const id of VIMSHOPAKA_SCHEME_IDS) expect(Object.values(VIMSHOPAKA_SCHEMES[id]).reduce((a, b) => a + b, 0)).toBe(20);
    fc.assert(
      fc.property(anyChart, (chart) => {
        for (const graha of SHADBALA_GRAHAS) {
          for (const scheme of VIMSHOPAKA_SCHEME_IDS) {
            const score = vimshopaka(chart, graha, scheme).score;
            expect(score).toBeGreaterThanOrEqual(5);
            expect(score).toBeLessThanOrEqual(20);
          }
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a chart from the ephemeris: Sripati bhavas from its lagna and midheaven, and a full report', () => {
    const report = strengthReport(BIRTH);
    const chart = strengthChartOf(report.chart);
    expect(chart.bhavaMadhyas[0]).toBeCloseTo(report.chart.lagnaLongitude, 9);
    expect(chart.bhavaMadhyas[9]).toBeCloseTo(report.chart.midheaven.siderealLongitude, 9);
    expect(shadbalaDay(chart, BIRTH.instant, DELHI, 'hindu')).toEqual(report.day);
    expect(report.bhavaBala).toHaveLength(12);
  });
});

describe('the analyses that judge a graha strong or weak', () => {
  it('add one point to a graha whose shadbala meets its minimum and take one from one that falls short', async () => {
    const { grahaVerdicts } = await import('../../../astro/dasha/analysis/verdicts.ts');
    const { grahaWords } = await import('../../../astro/dasha/analysis/context.ts');
    const { grahaConditions } = await import('../../../astro/chart/dignity.ts');
    const { shadbalaStandings } = await import('../../../astro/reports/strength-report.ts');
    const { planetStrengths } = await import('../../../astro/recommendations/gemstone-strength.ts');
    const chart = strengthReport(BIRTH).chart;
    const standings = shadbalaStandings(chart)!;
    const without = grahaVerdicts(chart);
    const withShadbala = grahaVerdicts(chart, standings);
    const conditions = grahaConditions(chart);
    for (const graha of SHADBALA_GRAHAS) {
      const strong = standings[graha].rupas >= standings[graha].requiredRupas;
      expect(withShadbala[graha].points - without[graha].points).toBe(strong ? 1 : -1);
      expect(withShadbala[graha].strengthRules).toContain(strong ? 'shadbala.strong' : 'shadbala.weak');
      expect(grahaWords(chart, withShadbala[graha], conditions[graha]).conditionClauses).toContain(`shadbala of ${standings[graha].rupas.toFixed(2)} rupas`);
    }
    expect(withShadbala.rahu.points).toBe(without.rahu.points);
    expect(planetStrengths(chart, standings).moon.composition.map((part) => part.rule)).toContain('shadbala.strong');
    // With a weak standing the same graha loses the point.
    const weak = { ...standings, moon: { rupas: 4, requiredRupas: 6 } };
    expect(grahaVerdicts(chart, weak).moon.points).toBe(without.moon.points - 1);
    // Inside the polar circle, a birth with no sunrise around it is judged without the shadbala.
    const { birthChart } = await import('../../../astro/chart/chart.ts');
    expect(shadbalaStandings(birthChart({ instant: Date.parse('2024-12-21T12:00:00Z'), latitude: 78.22, longitude: 15.65, ayanamshaId: 1, node: 'mean' }))).toBeNull();
  });
});

describe('the strength conventions a request can switch', () => {
  it('doubles a waning Moon\'s paksha bala as a malefic\'s with moonPaksha=by-phase, its bright-half figure by default', () => {
    // Elongation folded to 60°: the bright-half figure is 20, a malefic's 40.
    expect(pakshaBala('moon', 60, false)).toBe(40);
    expect(pakshaBala('moon', 60, false, 'by-phase')).toBe(80);
    expect(pakshaBala('moon', 60, true, 'by-phase')).toBe(40);
    expect(pakshaBala('mars', 60, false, 'by-phase')).toBe(40);
  });

  it('takes a war\'s amount without the abda, masa and vara balas with warAmount=without-lords (Jupiter and Saturn, 2020-12-21)', () => {
    const birth = { ...BIRTH, instant: Date.parse('2020-12-21T18:00:00Z') };
    for (const warAmount of ['through-hora', 'without-lords'] as const) {
      const { shadbala } = strengthReport({ ...birth, warAmount });
      const sum = (graha: 'jupiter' | 'saturn') => {
        const { sthana, dig, kala } = shadbala.grahas[graha];
        const lords = warAmount === 'without-lords' ? kala.abda + kala.masa + kala.vara : 0;
        return sthana.total + dig + kala.nathonnatha + kala.paksha + kala.tribhaga + kala.abda + kala.masa + kala.vara + kala.hora - lords;
      };
      const amount = Math.abs(sum('jupiter') - sum('saturn')) / Math.abs(DISC_DIAMETER.jupiter - DISC_DIAMETER.saturn);
      expect(Math.abs(shadbala.grahas.jupiter.kala.yuddha), warAmount).toBeCloseTo(amount, 9);
      expect(shadbala.grahas.saturn.kala.yuddha, warAmount).toBeCloseTo(-shadbala.grahas.jupiter.kala.yuddha, 9);
    }
  });

  it('reads Mercury\'s company without the nodes and breaks a tie by the nearest graha with mercuryCompany=without-nodes', () => {
    const at = (longitudes: Partial<Record<(typeof GRAHA_IDS)[number], number>>) => ({
      lagnaLongitude: 0,
      grahas: Object.fromEntries(GRAHA_IDS.map((id) => [id, { longitude: longitudes[id] ?? (id === 'ketu' ? 200 : 20), speedDegPerDay: 1, latitude: 0 }])) as never,
    });
    // Mercury in Gemini with Rahu: the node counts as a malefic by default, not without the nodes (Mercury alone).
    const withRahu = at({ mercury: 70, rahu: 75, sun: 100, moon: 200, mars: 160, jupiter: 250, venus: 130, saturn: 300 });
    expect([beneficForStrength(withRahu).mercury, beneficForStrength(withRahu, 'without-nodes').mercury]).toEqual([false, true]);
    // Mercury at Gemini 10° with Saturn at 12° and Venus at 25° (waxing Moon elsewhere): a tie, benefic by default,
    // malefic without the nodes since Saturn is nearer; with Venus nearer, benefic.
    const tie = (saturn: number, venus: number) => at({ mercury: 70, saturn, venus, sun: 100, moon: 150, mars: 160, jupiter: 250, rahu: 10, ketu: 190 });
    expect([beneficForStrength(tie(72, 85)).mercury, beneficForStrength(tie(72, 85), 'without-nodes').mercury]).toEqual([true, false]);
    expect(beneficForStrength(tie(85, 72), 'without-nodes').mercury).toBe(true);
  });

  it('gives a bhava the lord of its whole sign from the lagna with bhavaLord=house-sign, of its madhya\'s sign by default', () => {
    const report = strengthReport(BIRTH);
    const bySign = strengthReport({ ...BIRTH, bhavaLord: 'house-sign' });
    const lagnaSign = signOfLongitude(report.chart.lagnaLongitude);
    for (const [index, bhava] of bySign.bhavaBala.entries()) {
      expect(bhava.lord).toBe(lordOfSign(((lagnaSign - 1 + index) % 12) + 1 as Parameters<typeof lordOfSign>[0]));
      expect(report.bhavaBala[index]!.lord).toBe(lordOfSign(signOfLongitude(report.bhavaBala[index]!.madhya)));
      expect(bhava.adhipati).toBe(bySign.shadbala.grahas[bhava.lord].total);
    }
  });
});
