// Public file of the fediverse module: the only file code outside server/modules/fediverse/ imports.
import { onBeforeBlogDelete } from '../../lib/blog-lifecycle';
import { onPublicPageChanged } from '../../lib/public-page-events';
import type { App } from '../../types';
import { articleSync } from './article-sync';
import { createFediverse, type Fediverse, type FediverseOptions } from './federation';
import { federationRoutes } from './federation.routes';
import { fediverseRepository } from './fediverse.repository';
import { fediverseApiRoutes } from './fediverse.routes';
import { fediverseService } from './fediverse.service';

export { FEDIVERSE_QUEUE, type SealedMessage } from './message-queue';
export type { FediverseOptions, SyncOutcome };
import type { SyncOutcome } from './article-sync';

/** The queue a blog's sync runs on (a page turned on or off, a blog deleted) and the periodic sweep's. */
export const FEDIVERSE_SYNC_QUEUE = 'fediverse.sync';

export interface FediverseRuntime {
  fediverse: Fediverse;
  sync: (blogId: number) => Promise<SyncOutcome>;
  /** Blogs whose followers may be behind (edited since last sent, or taken down). */
  blogsToSync: (limit: number) => Promise<number[]>;
  purgeExpired: () => Promise<void>;
}

const runtimes = new WeakMap<App, FediverseRuntime>();

/** What the jobs (server/jobs/fediverse.ts) need of an app's fediverse. */
export function fediverseOf(app: App): FediverseRuntime {
  const runtime = runtimes.get(app);
  if (!runtime) throw new Error('the fediverse module is not registered on this app');
  return runtime;
}

/**
 * Every creator who turns it on is an ActivityPub actor (docs/decisions/044-fediverse-with-fedify.md):
 * Fedify's routes (WebFinger, actors, inboxes, followers, articles) and the creator's /api/fediverse.
 */
export async function fediverseModule(app: App, options: FediverseOptions = {}) {
  const { deps } = app;
  const fediverse = createFediverse(deps, options);
  const repo = fediverseRepository(deps.database.db);
  const sync = articleSync(fediverse, deps);
  runtimes.set(app, {
    fediverse,
    sync,
    blogsToSync: (limit) => repo.blogsToSync(limit),
    purgeExpired: () => repo.purgeExpiredKv(),
  });
  const nudge = async (blogId: number, delaySeconds = 0) => {
    // Without the job system (a test app that never starts it) the periodic sweep would catch up.
    if (!deps.queue.attached) return;
    try {
      await deps.queue.send(
        FEDIVERSE_SYNC_QUEUE,
        { blogId },
        delaySeconds ? { startAfter: new Date(Date.now() + delaySeconds * 1000) } : {},
      );
    } catch (err) {
      // Never the creator's save or delete failing for it (a process running jobs without the
      // fediverse's queue, a queue briefly down): the minute's sweep sends edits, and this is logged.
      app.log.warn({ err, blogId, event: 'fediverse_nudge_failed' }, 'fediverse sync not queued');
    }
  };
  onPublicPageChanged(deps.database.db, (blogId) => nudge(blogId));
  // After the deletion has committed: the sync then finds the page gone and sends Delete.
  onBeforeBlogDelete(deps.database.db, (_actor, blogId) => nudge(blogId, 5));
  await federationRoutes(app, fediverse);
  await fediverseApiRoutes(app, fediverseService(fediverse, deps, options));
}
