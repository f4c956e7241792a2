/**
 * Vitest global setup of each tier (a project of vitest.config.ts): says, before the tier runs, which of its tests
 * this machine will skip and why, so a run without Redis or Chromium is never mistaken for a run that tested them.
 * `.ci/run` installs and starts both.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/** The optional parts of the test run: the tier holding each, when it runs, and what to do to run it. */
const REQUIREMENTS = [
  {
    tier: 'default',
    tests: 'test/api/rate-limit-redis.test.ts (limits shared by two instances through Redis)',
    available: () => Boolean(process.env.REDIS_URL),
    missing: 'REDIS_URL is not set: start a Redis server and set REDIS_URL (.ci/run does both)',
  },
  {
    tier: 'slow',
    tests: 'test/e2e/instances.slow.test.ts (two API processes, one Redis, a pipeline writing; Redis killed and restarted)',
    available: () => existsSync('/usr/bin/redis-server'),
    missing: '/usr/bin/redis-server is missing: apt-get install redis-server (.ci/run installs it)',
  },
  {
    tier: 'slow',
    tests: 'test/e2e/playground.slow.test.ts and test/svg/charts.slow.test.ts (the playground page and the chart pictures in a browser)',
    available: () => existsSync('/usr/bin/chromium'),
    missing: "/usr/bin/chromium is missing: apt-get install chromium (Debian's package; .ci/run installs it)",
  },
] as const;

export default function setup(project: TestProject): void {
  for (const requirement of REQUIREMENTS) {
    if (requirement.tier === project.name && !requirement.available()) console.log(`Skipping ${requirement.tests}: ${requirement.missing}`);
  }
}
