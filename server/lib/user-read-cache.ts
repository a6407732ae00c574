/**
 * A per-process cache of one user's JSON reads (docs/decisions/021-user-read-cache.md): the
 * serialized body of a GET, kept per user and URL, dropped as soon as anything the read depends on
 * changes. Changes are told by `invalidate(userId)` — from the database's triggers through the
 * realtime bus (every process, every writer, background jobs included) and, in the writing process,
 * at the end of the user's own mutating request, so that a read that follows a write on the same
 * process never sees the old list.
 *
 * A read that started before a change must not store what it computed: `begin` returns the user's
 * generation, `store` keeps the body only when the generation has not moved since. Entries also
 * expire after `ttlMs` (a backstop for a notification lost in transit) and when the bus reconnects
 * (`epoch`): notifications sent while it was away are lost.
 */
export interface CachedRead {
  payload: string;
  headers: Record<string, string>;
}

interface Entry extends CachedRead {
  generation: number;
  epoch: number;
  storedAt: number;
}

export interface UserReadCacheOptions {
  ttlMs: number;
  /** Entries kept at most (oldest dropped first). */
  maxEntries: number;
  /** The bus's connection epoch, or null while it is not listening (nothing is cached then). */
  epoch: () => number | null;
  now?: () => number;
}

export interface UserReadCache {
  /** The generation a read starts at; pass it to `store`. */
  begin(userId: number): number;
  lookup(userId: number, key: string): CachedRead | undefined;
  store(userId: number, key: string, generation: number, read: CachedRead): void;
  invalidate(userId: number): void;
  clear(): void;
  readonly size: number;
}

export function createUserReadCache(options: UserReadCacheOptions): UserReadCache {
  const now = options.now ?? Date.now;
  /** userId → generation; bumped on every change. Kept small: only users who have entries or recent changes. */
  const generations = new Map<number, number>();
  /** `${userId} ${key}` → entry; insertion order doubles as eviction order. */
  const entries = new Map<string, Entry>();
  let counter = 0;
  /** The generation of users the map does not hold: the counter when it last forgot everyone. */
  let floor = 0;

  const generationOf = (userId: number) => generations.get(userId) ?? floor;
  const entryKey = (userId: number, key: string) => `${userId} ${key}`;

  return {
    begin: generationOf,
    lookup(userId, key) {
      const k = entryKey(userId, key);
      const hit = entries.get(k);
      if (!hit) return undefined;
      if (
        hit.generation !== generationOf(userId) ||
        hit.epoch !== options.epoch() ||
        now() - hit.storedAt >= options.ttlMs
      ) {
        entries.delete(k);
        return undefined;
      }
      return hit;
    },
    store(userId, key, generation, read) {
      const epoch = options.epoch();
      if (epoch === null || generation !== generationOf(userId)) return;
      const k = entryKey(userId, key);
      entries.delete(k);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(k, { ...read, generation, epoch, storedAt: now() });
    },
    invalidate(userId) {
      // A fresh, process-wide increasing number: a generation never comes back to an earlier value,
      // even after the map forgot the user.
      counter += 1;
      generations.set(userId, counter);
      if (generations.size > options.maxEntries * 2) {
        // Forget the oldest users' generations together with every entry (they would be stale anyway).
        generations.clear();
        entries.clear();
        floor = counter;
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
