import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';
import { createRelay, type RelayMessage } from './relay';
import { createBus, type BusMessage } from '../../lib/realtime/bus';

const log = { warn: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the realtime bus', () => {
  it('delivers what the database NOTIFYs on its channel', async () => {
    const bus = await createBus(t.deps.database, log);
    const received: BusMessage[] = [];
    bus.subscribe((m) => received.push(m));
    await t.deps.database.db.execute(sql`select pg_notify('inkgram_realtime', '{"topic":"probe","n":1}')`);
    await vi.waitFor(() => expect(received).toContainEqual({ topic: 'probe', n: 1 }));
    await bus.close();
  });
});

/** The backends of this database whose last statement was a LISTEN: the process's listening connections. */
async function listeners(): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    t.deps.database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
  );
  return rows.map((r) => r.pid);
}

// Several processes share PostgreSQL: this block runs on TEST_DB=postgres (docs/decisions/012).
if (testDatabaseUrl())
  describe('one LISTEN connection per process on PostgreSQL', () => {
    it('the app listens for the bus, live sessions and co-editing on a single connection', async () => {
      expect(await listeners()).toHaveLength(1);
      // A bus and a relay opened later share it too.
      const bus = await createBus(t.deps.database, log);
      const relay = await createRelay(t.deps.database, log);
      expect(await listeners()).toHaveLength(1);
      await bus.close();
      await relay.close();
      expect(await listeners()).toHaveLength(1);
    });

    it('after the connection is lost it listens again on every channel and tells the relay to resync', async () => {
      const bus = await createBus(t.deps.database, log);
      const relay = await createRelay(t.deps.database, log);
      const onBus: BusMessage[] = [];
      const onRelay: RelayMessage[] = [];
      bus.subscribe((m) => onBus.push(m));
      relay.subscribe((m) => onRelay.push(m));
      const before = bus.epoch();
      expect(before).not.toBeNull();

      const [pid] = await listeners();
      await t.deps.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await vi.waitFor(() => expect(onRelay).toContainEqual({ kind: 'resync' }), { timeout: 10_000 });
      expect(bus.epoch()).not.toBe(before);
      expect(bus.epoch()).not.toBeNull();

      // Both channels are listened to again: a bus message and another process's co-editing notice arrive.
      await bus.publish({ topic: 'after-reconnect' });
      await t.deps.database.db.execute(sql`select pg_notify('inkgram_coedit', ${'h|another-process|blog:1|'})`);
      await vi.waitFor(() => {
        expect(onBus).toContainEqual({ topic: 'after-reconnect' });
        expect(onRelay).toContainEqual({ kind: 'hello', doc: 'blog:1' });
      });
      const now = await listeners();
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(pid);
      await bus.close();
      await relay.close();
    });
  });
