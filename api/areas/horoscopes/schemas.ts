/**
 * Schemas of the sign-horoscope area: the sign and the period in the path (or the query), the date of the period
 * wanted, the language and the zodiac; one response shape per period.
 */
import { z } from 'zod';
import { ZODIACS } from '../../../astro/horoscope/gochara.ts';
import { HOROSCOPE_PERIODS } from '../../../astro/horoscope/sign-horoscope.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { HOROSCOPE_AREAS } from '../../../data/horoscope-phrases.ts';
import { SIGN_IDS, type SignId } from '../../../data/signs.ts';
import type { ErrorCodeParams } from '../../plugins/errors.ts';
import { BirthDetailsSchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { closedName, closedWord, queryNumber, wordReader } from '../../shared/params.ts';
import { TIMEZONE_FORMS_DOC, TimezoneField } from '../../shared/place.ts';
import { CalendarDateSchema, SourceSchema } from '../../shared/schemas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

/** A lowercase English sign name, any case accepted; unknown → 404 listing the twelve. */
const SignField = closedName(SIGN_IDS, 'sign', 'UNKNOWN_SIGN').describe(`Lowercase sign name: ${SIGN_IDS.join(', ')}`);

/** daily, weekly, monthly or yearly; unknown → 404 listing them. */
const PeriodField = closedName(HOROSCOPE_PERIODS, 'period', 'UNKNOWN_PERIOD');

const readPeriod = wordReader(HOROSCOPE_PERIODS);

/** Whether a `period` as sent (before validation; absent in the query form means daily) is the daily period. */
export function isDailyPeriod(period: unknown): boolean {
  return period === undefined || (typeof period === 'string' && readPeriod(period) === 'daily');
}

const options = {
  date: z
    .string()
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value), {
      message: 'must be an ISO 8601 date (YYYY-MM-DD) or date-time',
      abort: true,
      params: { errorCode: 'INVALID_DATE' } satisfies ErrorCodeParams,
    })
    .transform((value) => value.slice(0, 10))
    .pipe(CalendarDateSchema)
    .optional()
    .describe(
      'A date inside the period wanted (`YYYY-MM-DD`; of an ISO 8601 date-time its calendar date is read): that day, its week (Monday to Sunday), its month or its year. Default: today in India (IST)',
    ),
  lang: LangField,
  zodiac: closedWord(ZODIACS)
    .default('sidereal')
    .describe('sidereal (default): the sign is the Moon sign (rashi), as rashifal columns read it; tropical: the Sun sign of the western columns (the dates of the sign table)'),
};

export const HoroscopeOptionsSchema = z.object(options);
export const SignParamsSchema = z.object({ sign: SignField });
export const PeriodSignParamsSchema = z.object({ period: PeriodField.describe(`One of ${HOROSCOPE_PERIODS.join(', ')}`), sign: SignField });
export const HoroscopeQuerySchema = z.object({
  sign: SignField,
  period: PeriodField.default('daily').describe(`One of ${HOROSCOPE_PERIODS.join(', ')}. Default daily`),
  ...options,
});

export type HoroscopeOptions = z.output<typeof HoroscopeOptionsSchema>;

export const PeriodParamsSchema = z.object({ period: PeriodField.describe(`One of ${HOROSCOPE_PERIODS.join(', ')}`) });

/** The natal form: the birth as the external clients send it (`dob`, `lat`, `lng`). */
export const NatalQuerySchema = z.object({
  dob: z
    .string()
    .describe('Birth date and time, ISO 8601; without an offset it is wall time at `timezone`'),
  lat: queryNumber('lat', -89.9999, 89.9999).describe('Birth latitude, decimal degrees north'),
  lng: queryNumber('lng', -180, 180).describe('Birth longitude, decimal degrees east'),
  timezone: TimezoneField.optional().describe(`${TIMEZONE_FORMS_DOC}. Default: the offset \`dob\` carries, else the zone in force at the birth place`),
  date: options.date,
  lang: LangField,
});
export type NatalQuery = z.output<typeof NatalQuerySchema>;

const BasisSchema = z.object({
  planet: z.enum(GRAHA_IDS),
  sign: z.string().describe('The sign the graha stands in, on the zodiac read'),
  signNumber: z.number().int(),
  house: z.number().int().describe('That sign counted from the reader\'s sign (1–12)'),
  from: z.string().describe('First date the placement holds within the period: for a statement, by the positions at 00:00 UT of the date; for a key date, the local date of the event'),
  to: z.string(),
});

const StatementSchema = z
  .object({
    rule: z.string().describe('The rule that wrote the text (astro/horoscope/sign-horoscope.ts)'),
    area: z.enum(HOROSCOPE_AREAS),
    tone: z.enum(['supportive', 'mixed', 'testing']),
    text: z.string(),
    basis: BasisSchema,
  })
  .meta({ id: 'HoroscopeStatement' });

const KeyDateSchema = z
  .object({ date: z.string().describe('The local date of the event in the zone of `settings` (YYYY-MM-DD)'), prediction: z.string(), rule: z.string(), basis: BasisSchema })
  .meta({ id: 'HoroscopeKeyDate' });

const CommonFields = {
  sign: z.string().describe('The sign in the response language'),
  signId: z.enum(SIGN_IDS as unknown as [SignId, ...SignId[]]),
  zodiac: z.enum(ZODIACS),
  reading: z.string().describe('How the sign is read: the Moon sign on the sidereal zodiac, or the Sun sign on the tropical zodiac'),
  settings: SettingsSchema.pick({ timezone: true, timezoneSource: true }).describe(
    'The zone whose civil dates the period, the key dates and the dates in the text are: Indian Standard Time (5.5)',
  ),
  source: SourceSchema,
  statements: z.array(StatementSchema).describe('Every statement with the rule and the transit behind it'),
};

export const DailyHoroscopeSchema = z
  .object({
    period: z.literal('daily'),
    ...CommonFields,
    date: z.string(),
    prediction: z.string(),
    lucky: z.object({ number: z.number().int(), color: z.string(), stone: z.string() }),
    remedies: z.array(z.string()),
    planetaryInfluences: z.object(Object.fromEntries(GRAHA_IDS.map((id) => [id, z.string()])) as Record<(typeof GRAHA_IDS)[number], z.ZodString>),
    keyDates: z.array(KeyDateSchema),
  })
  .meta({ id: 'DailyHoroscope' });

const PeriodFields = { ...CommonFields, from: z.string(), to: z.string(), overview: z.string(), keyDates: z.array(KeyDateSchema) };

export const WeeklyHoroscopeSchema = z
  .object({ period: z.literal('weekly'), ...PeriodFields, days: z.array(z.object({ date: z.string(), prediction: z.string() })), remedies: z.array(z.string()) })
  .meta({ id: 'WeeklyHoroscope' });
export const MonthlyHoroscopeSchema = z
  .object({ period: z.literal('monthly'), ...PeriodFields, month: z.string().describe('Month name and year'), monthlyRemedies: z.array(z.string()) })
  .meta({ id: 'MonthlyHoroscope' });
export const YearlyHoroscopeSchema = z
  .object({ period: z.literal('yearly'), ...PeriodFields, year: z.number().int(), remedies: z.array(z.string()) })
  .meta({ id: 'YearlyHoroscope' });

export const HoroscopeResponseSchema = z.union([DailyHoroscopeSchema, WeeklyHoroscopeSchema, MonthlyHoroscopeSchema, YearlyHoroscopeSchema]);

export const NatalHoroscopeSchema = z
  .object({
    period: z.enum(HOROSCOPE_PERIODS),
    from: z.string(),
    to: z.string(),
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema,
    moonSign: z.string(),
    nakshatra: z.string(),
    lagna: z.string(),
    dasha: z
      .object({ mahadasha: z.object({ planet: z.string(), startDate: z.string(), endDate: z.string() }), antardasha: z.object({ planet: z.string(), startDate: z.string(), endDate: z.string() }) })
      .nullable()
      .describe('Vimshottari periods running at the period\'s first date; null beyond the 120-year cycle'),
    sadeSati: z.object({
      active: z.boolean(),
      phase: z.string().nullable().describe('sade-sati-rising, sade-sati-peak, sade-sati-setting, kantaka-shani, ashtama-shani or null'),
      phaseName: z.string().nullable(),
      saturnHouseFromMoon: z.number().int(),
    }),
    transitsFromLagna: z.object(Object.fromEntries(GRAHA_IDS.map((id) => [id, z.number().int()])) as Record<(typeof GRAHA_IDS)[number], z.ZodNumber>),
    summary: z.array(z.string()),
    prediction: z.string().describe('The daily prediction, or the overview of a longer period, for the natal Moon sign'),
    statements: z.array(StatementSchema),
    keyDates: z.array(KeyDateSchema),
    remedies: z.array(z.string()),
    chandrashtamaDays: z.array(z.string()).describe('Dates with the Moon in the 8th from the natal Moon at 00:00 UT'),
    taraBala: z.array(z.object({ date: z.string(), tara: z.number().int(), name: z.string(), favorable: z.boolean().nullable() })),
  })
  .meta({ id: 'NatalHoroscope' });
