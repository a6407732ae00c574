import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import { publishingPlatforms, userPlatformConnections } from '../../../db/schema';
import { OAUTH } from '../../../integrations/publishers/atproto/atproto.publisher';
import { markNeedsReconnecting } from '../connection-health';
import { atprotoOAuthClient, sessionLock } from './oauth-client';
import { connectionSessionStore, oauthFailure, type OAuthSessionDeps } from './oauth-sessions';
import { oauthStatesRepository } from './oauth-states.repository';

/** Sessions whose access token ends within this are refreshed by the job (access tokens live about an hour). */
export const REFRESH_WINDOW_MS = 6 * 3600_000;
const noop = async () => undefined;

/**
 * The AT Protocol part of the token-refresh job: each OAuth connection whose access token has
 * ended or ends soon is refreshed, its rotated refresh token stored; a refresh the authorization
 * server refuses (revoked, expired) marks the connection 'Needs reconnecting' now rather than at
 * the next publish. Failures to reach the server wait for the next run. Expired sign-ins are purged.
 */
export async function refreshAtprotoSessions(deps: OAuthSessionDeps & { log: FastifyBaseLogger }, now = new Date()) {
  const db = deps.database.db;
  const due = await db
    .select({ id: userPlatformConnections.id, settings: userPlatformConnections.settings })
    .from(userPlatformConnections)
    .innerJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId))
    .where(
      and(
        eq(publishingPlatforms.name, 'atproto'),
        eq(userPlatformConnections.isConnected, true),
        sql`${userPlatformConnections.settings}->>'auth' = ${OAUTH}`,
        isNotNull(userPlatformConnections.accessToken),
        or(
          isNull(userPlatformConnections.tokenExpiry),
          lt(userPlatformConnections.tokenExpiry, new Date(now.getTime() + REFRESH_WINDOW_MS)),
        ),
      ),
    );
  const result = { refreshed: 0, needsReconnect: 0, failed: 0 };
  for (const row of due) {
    const did = String(row.settings.did ?? '');
    const client = atprotoOAuthClient(
      deps.config,
      { stateStore: { get: noop, set: noop, del: noop }, sessionStore: connectionSessionStore(deps, row.id) },
      sessionLock(deps.database),
    );
    try {
      await client.restore(did, true);
      result.refreshed++;
    } catch (err) {
      if (oauthFailure(err)) {
        // The store already dropped the session; marked again in case it was gone before this run.
        await markNeedsReconnecting(db, row.id);
        result.needsReconnect++;
      } else {
        result.failed++;
        deps.log.warn(
          {
            event: 'atproto_token_refresh_failed',
            connectionId: row.id,
            err: err instanceof Error ? err.message : err,
          },
          'AT Protocol token refresh failed',
        );
      }
    }
  }
  await oauthStatesRepository(db).purgeExpired(now);
  deps.log.info({ event: 'atproto_token_refresh', ...result }, 'AT Protocol token refresh');
  return result;
}
