import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/**
 * Where each stored image of a creator's content went on each destination (a site, the key of
 * blog_publications.destination_key): the platform's media id and URL. Publishing reads it before
 * it uploads, so an image is uploaded once per destination, across retries, updates and blogs.
 * Goes with the user; a row whose remote copy was deleted by hand is simply reused.
 */
export const destinationImages = pgTable(
  'destination_images',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destinationKey: text('destination_key').notNull(),
    /** The media key (`<sha256>.<ext>`) of the Inkgram copy. */
    mediaKey: text('media_key').notNull(),
    /** The platform's id of the upload (WordPress attachment id, Hashnode key; Ghost: the URL). */
    remoteId: text('remote_id').notNull(),
    remoteUrl: text('remote_url').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.destinationKey, t.mediaKey] }),
    index('destination_images_media_key_idx').on(t.mediaKey),
  ],
);
