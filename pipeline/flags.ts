/**
 * What the pipeline's two commands (`npm run pipeline`, `npm run export`) read alike: the flags of a date range
 * over cities, and the city list.
 */
import { formatLocalDate, type LocalDate } from '../astro/time.ts';
import { dateFlag, UsageError } from '../config/cli.ts';
import { cityById } from '../data/cities.ts';

/** `--from`, `--to` (dates, read with `dateFlag`) and `--cities` (read with `cityIdsFlag`), as `parseArgs` options. */
export const RANGE_FLAGS = {
  from: { type: 'string' },
  to: { type: 'string' },
  cities: { type: 'string' },
} as const;

/**
 * The dates of `--from` and `--to` (YYYY-MM-DD, inclusive).
 * @throws UsageError when either is missing or impossible, or `--to` is before `--from` (a range of no days)
 */
export function dateRangeFlags(values: { from?: string | undefined; to?: string | undefined }): { from: LocalDate; to: LocalDate } {
  const from = dateFlag(values.from, '--from');
  const to = dateFlag(values.to, '--to');
  if (formatLocalDate(to) < formatLocalDate(from)) {
    throw new UsageError(`--to ${formatLocalDate(to)} is before --from ${formatLocalDate(from)}: the range holds no day; give the earlier date to --from`);
  }
  return { from, to };
}

/**
 * The catalogued ids of a comma-separated list of city ids (`new-delhi, mumbai`: spaces and empty items ignored).
 * @throws UsageError naming every id that is not in the catalogue
 */
export function cityIdsFlag(value: string): string[] {
  const ids = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = ids.filter((id) => !cityById(id));
  if (unknown.length > 0) throw new UsageError(`Unknown cities: ${unknown.join(', ')} (see docs/cities.md)`);
  return ids.map((id) => cityById(id)!.id);
}
