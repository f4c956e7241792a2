/**
 * A request's logger, made only when the request logs something.
 *
 * Fastify gives every request a child of the app's logger (bound to its request id). Making a pino child costs
 * more than answering a cached read (its bindings are serialized and pass the key redaction), and the service
 * logs only failures, so the child is made on the first log call instead: `LazyRequestLogger` forwards every
 * method to the child it makes then. Passed to Fastify as `childLoggerFactory`.
 */
import type { FastifyBaseLogger } from 'fastify';

/** A pino log method called with the arguments it was given. */
type Forward = (...args: unknown[]) => void;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** The log methods a request's logger forwards. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/** The log methods, added to the class's prototype below. */
export interface LazyRequestLogger extends Pick<FastifyBaseLogger, Level> {}

export class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child, made on first use. */
  get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  /** The child's level: the one its options set, else its parent's (read without making the child). */
  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

for (const level of LEVELS) {
  LazyRequestLogger.prototype[level] = function (this: LazyRequestLogger, ...args: unknown[]) {
    const logger = this.logger;
    (logger[level] as Forward).apply(logger, args);
  };
}

/** Fastify's `childLoggerFactory`: a lazy child per request. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
