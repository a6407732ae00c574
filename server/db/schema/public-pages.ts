import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { timestamps, tstz } from './columns';
import { users } from './users';

/**
 * Inkgram's own public page of a blog (/p/<username>/<slug>, docs/decisions/022-public-pages.md). One row per blog that
 * was ever made public; `isPublic` false takes the page down (404) but keeps its slug, so the
 * address stays the same when the creator makes it public again. Deleting the blog deletes the row.
 */
export const publicPages = pgTable(
  'public_pages',
  {
    blogId: integer('blog_id')
      .primaryKey()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen from the title the first time the blog is made public; never changes afterwards. */
    slug: text('slug').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    // The disclosure line is the blog's one setting in blog_provenance.disclosure (schema/provenance.ts).
    /** The medium.com address the creator pasted back after Medium's 'Import a story'. */
    mediumUrl: text('medium_url'),
    mediumRecordedAt: tstz('medium_recorded_at'),
    /** When the page first went public (the feed's and JSON-LD's datePublished). */
    firstPublicAt: tstz('first_public_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('public_pages_user_slug_key').on(t.userId, t.slug),
    index('public_pages_user_public_idx').on(t.userId, t.isPublic),
  ],
);
