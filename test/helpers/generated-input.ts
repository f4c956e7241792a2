/**
 * Generated bad input over every route of the OpenAPI document (fast-check): requests built from the documented
 * parameters with values of every kind (wrong types, huge and tiny numbers, NaN and Infinity, unicode, control
 * characters, empty strings), parameters missing and extra ones added, bodies of arbitrary JSON and oversized
 * ones, odd headers and methods. Every response must be a success or a 4xx with exactly `{ error, message,
 * code }`, never a 5xx, and the server must still answer afterwards. `test/api/generated-input.test.ts` sends 400
 * requests, `test/api/generated-input.slow.test.ts` 4,000, from the same seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer } from './app.ts';
import { useWalk } from './operations.ts';

const SEED = 20_261_124;

/** Values of every kind a client might send in a query string or a path. */
const textValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '９', '2024-02-30', '2024-13-01T25:61:00', '99999-01-01', 'null', '[]', '{}', '__proto__', '%00', '<svg/onload=1>'),
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.string({ minLength: 1_000, maxLength: 3_000 }),
);

/** A JSON body: anything at all, or an object with the route's words and wrong values. */
const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('date', 'latitude', 'longitude', 'timezone', 'bride', 'groom', 'graha', 'deity', 'houseSystem', 'orbs', 'aspects', 'lang', 'x'), fc.jsonValue()),
);

/** Declares the walk: `runs` generated requests (a fixed seed: the first runs of a longer walk are a shorter one's). */
export function generatedInputWalk(runs: number): void {
  describe('generated bad input on every route', () => {
    const walk = useWalk();

    /** One generated request: a route, some of its parameters (and an extra one) with generated values, maybe a body. */
    const request = fc.integer({ min: 0, max: 10_000 }).chain((index) =>
      fc.record({
        index: fc.constant(index),
        values: fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), textValue), { maxLength: 6 }),
        extra: fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), textValue), { nil: undefined }),
        pathValue: textValue,
        body: fc.option(jsonValue, { nil: undefined }),
        oversized: fc.boolean(),
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
        keepMethod: fc.integer({ min: 0, max: 9 }),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', ''),
        header: fc.option(fc.tuple(fc.constantFrom('accept', 'accept-encoding', 'x-forwarded-for', 'range', 'if-none-match'), fc.string({ maxLength: 200, unit: 'grapheme-ascii' })), { nil: undefined }),
      }),
    );

    it(`answers ${runs} generated requests with a success or a well-formed 4xx, never a 5xx`, async () => {
      const problems: string[] = [];
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const operation = walk.operations[r.index % walk.operations.length]!;
          const params = new URLSearchParams();
          for (const [which, value] of r.values) if (operation.query.length > 0) params.append(operation.query[which % operation.query.length]!, value);
          if (r.extra) params.append(r.extra[0], r.extra[1]);
          const path = operation.path.replace(/\{\w+\}/g, () => encodeURIComponent(r.pathValue));
          // Most requests keep the documented method; some use another one.
          const method = r.keepMethod > 1 ? operation.method : r.method;
          const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
          const payload = withBody ? (r.oversized ? 'x'.repeat(70_000) : JSON.stringify(r.body ?? {})) : undefined;
          const res = await walk.app.inject({
            method: method as 'GET',
            url: `${path}?${params.toString()}`,
            headers: { ...bearer(walk.key), ...(r.contentType && withBody ? { 'content-type': r.contentType } : {}), ...(r.header ? { [r.header[0]]: r.header[1] } : {}) },
            ...(payload !== undefined ? { payload } : {}),
          });
          const where = `${method} ${path.slice(0, 80)}?${params.toString().slice(0, 120)}`;
          if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (res.statusCode >= 400 && method !== 'HEAD') {
            const body = JSON.parse(res.body) as Record<string, unknown>;
            const wellFormed = Object.keys(body).sort().join() === 'code,error,message' && body.code === res.statusCode && typeof body.message === 'string' && /^[A-Z_]+$/.test(String(body.error));
            if (!wellFormed) problems.push(`${where}: malformed error ${res.body.slice(0, 160)}`);
          }
          return true;
        }),
        { numRuns: runs, seed: SEED },
      );
      expect(problems).toEqual([]);
      expect(walk.operations.length).toBeGreaterThan(40);
    });

    it('still serves after all of it', async () => {
      expect((await walk.app.inject({ url: '/v1/numerology/life-path?date=1990-01-15', headers: bearer(walk.key) })).statusCode).toBe(200);
      expect((await walk.app.inject({ url: '/health' })).statusCode).toBe(200);
    });
  });
}
