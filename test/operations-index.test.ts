/**
 * The README's index of endpoints (between `<!-- operations:start -->` and `<!-- operations:end -->`) against the
 * service: every operation of the registry (api/operations.ts, its path and aliases) and every REST route of the
 * OpenAPI document has its line, and every line names a route the service has (test/docs.test.ts checks the
 * counts the pages state).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../api/operations.ts';
import { useTestApp } from './helpers/app.ts';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The `METHOD /path` of each index line, in the README's order. */
function indexedRoutes(readme: string): string[] {
  const index = /<!-- operations:start -->([\s\S]*?)<!-- operations:end -->/.exec(readme)?.[1] ?? '';
  return index.split('\n').flatMap((line) => {
    const match = /^- `(GET|POST|PUT|DELETE) (\S+)` — /.exec(line);
    return match ? [`${match[1]} ${match[2]}`] : [];
  });
}

describe("the README's index of endpoints", () => {
  const t = useTestApp();
  const indexed = indexedRoutes(read('README.md'));

  it('has a line for every operation of the registry, under each of its paths', () => {
    const declared = Object.values(OPERATIONS).flatMap((operation) => [operation.path, ...(operation.aliases ?? [])].map((path) => `${operation.method} /v1${path}`));
    expect(declared.filter((route) => !indexed.includes(route))).toEqual([]);
  });

  it('has a line for every REST route of the OpenAPI document, and each line is a route of the service', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.filter((route) => !indexed.includes(route))).toEqual([]);
    const unknown = indexed.filter((route) => {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      return !t.app.hasRoute({ method, url });
    });
    expect(unknown).toEqual([]);
    expect(new Set(indexed).size).toBe(indexed.length);
  });
});
