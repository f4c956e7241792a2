import { describe, expect, it } from 'vitest';
import { nakshatraDashaStartDeg } from '../../../astro/dasha/dasha.ts';
import { lordIndexOfNakshatra, nakshatraDashaScheme, nakshatraDashaStart } from '../../../astro/dasha/nakshatra-dasha.ts';
import type { DashaChart } from '../../../astro/dasha/types.ts';
import {
  DASHA_SYSTEMS, DASHA_SYSTEM_IDS, DASHA_YEARS, YOGINIS, dashaDignity, dashaSystemById, isDashaSystemId, isDashaYearId,
  type NakshatraDashaSystem,
} from '../../../data/dashas.ts';
import { GRAHAS } from '../../../data/grahas.ts';
import { NAKSHATRAS } from '../../../data/nakshatras.ts';

const NAKSHATRA_SYSTEMS = DASHA_SYSTEMS.filter((system): system is NakshatraDashaSystem => system.kind === 'nakshatra');
const STAR_DEG = 360 / 27;

function lordOfStar(system: NakshatraDashaSystem, nakshatraNumber: number): string {
  return system.periods[lordIndexOfNakshatra(system, nakshatraNumber)]!.lord;
}

describe('dignity readings of the sign dashas', () => {
  it('bphs takes the grahas\' own signs; pyjhora departs for Mercury and the nodes only', () => {
    expect(dashaDignity('mercury', 'virgo', 'bphs')).toBe(1);
    expect(dashaDignity('mercury', 'virgo', 'pyjhora')).toBe(0);
    expect(dashaDignity('mercury', 'pisces', 'pyjhora')).toBe(-1);
    expect(dashaDignity('rahu', 'gemini', 'bphs')).toBe(0);
    expect(dashaDignity('rahu', 'gemini', 'pyjhora')).toBe(1);
    expect(dashaDignity('rahu', 'sagittarius', 'pyjhora')).toBe(-1);
    expect(dashaDignity('ketu', 'sagittarius', 'pyjhora')).toBe(1);
    expect(dashaDignity('ketu', 'taurus', 'bphs')).toBe(-1);
    for (const graha of GRAHAS.filter((g) => !['mercury', 'rahu', 'ketu'].includes(g.id))) {
      for (const reading of ['bphs', 'pyjhora'] as const) {
        expect(dashaDignity(graha.id, graha.exaltation.sign, reading), graha.id).toBe(1);
        expect(dashaDignity(graha.id, graha.debilitation.sign, reading), graha.id).toBe(-1);
      }
    }
  });
});

describe('system records', () => {
  it('the systems with unique ids, nakshatra dashas first, then the sign dashas', () => {
    expect(DASHA_SYSTEM_IDS).toEqual([
      'vimshottari', 'yogini', 'ashtottari', 'shodashottari', 'dwadashottari', 'panchottari', 'shatabdika',
      'chaturashiti-sama', 'dwisaptati-sama', 'shashtihayani', 'shattrimsha-sama', 'tithi-ashtottari', 'yoga-vimshottari', 'char',
      'narayana',
      'shoola', 'drig',
      'brahma', 'lagnamsaka', 'navamsa', 'mandooka', 'sandhya', 'tara-lagna', 'trikona', 'yogardha', 'lagna-kendradi',
      'karaka-kendradi', 'chaturvidha-uttara', 'padhanadhamsa', 'raashiyanka',
      'niryana-shoola', 'sudasa', 'kalachakra', 'sthira',
    ]);
    expect(new Set(DASHA_SYSTEM_IDS).size).toBe(DASHA_SYSTEM_IDS.length);
    expect(isDashaSystemId('vimshottari')).toBe(true);
    expect(isDashaSystemId('Vimshottari')).toBe(false);
  });

  it('total years are the sum of the lords\' years and match the system names', () => {
    const expectedTotals: Record<string, number> = {
      vimshottari: 120, yogini: 36, ashtottari: 108, shodashottari: 116, dwadashottari: 112, panchottari: 105,
      shatabdika: 100, 'chaturashiti-sama': 84, 'dwisaptati-sama': 72, shashtihayani: 60, 'shattrimsha-sama': 36,
      'tithi-ashtottari': 108, 'yoga-vimshottari': 120,
    };
    for (const system of NAKSHATRA_SYSTEMS) {
      expect(system.periods.reduce((sum, p) => sum + p.years, 0), system.id).toBe(system.totalYears);
      expect(system.totalYears, system.id).toBe(expectedTotals[system.id]);
      expect(new Set(system.periods.map((p) => p.lord)).size, system.id).toBe(system.periods.length);
    }
  });

  it('star groups cover the 27 stars exactly once', () => {
    for (const system of NAKSHATRA_SYSTEMS) {
      if (system.start.kind !== 'groups') continue;
      expect(system.start.groupSizes).toHaveLength(system.periods.length);
      expect(system.start.groupSizes.reduce((sum, size) => sum + size, 0), system.id).toBe(27);
    }
  });

  it('Vimshottari years equal the graha table and the spec (Sun 6 … Venus 20)', () => {
    const vimshottari = dashaSystemById('vimshottari');
    if (vimshottari.kind !== 'nakshatra') throw new Error('vimshottari is a nakshatra dasha');
    for (const period of vimshottari.periods) {
      expect(GRAHAS.find((g) => g.id === period.lord)!.vimshottariYears).toBe(period.years);
    }
  });

  it('four year conventions, named, Julian first (the default)', () => {
    expect(DASHA_YEARS.map((y) => [y.id, y.days])).toEqual([
      ['julian', 365.25], ['gregorian', 365.2425], ['savana', 360], ['sidereal', 365.256363],
    ]);
    expect(isDashaYearId('savana')).toBe(true);
    expect(isDashaYearId('lunar')).toBe(false);
  });
});

describe('start lords', () => {
  it('Vimshottari: counting from Krittika (BPHS 46.12) gives the lord of every star in data/nakshatras.ts', () => {
    const system = dashaSystemById('vimshottari') as NakshatraDashaSystem;
    for (const nakshatra of NAKSHATRAS) expect(lordOfStar(system, nakshatra.number), nakshatra.id).toBe(nakshatra.lord);
  });

  it('Yogini: (star number + 3) mod 8, 0 → 8, for all 27 stars', () => {
    const system = dashaSystemById('yogini') as NakshatraDashaSystem;
    for (let n = 1; n <= 27; n += 1) {
      const yoginiNumber = (n + 3) % 8 === 0 ? 8 : (n + 3) % 8;
      expect(lordOfStar(system, n), `star ${n}`).toBe(YOGINIS[yoginiNumber - 1]!.id);
    }
    // PyJHora 4.x yogini.py seeds Punarvasu (7) with Pingala: the formula agrees there and on to Revati.
    expect(lordOfStar(system, 7)).toBe('pingala');
    expect(lordOfStar(system, 27)).toBe('ulka');
    expect(lordOfStar(system, 1)).toBe('bhramari');
    expect(lordOfStar(system, 6)).toBe('mangala');
  });

  it('Ashtottari: Ardra–Ashlesha Sun, Magha–U.Phalguni Moon, Hasta–Vishakha Mars, Anuradha–Mula Mercury, '
    + 'P.Ashadha–Shravana Saturn, Dhanishta–P.Bhadra Jupiter, U.Bhadra–Bharani Rahu, Krittika–Mrigashira Venus', () => {
    const system = dashaSystemById('ashtottari') as NakshatraDashaSystem;
    const expected: Record<string, number[]> = {
      sun: [6, 7, 8, 9], moon: [10, 11, 12], mars: [13, 14, 15, 16], mercury: [17, 18, 19], saturn: [20, 21, 22],
      jupiter: [23, 24, 25], rahu: [26, 27, 1, 2], venus: [3, 4, 5],
    };
    for (const [lord, stars] of Object.entries(expected)) {
      for (const star of stars) expect(lordOfStar(system, star), `star ${star}`).toBe(lord);
    }
  });

  it('counting seeds: Pushya → Sun (Shodashottari), Revati → Sun counted backward (Dwadashottari), '
    + 'Ashwini → Ketu (27 stars from Ashwini to Revati, remainder 3), Anuradha → Sun (Panchottari), Revati → Sun (Shatabdika), Swati → Sun (Chaturashiti), '
    + 'Mula → Sun (Dwisaptati), Shravana → Moon (Shattrimsha)', () => {
    const first = (id: string, star: number): string => lordOfStar(dashaSystemById(id as never) as NakshatraDashaSystem, star);
    expect(first('shodashottari', 8)).toBe('sun');
    expect(first('shodashottari', 9)).toBe('mars');
    expect(first('dwadashottari', 27)).toBe('sun');
    expect(first('dwadashottari', 26)).toBe('jupiter');
    expect(first('dwadashottari', 1)).toBe('ketu');
    expect(first('panchottari', 17)).toBe('sun');
    expect(first('shatabdika', 27)).toBe('sun');
    expect(first('shatabdika', 1)).toBe('moon');
    expect(first('chaturashiti-sama', 15)).toBe('sun');
    expect(first('dwisaptati-sama', 19)).toBe('sun');
    expect(first('shattrimsha-sama', 22)).toBe('moon');
    expect(first('shattrimsha-sama', 21)).toBe('jupiter');
  });

  it('Shashtihayani groups from Ashwini: Jupiter 3, Sun 4, Mars 3, Moon 4 (P.Phalguni–Chitra), Mercury 3, '
    + 'Venus 4, Saturn 3, Rahu 3', () => {
    const system = dashaSystemById('shashtihayani') as NakshatraDashaSystem;
    const lords = Array.from({ length: 27 }, (_, k) => lordOfStar(system, k + 1));
    expect(lords.slice(10, 14)).toEqual(['moon', 'moon', 'moon', 'moon']);
    expect(lords.slice(0, 3)).toEqual(['jupiter', 'jupiter', 'jupiter']);
    expect(lords.slice(24)).toEqual(['rahu', 'rahu', 'rahu']);
  });
});

describe('elapsed fraction at the boundaries of stars and groups', () => {
  const vimshottari = dashaSystemById('vimshottari') as NakshatraDashaSystem;
  const ashtottari = dashaSystemById('ashtottari') as NakshatraDashaSystem;

  it('0° is the start of Ashwini (Ketu), nothing elapsed; a hair below 360° is the end of Revati (Mercury)', () => {
    expect(nakshatraDashaStart(vimshottari, 0)).toEqual({ lordIndex: 7, elapsedFraction: 0 });
    expect(nakshatraDashaStart(vimshottari, -1e-16).elapsedFraction).toBe(0);
    const end = nakshatraDashaStart(vimshottari, 359.9999);
    expect(vimshottari.periods[end.lordIndex]!.lord).toBe('mercury');
    expect(end.elapsedFraction).toBeCloseTo(1 - 0.0001 / STAR_DEG, 12);
  });

  it('13°20′ exactly is the start of Bharani (Venus)', () => {
    const start = nakshatraDashaStart(vimshottari, 40 / 3);
    expect(vimshottari.periods[start.lordIndex]!.lord).toBe('venus');
    expect(start.elapsedFraction).toBeLessThan(1e-12);
  });

  it('Ashtottari measures the whole group: Rahu\'s group U.Bhadra–Bharani wraps through 0°', () => {
    const atZero = nakshatraDashaStart(ashtottari, 0);
    expect(ashtottari.periods[atZero.lordIndex]!.lord).toBe('rahu');
    expect(atZero.elapsedFraction).toBeCloseTo(2 / 4, 12);
    const inBharani = nakshatraDashaStart(ashtottari, STAR_DEG * 1.5);
    expect(inBharani.elapsedFraction).toBeCloseTo(3.5 / 4, 12);
  });
});

describe('Yoga Vimshottari', () => {
  const system = dashaSystemById('yoga-vimshottari') as NakshatraDashaSystem;

  it('rules the 27 yogas in the Vimshottari order from Vishkambha = Saturn: Priti Mercury, Ayushman Ketu, '
    + 'Saubhagya Venus, Shobhana Sun, Atiganda Moon, Sukarma Mars, Dhriti Rahu, Shula Jupiter, and so round', () => {
    const order = ['saturn', 'mercury', 'ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter'];
    for (let yoga = 1; yoga <= 27; yoga += 1) expect(lordOfStar(system, yoga), `yoga ${yoga}`).toBe(order[(yoga - 1) % 9]);
  });

  it('counts from sidereal Sun + Moon reduced to 360°, the Moon alone for the star dashas', () => {
    const planet = (siderealDeg: number) => ({ siderealDeg, signNumber: (Math.floor(siderealDeg / 30) + 1) as never });
    const chart = {
      birth: 0, moonSiderealDeg: 300, lagnaSign: 1 as const, lagnaSiderealDeg: 0,
      planets: { ...Object.fromEntries(GRAHAS.map((g) => [g.id, planet(0)])), sun: planet(100), moon: planet(300) },
    } as unknown as DashaChart;
    expect(nakshatraDashaStartDeg(system, chart)).toBeCloseTo(40, 12);
    expect(nakshatraDashaStartDeg(dashaSystemById('vimshottari') as NakshatraDashaSystem, chart)).toBe(300);
    // 40° is 3 × 13°20′: the start of yoga 4, Saubhagya (Venus), nothing elapsed.
    expect(nakshatraDashaStart(system, 40)).toEqual({ lordIndex: 8, elapsedFraction: 0 });
  });
});

describe('Tithi Ashtottari', () => {
  const system = dashaSystemById('tithi-ashtottari') as NakshatraDashaSystem;

  it('rules the 30 tithis by the weekday lords with Rahu for the 8th, 23rd and Amavasya (PyJHora tithi_ashtottari.py)', () => {
    const expected: Record<string, number[]> = {
      sun: [1, 9, 16, 24], moon: [2, 10, 17, 25], mars: [3, 11, 18, 26], mercury: [4, 12, 19, 27],
      jupiter: [5, 13, 20, 28], venus: [6, 14, 21, 29], saturn: [7, 15, 22], rahu: [8, 23, 30],
    };
    for (const [lord, tithis] of Object.entries(expected)) {
      // Part k of 12° is tithi k + 1; the middle of each tithi finds its lord.
      for (const tithi of tithis) expect(system.periods[nakshatraDashaStart(system, (tithi - 0.5) * 12).lordIndex]!.lord, `tithi ${tithi}`).toBe(lord);
    }
  });

  it('counts Moon − Sun in parts of 12°: 100° is tithi 9 (Navami, Sun) with 1/3 elapsed', () => {
    const start = nakshatraDashaStart(system, 100);
    expect(system.periods[start.lordIndex]!.lord).toBe('sun');
    expect(start.elapsedFraction).toBeCloseTo(1 / 3, 12);
    expect(nakshatraDashaStart(system, 359.999).lordIndex).toBe(6);
  });

  it('starts the antardashas of a dasha from the lord after its own, ending with its own', () => {
    const scheme = nakshatraDashaScheme(system, 0, 6, 365.25);
    const sun = scheme.mahadashas[0]!;
    expect(sun.lord).toBe('sun');
    const children = scheme.childrenOf(sun);
    expect(children.map((c) => c.lord)).toEqual(['moon', 'mars', 'mercury', 'saturn', 'jupiter', 'rahu', 'venus', 'sun']);
    expect(children[0]!.start).toBe(sun.start);
    expect(children.at(-1)!.end).toBe(sun.end);
  });
});
