/**
 * The one error type of the birth-chart engine.
 */
import { AstroError } from '../errors.ts';

/** Codes a `ChartError` carries. */
export type ChartErrorCode = 'HOUSE_SYSTEM_UNDEFINED' | 'NO_SUNRISE';

/**
 * A chart that cannot be computed as asked, e.g. Placidus cusps inside a polar circle. `value` is the
 * offending input (the latitude in degrees). NO_SUNRISE: the kala bala needs the sunrise and sunset of the birth's
 * day, and inside a polar circle there may be none.
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
