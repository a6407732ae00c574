import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { tstz } from './columns';
import { users } from './users';

/**
 * Comments on a selection of a blog (docs/decisions/020-coediting-on-postgresql.md): a thread starts on the text it quotes, anchored
 * by two Yjs relative positions (base64) into the blog's Y document, so the highlight follows the
 * text as people edit; replies (`parent_id`) carry no anchor. A resolved thread keeps who resolved
 * it and when. An author's comments stay as 'Deleted user' once their account is gone.
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    anchorFrom: text('anchor_from'),
    anchorTo: text('anchor_to'),
    quote: text('quote').notNull().default(''),
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('blog_comments_blog_idx').on(t.blogId, t.createdAt, t.id),
    index('blog_comments_parent_idx').on(t.parentId),
  ],
);
