/** The muhurta finder: windows favourable for an activity over a range of dates at a place. */
import { getOperation, keptWhenGiven, operationsPlugin } from '../../shared/operation.ts';
import { RESPONSE_CACHE_BYTES } from '../../shared/response-cache.ts';
import { muhurtaSearch } from './operations.ts';
import { muhurtaSearchResponse } from './present.ts';
import { MuhurtaQuerySchema, MuhurtaSearchSchema } from './schemas.ts';

export const muhurtaOperations = {
  muhurta: getOperation({
    tag: 'muhurta',
    path: '/muhurta/search',
    summary: 'Windows favourable for an activity (marriage, griha-pravesh, …) over up to a year at a place, with quality and reasons',
    description:
      'Good windows for an activity (marriage, griha-pravesh, vehicle-purchase, namakarana, mundan, business-start, travel) between `from` and `to` at a place, with quality and reasons; a birth adds tara and chandra bala.',
    notes:
      "Each window is a stretch in which tithi, nakshatra, yoga, karana, weekday and lagna are constant and the activity's classical requirements hold, clear of its vetoes (Bhadra, rahu kaal, Vyatipata, Vaidhriti; adhika masa; for marriage, griha pravesh and mundan Chaturmas, Kharmas, Jupiter or Venus combust; panchak for griha pravesh and travel). With a birth (birthDate, or birthNakshatra and birthRashi) only windows with tara bala and chandra bala remain. Rules and sources: docs/muhurta.md.",
    query: MuhurtaQuerySchema,
    output: MuhurtaSearchSchema,
    answering: {
      compute: async (services, query) => muhurtaSearchResponse(await muhurtaSearch(services, query), query.lang),
      cacheWhen: keptWhenGiven('from'),
    },
  }),
};

export default operationsPlugin(muhurtaOperations, RESPONSE_CACHE_BYTES);
