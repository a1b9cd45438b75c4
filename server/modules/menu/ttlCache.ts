/**
 * A small in-process cache whose entries expire after `ttlMs`. ARCHITECTURE §1: in-process caches
 * must be safe to lose and short-lived, because several server processes share one database and
 * none of them hears about another's cache.
 */
export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    /** The cached value of `key`, or `load()` (shared by concurrent callers; a failed load is not kept). */
    get(key: K, load: () => Promise<V>): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
