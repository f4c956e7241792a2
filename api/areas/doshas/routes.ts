/**
 * Doshas of one birth: the manglik analysis with its cancellation conditions and remedies, and every dosha users
 * check next to matching (kaal sarp, sade sati with its cycles, pitra).
 */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { birthDoshas } from './operations.ts';
import { doshasResponse, manglikResponse } from './present.ts';
import { DoshaQuerySchema, DoshasResponseSchema, ManglikResponseSchema } from './schemas.ts';

export const doshaOperations = {
  manglik: getOperation({
    tag: 'doshas',
    path: '/calculations/manglik',
    summary: 'Manglik (kuja dosha): Mars from the lagna, the Moon and Venus, its strength, every cancellation condition checked, remedies',
    description: 'Manglik (kuja dosha) of a birth: Mars from the lagna, Moon and Venus, its strength, the cancellations checked, remedies.',
    query: DoshaQuerySchema,
    output: ManglikResponseSchema,
    answering: { compute: async (services, query) => manglikResponse(await birthDoshas(services, query), query.lang) },
  }),
  doshas: getOperation({
    tag: 'doshas',
    path: '/calculations/doshas',
    summary:
      'Every dosha of one birth: manglik, kaal sarp (type, full or partial), sade sati (the phase now and the dates of every cycle, dhaiya), pitra dosha; each with the rule that found it',
    description: "Manglik, kaal sarp, sade sati (with every cycle's dates) and pitra dosha of a birth, each with the rule that found it.",
    query: DoshaQuerySchema,
    output: DoshasResponseSchema,
    answering: { compute: async (services, query) => doshasResponse(await birthDoshas(services, query), query.lang) },
  }),
};

export default operationsPlugin(doshaOperations);
