import { afterAll, describe, expect, it } from 'vitest';
import { occurrences } from '../../../astro/panchanga/elements.ts';
import type { Span } from '../../../astro/panchanga/day.ts';
import { panchangaDay, type PanchangaDay } from '../../../astro/panchanga/derived.ts';
import { type Zone, addDays, localToInstant } from '../../../astro/time.ts';
import { karanaOfHalfTithi } from '../../../data/karanas.ts';
import { VALIDATION_TOLERANCE_SECONDS } from '../../../data/validation.ts';
import { MeasuringTests, recordValidation } from '../validation-record.ts';
import { PUBLISHED_DAYS, type ClockTime, type PublishedDay, type PublishedEvent } from './published-days.ts';

/** Tolerance for Moon-driven ends and windows, seconds, as every panchanga answer states it; README.md gives the error budget behind it. */
const TOLERANCE_SECONDS = VALIDATION_TOLERANCE_SECONDS.time;
/** Tolerance for a solar ingress (sankranti), seconds: 1″ of solar longitude is 24 s of time (README.md). */
const SANKRANTI_TOLERANCE_SECONDS = VALIDATION_TOLERANCE_SECONDS.sankranti;
/** How far around the published instant the element is searched for, ms. */
const SEARCH_HALF_WINDOW_MS = 6 * 3_600_000;

function zoneOf(day: PublishedDay): Zone {
  return { kind: 'iana', name: day.place.zone };
}

function publishedInstant(day: PublishedDay, time: ClockTime): number {
  const date = addDays(day.date, time.daysAfter ?? 0);
  return localToInstant(zoneOf(day), date.y, date.m, date.d, time.hh, time.mm, time.ss ?? 0);
}

function computeDay(day: PublishedDay): PanchangaDay {
  return panchangaDay({
    latitude: day.place.latitude,
    longitude: day.place.longitude,
    elevationM: day.place.elevationM,
    zone: zoneOf(day),
    localDate: day.date,
    sunrise: 'observed',
    ayanamshaId: 1,
    node: 'mean',
  });
}

/** The solved end of the element the event names, searched around the published instant; null if absent. */
function solvedEnd(event: EndEvent, published: number): number | null {
  const window = [published - SEARCH_HALF_WINDOW_MS, published + SEARCH_HALF_WINDOW_MS] as const;
  const options = { ayanamshaId: 1 } as const;
  switch (event.kind) {
    case 'pada': {
      const index = (event.nakshatra - 1) * 4 + event.pada;
      return occurrences('pada', ...window, options).find((o) => o.index === index)?.end ?? null;
    }
    case 'karana':
      return occurrences('karana', ...window, options)
        .find((o) => karanaOfHalfTithi(o.index)?.number === event.number)?.end ?? null;
    default:
      return occurrences(event.kind, ...window, options).find((o) => o.index === event.number)?.end ?? null;
  }
}

interface Measured {
  readonly day: string;
  readonly what: string;
  readonly errorSeconds: number;
}

const measured: Measured[] = [];
/** The tests below that add to `measured`: the statement is checked only when all of them finished. */
const measuringTests = new MeasuringTests();

type WindowEvent = Extract<PublishedEvent, { kind: 'amritKaal' | 'varjyam' }>;
type EndEvent = Exclude<PublishedEvent, WindowEvent>;

function isWindowEvent(event: PublishedEvent): event is WindowEvent {
  return event.kind === 'amritKaal' || event.kind === 'varjyam';
}

function windowsOf(day: PanchangaDay, kind: 'amritKaal' | 'varjyam'): readonly Span[] {
  return kind === 'amritKaal' ? day.amritKaal : day.varjyam;
}

describe('panchanga against published almanac days', () => {
  afterAll(() => {
    const worst = [...measured].sort((a, b) => b.errorSeconds - a.errorSeconds).slice(0, 3);
    // The README records these numbers; printing them keeps the record checkable.
    const described = worst.map((m) => `${m.errorSeconds.toFixed(0)} s (${m.day} ${m.what})`).join(', ');
    console.info(`panchanga reference: ${measured.length} asserted times, worst ${described}`);
    recordValidation(measured.map((m) => m.errorSeconds), measuringTests);
  });

  for (const published of PUBLISHED_DAYS) {
    const label = `${published.place.name} ${published.date.y}-${published.date.m}-${published.date.d}: ${published.source}`;
    it(label, measuringTests.measure(() => {
      const day = computeDay(published);
      const asserted = published.notAsserted === undefined;
      for (const event of published.events) {
        if (isWindowEvent(event)) {
          const start = publishedInstant(published, event.start);
          const end = publishedInstant(published, event.end);
          const match = windowsOf(day, event.kind).find((w) => Math.abs(w.start - start) < 30 * 60_000);
          expect(match, `${event.printed}: no ${event.kind} window near it`).toBeDefined();
          if (match === undefined || !asserted) continue;
          for (const [edge, error] of [['start', match.start - start], ['end', match.end - end]] as const) {
            const errorSeconds = Math.abs(error) / 1000;
            measured.push({ day: day.date, what: `${event.kind}.${edge}`, errorSeconds });
            expect(errorSeconds, `${event.printed} (${edge})`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
          }
          continue;
        }
        const publishedEnd = publishedInstant(published, event.end);
        const end = solvedEnd(event, publishedEnd);
        expect(end, `${event.printed}: element not found within 6 h`).not.toBeNull();
        if (end === null || !asserted) continue;
        const errorSeconds = Math.abs(end - publishedEnd) / 1000;
        measured.push({ day: day.date, what: event.printed, errorSeconds });
        const tolerance = event.kind === 'sunSign' ? SANKRANTI_TOLERANCE_SECONDS : TOLERANCE_SECONDS;
        expect(errorSeconds, event.printed).toBeLessThanOrEqual(tolerance);
      }
    }));

    const dayEvents = published.events.filter(
      (event): event is PublishedEvent & { kind: 'tithi' | 'nakshatra' | 'yoga' } =>
        event.kind === 'tithi' || event.kind === 'nakshatra' || event.kind === 'yoga',
    );
    if (published.notAsserted === undefined && dayEvents.length > 0) {
      it(`${label}: the day's lists hold every element the page prints inside the Vedic day`, () => {
        const day = computeDay(published);
        for (const event of dayEvents) {
          const publishedEnd = publishedInstant(published, event.end);
          if (publishedEnd < day.start || publishedEnd >= day.end) continue;
          const list = event.kind === 'tithi' ? day.tithis : event.kind === 'nakshatra' ? day.nakshatras : day.yogas;
          const entry = list.find((e) => e.number === event.number);
          expect(entry, event.printed).toBeDefined();
          expect(Math.abs((entry?.end ?? 0) - publishedEnd) / 1000, event.printed).toBeLessThanOrEqual(TOLERANCE_SECONDS);
        }
      });
    }

    const calendar = published.calendar;
    if (calendar !== undefined) {
      it(`${label}: lunar month, samvat years, ritu and ayana`, () => {
        const computed = computeDay(published).calendar;
        if (calendar.amanta !== undefined) expect(computed.amanta.name).toBe(calendar.amanta);
        if (calendar.purnimanta !== undefined) expect(computed.purnimanta.name).toBe(calendar.purnimanta);
        if (calendar.shakaYear !== undefined) expect(computed.shakaYear).toBe(calendar.shakaYear);
        if (calendar.vikramYear !== undefined) expect(computed.vikramYear).toBe(calendar.vikramYear);
        if (calendar.shakaSamvatsara !== undefined) expect(computed.samvatsara.name).toBe(calendar.shakaSamvatsara);
        if (calendar.vedicRitu !== undefined) expect(computed.vedicRitu).toBe(calendar.vedicRitu);
        if (calendar.drikRitu !== undefined) expect(computed.drikRitu).toBe(calendar.drikRitu);
        if (calendar.vedicAyana !== undefined) expect(computed.vedicAyana).toBe(calendar.vedicAyana);
        if (calendar.drikAyana !== undefined) expect(computed.drikAyana).toBe(calendar.drikAyana);
      });
    }

    const panchak = published.panchak;
    if (panchak !== undefined) {
      it(`${label}: panchak window and name`, measuringTests.measure(() => {
        const windows = computeDay(published).panchak.windows;
        expect(windows.map((w) => w.name)).toEqual([panchak.name]);
        const [window] = windows;
        for (const edge of ['start', 'end'] as const) {
          const errorSeconds = Math.abs((window?.[edge] ?? 0) - publishedInstant(published, panchak[edge])) / 1000;
          const { y, m, d } = published.date;
          measured.push({ day: `${y}-${m}-${d}`, what: `panchak.${edge}`, errorSeconds });
          expect(errorSeconds, `panchak ${edge}`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
        }
      }));
    }

    const anandadi = published.anandadi;
    if (anandadi !== undefined) {
      it(`${label}: anandadi yogas`, () => {
        expect(computeDay(published).anandadi.map((entry) => entry.name)).toEqual(anandadi);
      });
    }
  }
});
