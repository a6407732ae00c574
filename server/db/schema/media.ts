import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/**
 * Who a stored media key (`/media/<key>`) belongs to: the users whose Instagram imports stored it.
 * Keys are content hashes, so the same bytes imported by two users have a row each. Outlives the
 * posts (a disconnected account's images stay visible in its owner's blogs); goes with the user.
 */
export const mediaOwners = pgTable(
  'media_owners',
  {
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.userId] }), index('media_owners_user_id_idx').on(t.userId)],
);
