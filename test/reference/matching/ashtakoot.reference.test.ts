/**
 * Ashtakoot koota points over a grid of Moon positions against published tables (published-milan.ts, sources
 * beside each value; README.md says what is compared and what is left out).
 */
import { describe, expect, it } from 'vitest';
import { ashtakoot } from '../../../astro/matching/ashtakoot.ts';
import {
  DRIKPANCHANG_VARNA,
  FUTURE_POINT_MAITRI,
  FUTURE_POINT_MAITRI_TABLES,
  PUBLISHED_GANA,
  PUBLISHED_NADI,
  PUBLISHED_SIGN_LORDS,
  SARAVALI_DINA,
  SARAVALI_RASI_BENEFIC_COUNTS,
  SARAVALI_YONI,
  SIGN_ORDER,
} from './published-milan.ts';

const NAKSHATRA_DEG = 360 / 27;
/** The middle of every nakshatra, plus 0.5° either side of each sign boundary inside a straddling nakshatra. */
const GRID: number[] = [
  ...Array.from({ length: 27 }, (_, i) => (i + 0.5) * NAKSHATRA_DEG),
  ...[30, 60, 90, 150, 180, 210, 270, 300, 330].flatMap((boundary) => [boundary - 0.5, boundary + 0.5]),
];

/** Star 1–27 (Ashwini = 1) and sign 0–11 (Aries = 0) of a longitude, by definition (13°20′ stars, 30° signs). */
const starOf = (deg: number) => Math.floor(deg / NAKSHATRA_DEG) + 1;
const signOf = (deg: number) => Math.floor(deg / 30);
/** Inclusive count of stars from one star to another (the star itself is the first). */
const starCount = (from: number, to: number) => ((to - from + 27) % 27) + 1;

type Relation = 'friend' | 'neutral' | 'enemy';
const RELATION_ORDER: readonly Relation[] = ['friend', 'neutral', 'enemy'];
/** How `of` regards `other` in Future Point's printed friendship table. */
function printedRelation(of: string, other: string): Relation {
  const row = FUTURE_POINT_MAITRI_TABLES.relations[of as keyof typeof FUTURE_POINT_MAITRI_TABLES.relations];
  return RELATION_ORDER.find((rel) => (row[rel] as readonly string[]).includes(other))!;
}

/**
 * The differences `differs` names over every grid pair (bride, groom), asserted to be none: a failure lists them all
 * (the pairs are thousands, one assertion each would cost more than the comparisons).
 */
function expectNoDifference(differs: (bride: number, groom: number) => readonly (string | null)[]): void {
  const found: string[] = [];
  for (const bride of GRID) for (const groom of GRID) for (const difference of differs(bride, groom)) if (difference !== null) found.push(difference);
  expect(found).toEqual([]);
}

/** Null when ours is the published value, else a line saying where they differ. */
function compared(ours: unknown, published: unknown, where: string): string | null {
  return JSON.stringify(ours) === JSON.stringify(published) ? null : `${where}: ours ${JSON.stringify(ours)}, published ${JSON.stringify(published)}`;
}

describe('published guna milan tables', () => {
  it('yoni: every grid pair matches saravali.de (Maitreya), bar its two self-inconsistent cells', () => {
    let comparedPairs = 0;
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const [b, g] = [r.kootas.yoni.bride.animal, r.kootas.yoni.groom.animal];
      if (SARAVALI_YONI.selfInconsistent.some(([x, y]) => x === b && y === g)) return [];
      comparedPairs += 1;
      return [compared(r.kootas.yoni.points, SARAVALI_YONI.rows[SARAVALI_YONI.order.indexOf(b)]![SARAVALI_YONI.order.indexOf(g)], `${b}/${g} (${SARAVALI_YONI.source})`)];
    });
    expect(comparedPairs).toBeGreaterThan(1900);
  });

  it('gana: every grid pair matches the published groom-by-bride table', () => {
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const row = PUBLISHED_GANA.find((p) => p.groom === r.kootas.gana.groom && p.bride === r.kootas.gana.bride)!;
      return [compared(r.kootas.gana.points, row.points, `${bride}/${groom} (${row.source})`)];
    });
  });

  it('bhakoot: every grid pair, both sides of each sign boundary, matches saravali.de\'s counts', () => {
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const count = Math.floor(groom / 30) - Math.floor(bride / 30);
      const inclusive = ((count % 12) + 12) % 12 + 1;
      const expected = (SARAVALI_RASI_BENEFIC_COUNTS.benefic as readonly number[]).includes(inclusive) ? 7 : 0;
      return [compared(r.kootas.bhakoot.points, expected, `${bride}/${groom}`)];
    });
  });

  it('nadi: every grid pair matches the published nadi of each star (same nadi 0, different 8)', () => {
    const nadiOf = new Map<number, string>();
    for (const [nadi, stars] of Object.entries(PUBLISHED_NADI.groups)) for (const [, star] of stars) nadiOf.set(star, nadi);
    expect(nadiOf.size).toBe(27);
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const [b, g] = [nadiOf.get(starOf(bride))!, nadiOf.get(starOf(groom))!];
      return [
        compared([r.kootas.nadi.bride, r.kootas.nadi.groom], [b, g], `${bride}/${groom}`),
        compared(r.kootas.nadi.points, b === g ? PUBLISHED_NADI.points.same : PUBLISHED_NADI.points.different, `${b}/${g} (${PUBLISHED_NADI.source})`),
      ];
    });
  });

  it('graha maitri: every grid pair matches Future Point\'s friendship and guna tables, by the two signs\' lords', () => {
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const [bLord, gLord] = [PUBLISHED_SIGN_LORDS.lords[signOf(bride)]!, PUBLISHED_SIGN_LORDS.lords[signOf(groom)]!];
      let expected: number;
      if (bLord === gLord) expected = FUTURE_POINT_MAITRI_TABLES.guna.same;
      else {
        const rels = [printedRelation(bLord, gLord), printedRelation(gLord, bLord)]
          .sort((x, y) => RELATION_ORDER.indexOf(x) - RELATION_ORDER.indexOf(y));
        expected = FUTURE_POINT_MAITRI_TABLES.guna[`${rels[0]}+${rels[1]}` as keyof typeof FUTURE_POINT_MAITRI_TABLES.guna];
      }
      return [
        compared([r.kootas.grahaMaitri.bride.lord, r.kootas.grahaMaitri.groom.lord], [bLord, gLord], `${bride}/${groom} (${PUBLISHED_SIGN_LORDS.source})`),
        compared(r.kootas.grahaMaitri.points, expected, `${bLord}/${gLord} (${FUTURE_POINT_MAITRI_TABLES.source})`),
      ];
    });
  });

  it('tara: every grid pair matches saravali.de\'s dina koota rule, counted both ways', () => {
    const way = (count: number) => ((SARAVALI_DINA.maleficRemainders as readonly number[]).includes(count % 9) ? 0 : SARAVALI_DINA.pointsPerWay);
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const [b, g] = [starOf(bride), starOf(groom)];
      return [compared(r.kootas.tara.points, way(starCount(g, b)) + way(starCount(b, g)), `${b}/${g} (${SARAVALI_DINA.source})`)];
    });
    const { bride, groom, points } = SARAVALI_DINA.example;
    expect(ashtakoot({ moonLongitude: (bride - 0.5) * NAKSHATRA_DEG }, { moonLongitude: (groom - 0.5) * NAKSHATRA_DEG }).kootas.tara.points).toBe(points);
  });

  it('varna: every grid pair matches drikpanchang.com\'s varna of each sign and its groom-at-or-above rule', () => {
    const varnaOf = (deg: number) => DRIKPANCHANG_VARNA.varnas.findIndex((v) => (v.signs as readonly string[]).includes(SIGN_ORDER[signOf(deg)]!));
    expectNoDifference((bride, groom) => {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const [b, g] = [varnaOf(bride), varnaOf(groom)];
      return [
        compared([r.kootas.varna.bride, r.kootas.varna.groom], [DRIKPANCHANG_VARNA.varnas[b]!.varna, DRIKPANCHANG_VARNA.varnas[g]!.varna], `${bride}/${groom}`),
        // The list is highest first: the groom is superior or equal when his index is not greater.
        compared(r.kootas.varna.points, g <= b ? 1 : 0, `${bride}/${groom} (${DRIKPANCHANG_VARNA.source})`),
      ];
    });
  });

  it('graha maitri: the worked relation of the Future Point table (Sun with Mercury 4)', () => {
    // Sun's sign Leo (15°) with Mercury's sign Gemini (15°), both ways round.
    expect(ashtakoot({ moonLongitude: 135 }, { moonLongitude: 75 }).kootas.grahaMaitri.points).toBe(FUTURE_POINT_MAITRI.examples[0].points);
    expect(ashtakoot({ moonLongitude: 75 }, { moonLongitude: 135 }).kootas.grahaMaitri.points).toBe(FUTURE_POINT_MAITRI.examples[0].points);
  });

  it('vashya classes change at 15° of Sagittarius and Capricorn as ranjanadikshit.com lists them', () => {
    const cls = (deg: number) => ashtakoot({ moonLongitude: deg }, { moonLongitude: deg }).kootas.vashya.bride;
    expect([cls(254.5), cls(255.5), cls(284.5), cls(285.5)]).toEqual(['manava', 'chatushpada', 'chatushpada', 'jalachara']);
  });
});
