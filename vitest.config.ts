import { setFlagsFromString } from 'node:v8';
import { configDefaults, defineConfig } from 'vitest/config';

// A young generation of 64 MB a semi-space (V8's default is 16): the tests build and walk many short-lived answers,
// and the scavenges of a small one cost the default tier a twentieth of its CPU time (3 min 44 s of CPU in threads
// without it, 3 min 25–29 s with it, 2026-11-29). Set before the test threads and the worker pools' threads start,
// which take it from here.
setFlagsFromString('--max-semi-space-size=64');

/** Files of the slower tier: browsers, processes of the real server and CLIs, every value of the fuzz walks. */
const SLOW = 'test/**/*.slow.test.ts';

/**
 * Files of the default tier that take a quick sample of their cases there and run again in the slower tier at
 * their wide sample (`TEST_SAMPLE=wide`, test/helpers/sample.ts).
 */
const SAMPLED = [
  'test/api/read-path.test.ts', 'test/astro/muhurta/search.test.ts', 'test/astro/dasha/tiling.test.ts', 'test/astro/moon-rise-conventions.test.ts',
  'test/reference/regional-calendars/hijri-crescent.reference.test.ts',
];

export default defineConfig({
  test: {
    // Limits that catch a test that hangs, not one that runs on a busy machine: a two-core machine shared with
    // other work runs a test several times slower than an idle one (the whole default tier took 9 minutes
    // instead of 3 at a load of 9, 2026-11-27).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default is one file at a time on a 2-core machine (cores − 1); many files spend their time waiting
    // on worker threads, sockets and SQLite, so two at a time finish the default run in about three quarters of
    // the time (327 s → 247 s on the 2-core machine, 2026-11-26). VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
    // Worker threads rather than child processes: a thread receives the transformed modules without serializing
    // them across a process boundary (the default tier in 124 s against 125–131 s with processes; with the young
    // generation above, 114–117 s; 2026-11-29).
    pool: 'threads',
    // Each file imports the engine, Fastify and SQLite afresh when isolated: 105 of those 247 s. The files share
    // no module state they change (configuration is read through loadConfig, keys are issued per test block), so
    // the workers keep their modules between files: 187 s; and the test apps of one worker share its worker pool
    // and, where they need no settings of their own, one app (test/helpers/app.ts). `--isolate` restores the
    // isolation.
    isolate: false,
    // Two tiers (TEST.md): `npm test` runs the default one, `npm run test:slow` the slower one (the `slow` and
    // `wide` projects). Each says which of its optional tests this machine cannot run (test/helpers/skipped.ts).
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, SLOW], globalSetup: ['test/helpers/skipped.ts'] } },
      { extends: true, test: { name: 'slow', include: [SLOW], globalSetup: ['test/helpers/skipped.ts'], testTimeout: 600_000, hookTimeout: 600_000 } },
      { extends: true, test: { name: 'wide', include: SAMPLED, env: { TEST_SAMPLE: 'wide' }, testTimeout: 600_000, hookTimeout: 600_000 } },
    ],
  },
});
