/**
 * Solar and lunar eclipses, from astronomy-engine's global searches (`SearchGlobalSolarEclipse`,
 * `SearchLunarEclipse`), with the service's ΔT model installed by `engine.ts`.
 *
 * The instant reported is the PEAK: for a solar eclipse, when the axis of the Moon's shadow passes closest to
 * the Earth's centre (NASA's "greatest eclipse"); for a lunar eclipse, when the Moon's centre passes closest
 * to the axis of the Earth's shadow. Kinds: solar partial, annular or total (as seen from the point of
 * greatest eclipse; astronomy-engine does not distinguish hybrid eclipses); lunar penumbral, partial or total.
 *
 * Every eclipse happens within an hour of a new moon (solar) or full moon (lunar). Each syzygy found by
 * `lunations.ts` is tested on its own: when the Moon's ecliptic latitude there is under
 * `ECLIPSE_LATITUDE_LIMIT_DEG`, the library search starts `SEARCH_LEAD_MS` before it, so the library meets
 * that syzygy first; an eclipse whose peak is within `SYZYGY_MATCH_MS` of it belongs to it. The search thus
 * starts from an instant fixed by the syzygy, not by the window, and the same eclipse solves to the same
 * instant from any window.
 */
import { Astronomy, astroTime, instantOf } from '../engine.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';

/**
 * Largest |ecliptic latitude| of the Moon at a syzygy for which an eclipse is searched, degrees. No eclipse
 * is possible beyond about 1.6°; astronomy-engine prunes at 1.8° at its own syzygy (which differs from the
 * apparent-longitude one by about a minute, in which the latitude changes by under 0.001°).
 */
export const ECLIPSE_LATITUDE_LIMIT_DEG = 1.9;
/** How long before a syzygy the library search starts: two days (it then looks 0.5–3.5 days ahead). */
export const SEARCH_LEAD_MS = 2 * MS_PER_DAY;
/** How close an eclipse peak must be to the syzygy to belong to it: one day (in practice under two hours). */
export const SYZYGY_MATCH_MS = MS_PER_DAY;

/** How much of the Sun the Moon covers at greatest eclipse (data/words.ts `ECLIPSE_WORDS.solar` names each). */
export type SolarEclipseKind = 'partial' | 'annular' | 'total';

export interface SolarEclipseEvent {
  readonly type: 'solar-eclipse';
  readonly graha: 'sun';
  /** Peak (greatest eclipse), ms since 1970-01-01T00:00Z (UT), rounded to the millisecond. */
  readonly instant: Instant;
  readonly kind: SolarEclipseKind;
  /** Fraction of the Sun's disc covered at the point of greatest eclipse, 0–1; null for a partial eclipse. */
  readonly obscuration: number | null;
  /** Geographic latitude and longitude (degrees, north and east positive) of greatest eclipse; null if partial. */
  readonly peakLatitude: number | null;
  readonly peakLongitude: number | null;
}

export interface LunarEclipseEvent {
  readonly type: 'lunar-eclipse';
  readonly graha: 'moon';
  /** Peak, ms since 1970-01-01T00:00Z (UT), rounded to the millisecond. */
  readonly instant: Instant;
  readonly kind: 'penumbral' | 'partial' | 'total';
  /** Fraction of the Moon's disc inside the umbra at the peak, 0–1 (0 for penumbral, 1 for total). */
  readonly obscuration: number;
  /** Half-durations of the penumbral, partial (umbral) and total phases, minutes; 0 when the phase does not occur. */
  readonly semiDurationPenumbralMinutes: number;
  readonly semiDurationPartialMinutes: number;
  readonly semiDurationTotalMinutes: number;
}

export type EclipseEvent = SolarEclipseEvent | LunarEclipseEvent;

/** True when the Moon is close enough to the ecliptic at `syzygy` for an eclipse to be possible. */
function nearNode(syzygy: Instant): boolean {
  return Math.abs(Astronomy.EclipticGeoMoon(astroTime(syzygy)).lat) < ECLIPSE_LATITUDE_LIMIT_DEG;
}

/** The solar eclipse at the new moon `newMoon` (ms, UT), or null when there is none. */
export function solarEclipseAt(newMoon: Instant): SolarEclipseEvent | null {
  if (!nearNode(newMoon)) return null;
  const info = Astronomy.SearchGlobalSolarEclipse(astroTime(newMoon - SEARCH_LEAD_MS));
  const peak = instantOf(info.peak);
  if (Math.abs(peak - newMoon) > SYZYGY_MATCH_MS) return null;
  const central = info.kind === Astronomy.EclipseKind.Total || info.kind === Astronomy.EclipseKind.Annular;
  return {
    type: 'solar-eclipse',
    graha: 'sun',
    instant: Math.round(peak),
    kind: info.kind === Astronomy.EclipseKind.Total ? 'total' : info.kind === Astronomy.EclipseKind.Annular ? 'annular' : 'partial',
    obscuration: info.obscuration ?? null,
    peakLatitude: central ? (info.latitude ?? null) : null,
    peakLongitude: central ? (info.longitude ?? null) : null,
  };
}

/** The lunar eclipse at the full moon `fullMoon` (ms, UT), or null when there is none. */
export function lunarEclipseAt(fullMoon: Instant): LunarEclipseEvent | null {
  if (!nearNode(fullMoon)) return null;
  const info = Astronomy.SearchLunarEclipse(astroTime(fullMoon - SEARCH_LEAD_MS));
  const peak = instantOf(info.peak);
  if (Math.abs(peak - fullMoon) > SYZYGY_MATCH_MS) return null;
  return {
    type: 'lunar-eclipse',
    graha: 'moon',
    instant: Math.round(peak),
    kind: info.kind === Astronomy.EclipseKind.Total ? 'total' : info.kind === Astronomy.EclipseKind.Partial ? 'partial' : 'penumbral',
    obscuration: info.obscuration,
    semiDurationPenumbralMinutes: info.sd_penum,
    semiDurationPartialMinutes: info.sd_partial,
    semiDurationTotalMinutes: info.sd_total,
  };
}
