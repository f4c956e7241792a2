/**
 * Progress of a pipeline run for people: a bar with rate and ETA on a terminal, plain lines (the first count,
 * then every 5 s, and the last; never the same count twice) when the output is a file or a pipe (cron logs).
 */
import cliProgress from 'cli-progress';
import type { RunProgress } from './run.ts';

const LINE_INTERVAL_MS = 5_000;

export interface ProgressReporter {
  update: (progress: RunProgress) => void;
  stop: () => void;
}

/**
 * A reporter of the progress of the run named `label` on `stream`: a bar when the stream is a terminal, else a
 * line per count, each printed once (`label: 120/400 (30%) 57/s`). `now` is the clock, in ms.
 */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): ProgressReporter {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${label} [{bar}] {percentage}% | {value}/{total} units | {stage} | {rate}/s | ETA {eta_formatted}`,
        stream,
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    const startedAt = now();
    return {
      update: ({ done, total, stage }) => {
        const payload = { stage: stage ?? '', rate: rate(done, startedAt, now()) };
        if (!started) {
          bar.start(total, done, payload);
          started = true;
        } else bar.update(done, payload);
      },
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  // A line is printed for a count not printed before: at the first update, then at most every LINE_INTERVAL_MS,
  // and at the stop unless the last line printed already says it.
  let printedCount: string | null = null;
  let printedAt = -Infinity;
  let last: RunProgress | null = null;
  const startedAt = now();
  const print = (p: RunProgress) => {
    const count = `${p.done}/${p.total}`;
    if (count === printedCount) return;
    printedCount = count;
    printedAt = now();
    const percent = p.total === 0 ? 100 : Math.floor((100 * p.done) / p.total);
    stream.write(`${label}: ${count} (${percent}%) ${rate(p.done, startedAt, printedAt)}/s\n`);
  };
  return {
    update: (p) => {
      last = p;
      if (now() - printedAt >= LINE_INTERVAL_MS) print(p);
    },
    stop: () => {
      if (last) print(last);
    },
  };
}

/** Units a second since `startedAt`, whole, at `at` (ms). */
function rate(done: number, startedAt: number, at: number): string {
  const seconds = (at - startedAt) / 1000;
  return seconds > 0 ? (done / seconds).toFixed(0) : '0';
}
