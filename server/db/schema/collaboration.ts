import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * Null once its prompt was deleted: the session and everyone's contributions outlive the prompt
     * (docs/decisions/019); it is then visible to its owner and its contributors only.
     */
    promptId: integer('prompt_id').references(() => writingPrompts.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
    completedAt: tstz('completed_at'),
    /** SHA-256 (hex) of the session's invitation link token; null: no link (docs/decisions/019). */
    inviteTokenHash: text('invite_token_hash'),
  },
  (t) => [
    uniqueIndex('cws_invite_token_hash_idx').on(t.inviteTokenHash),
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
    /** Set when its author last changed the content. */
    editedAt: tstz('edited_at'),
    /** Set when the session's owner hid it: its words are kept but shown to nobody. */
    hiddenAt: tstz('hidden_at'),
  },
  (t) => [
    index('cc_session_created_id_idx').on(t.sessionId, t.createdAt, t.id),
    index('cc_user_created_id_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** People who joined a session through its invitation link: they read it whatever its prompt. */
export const collaborativeSessionMembers = pgTable(
  'collaborative_session_members',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => collaborativeWritingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('csm_user_idx').on(t.userId)],
);
