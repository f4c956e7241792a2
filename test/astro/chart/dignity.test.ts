import { describe, expect, it } from 'vitest';
import {
  COMBUSTION_ORBS_DEG,
  compoundRelationship,
  dignityOf,
  grahaConditions,
  isCombust,
  planetaryWars,
  temporalRelationship,
} from '../../../astro/chart/dignity.ts';
import { GRAHA_IDS, type GrahaId, nakshatraPada } from '../../../astro/chart/placement.ts';
import { placementsBySlot as placements } from '../../helpers/placements.ts';

describe('dignityOf', () => {
  it('Moon: exalted in Taurus 0°–3°, moolatrikona 3°–30°, own in Cancer, debilitated in Scorpio', () => {
    expect(dignityOf(placements(1, { moon: [2, 2.9] }), 'moon')).toBe('exalted');
    expect(dignityOf(placements(1, { moon: [2, 3] }), 'moon')).toBe('moolatrikona');
    expect(dignityOf(placements(1, { moon: [4, 20] }), 'moon')).toBe('own');
    expect(dignityOf(placements(1, { moon: [8, 3] }), 'moon')).toBe('debilitated');
  });

  it('Mercury in Virgo: exalted to 15°, moolatrikona 15°–20°, own beyond', () => {
    expect(dignityOf(placements(1, { mercury: [6, 14.99] }), 'mercury')).toBe('exalted');
    expect(dignityOf(placements(1, { mercury: [6, 15] }), 'mercury')).toBe('moolatrikona');
    expect(dignityOf(placements(1, { mercury: [6, 25] }), 'mercury')).toBe('own');
    expect(dignityOf(placements(1, { mercury: [12, 1] }), 'mercury')).toBe('debilitated');
  });

  it('Sun: moolatrikona in Leo 0°–20°, own 20°–30°, exalted in Aries, debilitated in Libra', () => {
    expect(dignityOf(placements(1, { sun: [5, 19.9] }), 'sun')).toBe('moolatrikona');
    expect(dignityOf(placements(1, { sun: [5, 20] }), 'sun')).toBe('own');
    expect(dignityOf(placements(1, { sun: [1, 29] }), 'sun')).toBe('exalted');
    expect(dignityOf(placements(1, { sun: [7, 10] }), 'sun')).toBe('debilitated');
  });

  it('Rahu own in Aquarius, exalted in Taurus; Ketu own in Scorpio', () => {
    expect(dignityOf(placements(1, { rahu: [11, 5] }), 'rahu')).toBe('own');
    expect(dignityOf(placements(1, { rahu: [2, 5] }), 'rahu')).toBe('exalted');
    expect(dignityOf(placements(1, { ketu: [8, 5] }), 'ketu')).toBe('exalted');
  });

  it('otherwise the compound relationship with the sign lord', () => {
    // Jupiter in Leo (Sun, natural friend); Sun in the 4th from Jupiter (Scorpio): temporary friend.
    expect(dignityOf(placements(1, { jupiter: [5, 10], sun: [8, 10] }), 'jupiter')).toBe('great-friend');
    // Same with the Sun in Leo with Jupiter: temporary enemy → neutral.
    expect(dignityOf(placements(1, { jupiter: [5, 10], sun: [5, 1] }), 'jupiter')).toBe('neutral');
    // Saturn in Leo, Sun (natural enemy) in the 7th from Saturn: great enemy.
    expect(dignityOf(placements(1, { saturn: [5, 10], sun: [11, 1] }), 'saturn')).toBe('great-enemy');
  });
});

describe('compound relationships: P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, Example 5', () => {
  // Lord Rama's chart of the book's Figure 1 (as transcribed in PyJHora tests/pvr_tests.py, chart_rama):
  // Sun Ar, Mercury Ta, Ketu Ge, Lagna/Moon/Jupiter Cn, Saturn Li, Rahu Sg, Mars Cp, Venus Pi.
  const rama = placements(4, {
    sun: [1, 10], moon: [4, 10], mars: [10, 10], mercury: [2, 10], jupiter: [4, 5], venus: [12, 10], saturn: [7, 10], rahu: [9, 10], ketu: [3, 10],
  });
  const words = ['great-enemy', 'enemy', 'neutral', 'friend', 'great-friend'] as const;
  // The book's answer (0 = great enemy … 4 = great friend) for the seven bodies, row = the graha, column = the other.
  const book = [
    [null, 4, 4, 3, 4, 2, 0],
    [4, null, 1, 4, 1, 1, 3],
    [4, 2, null, 0, 2, 3, 3],
    [4, 2, 1, null, 3, 4, 1],
    [4, 2, 2, 2, null, 0, 3],
    [2, 0, 3, 4, 1, null, 2],
    [0, 2, 2, 2, 3, 2, null],
  ];
  const seven: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

  it('temporary friends of the Sun are Moon, Mars, Mercury, Jupiter, Venus and Ketu', () => {
    const friends = GRAHA_IDS.filter((graha) => graha !== 'sun' && temporalRelationship(rama, 'sun', graha) === 'friend');
    expect(friends).toEqual(['moon', 'mars', 'mercury', 'jupiter', 'venus', 'ketu']);
  });

  it('the 42 compound relationships among the seven bodies match the book', () => {
    seven.forEach((graha, i) =>
      seven.forEach((other, j) => {
        const expected = book[i]?.[j];
        if (expected === null || expected === undefined) return;
        expect(compoundRelationship(rama, graha, other), `${graha} → ${other}`).toBe(words[expected]);
      }),
    );
  });
});

describe('combustion', () => {
  it('uses the direct and retrograde orbs of Surya Siddhanta ch. 9', () => {
    expect(COMBUSTION_ORBS_DEG.mercury).toEqual({ direct: 14, retrograde: 12 });
    expect(isCombust(placements(1, { sun: [1, 10], mercury: [1, 23.9] }), 'mercury')).toBe(true);
    expect(isCombust(placements(1, { sun: [1, 10], mercury: [1, 23.9, -0.5, 0] }), 'mercury')).toBe(false);
    expect(isCombust(placements(1, { sun: [1, 10], venus: [12, 29, -0.3, 0] }), 'venus')).toBe(false); // 11° > 8°
    expect(isCombust(placements(1, { sun: [1, 10], venus: [1, 2, -0.3, 0] }), 'venus')).toBe(true); // 8°: the edge counts
    expect(isCombust(placements(1, { sun: [1, 10], venus: [1, 20.5] }), 'venus')).toBe(false); // 10.5° > 10°
  });

  it('measures across 0° Aries and never makes the Sun or the nodes combust', () => {
    expect(isCombust(placements(1, { sun: [1, 2], saturn: [12, 18] }), 'saturn')).toBe(true); // 14° < 15°
    expect(isCombust(placements(1, { sun: [1, 2], rahu: [1, 2] }), 'rahu')).toBe(false);
    expect(isCombust(placements(1, { sun: [1, 2] }), 'sun')).toBe(false);
  });
});

describe('planetary war', () => {
  it('two star-planets within 1°: the more northern wins', () => {
    const wars = planetaryWars(placements(1, { mars: [4, 10.3, 0.5, 1.2], jupiter: [4, 10.9, 0.1, 0.5] }));
    expect(wars).toHaveLength(1);
    expect(wars[0]).toMatchObject({ winner: 'mars', loser: 'jupiter' });
    expect(wars[0]?.separationDeg).toBeCloseTo(0.6, 12);
  });

  it('none beyond 1° and none involving the Sun or Moon', () => {
    expect(planetaryWars(placements(1, { mars: [4, 10], jupiter: [4, 11.2], sun: [5, 1], moon: [5, 1.5] }))).toHaveLength(0);
  });

  it('is reported in the graha conditions', () => {
    const conditions = grahaConditions(placements(1, { venus: [2, 5, 1, -1], saturn: [2, 5.5, 0.1, 2] }));
    expect(conditions.venus.war?.winner).toBe('saturn');
    expect(conditions.saturn.war?.loser).toBe('venus');
    expect(conditions.mars.war).toBeNull();
  });
});

describe('nakshatra pada', () => {
  it('numbers nakshatras 1–27 and padas 1–4, boundaries to the later division', () => {
    expect(nakshatraPada(0)).toEqual({ nakshatra: 1, pada: 1 });
    expect(nakshatraPada(3 + 20 / 60)).toEqual({ nakshatra: 1, pada: 2 });
    expect(nakshatraPada(13 + 20 / 60)).toEqual({ nakshatra: 2, pada: 1 });
    expect(nakshatraPada(359.999)).toEqual({ nakshatra: 27, pada: 4 });
    expect(nakshatraPada(-1)).toEqual({ nakshatra: 27, pada: 4 });
  });
});
