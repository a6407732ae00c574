import { z } from 'zod';
import { pathId } from './ids';

/**
 * Comments on a selection of a shared blog (docs/decisions/020-coediting-on-postgresql.md): who, when, resolve. A thread starts on the
 * text it quotes and is anchored by two Yjs relative positions into the blog's Y document (base64
 * of `Y.encodeRelativePosition`), so its highlight follows the text as people co-edit; replies
 * belong to a thread and carry no anchor. The blog's owner, editors and commenters comment;
 * viewers read.
 */
export const COMMENT_LIMITS = {
  bodyMax: 2_000,
  quoteMax: 500,
  /** A Yjs relative position encodes in a few dozen bytes; this bounds what a client may send. */
  anchorMax: 200,
  /** Comments (threads and replies) a blog keeps: enough for a busy review, bounded for one list read. */
  perBlog: 500,
  /** Open live comment streams per user (one per tab). */
  streamsPerUser: 8,
} as const;

export const COMMENT_MESSAGES = {
  bodyRequired: 'Write a comment',
  bodyTooLong: `A comment can be at most ${COMMENT_LIMITS.bodyMax} characters`,
  quoteTooLong: `The commented text can be at most ${COMMENT_LIMITS.quoteMax} characters`,
  anchorInvalid: 'Select the text to comment on again',
  tooMany: `This blog has ${COMMENT_LIMITS.perBlog} comments, the most it can keep. Delete resolved ones to add more.`,
  replyNotResolvable: 'Resolve the thread, not one of its replies',
  deleteNotAllowed: 'You can delete only your own comments',
  tooManyStreams: 'Too many open Inkgram pages are following comments. Close one and reload.',
} as const;

const body = z
  .string({ error: COMMENT_MESSAGES.bodyRequired })
  .trim()
  .min(1, COMMENT_MESSAGES.bodyRequired)
  .max(COMMENT_LIMITS.bodyMax, COMMENT_MESSAGES.bodyTooLong);

const anchorPosition = z
  .string({ error: COMMENT_MESSAGES.anchorInvalid })
  .min(1, COMMENT_MESSAGES.anchorInvalid)
  .max(COMMENT_LIMITS.anchorMax, COMMENT_MESSAGES.anchorInvalid)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, COMMENT_MESSAGES.anchorInvalid);

/** Where a thread's text is: the start and end of the selection as Yjs relative positions (base64). */
export const commentAnchorSchema = z.strictObject({ from: anchorPosition, to: anchorPosition });
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

/** POST /api/blogs/{id}/comments: a new thread on a selection. */
export const createCommentSchema = z.strictObject({
  body,
  quote: z
    .string({ error: COMMENT_MESSAGES.anchorInvalid })
    .trim()
    .min(1, COMMENT_MESSAGES.anchorInvalid)
    .max(COMMENT_LIMITS.quoteMax, COMMENT_MESSAGES.quoteTooLong),
  anchor: commentAnchorSchema,
});
export type CreateComment = z.output<typeof createCommentSchema>;

/** POST /api/blogs/{id}/comments/{commentId}/replies. */
export const replySchema = z.strictObject({ body });
export type CreateReply = z.output<typeof replySchema>;

/** PATCH /api/blogs/{id}/comments/{commentId}: resolve a thread, or reopen it. */
export const resolveCommentSchema = z.strictObject({
  resolved: z.boolean({ error: 'Resolved must be true or false' }),
});
export type ResolveComment = z.output<typeof resolveCommentSchema>;

/** `/api/blogs/{id}/comments/{commentId}`. */
export const commentParams = z.object({ id: pathId.brand<'BlogId'>(), commentId: pathId });

const person = z.object({
  id: z.number().int().nullable(),
  /** 'Deleted user' once the account is gone. */
  name: z.string(),
});

export const commentAbilitiesSchema = z.object({ delete: z.boolean() });

export const replyCommentSchema = z.object({
  id: z.number().int(),
  author: person,
  body: z.string(),
  createdAt: z.string(),
  abilities: commentAbilitiesSchema,
});
export type CommentReply = z.infer<typeof replyCommentSchema>;

export const commentThreadSchema = replyCommentSchema.extend({
  blogId: z.number().int(),
  quote: z.string(),
  anchor: commentAnchorSchema,
  resolvedAt: z.string().nullable(),
  resolvedBy: person.nullable(),
  replies: z.array(replyCommentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** GET /api/blogs/{id}/comments: every thread, oldest first, and whether the reader may comment. */
export const commentListSchema = z.object({
  threads: z.array(commentThreadSchema),
  abilities: z.object({ comment: z.boolean() }),
});
export type CommentList = z.infer<typeof commentListSchema>;

/** The live stream's one event: something changed in the blog's comments; the reader refetches. */
export const commentsChangedEventSchema = z.object({
  type: z.literal('commentsChanged'),
  blogId: z.number().int(),
  commentId: z.number().int(),
});
export type CommentsChangedEvent = z.infer<typeof commentsChangedEventSchema>;

/** GET /api/blogs/{id}/comments/people: whom a comment may mention (`@username`). */
export const mentionablePersonSchema = z.object({ username: z.string(), name: z.string() });
export type MentionablePerson = z.infer<typeof mentionablePersonSchema>;

export const commentsEventsPath = (blogId: number) => `/api/blogs/${blogId}/comments/events`;
