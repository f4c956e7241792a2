/**
 * `npm run export -- --dataset <name> --from YYYY-MM-DD --to YYYY-MM-DD [--cities id,id] --format csv|jsonl|sql|parquet
 *   [--out FILE] [--fill]`: the precomputed tables for analysts (pipeline/exports.ts), streamed row by row from
 * SQLite (constant memory on any range) to a file or standard output (Parquet: to `--out` only).
 *
 * Datasets: panchanga (`v_panchanga_days`), occurrences (`v_occurrences`), sankrantis, lunar-months (by the first
 * stored date that lists them), transits (`graha_daily`), events (`transit_events`), horoscopes (`v_horoscopes`),
 * festivals (`v_festivals`), muhurta (`v_muhurta_windows`), cities (the catalogue; no dates).
 *
 * A range that is not fully precomputed is refused, naming each city's missing days (exit code 3); with `--fill`
 * the missing days are computed through the pipeline first, then exported. A range of no days (`--to` before
 * `--from`) is a usage error (exit code 2). Every export ends by saying on standard error what it wrote: the rows,
 * the file (or standard output) and the seconds it took.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { formatLocalDate } from '../astro/time.ts';
import { runCommand, UsageError, wrapText } from '../config/cli.ts';
import { loadConfig } from '../config/config.ts';
import { openDerivedDb } from '../storage/open.ts';
import {
  datesOf,
  describeMissing,
  EXPORT_DATASETS,
  EXPORT_FORMATS,
  type ExportDataset,
  type ExportFormat,
  type ExportRequest,
  exportSummary,
  missingDays,
  writeParquetExport,
  writeTextExport,
} from './exports.ts';
import { ComputePool, resolveWorkerCount } from '../compute/pool.ts';
import { runPipeline } from './run.ts';
import { cityIdsFlag, dateRangeFlags, RANGE_FLAGS } from './flags.ts';

const USAGE = [
  wrapText('Usage: npm run export -- --dataset NAME --from YYYY-MM-DD --to YYYY-MM-DD [--cities id,id] [--format FORMAT] [--out FILE] [--fill]', 9),
  wrapText(`  NAME    ${Object.keys(EXPORT_DATASETS).join(', ')} (cities needs no dates)`, 10),
  wrapText(`  FORMAT  ${EXPORT_FORMATS.join(', ')}; csv when not given; parquet writes a file, so it needs --out`, 10),
  wrapText('  The range runs from --from to --to inclusive. A range that is not fully precomputed is refused (naming the missing days) unless --fill computes them first.', 2),
].join('\n');

/** Exit code of a refused export: the range is not fully precomputed. */
const EXIT_INCOMPLETE = 3;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      dataset: { type: 'string' },
      ...RANGE_FLAGS,
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      fill: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) throw new UsageError(USAGE);
  const dataset = values.dataset as ExportDataset;
  if (!(dataset in EXPORT_DATASETS)) throw new UsageError(`--dataset must be one of ${Object.keys(EXPORT_DATASETS).join(', ')}\n${USAGE}`);
  const format = values.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
  if (format === 'parquet' && !values.out) throw new UsageError('--format parquet writes a file: give --out FILE');
  const spec = EXPORT_DATASETS[dataset];
  const range = spec.dateColumn === null ? null : dateRangeFlags(values);
  const cityIds = values.cities === undefined ? [] : cityIdsFlag(values.cities);
  if (cityIds.length > 0 && (spec.coverage === null || spec.coverage === 'transits' || spec.coverage === 'horoscopes')) {
    throw new UsageError('--cities applies to the panchanga, occurrences, sankrantis, lunar-months, festivals and muhurta datasets only');
  }
  const request: ExportRequest = { dataset, from: range ? formatLocalDate(range.from) : '', to: range ? formatLocalDate(range.to) : '', cityIds };

  const config = loadConfig();
  const db = openDerivedDb(config.DB_PATH);
  try {
    let missing = missingDays(db, request);
    if (missing.length > 0 && values.fill && spec.stage !== null) {
      const pool = new ComputePool(resolveWorkerCount(config.WORKERS));
      try {
        const fillCities = missing.map((m) => m.cityId).filter((id): id is string => id !== null);
        await runPipeline(db, pool, { ...range!, cityIds: fillCities, stages: [spec.stage] }, { concurrency: pool.size * 2 });
      } finally {
        await pool.close();
      }
      missing = missingDays(db, request);
    }
    if (missing.length > 0) {
      process.stderr.write(
        `The range is not fully precomputed; nothing was written.\n${describeMissing(missing, datesOf(request.from, request.to).length)}\n` +
          'Run again with --fill to compute the missing days first, or narrow --from/--to/--cities.\n',
      );
      process.exitCode = EXIT_INCOMPLETE;
      return;
    }
    const started = performance.now();
    let rows: number;
    if (format === 'parquet') rows = await writeParquetExport(db, request, values.out!);
    else {
      const out: Writable = values.out ? createWriteStream(values.out) : process.stdout;
      try {
        rows = await writeTextExport(db, request, format, out);
      } finally {
        if (values.out) {
          out.end();
          await once(out, 'finish');
        }
      }
    }
    process.stderr.write(`${exportSummary(rows, values.out ?? null, (performance.now() - started) / 1000)}\n`);
  } finally {
    db.$client.close();
  }
}

// `npm run export … | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

runCommand(() => main(process.argv.slice(2)));
