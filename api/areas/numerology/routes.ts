/** Numerology: the life path of a date of birth, the numbers of a name, and two people compared. */
import { getOperation, operationsPlugin } from '../../shared/operation.ts';
import { compatibilityOf, lifePathOf, nameNumbersOf } from './operations.ts';
import { compatibilityResponse, lifePathResponse, nameResponse } from './present.ts';
import {
  CompatibilityQuerySchema,
  LifePathQuerySchema,
  LifePathResponseSchema,
  NameQuerySchema,
  NameResponseSchema,
  NumerologyCompatibilitySchema,
} from './schemas.ts';

export const numerologyOperations = {
  lifePath: getOperation({
    tag: 'numerology',
    path: '/numerology/life-path',
    summary: 'Life path number with its reduction, meaning and current life cycle',
    description: 'The life path number of a date of birth, with its reduction, meaning and current life cycle.',
    query: LifePathQuerySchema,
    output: LifePathResponseSchema,
    answering: { compute: (services, query) => lifePathResponse(lifePathOf(services, query)) },
  }),
  nameNumerology: getOperation({
    tag: 'numerology',
    path: '/numerology/name',
    summary: 'Expression, soul urge and personality numbers of a name, Pythagorean or Chaldean, letter by letter',
    description: 'Expression, soul urge and personality numbers of a name (pythagorean or chaldean), with the letter-by-letter breakdown.',
    query: NameQuerySchema,
    output: NameResponseSchema,
    answering: { compute: (_services, query) => nameResponse(query.name, nameNumbersOf(query), query.lang) },
  }),
  numerologyCompatibility: getOperation({
    tag: 'numerology',
    path: '/numerology/compatibility',
    summary: 'Numerological compatibility of two people: life path, expression and soul urge compared, a score with its composition',
    description: "Two people's life path, expression and soul urge numbers compared, with a 0–100 score and a verdict.",
    query: CompatibilityQuerySchema,
    output: NumerologyCompatibilitySchema,
    answering: { compute: (_services, query) => compatibilityResponse(query, compatibilityOf(query), query.lang) },
  }),
};

export default operationsPlugin(numerologyOperations);
