/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate and serialize every route, at
 * `GET /v1/openapi.json` (no key needed), and the interactive reference page at `/docs`.
 *
 * Each operation states its own `security`, following the rule plugins/auth.ts enforces: `/v1` takes the key
 * as `Authorization: Bearer`, `/external/v1` as `X-API-Key` or Bearer, everything else needs no key. There is
 * no document-wide default, so an operation outside the prefixes is never shown as asking for a key.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ENGINE_VERSION } from '../../astro/engine-version.ts';

type Security = NonNullable<FastifySchema['security']>;

/** The schemes of `components.securitySchemes`, named as operations refer to them. */
const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', description: 'API key as `Authorization: Bearer <key>`' },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'API key as `X-API-Key`; accepted on `/external/v1` only' },
} as const;

/** Key headers each path prefix accepts, first match wins; a URL under none of them needs no key. */
const SECURITY_BY_PREFIX: readonly { prefix: string; security: Security }[] = [
  { prefix: '/external/v1/', security: [{ apiKeyHeader: [] }, { bearer: [] }] },
  { prefix: '/v1/', security: [{ bearer: [] }] },
];

/** Added to the description of operations whose route config says `demo: true` (see plugins/auth.ts); a `DemoRule` adds its own note. */
export const DEMO_KEY_NOTE = 'The public demo key is accepted here, in the same headers as an issued key.';

function securityOf(url: string): Security {
  return SECURITY_BY_PREFIX.find(({ prefix }) => url.startsWith(prefix))?.security ?? [];
}

/**
 * The zod transform, then the operation's own security and, where the demo key reaches it, a note saying so. Made
 * per app: the library's shared transform keeps the input and output registries it derived from zod's global
 * registry until the registry's size changes, so in a process that evaluates the schema modules again (a test
 * runner sharing its workers between files) it could map a route's new schema objects to stale entries and
 * document a request body as its output form.
 */
function operationTransform(): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({});
  return (document) => {
    const { schema = {}, url } = zodTransform(document);
    if (schema.hide) return { schema, url };
    const operation: FastifySchema = { ...schema, security: securityOf(url) };
    const demo = document.route.config?.demo;
    if (demo) {
      const note = demo === true ? DEMO_KEY_NOTE : demo.note;
      operation.description = schema.description ? `${schema.description}\n\n${note}` : note;
    }
    return { schema: operation, url };
  };
}

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
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: operationTransform(),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/json').send(app.swagger());
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
