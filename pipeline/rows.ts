/**
 * Rows of the derived tables, built from engine results. Pure: the same day gives the same row, so a re-run or
 * a resumed run writes byte-identical rows.
 */
import type { StoredPanchangaDay } from '../astro/panchanga/day.ts';
import { rahuKaal } from '../astro/day-periods.ts';
import { formatLocalHHMMSS, type Instant, toIsoUtc, utcOffsetMinutes } from '../astro/time.ts';
import type { panchangaDays } from '../data/db/schema.ts';
import { signByNumber } from '../data/signs.ts';
import { nakshatraByNumber } from '../data/nakshatras.ts';
import type { TransitDayRows } from '../data/db/transit-store.ts';
import type { GrahaTransitRow } from '../astro/transits/daily.ts';
import type { TransitEvent } from '../astro/transits/events.ts';
import type { SignHoroscopeReport, SignHoroscopeRequest } from '../astro/horoscope/report.ts';
import type { HoroscopeRow } from '../data/db/horoscope-store.ts';

export type PanchangaRow = typeof panchangaDays.$inferInsert;

const isoOrNull = (t: Instant | null) => (t === null ? null : toIsoUtc(t));

function atStart<T extends { start: Instant; end: Instant }>(list: readonly T[], instant: Instant): T {
  const found = list.find((e) => e.start <= instant && instant < e.end);
  if (!found) throw new Error(`No element holds the start of the day at ${instant}`);
  return found;
}

/** The row of one city's day: headline facts at the start of the day in readable columns, and the day itself. */
export function panchangaRow(cityId: string, day: StoredPanchangaDay, engineVersion: string): PanchangaRow {
  const { zone, start } = day;
  const local = (t: Instant | null) => (t === null ? null : formatLocalHHMMSS(zone, t));
  const tithi = atStart(day.tithis, start);
  const nakshatra = atStart(day.nakshatras, start);
  const yoga = atStart(day.yogas, start);
  const karana = atStart(day.karanas, start);
  const moonSign = atStart(day.moonSigns, start);
  const sunSign = atStart(day.sunSigns, start);
  const { sunrise, sunset, nextSunrise } = day.sun;
  const rahu = day.dayRule === 'sunrise' && sunrise !== null && sunset !== null && nextSunrise !== null
    ? rahuKaal({ sunrise, sunset, nextSunrise, weekday: day.vara.weekday })
    : null;
  return {
    cityId,
    date: day.date,
    engineVersion,
    weekday: day.vara.weekday,
    vara: day.vara.name,
    utcOffsetMinutes: Math.round(utcOffsetMinutes(zone, start)),
    sunriseUtc: isoOrNull(day.sun.sunrise),
    sunsetUtc: isoOrNull(day.sun.sunset),
    sunriseLocal: local(day.sun.sunrise),
    sunsetLocal: local(day.sun.sunset),
    moonriseLocal: local(day.moon.moonrise),
    moonsetLocal: local(day.moon.moonset),
    tithiNumber: tithi.number,
    tithi: tithi.name,
    tithiEndUtc: toIsoUtc(tithi.end),
    nakshatraNumber: nakshatra.number,
    nakshatra: nakshatra.name,
    nakshatraEndUtc: toIsoUtc(nakshatra.end),
    yogaNumber: yoga.number,
    yoga: yoga.name,
    yogaEndUtc: toIsoUtc(yoga.end),
    karanaNumber: karana.number,
    karana: karana.name,
    karanaEndUtc: toIsoUtc(karana.end),
    moonSign: signByNumber(moonSign.number)!.en,
    sunSign: signByNumber(sunSign.number)!.en,
    amantaMonth: day.calendar.amanta.name,
    paksha: day.calendar.paksha,
    rahuKaalStartLocal: rahu ? local(rahu.start) : null,
    rahuKaalEndLocal: rahu ? local(rahu.end) : null,
    dayJson: JSON.stringify(day),
  };
}

/** The rows of one UTC date's transits: positions at 00:00 UT and the events of [00:00, 24:00) UT. */
export function transitDayRows(date: string, positions: readonly GrahaTransitRow[], events: readonly TransitEvent[], engineVersion: string): TransitDayRows {
  return {
    date,
    engineVersion,
    positions: positions.map((p) => {
      const sign = signByNumber(p.sign)!;
      return {
        date,
        graha: p.graha,
        engineVersion,
        tropicalDeg: p.tropicalLongitude,
        siderealDeg: p.siderealLongitude,
        latitudeDeg: p.latitude,
        distanceAu: p.distanceAu,
        speedDegPerDay: p.speedDegPerDay,
        signNumber: p.sign,
        sign: sign.en,
        degreeInSign: p.degreeInSign,
        nakshatraNumber: p.nakshatra,
        nakshatra: nakshatraByNumber(p.nakshatra)!.en,
        pada: p.pada,
        retrograde: p.retrograde,
      };
    }),
    events: events.map((e) => {
      const { type, graha, instant, ...detail } = e;
      return { date, instantUtc: toIsoUtc(instant), instantMs: instant, type, graha, engineVersion, detailJson: JSON.stringify(detail) };
    }),
  };
}

/** The row of one sign horoscope: its key and the report as JSON (what the read path answers from). */
export function horoscopeRow(request: SignHoroscopeRequest, report: SignHoroscopeReport, engineVersion: string): HoroscopeRow {
  return {
    period: request.period,
    startDate: request.start,
    signNumber: request.sign,
    lang: request.lang,
    zodiac: request.zodiac,
    engineVersion,
    report: JSON.stringify(report),
  };
}
