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
} as const;

/** `/api/blogs/{id}/versions/{versionId}`. */
export const versionParams = z.object({ id: pathId.brand<'BlogId'>(), versionId: pathId });

/** POST /api/blogs/{id}/versions: the editor records the saved state before it applies an AI result. */
export const createVersionSchema = z.strictObject({
  reason: z.literal('aiApply', { error: 'Reason must be aiApply' }),
});

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

export const versionSchema = versionSummarySchema.extend(versionFieldsSchema.shape);
export type Version = z.infer<typeof versionSchema>;
