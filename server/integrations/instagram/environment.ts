import type { Config } from '../../config';
import type { Keyring } from '../../lib/crypto/keyring';
import { createInstagramClient, type InstagramClient } from './client';

/**
 * Which Instagram the app talks to: the real one (INSTAGRAM_APP_ID set), or the built-in sandbox
 * served by this very process under /sandbox/instagram (reached over HTTP like any other host, so
 * the code path is the production one).
 */
export const SANDBOX_PREFIX = '/sandbox/instagram';
export const SANDBOX_APP_ID = '1000000000000001';

/** Instagram's CDN hosts: the only places media is downloaded from (docs/architecture.md §8). */
const INSTAGRAM_CDN_HOSTS = ['*.cdninstagram.com', '*.fbcdn.net'];
const META_HOSTS = new Set(['www.instagram.com', 'api.instagram.com', 'graph.instagram.com']);

export interface InstagramEnvironment {
  client: InstagramClient;
  sandbox: boolean;
  /** allowHosts for media downloads. */
  mediaHosts: string[];
  allowPrivate: string[];
  /** Secret that signs Meta's signed_request callbacks. */
  appSecret: string;
}

export const redirectUri = (config: Pick<Config, 'PUBLIC_URL'>) => `${config.PUBLIC_URL}/connect-instagram`;

export const sandboxAppSecret = (keyring: Keyring) => keyring.deriveSecret('sandbox-app-secret').toString('hex');

/**
 * `internalOrigin` is where this process listens (http://127.0.0.1:<port>), known only once the
 * server listens; it is read per call and the environment is cached per origin.
 */
export function instagramEnvironmentFactory(config: Config, keyring: Keyring, internalOrigin: () => string) {
  let cached: { origin: string; env: InstagramEnvironment } | undefined;
  return (): InstagramEnvironment => {
    const origin = config.instagramSandbox ? internalOrigin() : '';
    if (cached && cached.origin === origin) return cached.env;
    let env: InstagramEnvironment;
    if (config.instagramSandbox) {
      const internal = new URL(origin);
      const allowPrivate = [
        ...config.OUTBOUND_ALLOWLIST,
        `${internal.hostname.replace(/^\[|\]$/g, '')}:${internal.port || '80'}`,
      ];
      const appSecret = sandboxAppSecret(keyring);
      env = {
        sandbox: true,
        mediaHosts: [internal.hostname.replace(/^\[|\]$/g, '')],
        allowPrivate,
        appSecret,
        client: createInstagramClient({
          authUrl: `${config.PUBLIC_URL}${SANDBOX_PREFIX}`,
          tokenUrl: `${origin}${SANDBOX_PREFIX}`,
          graphUrl: `${origin}${SANDBOX_PREFIX}`,
          appId: SANDBOX_APP_ID,
          appSecret,
          redirectUri: redirectUri(config),
          allowPrivate,
        }),
      };
    } else {
      const configured = [config.INSTAGRAM_AUTH_URL, config.INSTAGRAM_TOKEN_URL, config.INSTAGRAM_GRAPH_URL]
        .map((u) => new URL(u).hostname.toLowerCase())
        .filter((h) => !META_HOSTS.has(h));
      env = {
        sandbox: false,
        mediaHosts: [...INSTAGRAM_CDN_HOSTS, ...new Set(configured)],
        allowPrivate: [...config.OUTBOUND_ALLOWLIST],
        appSecret: config.INSTAGRAM_APP_SECRET!,
        client: createInstagramClient({
          authUrl: config.INSTAGRAM_AUTH_URL,
          tokenUrl: config.INSTAGRAM_TOKEN_URL,
          graphUrl: config.INSTAGRAM_GRAPH_URL,
          appId: config.INSTAGRAM_APP_ID!,
          appSecret: config.INSTAGRAM_APP_SECRET!,
          redirectUri: redirectUri(config),
          allowPrivate: [...config.OUTBOUND_ALLOWLIST],
        }),
      };
    }
    cached = { origin, env };
    return env;
  };
}

export type InstagramEnvironmentGetter = ReturnType<typeof instagramEnvironmentFactory>;
