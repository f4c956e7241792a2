/**
 * Exact instants of the Western events engine (astro/western/events.ts) against published times (README.md):
 * Sun–Moon conjunctions, squares and oppositions (the Moon's phases, USNO), the Sun's ingresses into Aries,
 * Cancer, Libra and Capricorn (equinoxes and solstices, USNO), and planetary stations (the almanac pages of
 * test/reference/transits/stations.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_HOUR } from '../../../../astro/time.ts';
import { westernBodyPosition } from '../../../../astro/western/bodies.ts';
import { type WesternEvent, westernEvents } from '../../../../astro/western/events.ts';
import type { WesternBodyId } from '../../../../data/western-bodies.ts';

interface Published {
  aspects: { events: { phase: string; aspect: 'conjunction' | 'square' | 'opposition'; utc: string }[] };
  ingresses: { events: { utc: string; sign: number }[] };
}
interface PublishedStations {
  stations: { graha: WesternBodyId; type: 'station-retrograde' | 'station-direct'; utc: string }[];
}

const PUBLISHED = JSON.parse(readFileSync(join(import.meta.dirname, 'published-events.json'), 'utf8')) as Published;
const STATIONS = JSON.parse(readFileSync(join(import.meta.dirname, '../../transits/stations.json'), 'utf8')) as PublishedStations;

/** Published minute (±30 s) plus 30 s for the two ephemerides and ΔT (README.md). */
const TOLERANCE_MS = 60_000;
/** Stations: the printed minute plus what a speed error δv moves a zero of the speed by (README.md). */
const PRINT_ROUNDING_MS = 30_000;
const SPEED_ERROR_ARCSEC_PER_DAY: Readonly<Partial<Record<WesternBodyId, number>>> = { mercury: 2, venus: 2, mars: 0.2, jupiter: 0.2, saturn: 0.2 };

const measured: Record<string, { maxSeconds: number; sumSeconds: number; count: number }> = {};
function record(kind: string, errorMs: number): void {
  const entry = (measured[kind] ??= { maxSeconds: 0, sumSeconds: 0, count: 0 });
  entry.maxSeconds = Math.max(entry.maxSeconds, Math.abs(errorMs) / 1000);
  entry.sumSeconds += errorMs / 1000;
  entry.count += 1;
}

/** The only event of `match` within a day of `utc`. */
function eventNear<T extends WesternEvent>(utc: string, bodies: WesternBodyId[], match: (event: WesternEvent) => event is T): T {
  const at = Date.parse(utc);
  const found = westernEvents(at - MS_PER_DAY, at + MS_PER_DAY, {
    bodies,
    types: new Set(['ingress', 'station', 'aspect']),
    aspects: ['conjunction', 'square', 'opposition'],
    natal: null,
  }).filter(match);
  expect(found, utc).toHaveLength(1);
  return found[0]!;
}

describe('Western event times against published instants', () => {
  afterAll(() => {
    for (const [kind, { maxSeconds, sumSeconds, count }] of Object.entries(measured)) {
      console.log(`${kind}: ${count} events, max |error| ${maxSeconds.toFixed(1)} s, mean ${(sumSeconds / count).toFixed(1)} s`);
    }
  });

  it('times Sun–Moon conjunctions, squares and oppositions within a minute of the USNO phases', () => {
    expect(PUBLISHED.aspects.events).toHaveLength(16);
    for (const published of PUBLISHED.aspects.events) {
      const event = eventNear(published.utc, ['moon', 'sun'], (e): e is Extract<WesternEvent, { type: 'aspect' }> => e.type === 'aspect' && e.aspect === published.aspect);
      const error = event.instant - Date.parse(published.utc);
      record('Sun–Moon aspects', error);
      expect(Math.abs(error), `${published.phase} ${published.utc}`).toBeLessThanOrEqual(TOLERANCE_MS);
    }
  });

  it('times the Sun\'s ingresses into the cardinal signs within a minute of the USNO equinoxes and solstices', () => {
    expect(PUBLISHED.ingresses.events).toHaveLength(16);
    for (const published of PUBLISHED.ingresses.events) {
      const event = eventNear(published.utc, ['sun'], (e): e is Extract<WesternEvent, { type: 'ingress' }> => e.type === 'ingress');
      expect(event.toSign).toBe(published.sign);
      const error = event.instant - Date.parse(published.utc);
      record('Sun ingresses', error);
      expect(Math.abs(error), published.utc).toBeLessThanOrEqual(TOLERANCE_MS);
    }
  });

  it('times stations within the printed minute plus what a speed error of δv moves them by', () => {
    for (const published of STATIONS.stations) {
      const direction = published.type === 'station-retrograde' ? 'retrograde' : 'direct';
      const event = eventNear(published.utc, [published.graha], (e): e is Extract<WesternEvent, { type: 'station' }> => e.type === 'station' && e.direction === direction);
      const acceleration = Math.abs(
        westernBodyPosition(published.graha, event.instant + 12 * MS_PER_HOUR).speedDegPerDay - westernBodyPosition(published.graha, event.instant - 12 * MS_PER_HOUR).speedDegPerDay,
      );
      const toleranceMs = PRINT_ROUNDING_MS + ((SPEED_ERROR_ARCSEC_PER_DAY[published.graha]! / 3600) / acceleration) * MS_PER_DAY;
      const error = event.instant - Date.parse(published.utc);
      record('stations', error);
      expect(Math.abs(error), `${published.graha} ${direction} ${published.utc}`).toBeLessThanOrEqual(toleranceMs);
    }
  });
});
