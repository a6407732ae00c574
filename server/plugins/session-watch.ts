import { acquireSharedBus } from '../lib/realtime/shared-bus';
import { sessionWatch } from '../lib/realtime/session-watch';
import { sessionsRepository } from '../modules/auth';
import type { App } from '../types';

/** Closes live connections whose session ended or whose access changed, in every process (docs/decisions/030). */
export async function registerSessionWatch(app: App) {
  const { bus, release } = acquireSharedBus(app.deps.database, app.log);
  const sessions = sessionsRepository(app.deps.database.db);
  const watch = sessionWatch(await bus, {
    log: app.log,
    liveSessions: (ids) => sessions.existing(ids),
    // The old cookie gets 401 over HTTP here at once too, not after the session cache's second.
    onEnded: (id) => app.sessions.forgetSession(id),
  });
  app.decorate('sessionWatch', watch);
  app.addHook('onClose', async () => {
    watch.close();
    await release();
  });
}
