import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_DIST_DIR } from './lib/paths';
import { loggerOptions } from './lib/logger';
import { pageDataRegistry, type PageDataRegistry } from './lib/page-data';
import { AccessLogController } from './lib/request-log';
import { accountRoutes } from './modules/account';
import { batchRoutes } from './modules/batches';
import { aiBudget } from './lib/ai-budget';
import { aiRoutes } from './modules/ai';
import { provenanceRoutes } from './modules/provenance';
import { authRoutes, emailVerificationRoutes, passwordResetRoutes, sessionService } from './modules/auth';
import { coeditRoutes } from './modules/co-editing';
import { collabRoutes } from './modules/collaborative-sessions';
import { commentRoutes } from './modules/comments';
import { notificationRoutes } from './modules/notifications';
import { promptRoutes } from './modules/prompts';
import { blogPolicy, blogRoutes, blogsRepository } from './modules/blogs';
import { mediaLibrary, mediaRoutes, storeDataImages } from './modules/media';
import { sandboxRoutes } from './modules/sandbox';
import { versionRecorder, versionRoutes, type BlogAccess } from './modules/versions';
import { createMediaStorage } from './lib/storage/create-media-storage';
import { healthRoutes } from './modules/health';
import { atprotoOAuthRoutes, publishingRoutes } from './modules/publishing';
import { calendarRoutes } from './modules/calendar';
import { sourcePackRoutes } from './modules/source-pack';
import { styleProfileRoutes } from './modules/style-profile';
import { publicPagesModule } from './modules/public-pages';
import { fediverseModule, type FediverseOptions } from './modules/fediverse';
import { instagramModule } from './modules/instagram';
import { authPlugin } from './plugins/auth';
import { registerClient } from './plugins/client';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerEtag } from './plugins/etag';
import { registerSecurity } from './plugins/security';
import { registerSessionWatch } from './plugins/session-watch';
import { serializerCompiler } from './plugins/serializer';
import { registerTextInput } from './plugins/text-input';
import { registerUnreadBodyDrain } from './plugins/unread-body';
import { registerUserReadCache } from './plugins/user-read-cache';
import type { App, AppDeps } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** What signed-in pages carry for their first view (server/lib/page-data.ts). */
    pageData: PageDataRegistry;
  }
}

export interface BuildOptions {
  /** Where the built client lives; tests point it elsewhere or at nothing. */
  clientDir?: string;
  logger?: boolean;
  /** Tests only: Fedify may reach loopback addresses, and a faster retry policy (docs/decisions/044). */
  fediverse?: FediverseOptions;
}

/** Builds the HTTP app without listening: used by main.ts and by every integration test. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(deps.config.LOG_LEVEL),
    // One access line per request, at a level set by its outcome (server/lib/request-log.ts).
    logController: new AccessLogController(),
    // X-Forwarded-For is believed only for the configured number of proxy hops (never by default).
    trustProxy: (_address: string, hop: number) => hop < deps.config.TRUST_PROXY_HOPS,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // GET bodies through serializers compiled from their contracts; checked with zod too outside production.
  app.setSerializerCompiler(serializerCompiler({ verify: deps.config.NODE_ENV !== 'production' }));
  app.decorate('deps', deps);
  app.decorate('pageData', pageDataRegistry());

  registerErrorHandling(app);
  registerMetrics(app);
  registerTextInput(app);
  registerUnreadBodyDrain(app);
  // Before the ETag hook: a computed list is stored before it becomes a 304 for its client.
  await registerUserReadCache(app);
  registerEtag(app);
  await registerSecurity(app, deps.config);
  await app.register(cookie);
  await app.register(authPlugin, { sessions: sessionService(deps.database.db, deps.config) });
  await registerSessionWatch(app);
  await registerDocs(app);

  await healthRoutes(app);
  await authRoutes(app);
  await passwordResetRoutes(app);
  await emailVerificationRoutes(app);
  await accountRoutes(app);
  await promptRoutes(app);
  await collabRoutes(app);
  await publishingRoutes(app);
  await atprotoOAuthRoutes(app);
  await calendarRoutes(app);
  // Without an Instagram app id, the sandbox Instagram (docs/decisions/007); then media serving and uploads.
  if (deps.config.instagramSandbox) await sandboxRoutes(app, deps.config, deps.keyring);
  await mediaRoutes(app, createMediaStorage(deps.config));
  await instagramModule(app);
  // A blog's save and the version it leaves are one transaction (docs/decisions/019).
  await blogRoutes(app, {
    recordVersion: (tx, actor, blogId, reason) => versionRecorder(tx).recordVersion(actor, blogId, reason),
  });
  await versionRoutes(app, blogAccess(app));
  await coeditRoutes(app);
  await notificationRoutes(app);
  await commentRoutes(app);
  await aiRoutes(app);
  await batchRoutes(app);
  await provenanceRoutes(app);
  await styleProfileRoutes(app);
  await sourcePackRoutes(app, aiBudget(deps.database.db, deps.config));
  await publicPagesModule(app);
  await fediverseModule(app, options.fediverse);

  await registerClient(app, options.clientDir ?? CLIENT_DIST_DIR);
  return app;
}

/** What a blog's history needs from the blogs module: who may read and restore, and the locked write. */
function blogAccess(app: App): BlogAccess {
  const library = mediaLibrary(app.deps.database.db, createMediaStorage(app.deps.config));
  return {
    policy: blogPolicy,
    repository: (db) => {
      const repo = blogsRepository(db);
      return { find: (userId, id) => repo.findForActor(userId, id), updateUnpublished: repo.updateUnpublished };
    },
    storeImages: (html, ownerId) => storeDataImages(library, html, ownerId),
  };
}
