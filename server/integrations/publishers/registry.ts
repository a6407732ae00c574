import { devtoPublisher } from './devto/devto.publisher';
import { ghostPublisher } from './ghost/ghost.publisher';
import { hashnodePublisher } from './hashnode/hashnode.publisher';
import { mediumPublisher } from './medium/medium.publisher';
import type { ConnectionCredentials, PlatformName, Publisher, PublisherContext } from './types';
import { selfHostedWordPress, wordpressCom } from './wordpress/wordpress.publisher';

/** The one place a platform name becomes a Publisher. */
export function createPublisher(
  ctx: PublisherContext,
  platform: PlatformName,
  creds: ConnectionCredentials,
): Publisher {
  switch (platform) {
    case 'devto':
      return devtoPublisher(ctx, creds.secret);
    case 'wordpress':
      return creds.settings.apiUrl ? selfHostedWordPress(ctx, creds) : wordpressCom(ctx, creds);
    case 'hashnode':
      return hashnodePublisher(ctx, creds);
    case 'medium':
      return mediumPublisher(ctx, creds);
    case 'ghost':
      return ghostPublisher(ctx, creds);
  }
}
