/**
 * Secondary progressions against a published calculator (README.md): the ephemeris date that stands for a target
 * date, for thirty births in twenty-six cities, 1925–2010, each born in local time under its IANA zone's history.
 * The published date is shown to the minute, truncated: ours must fall in that minute.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDateTime, parseZone } from '../../../../astro/time.ts';
import { progressedInstant } from '../../../../astro/western/progressions.ts';

interface PublishedBirth {
  readonly id: string;
  /** Local date and time of birth, `YYYY-MM-DDTHH:MM`. */
  readonly date: string;
  readonly timezone: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The date progressed to, at 00:00 UTC. */
  readonly target: string;
  /** The published ephemeris date, UTC, to the minute. */
  readonly progressed: string;
}

const PUBLISHED = JSON.parse(readFileSync(join(import.meta.dirname, 'published-progressed-dates.json'), 'utf8')) as { births: PublishedBirth[] };

describe('secondary progressed dates against a published calculator', () => {
  it('puts each of the thirty ephemeris dates in the published minute', () => {
    expect(PUBLISHED.births).toHaveLength(30);
    for (const birth of PUBLISHED.births) {
      const birthInstant = parseDateTime(birth.date, parseZone(birth.timezone)).instant;
      const ours = progressedInstant('secondary', birthInstant, Date.parse(`${birth.target}T00:00:00Z`));
      const intoMinute = (ours - Date.parse(`${birth.progressed}:00Z`)) / 1000;
      expect(intoMinute, `${birth.id}: ${intoMinute.toFixed(1)} s into the published minute`).toBeGreaterThanOrEqual(0);
      expect(intoMinute, `${birth.id}: ${intoMinute.toFixed(1)} s into the published minute`).toBeLessThan(60);
    }
  });
});
