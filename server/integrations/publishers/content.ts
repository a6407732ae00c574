import { escapeHtml } from '@common/html-escape';
import { slugify } from '@common/slug';
import { parseRetryAfter } from '@common/retry-after';

/**
 * Content and tag conversions per platform (each publisher's `capabilities`, docs/architecture.md §4). Pure functions, unit-tested.
 */

/** HTML → Markdown for DEV and Hashnode: the server's one converter (server/lib/html/markdown.ts). */
export { htmlToMarkdown } from '../../lib/html/markdown';
/** URL slugs: the one definition shared with the editor and the blog contract. */
export { slugify } from '@common/slug';

const dedupe = (tags: string[]) => [...new Set(tags)];

/** DEV: lowercase letters and digits only (Unicode letters allowed), ≤30 chars, at most 4. */
export function devtoTags(tags: string[]): string[] {
  return dedupe(
    tags
      .map((t) =>
        t
          .normalize('NFKC')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]/gu, '')
          .slice(0, 30),
      )
      .filter(Boolean),
  ).slice(0, 4);
}

/** Hashnode: `{slug, name}` objects, at most 15; tags whose slug is empty are dropped. */
export function hashnodeTags(tags: string[]): { slug: string; name: string }[] {
  const seen = new Set<string>();
  const out: { slug: string; name: string }[] = [];
  for (const raw of tags) {
    const name = raw.trim().replace(/^#/, '');
    const slug = slugify(name, 50);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    out.push({ slug, name: name.slice(0, 50) });
  }
  return out.slice(0, 15);
}

/** Medium: only the first 3 tags are used and tags over 25 characters are ignored, so trim first. */
export function mediumTags(tags: string[]): string[] {
  return dedupe(tags.map((t) => t.trim().replace(/^#/, '')).filter((t) => t.length > 0 && t.length <= 25)).slice(0, 3);
}

/** WordPress and Ghost take names; names starting with `#` are internal tags in Ghost, so drop the `#`. */
export function plainTags(tags: string[], max = 20): string[] {
  return dedupe(tags.map((t) => t.trim().replace(/^#+/, '')).filter(Boolean)).slice(0, max);
}

/** Medium does not render the title and has no cover field: the title and image lead the content. */
export function mediumHtml(title: string, html: string, imageUrl: string | null, alt?: string | null): string {
  const img = imageUrl ? `<img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(alt || title)}">` : '';
  return `<h1>${escapeHtml(title)}</h1>${img}${html}`;
}

/** A platform's Retry-After (seconds or an HTTP date) as the wait in milliseconds, capped at one hour. */
export function retryAfterMs(header: string | null, fallbackMs = 30_000): number {
  const seconds = parseRetryAfter(header);
  return seconds === undefined ? fallbackMs : Math.min(seconds * 1000, 3_600_000);
}
