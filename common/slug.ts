/**
 * A URL slug: lowercase ASCII words joined by hyphens (accents dropped, everything else a
 * separator), at most `max` characters, never ending in a hyphen. Empty when nothing is left.
 * The editor's slug field, the blog contract and the publishers all use this one definition.
 */
export function slugify(text: string, max = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}
