/** The benchmark gate's figures are the ones docs/benchmarks.md states (its "Gate" table). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED, GATE_SHARE } from './documented.ts';

const page = readFileSync(join(import.meta.dirname, '../../docs/benchmarks.md'), 'utf8');

describe('docs/benchmarks.md', () => {
  it.each(Object.values(DOCUMENTED))('states the gate figure of "$label"', ({ label, figure }) => {
    const row = page.split('\n').find((line) => line.startsWith(`| ${label} |`));
    expect(row, `no gate row for ${label}`).toBeDefined();
    expect(row!.split('|')[2]!.trim()).toBe(figure.toFixed(2));
    expect(row!.split('|')[3]!.trim()).toBe((figure * GATE_SHARE).toFixed(2));
  });
});
