/** Where the PDS sends the browser back (declared in the client metadata). */
export const CALLBACK_PATH = '/api/platform-connections/atproto/oauth/callback';
/**
 * What Inkgram asks for: only the records it writes (a publication, documents, Bluesky posts) and
 * image blobs, nothing else of the account (granular AT Protocol scopes).
 * @link https://atproto.com/specs/permission
 */
export const OAUTH_SCOPE =
  'atproto repo:site.standard.publication repo:site.standard.document repo:app.bsky.feed.post blob:image/*';

/**
 * How Inkgram is an OAuth client at its PUBLIC_URL (docs/decisions/043-at-protocol-standard-site.md):
 * at https, a web client whose client_id is its metadata document's URL; at http on a loopback
 * address (local use, tests), the protocol's loopback client (`http://localhost?redirect_uri=…`,
 * the redirect on 127.0.0.1 or [::1]); anywhere else (http://localhost, a LAN name) it cannot be one.
 */
export function clientKind(publicUrl: string): 'web' | 'loopback' | null {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:') return 'web';
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]')) return 'loopback';
  return null;
}

/**
 * Inkgram's client metadata as served at `PUBLIC_URL/oauth-client-metadata.json` (a public web
 * client: no secret, DPoP-bound tokens).
 * @link https://atproto.com/specs/oauth#client-id-metadata-document
 */
export function oauthClientMetadata(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    client_id: `${base}/oauth-client-metadata.json`,
    client_name: 'Inkgram',
    client_uri: base,
    logo_uri: `${base}/favicon.svg`,
    application_type: 'web' as const,
    grant_types: ['authorization_code', 'refresh_token'] as ['authorization_code', 'refresh_token'],
    response_types: ['code'] as ['code'],
    redirect_uris: [`${base}${CALLBACK_PATH}`] as [string],
    scope: OAUTH_SCOPE,
    token_endpoint_auth_method: 'none' as const,
    dpop_bound_access_tokens: true,
  };
}
