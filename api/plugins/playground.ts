/**
 * The playground: a page at `/` where a person tries the service before writing code. Served by the API itself
 * from `api/playground/` (an HTML page, a script and a style sheet; nothing from another origin), with the city
 * catalogue (labelled in the language `?lang=` names) and the sign names it needs at `/playground/catalogue.json`.
 * These routes need no key; the page calls the API with the demo key (given to it in a meta tag) or a key the
 * person pastes.
 *
 * Headers: a Content-Security-Policy that allows only this origin (scripts, styles, connections) and no framing;
 * the static files cached for an hour, the page itself not cached (it carries the configured demo key).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CITIES, regionName } from '../../data/cities.ts';
import { COUNTRY_NAMES } from '../../data/countries.ts';
import { SIGNS } from '../../data/signs.ts';
import { type Lang, LANGS } from '../../data/text.ts';
import { LangField, named } from '../shared/lang.ts';
import { escapeXml } from '../svg/builder.ts';

const DIR = join(import.meta.dirname, '..', 'playground');

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ASSETS: Readonly<Record<string, string>> = {
  'playground.js': 'text/javascript; charset=utf-8',
  'playground.css': 'text/css; charset=utf-8',
};

/**
 * What the page's pickers need in `lang`: every catalogued city with the label the picker lists (its name, region
 * and country in that language: "Chennai, Tamil Nadu, India", "சென்னை, தமிழ்நாடு, இந்தியா") and the twelve signs'
 * ids with their names in every language (the page finds the Moon sign's id from the name an answer gives).
 */
function catalogue(lang: Lang): string {
  return JSON.stringify({
    cities: CITIES.map((city) => ({
      id: city.id,
      label: [city.name, regionName(city), COUNTRY_NAMES[city.country]!].map((text) => named(text, lang)).join(', '),
      latitude: city.latitude,
      longitude: city.longitude,
      timezone: city.timezone,
    })),
    signs: SIGNS.map((sign) => ({ id: sign.id, names: LANGS.map((each) => sign[each]) })),
  });
}

export async function playgroundRoutes(app: FastifyInstance, options: { demoApiKey: string }): Promise<void> {
  const page = readFileSync(join(DIR, 'index.html'), 'utf8').replace('{{DEMO_API_KEY}}', escapeXml(options.demoApiKey));
  const assets = new Map(Object.entries(ASSETS).map(([name, type]) => [name, { body: readFileSync(join(DIR, name), 'utf8'), type }]));
  const catalogues = new Map(LANGS.map((lang) => [lang, catalogue(lang)]));

  // Registered without fastify-plugin, so this hook sees only the playground's own routes.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page));
  // `?lang=` read as every `lang` is (LangField: code or name, any case; anything else is English).
  app.get<{ Querystring: { lang?: string } }>('/playground/catalogue.json', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(catalogues.get(LangField.parse(typeof request.query.lang === 'string' ? request.query.lang : undefined))),
  );
  app.get<{ Params: { name: string } }>('/playground/:name', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return reply.callNotFound();
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });
}
