/** Pairs of items of a list, for the rules that compare every two grahas, points or bodies. */

/**
 * Every unordered pair of two different positions of `items`, in list order: [0, 1], [0, 2] … [0, n−1], [1, 2] …
 * (n·(n−1)/2 pairs; none for fewer than two items).
 */
export function unorderedPairs<T>(items: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) pairs.push([items[i]!, items[j]!]);
  }
  return pairs;
}
