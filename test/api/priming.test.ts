/**
 * Priming the workers before the server listens (api/primers.ts, `primeWorkers`): every primer is a valid request
 * its answer answers, a priming task answers each kind at least once, and the pool's workers are primed in rounds
 * that stay within a task's time limit.
 */
import { describe, expect, it } from 'vitest';
import { prime } from '../../api/answer-worker.ts';
import { PRIMER_KINDS, PRIMERS } from '../../api/primers.ts';
import { primeWorkers } from '../../api/shared/worker-answer.ts';
import { sharedPool } from '../helpers/app.ts';

describe('priming the workers', () => {
  it('holds the kundali, matching, the natal chart and the panchanga, one of each in every run of four', () => {
    const ids = (from: number) => PRIMERS.slice(from, from + PRIMER_KINDS).map((primer) => primer.answer.id);
    expect(ids(0)).toEqual(['kundali.query', 'matching.kundali', 'western.natal-chart', 'panchanga.panchanga']);
    for (let from = 0; from < PRIMERS.length; from += PRIMER_KINDS) expect(new Set(ids(from)).size).toBe(PRIMER_KINDS);
  });

  it('answers each kind once even with no time to spend, without an error', async () => {
    expect(await prime({ ms: 0 })).toBe(PRIMER_KINDS);
  });

  it('primes in rounds of one task per worker, none longer than 250 ms', async () => {
    const asked: number[] = [];
    const pool = {
      size: 2,
      runIn: async <T>(_module: string, name: string, input: unknown): Promise<T> => {
        asked.push(name === 'prime' ? (input as { ms: number }).ms : -1);
        return 5 as T;
      },
    };
    expect(await primeWorkers(pool, 600)).toBe(6 * 5);
    expect(asked).toEqual([250, 250, 250, 250, 100, 100]);
  });

  it('primes a real worker, which answers each kind at least once a task', async () => {
    expect(await primeWorkers(sharedPool(), 300)).toBeGreaterThanOrEqual(2 * PRIMER_KINDS);
  });

  it('does nothing when priming is off', async () => {
    expect(await primeWorkers(sharedPool(), 0)).toBe(0);
  });
});
