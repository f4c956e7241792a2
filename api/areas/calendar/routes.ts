/** The festival calendar: a year's festivals and vrats at a place, or one festival's days. */
import { getOperation, keptWhenGiven, operationsPlugin } from '../../shared/operation.ts';
import { RESPONSE_CACHE_BYTES } from '../../shared/response-cache.ts';
import { calendarDate, calendarMonth, festivalCalendar } from './operations.ts';
import { calendarDateResponse, calendarMonthResponse, festivalCalendarResponse } from './present.ts';
import { CalendarDateQuerySchema, CalendarDateSchema, CalendarMonthQuerySchema, CalendarMonthSchema, FestivalCalendarSchema, FestivalParamsSchema, FestivalQuerySchema } from './schemas.ts';

export const calendarOperations = {
  calendarDate: getOperation({
    tag: 'calendar',
    path: '/calendar/date',
    summary: 'A civil date in a regional calendar (Tamil, Malayalam, Bengali, Odia, Punjabi, Assamese, lunar, Gujarati, Marathi, Saka, Hijri) with its month\'s civil start',
    description:
      'A civil `date` at a place (`city` or coordinates) written in one `calendar`: month, day, year and era, the civil dates the month begins and ends on, and what began it (the sankranti and the regional rule that fixed the civil day, or the new or full moon).',
    notes: 'Solar months begin civilly by the Bengal, Orissa, Tamil or Malabar rule of Sewell and Dikshit (1896, Art. 28) at the place; docs/calendars.md.',
    query: CalendarDateQuerySchema,
    output: CalendarDateSchema,
    answering: { compute: async (services, query) => calendarDateResponse(await calendarDate(services, query), query.lang), cacheWhen: keptWhenGiven('date') },
  }),
  calendarMonth: getOperation({
    tag: 'calendar',
    path: '/calendar/month',
    summary: 'A month of a regional calendar at a place: its civil days with the date in every other calendar, what began it and the festivals',
    description:
      'The month `month` (1–12 or its name) of `year` in `calendar` at a place (`city` or coordinates): each civil day with its date in the other eleven calendars and the festivals kept there, and the sankranti (with the regional rule) or new or full moon that began the month.',
    notes: 'A month is named by the year in force on its last day; a lunar month with an adhika twin is its nija month. docs/calendars.md.',
    query: CalendarMonthQuerySchema,
    output: CalendarMonthSchema,
    answering: { compute: async (services, query) => calendarMonthResponse(await calendarMonth(services, query), query.lang), cacheWhen: () => true },
  }),
  festivals: getOperation({
    tag: 'calendar',
    path: '/calendar/festivals',
    summary: 'Festivals and vrats of a year at a place: each day with its tithi, the kala it was judged in, the window and why',
    description:
      'The festivals and vrats of a year at a place (`city` or coordinates, `year`, optional `category`): each with its date, tithi, the kala it was judged in, its time and why.',
    notes:
      'Every festival, the 26 Ekadashis (Smarta and Vaishnava, with parana), Pradosh, Sankashti Chaturthi, Purnima, Amavasya and the sankrantis of the civil year at `city` (or latitude, longitude, timezone), by the rules in docs/festivals.md.',
    query: FestivalQuerySchema,
    output: FestivalCalendarSchema,
    answering: { compute: async (services, query) => festivalCalendarResponse(await festivalCalendar(services, query), query.lang), cacheWhen: keptWhenGiven('year') },
  }),
  festival: getOperation({
    tag: 'calendar',
    path: '/calendar/festivals/:id',
    summary: "One festival's days in a year at a place (a monthly vrat's every occurrence), same fields",
    description: "One festival's days in a year at a place (`id`: diwali, holi, nirjala-ekadashi, pradosh, …).",
    params: FestivalParamsSchema,
    query: FestivalQuerySchema,
    output: FestivalCalendarSchema,
    answering: { compute: async (services, { id, ...query }) => festivalCalendarResponse(await festivalCalendar(services, query, id), query.lang), cacheWhen: keptWhenGiven('year') },
  }),
};

export default operationsPlugin(calendarOperations, RESPONSE_CACHE_BYTES);
