/** A request's logger: made on the first log call, then the child Fastify would have made (bindings, level). */
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { LazyRequestLogger } from '../../api/request-logger.ts';

function recordingLogger(lines: unknown[][], made: unknown[]): FastifyBaseLogger {
  const logger: FastifyBaseLogger = {
    level: 'info',
    fatal: (...args: unknown[]) => void lines.push(['fatal', ...args]),
    error: (...args: unknown[]) => void lines.push(['error', ...args]),
    warn: (...args: unknown[]) => void lines.push(['warn', ...args]),
    info: (...args: unknown[]) => void lines.push(['info', ...args]),
    debug: (...args: unknown[]) => void lines.push(['debug', ...args]),
    trace: (...args: unknown[]) => void lines.push(['trace', ...args]),
    silent: () => undefined,
    child: (bindings) => {
      made.push(bindings);
      return recordingLogger(lines, made);
    },
  } as FastifyBaseLogger;
  return logger;
}

describe('LazyRequestLogger', () => {
  it('makes no child until something is logged, then one child for every later call', () => {
    const lines: unknown[][] = [];
    const made: unknown[] = [];
    const lazy = new LazyRequestLogger(recordingLogger(lines, made), { reqId: 'req-1' }, {});
    expect(lazy.level).toBe('info');
    expect(made).toEqual([]);
    lazy.error({ err: 'x' }, 'failed');
    lazy.warn('again');
    expect(made).toEqual([{ reqId: 'req-1' }]);
    expect(lines).toEqual([['error', { err: 'x' }, 'failed'], ['warn', 'again']]);
  });

  it("reports the level its options set, else its parent's", () => {
    const parent = recordingLogger([], []);
    expect(new LazyRequestLogger(parent, {}, { level: 'debug' }).level).toBe('debug');
    expect(new LazyRequestLogger(parent, {}, {}).level).toBe('info');
  });
});
