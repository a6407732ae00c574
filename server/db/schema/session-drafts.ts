import { bigserial, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { bytea } from './co-editing';
import { collaborativeWritingSessions } from './collaboration';
import { tstz } from './columns';
import { users } from './users';

/**
 * The shared draft of a collaborative session (docs/decisions/020-coediting-on-postgresql.md): a Y document co-edited like a blog's
 * (docs/decisions/020), compacted here with the HTML it holds. Created when it is first opened.
 */
export const sessionDrafts = pgTable('session_drafts', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => collaborativeWritingSessions.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  content: text('content').notNull().default(''),
  /** The blog the draft was turned into (once: turning it again opens that blog). */
  blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Every Y update of a session draft as it arrives; folded into session_drafts later. */
export const sessionDraftUpdates = pgTable(
  'session_draft_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => collaborativeWritingSessions.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('session_draft_updates_session_idx').on(t.sessionId, t.id)],
);

/** Who wrote in a session's draft (first time each): they are credited when it becomes a blog. */
export const sessionDraftAuthors = pgTable(
  'session_draft_authors',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => collaborativeWritingSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

/**
 * The people a blog credits ('Written with @a, @b'), in order: the contributors of the session it
 * was turned from. The name is kept as it was credited; the user reference goes with their account.
 */
export const blogCredits = pgTable(
  'blog_credits',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => collaborativeWritingSessions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('blog_credits_blog_idx').on(t.blogId, t.position)],
);
