import { randomUUID } from 'node:crypto';
import type { Database, NotificationChannel } from '../db/client.js';
import type { CachedJson } from './cached-body.js';
import { shopCounters } from './metrics.js';
import { ReadCache, type ReadCacheOptions } from './read-cache.js';

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

const MB = 1024 * 1024;
// An answer's plain bytes, and as much again for its compressed copies and bookkeeping.
const sizeOf = (answer: CachedJson) => answer.body.length * 2;

/**
 * The shop's read caches. In one process a write clears the cache before its answer goes out, so
 * the writer and everyone after it read the new data. With several processes on one PostgreSQL,
 * each write is also announced on the database's notification channel and every other process
 * clears its copy on receipt (milliseconds); while that channel is down, caching pauses.
 */
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
    const label = typeof names === 'string' ? names : names.join('+');
    const cache = new ReadCache<V>({
      ...options,
      enabled: () => this.#channelUp,
      onLookup: (hit) => shopCounters.cacheLookup(label, hit),
    });
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
