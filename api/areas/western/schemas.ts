/**
 * Schemas of the Western astrology area, one module per concept, gathered here for the area's operations, routes
 * and answers:
 * - `schemas-options.ts`: the chart options (house system, aspects, orbs, Part of Fortune formula, declination
 *   orb) in a query form and a body form, and the birth under `birthDate` with a moment under `date`;
 * - `schemas-chart.ts`: what every chart response shows (bodies, points, houses, aspects, patterns, balance,
 *   settings, events);
 * - `schemas-natal.ts`: the natal chart (birth fields in the query), its fixed stars and its picture (a bi-wheel);
 * - `schemas-synastry.ts`: synastry with the composite and Davison charts (the pair body of api/shared/pair.ts);
 * - `schemas-transits.ts`: transits (a moment, optionally a birth, an event window) and the void-of-course Moon;
 * - `schemas-returns.ts`: returns (birth fields, a body, a window, a relocation);
 * - `schemas-progressions.ts`, `schemas-profections.ts`, `schemas-firdaria.ts`: a birth under `birthDate` and a
 *   moment under `date`;
 * - `schemas-astrocartography.ts`: the map's lines and its picture, with the parans of `schemas-parans.ts`.
 */
export { MAX_DECLINATION_ORB_DEG, MAX_ORB_DEG } from './schemas-options.ts';
export { WesternSettingsSchema } from './schemas-chart.ts';
export {
  NatalChartQuerySchema,
  type NatalChartQuery,
  OUTER_CHARTS,
  type OuterChart,
  NatalPictureQuerySchema,
  type NatalPictureQuery,
  NatalChartResponseSchema,
} from './schemas-natal.ts';
export { SynastryBodySchema, type SynastryBody, SynastryResponseSchema } from './schemas-synastry.ts';
export {
  MAX_WESTERN_EVENT_DAYS,
  VOID_OF_COURSE_CHOICES,
  WesternTransitQuerySchema,
  type WesternTransitQuery,
  VoidOfCourseSchema,
  WesternTransitResponseSchema,
} from './schemas-transits.ts';
export { MAX_RETURN_COUNT, RETURN_YEARS, ReturnQuerySchema, type ReturnQuery, ReturnResponseSchema } from './schemas-returns.ts';
export { MAX_PROGRESSION_YEARS, ProgressionQuerySchema, type ProgressionQuery, ProgressionResponseSchema } from './schemas-progressions.ts';
export { ProfectionQuerySchema, type ProfectionQuery, ProfectionResponseSchema } from './schemas-profections.ts';
export { FirdariaQuerySchema, type FirdariaQuery, FirdariaResponseSchema } from './schemas-firdaria.ts';
export {
  MIN_MAP_STEP_DEG,
  MAX_MAP_STEP_DEG,
  AstrocartographyQuerySchema,
  type AstrocartographyQuery,
  AstrocartographyPictureQuerySchema,
  type AstrocartographyPictureQuery,
  AstrocartographyResponseSchema,
} from './schemas-astrocartography.ts';
