/**
 * The place-independent half of a muhurta search, computed once per range and shared by every city and activity:
 * the occurrences of tithi, nakshatra, yoga, karana and Moon sign over the range (exact boundaries,
 * elements.ts `occurrences`) and the sky vetoes (vetoes.ts). For one year this is under a second of work;
 * a pipeline that searches 400 cities builds it once and passes it to every `searchMuhurta` call as `shared`.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { InvalidTimeRangeError } from '../errors.ts';
import type { Instant } from '../time.ts';
import { type ElementOccurrence, occurrences } from '../panchanga/elements.ts';
import { skyVetoes, type VetoInterval } from './vetoes.ts';

/** Everything a muhurta search needs that does not depend on the place. */
export interface MuhurtaSky {
  /** The range covered (ms, UT), [from, to). */
  readonly from: Instant;
  readonly to: Instant;
  readonly ayanamshaId: AyanamshaId;
  /** Occurrences overlapping [from, to), in time order, as elements.ts gives them (indices 1-based). */
  readonly tithis: readonly ElementOccurrence[];
  readonly nakshatras: readonly ElementOccurrence[];
  readonly yogas: readonly ElementOccurrence[];
  /** Karanas as half-tithis 1–60 (data/karanas.ts `karanaOfHalfTithi` names them). */
  readonly karanas: readonly ElementOccurrence[];
  /** The Moon's sidereal sign, 1 = Aries … 12 = Pisces (for chandra bala). */
  readonly moonSigns: readonly ElementOccurrence[];
  /** The sky vetoes overlapping [from, to), in time order (vetoes.ts `muhurtaVetoes`). */
  readonly vetoes: readonly VetoInterval[];
}

/**
 * The place-independent elements and vetoes of [from, to).
 * @param from range start (ms, UT), inclusive
 * @param to range end (ms, UT), exclusive; must exceed `from`
 * @param ayanamshaId sidereal zodiac of the nakshatras, yogas, signs and month names (true ayanamsha)
 */
export function muhurtaSky(from: Instant, to: Instant, ayanamshaId: AyanamshaId): MuhurtaSky {
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to)) {
    throw new InvalidTimeRangeError('the window must satisfy from < to with finite instants', { from, to });
  }
  const options = { ayanamshaId };
  const karanas = occurrences('karana', from, to, options);
  const yogas = occurrences('yoga', from, to, options);
  return {
    from,
    to,
    ayanamshaId,
    tithis: occurrences('tithi', from, to, options),
    nakshatras: occurrences('nakshatra', from, to, options),
    yogas,
    karanas,
    moonSigns: occurrences('moonSign', from, to, options),
    vetoes: skyVetoes(from, to, ayanamshaId, { karanas, yogas }),
  };
}

/** True when `sky` was built for `ayanamshaId` and covers [from, to). */
export function skyCovers(sky: MuhurtaSky, from: Instant, to: Instant, ayanamshaId: AyanamshaId): boolean {
  return sky.ayanamshaId === ayanamshaId && sky.from <= from && sky.to >= to;
}
