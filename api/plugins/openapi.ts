/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate and serialize every route, at
 * `GET /v1/openapi.json` (no key needed), and the interactive reference page at `/docs`.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ENGINE_VERSION } from '../../astro/engine-version.ts';

async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jyotish calculation API',
        description:
          'Vedic astrology (panchanga, kundali, dashas, matching), Western astrology and numerology. ' +
          'Every route is served under `/v1` (key as `Authorization: Bearer`) and `/external/v1` ' +
          '(key as `X-API-Key` or Bearer). Errors are `{ error, message, code }`.',
        version: ENGINE_VERSION,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key as a bearer token' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'External path only' },
        },
      },
      security: [{ bearer: [] }, { apiKeyHeader: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/json').send(app.swagger());
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
