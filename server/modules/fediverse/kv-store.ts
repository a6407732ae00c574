import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fediverseKv } from '../../db/schema';

const live = () => or(isNull(fediverseKv.expiresAt), gt(fediverseKv.expiresAt, new Date()));
const expiry = (options?: KvStoreSetOptions) =>
  options?.ttl ? new Date(Date.now() + options.ttl.total({ unit: 'millisecond' })) : null;
const keyArray = (key: KvKey) => sql`${sql.param([...key])}::text[]`;

/**
 * Fedify's key–value store (remote documents, keys, inbox idempotence, the circuit breaker) in the
 * `fediverse_kv` table, so every Inkgram process shares it and it survives a restart
 * (docs/decisions/044-fediverse-with-fedify.md). Values are JSON; an expired row reads as missing.
 */
export class DbKvStore implements KvStore {
  constructor(private readonly db: Db) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: fediverseKv.value })
      .from(fediverseKv)
      .where(and(eq(fediverseKv.key, [...key]), live()))
      .limit(1);
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const expiresAt = expiry(options);
    await this.db
      .insert(fediverseKv)
      .values({ key: [...key], value, expiresAt })
      .onConflictDoUpdate({ target: fediverseKv.key, set: { value, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(fediverseKv).where(eq(fediverseKv.key, [...key]));
  }

  /** Compare-and-swap in one statement: the new value is written only if the stored one is `expected`. */
  async cas(key: KvKey, expected: unknown, value: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const expiresAt = expiry(options);
    if (expected === undefined) {
      // Absent (or expired) is the expectation: insert, or take over an expired row.
      const rows = await this.db
        .insert(fediverseKv)
        .values({ key: [...key], value, expiresAt })
        .onConflictDoUpdate({
          target: fediverseKv.key,
          set: { value, expiresAt },
          setWhere: sql`${fediverseKv.expiresAt} is not null and ${fediverseKv.expiresAt} <= now()`,
        })
        .returning({ key: fediverseKv.key });
      return rows.length > 0;
    }
    const rows = await this.db
      .update(fediverseKv)
      .set({ value, expiresAt })
      .where(and(eq(fediverseKv.key, [...key]), live(), sql`${fediverseKv.value} = ${JSON.stringify(expected)}::jsonb`))
      .returning({ key: fediverseKv.key });
    return rows.length > 0;
  }

  async *list(prefix: KvKey | readonly [] = []): AsyncIterable<KvStoreListEntry> {
    const n = prefix.length;
    const rows = await this.db
      .select({ key: fediverseKv.key, value: fediverseKv.value })
      .from(fediverseKv)
      .where(
        n === 0 ? live() : and(live(), sql`${fediverseKv.key}[1:${sql.raw(String(n))}] = ${keyArray(prefix as KvKey)}`),
      );
    for (const row of rows) yield { key: row.key as unknown as KvKey, value: row.value };
  }
}
