/**
 * Schemas of the panchanga family: panchanga at an instant, the complete day, choghadiya, muhurta, sun and moon
 * times. They all take the place query (`PlaceQuerySchema`, shared with every place-based area).
 */
import { z } from 'zod';
import { MOON_RISE_CONVENTIONS, RISE_SET_CONVENTIONS } from '../../../astro/rise-set.ts';
import { OptionFields } from '../../shared/params.ts';
import { PlaceQuerySchema } from '../../shared/place.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { SourceSchema } from '../../shared/schemas.ts';

export { PlaceQuerySchema, type PlaceQuery } from '../../shared/place.ts';

/**
 * The query of every panchanga-family route: the place query and `positions` (the Sun and Moon of the elements
 * and their boundaries). Geometric positions are never read from the stored rows, which hold apparent ones.
 */
export const DayQuerySchema = PlaceQuerySchema.extend({ positions: OptionFields.positions });
export type DayPlaceQuery = z.output<typeof DayQuerySchema>;

/**
 * The query of the routes that give moonrise and moonset (panchanga, daily, moon times): the day query and
 * `moonRise`. A classical moonrise is never read from the stored rows, which hold the topocentric one.
 */
export const MoonPlaceQuerySchema = DayQuerySchema.extend({ moonRise: OptionFields.moonRise });
export type MoonPlaceQuery = z.output<typeof MoonPlaceQuerySchema>;

const iso = z.string().describe('ISO 8601 instant, UTC, to the second');
const isoNullable = iso.nullable();
const hhmm = z.string().describe('Local clock time HH:MM in the request timezone');
const panchakAvoidedWorks = z.array(z.string()).describe('The five works avoided in every panchak period (none when no panchak holds)');
const anandadiResult = z.string().describe("The anandadi yoga's meaning and result (Muhurta Chintamani's anandadi verse)");

export const PanchangaSettingsSchema = SettingsSchema.extend({
  ayanamsha: SettingsSchema.shape.ayanamsha.extend({ value: z.number().describe('Degrees at the start of the day (true ayanamsha)') }),
  sunrise: z.enum(RISE_SET_CONVENTIONS).describe('Sunrise convention used for the day and every period derived from it'),
  dayRule: z.enum(['sunrise', 'midnight']).describe('`midnight` when the Sun does not rise or set (polar day/night)'),
  moonRise: z
    .enum(MOON_RISE_CONVENTIONS)
    .describe('Moonrise and moonset of the `topocentric` Moon (the default) or the `classical` geocentric one (docs/conventions.md)'),
})
  .meta({ id: 'PanchangaSettings' });

export const LocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  elevationM: z.number(),
  city: z.string().nullable().describe('Catalogued city the request resolved to'),
});

const Window = z.object({ start: hhmm, end: hhmm, startTime: iso, endTime: iso });
const Span = z.object({ startTime: iso, endTime: iso });

export const TransitionsSchema = z
  .object({
    tithis: z.array(Span.extend({ number: z.number().int(), name: z.string(), paksha: z.string() })),
    nakshatras: z.array(
      Span.extend({ number: z.number().int(), name: z.string(), lord: z.string(), padas: z.array(Span.extend({ pada: z.number().int() })) }),
    ),
    yogas: z.array(Span.extend({ number: z.number().int(), name: z.string() })),
    karanas: z.array(Span.extend({ number: z.number().int(), halfTithi: z.number().int(), name: z.string() })),
    moonSigns: z.array(Span.extend({ number: z.number().int(), name: z.string() })),
    sunSigns: z.array(Span.extend({ number: z.number().int(), name: z.string() })),
  })
  .describe('Every element occurrence overlapping the Vedic day (sunrise to next sunrise), with exact start and end')
  .meta({ id: 'PanchangaTransitions' });

export const PeriodsSchema = z
  .object({
    rahuKaal: Window.nullable(),
    yamaganda: Window.nullable(),
    gulika: Window.nullable(),
    abhijit: Window.extend({ isAuspicious: z.boolean() }),
    brahmaMuhurta: Window.nullable(),
    durmuhurtas: z.array(Window),
    varjyam: z.array(Window.extend({ nakshatra: z.string() })),
    amritKaal: z.array(Window.extend({ nakshatra: z.string() })),
  })
  .nullable()
  .meta({ id: 'PanchangaPeriods' });

export const MuhurtaGridSchema = z.array(
  z.object({
    time: z.string().describe('HH:MM-HH:MM local'),
    quality: z.string(),
    activities: z.array(z.string()),
    name: z.string(),
    number: z.number().int().describe('1–15 day muhurtas from sunrise, 16–30 night muhurtas from sunset'),
    half: z.enum(['day', 'night']),
    startTime: iso,
    endTime: iso,
  }),
);

export const CalendarSchema = z.object({
  amantaMonth: z.object({ name: z.string(), number: z.number().int(), isAdhika: z.boolean() }),
  purnimantaMonth: z.object({ name: z.string(), number: z.number().int() }),
  paksha: z.string(),
  vedicRitu: z.string(),
  drikRitu: z.string(),
  vedicAyana: z.string(),
  drikAyana: z.string(),
  shakaSamvat: z.number().int(),
  vikramSamvat: z.number().int(),
  samvatsara: z.string(),
});

export const ValidationSchema = z
  .object({
    source: z.string(),
    url: z.string(),
    accuracy: z.string().describe('Percentage of reference values matched within the stated tolerance'),
    lastValidated: z.string().describe('Date the reference comparison was last run (YYYY-MM-DD)'),
    tolerance: z.string().describe('The tolerance accuracy counts within, in the request language'),
    maxErrorSeconds: z.number(),
    comparisons: z.number().int(),
  })
  .meta({ id: 'Validation' });

const TimesSchema = z.object({
  sunrise: hhmm.nullable(),
  sunset: hhmm.nullable(),
  nextSunrise: hhmm.nullable(),
  solarNoon: hhmm,
  sunriseTime: isoNullable,
  sunsetTime: isoNullable,
  dinamana: z.number().nullable().describe('Day length (sunrise to sunset) in milliseconds'),
  ratrimana: z.number().nullable().describe('Night length (sunset to next sunrise) in milliseconds'),
  noSunriseReason: z.string().nullable(),
  moonrise: hhmm.nullable(),
  moonset: hhmm.nullable(),
  rahuKaal: z.object({ start: hhmm, end: hhmm, duration: z.string() }).nullable(),
});

export const PanchakaRahitaSchema = z
  .object({
    name: z.string(),
    remainder: z.number().int().min(0).max(8),
    sum: z.number().int(),
    isAuspicious: z.boolean(),
    severity: z.enum(['none', 'low', 'medium', 'high']),
    description: z.string(),
    startTime: iso,
    endTime: iso,
  })
  .meta({ id: 'PanchakaRahita' });

export const PanchangaResponseSchema = z
  .object({
    date: z.string().describe('Civil date whose sunrise opens the Vedic day'),
    instant: iso.describe('The instant the five limbs are given for (sunrise when `date` has no time)'),
    location: LocationSchema,
    settings: PanchangaSettingsSchema,
    source: SourceSchema,
    vara: z.object({ weekday: z.number().int().describe('0 = Sunday … 6 = Saturday'), name: z.string(), lord: z.string() }),
    tithi: z.object({
      name: z.string(),
      number: z.number().int().min(1).max(30),
      paksha: z.string(),
      startTime: iso,
      endTime: iso,
      quality: z.string(),
      activities: z.array(z.string()),
      deity: z.string(),
    }),
    nakshatra: z.object({
      name: z.string(),
      number: z.number().int().min(1).max(27),
      pada: z.number().int().min(1).max(4),
      lord: z.string(),
      startTime: iso,
      endTime: iso,
      quality: z.string(),
      direction: z.string().describe('Mukha of the nakshatra: Upward, Downward or Sideways'),
      directionActivities: z
        .array(z.string())
        .describe('Works the mukha suits (Muhurta Chintamani ch. 2): raising and crowning under an upward star, digging under a downward one, ploughing and travel under a sideways one'),
      symbol: z.string(),
      deity: z.string(),
      activities: z.array(z.string()),
    }),
    yoga: z.object({
      name: z.string(),
      number: z.number().int().min(1).max(27),
      startTime: iso,
      endTime: iso,
      quality: z.string(),
      meaning: z.string().describe("The meaning of the yoga's name (Vishkambha: supporting pillar)"),
      description: z.string(),
      avoidUntil: isoNullable.describe(
        'End of the opening of an inauspicious yoga that auspicious work avoids: its first 3 ghatis of 60 (Vishkambha), 5 (Shula), 6 (Ganda, Atiganda), 9 (Vyaghata, Vajra), the first half (Parigha) or the whole (Vyatipata, Vaidhriti); null for the others',
      ),
    }),
    karana: z.object({
      name: z.string(),
      number: z.number().int().min(1).max(11),
      startTime: iso,
      endTime: iso,
      quality: z.string(),
      deity: z.string().describe("The karana's lord (Brihat Samhita ch. 99: Indra for Bava … Vayu for Kimstughna)"),
      activities: z.array(z.string()).describe('Works the karana suits (Brihat Samhita ch. 99); Vishti only harsh acts'),
    }),
    times: TimesSchema,
    planetaryPositions: z.object({
      sun: z.object({ longitude: z.number().describe('Sidereal longitude at the instant, degrees'), rashi: z.string() }),
      moon: z.object({ longitude: z.number(), rashi: z.string() }),
      at: iso.describe('The instant of the positions (the requested instant)'),
    }),
    panchaka: z.object({
      name: z.string(),
      isAuspicious: z.boolean(),
      description: z.string(),
      severity: z.enum(['none', 'low', 'medium', 'high']),
      avoidedWorks: panchakAvoidedWorks,
      startTime: isoNullable,
      endTime: isoNullable,
    }),
    panchakaRahita: PanchakaRahitaSchema.nullable().describe('Remainder rule (tithi + vara + nakshatra + lagna) mod 9 at the instant; null beyond ±66° latitude where the lagna is undefined'),
    anandadiYoga: z.object({
      yogaName: z.string(),
      number: z.number().int().min(1).max(28),
      isAuspicious: z.boolean(),
      description: anandadiResult,
      weekday: z.number().int().describe('0 = Sunday … 6 = Saturday'),
      nakshatra: z.number().int().describe('Moon nakshatra 1–27'),
      star: z.string().describe('Moon star in the 28-star list (Abhijit included)'),
      endTime: iso,
    }),
    nivasShool: z.object({
      direction: z.string(),
      isAuspicious: z.boolean(),
      description: z.string(),
      recommendation: z.string(),
      moonNivas: z.string(),
      nakshatraShool: z.string().nullable(),
    }),
    varjyam: z.object({
      isVarjyam: z.boolean(),
      startTime: isoNullable,
      endTime: isoNullable,
      duration: z.number().nullable().describe('Milliseconds, endTime − startTime'),
      nakshatra: z.string().nullable(),
    }),
    muhurtaGrid: z
      .array(z.object({ time: z.string().describe('HH:MM-HH:MM local'), quality: z.string(), activities: z.array(z.string()), name: z.string() }))
      .describe('The 30 muhurtas of the day (15 from sunrise, 15 from sunset); /v1/panchanga/daily gives their instants'),
    validation: ValidationSchema,
    calendar: CalendarSchema,
    periods: PeriodsSchema,
    transitions: TransitionsSchema,
  })
  .meta({ id: 'Panchanga' });

const CommonFields = { date: z.string(), location: LocationSchema, settings: PanchangaSettingsSchema, source: SourceSchema };

const ChoghadiyaSchema = z
  .object({
    name: z.string(),
    type: z.string(),
    nature: z.string().describe('good, bad or neutral; with lang=hi शुभ, अशुभ or सामान्य'),
    meaning: z.string().describe('The meaning of its name (Amrit: nectar, Labh: gain)'),
    suitedTo: z.array(z.string()).describe('The works the choghadiya suits (Labh: trade, education, financial dealings)'),
    half: z.enum(['day', 'night']),
    position: z.number().int(),
    time: z.string(),
    startTime: iso,
    endTime: iso,
  })
  .meta({ id: 'ChoghadiyaPeriod' });
const HoraSchema = z.object({ number: z.number().int(), half: z.enum(['day', 'night']), lord: z.string(), time: z.string(), startTime: iso, endTime: iso });

const SunFields = {
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  solarNoon: z.string(),
  nextSunrise: z.string().nullable(),
  sunriseTime: isoNullable,
  sunsetTime: isoNullable,
  solarNoonTime: iso,
  nextSunriseTime: isoNullable,
  dayLengthMs: z.number().nullable(),
  nightLengthMs: z.number().nullable(),
  noSunriseReason: z.string().nullable().describe('polar-day, polar-night or none-in-window when the Sun does not rise/set'),
};
const MoonFields = {
  moonrise: z.string().nullable(),
  moonset: z.string().nullable(),
  moonriseTime: isoNullable,
  moonsetTime: isoNullable,
  moonriseReason: z.string().nullable().describe('Why there is no moonrise on this civil date'),
  moonsetReason: z.string().nullable(),
};

export const SunTimesSchema = z.object({ ...CommonFields, ...SunFields }).meta({ id: 'SunTimes' });
export const MoonTimesSchema = z.object({ ...CommonFields, ...MoonFields }).meta({ id: 'MoonTimes' });

export const DailySchema = z
  .object({
    ...CommonFields,
    vara: z.object({ weekday: z.number().int(), name: z.string(), lord: z.string() }),
    sun: z.object(SunFields),
    moon: z.object(MoonFields),
    transitions: TransitionsSchema,
    periods: PeriodsSchema,
    choghadiya: z.array(ChoghadiyaSchema),
    horas: z.array(HoraSchema),
    muhurtaGrid: MuhurtaGridSchema,
    anandadi: z.array(
      z.object({
        number: z.number().int(),
        name: z.string(),
        isAuspicious: z.boolean(),
        description: anandadiResult,
        startTime: iso,
        endTime: iso,
      }),
    ),
    panchak: z.object({
      isActive: z.boolean(),
      windows: z.array(
        z.object({ name: z.string(), isAuspicious: z.boolean(), severity: z.string(), description: z.string(), avoidedWorks: panchakAvoidedWorks, startTime: iso, endTime: iso }),
      ),
    }),
    dishaShool: z.object({ direction: z.string(), remedy: z.string() }),
    panchakaRahita: z.array(PanchakaRahitaSchema),
    calendar: CalendarSchema,
    validation: ValidationSchema,
  })
  .meta({ id: 'PanchangaDaily' });

export const ChoghadiyaResponseSchema = z
  .object({ ...CommonFields, day: z.array(ChoghadiyaSchema), night: z.array(ChoghadiyaSchema) })
  .meta({ id: 'Choghadiya' });

export const MuhurtaSchema = z
  .object({
    ...CommonFields,
    auspicious: z.object({
      abhijit: Window.extend({ isAuspicious: z.boolean() }).nullable(),
      brahmaMuhurta: Window.nullable(),
      amritKaal: z.array(Window.extend({ nakshatra: z.string() })),
      choghadiya: z.array(ChoghadiyaSchema).describe('Amrit, Shubh, Labh and Chal periods of the day and night'),
    }),
    avoid: z.object({
      rahuKaal: Window.nullable(),
      yamaganda: Window.nullable(),
      gulika: Window.nullable(),
      durmuhurtas: z.array(Window),
      varjyam: z.array(Window.extend({ nakshatra: z.string() })),
    }),
    muhurtaGrid: MuhurtaGridSchema,
  })
  .meta({ id: 'Muhurta' });
