import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { blogs } from './blogs';
import { instagramPosts } from './instagram';
import { users } from './users';

/**
 * Every article a writer produced (docs/decisions/025-batch-drafts-and-generation-retention.md): which writer (built-in, or provider + model),
 * which prompt version, when, and the text itself, so a saved blog can say where it came from
 * and how much its creator changed since.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => instagramPosts.id, { onDelete: 'set null' }),
    /** builtin | ai */
    writerKind: text('writer_kind').notNull(),
    writerLabel: text('writer_label').notNull(),
    provider: text('provider'),
    model: text('model'),
    promptVersion: text('prompt_version').notNull(),
    /** Regenerate's angle (0 for a first draft). */
    angle: integer('angle').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('ai_generations_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A blog's provenance: the generation its text came from, the creator's 'Reviewed by me'
 * confirmation and their choice of a disclosure line on publish (common/provenance.ts). The
 * disclosure is the blog's one setting: the editor's panel and the Share dialog both change it,
 * and it reaches every destination, the public page and its RSS item. A blog written by hand has a
 * row (no generation) once the creator chooses the disclosure.
 */
export const blogProvenance = pgTable('blog_provenance', {
  blogId: integer('blog_id')
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  generationId: integer('generation_id').references(() => aiGenerations.id, { onDelete: 'set null' }),
  reviewedAt: tstz('reviewed_at'),
  disclosure: boolean('disclosure').notNull().default(false),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
