/**
 * The sky a sign horoscope is written from: the nine grahas at 00:00 UT of every date of the period and the
 * day after it, the exact sign ingresses of the grahas on both zodiacs, and the period's stations, new and full
 * moons and eclipses. Lahiri (true) ayanamsha and the mean node, the options of the precomputed transit tables,
 * so stored and computed horoscopes read the same sky.
 *
 * Ingresses and events are taken from one day before the period's first 00:00 UT to one day after its last, so
 * that the period's dates can be read in any zone (a zone is at most 14 hours from UT): the horoscope keeps those
 * whose local date falls in the period.
 */
import { findAngleCrossing } from '../search.ts';
import { siderealLongitude } from '../positions.ts';
import { ayanamshaDegrees } from '../ayanamsha.ts';
import { normalizeDegrees } from '../angles.ts';
import { addDays, daysFromCivil, type LocalDate, MS_PER_DAY, type Zone } from '../time.ts';
import { dailyPositions, type GrahaTransitRow } from '../transits/daily.ts';
import { type TransitEvent, type TransitEventType, transitEvents } from '../transits/events.ts';
import { type TrackedGraha, tropicalLongitude } from '../transits/tracks.ts';
import type { GrahaId } from '../../data/grahas.ts';
import { type Zodiac, ZODIACS } from './gochara.ts';
import { type HoroscopePeriod, periodLengthDays } from './sign-horoscope.ts';

/** The transit options horoscopes are written with. */
export const HOROSCOPE_SKY_OPTIONS = { ayanamshaId: 1, node: 'mean' } as const;

/** The zone whose civil dates a sign horoscope's periods and dates are: Indian Standard Time, UTC+5:30. */
export const SIGN_HOROSCOPE_ZONE: Zone = { kind: 'offset', hours: 5.5 };

/** The events a horoscope reads from the event search; sign ingresses are solved on both zodiacs (`SkyIngress`). */
export const HOROSCOPE_EVENT_TYPES = ['station-retrograde', 'station-direct', 'new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse'] as const satisfies readonly TransitEventType[];

/** A graha entering a sign, on one zodiac, solved to 10 ms. */
export interface SkyIngress {
  readonly graha: GrahaId;
  readonly zodiac: Zodiac;
  readonly instant: number;
  /** The sign entered, 1–12, on `zodiac`. */
  readonly sign: number;
}

export interface HoroscopeSky {
  /** Rows at 00:00 UT of each date from `start` to the day after the period. */
  days: GrahaTransitRow[][];
  /** Events of `HOROSCOPE_EVENT_TYPES` from a day before the period's first 00:00 UT to a day after its end. */
  events: TransitEvent[];
  /** Sign ingresses of every graha on both zodiacs over the same span, in time order. */
  ingresses: SkyIngress[];
}

/** 00:00 UT of a civil date, ms. */
export function utcMidnight(date: LocalDate): number {
  return daysFromCivil(date.y, date.m, date.d) * MS_PER_DAY;
}

const TRACKED: readonly TrackedGraha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];
/** Sampling step of the ingress search: no graha crosses two sign boundaries in it (the Moon moves under 16°). */
const INGRESS_STEP_MS = MS_PER_DAY;

/**
 * Every sign ingress of the nine grahas on both zodiacs in [from, to): signs sampled every day (one tropical
 * longitude per graha and one ayanamsha per sample serve both zodiacs), each change solved by the shared root
 * finder on the graha's longitude (apparent, mean node; sidereal by the true Lahiri ayanamsha). A boundary crossed forth and back within one step is not seen; no graha but the true node (not used
 * here) turns that fast. Ketu enters the sign opposite Rahu's at the same instant.
 */
export function skyIngresses(from: number, to: number): SkyIngress[] {
  const instants: number[] = [];
  for (let t = from; t < to; t += INGRESS_STEP_MS) instants.push(t);
  instants.push(to);
  const ayanamshas = instants.map((t) => ayanamshaDegrees(HOROSCOPE_SKY_OPTIONS.ayanamshaId, t, { true: true }));
  const out: SkyIngress[] = [];
  for (const graha of TRACKED) {
    const tropicalAt = (t: number) => tropicalLongitude(graha, HOROSCOPE_SKY_OPTIONS.node, t);
    const samples = instants.map(tropicalAt);
    for (const zodiac of ZODIACS) {
      const longitude = zodiac === 'tropical' ? tropicalAt : (t: number) => siderealLongitude(tropicalAt(t), t, HOROSCOPE_SKY_OPTIONS.ayanamshaId);
      const signAt = (i: number) => Math.floor(normalizeDegrees(samples[i]! - (zodiac === 'tropical' ? 0 : ayanamshas[i]!)) / 30);
      let signA = signAt(0);
      for (let i = 1; i < instants.length; i++) {
        const signB = signAt(i);
        if (signB !== signA) {
          const boundary = signB === (signA + 1) % 12 ? signB * 30 : signA * 30;
          const instant = findAngleCrossing(longitude, boundary, instants[i - 1]!, instants[i]!) ?? instants[i]!;
          out.push({ graha, zodiac, instant, sign: signB + 1 });
          if (graha === 'rahu') out.push({ graha: 'ketu', zodiac, instant, sign: ((signB + 6) % 12) + 1 });
        }
        signA = signB;
      }
    }
  }
  return out.sort((x, y) => x.instant - y.instant);
}

/** Computes the sky of the period of `period` starting at `start`. */
export function horoscopeSky(period: HoroscopePeriod, start: LocalDate): HoroscopeSky {
  const length = periodLengthDays(period, start);
  const days = Array.from({ length: length + 1 }, (_, i) => dailyPositions(utcMidnight(addDays(start, i)), HOROSCOPE_SKY_OPTIONS));
  const from = utcMidnight(start) - MS_PER_DAY;
  const to = utcMidnight(start) + (length + 1) * MS_PER_DAY;
  const events = transitEvents(from, to, { ...HOROSCOPE_SKY_OPTIONS, types: HOROSCOPE_EVENT_TYPES });
  return { days, events, ingresses: skyIngresses(from, to) };
}
