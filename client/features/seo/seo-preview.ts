import { BLOG_LIMITS } from '@common/blogs';

/**
 * The SEO section's arithmetic (docs/decisions/018-publishing-destinations-and-modes.md): length hints for each field and a search-result
 * preview truncated the way Google truncates (titles by width, descriptions by characters).
 * Pure functions, unit-tested (seo-preview.test.ts).
 */

export type SeoField = 'seoTitle' | 'seoDescription' | 'slug' | 'featuredImageAlt';
export type LengthState = 'empty' | 'short' | 'good' | 'over';

/** The hard limit of each field (the contract's) and, for the two search texts, the ideal minimum. */
export const LENGTH_RULES: Record<SeoField, { max: number; idealMin: number }> = {
  seoTitle: { max: BLOG_LIMITS.seoTitleMax, idealMin: BLOG_LIMITS.seoTitleIdealMin },
  seoDescription: { max: BLOG_LIMITS.seoDescriptionMax, idealMin: BLOG_LIMITS.seoDescriptionIdealMin },
  slug: { max: BLOG_LIMITS.slugMax, idealMin: 1 },
  featuredImageAlt: { max: BLOG_LIMITS.featuredImageAltMax, idealMin: 1 },
};

export interface LengthHint {
  count: number;
  max: number;
  state: LengthState;
  /** Characters past the limit (0 when within). */
  over: number;
}

/** Counted as the server counts (the trimmed text's length), so 'good' here is never refused there. */
export function lengthHint(field: SeoField, value: string | null | undefined): LengthHint {
  const { max, idealMin } = LENGTH_RULES[field];
  const count = (value ?? '').trim().length;
  const state: LengthState = count === 0 ? 'empty' : count > max ? 'over' : count < idealMin ? 'short' : 'good';
  return { count, max, state, over: Math.max(0, count - max) };
}

/** Google shows titles in 20 px Arial and cuts them at about 600 px. */
export const TITLE_WIDTH_PX = 600;
export const DESCRIPTION_CHARS = 160;
const TITLE_FONT_PX = 20;

/** Arial advance widths in 1/1000 em: A–Z, a–z, then digits and common punctuation. */
const UPPER = [
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611,
];
const LOWER = [
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
  500, 500, 500,
];
const DIGIT = 556;
const PUNCTUATION_CHARS = [...` !"&'(),-./:;?@|’–—…›%#$+=_`];
const PUNCTUATION_WIDTHS = [
  278, 278, 355, 667, 191, 333, 333, 278, 333, 278, 278, 278, 278, 556, 1015, 260, 222, 556, 1000, 1000, 584, 889, 556,
  556, 584, 584, 556,
];
const PUNCTUATION = new Map(PUNCTUATION_CHARS.map((ch, i) => [ch, PUNCTUATION_WIDTHS[i] ?? 1000]));
/** Anything else (CJK, emoji, other scripts) is taken as a full em: a preview errs on the short side. */
const OTHER = 1000;

function charWidth(ch: string): number {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code >= 65 && code <= 90) return UPPER[code - 65]!;
  if (ch.length === 1 && code >= 97 && code <= 122) return LOWER[code - 97]!;
  if (ch.length === 1 && code >= 48 && code <= 57) return DIGIT;
  const known = PUNCTUATION.get(ch);
  if (known !== undefined) return known;
  const base = ch.normalize('NFD')[0] ?? ch; // é is as wide as e
  return base !== ch ? charWidth(base) : OTHER;
}

/** The width in pixels of a text in Google's title font. */
export function titleWidthPx(text: string): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch);
  return (units * TITLE_FONT_PX) / 1000;
}

const ELLIPSIS = ' ...';

/** Cuts `text` before the last whole word that fits `fits`, then adds ' ...', as search results do. */
function cutAtWord(text: string, fits: (candidate: string) => boolean): string {
  const words = text.split(/\s+/).filter(Boolean);
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (!fits(`${next}${ELLIPSIS}`)) break;
    kept = next;
  }
  if (!kept) {
    // One word longer than the whole line: cut inside it.
    for (const ch of text) {
      if (!fits(`${kept}${ch}${ELLIPSIS}`)) break;
      kept += ch;
    }
  }
  return `${kept.replace(/[\s,.;:–—-]+$/u, '')}${ELLIPSIS}`;
}

/** The title as a search result shows it: whole when it fits 600 px, else cut at a word with ' ...'. */
export function previewTitle(text: string, maxPx = TITLE_WIDTH_PX): { text: string; truncated: boolean } {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (titleWidthPx(clean) <= maxPx) return { text: clean, truncated: false };
  return { text: cutAtWord(clean, (c) => titleWidthPx(c) <= maxPx), truncated: true };
}

/** The description as a search result shows it: at most 160 characters, cut at a word with ' ...'. */
export function previewDescription(text: string, maxChars = DESCRIPTION_CHARS): { text: string; truncated: boolean } {
  const clean = text.trim().replace(/\s+/g, ' ');
  if ([...clean].length <= maxChars) return { text: clean, truncated: false };
  return { text: cutAtWord(clean, (c) => [...c].length <= maxChars), truncated: true };
}

/** The green breadcrumb under a result: `https://host › slug`. */
export function previewBreadcrumb(origin: string, slug: string): string {
  let host = origin;
  try {
    host = new URL(origin).host;
  } catch {
    // keep what was given
  }
  return slug ? `https://${host} › ${slug}` : `https://${host}`;
}
