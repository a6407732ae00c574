import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { randomToken, sha256Hex } from '../../lib/crypto/tokens';
import { sessionsRepository, type SessionRow } from './sessions.repository';

/** Session lifetimes (docs/decisions/004): sliding idle timeout inside a hard absolute limit. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen is written at most this often, so authenticated reads stay a single SELECT. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * A resolved session is reused for this long without asking the database again (docs/decisions/004).
 * Logout on this process takes effect at once; on another process within this time.
 */
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_MAX = 10_000;

export const sessionCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-inkgram_sid' : 'inkgram_sid';

export type { AuthContext };

declare module 'fastify' {
  interface FastifyInstance {
    /** The session service, decorated by the auth plugin (server/plugins/auth.ts). */
    sessions: SessionService;
  }
}

/** Who a new session is for, as the request showed it. */
export interface SessionClient {
  ip: string;
  userAgent?: string | undefined;
}

export function sessionService(defaultDb: Db, config: Config) {
  const repo = sessionsRepository(defaultDb);
  const cookieName = sessionCookieName(config);
  /** idHash → resolved session and when it was read; insertion order doubles as eviction order. */
  const recent = new Map<string, { auth: AuthContext; readAt: number }>();
  /** publicId → idHash of cached sessions, so that an ended session's notice drops its entry. */
  const idHashOf = new Map<string, string>();

  async function lookup(idHash: string, now: Date): Promise<AuthContext | undefined> {
    const hit = recent.get(idHash);
    if (hit && now.getTime() - hit.readAt < SESSION_CACHE_MS) return hit.auth;
    const found = await repo.findLive(idHash, now);
    recent.delete(idHash);
    if (found) {
      if (recent.size >= SESSION_CACHE_MAX) recent.delete(recent.keys().next().value as string);
      recent.set(idHash, { auth: found, readAt: now.getTime() });
      if (idHashOf.size >= 2 * SESSION_CACHE_MAX) idHashOf.clear();
      idHashOf.set(found.session.publicId, idHash);
    }
    return found;
  }

  /** Destroys the session a token names (if any), here and in the database. */
  async function revoke(token: string | undefined): Promise<void> {
    if (!token || token.length > 128) return;
    const idHash = sha256Hex(token);
    recent.delete(idHash);
    await repo.delete(idHash);
  }

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  return {
    cookieName,

    /** Creates a brand-new session (new random id) for `userId`; `db` may be the caller's transaction. */
    async create(
      userId: number,
      client: SessionClient,
      db: Db = defaultDb,
    ): Promise<{ session: SessionRow; token: string }> {
      const token = randomToken(32);
      const now = new Date();
      const session = await sessionsRepository(db).insert({
        idHash: sha256Hex(token),
        publicId: randomToken(16),
        userId,
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
        absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
      });
      return { session, token };
    },

    revoke,

    /** The session token the request's cookie carries. */
    tokenOf: (request: FastifyRequest): string | undefined => request.cookies[cookieName],

    setCookie(reply: FastifyReply, token: string) {
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000) });
    },

    /** Resolves the request's cookie to a live session, sliding its idle expiry. */
    async resolve(request: FastifyRequest): Promise<AuthContext | undefined> {
      const token = request.cookies[cookieName];
      if (!token || token.length > 128) return undefined;
      const now = new Date();
      const found = await lookup(sha256Hex(token), now);
      if (!found) return undefined;
      const { session } = found;
      if (session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) return undefined;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()));
        session.lastSeenAt = now;
        session.idleExpiresAt = idle;
        await repo.touch(session.idHash, now, idle);
      }
      return found;
    },

    /** Destroys the session the request carries (if any) on the server and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await revoke(request.cookies[cookieName]);
      reply.clearCookie(cookieName, cookieOptions);
    },

    clearCookie(reply: FastifyReply) {
      reply.clearCookie(cookieName, cookieOptions);
    },

    purgeExpired: () => repo.deleteExpired(new Date()),

    /** Drops this process's cached session by public id (it ended, maybe in another process: docs/decisions/030). */
    forgetSession(publicId: string) {
      const idHash = idHashOf.get(publicId);
      idHashOf.delete(publicId);
      if (idHash) recent.delete(idHash);
    },

    /** Drops this process's cached sessions of `userId` (but `keepIdHash`) after they were deleted or changed. */
    forgetUser(userId: number, keepIdHash?: string) {
      for (const [idHash, hit] of recent) {
        if (hit.auth.user.id === userId && idHash !== keepIdHash) recent.delete(idHash);
      }
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
