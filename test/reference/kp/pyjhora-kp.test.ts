/**
 * KP charts against PyJHora 4.8.5's recorded answers (../shared/reference/pyjhora/dev2.*, kind `kp`: 120 random
 * births, KP ayanamsha, mean nodes, Placidus cusps; README.md): the star, sub and sub-sub lords of the lagna, the
 * nine grahas and the twelve cusps, 2,640 points. PyJHora's positions are geometric, so the charts are cast with
 * `positions: 'geometric'`. `kp_number_pyjhora` is PyJHora's own count (lon × 249 / 360), not the classical sub
 * number, and is not compared.
 */
import { describe, expect, it } from 'vitest';
import { kpChart, type KpChart } from '../../../astro/kp/chart.ts';
import { kpLordChain } from '../../../astro/kp/subs.ts';
import { signedDegrees } from '../../../astro/angles.ts';
import { JULIAN_DAY_UNIX_EPOCH, MS_PER_DAY } from '../../../astro/time.ts';
import { PYJHORA_ABSENT, pyjhoraSecondSetPresent as present, recordedLines } from '../pyjhora/pyjhora-answers.ts';


/** Share of points whose three lords must equal PyJHora's. */
const MIN_AGREEMENT = 0.99;
/** Largest lagna and cusp difference, arcseconds: the same Placidus cusps and the KP ayanamsha as Swiss Ephemeris defines it (measured 0.09″). */
const CUSP_TOLERANCE_ARCSEC = 0.2;
/**
 * Largest graha difference, arcseconds: astronomy-engine's geometric positions against Swiss Ephemeris' (the Sun and
 * Moon within 3″, Mercury and Venus, whose light-time treatment differs, within 19″: measured Venus 18.1″).
 */
const GRAHA_TOLERANCE_ARCSEC = 19;
/** The differing points are those within a few arcseconds of a boundary: measured 3.69″ at most. */
const DIFFERING_GAP_ARCSEC = 4;

interface PyJHoraPoint { longitude: number; star_lord: string; sub_lord: string; sub_sub_lord: string }
interface PyJHoraKp {
  kind: 'kp';
  birth: { local: string; jd_ut: number; latitude: number; longitude: number };
  planets: Record<string, PyJHoraPoint>;
  cusps: (PyJHoraPoint & { house: number })[];
}

const BODIES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const lordsOf = (point: PyJHoraPoint) => [point.star_lord, point.sub_lord, point.sub_sub_lord].map((lord) => lord.toLowerCase());

function pairs(answer: PyJHoraKp, chart: KpChart): { name: string; theirs: PyJHoraPoint; ours: { longitude: number; lords: readonly string[] }; cusp: boolean }[] {
  return [
    { name: 'lagna', theirs: answer.planets.Ascendant!, ours: chart.lagna, cusp: true },
    ...BODIES.map((body, i) => ({ name: body, theirs: answer.planets[body]!, ours: chart.grahas[i]!, cusp: false })),
    ...answer.cusps.map((cusp, i) => ({ name: `cusp ${cusp.house}`, theirs: cusp, ours: chart.cusps[i]!, cusp: true })),
  ];
}


describe.skipIf(!present)(`KP lords against PyJHora 4.8.5 (120 births, 2,640 points)${present ? '' : ` (skipped: ${PYJHORA_ABSENT})`}`, () => {
  const answers = present
    ? recordedLines<PyJHoraKp & { kind: string }>('dev2.answers.jsonl').filter((a) => a.kind === 'kp')
    : [];

  it('has the same lords at PyJHora\'s own longitudes for every point: the division rule is the same', () => {
    expect(answers).toHaveLength(120);
    for (const answer of answers) {
      for (const point of [answer.planets.Ascendant!, ...BODIES.map((b) => answer.planets[b]!), ...answer.cusps]) {
        expect(kpLordChain(point.longitude, 3)).toEqual(lordsOf(point));
      }
    }
  });

  it('agrees on the lords of ≥ 99 % of points; each other point has a sub-sub boundary between the two longitudes', () => {
    let total = 0;
    const differing: string[] = [];
    let largestCusp = 0;
    let largestGraha = 0;
    let largestDiffering = 0;
    for (const answer of answers) {
      const chart = kpChart({
        instant: (answer.birth.jd_ut - JULIAN_DAY_UNIX_EPOCH) * MS_PER_DAY,
        latitude: answer.birth.latitude,
        longitude: answer.birth.longitude,
        ayanamshaId: 5,
        node: 'mean',
        positions: 'geometric',
        levels: 3,
        nodeRule: 'agents',
      });
      for (const { name, theirs, ours, cusp } of pairs(answer, chart)) {
        total++;
        const gapArcsec = Math.abs(signedDegrees(ours.longitude - theirs.longitude)) * 3600;
        if (cusp) largestCusp = Math.max(largestCusp, gapArcsec);
        else largestGraha = Math.max(largestGraha, gapArcsec);
        if (ours.lords.join() === lordsOf(theirs).join()) continue;
        largestDiffering = Math.max(largestDiffering, gapArcsec);
        differing.push(`${answer.birth.local} ${name} ${gapArcsec.toFixed(2)}″: ours ${ours.lords.join('/')}, PyJHora ${lordsOf(theirs).join('/')}`);
        // The difference comes from the longitude alone: PyJHora's lords are ours at its longitude (test above), so a
        // boundary lies between the two longitudes, within the gap of each.
      }
    }
    expect(largestCusp).toBeLessThanOrEqual(CUSP_TOLERANCE_ARCSEC);
    expect(largestGraha).toBeLessThanOrEqual(GRAHA_TOLERANCE_ARCSEC);
    expect(total).toBe(2640);
    expect((total - differing.length) / total).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    // Measured: 2,638 of 2,640 (99.92 %); the 2 others differ at the sub-sub lord only, within 3.7″ of a boundary.
    expect(differing.length, differing.join('\n')).toBeLessThanOrEqual(2);
    expect(largestDiffering).toBeLessThanOrEqual(DIFFERING_GAP_ARCSEC);
  });
});
