import { LRUCache } from 'lru-cache';

export interface ReadCacheOptions<V> {
  /** Most answers kept; the least recently used go first. */
  max: number;
  /** Whether answers may be kept and served now (false while other processes' writes could go unseen). */
  enabled?: () => boolean;
  /** How long an answer may be served, in milliseconds; 0 or less: not kept. Default: until invalidated. */
  ttl?: (value: V) => number;
  /** Bytes the answers may take in all, with each answer's size; a larger answer is not kept. */
  bytes?: { max: number; of: (value: V) => number };
  /**
   * With a ttl: once an answer has less than this many milliseconds left, a read of it still gets it
   * at once and starts its reload in the background (one at a time per key), so a key read steadily
   * is reloaded before it expires and no caller waits for it. An answer is never served past its ttl.
   */
  refreshWithin?: number;
  /** Told of each read while the cache is on: whether it was answered from memory (the metrics). */
  onLookup?: (hit: boolean) => void;
}

/**
 * Answers to reads that are hot and rarely change, kept in memory until the next write.
 *
 * Every write calls invalidate() after it committed. A read that was already running when a write
 * committed may have read the old rows: its answer is handed to its own callers but not kept,
 * because the cache's version moved on while it ran. Concurrent misses of one key share one load,
 * so a burst of requests after a write costs the database one query, not one per request.
 */
export class ReadCache<V extends object> {
  #version = 0;
  readonly #entries: LRUCache<string, V>;
  readonly #loading = new Map<string, { version: number; promise: Promise<V> }>();
  readonly #enabled: () => boolean;
  readonly #ttl: ((value: V) => number) | undefined;
  readonly #refreshWithin: number;
  readonly #onLookup: ((hit: boolean) => void) | undefined;

  constructor({ max, enabled = () => true, ttl, bytes, refreshWithin = 0, onLookup }: ReadCacheOptions<V>) {
    this.#entries = new LRUCache<string, V>(
      bytes ? { max, maxSize: bytes.max, sizeCalculation: (value) => Math.max(1, bytes.of(value)) } : { max },
    );
    this.#enabled = enabled;
    this.#ttl = ttl;
    this.#refreshWithin = ttl ? refreshWithin : 0;
    this.#onLookup = onLookup;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.#enabled()) return load();
    const hit = this.#entries.get(key);
    this.#onLookup?.(hit !== undefined);
    if (!hit) return this.#load(key, load);
    if (this.#refreshWithin > 0 && this.#entries.getRemainingTTL(key) < this.#refreshWithin) {
      // Its callers are answered already: a failed reload leaves the answer to its ttl.
      this.#load(key, load).catch(() => {});
    }
    return hit;
  }

  /** Loads the answer for `key`, sharing a load already running since the last invalidation. */
  #load(key: string, load: () => Promise<V>): Promise<V> {
    const version = this.#version;
    const running = this.#loading.get(key);
    if (running && running.version === version) return running.promise;
    const promise = load()
      .then((value) => {
        if (this.#version === version && this.#enabled()) this.#keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
      });
    this.#loading.set(key, { version, promise });
    return promise;
  }

  #keep(key: string, value: V) {
    if (!this.#ttl) {
      this.#entries.set(key, value);
      return;
    }
    const ttl = Math.floor(this.#ttl(value));
    // An answer not to be kept also ends the one it replaces (a reload found the session gone).
    if (ttl > 0) this.#entries.set(key, value, { ttl });
    else this.#entries.delete(key);
  }

  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
