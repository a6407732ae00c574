/** The `Link` header of paginated lists (common/pagination.ts), read by tests and the client. */

/** Parses the `rel="next"` URL out of a `Link` header (undefined on the last page). */
export function nextLinkOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>\s*;\s*rel="?next"?\s*$/.exec(part);
    if (match) return match[1];
  }
  return undefined;
}
