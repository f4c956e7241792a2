import { describe, expect, it } from 'vitest';
import { dashaSummary, dashaTree, nakshatraDashaStartDeg } from '../../../astro/dasha/dasha.ts';
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
  it('the systems with unique ids, nakshatra dashas first, then the sign dashas, then the graha dashas', () => {
    expect(DASHA_SYSTEM_IDS).toEqual([
      'vimshottari', 'yogini', 'ashtottari', 'shodashottari', 'dwadashottari', 'panchottari', 'shatabdika',
      'chaturashiti-sama', 'dwisaptati-sama', 'shashtihayani', 'shattrimsha-sama', 'tithi-ashtottari', 'yoga-vimshottari', 'tithi-yogini', 'karana-chaturashiti-sama', 'char',
      'narayana',
      'shoola', 'drig',
      'brahma', 'lagnamsaka', 'navamsa', 'mandooka', 'sandhya', 'tara-lagna', 'trikona', 'yogardha', 'lagna-kendradi',
      'karaka-kendradi', 'chaturvidha-uttara', 'padhanadhamsa', 'raashiyanka', 'paryaaya',
      'niryana-shoola', 'sudasa', 'kalachakra', 'sthira', 'chakra', 'varnada',
      'naisargika', 'karaka', 'tara', 'moola', 'saptarishi-nakshatra', 'kaala', 'buddhi-gathi', 'aayu',
    ]);
    expect(new Set(DASHA_SYSTEM_IDS).size).toBe(DASHA_SYSTEM_IDS.length);
    expect(isDashaSystemId('vimshottari')).toBe(true);
    expect(isDashaSystemId('Vimshottari')).toBe(false);
  });

  it('total years are the sum of the lords\' years and match the system names', () => {
    const expectedTotals: Record<string, number> = {
      vimshottari: 120, yogini: 36, ashtottari: 108, shodashottari: 116, dwadashottari: 112, panchottari: 105,
      shatabdika: 100, 'chaturashiti-sama': 84, 'dwisaptati-sama': 72, shashtihayani: 60, 'shattrimsha-sama': 36,
      'tithi-ashtottari': 108, 'yoga-vimshottari': 120, 'tithi-yogini': 36, 'karana-chaturashiti-sama': 84,
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

describe('Tithi Yogini', () => {
  const system = dashaSystemById('tithi-yogini') as NakshatraDashaSystem;

  it('rules each tithi by the yogini of its tithi lord (Sun Pingala, Moon Mangala … Rahu Sankata)', () => {
    const expected: Record<string, number[]> = {
      pingala: [1, 9, 16, 24], mangala: [2, 10, 17, 25], bhramari: [3, 11, 18, 26], bhadrika: [4, 12, 19, 27],
      dhanya: [5, 13, 20, 28], siddha: [6, 14, 21, 29], ulka: [7, 15, 22], sankata: [8, 23, 30],
    };
    for (const [lord, tithis] of Object.entries(expected)) {
      for (const tithi of tithis) expect(system.periods[nakshatraDashaStart(system, (tithi - 0.5) * 12).lordIndex]!.lord, `tithi ${tithi}`).toBe(lord);
    }
  });

  it('worked by hand: Moon − Sun = 90° is Shukla Ashtami (84°–96°), Rahu\'s tithi, so Sankata with half of its 8 years left', () => {
    const chart = {
      birth: 0, moonSiderealDeg: 100, lagnaSign: 1, lagnaSiderealDeg: 0,
      planets: { sun: { siderealDeg: 10, signNumber: 1 } },
    } as unknown as DashaChart;
    const startDeg = nakshatraDashaStartDeg(system, chart);
    expect(startDeg).toBeCloseTo(90, 12);
    const scheme = nakshatraDashaScheme(system, 0, startDeg, 365.25);
    expect(scheme.balance.lord).toBe('sankata');
    expect(scheme.balance.remainingYears).toBeCloseTo(4, 12);
    // After Sankata the cycle turns to Mangala; three cycles of eight yoginis.
    expect(scheme.mahadashas.slice(0, 3).map((p) => p.lord)).toEqual(['sankata', 'mangala', 'pingala']);
    expect(scheme.mahadashas).toHaveLength(24);
    // Antardashas as Yogini dasha: from the dasha's own yogini, proportional to the years (Sankata 8 of 36).
    const children = scheme.childrenOf(scheme.mahadashas[0]!);
    expect(children[0]!.lord).toBe('sankata');
    expect((children[0]!.end - children[0]!.start) / (scheme.mahadashas[0]!.end - scheme.mahadashas[0]!.start)).toBeCloseTo(8 / 36, 12);
  });
});

describe('Naisargika and Karaka worked by hand', () => {
  // Lagna Aries; Sun, Moon in Aries; Mars in Cancer (4th); Mercury in Taurus (2nd); Jupiter in Libra (7th);
  // Venus in Pisces (12th); Saturn in Capricorn (10th); Rahu in Gemini (3rd), Ketu in Sagittarius.
  const at = (signNumber: number, degree: number) => ({ siderealDeg: (signNumber - 1) * 30 + degree, signNumber });
  const chart = {
    birth: 0, moonSiderealDeg: 12, lagnaSign: 1, lagnaSiderealDeg: 5,
    planets: {
      sun: at(1, 20), moon: at(1, 12), mars: at(4, 29), mercury: at(2, 3), jupiter: at(7, 15),
      venus: at(12, 8), saturn: at(10, 25), rahu: at(3, 2), ketu: at(9, 2),
    },
  } as unknown as DashaChart;

  it('Naisargika: Moon 1 year from birth; its antardashas are the grahas from its sign by kendras, panapharas, apoklimas', () => {
    const tree = dashaTree('naisargika', chart, { levels: 2 });
    expect(tree.periods.map((p) => p.lord)).toEqual(['moon', 'mars', 'mercury', 'venus', 'jupiter', 'sun', 'saturn', 'lagna']);
    expect(tree.cycleYears).toBe(132);
    // From Aries: 1st Sun (Moon left out), 4th Mars, 7th Jupiter, 10th Saturn, 2nd Mercury, 12th Venus.
    expect(tree.periods[0]!.children!.map((p) => p.lord)).toEqual(['sun', 'mars', 'jupiter', 'saturn', 'mercury', 'venus']);
    // The lagna's dasha: from Aries again, with the Moon, in equal parts.
    const lagna = tree.periods[7]!;
    expect(lagna.children!.map((p) => p.lord)).toEqual(['sun', 'moon', 'mars', 'jupiter', 'saturn', 'mercury', 'venus']);
    expect(lagna.children![1]!.end - lagna.children![1]!.start).toBeCloseTo((lagna.end - lagna.start) / 7, 0);
  });

  it('Karaka: atmakaraka first, years = signs from the lagna less one, antardashas from the next karaka', () => {
    const tree = dashaTree('karaka', chart, { levels: 2, year: 'savana' });
    // Degrees: Mars 29, Rahu 30 − 2 = 28, Saturn 25, Sun 20, Jupiter 15, Moon 12, Venus 8, Mercury 3.
    // The Sun and the Moon, in the lagna sign, have 0 years and no period.
    expect(tree.periods.map((p) => p.lord)).toEqual(['mars', 'rahu', 'saturn', 'jupiter', 'venus', 'mercury']);
    const years = tree.periods.map((p) => (p.end - p.start) / (360 * 86_400_000));
    expect(years.map((y) => Math.round(y * 1e9) / 1e9)).toEqual([3, 2, 9, 6, 11, 1]);
    expect(tree.cycleYears).toBe(32);
    expect(tree.periods[0]!.children!.map((p) => p.lord)).toEqual(['rahu', 'saturn', 'jupiter', 'venus', 'mercury', 'mars']);
    expect((tree.periods[0]!.children![1]!.end - tree.periods[0]!.children![1]!.start) / (360 * 86_400_000)).toBeCloseTo(3 * 9 / 32, 9);
  });
});

describe('Tara worked by hand', () => {
  const at = (signNumber: number, degree: number) => ({ siderealDeg: (signNumber - 1) * 30 + degree, signNumber });
  // Lagna Aries. Kendras: Aries holds Sun and Mercury, Cancer Jupiter (exalted), Libra and Capricorn empty.
  const chart = {
    birth: 0, moonSiderealDeg: 4 * 30 + 20, lagnaSign: 1, lagnaSiderealDeg: 5,
    planets: {
      sun: at(1, 20), moon: at(5, 20), mars: at(2, 10), mercury: at(1, 3), jupiter: at(4, 15),
      venus: at(12, 8), saturn: at(11, 25), rahu: at(3, 2), ketu: at(9, 2),
    },
  } as unknown as DashaChart;

  it('first lord: the strongest graha in the kendras by §15.5.1; the balance from the Moon\'s star; the condition', () => {
    // Aries kendra first (two grahas), then Cancer. Rule 1: Sun and Mercury each conjoined by 1, Jupiter by 0.
    // Rule 2 for Sun vs Mercury: in Aries, Jupiter (Cancer) does not aspect Aries, Mercury conjoins the Sun (1),
    // the dispositor Mars (Taurus, fixed) aspects Cancer, Leo, Scorpio, Aquarius, not Aries; for Mercury itself only
    // others count: 0. The Sun wins, then meets Jupiter: rule 1, 1 against 0: the Sun.
    const tree = dashaTree('tara', chart, { levels: 1, year: 'savana' });
    expect(tree.periods.map((p) => p.lord)).toEqual(['sun', 'venus', 'moon', 'ketu', 'saturn', 'jupiter', 'mercury', 'rahu', 'mars']);
    // The Moon at 20° Leo is 6°40′ into Purva Phalguni (133°20′–146°40′): half the star elapsed, 3 of the Sun's 6 years remain.
    expect(tree.balance.remainingYears).toBeCloseTo(3, 9);
    expect(tree.applicable).toBe(false);
    expect(dashaSummary('tara', { ...chart, planets: { ...chart.planets, moon: at(7, 1), saturn: at(10, 1) } } as unknown as DashaChart).applicable).toBe(true);
  });
});

describe('Moola worked by hand', () => {
  const at = (signNumber: number, degree: number) => ({ siderealDeg: (signNumber - 1) * 30 + degree, signNumber });
  // Lagna Aries. Kendras: Sun, Mercury (Aries); panapharas: Mars (Taurus), Venus (Leo); apoklimas: Rahu (Gemini),
  // Moon, Jupiter (Virgo), Ketu (Sagittarius), Saturn (Pisces).
  const chart = {
    birth: 0, moonSiderealDeg: 160, lagnaSign: 1, lagnaSiderealDeg: 5,
    planets: {
      sun: at(1, 20), moon: at(6, 10), mars: at(2, 10), mercury: at(1, 3), jupiter: at(6, 15),
      venus: at(5, 8), saturn: at(12, 25), rahu: at(3, 2), ketu: at(9, 2),
    },
  } as unknown as DashaChart;

  it('years: Vimshottari years less the signs to the moolatrikona, ±1 for dignity, at least 1; two cycles of 120', () => {
    // Sun in Aries (exalted): Leo is 4 signs on: 6 − 4 + 1 = 3. Mercury in Aries: Virgo 5 on: 17 − 5 = 12.
    // Mars in Taurus: Aries 11 on: 7 − 11 → 1. Venus in Leo: Libra 2 on: 20 − 2 = 18. Saturn in Pisces: Aquarius 11 on: 19 − 11 = 8.
    const tree = dashaTree('moola', chart, { levels: 1, year: 'savana' });
    const years = new Map<string, number>();
    for (const p of tree.periods.slice(0, 9)) years.set(p.lord, Math.round(((p.end - p.start) / (360 * 86_400_000)) * 1e9) / 1e9);
    expect(Object.fromEntries(years)).toMatchObject({ sun: 3, mercury: 12, mars: 1, venus: 18, saturn: 8 });
    expect(tree.periods).toHaveLength(18);
    const total = tree.periods.reduce((sum, p) => sum + (p.end - p.start), 0) / (360 * 86_400_000);
    expect(total).toBeCloseTo(120, 9);
    // The order: kendras (Sun, Mercury), panapharas (Mars, Venus), apoklimas; the strongest kendra graha is first.
    expect(tree.periods.slice(0, 4).map((p) => p.lord).sort()).toEqual(['mars', 'mercury', 'sun', 'venus']);
    expect(['sun', 'mercury']).toContain(tree.periods[0]!.lord);
  });
});

describe('Karana Chaturashiti Sama', () => {
  const system = dashaSystemById('karana-chaturashiti-sama') as NakshatraDashaSystem;

  it('rules the 60 karanas as PyJHora const.karana_lords: Bava (2) Sun, 58 Sun, 59 Moon, 60 Mars, Kimstughna (1) Mercury', () => {
    const lordOfKarana = (n: number) => system.periods[nakshatraDashaStart(system, (n - 0.5) * 6).lordIndex]!.lord;
    const expected: Record<string, number[]> = {
      sun: [2, 9, 16, 23, 30, 37, 44, 51, 58], moon: [3, 10, 17, 24, 31, 38, 45, 52, 59], mars: [4, 11, 18, 25, 32, 39, 46, 53, 60],
      mercury: [5, 12, 19, 26, 33, 40, 47, 54, 1], jupiter: [6, 13, 20, 27, 34, 41, 48, 55], venus: [7, 14, 21, 28, 35, 42, 49, 56],
      saturn: [8, 15, 22, 29, 36, 43, 50, 57],
    };
    for (const [lord, karanas] of Object.entries(expected)) for (const n of karanas) expect(lordOfKarana(n), `karana ${n}`).toBe(lord);
  });

  it('worked by hand: Moon − Sun = 100° is half-tithi 17 (96°–102°), Moon\'s, 2/3 elapsed: 4 of 12 years left, then Mars', () => {
    const chart = { birth: 0, moonSiderealDeg: 130, lagnaSign: 1, lagnaSiderealDeg: 0, planets: { sun: { siderealDeg: 30, signNumber: 2 } } } as unknown as DashaChart;
    const startDeg = nakshatraDashaStartDeg(system, chart);
    expect(startDeg).toBeCloseTo(100, 12);
    const scheme = nakshatraDashaScheme(system, 0, startDeg, 365.25);
    expect(scheme.balance.lord).toBe('moon');
    expect(scheme.balance.remainingYears).toBeCloseTo(4, 9);
    expect(scheme.mahadashas.map((p) => p.lord)).toEqual(['moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'sun']);
    const children = scheme.childrenOf(scheme.mahadashas[1]!);
    expect(children[0]!.lord).toBe('mars');
    expect(children[0]!.end - children[0]!.start).toBeCloseTo((12 / 7) * 365.25 * 86_400_000, 0);
  });
});

describe('Saptarishi Nakshatra worked by hand', () => {
  it('the Moon in Krittika (3rd star): Krittika, Bharani, Ashwini, Revati … Dhanishta, 10 years each from birth; sub-periods backward, equal', () => {
    const chart = { birth: 0, moonSiderealDeg: 30, lagnaSign: 1, lagnaSiderealDeg: 0, planets: {} } as unknown as DashaChart;
    const tree = dashaTree('saptarishi-nakshatra', chart, { levels: 2, year: 'savana' });
    expect(tree.periods.map((p) => p.lord)).toEqual([
      'krittika', 'bharani', 'ashwini', 'revati', 'uttara-bhadrapada', 'purva-bhadrapada', 'shatabhisha', 'dhanishta', 'shravana', 'uttara-ashadha',
    ]);
    expect(tree.periods[0]!.start).toBe(0);
    expect(tree.periods[0]!.end).toBe(10 * 360 * 86_400_000);
    expect(tree.cycleYears).toBe(100);
    const bharani = tree.periods[1]!.children!;
    expect(bharani.map((p) => p.lord).slice(0, 3)).toEqual(['bharani', 'ashwini', 'revati']);
    expect(bharani).toHaveLength(10);
    expect(bharani[0]!.end - bharani[0]!.start).toBe(360 * 86_400_000);
  });
});
