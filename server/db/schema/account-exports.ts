import { customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/** bytea as a Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A creator's "export everything" archive: built by a background job, kept in the database so any
 * server process can serve it, downloadable by its owner only until `expires_at`, then purged.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: serial('id').primaryKey(),
    /** The handle in URLs: random, so ids cannot be walked. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued → running → ready | failed */
    status: text('status').notNull().default('queued'),
    /** Steps done and the number of steps, for the progress bar. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    zip: bytea('zip'),
    sizeBytes: integer('size_bytes'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('account_exports_user_idx').on(t.userId), index('account_exports_expires_idx').on(t.expiresAt)],
);
