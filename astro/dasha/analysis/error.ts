/**
 * The one error type of the dasha analysis: input it cannot read.
 */

/** Input the analysis cannot read (missing transit row, tree without three levels, a template key not filled). */
export class DashaAnalysisError extends Error {
  override readonly name = 'DashaAnalysisError';
  readonly code = 'DASHA_ANALYSIS_INPUT';
  constructor(
    message: string,
    readonly value: string,
  ) {
    super(message);
  }
}
