/**
 * The pipeline's progress for a log (a stream that is not a terminal): the first count, one line per interval
 * while the run goes on, the last count; a count never twice (a start-up run with nothing to do printed "0/0"
 * twice).
 */
import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../pipeline/progress.ts';

/** A stream that is not a terminal, keeping its lines, and a clock the test moves. */
function logStream() {
  const lines: string[] = [];
  let now = 1_000_000;
  const stream = { isTTY: false, write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) > 0 };
  return { lines, stream: stream as unknown as NodeJS.WriteStream, clock: () => now, advance: (ms: number) => void (now += ms) };
}

describe('progress lines in a log', () => {
  it('prints a run with nothing to do once', () => {
    const log = logStream();
    const progress = progressReporter('Precomputing panchanga', log.stream, log.clock);
    progress.update({ done: 0, total: 0, stage: null });
    progress.stop();
    expect(log.lines).toEqual(['Precomputing panchanga: 0/0 (100%) 0/s']);
  });

  it('prints the first count, a line per 5 s, and the last, each count once', () => {
    const log = logStream();
    const progress = progressReporter('run panchanga', log.stream, log.clock);
    progress.update({ done: 0, total: 40, stage: 'panchanga' });
    log.advance(1_000);
    progress.update({ done: 10, total: 40, stage: 'panchanga' });
    log.advance(5_000);
    progress.update({ done: 20, total: 40, stage: 'panchanga' });
    log.advance(5_000);
    // Nothing done since the last line: the count is not printed again.
    progress.update({ done: 20, total: 40, stage: 'panchanga' });
    progress.update({ done: 40, total: 40, stage: 'panchanga' });
    progress.stop();
    expect(log.lines.map((line) => line.replace(/ \d+\/s$/, ''))).toEqual(['run panchanga: 0/40 (0%)', 'run panchanga: 20/40 (50%)', 'run panchanga: 40/40 (100%)']);
  });

  it('does not repeat the last line at the stop when it already holds the last count', () => {
    const log = logStream();
    const progress = progressReporter('run transits', log.stream, log.clock);
    progress.update({ done: 0, total: 2, stage: 'transits' });
    log.advance(6_000);
    progress.update({ done: 2, total: 2, stage: 'transits' });
    progress.stop();
    expect(log.lines).toHaveLength(2);
  });
});
