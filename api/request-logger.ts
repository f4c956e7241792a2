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

export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private forward(method: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent', args: unknown[]): void {
    const logger = this.logger;
    (logger[method] as Forward).apply(logger, args);
  }

  /** The child's level: the one its options set, else its parent's (read without making the child). */
  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.forward('fatal', args);
  }

  error(...args: unknown[]): void {
    this.forward('error', args);
  }

  warn(...args: unknown[]): void {
    this.forward('warn', args);
  }

  info(...args: unknown[]): void {
    this.forward('info', args);
  }

  debug(...args: unknown[]): void {
    this.forward('debug', args);
  }

  trace(...args: unknown[]): void {
    this.forward('trace', args);
  }

  silent(...args: unknown[]): void {
    this.forward('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
