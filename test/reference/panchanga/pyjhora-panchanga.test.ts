/**
 * The panchanga elements at 200 random births against PyJHora 4.8.5's recorded answers (../shared/reference/pyjhora/
 * dev.*, kind `panchanga`; test/reference/pyjhora/README.md): the tithi, nakshatra, yoga and karana prevailing at
 * the birth and the end of each, with apparent positions (the default) and geometric ones (PyJHora's `TRUEPOS`).
 * PyJHora finds its ends by inverse interpolation over a few samples, which scatters them by minutes; the median of
 * the signed differences shows the convention: about 40 s for the tithi, karana and yoga with apparent positions
 * (the Sun's 20.5″ of aberration over the elongation's 12°/day), a couple of seconds with geometric ones.
 */
import { describe, expect, it } from 'vitest';
import { type ElementKind, occurrences } from '../../../astro/panchanga/elements.ts';
import type { PositionConvention } from '../../../astro/positions.ts';
import { JULIAN_DAY_UNIX_EPOCH, MS_PER_DAY } from '../../../astro/time.ts';
import { PYJHORA_ABSENT, pyjhoraPresent, recordedLines } from '../pyjhora/pyjhora-answers.ts';

interface PanchangaAnswer {
  kind: 'panchanga';
  ok: boolean;
  birth: { tz_hours: number; jd_local: number; jd_ut: number };
  tithi: { number: number; end_hours: number };
  nakshatra: { number: number; end_hours: number };
  /** [number, start hours, end hours, …]. */
  yoga: { raw: number[] };
  karana: { raw: number[] };
}

const KINDS = ['tithi', 'nakshatra', 'yoga', 'karana'] as const satisfies readonly ElementKind[];
type Kind = (typeof KINDS)[number];

/** PyJHora's element number and end (local hours from the local midnight of the birth date). */
function theirs(answer: PanchangaAnswer, kind: Kind): { number: number; endHours: number } {
  if (kind === 'tithi' || kind === 'nakshatra') return { number: answer[kind].number, endHours: answer[kind].end_hours };
  return { number: answer[kind].raw[0]!, endHours: answer[kind].raw[2]! };
}

interface Measured {
  agree: number;
  total: number;
  /** Median of ours − PyJHora's end, seconds. */
  medianSignedSeconds: number;
  /** Largest |ours − PyJHora's end|, seconds. */
  worstSeconds: number;
}

function measure(answers: readonly PanchangaAnswer[], kind: Kind, positions: PositionConvention): Measured {
  let agree = 0;
  const differences: number[] = [];
  for (const answer of answers) {
    const instant = (answer.birth.jd_ut - JULIAN_DAY_UNIX_EPOCH) * MS_PER_DAY;
    const localMidnightJd = Math.floor(answer.birth.jd_local - 0.5) + 0.5;
    const { number, endHours } = theirs(answer, kind);
    const theirEnd = (localMidnightJd + (endHours - answer.birth.tz_hours) / 24 - JULIAN_DAY_UNIX_EPOCH) * MS_PER_DAY;
    const ours = occurrences(kind, instant - 2 * MS_PER_DAY, instant + 2 * MS_PER_DAY, { ayanamshaId: 1, positions })
      .find((occurrence) => occurrence.start <= instant && instant < occurrence.end)!;
    if (ours.index !== number) continue;
    agree++;
    differences.push((ours.end - theirEnd) / 1000);
  }
  const sorted = [...differences].sort((a, b) => a - b);
  return { agree, total: answers.length, medianSignedSeconds: sorted[Math.floor(sorted.length / 2)]!, worstSeconds: Math.max(...differences.map(Math.abs)) };
}

/** Measured, in seconds: [median signed apparent, median signed geometric, worst geometric]. */
const MEASURED: Record<Kind, [number, number, number]> = {
  tithi: [-39.5, -2.1, 1231.4],
  nakshatra: [1.2, -0.1, 40.2],
  yoga: [34.2, -1.6, 969.5],
  karana: [-39.5, -2.1, 317.5],
};

describe.skipIf(!pyjhoraPresent)(`panchanga elements against PyJHora 4.8.5 (200 births)${pyjhoraPresent ? '' : ` (skipped: ${PYJHORA_ABSENT})`}`, () => {
  const answers = pyjhoraPresent
    ? recordedLines<PanchangaAnswer & { kind: string; ok: boolean }>('dev.answers.jsonl').filter((answer) => answer.kind === 'panchanga' && answer.ok)
    : [];

  it.each(KINDS)('%s: the same element at all 200 births either way; geometric positions bring the median end within ±3 s', (kind) => {
    expect(answers).toHaveLength(200);
    const apparent = measure(answers, kind, 'apparent');
    const geometric = measure(answers, kind, 'geometric');
    expect(apparent.agree).toBe(200);
    expect(geometric.agree).toBe(200);
    const [apparentMedian, geometricMedian, geometricWorst] = MEASURED[kind];
    expect(apparent.medianSignedSeconds).toBeCloseTo(apparentMedian, 0);
    expect(geometric.medianSignedSeconds).toBeCloseTo(geometricMedian, 0);
    expect(Math.abs(geometric.medianSignedSeconds)).toBeLessThan(3);
    // PyJHora's ends scatter by its interpolation: the worst is minutes for the tithi, yoga and karana.
    expect(geometric.worstSeconds).toBeLessThanOrEqual(geometricWorst + 1);
  });
});
