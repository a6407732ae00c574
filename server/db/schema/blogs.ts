import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { emptyTextArray, timestamps, tstz } from './columns';
import { instagramPosts } from './instagram';
import { users } from './users';

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The source post; kept as null when the account (and its posts) is disconnected. */
    postId: integer('post_id').references(() => instagramPosts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The card preview (content with tags stripped, ≤150 chars + '...'), kept at every write so lists skip the bodies. */
    excerpt: text('excerpt').notNull().default(''),
    tags: text('tags').array().notNull().default(emptyTextArray),
    category: text('category'),
    template: text('template').notNull().default('standard'),
    tone: text('tone').notNull().default('casual'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords').array().notNull().default(emptyTextArray),
    /** The URL slug the creator chose (normalised, common/slug.ts); null: derived from the title when published. */
    slug: text('slug'),
    /** Alt text of the featured image, sent with it to the platforms (WordPress media alt_text, Ghost feature_image_alt). */
    featuredImageAlt: text('featured_image_alt'),
    readingTime: integer('reading_time'),
    featuredImage: text('featured_image'),
    isDraft: boolean('is_draft').notNull().default(true),
    // No is_published column: a blog is published when one of its publications is (docs/product.md
    // §4), derived where it is read (blogs.repository.ts) so there is one representation.
    /** When the blog was first published anywhere (set by the publishing worker; never cleared). */
    publishedAt: tstz('published_at'),
    /**
     * The home destination (`platform:site`, see blog_publications.destination_key): the canonical
     * copy; other destinations are sent after it is live, pointing at it. Null: the first live one.
     */
    homeDestination: text('home_destination'),
    /**
     * Set on a revision: the working copy of this live blog that the creator edits while the live
     * copies stay as they are; 'Update everywhere' makes it the live text and removes it
     * (docs/decisions/040-revisions-of-live-posts.md). At most one per blog (the unique index).
     */
    revisionOf: integer('revision_of').references((): AnyPgColumn => blogs.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    // My Blogs pages by (created_at desc, id desc) per user: a backward scan (server/lib/pagination.ts).
    index('blogs_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('blogs_post_id_idx').on(t.postId),
    uniqueIndex('blogs_revision_of_key').on(t.revisionOf),
  ],
);
