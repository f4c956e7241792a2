/**
 * The differences apparent − geometric that docs/conventions.md publishes, measured here over a century (a long
 * loop: the slower tier); `position-conventions.test.ts` checks both frames against an independent computation.
 * The test fails if a figure drifts from what it measures (`MEASURED`).
 */
import { describe, expect, it } from 'vitest';
import { separationDeg } from '../../astro/angles.ts';
import { type BodyId, bodyLongitude } from '../../astro/positions.ts';
import { ingressEvents, type SignIngressEvent } from '../../astro/transits/ingresses.ts';
import { monotonicPieces } from '../../astro/transits/motion.ts';
import { siderealTrack } from '../../astro/transits/tracks.ts';
import { MS_PER_DAY } from '../../astro/time.ts';

const BODIES: readonly BodyId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** A statistic of |apparent − geometric| rounded as docs/conventions.md gives it. */
interface Spread {
  readonly mean: number;
  readonly max: number;
}

/**
 * What docs/conventions.md publishes, as this test measures it:
 * - `longitudeArcsec`: |apparent − geometric| tropical longitude, every 5 days of 1950–2050 (7,305 epochs), mean
 *   and maximum, arcseconds to 0.1;
 * - `ingressMinutes`: |apparent − geometric| time of the same sign ingress (Lahiri), every ingress of 2000–2029,
 *   count, mean and maximum, minutes to 0.01.
 */
const MEASURED: {
  longitudeArcsec: Readonly<Record<BodyId, Spread>>;
  ingressMinutes: Readonly<Record<BodyId, Spread & { readonly count: number }>>;
} = {
  longitudeArcsec: {
    sun: { mean: 20.5, max: 21.2 },
    moon: { mean: 0.7, max: 0.8 },
    mars: { mean: 22.2, max: 39 },
    mercury: { mean: 29.1, max: 60.5 },
    jupiter: { mean: 15.4, max: 30 },
    venus: { mean: 27.2, max: 44.8 },
    saturn: { mean: 14.1, max: 27.2 },
  },
  ingressMinutes: {
    sun: { count: 360, mean: 8.32, max: 8.32 },
    moon: { count: 4813, mean: 0.02, max: 0.02 },
    mars: { count: 205, mean: 15.75, max: 22.21 },
    mercury: { count: 442, mean: 9.6, max: 12.05 },
    jupiter: { count: 48, mean: 46.22, max: 53.12 },
    venus: { count: 377, mean: 10.59, max: 14.43 },
    saturn: { count: 28, mean: 80.54, max: 91.5 },
  },
};

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

describe('measured differences apparent − geometric (docs/conventions.md)', () => {
  it('in longitude, 1950–2050', () => {
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2050, 0, 1);
    const measured: Record<string, Spread> = {};
    for (const body of BODIES) {
      let sum = 0;
      let max = 0;
      let n = 0;
      for (let t = from; t < to; t += 5 * MS_PER_DAY) {
        const d = separationDeg(bodyLongitude(body, t, 'apparent'), bodyLongitude(body, t, 'geometric')) * 3600;
        sum += d;
        max = Math.max(max, d);
        n++;
      }
      measured[body] = { mean: round1(sum / n), max: round1(max) };
    }
    expect(measured).toEqual(MEASURED.longitudeArcsec);
  }, 60_000);

  it('in sign-ingress times, 2000–2029', () => {
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2030, 0, 1);
    const measured: Record<string, Spread & { count: number }> = {};
    for (const body of BODIES) {
      const ingresses = (positions: 'apparent' | 'geometric') => {
        const track = siderealTrack(body, { ayanamshaId: 1, node: 'mean', positions });
        return ingressEvents(body, track.angleDeg, monotonicPieces(track, from, to), new Set(['sign-ingress'])).filter(
          (e): e is SignIngressEvent => e.type === 'sign-ingress' && e.instant >= from && e.instant < to,
        );
      };
      const apparent = ingresses('apparent');
      const geometric = ingresses('geometric');
      // The same crossings in the same order (a boundary grazed at a station could add a pair in one frame only).
      expect(geometric.map((e) => `${e.fromSign}>${e.toSign}`), body).toEqual(apparent.map((e) => `${e.fromSign}>${e.toSign}`));
      const minutes = apparent.map((e, i) => Math.abs(e.instant - geometric[i]!.instant) / 60_000);
      measured[body] = {
        count: minutes.length,
        mean: round2(minutes.reduce((a, b) => a + b, 0) / minutes.length),
        max: round2(Math.max(...minutes)),
      };
    }
    expect(measured).toEqual(MEASURED.ingressMinutes);
  }, 120_000);
});
