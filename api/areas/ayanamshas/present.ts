/** The ayanamsha catalogue as a response: each definition stated in words from its record. */
import { AYANAMSHAS, type AyanamshaRecord, DEFAULT_AYANAMSHA_ID } from '../../../astro/ayanamsha.ts';
import { isoInstant } from '../../shared/format.ts';
import type { AyanamshaTable } from './operations.ts';
import type { AyanamshaListResponse } from './schemas.ts';

/** Degrees as `±D°MM′SS.SS″`. */
function dms(degrees: number): string {
  const sign = degrees < 0 ? '−' : '';
  const hundredths = Math.round(Math.abs(degrees) * 360_000);
  const d = Math.floor(hundredths / 360_000);
  const m = Math.floor((hundredths % 360_000) / 6000);
  const s = (hundredths % 6000) / 100;
  return `${sign}${d}°${String(m).padStart(2, '0')}′${s.toFixed(2).padStart(5, '0')}″`;
}

const PRECESSION_MODEL_NAMES = { newcomb: "Newcomb's precession (Kinoshita 1975)", 'iau-1976': 'the IAU 1976 precession (Lieske et al. 1977)' } as const;

/** The definition of an ayanamsha in words, from its record. */
export function definitionOf(record: AyanamshaRecord): string {
  switch (record.kind) {
    case 'general-precession':
      return `${record.valueAtEpochDeg}° at J2000.0 (JD ${record.epochJulianDay} TT) plus the IAU 2006 general precession in longitude p_A`;
    case 'epoch': {
      const base = `${record.valueAtEpochDeg}° at JD ${record.epochJulianDay} ${record.epochIsUt ? 'UT' : 'TT'}; the mean equinox of date is carried to the mean ecliptic of that epoch with the Vondrák 2011 precession`;
      return record.definedWith === 'vondrak-2011'
        ? base
        : `${base}, and the epoch value, stated with ${PRECESSION_MODEL_NAMES[record.definedWith]}, is corrected to it`;
    }
    case 'star': {
      const place = record.measure === 'right-ascension' ? `the ecliptic point of the right ascension of ${record.star}` : record.star;
      const aberration = record.aberration ? 'its apparent place' : 'its place without aberration';
      return `${place} at sidereal ${dms(record.siderealLongitudeDeg)} (${aberration}, precessed and nutated to the date)`;
    }
  }
}

export function ayanamshaListResponse(table: AyanamshaTable): AyanamshaListResponse {
  const ayanamshas = table.values.map(({ id, meanDeg, trueDeg }) => {
    const record: AyanamshaRecord = AYANAMSHAS[id];
    return {
      id,
      key: record.key,
      name: record.name,
      swissEphemeris: `SE_SIDM_${record.swissEphemeris}`,
      kind: record.kind,
      definition: definitionOf(record),
      source: record.source,
      meanDegrees: meanDeg,
      trueDegrees: trueDeg,
      true: dms(trueDeg),
    };
  });
  return { instant: isoInstant(table.instant), default: DEFAULT_AYANAMSHA_ID, count: ayanamshas.length, ayanamshas };
}
