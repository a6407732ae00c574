/**
 * The `?next=` target of a sign-in: only a same-origin relative path ('/my-blogs', '/edit-blog/3?x=1')
 * is accepted, so a crafted link can never send a creator to another site after signing in.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // One leading slash, not '//' or '/\' (protocol-relative), no control characters or backslashes.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const base = 'http://inkgram.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    if (url.pathname === '/auth') return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments collapse: '/.//evil.example' and '/..//evil.example' come out as '//evil.example',
    // protocol-relative again (the browser refuses to go there and the page stays blank).
    if (path.startsWith('//')) return null;
    return path;
  } catch {
    return null;
  }
}

/** The sign-in page address that returns to `path` once signed in ('/' needs no `next`). */
export function authPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
