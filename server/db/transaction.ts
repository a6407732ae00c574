import type { Db } from './client';

/**
 * Runs `fn` in one transaction and returns its result: every repository built on `tx` commits
 * together, or nothing does when `fn` throws. A repository takes `tx` like the database itself,
 * so a service opens the transaction and hands it to each repository its use case writes with.
 * On PGlite (one connection) a query on the outer `db` waits until the transaction ends, so `fn`
 * must use `tx` only; a nested call opens a savepoint.
 */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx));
}
