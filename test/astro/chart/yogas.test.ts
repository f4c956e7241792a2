/**
 * Every classical yoga on hand-built charts (no astronomy): at least one chart where the rule holds and one
 * where it does not. Charts are written as signs and degrees; the comments give the reasoning.
 */
import { describe, expect, it } from 'vitest';
import { CLASSICAL_YOGAS, type ClassicalYogaId } from '../../../data/yogas-classical.ts';
import { YOGA_EVALUATORS, evaluateYoga, findYogas, type YogaOptions, yogaContext } from '../../../astro/chart/yogas.ts';
import type { Placements } from '../../../astro/chart/placement.ts';
import { type ChartSpec, placementsOf } from '../../helpers/placements.ts';

/**
 * The base chart: Aries lagna; Sun Ge 10, Moon Sg 20 (waning), Mars Ta 5, Mercury Ge 25, Jupiter Aq 10,
 * Venus Li 10, Saturn Cn 10, Rahu Vi 25, Ketu Pi 25.
 */
const BASE: ChartSpec = {
  lagna: 'ar 15',
  sun: 'ge 10',
  moon: 'sg 20',
  mars: 'ta 5',
  mercury: 'ge 25',
  jupiter: 'aq 10',
  venus: 'li 10',
  saturn: 'cn 10',
  rahu: 'vi 25',
  ketu: 'pi 25',
};

/** A chart from the base with some positions replaced; Ketu follows Rahu unless given. "R" marks retrograde. */
function chart(changes: Partial<ChartSpec>): Placements {
  return placementsOf(BASE, changes, { ketuFollowsRahu: true });
}

function yoga(id: ClassicalYogaId, changes: Partial<ChartSpec>, options: YogaOptions = {}) {
  return evaluateYoga(id, yogaContext(chart(changes), options));
}

const tested = new Set<ClassicalYogaId>();
function holds(id: ClassicalYogaId, changes: Partial<ChartSpec>, options: YogaOptions = {}) {
  tested.add(id);
  const found = yoga(id, changes, options);
  expect(found, `${id} should hold`).not.toBeNull();
  return found as NonNullable<typeof found>;
}
function fails(id: ClassicalYogaId, changes: Partial<ChartSpec>, options: YogaOptions = {}) {
  expect(yoga(id, changes, options), `${id} should not hold`).toBeNull();
}

describe('pancha mahapurusha', () => {
  it('Ruchaka: Mars exalted in Capricorn, the 10th from an Aries lagna', () => {
    expect(holds('ruchaka', { mars: 'cp 10' }).planets).toEqual(['mars']);
    fails('ruchaka', { lagna: 'ta 10', mars: 'cp 10' }); // 9th house
    fails('ruchaka', { mars: 'cn 10' }); // kendra but debilitated
  });
  it('Bhadra: Mercury in Virgo, the 4th from a Gemini lagna', () => {
    holds('bhadra', { lagna: 'ge 10', mercury: 'vi 10', sun: 'vi 25' });
    fails('bhadra', { mercury: 'vi 10', sun: 'vi 25' }); // 6th from Aries
  });
  it('Hamsa: Jupiter exalted in Cancer, the 4th', () => {
    holds('hamsa', { jupiter: 'cn 5' });
    fails('hamsa', { jupiter: 'sg 10' }); // own sign but 9th house
  });
  it('Malavya: Venus in Libra, the 7th', () => {
    expect(holds('malavya', {}).description).toContain('Venus in Libra');
    fails('malavya', { venus: 'ta 10' }); // 2nd house
  });
  it('Sasa: Saturn exalted in Libra, the 7th', () => {
    holds('sasa', { saturn: 'li 20' });
    fails('sasa', { saturn: 'aq 10' }); // own sign, 11th house
  });
});

describe('Moon yogas', () => {
  it('Gaja Kesari: Jupiter 4th from the Moon in Leo; not in the 2nd', () => {
    holds('gaja-kesari', { moon: 'le 10', jupiter: 'sc 10' });
    fails('gaja-kesari', { moon: 'le 10', jupiter: 'vi 10' });
    // Debilitated Jupiter (Capricorn, 7th from a Cancer Moon) still forms it, weakly.
    expect(holds('gaja-kesari', { moon: 'cn 10', jupiter: 'cp 10' }).strength).toBe('Weak');
  });

  // Moon in Sagittarius: 2nd = Capricorn, 12th = Scorpio; the base has no star-planet in either.
  it('Sunapha: Mars in the 2nd from the Moon, nothing in the 12th', () => {
    expect(holds('sunapha', { mars: 'cp 5' }).planets).toEqual(['moon', 'mars']);
    fails('sunapha', { mars: 'cp 5', venus: 'sc 10' }); // both sides: Durudhara instead
    fails('sunapha', { sun: 'cp 5' }); // the Sun does not count
  });
  it('Anapha: Venus in the 12th from the Moon, nothing in the 2nd', () => {
    holds('anapha', { venus: 'sc 10' });
    fails('anapha', {});
  });
  it('Durudhara: grahas on both sides of the Moon', () => {
    expect(holds('durudhara', { mars: 'cp 5', venus: 'sc 10' }).planets).toEqual(['moon', 'mars', 'venus']);
    fails('durudhara', { mars: 'cp 5' });
  });
  it('Kemadruma and its cancellation', () => {
    // Moon in Leo (kendras from it Le, Sc, Aq, Ta; 2nd Vi, 12th Cn); Aries lagna (kendras Ar, Cn, Li, Cp).
    // Star-planets only in Ge, Sg, Pi: nothing beside the Moon and nothing in a kendra from lagna or Moon.
    const isolated = { moon: 'le 10', mars: 'ge 5', mercury: 'ge 20', jupiter: 'sg 10', venus: 'pi 10', saturn: 'sg 20' } as const;
    expect(holds('kemadruma', isolated).planets).toEqual(['moon']);
    fails('kemadruma-bhanga', isolated);
    // Saturn moved to Aquarius, the 7th from the Moon: formed but cancelled.
    fails('kemadruma', { ...isolated, saturn: 'aq 10' });
    expect(holds('kemadruma-bhanga', { ...isolated, saturn: 'aq 10' }).planets).toEqual(['moon', 'saturn']);
    // Not formed at all when Mars is in the 2nd from the Moon.
    fails('kemadruma-bhanga', { ...isolated, mars: 'vi 5' });
    fails('kemadruma', { ...isolated, mars: 'vi 5' });
  });
  it('Adhi: Mercury, Jupiter, Venus in the 6th, 7th, 8th from the Moon', () => {
    const all = holds('adhi', { moon: 'ar 5', mercury: 'vi 20', sun: 'vi 2', jupiter: 'li 10', venus: 'sc 10' });
    expect(all.planets).toEqual(['moon', 'mercury', 'jupiter', 'venus']);
    const two = holds('adhi', { moon: 'ar 5', mercury: 'vi 20', sun: 'vi 2', jupiter: 'li 10', venus: 'ta 10' });
    expect(two.strength).not.toBe('Strong');
    fails('adhi', { moon: 'ar 5', jupiter: 'li 10', venus: 'ta 10' }); // Mercury 3rd, Venus 2nd from the Moon
  });
  it('Chandra-Mangala: conjunction or mutual 7th', () => {
    holds('chandra-mangala', { moon: 'le 10', mars: 'le 20' });
    expect(holds('chandra-mangala', { moon: 'le 10', mars: 'aq 10' }).description).toContain('mutual aspect');
    fails('chandra-mangala', { moon: 'le 10', mars: 'vi 5' });
  });
  it('Amala: only benefics in the 10th from lagna or Moon', () => {
    // Venus alone in Capricorn, the 10th from an Aries lagna.
    expect(holds('amala', { venus: 'cp 10' }).planets).toEqual(['venus']);
    // Saturn with Venus spoils it; the 10th from the Moon (Leo → Taurus) is empty.
    fails('amala', { venus: 'cp 10', saturn: 'cp 20', moon: 'le 10', mars: 'ge 2' });
  });
  it('Vasumati: Mercury, Jupiter, Venus in upachayas', () => {
    holds('vasumati', { mercury: 'ge 25', jupiter: 'aq 10', venus: 'cp 10' });
    // Venus in Taurus: 2nd from lagna; from a Leo Moon Jupiter (Aq) is 7th.
    fails('vasumati', { mercury: 'ge 25', jupiter: 'aq 10', venus: 'ta 10', moon: 'le 10' });
  });
  it('Shakata: Moon 6th from Jupiter outside the kendras; cancelled in a kendra', () => {
    holds('shakata', { jupiter: 'sg 10', moon: 'ta 10' });
    fails('shakata', { jupiter: 'sg 10', moon: 'cn 10' }); // 8th from Jupiter but 4th from lagna
    fails('shakata', { jupiter: 'sg 10', moon: 'le 10' }); // 9th from Jupiter
  });
});

describe('Sun yogas', () => {
  // Sun in Gemini: 2nd = Cancer (Saturn in the base), 12th = Taurus (Mars in the base).
  it('Vesi: a star-planet in the 2nd from the Sun only', () => {
    expect(holds('vesi', { mars: 'li 20' }).planets).toEqual(['sun', 'saturn']);
    fails('vesi', {}); // both sides occupied
  });
  it('Vasi: a star-planet in the 12th from the Sun only', () => {
    expect(holds('vasi', { saturn: 'aq 20' }).planets).toEqual(['sun', 'mars']);
    fails('vasi', { saturn: 'aq 20', mars: 'li 20' });
  });
  it('Ubhayachari: both sides of the Sun', () => {
    expect(holds('ubhayachari', {}).planets).toEqual(['sun', 'mars', 'saturn']);
    fails('ubhayachari', { mars: 'li 20' });
    fails('ubhayachari', { mars: 'li 20', moon: 'ta 3' }); // the Moon does not count
  });
  it('Budhaditya: the Sun and Mercury in one sign, weak when Mercury is combust', () => {
    expect(holds('budhaditya', {}).strength).not.toBe('Weak'); // 15° apart: not combust
    expect(holds('budhaditya', { mercury: 'ge 15' }).strength).toBe('Weak');
    fails('budhaditya', { mercury: 'cn 2' });
  });
  it('Nipuna: Budhaditya with Mercury not combust', () => {
    holds('nipuna', {});
    fails('nipuna', { mercury: 'ge 15' }); // 5° from the Sun
    fails('nipuna', { mercury: 'ge 21 R', sun: 'ge 10' }); // 11°, retrograde orb 12°
  });
});

describe('Raja, dhana and viparita yogas', () => {
  // Aries lagna: kendra lords Mars, Moon, Venus, Saturn; trikona lords Mars, Sun, Jupiter; 2nd lord Venus,
  // 11th lord Saturn. With Moon in Virgo the base has no association between these lords (checked pair by
  // pair: no shared signs, no exchanges, no mutual aspects).
  const quiet = { moon: 'vi 10' } as const;
  it('Raja: kendra lord with trikona lord', () => {
    fails('raja', quiet);
    expect(holds('raja', { ...quiet, jupiter: 'vi 20' }).planets).toEqual(['moon', 'jupiter']);
  });
  it('Dharma-Karmadhipati: 9th lord Jupiter and 10th lord Saturn', () => {
    fails('dharma-karmadhipati', quiet);
    holds('dharma-karmadhipati', { ...quiet, jupiter: 'cp 5', saturn: 'cp 20' });
    expect(holds('dharma-karmadhipati', { ...quiet, jupiter: 'aq 10', saturn: 'sg 10' }).description).toContain('exchange');
  });
  it('Dhana: 2nd/11th lord with a trikona lord', () => {
    fails('dhana', quiet);
    expect(holds('dhana', { ...quiet, venus: 'ge 20' }).planets).toEqual(['sun', 'venus']);
  });
  it('Harsha: 6th lord Mercury in the 8th', () => {
    holds('harsha', { mercury: 'sc 10' });
    fails('harsha', {});
  });
  it('Sarala: 8th lord Mars in the 12th', () => {
    holds('sarala', { mars: 'pi 10' });
    fails('sarala', { mars: 'li 20' });
  });
  it('Vimala: 12th lord Jupiter in the 6th', () => {
    holds('vimala', { jupiter: 'vi 10' });
    fails('vimala', { jupiter: 'sg 10' });
  });
  it('Neecha Bhanga: debilitated Sun in Libra, lord Venus or exalted Saturn in a kendra', () => {
    // Moon in Gemini: kendras from it Ge, Vi, Sg, Pi; from the lagna Ar, Cn, Li, Cp.
    expect(holds('neecha-bhanga', { sun: 'li 10', moon: 'ge 10', venus: 'cp 10', saturn: 'aq 10' }).planets).toEqual(['sun', 'venus']);
    holds('neecha-bhanga', { sun: 'li 10', moon: 'ge 10', venus: 'ta 10', saturn: 'cp 10' });
    fails('neecha-bhanga', { sun: 'li 10', moon: 'ge 10', venus: 'ta 10', mars: 'ta 20', saturn: 'aq 10' });
  });
  it('Lakshmi: 9th lord Jupiter in own Sagittarius, lagna lord Mars strong', () => {
    holds('lakshmi', { jupiter: 'sg 10', mars: 'le 10' });
    fails('lakshmi', { jupiter: 'sg 10', mars: 'cn 10' }); // lagna lord debilitated
    fails('lakshmi', { jupiter: 'aq 10', mars: 'le 10' }); // 9th lord not dignified
  });
  it('Saraswati: the three benefics in kendras, trikonas or the 2nd, Jupiter dignified', () => {
    holds('saraswati', { mercury: 'le 10', jupiter: 'sg 10', venus: 'li 10', sun: 'ge 10' });
    fails('saraswati', { mercury: 'le 10', jupiter: 'cp 10', venus: 'li 10' }); // Jupiter debilitated
    fails('saraswati', {}); // Mercury in the 3rd
  });
  it('Parvata: only benefics in the kendras, 8th free of malefics', () => {
    const benign = { moon: 'le 10', jupiter: 'cn 5', venus: 'li 10', saturn: 'aq 10' } as const;
    expect(holds('parvata', benign).planets).toEqual(['jupiter', 'venus']);
    fails('parvata', { ...benign, saturn: 'cp 10' });
    fails('parvata', { ...benign, mars: 'sc 10' });
  });
  it('Kahala: 4th lord (Moon) and Jupiter in mutual kendras, lagna lord strong', () => {
    holds('kahala', { moon: 'cn 10', jupiter: 'li 10', mars: 'le 10' });
    fails('kahala', { moon: 'cn 10', jupiter: 'le 20', mars: 'le 10' });
  });
  it('Chamara: exalted lagna lord in a kendra aspected by Jupiter, or two benefics together', () => {
    holds('chamara', { mars: 'cp 10', jupiter: 'cn 5' });
    holds('chamara', { jupiter: 'li 20' }); // with Venus in the 7th
    fails('chamara', { mars: 'cp 10', jupiter: 'sg 10' });
  });
  it('Pushkala: lagna lord with the Moon, dispositor in a kendra aspecting the lagna, a graha in the lagna', () => {
    const setup = { moon: 'le 10', mars: 'le 20', sun: 'li 10', saturn: 'ar 10' } as const;
    expect(holds('pushkala', setup).planets).toEqual(['sun', 'moon', 'mars']);
    fails('pushkala', { ...setup, saturn: 'aq 10' }); // lagna empty
    fails('pushkala', { ...setup, sun: 'cn 10' }); // dispositor no longer aspects the lagna
  });
  it('Kalanidhi: Jupiter in the 2nd with Mercury and aspected by Venus', () => {
    holds('kalanidhi', { jupiter: 'ta 10', mercury: 'ta 20', sun: 'ta 1', venus: 'sc 10' });
    fails('kalanidhi', { jupiter: 'ta 10', mercury: 'ta 20', sun: 'ta 1', venus: 'ge 10' });
  });
  it('Chatussagara: all four kendras occupied', () => {
    holds('chatussagara', { sun: 'ar 10', moon: 'cn 20', saturn: 'cp 10' });
    fails('chatussagara', { sun: 'ar 10', moon: 'cn 20' });
  });
});

describe('Parivartana', () => {
  it('Maha: Mars and Venus exchanged between the 1st and 2nd', () => {
    expect(holds('maha-parivartana', { mars: 'ta 5', venus: 'ar 20' }).planets).toEqual(['mars', 'venus']);
    fails('maha-parivartana', {});
  });
  it('Khala: Sun and Mercury exchanged between the 3rd and 5th', () => {
    holds('khala-parivartana', { sun: 'ge 10', mercury: 'le 10' });
    fails('khala-parivartana', { mercury: 'le 10', sun: 'cn 10' });
  });
  it('Dainya: Mars and Mercury exchanged between the 6th and 1st', () => {
    holds('dainya-parivartana', { mars: 'vi 10', mercury: 'ar 10', sun: 'ar 1' });
    fails('dainya-parivartana', { mars: 'vi 10', mercury: 'ta 10', sun: 'ta 1' });
  });
});

describe('Mahabhagya (needs gender and day birth)', () => {
  const odd = { lagna: 'ar 15', sun: 'le 10', moon: 'ge 10' } as const;
  it('a man born by day with lagna, Sun and Moon in odd signs', () => {
    holds('mahabhagya', odd, { gender: 'male', dayBirth: true });
    fails('mahabhagya', odd, { gender: 'male', dayBirth: false });
    fails('mahabhagya', { ...odd, moon: 'cn 10' }, { gender: 'male', dayBirth: true });
    fails('mahabhagya', odd);
  });
  it('a woman born by night with lagna, Sun and Moon in even signs', () => {
    const even = { lagna: 'ta 15', sun: 'cn 10', moon: 'vi 10' } as const;
    holds('mahabhagya', even, { gender: 'female', dayBirth: false });
    fails('mahabhagya', even, { gender: 'female', dayBirth: true });
  });
});

describe('Kartari and conjunction yogas', () => {
  it('Shubha Kartari: benefics only in the 12th and the 2nd', () => {
    holds('shubha-kartari', { jupiter: 'pi 10', venus: 'ta 10', mars: 'le 5', rahu: 'le 20' });
    fails('shubha-kartari', { jupiter: 'pi 10', venus: 'ta 10', mars: 'le 5', rahu: 'le 20', saturn: 'ta 20' });
    fails('shubha-kartari', { jupiter: 'pi 10', venus: 'ta 10', mars: 'le 5', rahu: 'vi 5' }); // Ketu in Pisces
  });
  it('Papa Kartari: malefics only in the 12th and the 2nd', () => {
    holds('papa-kartari', { saturn: 'pi 10', mars: 'ta 10', rahu: 'vi 5' });
    fails('papa-kartari', { saturn: 'pi 10', mars: 'ta 10', rahu: 'vi 5', venus: 'pi 20' });
  });
  it('Guru-Chandala: Jupiter with Rahu or Ketu', () => {
    expect(holds('guru-chandala', { jupiter: 'sg 10', rahu: 'sg 20' }).planets).toEqual(['jupiter', 'rahu']);
    expect(holds('guru-chandala', { jupiter: 'ge 2', rahu: 'sg 20' }).planets).toEqual(['jupiter', 'ketu']);
    fails('guru-chandala', { jupiter: 'sg 10', rahu: 'cp 10' });
  });
  it('Grahan: a luminary with a node', () => {
    expect(holds('grahan', { moon: 'vi 10' }).planets).toEqual(['moon', 'rahu']);
    fails('grahan', {});
  });
  it('Angaraka: Mars with a node', () => {
    holds('angaraka', { mars: 'pi 10' });
    fails('angaraka', {});
  });
  it('Vish: the Moon with Saturn', () => {
    holds('vish', { moon: 'cn 20' });
    fails('vish', {});
  });
  it('Kala Sarpa: all seven between the nodes', () => {
    const hemmed = {
      rahu: 'ar 10', sun: 'ge 10', moon: 'le 10', mars: 'ta 5', mercury: 'ge 25', jupiter: 'cn 5', venus: 'le 20', saturn: 'vi 10',
    } as const;
    expect(holds('kala-sarpa', hemmed).description).toContain('between Rahu and Ketu');
    expect(holds('kala-sarpa', { ...hemmed, rahu: 'li 10' }).description).toContain('between Ketu and Rahu');
    fails('kala-sarpa', { ...hemmed, saturn: 'sc 10' });
  });
});

describe('findYogas', () => {
  it('has an evaluator for every record, at least 40 yogas, and every one tested both ways above', () => {
    expect(CLASSICAL_YOGAS.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(YOGA_EVALUATORS).sort()).toEqual(CLASSICAL_YOGAS.map((record) => record.id).sort());
    for (const record of CLASSICAL_YOGAS) expect(tested.has(record.id), record.id).toBe(true);
  });

  it('reports records in data order with the rule, source and forming planets', () => {
    const results = findYogas(chart({ mars: 'cp 10' }));
    const ids = results.map((result) => result.id);
    expect(ids).toContain('ruchaka');
    expect(ids).toEqual(CLASSICAL_YOGAS.map((record) => record.id).filter((id) => ids.includes(id)));
    const ruchaka = results.find((result) => result.id === 'ruchaka');
    expect(ruchaka).toMatchObject({ name: 'Ruchaka Yoga', type: 'Benefic', planets: ['mars'], strength: 'Strong' });
    expect(ruchaka?.source).toContain('BPHS');
  });
});
