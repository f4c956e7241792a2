/**
 * Returns: each return of the body with its instant, age and chart.
 */
import { signPosition } from '../../../astro/western/chart.ts';
import { formatLocalDate, formatLocalHHMMSS, localDateOf, MS_PER_DAY } from '../../../astro/time.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { isoInstant, zoneLabel } from '../../shared/format.ts';
import type { Lang } from '../../shared/lang.ts';
import type { ReturnResult } from './operations.ts';
import { chartCore, pointName, settingsOf, signPlace } from './present-chart.ts';

/** Days in a Julian year, for ages. */
const DAYS_PER_YEAR = 365.25;

/** The returns of a body, each with its chart. */
export function returnResponse(result: ReturnResult, lang: Lang) {
  const { report, birth, zone } = result;
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      ...settingsOf(result.choices, lang),
      zodiac: report.zodiac,
      body: report.body,
      fortune: result.choices.fortune,
      timezone: zoneLabel(zone.zone),
      timezoneSource: zone.source,
    },
    natal: { body: report.body, name: pointName(report.body, lang), ...signPlace(signPosition(report.natalLongitude), lang) },
    location: { ...result.location },
    window: {
      after: result.window.after === null ? null : isoInstant(result.window.after),
      before: result.window.before === null ? null : isoInstant(result.window.before),
      year: result.window.year,
      count: result.window.count,
    },
    returns: report.returns.map((each) => ({
      date: isoInstant(each.instant),
      local: `${formatLocalDate(localDateOf(zone.zone, each.instant))} ${formatLocalHHMMSS(zone.zone, each.instant)}`,
      ageYears: (each.instant - birth.instant) / MS_PER_DAY / DAYS_PER_YEAR,
      retrograde: each.retrograde,
      ...signPlace(signPosition(each.longitude), lang),
      chart: chartCore(each.chart, lang),
    })),
  };
}
