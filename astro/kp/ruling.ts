/**
 * KP ruling planets at an instant and place: the lord of the day, and the sign, star and sub lords of the lagna
 * and of the Moon (K.S. Krishnamurti, *KP Reader* VI, "Horary astrology": the planets ruling the moment a
 * question is judged or an event is timed).
 *
 * The day is the Vedic day, from sunrise to sunrise (`sunrise` convention of astro/rise-set.ts, the disc centre
 * without refraction by default); where the Sun did not rise in the 24 hours before the instant (polar day or
 * night) the civil weekday of the instant's local date is used, and `dayStart` is null.
 * The combined list `rulers` keeps each graha once, in the order of strength the *KP Reader* gives: the lagna's
 * star lord, the lagna's sign lord, the Moon's star lord, the Moon's sign lord, the day lord; Rahu and Ketu are
 * not added for conjunctions (a practice some later KP texts follow).
 */
import { Astronomy, astroTime } from '../engine.ts';
import { type AyanamshaId, type AyanamshaInUse, ayanamshaInUse } from '../ayanamsha.ts';
import { bodyPosition, type PositionConvention } from '../positions.ts';
import { normalizeDegrees } from '../angles.ts';
import { type Place, type RiseSetConvention, searchRiseSet } from '../rise-set.ts';
import { type Instant, localDateOf, weekdayOf, type Zone } from '../time.ts';
import type { GrahaId } from '../chart/placement.ts';
import { WEEKDAY_LORDS } from '../../data/grahas.ts';
import { ascendantOfSiderealTime } from '../lagna.ts';
import { type KpPoint, kpPoint } from './subs.ts';

/** Levels of lords a ruling point carries: star and sub. */
const RULING_LEVELS = 2;

export interface KpRulingInput {
  readonly instant: Instant;
  readonly place: Place;
  /** The zone whose civil weekday names the day (the sunrise's local date). */
  readonly zone: Zone;
  readonly ayanamshaId: AyanamshaId;
  readonly positions: PositionConvention;
  readonly sunrise: RiseSetConvention;
}

export interface KpRulingPlanets {
  readonly instant: Instant;
  readonly ayanamsha: AyanamshaInUse;
  readonly positions: PositionConvention;
  readonly sunrise: RiseSetConvention;
  /** The sunrise that began the Vedic day, or null where the Sun did not rise in the 24 hours before. */
  readonly dayStart: Instant | null;
  /** Weekday 0 = Sunday … 6 = Saturday of the Vedic day. */
  readonly weekday: number;
  readonly dayLord: GrahaId;
  /** The lagna: sign, sign lord, star and sub lords. */
  readonly lagna: KpPoint;
  /** The Moon: sign, sign lord, star and sub lords. */
  readonly moon: KpPoint;
  /** Each ruling graha once, strongest first (see the module comment). */
  readonly rulers: readonly GrahaId[];
}

/** The ruling planets at `input.instant` (see the module comment). */
export function kpRulingPlanets(input: KpRulingInput): KpRulingPlanets {
  const { instant, place } = input;
  const time = astroTime(instant);
  const ayanamsha = ayanamshaInUse(input.ayanamshaId, instant);
  const ayanamshaDeg = ayanamsha.degrees;
  const ramcDeg = Astronomy.SiderealTime(time) * 15 + place.longitude;
  const lagna = kpPoint(normalizeDegrees(ascendantOfSiderealTime(ramcDeg, Astronomy.e_tilt(time).tobl, place.latitude) - ayanamshaDeg), RULING_LEVELS);
  const moon = kpPoint(bodyPosition('moon', instant, input.positions).longitude - ayanamshaDeg, RULING_LEVELS);
  const sunrise = searchRiseSet('sun', 'rise', place, instant, input.sunrise, -1);
  const dayStart = sunrise.instant;
  const weekday = weekdayOf(localDateOf(input.zone, dayStart ?? instant));
  const dayLord = WEEKDAY_LORDS[weekday] as GrahaId;
  const ranked = [lagna.lords[0], lagna.signLord, moon.lords[0], moon.signLord, dayLord] as GrahaId[];
  return {
    instant,
    ayanamsha,
    positions: input.positions,
    sunrise: input.sunrise,
    dayStart,
    weekday,
    dayLord,
    lagna,
    moon,
    rulers: ranked.filter((graha, i) => ranked.indexOf(graha) === i),
  };
}
