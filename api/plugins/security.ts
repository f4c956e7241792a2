/**
 * What a production deployment needs around every route: security headers, cross-origin access only where
 * configured, and a refusal under overload instead of an unbounded queue.
 *
 * - Headers (helmet), computed once at start (with no Content-Security-Policy they never depend on the request)
 *   and copied onto every reply; the cached read path writes the same record with its bytes. Every response
 *   carries `X-Content-Type-Options: nosniff`, `X-Frame-Options: SAMEORIGIN`, `Referrer-Policy: no-referrer`,
 *   `Strict-Transport-Security` and `Cross-Origin-Resource-Policy: cross-origin` (so clients on other origins may
 *   show the chart pictures): the headers that act on a JSON or SVG answer (OWASP's REST Security Cheat Sheet
 *   lists the same, less the policies of documents). The pages outside the API prefixes (the playground, the
 *   `/docs` reference, health) are documents a browser opens, and get the rest of helmet's defaults too
 *   (`Cross-Origin-Opener-Policy`, `Origin-Agent-Cluster`, `X-DNS-Prefetch-Control`, `X-Download-Options`,
 *   `X-Permitted-Cross-Domain-Policies`, `X-XSS-Protection: 0`), each of which governs only how a browser treats
 *   a document. No global Content-Security-Policy: JSON and SVG carry no scripts; the playground and the `/docs`
 *   page set their own.
 * - CORS (@fastify/cors): off unless `CORS_ORIGINS` lists origins (or `*`); then GET, POST and OPTIONS with the
 *   `Authorization`, `X-API-Key` and `Content-Type` headers, and the rate-limit headers exposed.
 * - Overload (@fastify/under-pressure): when the event loop lags more than `MAX_EVENT_LOOP_DELAY_MS`, every request
 *   but `/health` is answered `503 SERVICE_UNAVAILABLE` with `Retry-After` until it recovers. The worker pool's
 *   own limits (a bounded queue, a time limit per computation) answer the same way (compute/pool.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ApiError } from '../errors.ts';

export interface SecurityOptions {
  /** `''` none, `*` any, else a comma-separated list of origins. */
  corsOrigins: string;
  /** 0 disables the event-loop check. */
  maxEventLoopDelayMs: number;
}

/** Seconds an overloaded server asks clients to wait. */
const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/** The headers helmet sets with `options`, lower-case names: run once against a recording response. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/** The security headers of a document (a page outside the API prefixes). */
export const DOCUMENT_SECURITY_HEADERS = helmetHeaders({ contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' }, crossOriginEmbedderPolicy: false });

/** The security headers of an API answer: those that act on a response that is not a document. */
export const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Whether a URL is under an API prefix (`/v1/`, `/external/v1/`). */
const isApiUrl = (url: string) => url.startsWith('/v1/') || url.startsWith('/external/');

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? SECURITY_HEADERS : DOCUMENT_SECURITY_HEADERS);
    done();
  });
  const origins = options.corsOrigins.trim();
  if (origins !== '') {
    await app.register(cors, {
      origin: origins === '*' ? '*' : origins.split(',').map((origin) => origin.trim()).filter(Boolean),
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'X-API-Key', 'Content-Type'],
      exposedHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    });
  }
  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      pressureHandler: (request, reply) => {
        if (request.url === '/health') return;
        const error = new ApiError('SERVICE_UNAVAILABLE', 'The server is overloaded; retry shortly', { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) });
        void reply.code(503).headers(error.headers).send(error.toBody());
      },
    });
  }
}

export default fp(securityPlugin, { name: 'security' });
