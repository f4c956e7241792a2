/**
 * Keeps `data/validation.json` (the `validation` object of every panchanga response) equal to what the
 * panchanga reference test measures. `npm run validate` runs the reference test with UPDATE_VALIDATION=1 and
 * rewrites the file with today's date; a normal run of the whole reference set fails if the file states a
 * different number of comparisons, a smaller error, another accuracy or another tolerance than was measured.
 *
 * Whether the whole set ran is not read from the measurements (a filter and a grown fixture look alike there):
 * the reference test wraps each test that measures in `MeasuringTests.measure`, which counts the tests it
 * defines and the ones that finish. A `vitest -t` filter, an `.only` or a failing test leaves some unfinished;
 * that run is partial and the statement is neither checked nor written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type ValidationStatement, VALIDATION_TOLERANCE_SECONDS, VALIDATION_TOLERANCE_WORDS } from '../../data/validation.ts';
import { fillText } from '../../api/shared/format.ts';

const FILE = join(import.meta.dirname, '../../data/validation.json');
/** The tolerance the reference test asserts, as stated to users in English (the file's `tolerance`). */
export const TOLERANCE_TEXT = fillText(VALIDATION_TOLERANCE_WORDS.en, { seconds: VALIDATION_TOLERANCE_SECONDS.time, sankranti: VALIDATION_TOLERANCE_SECONDS.sankranti });
/** The tolerance behind `accuracy`: the share of comparisons within it. */
const ACCURACY_TOLERANCE_SECONDS = VALIDATION_TOLERANCE_SECONDS.time;

/** Counts the measuring tests of a reference file that are defined and those that ran to their end. */
export class MeasuringTests {
  private defined = 0;
  private finished = 0;

  /** `body` as a test body that counts as defined now and as finished when it returns without throwing. */
  measure(body: () => void): () => void {
    this.defined += 1;
    return () => {
      body();
      this.finished += 1;
    };
  }

  /** True when every measuring test defined ran to its end: the measurements cover the whole set. */
  get whole(): boolean {
    return this.defined > 0 && this.finished === this.defined;
  }

  /** "finished of defined", for a message. */
  summary(): string {
    return `${this.finished} of ${this.defined} measuring tests finished`;
  }
}

/** The figures a run gives for its measured errors (seconds, one per comparison). */
function measuredFigures(errorsSeconds: readonly number[]) {
  const within = errorsSeconds.filter((e) => e <= ACCURACY_TOLERANCE_SECONDS).length;
  return {
    comparisons: errorsSeconds.length,
    maxErrorSeconds: Math.ceil(Math.max(...errorsSeconds)),
    accuracy: `${((100 * within) / errorsSeconds.length).toFixed(1)}%`,
  };
}

/**
 * Fails unless `stated` holds for the errors of a whole run: the same number of comparisons, a maximum error
 * at least the measured one, the same accuracy and tolerance. Each failure tells to run `npm run validate`.
 */
export function checkStatement(stated: ValidationStatement, errorsSeconds: readonly number[]): void {
  expect(
    errorsSeconds.length,
    `data/validation.json states ${stated.comparisons} comparisons but the whole reference set measured ${errorsSeconds.length}: run npm run validate`,
  ).toBe(stated.comparisons);
  const measured = measuredFigures(errorsSeconds);
  expect(stated.maxErrorSeconds, 'data/validation.json states a smaller error than measured: run npm run validate').toBeGreaterThanOrEqual(measured.maxErrorSeconds);
  expect(stated.accuracy, 'data/validation.json states another accuracy than measured: run npm run validate').toBe(measured.accuracy);
  expect(stated.tolerance, 'data/validation.json states another tolerance than the test asserts: run npm run validate').toBe(TOLERANCE_TEXT);
}

/**
 * After a reference run: with UPDATE_VALIDATION=1 writes the statement for the measured errors, otherwise
 * checks the file against them (`checkStatement`). Either only when `tests` says the whole set ran; a partial
 * run is reported and left alone, and `npm run validate` refuses to write one.
 */
export function recordValidation(errorsSeconds: readonly number[], tests: MeasuringTests): void {
  const updating = process.env.UPDATE_VALIDATION === '1';
  if (!tests.whole) {
    if (updating) throw new Error(`npm run validate needs the whole reference set, but ${tests.summary()}`);
    console.info(`panchanga reference: partial run (${tests.summary()}), data/validation.json not checked`);
    return;
  }
  if (!updating) {
    checkStatement(JSON.parse(readFileSync(FILE, 'utf8')) as ValidationStatement, errorsSeconds);
    return;
  }
  const measured = measuredFigures(errorsSeconds);
  const statement: ValidationStatement = {
    source: `Published almanac days (drikpanchang.com, mypanchang.com, news18 and other almanac pages; 27 days at New Delhi, Seattle, Auckland and New York, 1997-2025): tithi, nakshatra, yoga, karana, pada and Moon sign end times, varjyam, amrit kaal, panchak and sankranti`,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html',
    accuracy: measured.accuracy,
    lastValidated: new Date().toISOString().slice(0, 10),
    tolerance: TOLERANCE_TEXT,
    maxErrorSeconds: measured.maxErrorSeconds,
    comparisons: measured.comparisons,
  };
  writeFileSync(FILE, `${JSON.stringify(statement, null, 2)}\n`);
}
