import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { emptyTextArray, timestamps, tstz } from './columns';
import { instagramPosts } from './instagram';
import { users } from './users';

export const writingPrompts = pgTable(
  'writing_prompts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => instagramPosts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull().default('inspiration'),
    tone: text('tone').notNull().default('casual'),
    audience: text('audience'),
    keywords: text('keywords').array().notNull().default(emptyTextArray),
    isPublic: boolean('is_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('writing_prompts_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('writing_prompts_public_created_id_idx').on(t.isPublic, t.createdAt, t.id),
    index('writing_prompts_post_id_idx').on(t.postId),
  ],
);

export const collaborativeWritingSessions = pgTable(
  'collaborative_writing_sessions',
  {
    id: serial('id').primaryKey(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => writingPrompts.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
    completedAt: tstz('completed_at'),
  },
  (t) => [
    // Keyset pages by (created_at desc, id desc), read backwards (server/lib/pagination.ts).
    index('cws_prompt_created_id_idx').on(t.promptId, t.createdAt, t.id),
    index('cws_owner_created_id_idx').on(t.ownerId, t.createdAt, t.id),
  ],
);

export const collaborativeContributions = pgTable(
  'collaborative_contributions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => collaborativeWritingSessions.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account: others' sessions keep the words as 'Deleted user'. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: text('type').notNull().default('main'),
    status: text('status').notNull().default('pending'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('cc_session_created_id_idx').on(t.sessionId, t.createdAt, t.id),
    index('cc_user_created_id_idx').on(t.userId, t.createdAt, t.id),
  ],
);
