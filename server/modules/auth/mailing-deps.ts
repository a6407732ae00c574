import type { App } from '../../types';
import { mailer } from '../mail';

/** What the services that email people (reset, verification) are built from, for this app. */
export function mailingDeps(app: App) {
  const { database, config, keyring, queue } = app.deps;
  return {
    db: database.db,
    config,
    sessions: app.sessions,
    mailer: mailer({ db: database.db, keyring, queue, log: app.log }),
  };
}
