/**
 * Progress of a pipeline run for people: a bar with rate and ETA on a terminal, plain lines (every 5 s and at
 * the end) when the output is a file or a pipe (cron logs).
 */
import cliProgress from 'cli-progress';
import type { RunProgress } from './run.ts';

const LINE_INTERVAL_MS = 5_000;

export interface ProgressReporter {
  update: (progress: RunProgress) => void;
  stop: () => void;
}

export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
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
    const startedAt = Date.now();
    return {
      update: ({ done, total, stage }) => {
        const payload = { stage: stage ?? '', rate: rate(done, startedAt) };
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
  let lastLine = 0;
  let last: RunProgress | null = null;
  const startedAt = Date.now();
  const print = (p: RunProgress) => {
    const percent = p.total === 0 ? 100 : Math.floor((100 * p.done) / p.total);
    stream.write(`${label}: ${p.done}/${p.total} (${percent}%) ${rate(p.done, startedAt)}/s\n`);
  };
  return {
    update: (p) => {
      last = p;
      if (Date.now() - lastLine >= LINE_INTERVAL_MS) {
        lastLine = Date.now();
        print(p);
      }
    },
    stop: () => {
      if (last) print(last);
    },
  };
}

function rate(done: number, startedAt: number): string {
  const seconds = (Date.now() - startedAt) / 1000;
  return seconds > 0 ? (done / seconds).toFixed(0) : '0';
}
