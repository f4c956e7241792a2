/**
 * The layering and the area shape that docs/architecture.md describes, checked on the source files: layers
 * depend one way, types included (api and pipeline → compute → storage → astro → data; config read by the entry
 * points; the server entry point alone starts the pipeline), every API area has the same files and imports no
 * other area, and routes stay thin (no zod, reference tables or formatting of their own).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const AREA_FILES = ['operations.ts', 'present.ts', 'routes.ts', 'schemas.ts'];
/**
 * An area that answers heavy operations whole in a worker declares them in `answers.ts` (api/shared/worker-answer.ts);
 * a presenter or schemas too large for one file keep one concept each in `present-<part>.ts` or `schemas-<part>.ts`
 * beside `present.ts` or `schemas.ts`.
 */
const PART_FILE = /^(present|schemas)-[a-z]+(?:-[a-z]+)*\.ts$/;
const isOptionalAreaFile = (file: string) => file === 'answers.ts' || PART_FILE.test(file);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

/** The project paths a file imports from (its relative imports and re-exports, `import type` included). */
function importedPaths(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/^(?:import|export) [^;]*?from '(\.[^']+)'/gms)].map(([, spec]) => relative(ROOT, join(ROOT, file, '..', spec!)));
}

/** The top-level folders a file imports from, types included. */
function importedLayers(file: string): string[] {
  return [...new Set(importedPaths(file).map((path) => path.split('/')[0]!))];
}

/** What each layer may import besides itself. */
const ALLOWED: Record<string, string[]> = {
  data: [],
  astro: ['data'],
  config: ['astro'],
  storage: ['astro', 'data'],
  compute: ['storage', 'astro', 'data'],
  pipeline: ['compute', 'storage', 'astro', 'data', 'config'],
  api: ['compute', 'storage', 'astro', 'data', 'config'],
};

/**
 * The one import across siblings: `api/server.ts`, the process entry point, is the composition root of `npm start`
 * and runs the pipeline's start-up precompute (its window, its recorded runs, its progress bar) before it serves.
 */
const COMPOSITION_ROOTS: Record<string, string[]> = { 'api/server.ts': ['pipeline'] };

describe('architecture', () => {
  it.each(Object.keys(ALLOWED))('%s/ imports only from the layers below it', (layer) => {
    const offending = sources(layer).flatMap((file) =>
      importedLayers(file)
        .filter((target) => target !== layer && !ALLOWED[layer]!.includes(target) && !COMPOSITION_ROOTS[file]?.includes(target))
        .map((target) => `${file} → ${target}/`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps API areas apart: an area imports no other area, not even a type (what two share lives in api/shared/)', () => {
    const offending = sources('api/areas').flatMap((file) => {
      const area = file.split('/')[2];
      return importedPaths(file)
        .filter((path) => path.startsWith('api/areas/') && path.split('/')[2] !== area)
        .map((path) => `${file} → ${path}`);
    });
    expect(offending).toEqual([]);
  });

  it('gives every API area the same files', () => {
    const areas = readdirSync(join(ROOT, 'api/areas'));
    expect(areas.length).toBeGreaterThanOrEqual(7);
    for (const area of areas) {
      const files = readdirSync(join(ROOT, 'api/areas', area));
      expect(files.filter((file) => !isOptionalAreaFile(file)).sort(), area).toEqual(AREA_FILES);
    }
  });

  it('keeps the parts of a presenter or schemas behind it: a part is imported by its present.ts or schemas.ts and its sibling parts alone', () => {
    const offending = sources('api/areas').flatMap((file) => {
      const [, , area, name] = file.split('/');
      const kind = name!.replace(/\.ts$/, '').split('-')[0];
      return importedPaths(file)
        .filter((path) => path.startsWith(`api/areas/${area}/`) && PART_FILE.test(path.split('/')[3]!))
        .filter((path) => path.split('/')[3]!.split('-')[0] !== kind)
        .map((path) => `${file} → ${path}`);
    });
    expect(offending).toEqual([]);
  });

  it('keeps route files thin: no zod, reference tables or formatting of their own', () => {
    for (const area of readdirSync(join(ROOT, 'api/areas'))) {
      const text = readFileSync(join(ROOT, 'api/areas', area, 'routes.ts'), 'utf8');
      expect(text, `${area}/routes.ts builds a zod schema`).not.toMatch(/\bz\.\w+\(/);
      expect(text, `${area}/routes.ts reads a reference table`).not.toMatch(/from '\.\.\/\.\.\/\.\.\/(data|astro)\/(?!.*dashas\.ts)/);
      expect(text, `${area}/routes.ts formats values`).not.toMatch(/shared\/format\.ts|toIsoUtc|toFixed\(/);
    }
  });
});
