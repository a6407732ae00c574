import pg from 'pg';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The one connection per process that LISTENs on PostgreSQL (docs/decisions/012): the realtime bus
 * and the co-editing relay each subscribe to their channel here instead of holding a connection of
 * their own. It reconnects with back-off; `epoch` says which unbroken stretch of listening this is
 * (null while it is away), and `onReconnect` tells subscribers that notices may have been missed.
 */
export interface PgListener {
  /** Listens on `channel` (on the live connection too) and calls `handler` with each payload. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => void>;
  onReconnect(handler: () => void): () => void;
  epoch(): number | null;
}

interface Entry {
  listener: Promise<PgListener & { close(): Promise<void> }>;
  users: number;
}

const listeners = new WeakMap<pg.Pool, Entry>();

function createPgListener(pool: pg.Pool, log: Log): Promise<PgListener & { close(): Promise<void> }> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | undefined;
  /** The client whose LISTENs have completed; cleared with `client` when it is lost. */
  let live: pg.Client | undefined;
  let listening = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const quote = (channel: string) => pg.escapeIdentifier(channel);

  async function connect(isReconnect: boolean): Promise<void> {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => {
      if (!n.payload) return;
      for (const handler of handlers.get(n.channel) ?? []) handler(n.payload);
    });
    const reconnect = (err?: Error) => {
      if (closed || client !== c) return;
      client = undefined;
      live = undefined;
      log.warn({ event: 'realtime_listener_lost', err: err?.message }, 'realtime listener lost; reconnecting');
      c.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch((e: Error) => reconnect(e)), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', reconnect);
    c.on('end', () => reconnect());
    client = c;
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`listen ${quote(channel)}`);
    if (client !== c) return;
    live = c;
    listening += 1;
    delay = 250;
    if (isReconnect) for (const handler of reconnectHandlers) handler();
  }

  return connect(false).then(() => ({
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // A connection that is not live yet LISTENs on every channel when it connects.
        if (live) await live.query(`listen ${quote(channel)}`);
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    epoch: () => (live && live === client ? listening : null),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      handlers.clear();
      reconnectHandlers.clear();
      await client?.end().catch(() => undefined);
    },
  }));
}

/**
 * The process's listener for this pool; each `acquire` is paired with its `release`, and the last
 * release closes the connection.
 */
export function acquirePgListener(
  pool: pg.Pool,
  log: Log,
): { listener: Promise<PgListener>; release: () => Promise<void> } {
  let entry = listeners.get(pool);
  if (!entry) {
    entry = { listener: createPgListener(pool, log), users: 0 };
    listeners.set(pool, entry);
    // A failed first connection is not kept: the next acquire tries again.
    entry.listener.catch(() => {
      if (listeners.get(pool) === entry) listeners.delete(pool);
    });
  }
  entry.users += 1;
  const current = entry;
  let released = false;
  return {
    listener: current.listener,
    async release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      if (listeners.get(pool) === current) listeners.delete(pool);
      await (await current.listener.catch(() => undefined))?.close();
    },
  };
}
