/**
 * Ashtakoot koota points over a grid of Moon positions against published tables (published-milan.ts, sources
 * beside each value; README.md says what is compared and what is left out).
 */
import { describe, expect, it } from 'vitest';
import { ashtakoot } from '../../../astro/matching/ashtakoot.ts';
import { FUTURE_POINT_MAITRI, PUBLISHED_GANA, SARAVALI_RASI_BENEFIC_COUNTS, SARAVALI_YONI } from './published-milan.ts';

const NAKSHATRA_DEG = 360 / 27;
/** The middle of every nakshatra, plus 0.5° either side of each sign boundary inside a straddling nakshatra. */
const GRID: number[] = [
  ...Array.from({ length: 27 }, (_, i) => (i + 0.5) * NAKSHATRA_DEG),
  ...[30, 60, 90, 150, 180, 210, 270, 300, 330].flatMap((boundary) => [boundary - 0.5, boundary + 0.5]),
];

describe('published guna milan tables', () => {
  it('yoni: every grid pair matches saravali.de (Maitreya), bar its two self-inconsistent cells', () => {
    let compared = 0;
    for (const bride of GRID) for (const groom of GRID) {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const [b, g] = [r.kootas.yoni.bride.animal, r.kootas.yoni.groom.animal];
      if (SARAVALI_YONI.selfInconsistent.some(([x, y]) => x === b && y === g)) continue;
      const expected = SARAVALI_YONI.rows[SARAVALI_YONI.order.indexOf(b)]![SARAVALI_YONI.order.indexOf(g)];
      expect(r.kootas.yoni.points, `${b}/${g} (${SARAVALI_YONI.source})`).toBe(expected);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(1900);
  });

  it('gana: every grid pair matches the published groom-by-bride table', () => {
    for (const bride of GRID) for (const groom of GRID) {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const row = PUBLISHED_GANA.find((p) => p.groom === r.kootas.gana.groom && p.bride === r.kootas.gana.bride)!;
      expect(r.kootas.gana.points, row.source).toBe(row.points);
    }
  });

  it('bhakoot: every grid pair, both sides of each sign boundary, matches saravali.de\'s counts', () => {
    for (const bride of GRID) for (const groom of GRID) {
      const r = ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
      const count = Math.floor(groom / 30) - Math.floor(bride / 30);
      const inclusive = ((count % 12) + 12) % 12 + 1;
      const expected = (SARAVALI_RASI_BENEFIC_COUNTS.benefic as readonly number[]).includes(inclusive) ? 7 : 0;
      expect(r.kootas.bhakoot.points, `${bride}/${groom}`).toBe(expected);
    }
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
