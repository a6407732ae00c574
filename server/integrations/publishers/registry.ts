import { atprotoPublisher } from './atproto/atproto.publisher';
import { devtoPublisher } from './devto/devto.publisher';
import { ghostPublisher } from './ghost/ghost.publisher';
import { instrumentedPublisher } from './instrumented';
import { hashnodePublisher } from './hashnode/hashnode.publisher';
import { mediumPublisher } from './medium/medium.publisher';
import type { ConnectionCredentials, PlatformApi, PlatformName, Publisher, PublisherContext } from './types';
import { selfHostedWordPress, wordpressCom } from './wordpress/wordpress.publisher';

/**
 * The context of a publisher that only calls its platform's configured API: its client trusts that
 * API's host. Publishers of user-typed URLs (self-hosted WordPress, Ghost) keep `ctx.http`, which
 * trusts no configured platform host, so a site URL pointing at one is refused like any private address.
 */
const forApi = (ctx: PublisherContext, api: PlatformApi): PublisherContext => ({
  ...ctx,
  http: ctx.apiHttp?.[api] ?? ctx.http,
});

type PublisherFactory = (ctx: PublisherContext, creds: ConnectionCredentials) => Publisher;

/**
 * Each platform's publisher, one line per descriptor of common/platforms (a platform without one
 * does not compile).
 */
const PUBLISHERS: Record<PlatformName, PublisherFactory> = {
  wordpress: (ctx, creds) =>
    creds.settings.apiUrl ? selfHostedWordPress(ctx, creds) : wordpressCom(forApi(ctx, 'wpcom'), creds),
  medium: (ctx, creds) => mediumPublisher(forApi(ctx, 'medium'), creds),
  devto: (ctx, creds) => devtoPublisher(forApi(ctx, 'devto'), creds.secret),
  hashnode: (ctx, creds) => hashnodePublisher(forApi(ctx, 'hashnode'), creds),
  ghost: (ctx, creds) => ghostPublisher(ctx, creds),
  atproto: (ctx, creds) => atprotoPublisher(ctx, creds),
};

/** The one place a platform name becomes a Publisher. */
export function createPublisher(
  ctx: PublisherContext,
  platform: PlatformName,
  creds: ConnectionCredentials,
): Publisher {
  return instrumentedPublisher(platform, PUBLISHERS[platform](ctx, creds));
}
