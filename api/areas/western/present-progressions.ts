/**
 * Progressions: the progressed chart, its aspects to the natal chart and its timed events.
 */
import { birthDetailsOf } from '../../shared/birth.ts';
import { isoInstant, zoneLabel } from '../../shared/format.ts';
import type { Lang } from '../../shared/lang.ts';
import type { ProgressionResult } from './operations.ts';
import { aspectOf, chartCore, settingsOf } from './present-chart.ts';
import { eventOf } from './present-events.ts';

/** The progressed chart, its aspects to the natal chart and its events. */
export function progressionResponse(result: ProgressionResult, lang: Lang) {
  const { progression, zone } = result;
  const items = progression.events.map((event) => eventOf(event, zone.zone, lang));
  return {
    birthDetails: birthDetailsOf(result.birth),
    date: isoInstant(result.instant),
    settings: {
      ...settingsOf(result.choices, lang),
      fortune: result.choices.fortune,
      method: result.progression.method,
      angles: result.angles,
      timezone: zoneLabel(zone.zone),
      timezoneSource: zone.source,
    },
    progressedDate: isoInstant(progression.progressedInstant),
    ageYears: progression.ageYears,
    solarArc: progression.solarArcDeg,
    ...chartCore(progression.chart, lang),
    natalAspects: progression.aspects.map((aspect) => aspectOf(aspect, lang)),
    events: { from: isoInstant(result.from), to: isoInstant(result.to), count: items.length, items },
  };
}
