import {
  TokenInvalidError,
  TokenRefreshError,
  TokenRevokedError,
  type NodeSavedSession,
  type NodeSavedSessionStore,
} from '@atproto/oauth-client-node';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { userPlatformConnections } from '../../../db/schema';
import { NAME, OAUTH_CREDENTIAL } from '../../../integrations/publishers/atproto/xrpc';
import { rejectedCredential } from '../../../integrations/publishers/request';
import { PublishError, type ConnectionCredentials, type OAuthPds } from '../../../integrations/publishers/types';
import type { Keyring } from '../../../lib/crypto/keyring';
import { OutboundError } from '../../../lib/http/safe-fetch';
import { atprotoOAuthClient, sessionLock } from './oauth-client';

const TABLE = 'user_platform_connections';
const RECONNECT = 'sign in with Bluesky again on the Publishing Platforms page';

export interface OAuthSessionDeps {
  database: Database;
  keyring: Keyring;
  config: Config;
}

/** What a connection row keeps of an OAuth session: all of it encrypted, the refresh token in its own column. */
export function sealSession(keyring: Keyring, userId: number, session: NodeSavedSession) {
  const { refresh_token: refresh, ...tokenSet } = session.tokenSet;
  const at = (column: string) => ({ table: TABLE, column, ownerId: userId });
  return {
    accessToken: keyring.encrypt(JSON.stringify({ ...session, tokenSet }), at('access_token')),
    refreshToken: refresh ? keyring.encrypt(refresh, at('refresh_token')) : null,
    tokenExpiry: tokenSet.expires_at ? new Date(tokenSet.expires_at) : null,
  };
}

export function openSealed(
  keyring: Keyring,
  row: { userId: number; accessToken: string | null; refreshToken: string | null },
): NodeSavedSession | undefined {
  if (!row.accessToken) return undefined;
  const at = (column: string) => ({ table: TABLE, column, ownerId: row.userId });
  const session = JSON.parse(keyring.decrypt(row.accessToken, at('access_token'))) as NodeSavedSession;
  const refresh = row.refreshToken ? keyring.decrypt(row.refreshToken, at('refresh_token')) : undefined;
  return { ...session, tokenSet: { ...session.tokenSet, ...(refresh ? { refresh_token: refresh } : {}) } };
}

/**
 * The OAuth client's session store for one connection row: read fresh from the row on every get
 * (another process may have rotated the tokens), written back on every refresh (the rotated refresh
 * token), and on a refused refresh (revoked, expired) the row is marked 'Needs reconnecting' and its
 * tokens are dropped.
 */
export function connectionSessionStore(deps: OAuthSessionDeps, connectionId: number): NodeSavedSessionStore {
  const db = deps.database.db;
  const row = async () =>
    (await db.select().from(userPlatformConnections).where(eq(userPlatformConnections.id, connectionId)))[0];
  return {
    async get(sub) {
      const r = await row();
      if (!r || !r.isConnected || r.settings.did !== sub) return undefined;
      return openSealed(deps.keyring, r);
    },
    async set(sub, session) {
      const r = await row();
      if (!r || r.settings.did !== sub) throw new Error('the connection is gone');
      await db
        .update(userPlatformConnections)
        .set({ ...sealSession(deps.keyring, r.userId, session), isConnected: true, updatedAt: new Date() })
        .where(eq(userPlatformConnections.id, connectionId));
    },
    async del(sub) {
      await db
        .update(userPlatformConnections)
        .set({ isConnected: false, accessToken: null, refreshToken: null, tokenExpiry: null, updatedAt: new Date() })
        .where(and(eq(userPlatformConnections.id, connectionId), eq(userPlatformConnections.isConnected, true)));
      void sub;
    },
  };
}

/** An error of the OAuth client as the publishers classify it; undefined: not one of its session errors. */
export function oauthFailure(err: unknown): PublishError | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e instanceof Error; i++, e = e.cause)
    if (e instanceof OutboundError || e instanceof PublishError) return undefined;
  if (
    err instanceof TokenRefreshError ||
    err instanceof TokenRevokedError ||
    err instanceof TokenInvalidError ||
    // The library's AuthMethodUnsatisfiableError (not exported): the server no longer takes this client's auth method.
    (err instanceof Error && err.constructor.name === 'AuthMethodUnsatisfiableError')
  )
    return rejectedCredential(NAME, OAUTH_CREDENTIAL, RECONNECT);
  return undefined;
}

/** The transport error inside an OAuth client error (its fetch wraps ours), for the publishers' classification. */
function transportOf(err: unknown): unknown {
  let e: unknown = err;
  for (let i = 0; i < 4 && e instanceof Error; i++, e = e.cause) if (e instanceof OutboundError) return e;
  return err;
}

/**
 * `PublisherContext.atproto.oauth`: opens a connection's OAuth session (the row's tokens, refreshed
 * when expired, DPoP proofs with the server's nonce) as the publisher's `OAuthPds`.
 */
export function oauthSessions(deps: OAuthSessionDeps): { open(creds: ConnectionCredentials): Promise<OAuthPds> } {
  return {
    async open(creds) {
      const did = creds.settings.did;
      if (!creds.connectionId || !did)
        throw new PublishError('permanent', `${NAME}: this connection names no account.`);
      const client = atprotoOAuthClient(
        deps.config,
        {
          stateStore: { get: async () => undefined, set: async () => undefined, del: async () => undefined },
          sessionStore: connectionSessionStore(deps, creds.connectionId),
        },
        sessionLock(deps.database),
      );
      let session;
      try {
        session = await client.restore(did, 'auto');
      } catch (err) {
        const failure = oauthFailure(err);
        if (failure) throw failure;
        const transport = transportOf(err);
        if (transport instanceof OutboundError) throw new PublishError('transient', `${NAME}: ${transport.message}`);
        // No stored session (revoked earlier, or the row lost its tokens): reconnect.
        throw rejectedCredential(NAME, OAUTH_CREDENTIAL, RECONNECT);
      }
      const tokens = await session.getTokenInfo(false);
      return {
        did,
        handle: creds.settings.handle ?? creds.username ?? did,
        pds: tokens.aud,
        async fetch(path, { body, ...init }) {
          try {
            return await session.fetchHandler(path, {
              ...init,
              body: typeof body === 'string' || !body ? body : new Uint8Array(body),
            });
          } catch (err) {
            // Our transport's error, unwrapped, so that the publisher classifies it like any other call.
            throw transportOf(err);
          }
        },
        failure: oauthFailure,
      };
    },
  };
}
