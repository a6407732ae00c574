import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StyleOverrides, StyleProfile, StyleTraits } from '@common/style-profile';
import { timestamps, tstz } from './columns';
import { instagramPosts } from './instagram';
import { users } from './users';

/**
 * The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md, common/style-profile.ts): one row per user, the traits learned
 * from their captions and edited blogs, their own overrides, and when it was learned from how many
 * posts (a batch of new posts relearns it).
 */
export const styleProfiles = pgTable('style_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  learned: jsonb('learned').$type<StyleTraits>().notNull(),
  examples: jsonb('examples').$type<StyleProfile['examples']>().notNull(),
  overrides: jsonb('overrides').$type<StyleOverrides>().notNull().default({}),
  captionCount: integer('caption_count').notNull().default(0),
  blogCount: integer('blog_count').notNull().default(0),
  learnedAt: tstz('learned_at').notNull().defaultNow(),
  ...timestamps,
});

/**
 * A post's insights from Instagram (docs/decisions/027-creator-voice-and-top-posts.md "Top posts to write about"), cached with a TTL.
 * `status` is 'unavailable' when Instagram gives none (small account, no permission, too new): the
 * counts are then null and `note` says why in the creator's words.
 */
export const instagramPostInsights = pgTable('instagram_post_insights', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => instagramPosts.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['ok', 'unavailable'] }).notNull(),
  saves: integer('saves'),
  shares: integer('shares'),
  reach: integer('reach'),
  views: integer('views'),
  note: text('note'),
  fetchedAt: tstz('fetched_at').notNull().defaultNow(),
});
