/** Schemas of the festival calendar: a place's festivals and vrats of a civil year, or one festival's days. */
import { z } from 'zod';
import { RISE_SET_CONVENTIONS } from '../../../astro/rise-set.ts';
import { FESTIVAL_CATEGORIES, FESTIVAL_IDS, KALAS } from '../../../data/festivals.ts';
import { CALENDAR_IDS, SOLAR_MONTH_RULES, YALLOP_CLASSES } from '../../../data/regional-calendars.ts';
import { LangField } from '../../shared/lang.ts';
import { closedName, closedWord, OptionFields, queryList } from '../../shared/params.ts';
import { PlaceQuerySchema } from '../../shared/place.ts';
import { SourceSchema, TimeWindowSchema } from '../../shared/schemas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

/** Civil years a calendar can be asked for: the engine's range less the days scanned around a year. */
export const CALENDAR_YEARS = { min: 1801, max: 2398 } as const;

export const FestivalQuerySchema = PlaceQuerySchema.pick({ city: true, latitude: true, longitude: true, elevation: true, timezone: true }).extend({
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { message: 'year must be a four-digit year such as 2026' })
    .transform(Number)
    .pipe(z.number().int().min(CALENDAR_YEARS.min, { message: `year must be at least ${CALENDAR_YEARS.min}` }).max(CALENDAR_YEARS.max, { message: `year must be at most ${CALENDAR_YEARS.max}` }))
    .optional()
    .describe(`Civil year in the place's zone, ${CALENDAR_YEARS.min}–${CALENDAR_YEARS.max}. Default: the current year there`),
  category: queryList(FESTIVAL_CATEGORIES).optional().describe(`Comma-separated categories: ${FESTIVAL_CATEGORIES.join(', ')}. Default: all`),
  ayanamsha: OptionFields.query.ayanamsha,
  sunrise: closedWord(RISE_SET_CONVENTIONS)
    .default('observed')
    .describe('Sunrise and sunset the kalas are cut from: `observed` (upper limb with refraction, the one almanacs print festival times from; default) or `hindu` (centre of the disc, no refraction)'),
  lang: LangField,
});
export type FestivalQuery = z.output<typeof FestivalQuerySchema>;

export const FestivalParamsSchema = z.object({
  id: closedName(FESTIVAL_IDS, 'festival', 'UNKNOWN_FESTIVAL').describe('Festival id, e.g. `diwali`, `nirjala-ekadashi`, `pradosh`'),
});

const CalendarSettingsSchema = SettingsSchema.omit({ node: true }).extend({
  sunrise: z.enum(RISE_SET_CONVENTIONS),
});

const PlaceSchema = z.object({
  city: z.string().nullable().describe('Catalogued city id the place resolved to, or null'),
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number().describe('Metres'),
});

const instant = z.string().describe('ISO 8601 instant, UTC');

export const FestivalOccurrenceSchema = z
  .object({
    id: z.string().describe('Festival id'),
    name: z.string(),
    category: z.enum(FESTIVAL_CATEGORIES),
    tradition: z.enum(['smarta', 'vaishnava']).nullable().describe('Set where Smartas and Vaishnavas keep different days (Ekadashis, Janmashtami)'),
    traditionName: z.string().nullable(),
    date: z.string().describe('Local civil date YYYY-MM-DD of the Vedic day (sunrise to sunrise) the festival is kept on'),
    weekday: z.string(),
    lunarMonth: z
      .object({
        amanta: z.string().describe('Month by the amanta (new-moon-ending) reckoning'),
        purnimanta: z.string().describe('Month by the purnimanta (full-moon-ending) reckoning of North Indian almanacs'),
        isAdhika: z.boolean(),
      })
      .nullable()
      .describe('Null for sankrantis'),
    tithi: z
      .object({ number: z.number().int().describe('1–30'), name: z.string(), paksha: z.string(), start: instant, end: instant, startLocal: z.string(), endLocal: z.string() })
      .nullable()
      .describe('The tithi that fixes the day; null for sankrantis'),
    sankranti: z
      .object({ sign: z.string(), signNumber: z.number().int(), instant, local: z.string() })
      .nullable()
      .describe('The Sun\'s sidereal ingress that fixes a solar festival'),
    kala: z
      .object({ id: z.enum(KALAS), name: z.string(), window: TimeWindowSchema.nullable().describe('The kala on the day kept; an instant kala (sunrise, midnight, moonrise) as its instant') })
      .nullable()
      .describe('The part of the day the tithi was judged in'),
    window: TimeWindowSchema.nullable().describe('The festival\'s time: the part of the kala (or of the day or night, by the rule) the tithi holds'),
    parana: TimeWindowSchema.nullable().describe('Ekadashi: the window to break the fast, the next morning'),
    decidedBy: z.string().describe('How the day was decided: only-day, both-days:greater|first|second|second-if-one-ghati, neither-day:day-it-begins|day-it-ends, tithi-too-short-after-sunrise, dwadashi-kshaya, dashami-at-arunodaya, bhadra-whole-night, sankranti-before-sunset|after-sunset, day-after, solar-month-start (docs/festivals.md)'),
    why: z.string().describe('The decision in one line'),
    source: z.string().describe('The rule\'s sources'),
  })
  .meta({ id: 'FestivalOccurrence' });

export const FestivalCalendarSchema = z
  .object({
    year: z.number().int(),
    place: PlaceSchema,
    settings: CalendarSettingsSchema,
    source: SourceSchema,
    festivals: z.array(FestivalOccurrenceSchema),
    omitted: z
      .array(z.object({ id: z.string(), name: z.string(), reason: z.string() }))
      .describe('Beyond the polar circles: festivals whose day cannot be fixed (a day they need has no sunrise or sunset), with why'),
  })
  .meta({ id: 'FestivalCalendar' });

export const CalendarDateQuerySchema = PlaceQuerySchema.pick({ city: true, latitude: true, longitude: true, elevation: true, timezone: true }).extend({
  date: z
    .string()
    .optional()
    .describe('Civil date `YYYY-MM-DD` at the place, 1800-01-01 to 2399-12-31 (the Hindu day that begins at its sunrise). Default: today there'),
  calendar: closedWord(CALENDAR_IDS).describe(
    'The calendar to write the date in: `tamil`, `malayalam`, `bengali`, `odia`, `punjabi`, `assamese` (solar), `amanta`, `purnimanta`, `gujarati` (Kartikadi Vikram), `marathi` (Shaka) (lunar), `saka` (Indian national), `hijri` (tabular Islamic), `hijri-crescent` (Islamic, each month from the first naked-eye sighting of the crescent at the place)',
  ),
  ayanamsha: OptionFields.query.ayanamsha,
  sunrise: closedWord(RISE_SET_CONVENTIONS)
    .default('observed')
    .describe('Sunrise and sunset the month-start rules and the lunar day are read at: `observed` (upper limb with refraction, the almanacs\' sunrise; default) or `hindu` (centre of the disc, no refraction)'),
  lang: LangField,
});
export type CalendarDateQuery = z.output<typeof CalendarDateQuerySchema>;

const MonthRuleSchema = z.object({
  id: z.enum(SOLAR_MONTH_RULES),
  name: z.string(),
  statement: z.string(),
  source: z.string(),
});

const CrescentSightingSchema = z.object({
  criterion: z.string().describe('The visibility criterion, in the answer\'s language'),
  source: z.string().describe('Where the criterion is published'),
  evening: z.string().describe('Civil date of the evening of the first naked-eye sighting; the month begins the next day'),
  sunset: instant.describe('Sunset that evening (upper limb, refraction)'),
  moonset: instant.nullable().describe('Moonset after that sunset; null when the Moon set first'),
  bestTime: instant.nullable().describe('Yallop\'s best time: sunset + 4/9 of the time to moonset'),
  q: z.number().nullable().describe('Yallop\'s q at the best time (3 decimals); null when the Moon set before the Sun or the new moon came after sunset'),
  yallopClass: z.enum(YALLOP_CLASSES).describe('A easily visible, B visible under perfect conditions, C may need optical aid to find, D optical aid only, E below a telescope\'s limit, F not visible'),
  nakedEye: z.boolean().describe('Class A or B: the sighting that begins a month (false only beyond about ±60° latitude, where no evening of the four after the new moon reaches it)'),
});

export const MonthOpeningSchema = z
  .object({
    kind: z.enum(['sankranti', 'new-moon', 'full-moon', 'crescent', 'arithmetic']).describe('What began the month: the Sun\'s entry into a sign (solar calendars), the new or full moon (lunar), the first naked-eye sighting of the crescent after a new moon (`hijri-crescent`), or the calendar\'s arithmetic (Saka, Hijri)'),
    instant: instant.nullable(),
    local: z.string().nullable().describe('The instant in the place\'s zone'),
    sign: z.string().nullable().describe('Solar calendars: the sidereal sign the Sun entered'),
    signNumber: z.number().int().nullable().describe('1 = Mesha … 12 = Meena'),
    sankrantiDay: z.string().nullable().describe('Civil date of the sunrise of the Hindu day (sunrise to sunrise) holding the sankranti'),
    rule: MonthRuleSchema.nullable().describe('Solar calendars: the regional rule that fixed the civil start'),
    reason: z.string().nullable().describe('Where in its day the sankranti fell: before-midnight, after-midnight (Bengal), day-of-sankranti (Orissa), before-sunset, after-sunset (Tamil), within-three-fifths-of-daytime, after-three-fifths-of-daytime (Malabar)'),
    crescent: CrescentSightingSchema.nullable().describe('`hijri-crescent`: the evening the crescent was first seen at the place, by Yallop\'s q-test (the new moon is `instant`); else null'),
  })
  .meta({ id: 'MonthOpening' });

export const CalendarDateValueSchema = z
  .object({
    calendar: z.object({ id: z.enum(CALENDAR_IDS), name: z.string() }),
    year: z.number().int().describe('Year in the era'),
    era: z.string(),
    yearName: z.string().nullable().describe('Name of the year in the 60-year cycle (Tamil, amanta, Marathi), else null'),
    month: z.object({
      number: z.number().int().describe('1–12 in the calendar\'s own order (Chithirai, Chingam, Boishakh, Baisakha, Vaisakh, Bohag, Chaitra, Kartika for Gujarati, Muharram = 1)'),
      name: z.string(),
      isAdhika: z.boolean().describe('Lunar calendars: an intercalary month'),
      start: z.string().describe('Civil date of the month\'s first day'),
      end: z.string().describe('Civil date of its last day'),
      days: z.number().int(),
    }),
    day: z.number().int().describe('Day of the month; lunar calendars: the tithi at sunrise within its paksha, 1–15'),
    paksha: z.string().nullable().describe('Lunar calendars: Shukla or Krishna'),
  })
  .meta({ id: 'CalendarDateValue' });

export const CalendarDateSchema = z
  .object({
    date: z.string().describe('The civil date asked for'),
    weekday: z.string(),
    place: PlaceSchema,
    settings: CalendarSettingsSchema,
    source: SourceSchema.describe('How the date was read: from the precomputed city-year or computed'),
    ...CalendarDateValueSchema.shape,
    monthBegan: MonthOpeningSchema,
  })
  .meta({ id: 'CalendarDate' });

export const CalendarMonthQuerySchema = CalendarDateQuerySchema.omit({ date: true }).extend({
  year: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { message: 'year must be a whole year of the calendar\'s era, such as 1431 (Bangabda) or 2081 (Vikram samvat)' })
    .transform(Number)
    .describe('Year in the calendar\'s era (Thiruvalluvar, Kollam, Bangabda, Amli, Vikram, Bhaskarabda, Shaka, Vikram, Kartikadi Vikram, Shaka, Saka, AH, AH); the month must fall in 1800–2399'),
  month: z
    .string()
    .trim()
    .min(1)
    .describe('Month: 1–12 in the calendar\'s own order (1 = Chithirai, Chingam, Boishakh, Baisakha, Vaisakh, Bohag, Chaitra, Kartika for Gujarati, Muharram) or its name in that calendar (`Thai`, `aadi`, `Boishakh`)'),
});
export type CalendarMonthQuery = z.output<typeof CalendarMonthQuerySchema>;

const OtherDateSchema = z.object({
  calendar: z.enum(CALENDAR_IDS),
  year: z.number().int(),
  month: z.number().int(),
  monthName: z.string(),
  day: z.number().int(),
  paksha: z.string().nullable(),
});

export const CalendarMonthSchema = z
  .object({
    place: PlaceSchema,
    settings: CalendarSettingsSchema,
    source: SourceSchema.describe('How the days and festivals were read: `precomputed` when all came from the stored city-years, else `computed`'),
    ...CalendarDateValueSchema.shape,
    monthBegan: MonthOpeningSchema,
    days: z.array(
      z.object({
        date: z.string().describe('Civil date YYYY-MM-DD'),
        weekday: z.string(),
        day: z.number().int().describe('Day of the month in the asked calendar (lunar: the tithi at sunrise within its paksha)'),
        paksha: z.string().nullable(),
        others: z.array(OtherDateSchema).describe('The same civil date in every other calendar'),
        festivals: z.array(z.object({ id: z.string(), name: z.string(), category: z.enum(FESTIVAL_CATEGORIES) })).describe('The festivals and vrats kept that day at the place (GET /calendar/festivals)'),
      }),
    ),
  })
  .meta({ id: 'CalendarMonth' });
