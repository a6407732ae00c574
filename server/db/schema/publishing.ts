import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PublishOverrides } from '@common/publish-overrides';
import { blogs } from './blogs';
import { timestamps, tstz } from './columns';
import { users } from './users';

export const publishingPlatforms = pgTable('publishing_platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description'),
  logoUrl: text('logo_url'),
  apiEndpoint: text('api_endpoint'),
  website: text('website'),
  requiresAuthentication: boolean('requires_authentication').notNull().default(true),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...timestamps,
});

export const userPlatformConnections = pgTable(
  'user_platform_connections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A platform in use by connections cannot be removed from the catalogue. */
    platformId: integer('platform_id')
      .notNull()
      .references(() => publishingPlatforms.id, { onDelete: 'restrict' }),
    /** Secrets below are AES-256-GCM ciphertexts (server/lib/crypto), never returned by the API. */
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiry: tstz('token_expiry'),
    apiKey: text('api_key'),
    username: text('username'),
    profileUrl: text('profile_url'),
    isConnected: boolean('is_connected').notNull().default(true),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The destination, `platform:site` as the platform reported it at verification
     * (server/integrations/publishers/destination.ts). One connection per user and destination:
     * connecting a site again updates this row. Null only for a duplicate kept from before the rule.
     */
    destinationKey: text('destination_key'),
    ...timestamps,
  },
  (t) => [
    index('upc_user_id_idx').on(t.userId),
    index('upc_platform_id_idx').on(t.platformId),
    uniqueIndex('upc_user_destination_key').on(t.userId, t.destinationKey),
  ],
);

export const blogPublications = pgTable(
  'blog_publications',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** Kept (as null) when a connection is removed, so the publication history survives. */
    platformConnectionId: integer('platform_connection_id').references(() => userPlatformConnections.id, {
      onDelete: 'set null',
    }),
    platformBlogId: text('platform_blog_id'),
    platformBlogUrl: text('platform_blog_url'),
    status: text('status').notNull().default('draft'),
    scheduledAt: tstz('scheduled_at'),
    publishedAt: tstz('published_at'),
    error: text('error'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The destination (`platform:site`) this row is the ledger of: it outlives the connection, so a
     * new connection to the same site finds the earlier publication (docs/decisions/018-publishing-destinations-and-modes.md).
     */
    destinationKey: text('destination_key'),
    /**
     * The creator's own title, tags and excerpt for this destination (docs/decisions/046-per-destination-fields-and-preview.md):
     * sent with every publish and update of this row; null: the blog's own.
     */
    overrides: jsonb('overrides').$type<PublishOverrides>(),
    ...timestamps,
  },
  (t) => [
    // One publication per blog and destination: the base of idempotent publishing (docs/decisions/006, 018).
    uniqueIndex('blog_publications_blog_destination_key').on(t.blogId, t.destinationKey),
    index('blog_publications_blog_created_id_idx').on(t.blogId, t.createdAt, t.id),
    index('blog_publications_connection_id_idx').on(t.platformConnectionId),
    index('blog_publications_status_idx').on(t.status),
  ],
);
