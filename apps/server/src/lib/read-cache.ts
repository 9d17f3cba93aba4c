import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Database, NotificationChannel } from '../db/client.js';

export type Encoding = 'br' | 'gzip';

/**
 * An answer kept ready to send: its bytes and ETag computed once, its compressed copies made the
 * first time a client asks for them. Sending one costs no serialisation and no compression.
 */
export class CachedBody {
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    /** Headers that belong to the answer, e.g. X-Total-Count. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 5,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A JSON answer kept ready to send (see CachedBody). */
export class CachedJson extends CachedBody {
  constructor(value: unknown, headers: Readonly<Record<string, string>> = {}) {
    super(Buffer.from(JSON.stringify(value)), headers);
  }
}

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

  constructor({ max, enabled = () => true, ttl, bytes, refreshWithin = 0 }: ReadCacheOptions<V>) {
    this.#entries = new LRUCache<string, V>(
      bytes ? { max, maxSize: bytes.max, sizeCalculation: (value) => Math.max(1, bytes.of(value)) } : { max },
    );
    this.#enabled = enabled;
    this.#ttl = ttl;
    this.#refreshWithin = ttl ? refreshWithin : 0;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.#enabled()) return load();
    const hit = this.#entries.get(key);
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

/** The PostgreSQL notification channel on which the shop's processes announce their writes. */
export const CACHE_CHANNEL = 'chaka_cache';

/**
 * Tells every server process on this database that `name` changed, for writers outside the servers
 * (the seed command). Nothing to do on the embedded database: no server runs beside the writer.
 */
export async function announceWrite(database: Database, name: CacheName): Promise<void> {
  const channel = database.openChannel(CACHE_CHANNEL);
  if (!channel) return;
  try {
    await channel.notify(`${name}:${randomUUID()}`);
  } finally {
    await channel.close();
  }
}

/** What the shop caches, by the data a write touches. */
export const CACHE_NAMES = ['products', 'blogs', 'sessions', 'vehicles', 'reviews'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/**
 * The shop's read caches. In one process a write clears the cache before its answer goes out, so
 * the writer and everyone after it read the new data. With several processes on one PostgreSQL,
 * each write is also announced on the database's notification channel and every other process
 * clears its copy on receipt (milliseconds); while that channel is down, caching pauses.
 */
const MB = 1024 * 1024;
// An answer's plain bytes, and as much again for its compressed copies and bookkeeping.
const sizeOf = (answer: CachedJson) => answer.body.length * 2;

export class ReadCaches {
  readonly products: ReadCache<CachedJson>;
  readonly blogs: ReadCache<CachedJson>;
  readonly vehicles: ReadCache<CachedJson>;
  readonly #named = new Map<CacheName, Set<{ invalidate(): void }>>();
  readonly #processId = randomUUID();
  #channelUp: boolean;

  constructor(
    private readonly channel?: NotificationChannel,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.#channelUp = channel === undefined;
    // Product answers: the whole list, pages, searches and single products (bounded: any query
    // string makes a key).
    this.products = this.add('products', { max: 500, bytes: { max: 64 * MB, of: sizeOf } });
    this.blogs = this.add('blogs', { max: 50, bytes: { max: 8 * MB, of: sizeOf } });
    // Makes, models and vehicle lists: a small table, few distinct questions.
    this.vehicles = this.add('vehicles', { max: 200, bytes: { max: 8 * MB, of: sizeOf } });
  }

  /**
   * A cache of answers made from the data under `names`: it pauses with the others and is
   * invalidated by a write to any of them.
   */
  add<V extends object>(names: CacheName | readonly CacheName[], options: ReadCacheOptions<V>): ReadCache<V> {
    const cache = new ReadCache<V>({ ...options, enabled: () => this.#channelUp });
    for (const name of typeof names === 'string' ? [names] : names) {
      const caches = this.#named.get(name) ?? new Set();
      this.#named.set(name, caches.add(cache));
    }
    return cache;
  }

  #invalidateHere(name: CacheName): void {
    for (const cache of this.#named.get(name) ?? []) cache.invalidate();
  }

  /** Listens for other processes' writes; call once before serving. */
  async start(): Promise<void> {
    await this.channel?.listen(
      (payload) => {
        const [name, processId] = payload.split(':');
        if (processId !== this.#processId && isCacheName(name)) this.#invalidateHere(name);
      },
      (connected) => {
        // Writes announced while the channel was down were missed: start again from empty.
        if (connected) for (const name of CACHE_NAMES) this.#invalidateHere(name);
        this.#channelUp = connected;
      },
    );
  }

  /** After a write that committed: forget the cached answers here and in the other processes. */
  invalidate(name: CacheName): void {
    this.#invalidateHere(name);
    if (this.channel) this.#announce(name);
  }

  // Names with a notice on its way, and whether another write came while it was: a burst of writes
  // (hundreds of orders a second) sends two notices, not hundreds; the last leaves after the last write.
  readonly #announcing = new Map<CacheName, { again: boolean }>();

  #announce(name: CacheName): void {
    const pending = this.#announcing.get(name);
    if (pending) {
      pending.again = true;
      return;
    }
    const state = { again: false };
    this.#announcing.set(name, state);
    this.channel!.notify(`${name}:${this.#processId}`)
      .catch(this.onError)
      .finally(() => {
        this.#announcing.delete(name);
        if (state.again) this.#announce(name);
      });
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }
}

function isCacheName(name: string | undefined): name is CacheName {
  return (CACHE_NAMES as readonly (string | undefined)[]).includes(name);
}

/**
 * The encoding to send a cached answer in, from the client's Accept-Encoding: brotli, then gzip,
 * else none. An encoding the client refuses with q=0 is not used.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
