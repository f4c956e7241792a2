/**
 * How much of a sampled walk a test file takes. The default tier (`npm test`) takes each file's quick sample; the
 * slower tier runs the sampled files again at their wide sample (the `wide` project of vitest.config.ts sets
 * `TEST_SAMPLE=wide`); `FULL=1` (`npm run test:all`) takes every case there is.
 */
export type Sample = 'quick' | 'wide' | 'full';

/** This run's sample. */
export const SAMPLE: Sample = process.env.FULL ? 'full' : process.env.TEST_SAMPLE === 'wide' ? 'wide' : 'quick';

/** Whether this run takes every case (`FULL=1`). */
export const FULL = SAMPLE === 'full';

/** The value of this run's sample; a value not given for `full` is the wide one. */
export function bySample<T>(values: { quick: T; wide: T; full?: T }): T {
  return SAMPLE === 'quick' ? values.quick : SAMPLE === 'wide' ? values.wide : (values.full ?? values.wide);
}
