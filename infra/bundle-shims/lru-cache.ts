/**
 * Replaces `mnemonist/lru-cache` in the Lambda bundles only (esbuild alias in infra/bundle.ts).
 * Its one importer there is the SDK's `@aws-sdk/endpoint-cache`, which every DynamoDB client
 * builds for endpoint discovery, a feature that runs only when AWS_ENABLE_ENDPOINT_DISCOVERY
 * (or the client option) turns it on, which the stack never does. mnemonist's cache with its
 * typed-array helpers and `obliterator` was about 7 KB minified; this is the same
 * least-recently-used cache on a Map (insertion order is recency order), with the members
 * EndpointCache calls: `new LRUCache(capacity)`, get, set, peek, has, clear, size.
 * test/infra/bundle-shims.test.ts runs both through the same operations.
 */
export default class LRUCache<K, V> {
  readonly #items = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (typeof capacity !== 'number' || capacity <= 0)
      throw new Error('LRUCache: capacity should be a positive number');
  }

  get size(): number {
    return this.#items.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.#items.has(key)) return undefined;
    const value = this.#items.get(key) as V;
    this.#items.delete(key);
    this.#items.set(key, value);
    return value;
  }

  /** The value, its recency unchanged. */
  peek(key: K): V | undefined {
    return this.#items.get(key);
  }

  has(key: K): boolean {
    return this.#items.has(key);
  }

  /** Stores the value as the most recently used, evicting the least recently used when full (returns nothing, as mnemonist does at run time). */
  set(key: K, value: V): void {
    this.#items.delete(key);
    if (this.#items.size >= this.capacity) this.#items.delete(this.#items.keys().next().value as K);
    this.#items.set(key, value);
  }

  clear(): void {
    this.#items.clear();
  }
}
