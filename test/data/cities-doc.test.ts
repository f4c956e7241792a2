/**
 * docs/cities.md lists every catalogued id once, with its name, country and zone, and nothing else, and counts the
 * regions abroad that answer in English only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES, regionName } from '../../data/cities.ts';

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

  it('counts the regions abroad, and the cities in them, that have an English name only', () => {
    const abroad = CITIES.filter((city) => city.country !== 'IN');
    const englishOnly = (city: (typeof CITIES)[number]) => Object.keys(regionName(city)).length === 1;
    const regions = new Map(abroad.map((city) => [`${city.country} ${city.region}`, englishOnly(city)]));
    const english = [...regions.values()].filter(Boolean).length;
    expect(DOC.replace(/\s+/g, ' ')).toContain(`the other ${english} of the ${regions.size} regions abroad stay English (${abroad.filter(englishOnly).length} of the ${abroad.length} cities abroad)`);
  });
});
