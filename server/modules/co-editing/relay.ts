import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { documentOf } from '@common/co-editing';
import type { Database } from '../../db/client';
import { acquirePgListener } from '../../lib/realtime/pg-listener';
import { UPDATE_TABLES, yStores } from './stores';

/**
 * How a Y update typed in one server process reaches the editors connected to the others
 * (docs/decisions/020). Every update is first appended to its document's update table (a blog's
 * blog_yupdates, a session draft's session_draft_updates); on PostgreSQL the same
 * statement NOTIFYs the coedit channel with the row's id and, when it fits in a NOTIFY payload
 * (8000 bytes), the update itself (base64), so that the other processes need no read; a larger
 * update is read back by id. On PGlite there is one process: appending is all there is to do.
 */
export type RelayMessage =
  | { kind: 'update'; doc: string; id: number; update?: Uint8Array }
  | { kind: 'awareness'; doc: string; update: Uint8Array }
  /** A process opened the document: the others send it who is there (presence). */
  | { kind: 'hello'; doc: string }
  /** A user's access to a document changed: their connections are closed (they reconnect with the new role). */
  | { kind: 'kick'; doc: string; userId: number }
  /** The listener reconnected: notices may have been missed, re-read the stored updates. */
  | { kind: 'resync' };

export interface CoeditRelay {
  readonly instanceId: string;
  /**
   * Persists the update of a document (named `blog:<id>` or `session:<id>`), durably, before it
   * resolves, and tells the other processes. Returns its id.
   */
  append(doc: string, update: Uint8Array): Promise<number>;
  /** Presence (names, cursors) for the editors on other processes; not stored. */
  awareness(doc: string, update: Uint8Array): Promise<void>;
  /** Asks the other processes for the presence of a document this process just opened. */
  hello(doc: string): Promise<void>;
  /** Tells the other processes to close a user's connections to a document. */
  kick(doc: string, userId: number): Promise<void>;
  subscribe(listener: (message: RelayMessage) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'inkgram_coedit';
/** NOTIFY's payload limit is 8000 bytes; keep a margin for the header. */
const MAX_INLINE_BASE64 = 7_800;

interface Log {
  warn(obj: object, msg: string): void;
}

export function createRelay(database: Database, log: Log): Promise<CoeditRelay> {
  if (database.kind === 'pglite') {
    const storeOf = yStores(database.db);
    return Promise.resolve({
      instanceId: randomUUID(),
      append: (doc, update) => {
        const d = documentOf(doc)!;
        return storeOf(d).append(d.id, update);
      },
      awareness: async () => undefined,
      kick: async () => undefined,
      hello: async () => undefined,
      subscribe: () => undefined,
      close: async () => undefined,
    });
  }
  return postgresRelay(database.pool, log);
}

function parse(payload: string, self: string): RelayMessage | undefined {
  const [kind, instance, doc, ...rest] = payload.split('|');
  if (instance === self || !doc || !documentOf(doc)) return undefined;
  if (kind === 'u') {
    const [id, b64] = rest;
    return { kind: 'update', doc, id: Number(id), update: b64 ? Buffer.from(b64, 'base64') : undefined };
  }
  if (kind === 'h') return { kind: 'hello', doc };
  if (kind === 'k') return { kind: 'kick', doc, userId: Number(rest[0]) };
  if (kind === 'a' && rest[0]) return { kind: 'awareness', doc, update: Buffer.from(rest[0], 'base64') };
  return undefined;
}

async function postgresRelay(pool: pg.Pool, log: Log): Promise<CoeditRelay> {
  const instanceId = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const { listener: pending, release } = acquirePgListener(pool, log);
  const listener = await pending;
  const unsubscribe = await listener.subscribe(CHANNEL, (payload) => {
    const message = parse(payload, instanceId);
    if (message) emitter.emit('message', message);
  });
  // Notices sent while the listener was away are lost: the editors re-read the stored updates.
  const offReconnect = listener.onReconnect(() => emitter.emit('message', { kind: 'resync' } satisfies RelayMessage));

  return {
    instanceId,
    async append(doc, update) {
      const b64 = Buffer.from(update).toString('base64');
      const inline = b64.length <= MAX_INLINE_BASE64 ? b64 : '';
      const d = documentOf(doc)!;
      const { table, key } = UPDATE_TABLES[d.kind];
      const { rows } = await pool.query<{ id: string }>(
        `with ins as (insert into ${table} (${key}, update) values ($1, $2) returning id)
         select id, pg_notify('${CHANNEL}', $3 || id || '|' || $4) from ins`,
        [d.id, Buffer.from(update), `u|${instanceId}|${doc}|`, inline],
      );
      return Number(rows[0]!.id);
    },
    async awareness(doc, update) {
      const b64 = Buffer.from(update).toString('base64');
      if (b64.length > MAX_INLINE_BASE64) return;
      await pool.query('select pg_notify($1, $2)', [CHANNEL, `a|${instanceId}|${doc}|${b64}`]);
    },
    async kick(doc, userId) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, `k|${instanceId}|${doc}|${userId}`]);
    },
    async hello(doc) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, `h|${instanceId}|${doc}|`]);
    },
    subscribe(listener) {
      emitter.on('message', listener);
    },
    async close() {
      unsubscribe();
      offReconnect();
      emitter.removeAllListeners();
      await release();
    },
  };
}
