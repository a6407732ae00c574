import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Keyring } from '../../lib/crypto/keyring';
import { oauthSessions } from './atproto-oauth/oauth-sessions';
import { createSafeHttpClient, type HttpClient } from '../../integrations/publishers/http';
import { hostPortOf } from '../../lib/http/safe-fetch';
import type { PlatformApi, PublisherContext } from '../../integrations/publishers/types';

/**
 * Builds the publishers' outbound context from configuration. A configured platform API base
 * (operator-controlled, pointed at local fakes in tests) is trusted like an OUTBOUND_ALLOWLIST entry,
 * but only by that platform's own client (`apiHttp`): the client of user-typed URLs (self-hosted
 * WordPress, Ghost, featured images) trusts OUTBOUND_ALLOWLIST alone, so a site URL aimed at a
 * configured API host passes the same SSRF checks as any other. With the database (`store`), AT
 * Protocol connections made with 'Sign in with Bluesky' open their OAuth session from their row.
 */
export function publisherContext(
  config: Config,
  http?: HttpClient,
  store?: { database: Database; keyring: Keyring },
): PublisherContext {
  const urls: PublisherContext['urls'] = {
    devto: config.DEVTO_API_URL,
    hashnode: config.HASHNODE_API_URL,
    medium: config.MEDIUM_API_URL,
    wpcom: config.WPCOM_API_URL,
  };
  const atproto = {
    plcUrl: config.ATPROTO_PLC_URL,
    handleResolverUrl: config.ATPROTO_HANDLE_RESOLVER_URL,
    ...(store ? { oauth: oauthSessions({ ...store, config }) } : {}),
  };
  if (http) return { urls, http, atproto };
  const apiHttp: Partial<Record<PlatformApi, HttpClient>> = {};
  for (const api of Object.keys(urls) as PlatformApi[]) {
    apiHttp[api] = createSafeHttpClient({ allowlist: [hostPortOf(new URL(urls[api]))] });
  }
  // The AT Protocol's identity services are configured like a platform API; each account's PDS is
  // found in its DID document, so it is a user URL (public https, or OUTBOUND_ALLOWLIST).
  const identityHosts = [atproto.plcUrl, atproto.handleResolverUrl].map((u) => hostPortOf(new URL(u)));
  return {
    urls,
    http: createSafeHttpClient({ allowlist: config.OUTBOUND_ALLOWLIST }),
    apiHttp,
    atproto: {
      ...atproto,
      http: createSafeHttpClient({ allowlist: [...identityHosts, ...config.OUTBOUND_ALLOWLIST] }),
    },
  };
}
