import { describe, expect, it } from 'vitest';
import { unorderedPairs } from '../../astro/pairs.ts';

describe('unorderedPairs', () => {
  it('lists every two positions once, in list order', () => {
    expect(unorderedPairs(['a', 'b', 'c', 'd'])).toEqual([['a', 'b'], ['a', 'c'], ['a', 'd'], ['b', 'c'], ['b', 'd'], ['c', 'd']]);
    expect(unorderedPairs([1, 1])).toEqual([[1, 1]]);
  });
  it('has no pair for fewer than two items', () => {
    expect(unorderedPairs([])).toEqual([]);
    expect(unorderedPairs(['a'])).toEqual([]);
  });
});
