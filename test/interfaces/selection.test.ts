/**
 * A GraphQL field asks the worker for the part of the answer its query selects (api/shared/selection.ts): the
 * reduction keeps exactly the selected fields, the worker's JSON holds nothing else, and a query with aliases and
 * fragments answers the REST response's values.
 */
import { buildSchema, getNamedType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { answerInThread } from '../../api/answer-worker.ts';
import { kundaliQueryAnswer } from '../../api/areas/kundali/answers.ts';
import { KundaliQuerySchema } from '../../api/areas/kundali/schemas.ts';
import { graphqlSchemaOf } from '../../api/interfaces/graphql-schema.ts';
import { OPERATIONS } from '../../api/operations.ts';
import { type Selection, selected } from '../../api/shared/selection.ts';
import { bearer, useTestApp } from '../helpers/app.ts';

describe('the selected part of an answer', () => {
  it('keeps the selected own fields of objects, item by item in lists, and whole values where the selection is whole', () => {
    const value = { a: 1, b: { c: [{ d: 1, e: 2 }, { d: 3 }], f: null }, g: 'x', constructor: 'own' };
    expect(selected(value, { b: { c: { d: true }, f: { z: true } }, g: true, missing: true })).toEqual({ b: { c: [{ d: 1 }, { d: 3 }], f: null }, g: 'x' });
    expect(selected(value, { b: true })).toEqual({ b: value.b });
    expect(selected(value, true)).toBe(value);
    expect(selected([1, null, { a: 1, b: 2 }], { a: true })).toEqual([1, null, { a: 1 }]);
    // Only own fields: a name the prototype holds is not a field.
    const byName = (...fields: string[]): Selection => Object.fromEntries(fields.map((field) => [field, true]));
    expect(selected({ a: 1 }, byName('toString', 'a'))).toEqual({ a: 1 });
    expect(selected(value, byName('constructor'))).toEqual({ constructor: 'own' });
  });

  it('is all the worker sends for a selection of the kundali', async () => {
    const input = KundaliQuerySchema.parse({ date: '1990-05-15T10:30:00', latitude: '28.61', longitude: '77.21', timezone: '5.5' });
    const whole = JSON.parse(await answerInThread(kundaliQueryAnswer, input, Date.now()));
    const part = JSON.parse(await answerInThread(kundaliQueryAnswer, input, Date.now(), { lagna: { rashi: true }, planets: { name: true, rashi: true } }));
    expect(part).toEqual({
      lagna: { rashi: whole.lagna.rashi },
      planets: whole.planets.map(({ name, rashi }: { name: string; rashi: string }) => ({ name, rashi })),
    });
  });
});

describe('a GraphQL query answered from the selected part', () => {
  const api = useTestApp();

  it('answers aliases, inline and named fragments and __typename with the REST response values', async () => {
    // The generated type names of the kundali, its lagna and its planets.
    const schema = buildSchema(graphqlSchemaOf(OPERATIONS).sdl);
    const chart = getNamedType(schema.getQueryType()!.getFields().kundali!.type) as GraphQLObjectType;
    const typeOf = (field: string) => getNamedType(chart.getFields()[field]!.type).name;
    const named = `query Chart { chart: kundali(date: "1990-05-15T10:30:00", latitude: 28.61, longitude: 77.21, timezone: "5.5") {
      __typename lagna { ...Sign } planets { name ... on ${typeOf('planets')} { rashi } } again: lagna { rashi } } }
      fragment Sign on ${typeOf('lagna')} { rashi degree }`;
    const response = await api.post('/v1/graphql', { query: named }, { ...bearer(api.key), 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    const rest = (await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.61&longitude=77.21&timezone=5.5')).json();
    expect(response.json()).toEqual({
      data: {
        chart: {
          __typename: chart.name,
          lagna: { rashi: rest.lagna.rashi, degree: rest.lagna.degree },
          planets: rest.planets.map(({ name, rashi }: { name: string; rashi: string }) => ({ name, rashi })),
          again: { rashi: rest.lagna.rashi },
        },
      },
    });
  });
});
