import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { acquirePgListener } from './pg-listener';

/** A small JSON message between server processes. NOTIFY payloads must stay under 8000 bytes. */
export type BusMessage = Record<string, unknown> & { topic: string };
const MAX_BUS_PAYLOAD_BYTES = 7_500;
const CHANNEL = 'inkgram_realtime';

/**
 * Fan-out between server processes: PostgreSQL LISTEN/NOTIFY when several processes share one
 * database, an in-process emitter on PGlite (one process). Every message reaches every subscriber,
 * including those of the process that published it (docs/decisions/012).
 */
export interface RealtimeBus {
  readonly instanceId: string;
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /**
   * Which unbroken stretch of listening this is: it changes when the listener reconnects (messages
   * sent while it was away are lost), and is null while it is not listening.
   */
  epoch(): number | null;
  close(): Promise<void>;
}

function encode(message: BusMessage): string {
  const json = JSON.stringify(message);
  if (Buffer.byteLength(json) > MAX_BUS_PAYLOAD_BYTES)
    throw new Error(`realtime message too large for ${message.topic}`);
  return json;
}

export function inProcessBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    instanceId: randomUUID(),
    epoch: () => 0,
    async publish(message) {
      const copy = JSON.parse(encode(message)) as BusMessage;
      queueMicrotask(() => emitter.emit('message', copy));
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * LISTEN through the process's one listening connection (pg-listener.ts); NOTIFY through the shared
 * pool.
 */
async function postgresBus(pool: pg.Pool, log: Log): Promise<RealtimeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const { listener: pending, release } = acquirePgListener(pool, log);
  const listener = await pending;
  const unsubscribe = await listener.subscribe(CHANNEL, (payload) => {
    try {
      emitter.emit('message', JSON.parse(payload) as BusMessage);
    } catch {
      log.warn({ event: 'realtime_bad_payload' }, 'ignored a malformed realtime message');
    }
  });

  return {
    instanceId: randomUUID(),
    epoch: () => listener.epoch(),
    async publish(message) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, encode(message)]);
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async close() {
      unsubscribe();
      emitter.removeAllListeners();
      await release();
    },
  };
}

/**
 * PGlite is one process: the in-process emitter, plus what the database itself notifies on the
 * channel (the triggers of migration 0008), so that messages sent from SQL arrive as on PostgreSQL.
 */
async function pgliteBus(pglite: PGlite, log: Log): Promise<RealtimeBus> {
  const bus = inProcessBus();
  const fromSql = new EventEmitter();
  fromSql.setMaxListeners(0);
  const unlisten = await pglite.listen(CHANNEL, (payload) => {
    try {
      fromSql.emit('message', JSON.parse(payload) as BusMessage);
    } catch {
      log.warn({ event: 'realtime_bad_payload' }, 'ignored a malformed realtime message');
    }
  });
  return {
    ...bus,
    subscribe(listener) {
      const off = bus.subscribe(listener);
      fromSql.on('message', listener);
      return () => {
        off();
        fromSql.off('message', listener);
      };
    },
    async close() {
      fromSql.removeAllListeners();
      await unlisten().catch(() => undefined);
      await bus.close();
    },
  };
}

export const createBus = (database: Database, log: Log): Promise<RealtimeBus> =>
  database.kind === 'postgres' ? postgresBus(database.pool, log) : pgliteBus(database.pglite, log);
