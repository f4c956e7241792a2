/**
 * What the service states about its own accuracy in every panchanga response (`validation`). The figures are
 * written by `npm run validate`, which runs the reference comparisons of `test/reference/` against their
 * published sources and records the date it ran; `test/reference/validation.test.ts` re-measures and fails when
 * the stated figures are better than what the comparisons give today.
 */
import validation from './validation.json' with { type: 'json' };

export interface ValidationStatement {
  /** The published reference compared with. */
  source: string;
  /** Address of the reference. */
  url: string;
  /** Share of reference values reproduced within `tolerance`, as a percentage string. */
  accuracy: string;
  /** Date the comparison last ran, YYYY-MM-DD. */
  lastValidated: string;
  tolerance: string;
  /** Largest difference from the reference, seconds. */
  maxErrorSeconds: number;
  /** Number of reference values compared. */
  comparisons: number;
}

export const PANCHANGA_VALIDATION: ValidationStatement = validation;
