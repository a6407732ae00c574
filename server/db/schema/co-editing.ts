import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { tstz } from './columns';
import { users } from './users';

/** Raw bytes (a Yjs update or state; also session-drafts.ts): Buffer in and out, on PGlite and node-postgres alike. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (v instanceof Uint8Array ? v : new Uint8Array(v as ArrayLike<number>)),
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
});

/** People a blog is shared with, and what they may do (common/co-editing.ts BLOG_ROLES). */
export const blogMembers = pgTable(
  'blog_members',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId] }), index('blog_members_user_idx').on(t.userId, t.createdAt)],
);

/** An invitation link: whoever signs in and opens it joins the blog with its role, until revoked. */
export const blogInvitations = pgTable(
  'blog_invitations',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** sha256 of the link's secret; the secret itself is shown once. */
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('blog_invitations_blog_idx').on(t.blogId)],
);

/**
 * The compacted Y document of a blog, and the sha256 of the HTML it last wrote to blogs.content: a
 * content written elsewhere (a Save, an AI apply, a restore) no longer matches, and the next load
 * rebuilds the document from that HTML.
 */
export const blogYdocs = pgTable('blog_ydocs', {
  blogId: integer('blog_id')
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  contentHash: text('content_hash').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Every Y update as it arrives (nothing typed is lost to a crash); folded into blog_ydocs later. */
export const blogYupdates = pgTable(
  'blog_yupdates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('blog_yupdates_blog_id_idx').on(t.blogId, t.id)],
);

/**
 * An invitation by email (docs/decisions/033-email-invitations.md): any address, pending until the
 * account with that email accepts it from the emailed link; the token is stored only as its hash.
 */
export const blogEmailInvitations = pgTable(
  'blog_email_invitations',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
  },
  (t) => [uniqueIndex('blog_email_invitations_blog_email_idx').on(t.blogId, t.email)],
);
