/**
 * Chromium for the browser tests of the slower tier: Debian's /usr/bin/chromium driven by playwright-core (no
 * browser download), with the flags a root process on a machine without network needs (see the README, "Tests").
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** True when this machine has Chromium; the browser tests are skipped, saying so, without it. */
export const HAS_CHROMIUM = existsSync(CHROMIUM);

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Starts a headless Chromium; close it when done. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
