import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../api/app.ts';
import { sharedTestApp, type TestApp } from '../helpers/app.ts';

describe('OpenAPI document and service routes', () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await sharedTestApp();
    // Every route registered under an API prefix, as Fastify's router knows them.
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line.replace(/[│├└─]/g, '').trim());
      if (match) for (const method of match[2]!.split(', ')) routes.push({ method, url: match[1]! });
    }
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and lists every API route under both prefixes with its method', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const apiRoutes = routes.filter((r) => API_PREFIXES.some((p) => r.url.startsWith(`${p}/`)) && r.method !== 'HEAD');
    const apiPaths = apiRoutes.filter((r) => r.url !== '/v1/openapi.json');
    expect(apiPaths.length).toBeGreaterThan(0);
    for (const { method, url } of apiPaths) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/v1/numerology/life-path'].get.parameters[0]).toMatchObject({ name: 'date', in: 'query' });
    expect(doc.paths['/external/v1/numerology/life-path']).toBeDefined();
  });

  it('describes responses from the zod schemas, errors included', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    const op = doc.paths['/v1/numerology/life-path'].get;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.components.schemas.LifePath.properties.lifePathNumber).toBeDefined();
    expect(doc.components.schemas.Error.required).toEqual(['error', 'message', 'code']);
  });

  it('serves the interactive reference at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('reports database status and the engine version at /health', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      engineVersion: expect.any(String),
      database: { status: 'ok', schemaMigrations: expect.any(Number) },
    });
  });
});
