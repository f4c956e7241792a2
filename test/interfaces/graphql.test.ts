/**
 * GraphQL over real HTTP (fetch against the listening app): fields whose values equal the REST responses for the
 * same input, the REST error (code, status, field named) in a GraphQL error's extensions, the key required as
 * REST requires it, one free key's limit shared with REST (a GraphQL request counts once), the depth and cost
 * limits, and the standard introspection query answered.
 */
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_DEPTH, MAX_ROOT_FIELDS } from '../../api/interfaces/graphql.ts';
import { bearer, listening, testApp, type TestApp } from '../helpers/app.ts';

interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

let t: TestApp;
let base: string;

/** POSTs a query to /v1/graphql; the HTTP status and the parsed body. */
async function graphql(query: string, headers: Record<string, string> = {}): Promise<{ status: number; body: GraphQLResponse & Record<string, unknown> }> {
  const response = await fetch(`${base}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse & Record<string, unknown> };
}

beforeAll(async () => {
  t = await testApp();
  base = await listening(t.app);
});
afterAll(() => t.close());

describe('GraphQL', () => {
  it('takes numbers as Float and Int, closed vocabularies as enums, and marks what is required', async () => {
    const key = t.key('pro');
    const rest = async (url: string) => (await t.app.inject({ url, headers: bearer(key) })).json();
    const { status, body } = await graphql(
      '{ kundali(date: "1990-05-15T10:30:00", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata", houseSystem: whole_sign, positions: geometric, include: [shadbala]) { lagna { rashi } } }',
      bearer(key),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const kundali = await rest('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata&houseSystem=whole-sign&positions=geometric&include=shadbala');
    expect(body.data).toEqual({ kundali: { lagna: { rashi: kundali.lagna.rashi } } });

    // Every argument of every field: a number parameter is Float or Int, a closed list of words an enum, nothing a
    // String that REST reads as a number.
    const introspection = await graphql('{ __schema { queryType { fields { name args { name type { kind name ofType { kind name ofType { kind name } } } } } } } }', bearer(key));
    type TypeRef = { kind: string; name: string | null; ofType?: TypeRef | null };
    const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
    const fields = (introspection.body.data as { __schema: { queryType: { fields: { name: string; args: { name: string; type: TypeRef }[] }[] } } }).__schema.queryType.fields;
    const argType = (field: string, arg: string) => named(fields.find((f) => f.name === field)!.args.find((a) => a.name === arg)!.type);
    for (const field of fields) {
      for (const arg of field.args.filter((a) => ['latitude', 'longitude', 'elevation', 'lat', 'lng'].includes(a.name))) expect(named(arg.type).name, `${field.name}.${arg.name}`).toBe('Float');
    }
    expect(argType('festivals', 'year')).toMatchObject({ kind: 'SCALAR', name: 'Int' });
    expect(argType('cities', 'limit')).toMatchObject({ kind: 'SCALAR', name: 'Int' });
    expect(argType('kundali', 'houseSystem')).toMatchObject({ kind: 'ENUM', name: 'HouseSystem' });
    expect(argType('muhurta', 'activity')).toMatchObject({ kind: 'ENUM' });
    const kundaliArg = (name: string) => fields.find((f) => f.name === 'kundali')!.args.find((a) => a.name === name)!;
    expect(kundaliArg('date').type.kind).toBe('NON_NULL');
    // The birth place is `city` or `latitude` and `longitude`, so neither is required on its own (a 400 says which is missing).
    expect(kundaliArg('latitude').type.kind).toBe('SCALAR');
    expect(kundaliArg('city').type.kind).toBe('SCALAR');
  });

  it('answers fields with the values of the REST response of the same input', async () => {
    const key = t.key('pro');
    const rest = async (url: string) => (await t.app.inject({ url, headers: bearer(key) })).json();

    const { status, body } = await graphql(
      '{ panchanga(city: "new-delhi", date: "2026-03-19") { tithi { name number } nakshatra { name } } }',
      bearer(key),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const panchanga = await rest('/v1/calculations/panchanga?city=new-delhi&date=2026-03-19');
    expect(body.data).toEqual({
      panchanga: { tithi: { name: panchanga.tithi.name, number: panchanga.tithi.number }, nakshatra: { name: panchanga.nakshatra.name } },
    });

    const festivals = await graphql('{ festivals(city: "mumbai", year: 2024, category: [festival]) { festivals { id date } } }', bearer(key));
    const restFestivals = await rest('/v1/calendar/festivals?city=mumbai&year=2024&category=festival');
    expect(restFestivals.festivals.length).toBeGreaterThan(0);
    expect(festivals.body.data).toEqual({
      festivals: { festivals: restFestivals.festivals.map(({ id, date }: { id: string; date: string }) => ({ id, date })) },
    });
  });

  it('answers a query made before from its kept response when every field depends on its arguments alone', async () => {
    const key = t.key('pro');
    const post = (query: string) =>
      t.app.inject({ method: 'POST', url: '/v1/graphql', headers: { ...bearer(key), 'content-type': 'application/json' }, payload: { query } });
    const stored = '{ panchanga(city: "pune", date: "2026-05-04") { tithi { name } } }';
    const first = await post(stored);
    const again = await post(stored);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Kept answers are written with their encoding's vary header; GraphQL's own have none.
    expect(first.headers.vary).toBeUndefined();
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
    const get = `/v1/graphql?query=${encodeURIComponent(stored)}`;
    expect((await t.app.inject({ url: get, headers: bearer(key) })).body).toBe(first.body);
    const gotAgain = await t.app.inject({ url: get, headers: bearer(key) });
    expect(gotAgain.body).toBe(first.body);
    expect(gotAgain.headers.vary).toBe('Accept-Encoding');
    expect((await t.app.inject({ url: get })).statusCode).toBe(401);
    // A body that is JSON but not an object reaches validation, as any other: a 400, never a 500.
    for (const payload of ['null', '[]', '"query"', '7']) {
      const refused = await t.app.inject({ method: 'POST', url: '/v1/graphql', headers: { ...bearer(key), 'content-type': 'application/json' }, payload });
      expect(refused.statusCode, payload).toBe(400);
    }
    // "Now" (no date) and a failed field are answered anew each time.
    for (const query of ['{ panchanga(city: "pune") { tithi { name } } }', '{ panchanga(city: "atlantis") { date } }']) {
      await post(query);
      expect((await post(query)).headers.vary).toBeUndefined();
    }
  });

  it('takes a POST operation\'s body fields as arguments, nested objects as input types', async () => {
    const key = t.key('pro');
    const birth = { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
    const { body } = await graphql(
      '{ birthDetails(date: "1990-05-15T10:30:00", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata") { lagna { rashi } moon { nakshatra } } }',
      bearer(key),
    );
    const rest = (await t.app.inject({ method: 'POST', url: '/v1/astrology/birth_details', headers: bearer(key), payload: birth })).json();
    expect(body.data).toEqual({ birthDetails: { lagna: { rashi: rest.lagna.rashi }, moon: { nakshatra: rest.moon.nakshatra } } });

    const couple = '{ date: "1990-05-15T10:30:00", latitude: 28.6139, longitude: 77.209, timezone: 5.5 }';
    const matching = await graphql(`{ matching(bride: ${couple}, groom: ${couple}) { ashtakoot { total } } }`, bearer(key));
    expect(matching.body.errors).toBeUndefined();
    expect(matching.body.data).toEqual({ matching: { ashtakoot: { total: expect.any(Number) } } });
  });

  it('gives the REST error as a GraphQL error: the API code, the HTTP status, the field named', async () => {
    const { status, body } = await graphql('{ panchanga(city: "atlantis") { date } }', bearer(t.key('pro')));
    expect(status).toBe(200);
    expect(body.data).toEqual({ panchanga: null });
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toEqual({ code: 'INVALID_PARAMETER', status: 400 });
    expect(body.errors![0]!.message).toMatch(/city/);
  });

  it('refuses a request without a key with REST\'s 401', async () => {
    const { status, body } = await graphql('{ lifePath(date: "1987-11-29") { lifePathNumber } }');
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'INVALID_API_KEY', code: 401 });
  });

  it('counts a free key\'s GraphQL requests with its REST requests, once per request: the 101st is refused', async () => {
    const key = t.key('free');
    const lifePath = '/v1/numerology/life-path?date=1987-11-29';
    for (let i = 0; i < 60; i++) expect((await t.app.inject({ url: lifePath, headers: bearer(key) })).statusCode).toBe(200);
    // Two fields per request: a request counts once, not once per field.
    const query = '{ a: lifePath(date: "1987-11-29") { lifePathNumber } b: nameNumerology(name: "Ada Lovelace") { expression { number } } }';
    for (let i = 0; i < 40; i++) {
      const { status, body } = await graphql(query, bearer(key));
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    const refused = await graphql(query, bearer(key));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED', code: 429 });
    expect((await t.app.inject({ url: lifePath, headers: bearer(key) })).statusCode).toBe(429);
  });

  it('refuses, before executing, a query nested too deep or selecting too many operations', async () => {
    const key = t.key('pro');
    const deep = `{ __type(name: "Panchanga") { fields { type ${'{ ofType '.repeat(MAX_QUERY_DEPTH)}{ name }${' }'.repeat(MAX_QUERY_DEPTH)} } } }`;
    const tooDeep = await graphql(deep, bearer(key));
    expect(tooDeep.body.data ?? null).toBeNull();
    expect(tooDeep.body.errors![0]!.message).toMatch(new RegExp(`depth limit of ${MAX_QUERY_DEPTH}`));

    const fields = Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, i) => `f${i}: lifePath(date: "1987-11-29") { lifePathNumber }`);
    const tooCostly = await graphql(`{ ${fields.join(' ')} }`, bearer(key));
    expect(tooCostly.body.data ?? null).toBeNull();
    expect(tooCostly.body.errors![0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`cost limit is ${MAX_ROOT_FIELDS} operations`)),
      extensions: { code: 'QUERY_COST_LIMIT', limit: MAX_ROOT_FIELDS },
    });
    // A fragment does not hide fields from the count.
    const viaFragment = await graphql(`{ ...many } fragment many on Query { ${fields.join(' ')} }`, bearer(key));
    expect(viaFragment.body.errors![0]!.extensions).toMatchObject({ code: 'QUERY_COST_LIMIT' });

    const atTheLimit = await graphql(`{ ${fields.slice(0, MAX_ROOT_FIELDS).join(' ')} }`, bearer(key));
    expect(atTheLimit.body.errors).toBeUndefined();
    expect(Object.keys(atTheLimit.body.data!)).toHaveLength(MAX_ROOT_FIELDS);
  });

  it('answers the standard introspection query (GraphiQL, code generators) within the depth limit', async () => {
    const { status, body } = await graphql(getIntrospectionQuery(), bearer(t.key('pro')));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const schema = (body.data as { __schema: { queryType: { name: string }; types: { name: string; fields: { name: string }[] | null }[] } }).__schema;
    const query = schema.types.find((type) => type.name === schema.queryType.name)!;
    expect(query.fields!.map((field) => field.name)).toContain('panchanga');
  });

  it('stays out of the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('graphql'))).toEqual([]);
  });
});

describe('GraphiQL', () => {
  it('is served at /graphiql only when GRAPHIQL is on (development)', async () => {
    const off = await testApp();
    const on = await testApp({ GRAPHIQL: 'true' });
    try {
      expect((await off.app.inject({ url: '/graphiql' })).statusCode).toBe(404);
      const page = await on.app.inject({ url: '/graphiql' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    } finally {
      await off.close();
      await on.close();
    }
  });

  it('logs a client\'s invalid query, syntax error and refused field at info without a stack trace', async () => {
    const lines: string[] = [];
    const logged = await testApp({ LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const key = logged.key('pro');
      const post = (query: string) => logged.app.inject({ method: 'POST', url: '/v1/graphql', headers: { ...bearer(key), 'content-type': 'application/json' }, payload: { query } });
      expect((await post('{ panchanga(city: "pune", date: "2026-05-04") { noSuchField } }')).statusCode).toBe(400);
      expect((await post('{ panchanga(city: ')).statusCode).toBe(400);
      expect((await post('{ panchanga(city: "atlantis", date: "2026-05-04") { date } }')).json().errors[0].extensions.code).toBeDefined();
      const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string; graphqlErrors?: { message: string }[] });
      const refusals = records.filter((record) => record.msg === 'GraphQL request refused');
      expect(refusals).toHaveLength(3);
      expect(refusals.every((record) => record.level === 30)).toBe(true);
      expect(refusals[0]!.graphqlErrors![0]!.message).toMatch(/noSuchField/);
      expect(refusals[1]!.graphqlErrors![0]!.message).toMatch(/Syntax Error/);
      expect(records.filter((record) => record.level >= 40)).toEqual([]);
      for (const line of lines) expect(line).not.toMatch(/"stack"|\n    at /);
    } finally {
      await logged.close();
    }
  });
});
