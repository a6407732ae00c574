import { z } from 'zod';
import { pathId } from './ids';

/**
 * Contracts of a blog's version history (docs/decisions/019-nobodys-words-are-lost.md, docs/decisions/019). A version is a state of
 * the blog's versioned fields: after a save (`create`, `save`), or the state that an AI apply, a
 * restore or a publish was about to replace (`aiApply`, `restore`, `publish`).
 */
export const VERSION_REASONS = ['create', 'save', 'aiApply', 'restore', 'publish'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

export const VERSION_LIMITS = {
  /** Versions kept per blog: past it the oldest go. */
  perBlog: 200,
  /** Saves by one author within this window of their last save version update it instead of adding one. */
  coalesceMs: 60_000,
  /** A version's name, trimmed (docs/decisions/034). */
  nameMax: 80,
  /** Named versions a blog keeps: they are never trimmed, so they have a bound of their own. */
  namedPerBlog: 100,
} as const;

/** docs/decisions/034: the errors of naming a version, shared by the History panel and the server. */
export const VERSION_MESSAGES = {
  nameRequired: 'Give the version a name',
  nameTooLong: `A version name can be at most ${VERSION_LIMITS.nameMax} characters`,
  tooManyNamed: `This blog has ${VERSION_LIMITS.namedPerBlog} named versions, the most it can keep. Remove the name of one to name another.`,
} as const;

/** A version's name: trimmed, 1 to VERSION_LIMITS.nameMax characters. */
export const versionNameSchema = z
  .string({ error: VERSION_MESSAGES.nameRequired })
  .trim()
  .min(1, VERSION_MESSAGES.nameRequired)
  .max(VERSION_LIMITS.nameMax, VERSION_MESSAGES.nameTooLong);

/** PATCH /api/blogs/{id}/versions/{versionId}: name or rename a version; `null` removes its name. */
export const nameVersionSchema = z.strictObject({ name: versionNameSchema.nullable() });
/** POST /api/blogs/{id}/versions/named: name the blog as saved now. */
export const nameCurrentVersionSchema = z.strictObject({ name: versionNameSchema });

/** GET /api/blogs/{id}/versions: `named=true` lists only named versions. */
export const versionListQuerySchema = z.object({
  named: z
    .enum(['true', 'false'], { error: 'named must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** `/api/blogs/{id}/versions/{versionId}`. */
export const versionParams = z.object({ id: pathId.brand<'BlogId'>(), versionId: pathId });

/** POST /api/blogs/{id}/versions: the editor records the saved state before it applies an AI result. */
export const createVersionSchema = z.strictObject({
  reason: z.literal('aiApply', { error: 'Reason must be aiApply' }),
});

/** One of a version's authors ('Deleted user' once the account is gone). */
export const versionAuthorSchema = z.object({ id: z.number().int(), name: z.string() });
export type VersionAuthor = z.infer<typeof versionAuthorSchema>;

export const versionSummarySchema = z.object({
  id: z.number().int(),
  blogId: z.number().int(),
  /** When this state was saved. */
  createdAt: z.string(),
  authorId: z.number().int().nullable(),
  /** The author's display name ('Deleted user' once the account is gone). */
  authorName: z.string().nullable(),
  reason: z.enum(VERSION_REASONS),
  wordCount: z.number().int(),
  /** The name someone gave this version, or null (docs/decisions/034). */
  name: z.string().nullable(),
  /** Everyone whose edits went into this version, in the order they first wrote into it (docs/decisions/034). */
  authors: z.array(versionAuthorSchema),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** The versioned fields of a blog: what a version holds and a restore writes back. */
export const versionFieldsSchema = z.object({
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  /** Absent in versions saved before the editor had them: a restore then leaves them as they are. */
  slug: z.string().nullable().optional(),
  featuredImageAlt: z.string().nullable().optional(),
});
export type VersionFields = z.infer<typeof versionFieldsSchema>;

export const versionSchema = versionSummarySchema.extend(versionFieldsSchema.shape).extend({
  /** The version before this one (what its own changes are compared with), or null for the first kept. */
  previousId: z.number().int().nullable(),
});
export type Version = z.infer<typeof versionSchema>;
