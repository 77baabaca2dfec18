// A map bounded by the bytes of its values, dropping the least recently used first: the memory of the
// storefront server's prepared pages (cached-pages.mjs) and optimised images (cached-images.mjs).

/**
 * @template V
 * @param {number} maxBytes a value larger than this is not kept at all
 */
export function createByteLru(maxBytes) {
  /** @type {Map<string, { value: V, size: number }>} */
  const entries = new Map();
  let bytes = 0;

  function remove(/** @type {string} */ key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  return {
    /** The value of `key`, now the most recently used, or undefined. */
    get(/** @type {string} */ key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last, so eviction takes the front.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** The value of `key`, leaving its place in the order as it is. */
    peek(/** @type {string} */ key) {
      return entries.get(key)?.value;
    },
    /** Keeps `value` as `size` bytes, then drops the least recently used until the budget holds. */
    set(/** @type {string} */ key, /** @type {V} */ value, /** @type {number} */ size) {
      remove(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const oldKey of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldKey);
      }
    },
    delete: remove,
    size: () => ({ entries: entries.size, bytes }),
  };
}
