import type { Database } from '../../db/client';
import { createBus, type RealtimeBus } from './bus';

interface Log {
  warn(obj: object, msg: string): void;
}

interface Entry {
  bus: Promise<RealtimeBus>;
  users: number;
}

const buses = new WeakMap<Database, Entry>();

/**
 * One bus per database per process for those who only publish and fan out small notices (the
 * publishing worker and the publication-events stream share it): on PostgreSQL that is one LISTEN
 * connection, on PGlite one in-process emitter, so that a worker's notice reaches this process's
 * streams. Each `acquire` is paired with its `release`; the last release closes the bus.
 */
export function acquireSharedBus(
  database: Database,
  log: Log,
): { bus: Promise<RealtimeBus>; release: () => Promise<void> } {
  let entry = buses.get(database);
  if (!entry) {
    entry = { bus: createBus(database, log), users: 0 };
    buses.set(database, entry);
  }
  entry.users += 1;
  const current = entry;
  let released = false;
  return {
    bus: current.bus,
    async release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      if (buses.get(database) === current) buses.delete(database);
      await (await current.bus).close();
    },
  };
}
