/**
 * The part of the day or night a birth falls in, as Brihat Parashara Hora Shastra ch. 46 divides them for Kaala and
 * Chakra dasha: a twilight (sandhya) of 5 ghatis either side of sunrise (Khanda) and of sunset (Sudha), the day
 * between them (Mugdha, 20 ghatis of a 30-ghati day) and the night between them (Poorna, 20 ghatis of a 30-ghati
 * night). The ghatis are read as sixths of the day or night they stand in (5 of its 30), so the four parts hold the
 * same shares of any day and night: a twilight is a sixth of the night before the sunrise or the sunset joined to a
 * sixth of the day after it, the day and the night proper the middle two thirds of each.
 *
 * Sunrise and sunset by root finding (`rise-set.ts`) at the birth place, by the chart's sunrise rule (`hindu`: the
 * centre of the disc on the true horizon, no refraction, the classical rule; `observed`: the upper limb with
 * refraction). Instants are Unix milliseconds UT.
 */
import { ChartError } from '../chart/chart-error.ts';
import { type Place, type RiseSetConvention, searchRiseSet } from '../rise-set.ts';
import type { Instant } from '../time.ts';
import type { BirthDayPart, DashaChart, DayPartId } from './types.ts';

const noSunrise = (latitude: number) =>
  new ChartError('NO_SUNRISE', latitude, `Kaala, Chakra and Varnada dashas need the sunrise and sunset around the birth; at latitude ${latitude} the Sun does not rise and set around this birth`);

/** The sunrise before `instant` and the sunset and sunrise after it, as `birthDayPart` reads them. */
function riseSet(place: Place, convention: RiseSetConvention, event: 'rise' | 'set', after: Instant, limitDays: number): Instant {
  const found = searchRiseSet('sun', event, place, after, convention, limitDays).instant;
  if (found === null) throw noSunrise(place.latitude);
  return found;
}

/** The day parts found so far, by chart: a dasha reads its chart's more than once (its summary, its plan). */
const dayParts = new WeakMap<DashaChart, BirthDayPart>();

/**
 * The part of the day or night of the chart's birth (module comment), searched once per chart object.
 * @throws Error when the chart carries no birth place (`DashaChart.place`); ChartError NO_SUNRISE inside the polar
 *   circles when the Sun does not rise and set around the birth
 */
export function birthDayPart(chart: DashaChart): BirthDayPart {
  let found = dayParts.get(chart);
  if (found === undefined) dayParts.set(chart, (found = searchBirthDayPart(chart)));
  return found;
}

function searchBirthDayPart(chart: DashaChart): BirthDayPart {
  if (chart.place === undefined) throw new Error('The day and night of a birth need the birth place (DashaChart.place)');
  const place: Place = { latitude: chart.place.latitudeDeg, longitude: chart.place.longitudeDeg, elevationMeters: 0 };
  const rule = chart.place.sunrise;
  const birth = chart.birth;
  const sunrise = riseSet(place, rule, 'rise', birth + 1, -1.5);
  const sunset = riseSet(place, rule, 'set', sunrise, 1);
  const nextSunrise = riseSet(place, rule, 'rise', sunset, 1);
  if (nextSunrise <= birth) throw noSunrise(place.latitude);
  const nightSixth = (nextSunrise - sunset) / 6;
  const daySixth = (sunset - sunrise) / 6;
  const at = (part: DayPartId, start: Instant, end: Instant): BirthDayPart =>
    ({ part, start, end, elapsedFraction: (birth - start) / (end - start), sunrise, sunriseRule: rule });
  if (birth < sunrise + daySixth) {
    const previousNightSixth = (sunrise - riseSet(place, rule, 'set', sunrise, -1)) / 6;
    return at('dawn', sunrise - previousNightSixth, sunrise + daySixth);
  }
  if (birth < sunset - daySixth) return at('day', sunrise + daySixth, sunset - daySixth);
  if (birth < sunset + nightSixth) return at('dusk', sunset - daySixth, sunset + nightSixth);
  if (birth < nextSunrise - nightSixth) return at('night', sunset + nightSixth, nextSunrise - nightSixth);
  return at('dawn', nextSunrise - nightSixth, nextSunrise + (riseSet(place, rule, 'set', nextSunrise, 1) - nextSunrise) / 6);
}
