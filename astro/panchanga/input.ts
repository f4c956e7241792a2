/** What a panchanga day is computed from (`PanchangaDayInput`) and its check at the boundary. */
import type { AyanamshaId } from '../ayanamsha.ts';
import type { NodeType } from '../nodes.ts';
import type { PositionConvention } from '../positions.ts';
import type { MoonRiseConvention, RiseSetConvention } from '../rise-set.ts';
import { InvalidParameterError } from '../errors.ts';
import type { LocalDate, Zone } from '../time.ts';

/** What `panchangaDay` needs. */
export interface PanchangaDayInput {
  /** Geodetic latitude, degrees, −90…90 (north positive). */
  readonly latitude: number;
  /** Longitude, degrees, −180…180 (east positive). */
  readonly longitude: number;
  /** Height above sea level, metres. */
  readonly elevationM: number;
  readonly zone: Zone;
  /** The civil date in `zone` whose sunrise opens the Vedic day. */
  readonly localDate: LocalDate;
  /** Sunrise convention for the day's bounds and every period derived from them. */
  readonly sunrise: RiseSetConvention;
  /** Ayanamsha of every sidereal quantity (true ayanamsha). */
  readonly ayanamshaId: AyanamshaId;
  /** Lunar node type; recorded with the day (no panchanga element depends on the node). */
  readonly node: NodeType;
  /** Moonrise/moonset of the topocentric (default, when absent) or the classical geocentric Moon (rise-set.ts). */
  readonly moonRise?: MoonRiseConvention;
  /**
   * Apparent (default, when absent) or geometric Sun and Moon for the elements, their boundaries, the day-start
   * positions and samples, anandadi yogas and panchak (positions.ts). Rise and set times and the lunar month are
   * apparent either way.
   */
  readonly positions?: PositionConvention;
}

/** Thrown for inputs outside their documented ranges: the engine's `InvalidParameterError`. */
export { InvalidParameterError as PanchangaInputError };

/** Throws `InvalidParameterError` for a latitude, longitude or elevation out of range. */
export function assertInput(input: PanchangaDayInput): void {
  const { latitude, longitude, elevationM } = input;
  if (!(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) {
    throw new InvalidParameterError('latitude must be a number from -90 to 90', latitude);
  }
  if (!(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) {
    throw new InvalidParameterError('longitude must be a number from -180 to 180', longitude);
  }
  if (!Number.isFinite(elevationM)) throw new InvalidParameterError('elevationM must be a finite number', elevationM);
}
