/**
 * The HTML the editor produces and the app stores, shared by the server sanitizer
 * (server/lib/html/sanitize.ts, sanitize-html) and the browser one (client/lib/sanitize.ts, DOMPurify).
 * It matches the Tiptap editor: headings 1–3, paragraphs, bold, italic, underline, strike, lists,
 * blockquote, inline code and code blocks, hard breaks, rules, links and images.
 */
export const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'a',
  'img',
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
};

/** docs/product.md §5: link schemes; relative links are allowed too, protocol-relative (`//host`) ones never. */
export const LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** Images: http(s), the app's own relative paths, or base64 raster images. */
export const IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

/** The only `data:` images kept (no SVG: it can carry script). */
export const DATA_IMAGE_PATTERN = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/i;

/** The link types an author's link may carry in `rel` (HTML's types for `<a>`); others are dropped. */
const LINK_REL_TYPES = new Set([
  'nofollow',
  'ugc',
  'sponsored',
  'noopener',
  'noreferrer',
  'external',
  'me',
  'author',
  'license',
  'tag',
  'help',
  'bookmark',
  'alternate',
  'prev',
  'next',
  'search',
  'privacy-policy',
  'terms-of-service',
]);

/**
 * The `rel` the app used to force on every link (and the editor to add): it says nothing about the
 * author's choice, so it is read as no `rel` (stored articles and shared drafts still carry it).
 */
const FORCED_REL = 'noopener noreferrer nofollow ugc';

/**
 * A link's `rel` as the author gave it (known link types only, each once): the author's own links
 * are not marked `nofollow ugc`, which tells search engines the site does not vouch for them. A
 * link opening a new tab gets `noopener noreferrer` so the opened page cannot reach this one.
 * null: no `rel`.
 */
export function linkRel(rel: string | null | undefined, opensNewTab: boolean): string | null {
  const given = (rel ?? '').trim().toLowerCase().split(/\s+/).join(' ');
  const tokens = given === FORCED_REL ? [] : given.split(' ').filter((t) => LINK_REL_TYPES.has(t));
  if (opensNewTab) tokens.push('noopener', 'noreferrer');
  const unique = [...new Set(tokens)];
  return unique.length ? unique.join(' ') : null;
}

/** Decoded size of a base64 payload. */
export function base64Bytes(dataUrl: string): number {
  const b64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether a link href is allowed: one of the schemes, or relative (not `//host`). */
export function isAllowedHref(href: string): boolean {
  // Browsers drop ASCII whitespace and control characters inside URLs (java\tscript:).
  // eslint-disable-next-line no-control-regex
  const h = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (!h) return false;
  if (h.startsWith('//') || h.startsWith('\\\\') || h.startsWith('/\\')) return false;
  const m = SCHEME.exec(h);
  if (!m) return true;
  return (LINK_SCHEMES as readonly string[]).includes(m[1]!.toLowerCase());
}

/** Whether an image src is allowed: http(s), a same-origin path, or a small base64 raster image. */
export function isAllowedImageSrc(src: string, maxDataBytes: number): boolean {
  // eslint-disable-next-line no-control-regex
  const s = src.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (!s || s.startsWith('//') || s.startsWith('\\')) return false;
  if (/^data:/i.test(s)) return DATA_IMAGE_PATTERN.test(s) && base64Bytes(s) <= maxDataBytes;
  const m = SCHEME.exec(s);
  if (!m) return s.startsWith('/');
  return m[1]!.toLowerCase() === 'http' || m[1]!.toLowerCase() === 'https';
}
