import { devtoPublisher } from './devto/devto.publisher';
import { ghostPublisher } from './ghost/ghost.publisher';
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

/** The one place a platform name becomes a Publisher. */
export function createPublisher(
  ctx: PublisherContext,
  platform: PlatformName,
  creds: ConnectionCredentials,
): Publisher {
  switch (platform) {
    case 'devto':
      return devtoPublisher(forApi(ctx, 'devto'), creds.secret);
    case 'wordpress':
      return creds.settings.apiUrl ? selfHostedWordPress(ctx, creds) : wordpressCom(forApi(ctx, 'wpcom'), creds);
    case 'hashnode':
      return hashnodePublisher(forApi(ctx, 'hashnode'), creds);
    case 'medium':
      return mediumPublisher(forApi(ctx, 'medium'), creds);
    case 'ghost':
      return ghostPublisher(ctx, creds);
  }
}
