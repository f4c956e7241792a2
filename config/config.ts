/**
 * Service configuration: one zod schema over the environment, read and validated once at start-up.
 * Nothing else in the service reads `process.env`. Every variable is listed in `.env.example`.
 */
import { z } from 'zod';

/** The public demo key documented in the README; operators override it with DEMO_API_KEY. */
export const DEFAULT_DEMO_API_KEY = 'demo-jyotish-public-key';

const integer = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
/** A switch: `true` or `1` on, `false` or `0` off. */
const flag = (fallback: 'true' | 'false') => z.enum(['true', 'false', '1', '0']).default(fallback).transform((v) => v === 'true' || v === '1');

export const ConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** SQLite file of derived data; API keys live beside it in `<name>.keys.db` so a rebuild never drops them. */
  DB_PATH: z.string().min(1).default('var/jyotish.db'),
  DEMO_API_KEY: z.string().min(8).default(DEFAULT_DEMO_API_KEY),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_FREE_PER_HOUR: integer(100),
  RATE_LIMIT_PRO_PER_HOUR: integer(10_000),
  RATE_LIMIT_DEMO_PER_HOUR: integer(100),
  /** Length of the rate-limit window; one hour unless a deployment says otherwise. */
  RATE_LIMIT_WINDOW_MS: integer(3_600_000),
  /** Shared rate-limit store for several API instances (`redis://host:6379`); in-process when empty. */
  REDIS_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /**
   * Largest accepted request body in bytes; bigger bodies get 413 PAYLOAD_TOO_LARGE, after the server has read
   * and discarded the rest of them (up to 16 MB) so that the client receives the answer (api/plugins/errors.ts).
   */
  BODY_LIMIT_BYTES: integer(65_536),
  /** Worker threads for on-demand chart computation; 0 means one per core minus one (at least 1). */
  WORKERS: integer(0),
  /** Precompute the default cities' days around today before serving (skipped days are already current). */
  PRECOMPUTE_ON_START: flag('true'),
  /** Origins browsers may call the API from (CORS): empty (default) allows none, `*` any, or a comma-separated list. */
  CORS_ORIGINS: z.string().default(''),
  /** Longest an on-demand computation may run before it is stopped and answered 503, ms. */
  COMPUTE_TIMEOUT_MS: integer(15_000),
  /** Computations that may wait for a worker; beyond it a request is answered 503 at once instead of queued. */
  COMPUTE_QUEUE_LIMIT: integer(256),
  /**
   * How long each worker answers the commonest on-demand requests before the server listens, ms, so that V8 has
   * compiled them for the first requests (api/primers.ts); 0 serves at once with cold workers.
   */
  PRIME_WORKERS_MS: integer(3_000),
  /** Event-loop delay above which the API answers 503 (Retry-After) until it recovers, ms; 0 turns the check off. */
  MAX_EVENT_LOOP_DELAY_MS: integer(1_000),
  /** Open the derived database read-only (no migrations, no precompute): for extra instances beside a writer. */
  DB_READ_ONLY: flag('false'),
  /** Serve the GraphiQL page at /graphiql: for development (it loads its scripts from a CDN); off by default. */
  GRAPHIQL: flag('false'),
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  TRUST_PROXY: flag('false'),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Thrown when the environment does not satisfy the configuration schema; names each bad variable. */
export class ConfigError extends Error {
  readonly code = 'INVALID_CONFIG';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses a configuration from an environment-like record (defaults fill what is missing). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

/** Path of the API-key store that belongs to a derived-data database path. */
export function keysDbPath(dbPath: string): string {
  if (dbPath === ':memory:') return ':memory:';
  return dbPath.endsWith('.db') ? `${dbPath.slice(0, -3)}.keys.db` : `${dbPath}.keys.db`;
}
