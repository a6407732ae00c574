import { z } from 'zod';
import { idField, pathId } from './ids';

/**
 * Batch drafts (docs/decisions/027-creator-voice-and-top-posts.md): many posts of one connected account written as draft blogs, one queued
 * job per post, with progress, a result per post, cancel, and the AI budget respected.
 */

export const BATCH_LIMITS = { maxPosts: 50, last: 20 } as const;

export const BATCH_MESSAGES = {
  pick: 'Choose the posts to write about, or the last 20.',
  tooMany: `A batch takes at most ${BATCH_LIMITS.maxPosts} posts.`,
  duplicate: 'A post was chosen twice.',
  noPosts: 'This account has no posts to write about yet.',
  alreadyHasBlog: 'Already has a blog',
  cancelled: 'Cancelled before it ran',
  finished: 'This batch has finished: there is nothing left to cancel.',
  notFinished: 'A batch still writing cannot be dismissed: cancel it first.',
  interrupted: 'The writer stopped unexpectedly. Please try this post again.',
} as const;

const postIds = z
  .array(idField('Post id must be a number'), { error: 'Post ids must be a list of numbers' })
  .min(1, BATCH_MESSAGES.pick)
  .max(BATCH_LIMITS.maxPosts, BATCH_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, BATCH_MESSAGES.duplicate);

/** POST /api/batches: the chosen posts, or `last: 20` for the account's newest twenty. */
export const createBatchSchema = z
  .strictObject({
    instagramAccountId: idField('Account id must be a number'),
    postIds: postIds.optional(),
    last: z.literal(BATCH_LIMITS.last, { error: `Last must be ${BATCH_LIMITS.last}` }).optional(),
  })
  .refine((v) => (v.postIds === undefined) !== (v.last === undefined), {
    message: BATCH_MESSAGES.pick,
    path: ['postIds'],
  });
export type CreateBatchInput = z.infer<typeof createBatchSchema>;

export const BATCH_ITEM_STATUSES = ['pending', 'running', 'drafted', 'skipped', 'failed', 'cancelled'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

/** Another draft of the same batch that shares most of its sentences (decision 038). */
export const batchRepeatSchema = z.object({
  blogId: z.number().int(),
  title: z.string(),
  /** Jaccard index of the two drafts' normalized sentence sets, 0–1. */
  similarity: z.number(),
});

export const batchItemSchema = z.object({
  postId: z.number().int(),
  status: z.enum(BATCH_ITEM_STATUSES),
  /** The draft written (drafted), or the post's existing blog (skipped). */
  blogId: z.number().int().nullable(),
  /** Why it was skipped or failed, in words for the creator. */
  reason: z.string().nullable(),
  caption: z.string().nullable(),
  /** Another draft of the batch this one repeats most of (decision 038), or null. */
  repeats: batchRepeatSchema.nullable(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchSchema = z.object({
  id: z.number().int(),
  instagramAccountId: z.number().int(),
  /** running while any post waits or is being written; cancelled once cancelled (running posts still finish). */
  status: z.enum(['running', 'done', 'cancelled']),
  /** Posts finished (drafted, skipped, failed or cancelled) of total. */
  done: z.number().int(),
  total: z.number().int(),
  drafted: z.number().int(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  dismissedAt: z.string().nullable(),
  /** Posts wait for the AI budget until then (decision 038): the minute's window or the day's. */
  waitingUntil: z.string().nullable(),
  waitingFor: z.enum(['minute', 'day']).nullable(),
  items: z.array(batchItemSchema),
  abilities: z.object({ cancel: z.boolean(), dismiss: z.boolean() }),
});
export type Batch = z.infer<typeof batchSchema>;

/** GET /api/batches/current: the account's newest batch not dismissed. */
export const currentBatchQuerySchema = z.strictObject({ instagramAccountId: pathId });
export const currentBatchSchema = z.object({ batch: batchSchema.nullable() });

/** GET /api/blogs/:id/batch-repeats: drafts of the same batch this blog repeats most of (decision 038). */
export const batchRepeatsSchema = z.object({ repeats: z.array(batchRepeatSchema) });
export type BatchRepeat = z.infer<typeof batchRepeatSchema>;

export const BATCH_COPY = {
  select: 'Select',
  cancelSelect: 'Done selecting',
  lastTwenty: 'The last 20',
  writeDrafts: (n: number) => `Write ${n} ${n === 1 ? 'draft' : 'drafts'}`,
  selected: (n: number) => `${n} selected`,
  heading: 'Batch drafts',
  progress: (done: number, total: number) => `${done} of ${total}`,
  cancel: 'Cancel batch',
  cancelling: 'Cancelling…',
  finished: (drafted: number, total: number) => `Batch finished: ${drafted} of ${total} drafts written.`,
  cancelledNote: 'Batch cancelled: posts not yet started were not written.',
  dismiss: 'Dismiss',
  /** `time` is the resume time in the creator's clock ('14:32'). */
  waitingMinute: (time: string) => `Waiting for your AI budget: resumes at ${time}.`,
  /** `tomorrow`: the resume time falls on the creator's next calendar day. */
  waitingDay: (time: string, tomorrow: boolean) =>
    `Waiting for your AI budget: the daily budget is spent, resumes ${tomorrow ? 'tomorrow ' : ''}at ${time}.`,
  repeats: (title: string) => `This draft repeats most of "${title}"`,
  repeatsHint: 'Publishing both would put the same article out twice.',
  openOther: 'Open the other draft',
  openDraft: 'Open draft',
  openBlog: 'Open blog',
  status: {
    pending: 'Waiting',
    running: 'Writing…',
    drafted: 'Draft written',
    skipped: 'Skipped',
    failed: 'Failed',
    cancelled: 'Cancelled',
  } satisfies Record<BatchItemStatus, string>,
} as const;
