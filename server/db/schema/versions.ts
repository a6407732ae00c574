import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { blogs } from './blogs';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A blog's version history (docs/decisions/019): each row is one state of the versioned fields
 * (title, content, tags, category, SEO), stored as a brotli-compressed JSON snapshot. Rapid saves
 * by one author coalesce into one row per minute; a blog keeps at most VERSION_LIMITS.perBlog unnamed
 * rows, and every named one (docs/decisions/034).
 */
export const blogVersions = pgTable(
  'blog_versions',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account ('Deleted user'). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Everyone whose edits went into this state (docs/decisions/034): the saver, or every co-editor
     * whose typing a co-editing store held (and of a save coalesced into it). No foreign key: a
     * deleted account's id stays and reads 'Deleted user'.
     */
    authorIds: integer('author_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The name someone gave this version ('Sent to editor'); a named version is never trimmed. */
    name: text('name'),
    /** save | aiApply | restore | publish (common/versions.ts). */
    reason: text('reason').notNull(),
    wordCount: integer('word_count').notNull(),
    snapshot: bytea('snapshot').notNull(),
    /** When the row was opened: a coalescing window runs one minute from it (and the sort key). */
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** When the snapshot was last written (a coalesced save moves it). */
    savedAt: tstz('saved_at').notNull().defaultNow(),
  },
  (t) => [index('blog_versions_blog_created_id_idx').on(t.blogId, t.createdAt, t.id)],
);
