/**
 * What a production deployment needs around every route: security headers, cross-origin access only where
 * configured, and a refusal under overload instead of an unbounded queue.
 *
 * - Headers (@fastify/helmet): `X-Content-Type-Options: nosniff`, `X-Frame-Options: SAMEORIGIN`,
 *   `Referrer-Policy: no-referrer`, `Strict-Transport-Security`, `X-DNS-Prefetch-Control: off`,
 *   `Cross-Origin-Opener-Policy: same-origin` and the rest of helmet's defaults that fit an API. Two are changed:
 *   `Cross-Origin-Resource-Policy: cross-origin`, so clients on other origins may show the chart pictures, and no
 *   global Content-Security-Policy (JSON and SVG carry no scripts; the playground and the `/docs` page set their
 *   own).
 * - CORS (@fastify/cors): off unless `CORS_ORIGINS` lists origins (or `*`); then GET, POST and OPTIONS with the
 *   `Authorization`, `X-API-Key` and `Content-Type` headers, and the rate-limit headers exposed.
 * - Overload (@fastify/under-pressure): when the event loop lags more than `MAX_EVENT_LOOP_DELAY_MS`, every request
 *   but `/health` is answered `503 SERVICE_UNAVAILABLE` with `Retry-After` until it recovers. The worker pool's
 *   own limits (a bounded queue, a time limit per computation) answer the same way (pipeline/pool.ts).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';

export interface SecurityOptions {
  /** `''` none, `*` any, else a comma-separated list of origins. */
  corsOrigins: string;
  /** 0 disables the event-loop check. */
  maxEventLoopDelayMs: number;
}

/** Seconds an overloaded server asks clients to wait. */
const OVERLOAD_RETRY_AFTER_SECONDS = 10;

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
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
