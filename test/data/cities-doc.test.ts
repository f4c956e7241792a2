/** docs/cities.md lists every catalogued id once, with its name, country and zone, and nothing else. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../data/cities.ts';

const DOC = readFileSync(join(import.meta.dirname, '../../docs/cities.md'), 'utf8');

describe('docs/cities.md', () => {
  it('lists every catalogued id once, in catalogue order, with its country and zone', () => {
    const rows = [...DOC.matchAll(/^\| `([a-z0-9-]+)` \| (.+?) \| ([A-Z]{2}) \| .+? \| (\S+) \|$/gm)];
    expect(rows.map((row) => row[1])).toEqual(CITIES.map((city) => city.id));
    rows.forEach((row, i) => {
      const city = CITIES[i]!;
      expect(row[2]!.startsWith(city.name.en), city.id).toBe(true);
      expect(row[3]).toBe(city.country);
      expect(row[4]).toBe(city.timezone);
    });
  });
});
