/**
 * Values computed from read models, kept per key while the stamp they were computed at (platform
 * readModelStamp, read by the caller on every use) is still the stamp now. Concurrent misses for one
 * key share one computation; a failed one is not kept. Kept values are frozen: callers share them.
 */
export class StampedMemo<Value> {
  private readonly entries = new Map<string, { stamp: string; value: Promise<Value> }>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, stamp: string, compute: () => Promise<Value>): Promise<Value> {
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp) return kept.value;
    const entry = { stamp, value: compute().then(deepFreeze) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Oldest first in a Map: drop from the front.
    for (const first of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(first);
    }
    return entry.value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}
