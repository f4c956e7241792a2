/**
 * `npm run bench:check`: the benchmark gate. Runs the read-path lines and the kundali line of `npm run bench`
 * (shorter loads: `BENCH_SECONDS`, default 2) and fails when one falls below `GATE_SHARE` of the figure
 * docs/benchmarks.md states for it (test/bench/documented.ts). Each read line is three alternating pairs with the
 * bare Fastify process (its constant route, or its route sending as many bytes for a read bound by its bytes) and
 * keeps the best pair's ratio: a busy neighbour on the machine lowers some pairs, a regression lowers all of
 * them. The kundali line keeps the best of three loads against its ceiling, after the server's warm-up
 * (`warmUp`). Not a test (no timing runs under `npm test`); `.ci/run` runs it after the tests. About 100 s on the
 * 2-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReadDb, KUNDALI_PATHS, READS } from './fixtures.ts';
import { DOCUMENTED, type DocumentedLine, GATE_SHARE } from './documented.ts';
import { type BenchServer, bareCopy, load, sentAnswer, startBareServer, startBenchServer, untilIdle } from './http.ts';
import { alternate, line, reachOf, throughputRatio, timeAnswer } from './measure.ts';
import { kundaliQueryAnswer } from '../../api/areas/kundali/answers.ts';
import { KundaliQuerySchema } from '../../api/areas/kundali/schemas.ts';
import type { WorkerAnswer } from '../../api/shared/worker-answer.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const WORKERS = 2;
/** Alternating pairs per read line; the best is kept. */
const PAIRS = 3;
const dir = mkdtempSync(join(tmpdir(), 'jyotish-bench-check-'));
const failures: string[] = [];

function judge(documented: DocumentedLine, measured: number, detail: string): void {
  const floor = documented.figure * GATE_SHARE;
  const verdict = measured >= floor ? 'ok' : 'BELOW';
  line(documented.label, `${measured.toFixed(2)} (documented ${documented.figure}, gate ${floor.toFixed(2)}) ${verdict}; ${detail}`);
  if (measured < floor) failures.push(`${documented.label}: ${measured.toFixed(2)} < ${floor.toFixed(2)}`);
}

async function readLines(): Promise<void> {
  const path = join(dir, 'read.db');
  await buildReadDb(path, true);
  // The read lines never reach a worker: the app starts without priming its one.
  const app = await startBenchServer({ DB_PATH: path, WORKERS: '1', RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false', PRIME_WORKERS_MS: '0' });
  const bare: BenchServer = await startBareServer();
  try {
    const auth = { authorization: `Bearer ${app.key}` };
    process.stdout.write(`Read path against bare Fastify in its own process (best of ${PAIRS} alternating pairs, ${SECONDS} s each)\n`);
    const reads = [[DOCUMENTED.horoscope, READS.horoscope], [DOCUMENTED.transit, READS.transit], [DOCUMENTED.panchanga, READS.panchanga], [DOCUMENTED.festivals, READS.festivals]] as const;
    for (const [, url] of reads) {
      const warm = await load(app, [url], auth, 1);
      if (warm.non2xx > 0) throw new Error(`${url} answered ${warm.non2xx} non-2xx`);
    }
    await load(bare, ['/'], {}, 1);
    for (const [documented, url] of reads) {
      const baseline = documented.against === 'ceiling' ? bareCopy(await sentAnswer(app, url, auth)) : '/';
      const pairs = await alternate(() => load(bare, [baseline], {}, SECONDS), () => load(app, [url], auth, SECONDS), PAIRS);
      const ratios = pairs.map(throughputRatio);
      judge(documented, Math.max(...ratios), `against ${documented.against === 'ceiling' ? 'the bare route sending the same bytes' : 'the bare route'}, pairs ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
    }
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

/** Rounds of timing and loads the kundali line takes at most: a second only when the first is below its gate. */
const KUNDALI_ROUNDS = 2;

async function kundaliLine(): Promise<void> {
  process.stdout.write(`Kundali computed on demand against its worker-bound ceiling (${WORKERS} workers)\n`);
  const app = await startBenchServer({ DB_PATH: join(dir, 'kundali.db'), WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  try {
    // The slower of two timings: a gate leans towards the lower ceiling, so a quick moment of the machine while
    // timing cannot fail it. The timing and the loads are minutes apart, and the machine's speed can halve between
    // them (87 req/s against a ceiling timed at 458 once, 224 against 538 a minute later): a round below the gate
    // is timed and loaded once more, and the better round judged, as the read lines keep the best of their pairs.
    // Each timing waits for the app to finish the requests a load left queued.
    // The second timing follows the first in the same warmed thread, so it needs no warm-up of its own.
    const time = async (warmMs?: number) => (await timeAnswer(kundaliQueryAnswer as WorkerAnswer<never>, KundaliQuerySchema, KUNDALI_PATHS, warmMs)).ms;
    const floor = DOCUMENTED.kundali.figure * GATE_SHARE;
    let best: Awaited<ReturnType<typeof reachOf>> | null = null;
    for (let round = 0; round < KUNDALI_ROUNDS && (best === null || best.reach < floor); round++) {
      await untilIdle([app]);
      const workerMs = Math.max(await time(), await time(0));
      const reach = await reachOf(app, WORKERS, KUNDALI_PATHS, { authorization: `Bearer ${app.key}` }, SECONDS, { keep: 'best', workerMs });
      if (best === null || reach.reach > best.reach) best = reach;
    }
    judge(DOCUMENTED.kundali, best!.reach, `${Math.round(best!.result.requestsPerSecond)} req/s, ceiling ${Math.round(best!.ceiling)} req/s`);
  } finally {
    await app.stop();
  }
}

try {
  await readLines();
  await kundaliLine();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  process.stdout.write(`bench:check FAILED: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('bench:check passed: every line at or above its gate\n');
