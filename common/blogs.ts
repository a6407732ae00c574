import { z } from 'zod';
import { BLOG_LIMITS } from './blog-limits';
import { BLOG_CATEGORIES } from './constants';
import { idField } from './ids';
import { slugify } from './slug';

/**
 * Contracts of the blog and AI calls (docs/product.md §3, §7). Every HTML
 * field is sanitized on the server at every write (server/lib/html) and again in the browser
 * before it is rendered (client/lib/sanitize.ts).
 */
export { BLOG_LIMITS };

export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  fieldsChanged: 'Someone else changed this blog while you were editing. Choose which version to keep.',
  titleTooLong: `Title must be at most ${BLOG_LIMITS.titleMax} characters`,
  contentRequired: 'Content is required',
  contentTooLong: 'The content is too large to save. Remove or shrink some images.',
  enhanceEmpty: 'Content is required. Please add some content to enhance.',
  instructionRequired: 'Choose a preset or write an instruction.',
  featuredImageNotOwned: 'The featured image must be one of your own images stored by Inkgram.',
  seoTitleTooLong: `SEO title must be at most ${BLOG_LIMITS.seoTitleMax} characters`,
  seoDescriptionTooLong: `Meta description must be at most ${BLOG_LIMITS.seoDescriptionMax} characters`,
  slugTooLong: `Slug must be at most ${BLOG_LIMITS.slugMax} characters`,
  slugInvalid: 'Slug needs at least one letter or number (a–z, 0–9)',
  featuredImageAltTooLong: `Featured image alt text must be at most ${BLOG_LIMITS.featuredImageAltMax} characters`,
  assistantViewOnly: 'You can view this blog but not change it, so its AI assistant is not available to you.',
  published: {
    title: 'Cannot Edit Published Blog',
    description: 'This blog has already been published and cannot be edited.',
  },
} as const;

/**
 * Tags: split on commas, trimmed, blanks dropped (an older client kept blanks: a bug),
 * a leading '#' removed, de-duplicated case-insensitively, first spelling wins.
 */
export function normalizeTags(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const tag = raw.trim().replace(/^#+/, '').trim().slice(0, BLOG_LIMITS.tagMax);
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.slice(0, BLOG_LIMITS.tagsMax);
}

const tagsInput = z.union([z.string(), z.array(z.string().max(500))]).transform((v) => normalizeTags(v));

const title = z
  .string()
  .trim()
  .min(1, BLOG_MESSAGES.titleRequired)
  .max(BLOG_LIMITS.titleMax, BLOG_MESSAGES.titleTooLong);
const content = z
  .string()
  .max(BLOG_LIMITS.contentMax, BLOG_MESSAGES.contentTooLong)
  .refine((v) => v.trim().length > 0, BLOG_MESSAGES.contentRequired);
const category = z
  .string()
  .trim()
  .max(BLOG_LIMITS.categoryMax, `Category must be at most ${BLOG_LIMITS.categoryMax} characters`)
  .nullable()
  .optional()
  // Absent stays absent (a PATCH leaves the category alone); '' or null clears it.
  .transform((v) => (v === undefined ? undefined : v || null));
/** Only the app's stored copies (`/media/<key>`) may be a featured image, never a remote URL. */
export const MEDIA_PATH_PATTERN = /^\/media\/[a-f0-9]{64}\.(jpg|png|webp|gif|avif)$/;
const featuredImage = z
  .string()
  .regex(MEDIA_PATH_PATTERN, 'The featured image must be an image stored by Inkgram.')
  .nullable()
  .optional();

/**
 * The slug as typed: normalised (lowercase ASCII words and hyphens, common/slug.ts); '' or null
 * clears it (the title's slug is used when publishing); absent leaves it alone.
 */
const slug = z
  .string()
  .trim()
  .max(BLOG_LIMITS.slugMax * 4, BLOG_MESSAGES.slugTooLong)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || !v) return v === undefined ? undefined : null;
    const normalised = slugify(v, Infinity);
    if (normalised && normalised.length <= BLOG_LIMITS.slugMax) return normalised;
    ctx.addIssue({ code: 'custom', message: normalised ? BLOG_MESSAGES.slugTooLong : BLOG_MESSAGES.slugInvalid });
    return z.NEVER;
  });

export const seoFieldsSchema = z.object({
  seoTitle: z.string().trim().max(BLOG_LIMITS.seoTitleMax, BLOG_MESSAGES.seoTitleTooLong).nullable().optional(),
  seoDescription: z
    .string()
    .trim()
    .max(BLOG_LIMITS.seoDescriptionMax, BLOG_MESSAGES.seoDescriptionTooLong)
    .nullable()
    .optional(),
  slug,
  featuredImageAlt: z
    .string()
    .trim()
    .max(BLOG_LIMITS.featuredImageAltMax, BLOG_MESSAGES.featuredImageAltTooLong)
    .nullable()
    .optional(),
  seoKeywords: z.array(z.string().trim().min(1).max(60)).max(BLOG_LIMITS.seoKeywordsMax).optional(),
  readingTime: z.number().int().min(1).max(600).nullable().optional(),
});

/** POST /api/blogs. `userId` may be sent (older clients do) but is ignored: the owner is the session's user. */
export const createBlogSchema = z
  .object({
    title,
    content,
    tags: tagsInput.optional().default([]),
    category,
    isDraft: z.boolean().optional().default(true),
    postId: idField('Post id must be a number').nullable().optional(),
    featuredImage,
    /** The generation the text came from (`generationId` of POST /api/generate-blog): its provenance, in the same write. */
    generationId: idField('Generation id must be a number').optional(),
  })
  .extend(seoFieldsSchema.shape);
export type CreateBlogInput = z.input<typeof createBlogSchema>;
export type CreateBlogData = z.output<typeof createBlogSchema>;

/** The fields a co-writer's save is checked against (docs/decisions/032-blog-fields-merge.md). */
export const MERGED_BLOG_FIELDS = [
  ...['title', 'tags', 'category'],
  ...['seoTitle', 'seoDescription', 'seoKeywords', 'slug', 'featuredImageAlt'],
] as const;
export type MergedBlogField = (typeof MERGED_BLOG_FIELDS)[number];

const baseText = z.string().max(20_000).nullable().optional();
/**
 * The value each changed field had when the saver started from it: the save is refused (409,
 * `blog_fields_changed`) when one of them changed since, instead of overwriting what the saver did
 * not see. Fields left out are not checked.
 */
export const blogFieldsBaseSchema = z
  .object({
    title: baseText,
    tags: z.union([z.string().max(20_000), z.array(z.string().max(500)).max(500)]).optional(),
    category: baseText,
    seoTitle: baseText,
    seoDescription: baseText,
    seoKeywords: z.array(z.string().max(500)).max(500).optional(),
    slug: baseText,
    featuredImageAlt: baseText,
  })
  .strict();
export type BlogFieldsBase = z.output<typeof blogFieldsBaseSchema>;

/** `details` of a 409 `blog_fields_changed`: the current value of each field that changed under the saver. */
export const blogFieldsChangedSchema = z.object({
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
});
export type BlogFieldsChanged = z.infer<typeof blogFieldsChangedSchema>;

/** PATCH /api/blogs/:id — only the fields sent change; with `base`, checked against what the saver saw. */
export const updateBlogSchema = z
  .object({
    title: title.optional(),
    content: content.optional(),
    tags: tagsInput.optional(),
    category,
    featuredImage,
    base: blogFieldsBaseSchema.optional(),
  })
  .extend(seoFieldsSchema.shape);
export type UpdateBlogInput = z.input<typeof updateBlogSchema>;
export type UpdateBlogData = z.output<typeof updateBlogSchema>;

/**
 * What the current user may do with a blog, decided by the server's policy (server/modules/blogs/
 * blogs.policy.ts): the client reads these and never re-derives a rule (a published blog: no update,
 * no delete, still publish).
 */
export const blogAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  publish: z.boolean(),
  /** A live blog without an open revision, to its owner (docs/decisions/040-revisions-of-live-posts.md). */
  startRevision: z.boolean(),
  /** A revision, to the owner of the live blog: 'Update everywhere' with it, or discard it (decision 040). */
  finishRevision: z.boolean(),
});
export type BlogAbilities = z.infer<typeof blogAbilitiesSchema>;

export const blogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  postId: z.number().int().nullable(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  template: z.string(),
  tone: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  /** The slug the creator chose; null: the title's slug is used (common/slug.ts). */
  slug: z.string().nullable(),
  readingTime: z.number().int().nullable(),
  featuredImage: z.string().nullable(),
  featuredImageAlt: z.string().nullable(),
  isDraft: z.boolean(),
  /** True when any publication of the blog has status `published` (docs/product.md §4): edits and deletion are refused. */
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: blogAbilitiesSchema,
  /** On a revision: the live blog it revises (docs/decisions/040-revisions-of-live-posts.md); else null. */
  revisionOf: z.number().int().nullable(),
  /** On a live blog: its open revision, if any (decision 040); else null. */
  revisionId: z.number().int().nullable(),
  /**
   * The blog's Inkgram public page (/p/<username>/<slug>) while it is public, else null; sent by
   * GET, POST and PATCH /api/blogs (docs/decisions/022-public-pages.md).
   */
  publicUrl: z.string().nullable().optional(),
});
export type Blog = z.infer<typeof blogSchema>;

/** A card of the My Blogs grid: everything but the full body (the preview is computed on the server). */
export const blogSummarySchema = blogSchema.omit({ content: true, publicUrl: true }).extend({
  /** The content with tags stripped, cut at 150 characters with '...'. */
  preview: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogCategorySchema = z.enum(BLOG_CATEGORIES);
