import { createHash, randomBytes } from 'node:crypto';
import {
  JoseKey,
  NodeOAuthClient,
  requestLocalLock,
  type NodeSavedSessionStore,
  type NodeSavedStateStore,
  type RuntimeLock,
} from '@atproto/oauth-client-node';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { fetchOver } from '../../../integrations/publishers/atproto/fetch-over';
import { clientKind, OAUTH_SCOPE, oauthClientMetadata } from '../../../integrations/publishers/atproto/oauth-metadata';
import { createSafeHttpClient } from '../../../integrations/publishers/http';
import { hostPortOf } from '../../../lib/http/safe-fetch';

function clientMetadata(publicUrl: string) {
  const web = oauthClientMetadata(publicUrl);
  if (clientKind(publicUrl) === 'web') return web;
  const redirect = web.redirect_uris[0];
  const query = new URLSearchParams({ redirect_uri: redirect, scope: OAUTH_SCOPE });
  return {
    client_id: `http://localhost?${query}`,
    client_name: web.client_name,
    application_type: 'native' as const,
    grant_types: web.grant_types,
    response_types: web.response_types,
    redirect_uris: web.redirect_uris,
    scope: OAUTH_SCOPE,
    token_endpoint_auth_method: 'none' as const,
    dpop_bound_access_tokens: true,
  };
}

/**
 * The lock the OAuth client holds while it reads, and if need be refreshes, a session: a refresh
 * token is single-use, so two processes refreshing one session at once would lose it. On
 * PostgreSQL an advisory lock (every process shares it); PGlite is one process, so a local lock.
 */
export function sessionLock(database: Database): RuntimeLock {
  if (database.kind === 'pglite') return requestLocalLock;
  const { pool } = database;
  return async (name, fn) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    } finally {
      client.release();
    }
  };
}

/**
 * `@atproto/oauth-client-node` as Inkgram uses it: its own handle resolver and PLC directory (the
 * configured ones), and every request through the SSRF-safe client of the AT Protocol identity
 * services (their configured hosts and OUTBOUND_ALLOWLIST; any other host only over https), which
 * is also why `allowHttp` can be on: plain http reaches allow-listed hosts only. The stores say
 * where a sign-in under way and a connection's session are kept (the database, encrypted); the
 * lock (`sessionLock`) where a connection's session is used.
 */
export function atprotoOAuthClient(
  config: Config,
  stores: { stateStore: NodeSavedStateStore; sessionStore: NodeSavedSessionStore },
  lock: RuntimeLock = requestLocalLock,
): NodeOAuthClient {
  // As the publishers' identity client (publishing.context.ts): the configured identity hosts and OUTBOUND_ALLOWLIST.
  const identityHosts = [config.ATPROTO_PLC_URL, config.ATPROTO_HANDLE_RESOLVER_URL].map((u) => hostPortOf(new URL(u)));
  const http = createSafeHttpClient({ allowlist: [...identityHosts, ...config.OUTBOUND_ALLOWLIST] });
  return new NodeOAuthClient({
    clientMetadata: clientMetadata(config.PUBLIC_URL),
    responseMode: 'query',
    allowHttp: true,
    fetch: fetchOver(http),
    handleResolver: config.ATPROTO_HANDLE_RESOLVER_URL,
    plcDirectoryUrl: config.ATPROTO_PLC_URL,
    runtimeImplementation: {
      requestLock: lock,
      createKey: (algs) => JoseKey.generate(algs),
      getRandomValues: (n) => randomBytes(n),
      digest: (bytes, algorithm) => createHash(algorithm.name).update(bytes).digest(),
    },
    ...stores,
  });
}
