/**
 * The facts of a birth's day and sky that the kala and cheshta balas need (`ShadbalaDay`), from the ephemeris:
 * the sunrise that began the Vedic day, the sunset and the next sunrise; the Sun's hour angle; the lords of the
 * year, month, weekday and hora; declinations; the mean longitudes of the cheshta kendra.
 *
 * Conventions:
 * - The Vedic day runs from sunrise to sunrise; its weekday is that of the sunrise's date in local solar time.
 * - Horas are equal hours from sunrise, the first ruled by the weekday's lord, each next one by the next graha of
 *   the Chaldean hora order (BPHS ch. 27; Raman ch. V).
 * - Year and month lords (BPHS ch. 27): the ahargana is counted in civil days from the eve of the Kali yuga (day 0 =
 *   Thursday 17 February 3102 BCE, Julian; JDN 588465) to the Vedic day of birth; the lord of the year is the
 *   weekday lord of the first day of the running 360-day year (days 360·⌊A/360⌋), the month's that of the first
 *   day of the running 30-day month. Counted from the Friday instead, both lords of Raman's worked example come
 *   out a day later than the book's (Saturn and Mercury for 16 October 1918); from the Thursday both agree.
 * - Declination: from the tropical ecliptic longitude and latitude and the true obliquity of date (western/bodies.ts
 *   `declinationOf`).
 * - Mean longitudes, two ways: Raman's tables (data/shadbala.ts `RAMAN_MEAN_ELEMENTS`, nirayana, read against the
 *   chart's sidereal longitudes as the books do), and modern mean elements, Meeus, *Astronomical Algorithms* (2nd
 *   ed.) Table 31.A (VSOP87, mean equinox of date; the mean Sun is the Earth's mean heliocentric longitude + 180°).
 */
import { HORA_ORDER, WEEKDAY_LORDS } from '../../data/grahas.ts';
import { RAMAN_MEAN_ELEMENTS, RAMAN_TABLES_EPOCH_UTC, type ShadbalaGraha, SHADBALA_GRAHAS, type TaraGraha } from '../../data/shadbala.ts';
import { ChartError } from '../chart/chart-error.ts';
import { Astronomy, astroTime } from '../engine.ts';
import { type Place, type RiseSetConvention, searchRiseSet } from '../rise-set.ts';
import { normalizeDegrees } from '../angles.ts';
import { declinationOf } from '../western/bodies.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../time.ts';
import type { ShadbalaChart, ShadbalaDay } from './shadbala.ts';

/** Julian day number of day 0 of the ahargana (a Thursday), and of 1970-01-01. */
const KALI_EPOCH_JDN = 588465;
const UNIX_EPOCH_JDN = 2440588;
/** Weekday (0 = Sunday) of ahargana day 0. */
const KALI_EPOCH_WEEKDAY = 4;

/**
 * Mean longitudes (degrees, mean equinox of date) as polynomials in T, Julian centuries of TT from J2000:
 * Meeus Table 31.A.
 */
const MEAN_LONGITUDE_POLYNOMIALS: Readonly<Record<'earth' | TaraGraha, readonly [number, number, number, number]>> = {
  mercury: [252.250906, 149474.0722491, 0.0003035, 0.000000018],
  venus: [181.979801, 58519.2130302, 0.00031014, 0.000000015],
  earth: [100.466457, 36000.7698278, 0.00030322, 0.00000002],
  mars: [355.433, 19141.6964471, 0.00031052, 0.000000016],
  jupiter: [34.351519, 3036.3027748, 0.0002233, 0.000000037],
  saturn: [50.077444, 1223.5110686, 0.00051908, -0.00000003],
};

function polynomial([a, b, c, d]: readonly [number, number, number, number], t: number): number {
  return normalizeDegrees(a + t * (b + t * (c + t * d)));
}

/**
 * Mean longitudes at `instant`, tropical degrees: the mean Sun, and the heliocentric mean longitude of each
 * star-planet.
 */
export function meanLongitudes(instant: Instant): Record<'sun' | TaraGraha, number> {
  const t = astroTime(instant).tt / 36525;
  return {
    sun: normalizeDegrees(polynomial(MEAN_LONGITUDE_POLYNOMIALS.earth, t) + 180),
    mercury: polynomial(MEAN_LONGITUDE_POLYNOMIALS.mercury, t),
    venus: polynomial(MEAN_LONGITUDE_POLYNOMIALS.venus, t),
    mars: polynomial(MEAN_LONGITUDE_POLYNOMIALS.mars, t),
    jupiter: polynomial(MEAN_LONGITUDE_POLYNOMIALS.jupiter, t),
    saturn: polynomial(MEAN_LONGITUDE_POLYNOMIALS.saturn, t),
  };
}

const RAMAN_EPOCH_MS = Date.parse(RAMAN_TABLES_EPOCH_UTC);

/** Mean longitudes at `instant` by Raman's tables, nirayana degrees: the mean Sun and the star-planets' elements. */
export function ramanTableLongitudes(instant: Instant): Record<'sun' | TaraGraha, number> {
  const days = (instant - RAMAN_EPOCH_MS) / MS_PER_DAY;
  const years = new Date(instant).getUTCFullYear() - 1900;
  const at = (body: 'sun' | TaraGraha) => {
    const { epochDeg, dailyDeg, correction } = RAMAN_MEAN_ELEMENTS[body];
    return normalizeDegrees(epochDeg + dailyDeg * days + correction[0] + correction[1] * years);
  };
  return { sun: at('sun'), mercury: at('mercury'), venus: at('venus'), mars: at('mars'), jupiter: at('jupiter'), saturn: at('saturn') };
}

/** Lords of the 360-day year and the 30-day month running on Kali day `ahargana` (BPHS ch. 27). */
export function yearAndMonthLords(ahargana: number): { abda: ShadbalaGraha; masa: ShadbalaGraha } {
  const weekdayOf = (day: number) => ((KALI_EPOCH_WEEKDAY + day) % 7 + 7) % 7;
  return {
    abda: WEEKDAY_LORDS[weekdayOf(360 * Math.floor(ahargana / 360))] as ShadbalaGraha,
    masa: WEEKDAY_LORDS[weekdayOf(30 * Math.floor(ahargana / 30))] as ShadbalaGraha,
  };
}

/** The lord of the `index`-th equal hora (0 = the first after sunrise) of a day whose weekday lord is `varaLord`. */
export function horaLord(varaLord: ShadbalaGraha, index: number): ShadbalaGraha {
  const start = HORA_ORDER.indexOf(varaLord);
  return HORA_ORDER[(start + index) % 7] as ShadbalaGraha;
}

/**
 * The day facts of a birth at `place`, with sunrise by `convention`. Throws `ChartError` NO_SUNRISE where the
 * Sun does not rise or set around the birth (inside the polar circles).
 */
export function shadbalaDay(
  chart: ShadbalaChart,
  instant: Instant,
  place: Place,
  convention: RiseSetConvention,
): ShadbalaDay {
  const noSunrise = () =>
    new ChartError('NO_SUNRISE', place.latitude, `The kala bala needs the sunrise and sunset of the birth's day; at latitude ${place.latitude} the Sun does not rise and set around this birth`);
  const sunrise = searchRiseSet('sun', 'rise', place, instant, convention, -1.5).instant;
  if (sunrise === null) throw noSunrise();
  const sunset = searchRiseSet('sun', 'set', place, sunrise, convention, 1).instant;
  const nextSunrise = searchRiseSet('sun', 'rise', place, sunrise + MS_PER_MINUTE, convention, 2).instant;
  if (sunset === null || nextSunrise === null || nextSunrise <= instant) throw noSunrise();

  const time = astroTime(instant);
  const observer = new Astronomy.Observer(place.latitude, place.longitude, place.elevationMeters);
  const hourAngleHours = Astronomy.HourAngle(Astronomy.Body.Sun, time, observer);
  const sunHourAngleDeg = hourAngleHours > 12 ? (hourAngleHours - 24) * 15 : hourAngleHours * 15;

  const localSolarDay = Math.floor((sunrise + (place.longitude / 15) * MS_PER_HOUR) / MS_PER_DAY);
  const ahargana = localSolarDay + UNIX_EPOCH_JDN - KALI_EPOCH_JDN;
  const weekday = ((localSolarDay + 4) % 7 + 7) % 7;
  const vara = WEEKDAY_LORDS[weekday] as ShadbalaGraha;
  const hora = horaLord(vara, Math.floor((instant - sunrise) / MS_PER_HOUR));

  const obliquityDeg = Astronomy.e_tilt(time).tobl;
  const declinations = Object.fromEntries(
    SHADBALA_GRAHAS.map((graha) => {
      const placement = chart.grahas[graha];
      return [graha, declinationOf(placement.longitude + chart.ayanamshaDeg, placement.latitude, obliquityDeg)];
    }),
  ) as Record<ShadbalaGraha, number>;

  return {
    instant,
    sunrise,
    sunset,
    nextSunrise,
    sunHourAngleDeg,
    lords: { ...yearAndMonthLords(ahargana), vara, hora },
    declinationDeg: declinations,
    obliquityDeg,
    meanLongitudeDeg: { tables: ramanTableLongitudes(instant), modern: meanLongitudes(instant) },
  };
}
