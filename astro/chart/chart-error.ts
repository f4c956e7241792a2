/**
 * The one error type of the birth-chart engine.
 */
import { AstroError } from '../errors.ts';

/** Codes a `ChartError` carries. */
export type ChartErrorCode = 'HOUSE_SYSTEM_UNDEFINED';

/**
 * A chart that cannot be computed as asked, e.g. Placidus cusps inside a polar circle. `value` is the
 * offending input (for HOUSE_SYSTEM_UNDEFINED: the latitude in degrees).
 */
export class ChartError extends AstroError<number | string> {
  constructor(
    readonly code: ChartErrorCode,
    value: number | string,
    message: string,
  ) {
    super(message, value);
  }
}
