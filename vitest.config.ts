import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/skipped.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default is one file at a time on a 2-core machine (cores − 1); many files spend their time waiting
    // on worker threads, sockets and SQLite, so two at a time finish the default run in about three quarters of
    // the time (327 s → 247 s on the 2-core machine, 2026-11-26). VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
    // Each file imports the engine, Fastify and SQLite afresh when isolated: 105 of those 247 s. The files share
    // no module state they change (configuration is read through loadConfig, apps and databases are made per
    // test), so the workers keep their modules between files: 187 s. `--isolate` restores the isolation.
    isolate: false,
  },
});
