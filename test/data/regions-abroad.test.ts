/**
 * data/regions-abroad.ts: every region named is a region of a catalogued city abroad, every form is in its
 * language's script and has a source, and every source gives a form.
 */
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../data/cities.ts';
import { REGION_NAMES_ABROAD, REGION_SOURCES } from '../../data/regions-abroad.ts';
import { LANG_SCRIPTS, type Lang } from '../../data/text.ts';

type OtherLang = Exclude<Lang, 'en'>;

describe('REGION_NAMES_ABROAD', () => {
  it('names regions of catalogued cities abroad, by their country and English name', () => {
    const regions = new Set(CITIES.filter((city) => city.country !== 'IN').map((city) => `${city.country} ${city.region}`));
    for (const key of Object.keys(REGION_NAMES_ABROAD)) expect(regions.has(key), key).toBe(true);
  });

  it("writes each form in its language's script, with no Latin letter and no joiner at its end", () => {
    for (const [key, forms] of Object.entries(REGION_NAMES_ABROAD)) {
      for (const [lang, [form]] of Object.entries(forms) as [OtherLang, readonly [string]][]) {
        const foreign = [...form].filter((char) => !LANG_SCRIPTS[lang].test(char) && !/[\s\p{P}\u200c\u200d]/u.test(char));
        expect(foreign, `${key} ${lang}: ${form}`).toEqual([]);
        expect(form, `${key} ${lang}`).not.toMatch(/[\u200b-\u200d]$/u);
      }
    }
  });

  it('gives each form its sources, and uses every source', () => {
    const used = new Set<string>();
    for (const forms of Object.values(REGION_NAMES_ABROAD)) {
      for (const [, ...sources] of Object.values(forms)) {
        expect(sources.length).toBeGreaterThan(0);
        for (const id of sources) used.add(id);
      }
    }
    expect([...used].sort()).toEqual(Object.keys(REGION_SOURCES).sort());
  });
});
