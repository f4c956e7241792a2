/**
 * A small map that drops its least recently used entries first, by the second-chance (CLOCK) rule: a Map keeps
 * insertion order, a read only marks its entry as used, and when the entries weigh more than `capacity` the oldest
 * are dropped, except that a used one is given a second chance (unmarked and moved to the newest end) once. A read
 * thus changes no order, so reading a hot entry over and over costs one lookup (moving it on every read, as a strict
 * LRU does, cost a deletion and an insertion a read, and the deleted slots a rehash now and then).
 * `capacity` bounds the total weight of the entries (by default each weighs 1, so it bounds their count).
 */
interface Slot<V> {
  readonly value: V;
  used: boolean;
}

export class Lru<V> {
  private readonly map = new Map<string, Slot<V>>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const slot = this.map.get(key);
    if (slot === undefined) return undefined;
    slot.used = true;
    return slot.value;
  }

  /**
   * Stores `value` as the newest entry, then drops the oldest entries not read since they were stored or last
   * spared while the total weight is over capacity; the entry just stored is kept even when it alone is over.
   */
  set(key: string, value: V): void {
    const previous = this.map.get(key);
    if (previous !== undefined) {
      this.map.delete(key);
      this.total -= this.weigh(previous.value);
    }
    this.map.set(key, { value, used: false });
    this.total += this.weigh(value);
    // An entry spared is moved behind the others, where this loop meets it again, unmarked: it terminates.
    for (const [oldest, slot] of this.map) {
      if (this.total <= this.capacity || this.map.size === 1) break;
      if (oldest === key) continue;
      this.map.delete(oldest);
      if (slot.used) {
        slot.used = false;
        this.map.set(oldest, slot);
      } else {
        this.total -= this.weigh(slot.value);
      }
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
