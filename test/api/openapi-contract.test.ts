/**
 * The OpenAPI document as its users consume it: a validator must accept it, and each operation's `security` must
 * say what the server actually does with keys. The client generated from it and compiled with TypeScript 5 is
 * checked in the slower tier (openapi-client.slow.test.ts). The validator comes from the test/openapi-client
 * workspace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY_NOTE } from '../../api/plugins/openapi.ts';
import { SwaggerParser } from '../openapi-client/tools.ts';
import { bearer, TEST_DEMO_KEY, sharedTestApp, type TestApp } from '../helpers/app.ts';
import { type Document, type Operation, operationsOf, type Security } from '../helpers/openapi-doc.ts';

/** Every `$ref` string anywhere in the document. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

let t: TestApp;
/** The document as served, and a fresh copy of it for tools that resolve references in place. */
let doc: Document;
const served = () => JSON.parse(JSON.stringify(doc)) as unknown;
beforeAll(async () => {
  t = await sharedTestApp();
  doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
});
afterAll(() => t.close());

describe('OpenAPI document as clients consume it', () => {
  it('passes swagger-parser validation', async () => {
    await expect(SwaggerParser.validate(served() as Parameters<typeof SwaggerParser.validate>[0])).resolves.toBeDefined();
  });

  it('refers only to named components, never into __shared or $defs', () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => ref.includes('__shared') || ref.includes('$defs'))).toEqual([]);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\/[\w.-]+$/);
      expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas)).not.toContain('__shared');
  });
});

describe('OpenAPI security says what the server does with keys', () => {
  let key: string;
  /** A key sent as each scheme of the document, alone. */
  let asScheme: Record<string, (key: string) => Record<string, string>>;
  beforeAll(() => {
    key = t.key('pro');
    asScheme = Object.fromEntries(
      Object.entries(doc.components.securitySchemes).map(([name, scheme]) => [
        name,
        scheme.type === 'http' ? bearer : (k: string) => ({ [scheme.name!.toLowerCase()]: k }),
      ]),
    );
  });

  /** Sends the operation with no parameters: the key check runs first, so 401/403 is about the key alone. */
  const call = (path: string, method: string, headers: Record<string, string>) =>
    t.app.inject({ method: method.toUpperCase() as 'GET', url: path.replace(/\{\w+\}/g, 'x'), headers });
  const passedAuth = (status: number) => status !== 401 && status !== 403;
  /** The requirements a client reads for an operation: its own, else the document's. */
  const securityOf = (operation: Operation): Security => operation.security ?? doc.security ?? [];

  it('has no document-wide security: every operation states its own', () => {
    expect(doc.security).toBeUndefined();
    for (const { path, method, operation } of operationsOf(doc)) expect(operation.security, `${method} ${path}`).toBeDefined();
  });

  it('/v1 takes Bearer only, /external/v1 X-API-Key or Bearer, /health no key', () => {
    for (const { path, method, operation } of operationsOf(doc)) {
      const expected = path.startsWith('/external/v1/')
        ? [{ apiKeyHeader: [] }, { bearer: [] }]
        : path.startsWith('/v1/')
          ? [{ bearer: [] }]
          : [];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
    expect(doc.paths['/health']!.get!.security).toEqual([]);
  });

  it('every operation answers a key in each scheme as its security says', async () => {
    for (const { path, method, operation } of operationsOf(doc)) {
      const accepted = new Set(securityOf(operation).flatMap((requirement) => Object.keys(requirement)));
      const without = await call(path, method, {});
      expect(passedAuth(without.statusCode), `${method} ${path} without a key`).toBe(accepted.size === 0);
      if (accepted.size === 0) continue;
      for (const [scheme, headers] of Object.entries(asScheme)) {
        const res = await call(path, method, headers(key));
        expect(passedAuth(res.statusCode), `${method} ${path} with ${scheme}: ${res.body.slice(0, 200)}`).toBe(accepted.has(scheme));
      }
    }
  });

  it('mentions the demo key exactly where the server accepts it', async () => {
    let demoOperations = 0;
    for (const { path, method, operation } of operationsOf(doc)) {
      const [scheme] = Object.keys(securityOf(operation)[0] ?? {});
      if (!scheme) continue;
      const documented = operation.description?.includes(DEMO_KEY_NOTE) ?? false;
      if (documented) demoOperations += 1;
      const res = await call(path, method, asScheme[scheme]!(TEST_DEMO_KEY));
      expect(passedAuth(res.statusCode), `${method} ${path} with the demo key: ${res.body.slice(0, 200)}`).toBe(documented);
    }
    expect(demoOperations).toBeGreaterThan(0);
  });
});
