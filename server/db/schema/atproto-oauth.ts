import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/**
 * AT Protocol OAuth sign-ins under way (docs/decisions/043-at-protocol-standard-site.md): the
 * `state` the PDS sends back, stored as a hash, bound to the user and the session that started it,
 * single use (deleted as it is read) and short-lived. `data` is what the callback needs (the PKCE
 * verifier, the DPoP private key, the authorization server), encrypted with the keyring.
 */
export const atprotoOauthStates = pgTable(
  'atproto_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the session cookie's id (sessions.id_hash). */
    sessionHash: text('session_hash').notNull(),
    data: text('data').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('atproto_oauth_states_expires_idx').on(t.expiresAt)],
);
