import type { UserId } from '@common/ids';
import type { sessions, users } from '../db/schema';
import type { Actor } from './policy';

/** A signed-in session as stored, and its user as every request sees them. */
export type SessionRow = typeof sessions.$inferSelect;
export type SessionUser = Pick<typeof users.$inferSelect, 'id' | 'username' | 'name' | 'email' | 'emailVerifiedAt'>;

/**
 * Who made a request, as the auth plugin resolves it (request.auth): one type shared by the plugin,
 * the auth module and every route, so that none of them imports another for it. Services take the
 * narrower `Actor` (server/lib/policy.ts).
 */
export interface AuthContext {
  user: SessionUser;
  session: SessionRow;
}

/** The user of a session as the actor services and policies take. */
export const actorOfAuth = (auth: AuthContext): Actor => ({ userId: auth.user.id as UserId });
