import { encodeCursor, type PageCursor, type PageQuery } from '@common/pagination';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The server half of keyset pagination (common/pagination.ts holds the cursor codec and the query
 * schema). Every paginated list orders by `(timestamp desc, id desc)`, reads `limit + 1` rows to
 * learn whether a next page exists, and announces it in a `Link: <…>; rel="next"` header.
 */

/** The sort key as the cursor carries it: UTC ISO 8601 with microseconds (a JS Date would lose them). */
export const cursorKeySql = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows strictly after the cursor in `(sortColumn, idColumn)` order, both descending (the default) or
 * both ascending: a row comparison the `(…, sortColumn, idColumn)` index serves.
 */
export function afterCursor(
  sortColumn: AnyColumn,
  idColumn: AnyColumn,
  cursor: PageCursor | undefined,
  order: 'desc' | 'asc' = 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const op = order === 'desc' ? sql`<` : sql`>`;
  return sql`(${sortColumn}, ${idColumn}) ${op} (${cursor.key}::timestamptz, ${cursor.id})`;
}

export interface Page<T> {
  items: T[];
  next: PageCursor | undefined;
}

/** Cuts the `limit + 1` rows a keyset query read into a page and the cursor of the next one. */
export function toPage<T extends { id: number; cursorKey: string }>(rows: T[], limit: number): Page<T> {
  if (rows.length <= limit) return { items: rows, next: undefined };
  const items = rows.slice(0, limit);
  const last = items[items.length - 1]!;
  return { items, next: { key: last.cursorKey, id: last.id } };
}

/** Sets `Link: <path?…&cursor=…&limit=…>; rel="next"` when there is a next page; other query parameters are kept. */
export function setNextLink(req: FastifyRequest, reply: FastifyReply, page: Page<unknown>, query: PageQuery): void {
  if (!page.next) return;
  const url = new URL(req.url, 'http://inkgram.invalid');
  url.searchParams.set('cursor', encodeCursor(page.next));
  url.searchParams.set('limit', String(query.limit));
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** The page's rows without the cursor key, ready for a presenter. */
export function withoutCursorKey<T extends { cursorKey: string }>(row: T): Omit<T, 'cursorKey'> {
  const { cursorKey: _cursorKey, ...rest } = row;
  return rest;
}
