/**
 * Every sankranti 2000–2030 (372 ingresses) at six cities: the engine's civil start of the solar month against the
 * rule applied by hand (test/reference/regional-calendars/by-hand.ts). Provenance: test/reference/regional-calendars/README.md.
 */
import { describe, expect, it } from 'vitest';
import { REGIONS, compareStarts } from './regional-calendars/by-hand.ts';

describe('every sankranti 2000–2030, by the engine and by hand', () => {
  for (const [cityId, rule] of REGIONS) {
    it(`${rule} rule at ${cityId}: all 372 civil starts agree`, () => {
      const { count, mismatches, offsets, reasons } = compareStarts(cityId, rule, 2000, 2030);
      expect(count).toBe(31 * 12);
      expect(mismatches).toEqual([]);
      // Both branches of the rule are taken (the Orissa rule has one reason; its ingresses fall before and after sunrise).
      expect(rule === 'orissa' ? offsets.size : reasons.size).toBeGreaterThan(1);
    });
  }
});
