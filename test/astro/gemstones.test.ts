/**
 * Gemstone recommendation on hand-built charts (no astronomy): each selection rule where it applies and where it
 * does not, the strength score and its composition, priorities, precautions, the zodiac answer of every sign and
 * the completeness of every gemstone record. Charts are written as signs and degrees; the comments give houses.
 */
import { describe, expect, it } from 'vitest';
import { STRENGTH_POINTS, planetStrengths, strengthScore } from '../../astro/recommendations/gemstone-strength.ts';
import { gemstoneWearing } from '../../astro/recommendations/gemstone-wearing.ts';
import { gemstoneRecommendation, incompatibleRatnas, stonesConflict, zodiacGemstones } from '../../astro/recommendations/gemstones.ts';
import { GRAHA_IDS, type GrahaId, type Placements, type SignNumber } from '../../astro/chart/placement.ts';
import {
  GEMSTONES,
  GEMSTONE_RULES,
  GEMSTONE_SOURCES,
  NODE_STONE_CONFLICTS,
  gemstoneById,
  isGemstoneId,
  ratnaOf,
  type GemstoneId,
} from '../../data/gemstones.ts';
import { GRAHAS } from '../../data/grahas.ts';
import { type ChartSpec, placementsOf } from '../helpers/placements.ts';


function chart(spec: ChartSpec): Placements {
  return placementsOf(spec, {}, { directSpeedDegPerDay: 0.7 });
}

/**
 * Aries lagna, Mars debilitated in Cancer (4th, a kendra: −3 + 1 = −2, Weak), the Sun in Aquarius (11th, far
 * from Mars), Jupiter in Sagittarius (9th, own sign), the Moon in Taurus (2nd).
 */
const WEAK_ARIES = chart({
  lagna: 'ar 10', sun: 'aq 10', moon: 'ta 15', mars: 'cn 15', mercury: 'pi 20', jupiter: 'sg 5',
  venus: 'cp 20', saturn: 'ge 10', rahu: 'vi 10', ketu: 'pi 10',
});

/**
 * Leo lagna, the Sun exalted in Aries (9th, a trikona: 3 + 1 = 4, Strong), Mars (yogakaraka, 4th and 9th lord) in
 * its own sign Scorpio (4th, a kendra: 2 + 1 = 3, Strong), Jupiter (5th and 8th lord) in Sagittarius.
 */
const STRONG_LEO = chart({
  lagna: 'le 10', sun: 'ar 12', moon: 'ta 15', mars: 'sc 10', mercury: 'pi 25', jupiter: 'sg 5',
  venus: 'ta 5', saturn: 'li 10', rahu: 'ge 10', ketu: 'sg 10',
});

describe('strength', () => {
  it('the score scale is derived from the dasha tables, the shadbala rule included: −8 … 7 points', () => {
    expect(STRENGTH_POINTS).toEqual({ min: -8, max: 7 });
    expect(strengthScore(-8)).toBe(0);
    expect(strengthScore(7)).toBe(100);
    expect(strengthScore(-2)).toBe(Math.round((6 / 15) * 100));
  });

  it('a debilitated Mars in a kendra: −2 points, Weak, afflicted, composition sums to the points', () => {
    const mars = planetStrengths(WEAK_ARIES).mars;
    expect(mars.composition).toEqual([{ rule: 'dignity.debilitated', points: -3 }, { rule: 'house.kendra', points: 1 }]);
    expect(mars.points).toBe(-2);
    expect(mars.level).toBe('Weak');
    expect(mars.score).toBe(40);
    expect(mars.afflictions).toEqual(['gem.affliction.debilitated']);
  });

  it('every graha of both charts: composition sums to the points, score in 0–100', () => {
    for (const placements of [WEAK_ARIES, STRONG_LEO]) {
      for (const strength of Object.values(planetStrengths(placements))) {
        expect(strength.composition.reduce((sum, part) => sum + part.points, 0), strength.graha).toBe(strength.points);
        expect(strength.score).toBeGreaterThanOrEqual(0);
        expect(strength.score).toBeLessThanOrEqual(100);
      }
    }
  });

  it('combust and a lost war are afflictions', () => {
    const combust = chart({ ...SPEC_LEO, mercury: 'ar 14' }); // 2° from the Sun at Aries 12°
    expect(planetStrengths(combust).mercury.afflictions).toContain('gem.affliction.combust');
    const war = planetStrengths(chart({ ...SPEC_LEO, venus: 'li 10.5' })); // Venus and Saturn 0.5° apart, same latitude
    const loser = war.venus.warLost ? war.venus : war.saturn;
    expect(loser.afflictions).toContain('gem.affliction.war-lost');
  });
});

const SPEC_LEO: ChartSpec = {
  lagna: 'le 10', sun: 'ar 12', moon: 'ta 15', mars: 'sc 10', mercury: 'pi 25', jupiter: 'sg 5',
  venus: 'ta 5', saturn: 'li 10', rahu: 'ge 10', ketu: 'sg 10',
};

describe('primary stone', () => {
  it('a weak lagna lord gets its own stone, with the reason traced to the chart', () => {
    const result = gemstoneRecommendation(WEAK_ARIES);
    expect(result.primary.stone).toBe('red-coral');
    expect(result.primary.planet).toBe('mars');
    expect(result.primary.role).toBe('lagna-lord');
    expect(result.primary.rules).toEqual([
      'gem.primary.lagna-lord', 'functional.lagna-lord', 'dignity.debilitated', 'house.kendra', 'strength.weak',
      'gem.affliction.debilitated',
    ]);
    expect(result.planetaryStrengths.weak).toContain('mars');
    expect(result.planetaryStrengths.afflicted).toContain('mars');
    expect(result.primary.minimumCarats).toBe(5);
    expect(result.alternatives).toEqual([{ stone: 'carnelian', substituteFor: 'red-coral', effectiveness: 'milder', rank: 1 }]);
  });

  it('a strong lagna lord still gives the life stone, and is listed strong', () => {
    const result = gemstoneRecommendation(STRONG_LEO);
    expect(result.primary).toMatchObject({ stone: 'ruby', planet: 'sun', role: 'lagna-lord' });
    expect(result.primary.rules).toEqual(['gem.primary.lagna-lord', 'functional.lagna-lord', 'dignity.exalted', 'house.trikona', 'strength.strong']);
    expect(result.planetaryStrengths.strong).toContain('sun');
    expect(result.alternatives.map((a) => a.stone)).toEqual(['red-spinel', 'garnet']);
    expect(result.wearing).toMatchObject({ stone: 'ruby', day: 0, finger: { en: 'Ring finger', hi: 'अनामिका' } });
  });

  it('a lagna lord in a dusthana gives way to a favorable, well-placed 9th lord and becomes secondary', () => {
    // Taurus lagna; Venus in Sagittarius (8th); Saturn, yogakaraka (9th and 10th lord), in Capricorn (9th).
    const result = gemstoneRecommendation(chart({
      lagna: 'ta 10', sun: 'ar 20', moon: 'cn 10', mars: 'le 10', mercury: 'ar 2', jupiter: 'pi 10',
      venus: 'sg 10', saturn: 'cp 10', rahu: 'ge 10', ketu: 'sg 20',
    }));
    expect(result.primary).toMatchObject({ stone: 'blue-sapphire', planet: 'saturn', role: 'ninth-lord' });
    expect(result.primary.rules[0]).toBe('gem.primary.trikona-lord');
    const lagnaLord = result.secondary.find((pick) => pick.role === 'lagna-lord');
    expect(lagnaLord).toMatchObject({ stone: 'diamond', planet: 'venus' });
    expect(result.precautions).toContainEqual({ rule: 'gem.precaution.dusthana-placement', stone: 'diamond', planet: 'venus', house: 8 });
    expect(result.precautions).toContainEqual({ rule: 'gem.precaution.trial', stone: 'blue-sapphire', days: 3 });
  });

  it('a lagna lord in a dusthana stays primary when no trikona lord qualifies, with the precaution', () => {
    // Taurus lagna; Venus in the 8th; Saturn (9th lord) in Libra (6th) and Mercury (5th lord) in Aries (12th).
    const result = gemstoneRecommendation(chart({
      lagna: 'ta 10', sun: 'ar 20', moon: 'cn 10', mars: 'le 10', mercury: 'ar 2', jupiter: 'pi 10',
      venus: 'sg 10', saturn: 'li 10', rahu: 'ge 10', ketu: 'sg 20',
    }));
    expect(result.primary).toMatchObject({ stone: 'diamond', role: 'lagna-lord' });
    expect(result.primary.rules[0]).toBe('gem.primary.lagna-lord');
    expect(result.precautions).toContainEqual({ rule: 'gem.precaution.dusthana-placement', stone: 'diamond', planet: 'venus', house: 8 });
  });
});

describe('secondary stones', () => {
  it('Leo: the yogakaraka Mars, strong, is medium; the 5th lord Jupiter, neutral (also 8th lord), is left out', () => {
    const result = gemstoneRecommendation(STRONG_LEO);
    expect(result.secondary.map((pick) => [pick.stone, pick.role, pick.priority])).toEqual([['red-coral', 'yogakaraka', 'medium']]);
  });

  it('a yogakaraka in a dusthana, even strong, is high priority (afflicted)', () => {
    const result = gemstoneRecommendation(chart({ ...SPEC_LEO, mars: 'cp 20' })); // exalted in the 6th
    expect(result.secondary[0]).toMatchObject({ stone: 'red-coral', priority: 'high' });
    expect(result.strengths.mars.level).toBe('Strong');
    expect(result.precautions).toContainEqual({ rule: 'gem.precaution.dusthana-placement', stone: 'red-coral', planet: 'mars', house: 6 });
  });

  it('a weak yogakaraka is high priority', () => {
    const result = gemstoneRecommendation(chart({ ...SPEC_LEO, mars: 'cn 20' })); // debilitated in the 12th
    expect(result.secondary[0]).toMatchObject({ stone: 'red-coral', priority: 'high', priorityRule: 'gem.priority.high' });
  });

  it('Aries: a strong 9th lord is low priority, a moderate 5th lord medium', () => {
    const result = gemstoneRecommendation(WEAK_ARIES);
    // Jupiter in Sagittarius 5°, moolatrikona, in the 9th (2 + 1 = 3, Strong); the Sun in Aquarius, 11th: Saturn,
    // its natural enemy, in Gemini, 5th from the Sun (temporary enemy) makes it a great enemy's sign (−2), and the
    // upachaya adds 1 for a malefic: −1, Moderate.
    expect(result.secondary.map((pick) => [pick.stone, pick.role, pick.priority])).toEqual([
      ['ruby', 'fifth-lord', 'medium'], ['yellow-sapphire', 'ninth-lord', 'low'],
    ]);
  });
});

describe('precautions', () => {
  it('stones at enmity with the picks are listed once, each naming the stone it conflicts with', () => {
    const result = gemstoneRecommendation(STRONG_LEO); // ruby and red coral
    const incompatible = result.precautions.filter((p) => p.rule === 'gem.precaution.incompatible');
    expect(incompatible).toEqual([
      { rule: 'gem.precaution.incompatible', stone: 'diamond', conflictsWith: 'ruby' },
      { rule: 'gem.precaution.incompatible', stone: 'blue-sapphire', conflictsWith: 'ruby' },
      { rule: 'gem.precaution.incompatible', stone: 'hessonite', conflictsWith: 'ruby' },
      { rule: 'gem.precaution.incompatible', stone: 'cats-eye', conflictsWith: 'ruby' },
      { rule: 'gem.precaution.incompatible', stone: 'emerald', conflictsWith: 'red-coral' },
    ]);
  });

  it('functional malefics for Leo (Mercury 2/11, Venus 3/10, Saturn 6/7) are to be avoided', () => {
    const avoided = gemstoneRecommendation(STRONG_LEO).precautions
      .filter((p) => p.rule === 'gem.precaution.functional-malefic').map((p) => p.stone);
    expect(avoided).toEqual(expect.arrayContaining(['emerald', 'diamond', 'blue-sapphire']));
    expect(avoided).not.toContain('ruby');
  });

  it('the conflicts among the seven are exactly the published list (MJP)', () => {
    const published: [GrahaId, GrahaId][] = [
      ['sun', 'saturn'], ['sun', 'venus'], ['moon', 'mercury'], ['moon', 'venus'], ['moon', 'saturn'],
      ['mars', 'mercury'], ['mars', 'saturn'], ['jupiter', 'mercury'], ['jupiter', 'venus'],
    ];
    const seven = GRAHA_IDS.filter((g) => g !== 'rahu' && g !== 'ketu');
    const derived = seven.flatMap((a, i) => seven.slice(i + 1).filter((b) => stonesConflict(a, b)).map((b) => [a, b]));
    const key = (pair: readonly string[]) => [...pair].sort().join('-');
    expect(derived.map(key).sort()).toEqual(published.map(key).sort());
    for (const { grahas: [a, b] } of NODE_STONE_CONFLICTS) {
      expect(stonesConflict(a, b)).toBe(true);
      expect(stonesConflict(b, a)).toBe(true);
    }
    expect(incompatibleRatnas('sun')).toEqual(['diamond', 'blue-sapphire', 'hessonite', 'cats-eye']);
    expect(incompatibleRatnas('rahu')).toEqual(['ruby', 'pearl', 'cats-eye']);
    expect(stonesConflict('rahu', 'mars')).toBe(false);
  });

  it('trial periods for blue sapphire, hessonite and cat\'s eye only', () => {
    const trial = GEMSTONES.filter((s) => s.kind === 'ratna' && s.trialDays !== null).map((s) => s.id);
    expect(trial).toEqual(['blue-sapphire', 'hessonite', 'cats-eye']);
    // Capricorn lagna, Saturn in its own sign in the lagna: blue sapphire primary, on trial.
    const result = gemstoneRecommendation(chart({ ...SPEC_LEO, lagna: 'cp 10', saturn: 'cp 15', sun: 'ar 10' }));
    expect(result.primary.stone).toBe('blue-sapphire');
    expect(result.precautions[0]).toEqual({ rule: 'gem.precaution.trial', stone: 'blue-sapphire', days: 3 });
  });
});

describe('zodiac gemstones', () => {
  // Lords of the sign, of the 5th and of the 9th sign from it (BPHS ch. 4), and whether each trikona lord also
  // rules the 3rd, 6th, 8th or 11th from the sign (then: only in its own dasha).
  const EXPECTED: Record<SignNumber, [GrahaId, [GrahaId, boolean], [GrahaId, boolean]]> = {
    1: ['mars', ['sun', false], ['jupiter', false]],
    2: ['venus', ['mercury', false], ['saturn', false]],
    3: ['mercury', ['venus', false], ['saturn', true]],
    4: ['moon', ['mars', false], ['jupiter', true]],
    5: ['sun', ['jupiter', true], ['mars', false]],
    6: ['mercury', ['saturn', true], ['venus', false]],
    7: ['venus', ['saturn', false], ['mercury', false]],
    8: ['mars', ['jupiter', false], ['moon', false]],
    9: ['jupiter', ['mars', false], ['sun', false]],
    10: ['saturn', ['venus', false], ['mercury', true]],
    11: ['saturn', ['mercury', true], ['venus', false]],
    12: ['jupiter', ['moon', false], ['mars', false]],
  };
  it.each(Object.entries(EXPECTED))('sign %s', (n, [lord, fifth, ninth]) => {
    const answer = zodiacGemstones(Number(n) as SignNumber);
    expect(answer.rulingPlanet).toBe(lord);
    expect(answer.primary).toBe(ratnaOf(lord).id);
    expect(answer.wearing.stone).toBe(answer.primary);
    expect(answer.supporting.map((s) => [s.role, s.planet, s.stone, s.whenToUse === 'in-own-dasha-only'])).toEqual([
      ['fifth-lord', fifth[0], ratnaOf(fifth[0]).id, fifth[1]],
      ['ninth-lord', ninth[0], ratnaOf(ninth[0]).id, ninth[1]],
    ]);
  });

  it('elements follow the sign table', () => {
    expect([1, 2, 3, 4].map((n) => zodiacGemstones(n as SignNumber).element)).toEqual(['fire', 'earth', 'air', 'water']);
  });

  it('Cancer: Jupiter as 9th lord also rules the 6th', () => {
    expect(zodiacGemstones(4).supporting[1]).toMatchObject({ planet: 'jupiter', house: 9, alsoRules: [6] });
  });
});

describe('gemstone records', () => {
  const devanagari = /[\u0900-\u097F]/;

  it('every record is complete in both languages with mineral data', () => {
    for (const stone of GEMSTONES) {
      expect(stone.id, stone.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(isGemstoneId(stone.id)).toBe(true);
      for (const words of [stone, stone.mineral, stone.properties, stone.verification.signs]) {
        expect(words.en.length, stone.id).toBeGreaterThan(2);
        expect(words.hi, stone.id).toMatch(devanagari);
      }
      expect(stone.colours.en.length).toBe(stone.colours.hi.length);
      expect(stone.colours.en.length).toBeGreaterThan(0);
      expect(stone.hardnessMohs.min).toBeGreaterThanOrEqual(2);
      expect(stone.hardnessMohs.max).toBeLessThanOrEqual(10);
      expect(stone.hardnessMohs.min).toBeLessThanOrEqual(stone.hardnessMohs.max);
      const { refractiveIndex, specificGravity } = stone.verification;
      expect(refractiveIndex, stone.id).not.toBeNull();
      expect(refractiveIndex!.min).toBeGreaterThan(1.4);
      expect(refractiveIndex!.max).toBeLessThan(2.5);
      expect(specificGravity.min).toBeGreaterThan(2.4);
      expect(specificGravity.max).toBeLessThan(5);
      for (const token of stone.source.split(';').map((s) => s.trim())) {
        expect(Object.keys(GEMSTONE_SOURCES), `${stone.id}: ${token}`).toContain(token);
      }
    }
  });

  it('one ratna per graha, named as in the spec\'s planet table (data/grahas.ts)', () => {
    for (const graha of GRAHAS) expect(ratnaOf(graha.id).en).toBe(graha.gemstone);
    expect(GEMSTONES.filter((s) => s.kind === 'ratna')).toHaveLength(9);
  });

  it('substitutes and their ratnas point at each other, with the same planet', () => {
    for (const stone of GEMSTONES) {
      if (stone.kind === 'ratna') {
        expect(stone.substitutes.length, stone.id).toBeGreaterThan(0);
        expect(stone.benefits.en).toHaveLength(3);
        expect(stone.benefits.hi).toHaveLength(3);
        expect(stone.minimumCarats).toBeGreaterThan(0);
        for (const id of stone.substitutes) {
          const sub = gemstoneById(id as GemstoneId);
          expect(sub.kind).toBe('upratna');
          expect(sub.planet).toBe(stone.planet);
          expect((sub as { substituteFor: string }).substituteFor).toBe(stone.id);
        }
      } else {
        const ratna = gemstoneById(stone.substituteFor as GemstoneId);
        expect((ratna as { substitutes: readonly string[] }).substitutes).toContain(stone.id);
      }
    }
  });

  it('wearing reuses the graha\'s finger, metal, weekday and beej mantra; the nodes take their remedy day', () => {
    for (const graha of GRAHAS) {
      const wearing = gemstoneWearing(ratnaOf(graha.id).id);
      expect(wearing.finger.en).toBe(graha.finger);
      expect(wearing.finger.hi).toMatch(devanagari);
      expect(wearing.metal.en).toBe(graha.metal);
      expect(wearing.metal.hi).toMatch(devanagari);
      expect(wearing.mantra).toEqual(graha.beejMantra);
      if (graha.weekday !== null) expect(wearing.day).toBe(graha.weekday);
    }
    expect(gemstoneWearing('hessonite').day).toBe(6);
    expect(gemstoneWearing('cats-eye').day).toBe(2);
    expect(gemstoneWearing('iolite').planet).toBe('saturn');
  });

  it('every rule has an explanation in both languages and cited sources', () => {
    const ids = GEMSTONE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of GEMSTONE_RULES) {
      expect(rule.hi).toMatch(devanagari);
      expect(rule.source.split(';')[0]!.trim() in GEMSTONE_SOURCES, rule.id).toBe(true);
    }
  });
});
