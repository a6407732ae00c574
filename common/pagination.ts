import { z } from 'zod';
import { isRealInstant } from './calendar';
import { MAX_ID } from './ids';

/**
 * Keyset (cursor) pagination of every list that can grow. A list keeps its body (the plain array);
 * the next page is announced in a `Link: <…?cursor=…&limit=…>; rel="next"` header. The cursor is
 * opaque to clients: base64url of `[sortKey, id]` of the last row of the page, where the sort key is
 * the row's timestamp at full (microsecond) precision, so rows sharing a timestamp are neither skipped
 * nor repeated.
 */
export const PAGE_LIMITS = { default: 50, max: 100 } as const;

export const PAGINATION_MESSAGES = {
  badCursor: 'The cursor is not valid. Start again from the first page.',
  limit: `The limit must be a whole number from 1 to ${PAGE_LIMITS.max}`,
} as const;

/** A decoded cursor: the last row's sort key (an ISO timestamp) and id. */
export interface PageCursor {
  key: string;
  id: number;
}

const MAX_CURSOR_LENGTH = 200;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const cursorTuple = z.tuple([z.string().regex(ISO_TIMESTAMP), z.number().int().min(1).max(MAX_ID)]);

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCursor(cursor: PageCursor): string {
  return toBase64Url(JSON.stringify([cursor.key, cursor.id]));
}

/** Undefined for anything that is not a cursor this API issued (wrong encoding, shape or values). */
export function decodeCursor(encoded: string): PageCursor | undefined {
  if (encoded.length === 0 || encoded.length > MAX_CURSOR_LENGTH) return undefined;
  const text = fromBase64Url(encoded);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = cursorTuple.safeParse(json);
  if (!parsed.success || !isRealInstant(parsed.data[0])) return undefined;
  return { key: parsed.data[0], id: parsed.data[1] };
}

/** `?cursor=` (opaque, validated) and `?limit=` (1 … 100, default 50) of every paginated list. */
export const pageQuerySchema = z.object({
  cursor: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const cursor = decodeCursor(value);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: PAGINATION_MESSAGES.badCursor });
        return z.NEVER;
      }
      return cursor;
    }),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, PAGINATION_MESSAGES.limit)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGINATION_MESSAGES.limit).max(PAGE_LIMITS.max, PAGINATION_MESSAGES.limit))
    .default(PAGE_LIMITS.default),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

// Zod-free, so the client's first-load fetcher can read the header without zod.
export { nextLinkOf } from './link-header';
