/**
 * Remedies: the suggestions of a birth chart (afflicted grahas and running doshas, each remedy with its rule)
 * and the mantras of a graha, a deity or a chart, with counts, timing and sources.
 */
import { getOperation, postOperation, operationsPlugin } from '../../shared/operation.ts';
import { birthRemedies, mantrasFor } from './operations.ts';
import { mantraResponse, remedySuggestionsResponse } from './present.ts';
import { MantraBodySchema, MantraResponseSchema, RemedyQuerySchema, RemedySuggestionsSchema } from './schemas.ts';

export const remedyOperations = {
  remedies: getOperation({
    tag: 'remedies',
    path: '/remedies/suggestions',
    summary:
      'Remedies from a birth chart: for each afflicted graha and each dosha running now, mantra, charity, fast, puja and rudraksha, each with the rule that called for it',
    description: 'Remedies from a birth chart: mantra, charity, fasting, puja and rudraksha for each afflicted graha and running dosha, each with its rule.',
    query: RemedyQuerySchema,
    output: RemedySuggestionsSchema,
    answering: { compute: async (services, query) => remedySuggestionsResponse(await birthRemedies(services, query), query.lang) },
  }),
  mantra: postOperation({
    tag: 'remedies',
    path: '/remedies/mantra',
    summary:
      'Mantras for a graha, a deity or a chart: beej and gayatri mantras in Devanagari and transliteration, with counts, day and time, and their sources',
    description: 'Beej and gayatri mantras for a `graha`, a `deity` or a birth, with counts, day and time.',
    body: MantraBodySchema,
    output: MantraResponseSchema,
    answering: { compute: async (services, body) => mantraResponse(await mantrasFor(services, body), body.lang) },
  }),
};

export default operationsPlugin(remedyOperations);
