/**
 * A small least-recently-used map: a Map keeps insertion order, so the first key is the least recently used.
 * `capacity` bounds the total weight of the entries (by default each weighs 1, so it bounds their count).
 */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Stores `value`, evicting the least recently used entries while the total weight is over capacity. */
  set(key: string, value: V): void {
    const previous = this.map.get(key);
    if (previous !== undefined) {
      this.map.delete(key);
      this.total -= this.weigh(previous);
    }
    this.map.set(key, value);
    this.total += this.weigh(value);
    for (const [oldest, old] of this.map) {
      if (this.total <= this.capacity || this.map.size === 1) break;
      this.map.delete(oldest);
      this.total -= this.weigh(old);
    }
  }

  get size(): number {
    return this.map.size;
  }

  /** Total weight of the entries. */
  get weight(): number {
    return this.total;
  }
}
