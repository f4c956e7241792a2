/**
 * The ten-porutham (South Indian) match from two sidereal Moon longitudes.
 *
 * Each case below is worked by hand from the rules of data/porutham.ts (star and sign counts written beside
 * them); outside published results are in test/reference/matching/porutham.reference.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { porutham, type PoruthamResult } from '../../astro/matching/porutham.ts';
import { PORUTHAMS, PORUTHAM_VERDICTS, RAJJUS, VEDHA_PAIRS } from '../../data/porutham.ts';

const STAR_DEG = 360 / 27;
const PADA_DEG = 360 / 108;

/** Sidereal longitude (degrees) in the middle of a pada: star 1–27, pada 1–4. */
function star(n: number, pada: 1 | 2 | 3 | 4 = 2): number {
  return (n - 1) * STAR_DEG + (pada - 1) * PADA_DEG + PADA_DEG / 2;
}

/** Sidereal longitude (degrees) at 15° of a sign 1–12. */
function sign(n: number): number {
  return (n - 1) * 30 + 15;
}

function match(brideDeg: number, groomDeg: number): PoruthamResult {
  return porutham({ moonLongitude: brideDeg }, { moonLongitude: groomDeg });
}

/**
 * `count` deterministic longitude pairs spread evenly over the 360° × 360° square: the R2 low-discrepancy
 * sequence (additive recurrence on the plastic number), started at `offset`, so every run tests the same pairs.
 */
function spreadPairs(count: number, offset: number): [number, number][] {
  const plastic = 1.324717957244746;
  const [stepA, stepB] = [1 / plastic, 1 / (plastic * plastic)];
  return Array.from({ length: count }, (_, i) => {
    const k = i + offset;
    return [((0.5 + stepA * k) % 1) * 360, ((0.5 + stepB * k) % 1) * 360] as [number, number];
  });
}

describe('porutham tables', () => {
  it('lists ten poruthams in order 1–10 with en and hi names and meanings', () => {
    expect(PORUTHAMS.map((entry) => entry.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const entry of PORUTHAMS) {
      expect(entry.en.length * entry.hi.length * entry.meaning.en.length * entry.meaning.hi.length).toBeGreaterThan(0);
    }
  });

  it('puts every nakshatra in exactly one rajju and in at most one vedha pair', () => {
    const rajjuStars = RAJJUS.flatMap((rajju) => rajju.stars as readonly string[]);
    expect(rajjuStars).toHaveLength(27);
    expect(new Set(rajjuStars).size).toBe(27);
    const vedhaStars = VEDHA_PAIRS.flat();
    expect(new Set(vedhaStars).size).toBe(vedhaStars.length);
    expect(vedhaStars).toHaveLength(26);
  });
});

describe('dina', () => {
  it('is uttama on count 4 (Ashwini bride, Rohini groom) and adhama on count 7 (Revati bride, Ardra groom)', () => {
    const good = match(star(1), star(4)).factors.dina;
    expect([good.groom.countFromOther, good.grade, good.agrees]).toEqual([4, 'uttama', true]);
    const bad = match(star(27), star(6)).factors.dina;
    expect([bad.groom.countFromOther, bad.grade, bad.agrees]).toEqual([7, 'adhama', false]);
  });

  it('makes count 12 madhyama except in the groom\'s first pada (Ashwini bride, Uttara Phalguni groom)', () => {
    expect(match(star(1), star(12, 2)).factors.dina.grade).toBe('madhyama');
    expect(match(star(1), star(12, 1)).factors.dina.grade).toBe('adhama');
  });

  it('is adhama when the groom\'s sign is 8th from the bride\'s, even on an uttama count (Ashwini → Jyeshtha = 18)', () => {
    const result = match(star(1), star(18));
    expect(result.factors.dina.groom.countFromOther).toBe(18);
    expect(result.factors.rasi.groom.countFromOther).toBe(8);
    expect(result.factors.dina.grade).toBe('adhama');
  });

  it('grades the same star by the star: Rohini uttama, Ashwini madhyama, Swati adhama', () => {
    expect(match(star(4, 1), star(4, 3)).factors.dina.grade).toBe('uttama');
    expect(match(star(1), star(1)).factors.dina.grade).toBe('madhyama');
    expect(match(star(15), star(15)).factors.dina.grade).toBe('adhama');
  });

  it('admits count 27 only within one sign (Bharani → Ashwini in Aries; Krittika 2 in Taurus → Bharani)', () => {
    expect(match(star(2), star(1)).factors.dina.grade).toBe('madhyama');
    const across = match(star(3, 2), star(2));
    expect(across.factors.dina.groom.countFromOther).toBe(27);
    expect(across.factors.dina.grade).toBe('adhama');
  });
});

describe('gana', () => {
  it('fails a Rakshasa bride with a Deva groom but admits the reverse, and agrees fully within one gana', () => {
    expect(match(star(3), star(1)).factors.gana.grade).toBe('adhama'); // Krittika (Rakshasa) bride, Ashwini (Deva) groom
    expect(match(star(1), star(3)).factors.gana.grade).toBe('madhyama');
    expect(match(star(1), star(5)).factors.gana.grade).toBe('uttama'); // Ashwini, Mrigashira: both Deva
  });
});

describe('mahendra', () => {
  it('agrees on count 4 and not on count 5 from the bride\'s star', () => {
    expect(match(star(1), star(4)).factors.mahendra.agrees).toBe(true);
    expect(match(star(1), star(5)).factors.mahendra.agrees).toBe(false);
  });
});

describe('stree-deergha', () => {
  it('is uttama beyond 13, madhyama 8–13 and adhama at 7 or less (counts from Ashwini)', () => {
    expect(match(star(1), star(14)).factors.streeDeergha.grade).toBe('uttama');
    expect(match(star(1), star(13)).factors.streeDeergha.grade).toBe('madhyama');
    expect(match(star(1), star(8)).factors.streeDeergha.grade).toBe('madhyama');
    expect(match(star(1), star(7)).factors.streeDeergha.grade).toBe('adhama');
  });
});

describe('yoni', () => {
  it('fails sworn enemies (horse Ashwini, buffalo Swati) and prefers a male groom with a female bride', () => {
    expect(match(star(1), star(15)).factors.yoni.grade).toBe('adhama');
    expect(match(star(24), star(1)).factors.yoni.grade).toBe('uttama'); // Shatabhisha mare bride, Ashwini horse groom
    expect(match(star(1), star(24)).factors.yoni.grade).toBe('madhyama');
  });
});

describe('rasi', () => {
  it('agrees on the 7th and the 5th, fails on the 6th and on Cancer–Capricorn', () => {
    expect(match(sign(1), sign(7)).factors.rasi.grade).toBe('uttama');
    expect(match(sign(1), sign(5)).factors.rasi.grade).toBe('madhyama');
    expect(match(sign(1), sign(6)).factors.rasi.agrees).toBe(false);
    expect(match(sign(4), sign(10)).factors.rasi.agrees).toBe(false);
    expect(match(sign(10), sign(4)).factors.rasi.agrees).toBe(false);
  });
});

describe('rasi-adhipati', () => {
  it('grades the sign lords: Mars–Sun friends, Mars–Venus neutral, Mars–Mercury neutral and enemy, one lord', () => {
    expect(match(sign(1), sign(5)).factors.rasiAdhipati.grade).toBe('uttama');
    expect(match(sign(1), sign(2)).factors.rasiAdhipati.grade).toBe('madhyama');
    expect(match(sign(1), sign(3)).factors.rasiAdhipati.grade).toBe('adhama');
    expect(match(sign(1), sign(8)).factors.rasiAdhipati.grade).toBe('uttama');
  });
});

describe('vasya', () => {
  it('agrees when either sign holds the other (Aries holds Leo) and not for Aries with Taurus', () => {
    const forward = match(sign(1), sign(5)).factors.vasya;
    expect([forward.bride.holdsOther, forward.groom.holdsOther, forward.agrees]).toEqual([true, false, true]);
    expect(match(sign(5), sign(1)).factors.vasya.agrees).toBe(true);
    expect(match(sign(1), sign(2)).factors.vasya.agrees).toBe(false);
  });
});

describe('rajju', () => {
  it('fails two stars of one rajju (Ashwini, Mula: pada) and agrees across rajjus (Ashwini, Bharani)', () => {
    const same = match(star(1), star(19)).factors.rajju;
    expect([same.bride, same.groom, same.agrees]).toEqual(['pada', 'pada', false]);
    expect(match(star(1), star(2)).factors.rajju.agrees).toBe(true);
  });
});

describe('vedha', () => {
  it('fails a vedha pair (Ashwini, Jyeshtha) and agrees for a star in no pair (Chitra, Chitra)', () => {
    const pair = match(star(1), star(18)).factors.vedha;
    expect([pair.bride.vedhaStar, pair.agrees]).toEqual(['jyeshtha', false]);
    const chitra = match(star(14), star(14)).factors.vedha;
    expect([chitra.bride.vedhaStar, chitra.agrees]).toEqual([null, true]);
  });
});

describe('verdict', () => {
  it('rejects a match whose rajju fails and names it among the failed essentials', () => {
    const result = match(star(1), star(19));
    expect(result.failedEssentials).toContain('rajju');
    expect(result.verdict).toBe('rejected');
  });

  it('keeps the count, the failed essentials and the verdict consistent with the factors (3000 spread pairs)', () => {
    const uttamaMin = PORUTHAM_VERDICTS.find((entry) => entry.id === 'uttama')?.minAgreeing as number;
    const seen = new Set<string>();
    // Each pair's broken rules, compared once: an expect per rule and pair cost more than the matching.
    const broken: string[] = [];
    const ids = PORUTHAMS.map((entry) => entry.id).join();
    for (const [a, b] of spreadPairs(3000, 13)) {
      const result = match(a, b);
      const factors = PORUTHAMS.map((entry) => result.factors[entry.id]);
      const agreeing = factors.filter((f) => f.agrees).length;
      const failedEssentials = factors.filter((f) => f.essential && !f.agrees).map((f) => f.porutham).join();
      const verdict = result.failedEssentials.length > 0 ? 'rejected' : result.agreeingCount >= uttamaMin ? 'uttama' : 'madhyama';
      const rules: [string, boolean][] = [
        ['factors in order', factors.map((f) => f.porutham).join() === ids],
        ['count of agreeing factors', result.agreeingCount === agreeing],
        ['count within 0…max', result.agreeingCount >= 0 && result.agreeingCount <= result.maxCount],
        ['max count 10', result.maxCount === 10],
        ['agrees unless adhama', factors.every((f) => f.agrees === (f.grade !== 'adhama'))],
        ['failed essentials', result.failedEssentials.join() === failedEssentials],
        ['verdict', result.verdict === verdict],
      ];
      for (const [rule, holds] of rules) if (!holds) broken.push(`${a} ${b}: ${rule}`);
      seen.add(result.verdict);
    }
    expect(broken).toEqual([]);
    expect([...seen].sort()).toEqual(['madhyama', 'rejected', 'uttama']);
  });
});

describe('porutham properties', () => {
  it('gives rajju, vedha, vasya and rasi-adhipati the same answer whichever partner is the bride (2000 spread pairs)', () => {
    const broken: string[] = [];
    for (const [a, b] of spreadPairs(2000, 5)) {
      const forward = match(a, b).factors;
      const swapped = match(b, a).factors;
      for (const id of ['rajju', 'vedha', 'vasya', 'rasiAdhipati'] as const) {
        if (swapped[id].grade !== forward[id].grade) broken.push(`${a} ${b}: ${id} ${forward[id].grade}, swapped ${swapped[id].grade}`);
      }
      const counts = forward.mahendra.groom.countFromOther + forward.mahendra.bride.countFromOther;
      if (counts !== (forward.mahendra.groom.countFromOther === 1 ? 2 : 29)) broken.push(`${a} ${b}: mahendra's two counts sum to ${counts}`);
    }
    expect(broken).toEqual([]);
  });

  it('reads the longitude modulo 360 (±1 turn, same factors and verdict) and answers the same every time (500 spread pairs)', () => {
    for (const [a, b] of spreadPairs(500, 3)) {
      const result = match(a, b);
      const shifted = match(a + 360, b - 720);
      expect({ ...shifted, bride: null, groom: null }).toEqual({ ...result, bride: null, groom: null });
      for (const side of ['bride', 'groom'] as const) {
        const { sign: s, nakshatra, pada } = shifted[side];
        expect({ s, nakshatra, pada }).toEqual({ s: result[side].sign, nakshatra: result[side].nakshatra, pada: result[side].pada });
      }
      expect(match(a, b)).toEqual(result);
    }
  });

  it('reads the star from the longitude, not a name: the two sides of the Krittika sign boundary differ in rasi', () => {
    const inAries = match(29.9, sign(7));
    const inTaurus = match(30.1, sign(7));
    expect([inAries.bride.nakshatraId, inTaurus.bride.nakshatraId]).toEqual(['krittika', 'krittika']);
    expect([inAries.factors.rasi.groom.countFromOther, inTaurus.factors.rasi.groom.countFromOther]).toEqual([7, 6]);
    expect([inAries.factors.rasi.agrees, inTaurus.factors.rasi.agrees]).toEqual([true, false]);
  });
});

describe('porutham by the Tamil almanac rules (poruthamRules=tamil)', () => {
  const tamil = (brideDeg: number, groomDeg: number) => porutham({ moonLongitude: brideDeg }, { moonLongitude: groomDeg }, 'tamil');

  it('counts dina from the groom\'s star: Ashwini bride, Rohini groom is the 25th (madhyama), Krittika bride, Ashwini groom the 3rd', () => {
    expect(match(star(1), star(4)).factors.dina.grade).toBe('uttama');
    expect(tamil(star(1), star(4)).factors.dina.grade).toBe('madhyama');
    expect(match(star(3), star(1)).factors.dina.grade).toBe('uttama');
    expect(tamil(star(3), star(1)).factors.dina.grade).toBe('adhama');
  });

  it('fails a Rakshasa groom with a Deva bride (Ashwini bride, Krittika groom), which the standard rule admits', () => {
    expect([match(star(1), star(3)).factors.gana.agrees, tamil(star(1), star(3)).factors.gana.agrees]).toEqual([true, false]);
  });

  it('makes the serpent and the rat enemies (Rohini bride, Magha groom)', () => {
    expect([match(star(4), star(10)).factors.yoni.agrees, tamil(star(4), star(10)).factors.yoni.agrees]).toEqual([true, false]);
  });

  it('agrees on rasi only beyond the 6th sign from the bride\'s: Aries with Gemini (3rd) fails, with Libra (7th) agrees', () => {
    expect([match(sign(1), sign(3)).factors.rasi.agrees, tamil(sign(1), sign(3)).factors.rasi.agrees]).toEqual([true, false]);
    expect(tamil(sign(1), sign(7)).factors.rasi.grade).toBe('uttama');
  });

  it('reads rasi-adhipati from the accepted lords: the Sun accepts Jupiter only, one lord is not accepted', () => {
    expect(tamil(sign(5), sign(9)).factors.rasiAdhipati.agrees).toBe(true);
    expect([match(sign(5), sign(4)).factors.rasiAdhipati.agrees, tamil(sign(5), sign(4)).factors.rasiAdhipati.agrees]).toEqual([true, false]);
    expect([match(sign(1), sign(8)).factors.rasiAdhipati.agrees, tamil(sign(1), sign(8)).factors.rasiAdhipati.agrees]).toEqual([true, false]);
  });

  it('agrees on vasya only when the bride\'s sign holds the groom\'s (Aries holds Leo)', () => {
    expect([match(sign(5), sign(1)).factors.vasya.agrees, tamil(sign(5), sign(1)).factors.vasya.agrees]).toEqual([true, false]);
    expect(tamil(sign(1), sign(5)).factors.vasya.agrees).toBe(true);
  });

  it('admits one rajju in opposite directions (Ashwini ascending, Ashlesha descending) but not in one (Ashwini, Magha) nor two head stars', () => {
    expect([match(star(1), star(9)).factors.rajju.agrees, tamil(star(1), star(9)).factors.rajju.agrees]).toEqual([false, true]);
    expect(tamil(star(1), star(10)).factors.rajju.agrees).toBe(false);
    expect(tamil(star(5), star(14)).factors.rajju.agrees).toBe(false);
    expect(tamil(star(4), star(6)).factors.rajju.agrees).toBe(true);
  });

  it('gives every star of a rajju but the head\'s one direction', () => {
    for (const rajju of RAJJUS) {
      const halves = [...rajju.ascending, ...rajju.descending] as string[];
      expect(halves.sort(), rajju.id).toEqual(rajju.id === 'siro' ? [] : [...rajju.stars].sort());
    }
  });

  it('changes neither mahendra, stree-deergha nor vedha, and reports the set (500 spread pairs)', () => {
    for (const [a, b] of spreadPairs(500, 9)) {
      const [standard, south] = [match(a, b), tamil(a, b)];
      for (const id of ['mahendra', 'streeDeergha', 'vedha'] as const) expect(south.factors[id]).toEqual(standard.factors[id]);
      expect([standard.rules, south.rules]).toEqual(['standard', 'tamil']);
    }
  });
});
