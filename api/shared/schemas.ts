/**
 * Response and parameter schemas shared by every area: the error body, the calendar date, where an answer came
 * from, a named value of a vocabulary and a sign. Date failures carry the `INVALID_DATE` code through the
 * refinement params, which the error handler reads.
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors.ts';
import type { ErrorCodeParams } from '../plugins/errors.ts';

/** Where an answer came from: a precomputed row of the pipeline, or a computation for this request. */
export const SOURCES = ['precomputed', 'computed'] as const;
export type Source = (typeof SOURCES)[number];
export const SourceSchema = z.enum(SOURCES).describe('precomputed: read from the pipeline\'s tables; computed: by the engine for this request');

/** A value of a closed vocabulary (a graha, a rule, a grade …): its id and its name in the request's language. */
export const NamedSchema = z.object({ id: z.string(), name: z.string() });

/** A sign: its name in the request's language and its number, 1 = Aries … 12 = Pisces. */
export const SignSchema = z.object({ sign: z.string(), signNumber: z.number().int().min(1).max(12) });

export const ErrorBodySchema = z
  .object({
    error: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).describe('Machine-readable code (the closed set of api/errors.ts), e.g. INVALID_DATE'),
    message: z.string().describe('Human-readable explanation naming the offending field'),
    code: z.number().int().describe('HTTP status'),
  })
  .meta({ id: 'Error' });

const invalidDate: { params: ErrorCodeParams } = { params: { errorCode: 'INVALID_DATE' } };

/** True when `y-m-d` is a real day of the proleptic Gregorian calendar. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** A calendar date `YYYY-MM-DD`, parsed to its parts. */
export const CalendarDateSchema = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s), { message: 'must be a date in the form YYYY-MM-DD', abort: true, ...invalidDate })
  .refine((s) => isCalendarDate(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))), {
    message: 'is not a real calendar date',
    ...invalidDate,
  })
  .describe('Calendar date, ISO 8601 `YYYY-MM-DD`');

/** A window of time: UTC instants and the same as local date-times of the request's zone. */
export const TimeWindowSchema = z
  .object({
    start: z.string().describe('ISO 8601 instant, UTC, to the second'),
    end: z.string().describe('ISO 8601 instant, UTC, exclusive'),
    startLocal: z.string().describe('The start as a local date-time with the zone\'s offset, `YYYY-MM-DDTHH:MM:SS+05:30`'),
    endLocal: z.string(),
  })
  .meta({ id: 'TimeWindow' });

export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
} as const;
