/** data/countries.ts names the country of every catalogued city, and only those. */
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../data/cities.ts';
import { COUNTRY_NAMES } from '../../data/countries.ts';

describe('COUNTRY_NAMES', () => {
  it("has exactly the catalogued cities' countries", () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...new Set(CITIES.map((city) => city.country))].sort());
  });

  it('writes a name without an invisible joiner at its end (CLDR leaves some)', () => {
    for (const [code, names] of Object.entries(COUNTRY_NAMES)) for (const name of Object.values(names)) expect(name, code).not.toMatch(/[\u200b-\u200d]$/u);
  });
});
