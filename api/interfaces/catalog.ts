/**
 * The operations the other interfaces (tRPC at /v1/trpc, MCP tools at /v1/mcp, GraphQL at /v1/graphql) offer: each names its REST route,
 * the zod schema of its input (the route's query, path parameters and query together, or its JSON body) and of
 * its result (the route's 200 response). An operation is answered by its REST route, called in process
 * (`call.ts`), so every interface gives the same validated, computed and serialized answer, and the same errors.
 */
import { z } from 'zod';
import { FestivalCalendarSchema, FestivalParamsSchema, FestivalQuerySchema } from '../areas/calendar/schemas.ts';
import { DivisionalQuerySchema, DivisionalResponseSchema } from '../areas/charts/schemas.ts';
import { CitySearchQuerySchema, CitySearchResponseSchema } from '../areas/cities/schemas.ts';
import {
  AnalysisQuerySchema, CurrentDashaResponseSchema, CurrentQuerySchema, DashaAnalysisResponseSchema, DashaPredictionsResponseSchema, DashaSystemParamsSchema,
  DashaTreeQuerySchema, DashaTreeResponseSchema,
} from '../areas/dasha/schemas.ts';
import { DoshaQuerySchema, DoshasResponseSchema, ManglikResponseSchema } from '../areas/doshas/schemas.ts';
import {
  GemstoneInfoSchema, GemstoneParamsSchema, GemstoneQuerySchema, GemstoneRecommendationSchema, LangQuerySchema, ZodiacGemstonesSchema, ZodiacParamsSchema,
} from '../areas/gemstones/schemas.ts';
import { DailyHoroscopeSchema, HoroscopeOptionsSchema, HoroscopeQuerySchema, HoroscopeResponseSchema, SignParamsSchema } from '../areas/horoscopes/schemas.ts';
import { BirthDetailsResponseSchema, KundaliQuerySchema, KundaliResponseSchema } from '../areas/kundali/schemas.ts';
import { CompatibilityResponseSchema, KundaliMatchResponseSchema, MatchBodySchema, MatchPercentageResponseSchema } from '../areas/matching/schemas.ts';
import { MuhurtaQuerySchema, MuhurtaSearchSchema } from '../areas/muhurta/schemas.ts';
import {
  CompatibilityQuerySchema, LifePathQuerySchema, LifePathResponseSchema, NameQuerySchema, NameResponseSchema, NumerologyCompatibilitySchema,
} from '../areas/numerology/schemas.ts';
import {
  ChoghadiyaResponseSchema, DailySchema, MoonPlaceQuerySchema, MoonTimesSchema, MuhurtaSchema, PanchangaResponseSchema, PlaceQuerySchema, SunTimesSchema,
} from '../areas/panchanga/schemas.ts';
import { MantraBodySchema, MantraResponseSchema, RemedyQuerySchema, RemedySuggestionsSchema } from '../areas/remedies/schemas.ts';
import { AshtakavargaQuerySchema, AshtakavargaResponseSchema, ShadbalaQuerySchema, ShadbalaResponseSchema } from '../areas/strength/schemas.ts';
import {
  EventsQuerySchema, ExtendedQuerySchema, PlanetsExtendedResponseSchema, TransitCurrentSchema, TransitEventsSchema, TransitQuerySchema,
} from '../areas/transits/schemas.ts';
import {
  NatalChartQuerySchema, NatalChartResponseSchema, SynastryBodySchema, SynastryResponseSchema, WesternTransitQuerySchema, WesternTransitResponseSchema,
} from '../areas/western/schemas.ts';
import { birthBodySchema } from '../shared/birth.ts';

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly method: 'GET' | 'POST';
  /** The REST path under /v1, with `:name` path parameters taken from the input. */
  readonly path: string;
  /** What an agent or a developer reads to choose the operation. */
  readonly description: string;
  readonly input: I;
  readonly output: O;
  /** The public demo key may call it (as its REST route says). */
  readonly demo?: boolean;
}

const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, description: string, demo = false): Operation<I, O> => ({
  method: 'GET', path, input, output, description, demo,
});
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, description: string, demo = false): Operation<I, O> => ({
  method: 'POST', path, input, output, description, demo,
});

/** The operations, by the name each interface gives them. */
export const OPERATIONS = {
  panchanga: get('/calculations/panchanga', MoonPlaceQuerySchema, PanchangaResponseSchema,
    'The panchanga at a place and moment: tithi, nakshatra, yoga, karana with their end times, sunrise and sunset, rahu kaal, planetary positions, muhurtas. Give `city` (e.g. new-delhi) or latitude/longitude/timezone, and `date` (YYYY-MM-DD, or a date-time).'),
  panchangaDay: get('/panchanga/daily', MoonPlaceQuerySchema, DailySchema,
    'The whole Vedic day (sunrise to sunrise) at a place: every tithi, nakshatra, yoga and karana transition, choghadiya, hora, muhurtas, panchak and the lunar calendar.'),
  choghadiya: get('/panchanga/choghadiya', PlaceQuerySchema, ChoghadiyaResponseSchema, 'The day and night choghadiya of a date at a place.'),
  dayMuhurtas: get('/panchanga/muhurta', PlaceQuerySchema, MuhurtaSchema,
    'A day\'s auspicious windows (abhijit, Brahma muhurta, amrit kaal, good choghadiya) and those to avoid (rahu kaal, yamaganda, gulika, durmuhurta, varjyam) at a place.'),
  sunTimes: get('/sweph/sun-times', PlaceQuerySchema, SunTimesSchema, 'Sunrise, sunset, solar noon and day length of a date at a place.'),
  moonTimes: get('/sweph/moon-times', MoonPlaceQuerySchema, MoonTimesSchema, 'Moonrise and moonset of a civil date at a place.'),
  kundali: get('/calculations/kundali', KundaliQuerySchema, KundaliResponseSchema,
    'The Vedic birth chart of a birth (`date` with time, latitude, longitude, timezone): planets with sign, house, nakshatra, dignity; houses; aspects; yogas; the running Vimshottari dasha; with include=shadbala,ashtakavarga the strengths.'),
  birthDetails: post('/astrology/birth_details', birthBodySchema(), BirthDetailsResponseSchema,
    'Lagna, Moon sign and nakshatra, Sun sign and the Vimshottari balance of a birth (JSON body: date, latitude, longitude, timezone).', true),
  divisionalCharts: get('/mcp/get-divisional-chart', DivisionalQuerySchema, DivisionalResponseSchema,
    'Divisional charts (D1 to D60, `chart=D9` or a list or `all`; D81, D108, D144, D150 when named) of a birth, each with its Parashari rule, or another method where traditions differ (`method=parivritti` or `method=D2:kashinatha,D3:jagannatha`).'),
  currentDasha: get('/calculations/dasha/current', CurrentQuerySchema, CurrentDashaResponseSchema,
    'The Vimshottari maha, antar, pratyantar, sookshma and prana dasha running now (or at `asOf`) for a birth.'),
  dashaAnalysis: get('/calculations/dasha', AnalysisQuerySchema, DashaAnalysisResponseSchema,
    'A birth\'s dasha analysis: running and next periods with their strength, favourable and challenging planets, predictions and remedies.'),
  dashaPredictions: get('/calculations/dasha/predictions', AnalysisQuerySchema, DashaPredictionsResponseSchema,
    'Predictions for a birth\'s coming periods: the next antardasha and mahadasha, and the year ahead.'),
  dashaPeriods: get('/calculations/dasha/:system', DashaSystemParamsSchema.extend(DashaTreeQuerySchema.shape), DashaTreeResponseSchema,
    'The periods of one of twelve dasha systems (`system`: vimshottari, yogini, chara, …) for a birth, to `levels` deep.'),
  shadbala: get('/calculations/shadbala', ShadbalaQuerySchema, ShadbalaResponseSchema,
    'The shadbala of a birth: every component for the seven grahas (sthana, dig, kala, cheshta, naisargika, drik) in virupas, rupas against the required minimum, ishta and kashta phala, vimshopaka bala, and the bhava bala of the twelve bhavas.'),
  ashtakavarga: get('/calculations/ashtakavarga', AshtakavargaQuerySchema, AshtakavargaResponseSchema,
    'The ashtakavarga of a birth: bindus of the seven grahas and the lagna by sign and house, the sarvashtakavarga (337), the shodhanas and shodhya pindas.'),
  manglik: get('/calculations/manglik', DoshaQuerySchema, ManglikResponseSchema,
    'Manglik (kuja dosha) of a birth: Mars from the lagna, Moon and Venus, its strength, the cancellations checked, remedies.'),
  doshas: get('/calculations/doshas', DoshaQuerySchema, DoshasResponseSchema,
    'Manglik, kaal sarp, sade sati (with every cycle\'s dates) and pitra dosha of a birth, each with the rule that found it.'),
  dailyHoroscope: get('/calculations/horoscope/daily/:sign', SignParamsSchema.extend(HoroscopeOptionsSchema.shape), DailyHoroscopeSchema,
    'Today\'s (or `date`\'s) horoscope of a sign (aries … pisces), written by named rules over the real transits; `zodiac` sidereal (Moon sign) or tropical (Sun sign).', true),
  horoscope: get('/calculations/horoscope', HoroscopeQuerySchema, HoroscopeResponseSchema,
    'A sign\'s horoscope for the day, week, month or year holding `date` (`sign`, `period`).'),
  matching: post('/match/kundali', MatchBodySchema, KundaliMatchResponseSchema,
    'Kundali matching of a couple (JSON body with `bride` and `groom` births): the eight kootas (36 gunas) with exceptions, and the ten poruthams.'),
  compatibility: post('/compatibility/match', MatchBodySchema, CompatibilityResponseSchema,
    'Kundali milan of a couple with both partners\' manglik analysis, the pair verdict and an overall verdict with its reasons.'),
  matchPercentage: post('/astrology/match_percentage', MatchBodySchema, MatchPercentageResponseSchema, 'A couple\'s headline match percentage and each koota\'s share.'),
  gemstones: get('/recommendations/gemstones', GemstoneQuerySchema, GemstoneRecommendationSchema,
    'Gemstones for a birth: the primary stone with the reason traced to the chart, secondary stones, how to wear them, precautions.'),
  zodiacGemstones: get('/recommendations/gemstones/zodiac/:sign', ZodiacParamsSchema.extend(LangQuerySchema.shape), ZodiacGemstonesSchema,
    'The gemstones of a sign: its lord\'s, and the 5th and 9th lords\' with when to use them.'),
  gemstoneInfo: get('/recommendations/gemstones/info/:gemstone', GemstoneParamsSchema.extend(LangQuerySchema.shape), GemstoneInfoSchema,
    'One of the nine ratnas or sixteen upratnas: planet, mineral, colours, how to verify and wear it, substitutes.'),
  remedies: get('/remedies/suggestions', RemedyQuerySchema, RemedySuggestionsSchema,
    'Remedies from a birth chart: mantra, charity, fasting, puja and rudraksha for each afflicted graha and running dosha, each with its rule.'),
  mantra: post('/remedies/mantra', MantraBodySchema, MantraResponseSchema, 'Beej and gayatri mantras for a `graha`, a `deity` or a birth, with counts, day and time.'),
  lifePath: get('/numerology/life-path', LifePathQuerySchema, LifePathResponseSchema,
    'The life path number of a date of birth, with its reduction, meaning and current life cycle.'),
  nameNumerology: get('/numerology/name', NameQuerySchema, NameResponseSchema,
    'Expression, soul urge and personality numbers of a name (pythagorean or chaldean), with the letter-by-letter breakdown.'),
  numerologyCompatibility: get('/numerology/compatibility', CompatibilityQuerySchema, NumerologyCompatibilitySchema,
    'Two people\'s life path, expression and soul urge numbers compared, with a 0–100 score and a verdict.'),
  transits: get('/transit/current', TransitQuerySchema, TransitCurrentSchema,
    'Sidereal positions of the nine grahas now or at `date`: sign, nakshatra, pada, speed, retrograde.'),
  planetsExtended: get('/astrology/planets/extended', ExtendedQuerySchema, PlanetsExtendedResponseSchema,
    'Retrograde status of every graha with the stations before and after `date`; with birth coordinates, the natal planets with dignity and combustion.'),
  transitEvents: get('/transit/events', EventsQuerySchema, TransitEventsSchema,
    'Exact transit events between `from` and `to`: sign, nakshatra and pada ingresses, stations, lunations, eclipses.'),
  westernNatalChart: get('/western/natal-chart', NatalChartQuerySchema, NatalChartResponseSchema,
    'A tropical (Western) natal chart: planets with sign, degree and house, angles, houses, aspects and patterns.'),
  synastry: post('/western/synastry', SynastryBodySchema, SynastryResponseSchema,
    'Western synastry of two births: inter-chart aspects, house overlays, composite and Davison charts, a score.'),
  westernTransits: get('/western/transits', WesternTransitQuerySchema, WesternTransitResponseSchema,
    'Tropical transits now or at `date`, their aspects to a natal chart, and the exact times of ingresses, stations and aspects in a window.'),
  festivals: get('/calendar/festivals', FestivalQuerySchema, FestivalCalendarSchema,
    'The festivals and vrats of a year at a place (`city` or coordinates, `year`, optional `category`): each with its date, tithi, the kala it was judged in, its time and why.'),
  festival: get('/calendar/festivals/:id', FestivalParamsSchema.extend(FestivalQuerySchema.shape), FestivalCalendarSchema,
    'One festival\'s days in a year at a place (`id`: diwali, holi, nirjala-ekadashi, pradosh, …).'),
  muhurta: get('/muhurta/search', MuhurtaQuerySchema, MuhurtaSearchSchema,
    'Good windows for an activity (marriage, griha-pravesh, vehicle-purchase, namakarana, mundan, business-start, travel) between `from` and `to` at a place, with quality and reasons; a birth adds tara and chandra bala.'),
  cities: get('/cities', CitySearchQuerySchema, CitySearchResponseSchema,
    'Find catalogued cities (their ids are what `city` takes) by name, country, or nearest to a point.', true),
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

/** The JSON Schema of an operation's input as a client sends it (numbers in query strings may be strings or numbers). */
export function inputJsonSchema(operation: Operation): Record<string, unknown> {
  const { $schema: _schema, ...schema } = z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return schema;
}
