import { z } from 'zod';

/** Contracts of the fediverse (docs/decisions/044-fediverse-with-fedify.md). */

export const FEDIVERSE_LIMITS = { handleChars: 320, replyChars: 2000, listItems: 100 } as const;

/** `@name@instance` (the leading @ optional): a fediverse account on another server. */
export const FEDIVERSE_HANDLE = /^@?([A-Za-z0-9_][A-Za-z0-9_.-]*)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d{1,5})?)$/;

/** The handle with its leading @, or null when it is not one. */
export function normalizeHandle(input: string): string | null {
  const m = FEDIVERSE_HANDLE.exec(input.trim());
  return m ? `@${m[1]}@${m[2]!.toLowerCase()}` : null;
}

/** What a field that holds no handle says. */
export const NOT_A_HANDLE = 'Enter a handle like @name@mastodon.social.';

const handleField = z
  .string()
  .trim()
  .max(FEDIVERSE_LIMITS.handleChars)
  .refine((v) => normalizeHandle(v) !== null, { message: NOT_A_HANDLE });

export const fediverseSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The creator's handle on this Inkgram (`@username@host`). */
  handle: z.string(),
  actorUrl: z.string(),
  /** Their own account elsewhere, shown as `fediverse:creator` on their article pages. */
  creatorHandle: z.string().nullable(),
  followers: z.number().int(),
  pendingReplies: z.number().int(),
});
export type FediverseSettings = z.infer<typeof fediverseSettingsSchema>;

export const updateFediverseSettingsSchema = z
  .object({
    enabled: z.boolean().optional(),
    creatorHandle: z.union([handleField, z.literal(''), z.null()]).optional(),
  })
  .strict();
export type UpdateFediverseSettingsInput = z.infer<typeof updateFediverseSettingsSchema>;

/** Settings' own-account field as typed: a handle, or blank to clear it (sent as null). */
export const creatorHandleFormSchema = z.object({
  creatorHandle: z
    .string()
    .trim()
    .max(FEDIVERSE_LIMITS.handleChars)
    .refine((v) => v === '' || normalizeHandle(v) !== null, { message: NOT_A_HANDLE }),
});

export const followInputSchema = z
  .object({
    handle: z.string().trim().min(1, 'Enter a handle like @name@example.social.').max(FEDIVERSE_LIMITS.handleChars),
  })
  .strict();
export type FollowInput = z.infer<typeof followInputSchema>;

export const followingSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  actorUrl: z.string(),
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type Following = z.infer<typeof followingSchema>;

export const receivedArticleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string().nullable(),
  contentHtml: z.string(),
  url: z.string().nullable(),
  actorUrl: z.string(),
  receivedAt: z.string(),
  updatedAt: z.string(),
});
export type ReceivedArticle = z.infer<typeof receivedArticleSchema>;

export const replyStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReplyStatus = z.infer<typeof replyStatusSchema>;

export const fediverseReplySchema = z.object({
  id: z.number().int(),
  blogId: z.number().int(),
  blogTitle: z.string(),
  authorName: z.string(),
  authorHandle: z.string().nullable(),
  authorUrl: z.string(),
  contentHtml: z.string(),
  status: replyStatusSchema,
  receivedAt: z.string(),
});
export type FediverseReply = z.infer<typeof fediverseReplySchema>;

export const repliesQuerySchema = z.object({ status: replyStatusSchema.default('pending') });
export const replyParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const decideReplySchema = z.object({ status: z.enum(['approved', 'rejected']) }).strict();
export const sendReplySchema = z
  .object({ content: z.string().trim().min(1, 'Write a reply first.').max(FEDIVERSE_LIMITS.replyChars) })
  .strict();
export type SendReplyInput = z.infer<typeof sendReplySchema>;
