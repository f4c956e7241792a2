/**
 * Apparent and geometric positions (astro/positions.ts).
 *
 * Acceptance: with `positions: 'geometric'` a chart's graha longitudes, varga degrees and sign-ingress times agree
 * with an independent geometric computation. Independent means computed here from astronomy-engine's vectors
 * along another road than positions.ts takes: HelioVector(body) − HelioVector(Earth) at the same instant (the
 * Sun: −HelioVector(Earth); the Moon: GeoMoon's J2000 vector, advanced by its light-time), turned to the true
 * ecliptic of date by the rotation matrix `Rotation_EQJ_ECT` and read with `SphereFromVector` — positions.ts uses
 * `Ecliptic()` and `EclipticGeoMoon` instead, and the ingress times here come from a plain scan and bisection, not
 * from the transit tracks' monotonic pieces and root finder.
 *
 * The differences apparent − geometric that docs/conventions.md publishes are measured over a century by
 * `position-conventions.slow.test.ts` (the slower tier).
 */
import { describe, expect, it } from 'vitest';
import { ayanamshaDegrees } from '../../astro/ayanamsha.ts';
import { birthChart } from '../../astro/chart/chart.ts';
import { vargaChart } from '../../astro/chart/vargas.ts';
import { dashaChartAt } from '../../astro/dasha/chart.ts';
import { Astronomy, astroTime } from '../../astro/engine.ts';
import { type BodyId, grahaPositions } from '../../astro/positions.ts';
import { ingressEvents, type SignIngressEvent } from '../../astro/transits/ingresses.ts';
import { monotonicPieces } from '../../astro/transits/motion.ts';
import { siderealTrack } from '../../astro/transits/tracks.ts';
import { MS_PER_DAY, MS_PER_HOUR } from '../../astro/time.ts';

const BODIES: readonly BodyId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const ENGINE_BODY: Readonly<Record<BodyId, Astronomy.Body>> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mars: Astronomy.Body.Mars,
  mercury: Astronomy.Body.Mercury,
  jupiter: Astronomy.Body.Jupiter,
  venus: Astronomy.Body.Venus,
  saturn: Astronomy.Body.Saturn,
};
const ARCSEC = 1 / 3600;

/** Geometric tropical longitude of date, degrees, computed without positions.ts (see the module comment). */
function independentGeometric(body: BodyId, instant: number): number {
  const time = astroTime(instant);
  let vector: Astronomy.Vector;
  if (body === 'moon') {
    const lightDays = Astronomy.GeoMoon(time).Length() / Astronomy.C_AUDAY;
    const ahead = Astronomy.GeoMoon(time.AddDays(lightDays));
    vector = new Astronomy.Vector(ahead.x, ahead.y, ahead.z, time);
  } else {
    const earth = Astronomy.HelioVector(Astronomy.Body.Earth, time);
    const target = body === 'sun' ? { x: 0, y: 0, z: 0 } : Astronomy.HelioVector(ENGINE_BODY[body], time);
    vector = new Astronomy.Vector(target.x - earth.x, target.y - earth.y, target.z - earth.z, time);
  }
  const ecliptic = Astronomy.RotateVector(Astronomy.Rotation_EQJ_ECT(time), vector);
  return Astronomy.SphereFromVector(ecliptic).lon;
}

const siderealIndependent = (body: BodyId, instant: number) =>
  (((independentGeometric(body, instant) - ayanamshaDegrees(1, instant, { true: true })) % 360) + 360) % 360;

const angleDiffDeg = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

/** First sign change of the independent sidereal longitude after `from`: a 3-hour scan, then bisection to 1 ms. */
function independentIngress(body: BodyId, from: number, limitMs: number): number | null {
  const signAt = (t: number) => Math.floor(siderealIndependent(body, t) / 30);
  const startSign = signAt(from);
  for (let t = from; t < from + limitMs; t += 3 * MS_PER_HOUR) {
    let lo = t;
    let hi = t + 3 * MS_PER_HOUR;
    if (signAt(hi) === startSign) continue;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (signAt(mid) === startSign) lo = mid;
      else hi = mid;
    }
    return hi;
  }
  return null;
}

/** First sign ingress after `from` as the engine times it with geometric tracks. */
function engineIngress(body: BodyId, from: number, limitMs: number): number | null {
  const track = siderealTrack(body, { ayanamshaId: 1, node: 'mean', positions: 'geometric' });
  const events = ingressEvents(body, track.angleDeg, monotonicPieces(track, from, from + limitMs), new Set(['sign-ingress']));
  const first = events.find((e): e is SignIngressEvent => e.type === 'sign-ingress' && e.instant > from);
  return first?.instant ?? null;
}

/** Charts checked: three births across two centuries and both hemispheres. */
const BIRTHS = [
  { instant: Date.UTC(1869, 9, 2, 2, 32, 36), latitude: 21.6417, longitude: 69.6 },
  { instant: Date.UTC(1990, 4, 15, 4, 45), latitude: 28.6139, longitude: 77.209 },
  { instant: Date.UTC(2031, 10, 20, 18, 5), latitude: -33.87, longitude: 151.21 },
];

/** How far ahead to look for each body's next ingress: more than its longest stay in a sign near these dates. */
const INGRESS_LIMIT_DAYS: Readonly<Record<BodyId, number>> = { sun: 32, moon: 3, mercury: 120, venus: 160, mars: 240, jupiter: 500, saturn: 1200 };

describe('geometric charts against an independent geometric computation', () => {
  for (const birth of BIRTHS) {
    const label = new Date(birth.instant).toISOString();
    const chart = birthChart({ ...birth, ayanamshaId: 1, node: 'mean', positions: 'geometric' });

    it(`graha longitudes and varga degrees agree to the arcsecond (${label})`, () => {
      const ayanamsha = ayanamshaDegrees(1, birth.instant, { true: true });
      for (const body of BODIES) {
        const graha = chart.grahas[body];
        expect(Math.abs(angleDiffDeg(graha.tropicalLongitude, independentGeometric(body, birth.instant))), body).toBeLessThan(ARCSEC);
        const sidereal = siderealIndependent(body, birth.instant);
        expect(Math.abs(angleDiffDeg(graha.longitude, sidereal)), body).toBeLessThan(ARCSEC);
        expect(Math.abs(angleDiffDeg(graha.longitude, graha.tropicalLongitude - ayanamsha)), body).toBeLessThan(1e-9);
        for (const division of [1, 3, 9, 12, 60] as const) {
          const varga = vargaChart(chart, division).grahas[body];
          // Equal divisions: the degree in the varga sign is the travelled fraction of the part × 30°.
          const independentDegree = (((sidereal % 30) * division) % 30 + 30) % 30;
          const gap = Math.abs(varga.degree - independentDegree);
          expect(Math.min(gap, 30 - gap), `${body} D${division}`).toBeLessThan(ARCSEC);
        }
        // The navamsha sign counts the 108 padas of 3°20′ from Aries without a break.
        expect(vargaChart(chart, 9).grahas[body].sign, `${body} D9 sign`).toBe((Math.floor(sidereal / (10 / 3)) % 12) + 1);
      }
    });

    it(`the next sign ingress of each graha agrees to the minute (${label})`, () => {
      for (const body of BODIES) {
        const limitMs = INGRESS_LIMIT_DAYS[body] * MS_PER_DAY;
        const engine = engineIngress(body, birth.instant, limitMs);
        const independent = independentIngress(body, birth.instant, limitMs);
        expect(engine, body).not.toBeNull();
        expect(Math.abs(engine! - independent!), body).toBeLessThan(60_000);
      }
    }, 30_000);
  }

  it('the dasha chart reads the same geometric Moon', () => {
    const birth = BIRTHS[1]!;
    const dasha = dashaChartAt(birth.instant, birth.latitude, birth.longitude, { ayanamshaId: 1, node: 'mean', positions: 'geometric' });
    expect(Math.abs(angleDiffDeg(dasha.moonSiderealDeg, siderealIndependent('moon', birth.instant)))).toBeLessThan(ARCSEC);
  });

  it('leaves the default apparent: no option and `apparent` give the same numbers, the nodes the same in both', () => {
    const instant = BIRTHS[1]!.instant;
    const none = grahaPositions(instant, { node: 'true' });
    expect(grahaPositions(instant, { node: 'true', positions: 'apparent' })).toEqual(none);
    const geometric = grahaPositions(instant, { node: 'true', positions: 'geometric' });
    expect(geometric.rahu).toEqual(none.rahu);
    expect(geometric.ketu).toEqual(none.ketu);
    expect(geometric.sun.longitude).not.toBe(none.sun.longitude);
  });
});
