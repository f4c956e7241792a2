/**
 * API-key authentication on both path prefixes.
 *
 * - `/v1/...` takes `Authorization: Bearer <key>`;
 * - `/external/v1/...` takes `X-API-Key: <key>` or `Authorization: Bearer <key>`.
 * Routes outside the prefixes (health, docs, the OpenAPI document) need no key. The demo key reaches only
 * routes whose config says `demo: true` (the daily horoscope, birth details and the city catalogue), and the
 * requests a route's `DemoRule` admits (the horoscope's query form for the daily period); elsewhere it gets 403.
 *
 * tRPC, MCP and GraphQL are routes under `/v1` like any other: their request is authenticated and counted once
 * (however many operations it calls), and the demo key does not reach them.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Plan } from '../../storage/keys-schema.ts';
import { ApiError } from '../errors.ts';
import { type KeyRecord, type KeyStore, secretsEqual } from '../keys/key-store.ts';

/** The caller a request was authenticated as. `demo` is the public demo key, not a stored key. */
export interface Caller {
  keyId: string;
  plan: Plan | 'demo';
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** The key check of every prefixed route, for a path that answers before the framework (cached reads). */
    checkKey: KeyCheck;
  }
  interface FastifyContextConfig {
    /** The public demo key may call this route: always (`true`), or when its rule admits the request. */
    demo?: boolean | DemoRule;
  }
}

/** The requests of a route the demo key may make, and what the route's reference says of it. */
export interface DemoRule {
  /** Whether the demo key may make this request (its path parameters and query as sent, before validation). */
  readonly admits: (request: { readonly params: unknown; readonly query: unknown }) => boolean;
  /** The sentence the OpenAPI description adds. */
  readonly note: string;
}

export interface AuthOptions {
  keys: KeyStore;
  demoApiKey: string;
}

const DEMO_CALLER: Caller = { keyId: 'demo', plan: 'demo' };

/** `Authorization: Bearer <key>` as clients send it: one space, a key without spaces (read without a regex). */
const PLAIN_BEARER = 'Bearer ';

function presentedKey(headers: IncomingHttpHeaders, external: boolean): string | undefined {
  const authorization = headers.authorization;
  if (authorization) {
    if (authorization.startsWith(PLAIN_BEARER)) {
      const key = authorization.slice(PLAIN_BEARER.length);
      if (key !== '' && !/\s/.test(key)) return key;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  if (external) {
    const header = headers['x-api-key'];
    if (typeof header === 'string' && header.length > 0) return header.trim();
  }
  return undefined;
}

/** Which key header a path takes: none (outside the prefixes), Bearer (`/v1`), or either (`/external/v1`). */
type KeyArea = 'open' | 'bearer' | 'external';

function keyAreaOf(url: string): KeyArea {
  if (url.startsWith('/v1/') && !url.startsWith('/v1/openapi.json')) return 'bearer';
  if (url.startsWith('/external/v1/')) return 'external';
  return 'open';
}

/** The answer to the demo key on a route not open to it. */
function demoKeyForbidden(): ApiError {
  return new ApiError(
    'DEMO_KEY_FORBIDDEN',
    'The demo key reaches only the daily horoscope (in every form), birth details and city catalogue endpoints; use your own API key for this one',
  );
}

/**
 * Who the key a request presents belongs to: null on a path outside the prefixes, else its caller; throws the
 * `ApiError` the client is answered with (no key, unknown or revoked key, the demo key where `demoAdmits` says the
 * route does not take it).
 */
export type KeyCheck = (url: string, headers: IncomingHttpHeaders, demoAdmits: () => boolean) => Caller | null;

function keyCheck(options: AuthOptions): KeyCheck {
  // One caller object per key record (the key store keeps its records), so a request allocates none.
  const callers = new WeakMap<KeyRecord, Caller>();
  return (url, headers, demoAdmits) => {
    const area = keyAreaOf(url);
    if (area === 'open') return null;

    const external = area === 'external';
    const key = presentedKey(headers, external);
    if (!key) {
      const how = external ? "an 'X-API-Key' header or 'Authorization: Bearer <key>'" : "'Authorization: Bearer <key>'";
      throw new ApiError('INVALID_API_KEY', `An API key is required: send ${how}`);
    }
    // Issued keys have their own shape; only something else can be the demo key (saves hashing every request).
    if (!key.startsWith('jk_') && secretsEqual(key, options.demoApiKey)) {
      if (!demoAdmits()) throw demoKeyForbidden();
      return DEMO_CALLER;
    }
    const record = options.keys.verify(key);
    if (!record) throw new ApiError('INVALID_API_KEY', 'The API key is invalid or has been revoked');
    let caller = callers.get(record);
    if (caller === undefined) callers.set(record, (caller = { keyId: record.id, plan: record.plan }));
    return caller;
  };
}

/** Whether a route takes the demo key for a request (its config's `demo`). */
function demoAdmits(request: FastifyRequest): boolean {
  const { demo } = request.routeOptions.config;
  return demo === true || (typeof demo === 'object' && demo.admits(request));
}

async function authPlugin(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const checkKey = keyCheck(options);
  app.decorate('checkKey', checkKey);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // Unknown routes fall through to the not-found handler without a key check.
    if (request.is404) return done();
    try {
      request.caller = checkKey(request.url, request.headers, () => demoAdmits(request));
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}

export default fp(authPlugin, { name: 'auth' });
