import { closeMediaStorage, createMediaStorage } from '../../lib/storage/create-media-storage';
import { instagramEnvironmentFactory } from '../../integrations/instagram/environment';
import type { App } from '../../types';
import { mediaLibrary } from '../media';
import { metaCallbackRoutes } from './meta-callbacks.routes';
import { instagramRoutes } from './instagram.routes';
import { instagramService } from './instagram.service';
import { insightsRoutes } from './insights.routes';
import { insightsService } from './insights.service';
import { syncService } from './sync.service';
import { tokenRefreshService } from './token-refresh.service';

declare module 'fastify' {
  interface FastifyInstance {
    instagram: {
      sync: ReturnType<typeof syncService>;
      tokens: ReturnType<typeof tokenRefreshService>;
    };
  }
}

/** Where this process listens, for server-side calls to its own sandbox. */
function internalOrigin(app: App) {
  return () => {
    const addr = app.server.address();
    if (addr && typeof addr === 'object') {
      const wildcard = addr.address === '0.0.0.0' || addr.address === '::';
      const host = wildcard ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      return `http://${host}:${addr.port}`;
    }
    return `http://127.0.0.1:${app.deps.config.PORT}`;
  };
}

/**
 * Instagram: accounts/posts API, insights and Meta callbacks. Media serving and the sandbox are
 * registered by app.ts (the composition root).
 */
export async function instagramModule(app: App) {
  const { config, keyring, database } = app.deps;
  const storage = createMediaStorage(config);
  const media = mediaLibrary(database.db, storage);
  const env = instagramEnvironmentFactory(config, keyring, internalOrigin(app));
  const sync = syncService({ db: database.db, keyring, media, env, log: app.log });
  const tokens = tokenRefreshService({ db: database.db, keyring, env, log: app.log });
  app.decorate('instagram', { sync, tokens });

  await instagramRoutes(app, instagramService({ db: database.db, keyring, media, env, sync, log: app.log }));
  await insightsRoutes(app, insightsService({ db: database.db, keyring, env, log: app.log }));
  await metaCallbackRoutes(app, { db: database.db, env });
  app.addHook('onClose', async () => {
    await sync.idle();
    closeMediaStorage(config);
  });
}
