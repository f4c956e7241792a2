/**
 * Western charts as responses, one module per concept, gathered here for the area's routes and answers. What
 * every chart shows (bodies, points and cusps with sign and degree, the balance, aspects with both points named,
 * patterns with their reading, the settings) is `present-chart.ts`, the timed events of transits and
 * progressions `present-events.ts`; then the natal chart with its fixed stars and its wheel (`present-natal.ts`),
 * synastry with its score's terms, transits with the void-of-course Moon, returns, progressions, profections,
 * firdaria, and astrocartography lines and parans (`present-parans.ts`) as GeoJSON and a world map. Names from
 * data/western-*.ts in the request's language.
 */
export { natalChartPicture, natalChartResponse } from './present-natal.ts';
export { synastryResponse } from './present-synastry.ts';
export { westernTransitResponse } from './present-transits.ts';
export { returnResponse } from './present-returns.ts';
export { progressionResponse } from './present-progressions.ts';
export { profectionResponse } from './present-profections.ts';
export { firdariaResponse } from './present-firdaria.ts';
export { astrocartographyPicture, astrocartographyResponse } from './present-astrocartography.ts';
