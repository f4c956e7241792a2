/**
 * The one error type of the dasha analysis: input it cannot read.
 */
import { AstroError } from '../../errors.ts';

/** Input the analysis cannot read (missing transit row, tree without three levels, a template key not filled). */
export class DashaAnalysisError extends AstroError<string> {
  readonly code = 'DASHA_ANALYSIS_INPUT';
}
