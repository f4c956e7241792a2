/** The operations of the service's own OpenAPI document, for the tests that walk every route. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { testApp, type TestApp } from './app.ts';

/** One operation of the `/v1` document: its method, path template and the names of its parameters. */
export interface DocumentedOperation {
  /** Upper case, as the document lists it (`GET`, `POST`). */
  method: 'GET' | 'POST';
  /** The path template, `{name}` for each path parameter (`/v1/dasha/{system}`). */
  path: string;
  query: string[];
  pathParams: string[];
  hasBody: boolean;
  /** The top-level fields of its JSON body, when it takes one. */
  bodyFields: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
}

/** Every operation under `/v1/` that `app` documents at `/v1/openapi.json`, the document itself aside. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const doc = (await app.inject({ url: '/v1/openapi.json' })).json() as OpenApiDocument;
  const operations: DocumentedOperation[] = [];
  for (const [path, items] of Object.entries(doc.paths)) {
    if (!path.startsWith('/v1/') || path === '/v1/openapi.json') continue;
    for (const [method, operation] of Object.entries(items)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as DocumentedOperation['method'],
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        hasBody: operation.requestBody !== undefined,
        bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

/** What a walk over every route uses: its app, a pro key without a practical limit, the documented operations. */
export interface Walk {
  app: FastifyInstance;
  key: string;
  operations: DocumentedOperation[];
}

/**
 * The walk of the enclosing `describe` block: its app is built before the block's tests and closed after them, so
 * read the fields inside the tests.
 */
export function useWalk(): Walk {
  const walk: Walk = { app: undefined as unknown as FastifyInstance, key: '', operations: [] };
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await testApp({ RATE_LIMIT_PRO_PER_HOUR: '100000000' });
    walk.app = built.app;
    walk.key = built.key('pro');
    walk.operations = await documentedOperations(built.app);
  });
  afterAll(() => built?.close());
  return walk;
}
