import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { instagramPosts } from './instagram';

/**
 * The source pack's slow parts (docs/decisions/026-stored-videos-and-saved-claim-checks.md), computed once per post and media fingerprint: the text
 * read off every image, a video's keyframes and transcript. A post whose media changed (new
 * fingerprint) is computed again; the creator's notes stay.
 */
export const sourcePacks = pgTable('source_packs', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => instagramPosts.id, { onDelete: 'cascade' }),
  /** sha256 of the post's media (stored image keys and the video's identity). */
  fingerprint: text('fingerprint').notNull(),
  status: text('status', { enum: ['building', 'ready'] }).notNull(),
  /** While building: { done, total, step }. */
  progress: jsonb('progress').$type<{ done: number; total: number; step: string } | null>(),
  /** The computed parts (see source-pack.builder.ts); {} until ready. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** The creator's notes: facts the post doesn't say. */
  notes: text('notes').notNull().default(''),
  /** The creator's answers to the interview (docs/product.md): { questionId, question, answer } each. */
  answers: jsonb('answers').$type<{ questionId: string; question: string; answer: string }[]>().notNull().default([]),
  buildStartedAt: tstz('build_started_at'),
  builtAt: tstz('built_at'),
  ...timestamps,
});

/** Whether a model accepts images, probed once per provider, endpoint and model (docs/decisions/026-stored-videos-and-saved-claim-checks.md). */
export const aiCapabilities = pgTable(
  'ai_capabilities',
  {
    provider: text('provider').notNull(),
    baseUrl: text('base_url').notNull(),
    model: text('model').notNull(),
    acceptsImages: boolean('accepts_images').notNull(),
    probedAt: tstz('probed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.baseUrl, t.model] })],
);
