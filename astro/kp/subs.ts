/**
 * Krishnamurti Paddhati (KP) lords of a sidereal longitude and the classical table of 249 subs.
 *
 * Each nakshatra of 13°20′ (48,000″) is divided into nine subs in the Vimshottari proportions (a graha's
 * years ÷ 120), the first sub ruled by the nakshatra's own lord and the others following the Vimshottari order
 * (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury); every sub is divided again the same way from
 * its own lord (sub-sub), and so on. A sub spans 400″ × the lord's years, a whole number of arcseconds
 * (Ketu 46′40″, Venus 2°13′20″, Sun 40′, Moon 1°06′40″, Mars 46′40″, Rahu 2°, Jupiter 1°46′40″, Saturn 2°06′40″,
 * Mercury 1°53′20″). The 27 × 9 = 243 subs become the 249 of the classical table (K.S. Krishnamurti, KP Reader
 * I, "Casting the horoscope", the table of 249 sub-divisions used for horary numbers) by splitting the six subs
 * that straddle a sign boundary into the part before and the part after it; the table numbers them 1–249
 * from 0° Aries.
 *
 * A longitude exactly on a boundary belongs to the division that starts there (as `nakshatraPada`).
 */
import { grahaById, type GrahaId, VIMSHOTTARI_ORDER, VIMSHOTTARI_TOTAL_YEARS } from '../../data/grahas.ts';
import { NAKSHATRAS } from '../../data/nakshatras.ts';
import { normalizeDegrees } from '../angles.ts';
import { lordOfSign, type SignNumber } from '../chart/placement.ts';

const ARCSEC_PER_DEG = 3600;
/** A nakshatra's span, arcseconds (13°20′). */
const NAKSHATRA_ARCSEC = 48_000;
/** A sign's span, arcseconds (30°). */
const SIGN_ARCSEC = 108_000;
const CIRCLE_ARCSEC = 1_296_000;
/**
 * Arcseconds a longitude is rounded to before it is placed: 1e-6″, far below any ephemeris' precision, so that a
 * longitude written in degrees for a boundary (17.3333…° = 62,400″) lands on the boundary and not 1e-11″ before it.
 */
const PLACING_PRECISION_ARCSEC = 1e-6;

/** A sidereal longitude in degrees as arcseconds [0, 1,296,000), rounded to `PLACING_PRECISION_ARCSEC`. */
function placedArcsec(siderealLongitudeDeg: number): number {
  const arcsec = Math.round((normalizeDegrees(siderealLongitudeDeg) * ARCSEC_PER_DEG) / PLACING_PRECISION_ARCSEC) * PLACING_PRECISION_ARCSEC;
  return arcsec >= CIRCLE_ARCSEC ? 0 : arcsec;
}

/** The deepest level of division offered: 1 star, 2 sub, 3 sub-sub, 4 sookshma, 5 prana. */
export const MAX_KP_LEVELS = 5;
/** The levels a KP point always carries: star, sub and sub-sub. */
export const MIN_KP_LEVELS = 3;

/** The Vimshottari lords in order starting from `first`. */
function vimshottariFrom(first: GrahaId): GrahaId[] {
  const start = VIMSHOTTARI_ORDER.indexOf(first as (typeof VIMSHOTTARI_ORDER)[number]);
  return VIMSHOTTARI_ORDER.map((_, i) => VIMSHOTTARI_ORDER[(start + i) % VIMSHOTTARI_ORDER.length] as GrahaId);
}

/** A graha's share of a Vimshottari division, its years ÷ 120. */
function share(lord: GrahaId): number {
  return grahaById(lord).vimshottariYears / VIMSHOTTARI_TOTAL_YEARS;
}

/**
 * The lords of a sidereal longitude down to `levels` divisions: index 0 the star (nakshatra) lord, 1 the sub
 * lord, 2 the sub-sub lord, 3 and 4 the next two levels.
 * @param siderealLongitudeDeg sidereal longitude, degrees, any real value (reduced modulo 360)
 * @param levels 1–5 levels of division
 * @returns `levels` graha ids, the coarsest first
 */
export function kpLordChain(siderealLongitudeDeg: number, levels: number): GrahaId[] {
  const arcsec = placedArcsec(siderealLongitudeDeg);
  const nakshatraIndex = Math.min(26, Math.floor(arcsec / NAKSHATRA_ARCSEC));
  let lord: GrahaId = (NAKSHATRAS[nakshatraIndex] as (typeof NAKSHATRAS)[number]).lord;
  const chain: GrahaId[] = [lord];
  let offset = arcsec - nakshatraIndex * NAKSHATRA_ARCSEC;
  let span = NAKSHATRA_ARCSEC;
  for (let level = 1; level < levels; level++) {
    const lords = vimshottariFrom(lord);
    let chosen = lords[lords.length - 1] as GrahaId;
    let chosenSpan = span * share(chosen);
    for (const candidate of lords) {
      const width = span * share(candidate);
      if (offset < width - PLACING_PRECISION_ARCSEC / 2) {
        chosen = candidate;
        chosenSpan = width;
        break;
      }
      offset -= width;
    }
    // A rounding remainder past the last division stays in the last one.
    if (offset > chosenSpan) offset = chosenSpan;
    lord = chosen;
    span = chosenSpan;
    chain.push(lord);
  }
  return chain;
}

/** One row of the 249-sub table; longitudes are sidereal, in whole arcseconds from 0° Aries. */
export interface KpSub {
  /** 1–249, from 0° Aries. */
  readonly number: number;
  /** Sign 1–12 holding the sub. */
  readonly sign: SignNumber;
  /** Lord of that sign. */
  readonly signLord: GrahaId;
  /** Nakshatra 1–27 holding the sub. */
  readonly nakshatra: number;
  /** The nakshatra's lord. */
  readonly starLord: GrahaId;
  /** The sub's lord. */
  readonly subLord: GrahaId;
  /** Start, arcseconds [0, 1,296,000). */
  readonly startArcsec: number;
  /** End (the next row's start), arcseconds (0, 1,296,000]. */
  readonly endArcsec: number;
}

function buildSubTable(): readonly KpSub[] {
  const rows: KpSub[] = [];
  let start = 0;
  NAKSHATRAS.forEach((nakshatra, i) => {
    for (const subLord of vimshottariFrom(nakshatra.lord)) {
      const end = start + (NAKSHATRA_ARCSEC * grahaById(subLord).vimshottariYears) / VIMSHOTTARI_TOTAL_YEARS;
      const signBoundary = (Math.floor(start / SIGN_ARCSEC) + 1) * SIGN_ARCSEC;
      const pieces = end > signBoundary ? [[start, signBoundary], [signBoundary, end]] : [[start, end]];
      for (const [from, to] of pieces as [number, number][]) {
        const sign = (Math.floor(from / SIGN_ARCSEC) + 1) as SignNumber;
        rows.push({
          number: rows.length + 1,
          sign,
          signLord: lordOfSign(sign),
          nakshatra: i + 1,
          starLord: nakshatra.lord,
          subLord,
          startArcsec: from,
          endArcsec: to,
        });
      }
      start = end;
    }
  });
  if (rows.length !== 249 || start !== CIRCLE_ARCSEC) throw new Error(`KP sub table has ${rows.length} rows ending at ${start}″`);
  return rows;
}

/** The classical table of 249 KP subs, number 1 at 0° Aries (see the module comment). */
export const KP_SUBS: readonly KpSub[] = buildSubTable();

/** Number of rows of the classical sub table. */
export const KP_SUB_COUNT = KP_SUBS.length;

/**
 * The row of the 249-sub table holding a sidereal longitude (a boundary belongs to the row starting there).
 * @param siderealLongitudeDeg degrees, any real value (reduced modulo 360)
 */
export function kpSubAt(siderealLongitudeDeg: number): KpSub {
  const arcsec = placedArcsec(siderealLongitudeDeg);
  let low = 0;
  let high = KP_SUBS.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((KP_SUBS[middle] as KpSub).startArcsec <= arcsec) low = middle;
    else high = middle - 1;
  }
  return KP_SUBS[low] as KpSub;
}

/** The KP description of one sidereal longitude. */
export interface KpPoint {
  /** Sidereal longitude, degrees [0, 360). */
  readonly longitude: number;
  readonly sign: SignNumber;
  readonly signLord: GrahaId;
  /** Star lord, sub lord, sub-sub lord and any deeper lords, the coarsest first (`levels` entries). */
  readonly lords: readonly GrahaId[];
  /** Number 1–249 of the classical sub table. */
  readonly subNumber: number;
}

/**
 * The sign, its lord, the lords to `levels` divisions and the classical sub number of a sidereal longitude.
 * @param siderealLongitudeDeg degrees, any real value
 * @param levels 1–5 (see `kpLordChain`)
 */
export function kpPoint(siderealLongitudeDeg: number, levels: number): KpPoint {
  const longitude = normalizeDegrees(siderealLongitudeDeg);
  const row = kpSubAt(longitude);
  return { longitude, sign: row.sign, signLord: row.signLord, lords: kpLordChain(longitude, levels), subNumber: row.number };
}
