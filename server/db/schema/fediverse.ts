import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { timestamps, tstz } from './columns';
import { users } from './users';

/**
 * A creator's fediverse settings (docs/decisions/044-fediverse-with-fedify.md): whether they are an
 * ActivityPub actor, their key pairs (private keys encrypted with the keyring, public keys as JWK) and
 * the handle they use elsewhere, shown as `fediverse:creator` on their article pages.
 */
export const fediverseAccounts = pgTable('fediverse_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** `@name@instance` the creator gave (their own account on another server), or null. */
  creatorHandle: text('creator_handle'),
  /** JSON of [{ privateKey, publicKey }] as JWK: RSA (HTTP signatures) then Ed25519 (object proofs); encrypted. */
  keyPairs: text('key_pairs'),
  ...timestamps,
});

/** Remote actors following a creator (an accepted Follow; Undo removes the row). */
export const fediverseFollowers = pgTable(
  'fediverse_followers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUri: text('actor_uri').notNull(),
    inboxUri: text('inbox_uri').notNull(),
    sharedInboxUri: text('shared_inbox_uri'),
    handle: text('handle'),
    /** The Follow activity's id, matched by its Undo. */
    followId: text('follow_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fediverse_followers_user_actor_key').on(t.userId, t.actorUri)],
);

/** Remote actors a creator follows from Inkgram; `acceptedAt` is set by their Accept(Follow). */
export const fediverseFollowing = pgTable(
  'fediverse_following',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUri: text('actor_uri').notNull(),
    handle: text('handle').notNull(),
    followId: text('follow_id').notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fediverse_following_user_actor_key').on(t.userId, t.actorUri)],
);

/**
 * What was last sent to followers for a blog: its Article's fingerprint, so the sync sends Create
 * once, Update when the page changed, and Delete when it went off (then `deletedAt`).
 */
export const fediverseArticles = pgTable('fediverse_articles', {
  blogId: integer('blog_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  sentAt: tstz('sent_at').notNull().defaultNow(),
  deletedAt: tstz('deleted_at'),
});

/** Articles received from the actors a creator follows (Create, Update, Delete of an Article). */
export const fediverseReceived = pgTable(
  'fediverse_received',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectUri: text('object_uri').notNull(),
    actorUri: text('actor_uri').notNull(),
    name: text('name').notNull(),
    summary: text('summary'),
    /** Sanitized on arrival (server/lib/html/sanitize.ts). */
    contentHtml: text('content_html').notNull(),
    url: text('url'),
    ...timestamps,
  },
  (t) => [uniqueIndex('fediverse_received_user_object_key').on(t.userId, t.objectUri)],
);

/** Replies (Create(Note) inReplyTo an article) waiting for, or given, the creator's approval. */
export const fediverseReplies = pgTable(
  'fediverse_replies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    objectUri: text('object_uri').notNull(),
    actorUri: text('actor_uri').notNull(),
    authorName: text('author_name').notNull(),
    authorHandle: text('author_handle'),
    /** Sanitized on arrival. */
    contentHtml: text('content_html').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fediverse_replies_object_key').on(t.objectUri),
    index('fediverse_replies_blog_status_idx').on(t.blogId, t.status),
  ],
);

/** Fedify's key–value store (caches, idempotence), in the database so every process shares it. */
export const fediverseKv = pgTable(
  'fediverse_kv',
  {
    key: text('key').array().primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: tstz('expires_at'),
  },
  (t) => [index('fediverse_kv_expires_idx').on(t.expiresAt)],
);
