import { z } from 'zod';
import { DISCLOSURE_TEXT } from './provenance';

/**
 * Inkgram's own public page of a blog, its Medium import and the blog downloads (docs/decisions/022-public-pages.md).
 * The page lives at /p/<username>/<slug>: the slug the creator chose in the SEO fields, else one
 * chosen from the title the first time the blog is made public and kept (that first address then
 * redirects to the creator's slug once they choose one).
 */
export const PUBLIC_PAGE_PATH_PREFIX = '/p';

/** Medium's 'Import a story' page: Medium fetches the URL and sets the canonical link itself. */
export const MEDIUM_IMPORT_URL = 'https://medium.com/p/import';

/** The visible disclosure line, shown on the page when the creator opts in: the same words as on every platform. */
export const AI_DISCLOSURE_LINE = DISCLOSURE_TEXT;

export const PUBLIC_PAGE_LIMITS = {
  mediumUrlMax: 500,
  /** Items in a creator's RSS feed and sitemap (newest first). */
  feedItems: 50,
  sitemapItems: 1000,
} as const;

export const PUBLIC_PAGE_MESSAGES = {
  mediumUrlInvalid: 'Paste the address of your story on medium.com (https://medium.com/…).',
  notPublic: 'Make the blog public first: Medium imports it from its public page.',
} as const;

const MEDIUM_HOST = /^(?:[a-z0-9-]+\.)?medium\.com$/;

/** A story's address on medium.com or a medium.com subdomain (https, with a path), or null. */
export function parseMediumUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!MEDIUM_HOST.test(url.hostname.toLowerCase())) return null;
  if (url.pathname.replace(/\/+$/, '').length < 2) return null;
  url.hash = '';
  return url.toString();
}

export const publicPageSchema = z.object({
  blogId: z.number().int(),
  isPublic: z.boolean(),
  /** The page's absolute address; null until the blog is first made public. */
  url: z.string().nullable(),
  /** Where the page's canonical link points: itself, or the blog's live home destination. */
  canonicalUrl: z.string().nullable(),
  discloseAi: z.boolean(),
  /** The creator's copy on Medium, recorded after 'Import a story'. */
  mediumUrl: z.string().nullable(),
  mediumRecordedAt: z.string().nullable(),
  firstPublicAt: z.string().nullable(),
  /** The creator's RSS feed and sitemap (null until one of their blogs is public). */
  feedUrl: z.string().nullable(),
  sitemapUrl: z.string().nullable(),
  abilities: z.object({ update: z.boolean(), recordMedium: z.boolean() }),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

/** PATCH /api/blogs/:id/public-page: only the fields sent change; unknown keys are refused by name. */
export const updatePublicPageSchema = z.strictObject({
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
  discloseAi: z.boolean({ error: 'discloseAi must be true or false' }).optional(),
});
export type UpdatePublicPageInput = z.infer<typeof updatePublicPageSchema>;

/** PUT /api/blogs/:id/public-page/medium: the address Medium gave the imported story (null clears it). */
export const recordMediumSchema = z.strictObject({
  url: z
    .string({ error: PUBLIC_PAGE_MESSAGES.mediumUrlInvalid })
    .max(PUBLIC_PAGE_LIMITS.mediumUrlMax, PUBLIC_PAGE_MESSAGES.mediumUrlInvalid)
    .refine((v) => parseMediumUrl(v) !== null, PUBLIC_PAGE_MESSAGES.mediumUrlInvalid)
    .nullable(),
});
export type RecordMediumInput = z.infer<typeof recordMediumSchema>;

export const EXPORT_FORMATS = ['markdown', 'html', 'fragment'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/blogs/:id/export?format=: `markdown` (.md with front matter) and `html` (a clean document)
 * are downloads; `fragment` is the body alone, for 'Copy as HTML' (Substack and other editors).
 */
export const exportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: "format must be 'markdown', 'html' or 'fragment'" }),
});

/** /p/:username/:slug */
export const publicPageParamsSchema = z.object({
  username: z.string().min(1).max(64),
  slug: z.string().min(1).max(120),
});
export const publicCreatorParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** Where a creator's public pages live, relative to the server. */
export const publicPagePath = (username: string, slug: string) =>
  `${PUBLIC_PAGE_PATH_PREFIX}/${encodeURIComponent(username.toLowerCase())}/${encodeURIComponent(slug)}`;
export const publicCreatorPath = (username: string) =>
  `${PUBLIC_PAGE_PATH_PREFIX}/${encodeURIComponent(username.toLowerCase())}`;
export const publicFeedPath = (username: string) =>
  `${PUBLIC_PAGE_PATH_PREFIX}/${encodeURIComponent(username.toLowerCase())}/feed.xml`;
export const publicSitemapPath = (username: string) =>
  `${PUBLIC_PAGE_PATH_PREFIX}/${encodeURIComponent(username.toLowerCase())}/sitemap.xml`;
