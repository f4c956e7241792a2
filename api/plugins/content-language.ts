/**
 * Every response of a route that takes `lang` says which language it answers in: the `Content-Language` header
 * holds the language `lang` was read as (api/shared/lang.ts), English when the request sent none or one the
 * service does not speak. A text not yet written in that language still answers in English (docs/languages.md);
 * the header names the language asked for and used for every text that has it. Answers kept by URL carry the
 * header with their bytes (api/shared/response-cache.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Lang, LANGS } from '../shared/lang.ts';

/** The response language of a validated request: its `lang` as read, for a route whose input takes one. */
export function requestLanguage(request: FastifyRequest): Lang | undefined {
  const schema = request.routeOptions.schema;
  if (schema === undefined) return undefined;
  for (const [part, input] of [['querystring', request.query], ['body', request.body]] as const) {
    if (schema[part] === undefined || input === null || typeof input !== 'object') continue;
    const lang = (input as { lang?: unknown }).lang;
    if (typeof lang === 'string' && (LANGS as readonly string[]).includes(lang)) return lang as Lang;
  }
  return undefined;
}

async function contentLanguagePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request, reply) => {
    const lang = requestLanguage(request);
    if (lang !== undefined) reply.header('content-language', lang);
  });
}

export default fp(contentLanguagePlugin, { name: 'content-language' });
