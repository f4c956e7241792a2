/**
 * docs/cities.md lists every catalogued id once, with its name, country and zone, and nothing else, and counts per
 * language the regions abroad that answer in English only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES, regionName } from '../../data/cities.ts';
import type { Lang } from '../../data/text.ts';

/** The languages besides English, as the page's table names them (typed to hold every language of `LANGS`). */
const LANGUAGE_NAMES: Readonly<Record<Exclude<Lang, 'en'>, string>> = { hi: 'Hindi', ta: 'Tamil', te: 'Telugu', kn: 'Kannada', ml: 'Malayalam', mr: 'Marathi', bn: 'Bengali', gu: 'Gujarati' };

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

  it('counts, per language, the regions abroad (and their cities) still named in English only', () => {
    const abroad = CITIES.filter((city) => city.country !== 'IN');
    const regions = [...new Map(abroad.map((city) => [`${city.country} ${city.region}`, city])).values()];
    expect(DOC.replace(/\s+/g, ' ')).toContain(`Of the ${regions.length} regions abroad (${abroad.length} cities), still in English:`);
    for (const [lang, name] of Object.entries(LANGUAGE_NAMES)) {
      const english = (city: (typeof CITIES)[number]) => !(lang in regionName(city));
      expect(DOC, name).toContain(`| ${name} | ${regions.filter(english).length} | ${abroad.filter(english).length} |`);
    }
  });
});
