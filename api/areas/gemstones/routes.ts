/**
 * Gemstones: the personalized recommendation from a birth chart, the stones of a sign and the particulars of
 * every ratna and upratna. An unknown sign or stone is a 404 listing the valid names.
 */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { birthGemstones, gemstoneInfo, signGemstones } from './operations.ts';
import { gemstoneInfoResponse, gemstoneRecommendationResponse, zodiacGemstonesResponse } from './present.ts';
import {
  GemstoneInfoSchema,
  GemstoneParamsSchema,
  GemstoneQuerySchema,
  GemstoneRecommendationSchema,
  LangQuerySchema,
  ZodiacGemstonesSchema,
  ZodiacParamsSchema,
} from './schemas.ts';

export const gemstoneOperations = {
  gemstones: getOperation({
    tag: 'gemstones',
    path: '/recommendations/gemstones',
    summary:
      "Personalized gemstones: the lagna lord's stone (or a trikona lord's) traced to the chart, secondary stones by priority, how to wear them, precautions and substitutes",
    description: 'Gemstones for a birth: the primary stone with the reason traced to the chart, secondary stones, how to wear them, precautions.',
    notes: 'Default zone without `timezone`: 5.5 hours, as the interface specifies.',
    query: GemstoneQuerySchema,
    output: GemstoneRecommendationSchema,
    answering: { compute: async (services, query) => gemstoneRecommendationResponse(await birthGemstones(services, query), query.lang) },
  }),
  zodiacGemstones: getOperation({
    tag: 'gemstones',
    path: '/recommendations/gemstones/zodiac/:sign',
    summary: "The stones of a sign: its lord's, and the 5th and 9th lords' with when to use them",
    description: "The gemstones of a sign: its lord's, and the 5th and 9th lords' with when to use them.",
    params: ZodiacParamsSchema,
    query: LangQuerySchema,
    output: ZodiacGemstonesSchema,
    notFound: true,
    answering: { compute: (_services, input) => zodiacGemstonesResponse(signGemstones(input.sign), input.lang) },
  }),
  gemstoneInfo: getOperation({
    tag: 'gemstones',
    path: '/recommendations/gemstones/info/:gemstone',
    summary: 'One stone: planet, mineral, hardness, colours, how to verify it, substitutes, how to wear it, mantra',
    description: 'One of the nine ratnas or sixteen upratnas: planet, mineral, colours, how to verify and wear it, substitutes.',
    params: GemstoneParamsSchema,
    query: LangQuerySchema,
    output: GemstoneInfoSchema,
    notFound: true,
    answering: { compute: (_services, input) => gemstoneInfoResponse(gemstoneInfo(input.gemstone), input.lang) },
  }),
};

export default operationsPlugin(gemstoneOperations);
