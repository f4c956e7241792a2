/**
 * The Sun's and the Moon's topocentric apparent places read from kept hourly vectors (astro/apparent-vectors.ts)
 * against astronomy-engine's `Equator(body, time, observer, true, true)`, which computes them whole each time:
 * random instants of 1800–2400 and places (any latitude, 0–4,000 m). Tolerances: 10⁻⁵″ for the Sun, 10⁻⁴″ for
 * the Moon, 10⁻⁹ of the distance; over the wide sample's 40,000 instants the largest differences are 3.3 × 10⁻⁶″
 * (the Sun: `Equator`'s own light-time iteration stops within about that) and 2.2 × 10⁻⁵″ (the Moon, which moves that
 * far in 44 µs).
 */
import { describe, expect, it } from 'vitest';
import { topocentricApparentPlace } from '../../astro/apparent-vectors.ts';
import { Astronomy } from '../../astro/engine.ts';
import { bySample } from '../helpers/sample.ts';

const TOLERANCE_ARCSEC = { sun: 1e-5, moon: 1e-4 } as const;
const J2000_MS = Date.UTC(2000, 0, 1, 12);

describe('topocentricApparentPlace', () => {
  it("agrees with astronomy-engine's Equator for the Sun and the Moon", () => {
    let seed = 20_261_129;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const broken: string[] = [];
    for (let i = 0; i < bySample({ quick: 2_000, wide: 40_000 }); i++) {
      const ms = Date.UTC(1800, 0, 1) + random() * (Date.UTC(2400, 0, 1) - Date.UTC(1800, 0, 1));
      const time = new Astronomy.AstroTime((ms - J2000_MS) / 86_400_000);
      const observer = new Astronomy.Observer(random() * 180 - 90, random() * 360 - 180, random() * 4_000);
      for (const body of ['sun', 'moon'] as const) {
        const whole = Astronomy.Equator(body === 'sun' ? Astronomy.Body.Sun : Astronomy.Body.Moon, time, observer, true, true);
        const kept = topocentricApparentPlace(body, time, observer);
        let raHours = Math.abs(whole.ra - kept.ra);
        if (raHours > 12) raHours = 24 - raHours;
        const raArcsec = raHours * 15 * 3600 * Math.cos((whole.dec * Math.PI) / 180);
        const decArcsec = Math.abs(whole.dec - kept.dec) * 3600;
        const distance = Math.abs(whole.dist - kept.dist) / whole.dist;
        if (raArcsec > TOLERANCE_ARCSEC[body] || decArcsec > TOLERANCE_ARCSEC[body] || distance > 1e-9) {
          broken.push(`${body} ${new Date(ms).toISOString()} at ${observer.latitude.toFixed(2)}°: Δα cos δ ${raArcsec}″, Δδ ${decArcsec}″, Δr/r ${distance}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
