/**
 * The OpenAPI document as its users consume it: a validator must accept it, a client generated from it by
 * openapi-typescript must compile and type every success response, and each operation's `security` must say
 * what the server actually does with keys. The tools come from the test/openapi-client workspace (TypeScript 5).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY_NOTE } from '../../api/plugins/openapi.ts';
import { astToString, openapiTS, SwaggerParser, ts } from '../openapi-client/tools.ts';
import { bearer, TEST_DEMO_KEY, sharedTestApp, type TestApp } from '../helpers/app.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
interface Operation {
  security?: Security;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
type Security = Record<string, string[]>[];
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  security?: Security;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationsOf(doc: Document): { path: string; method: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => ({ path, method, operation: item[method]! })),
  );
}

/** Every `$ref` string anywhere in the document. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

function resolve(doc: Document, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(doc, doc.components.schemas[name]!);
}

/** The TypeScript type a property of this JSON type must accept, or null when the schema composes others. */
function tsTypeOf(doc: Document, schema: Schema, required: boolean): string | null {
  const { type } = resolve(doc, schema);
  if (type === undefined) return null;
  const names: Record<string, string> = {
    string: 'string',
    number: 'number',
    integer: 'number',
    boolean: 'boolean',
    null: 'null',
    array: 'readonly unknown[]',
    object: 'object',
  };
  const parts = (Array.isArray(type) ? type : [type]).map((t) => names[t]!);
  return [...parts, ...(required ? [] : ['undefined'])].join(' | ');
}

/** A field the response schema promises: the first property, or for a union the first one every branch has. */
function fieldOf(doc: Document, response: Schema, operation: string): { name: string; type: string | null } {
  const schema = resolve(doc, response);
  const branches = (schema.anyOf ?? schema.oneOf ?? [schema]).map((branch) => resolve(doc, branch));
  const [first, ...others] = branches;
  const name = Object.keys(first!.properties ?? {}).find((key) => others.every((branch) => branch.properties?.[key]));
  if (!name) throw new Error(`${operation}: the success response names no property (every branch of a union must share one)`);
  const required = branches.every((branch) => branch.required?.includes(name));
  const types = branches.map((branch) => tsTypeOf(doc, branch.properties![name]!, required));
  return { name, type: types.every((t) => t === types[0]) ? types[0]! : null };
}

/**
 * A client module that, for every operation, declares its success response and reads a field of it (a picture:
 * takes it as a string). It only compiles when each response type has that field with the type the schema gives it.
 */
function clientSource(doc: Document): string {
  const lines = ["import type { paths } from './schema';", ''];
  operationsOf(doc).forEach(({ path, method, operation }, i) => {
    const name = `${method.toUpperCase()} ${path}`;
    const success = Object.keys(operation.responses).filter((code) => /^2\d\d$|^2XX$/.test(code));
    // A picture: its success response is an SVG document, typed as a string.
    const picture = success.find((code) => operation.responses[code]!.content?.['image/svg+xml']);
    if (picture) {
      lines.push(`// ${name}`);
      lines.push(`export const picture${i}: string = null as unknown as paths[${JSON.stringify(path)}][${JSON.stringify(method)}]['responses'][${JSON.stringify(picture)}]['content']['image/svg+xml'];`);
      return;
    }
    const status = success.find((code) => operation.responses[code]!.content?.['application/json']);
    if (!status) throw new Error(`${name} has no application/json success response`);
    const field = fieldOf(doc, operation.responses[status]!.content!['application/json']!.schema, name);
    const access = `paths[${JSON.stringify(path)}][${JSON.stringify(method)}]['responses'][${JSON.stringify(status)}]['content']['application/json']`;
    lines.push(`// ${name}`);
    lines.push(`declare const response${i}: ${access};`);
    lines.push(`export const field${i}: ${field.type ?? 'unknown'} = response${i}[${JSON.stringify(field.name)}];`);
  });
  return lines.join('\n') + '\n';
}

let t: TestApp;
/** The document as served, and a fresh copy of it for tools that resolve references in place. */
let doc: Document;
const served = () => JSON.parse(JSON.stringify(doc)) as unknown;
beforeAll(async () => {
  // The client compile below blocks this process's event loop for seconds; test apps have the overload check off
  // (test/helpers/app.ts), so the security tests are not answered 503.
  t = await sharedTestApp();
  doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
});
afterAll(() => t.close());

describe('OpenAPI document as clients consume it', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

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

  it('generates a client whose every success response is typed: it compiles strictly with TypeScript 5', async () => {
    const schema = astToString(await openapiTS(served() as Parameters<typeof openapiTS>[0]));
    const client = clientSource(doc);
    const documented = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).filter((k) => HTTP_METHODS.includes(k)).length, 0);
    expect((client.match(/^declare const response\d+:/gm)?.length ?? 0) + (client.match(/^export const picture\d+:/gm)?.length ?? 0)).toBe(documented);
    // Types of a ref the generator could not follow, or of a body it could not describe. (openapi-typescript
    // always ends with an empty `export type $defs`; a `$defs:` member is one a schema dragged in.)
    const untyped = schema.split('\n').filter((line) => /__shared|\$defs\s*:|"application\/json": unknown/.test(line));
    expect(untyped).toEqual([]);
    await writeFile(join(dir, 'schema.ts'), schema);
    await writeFile(join(dir, 'client.ts'), client);

    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const line = where && d.file ? d.file.text.split('\n')[where.line]!.trim() : '';
      return `${d.file?.fileName.replace(dir, '') ?? ''}:${where ? where.line + 1 : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n    ${line}`;
    });
    expect(diagnostics, diagnostics.join('\n')).toEqual([]);
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
