import type { PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramConnector, runLoad } from '../scripts/load-lib.mjs';
import { startJobs } from '../server/jobs/boss';
import { consent } from './fakes/instagram/consent';
import { FakeDevto } from './fakes/publishers/fake-devto';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testDatabaseUrl } from './helpers/test-db-env';
import { freePort } from './helpers/wait';

/**
 * The driver of `npm run load` in quick mode against real listening servers (two app instances on
 * one database on PostgreSQL, like two processes; one on PGlite): every action of the mix succeeds
 * and every acknowledged write is read back afterwards. No timing assertions.
 */
describe('npm run load driver (quick)', () => {
  const devto = new FakeDevto();
  const apps: TestApp[] = [];
  const targets: string[] = [];
  const bosses: PgBoss[] = [];

  beforeAll(async () => {
    await devto.start();
    const instances = testDatabaseUrl() ? 2 : 1;
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const t = await createTestApp(
        {
          PUBLIC_URL: base,
          REGISTER_LIMIT_PER_HOUR: '1000',
          AI_RATE_PER_MINUTE: '1000',
          DEVTO_API_URL: devto.apiUrl,
          OUTBOUND_ALLOWLIST: devto.hostPort,
        },
        apps[0] ? { shareDatabaseOf: apps[0] } : {},
      );
      apps.push(t);
      bosses.push(await startJobs(t.deps, pino({ level: 'silent' }))); // publications run as jobs, as in server/main.ts
      await t.app.listen({ port, host: '127.0.0.1' });
      targets.push(base);
    }
  }, 60_000);

  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, timeout: 2_000 });
    for (const t of apps.reverse()) {
      await t.app.instagram.sync.idle();
      await t.close();
    }
    await devto.close();
  });

  it('runs the whole mix with no error and loses no acknowledged write', async () => {
    const result = await runLoad({
      targets,
      users: 6,
      seconds: 4,
      thinkMs: 50,
      devtoApiKey: devto.apiKey,
      instagramUsers: 2,
      connectInstagram: instagramConnector(consent),
      publishWaitMs: 20_000,
    });
    expect(result.errors).toEqual([]);
    expect(result.lost).toEqual([]);
    // The mix really ran: reads, writes, deletes, contributions and publications all happened.
    const ops = new Set(result.rows.filter((r) => r.count > 0).map((r) => r.op));
    for (const op of ['list', 'read', 'create', 'edit', 'delete', 'prompts', 'contribute', 'publish'])
      expect(ops, op).toContain(op);
    expect(result.writes.blogs).toBeGreaterThan(0);
    expect(result.writes.published).toBe(devto.articles.length);
  }, 90_000);

  it('reports an acknowledged write that is gone afterwards as lost', async () => {
    let removed = 0;
    const result = await runLoad({
      targets,
      users: 2,
      seconds: 1,
      thinkMs: 20,
      publishWaitMs: 20_000,
      beforeVerify: async (users) => {
        // One second under a busy machine may leave the user no blog that is neither deleted nor
        // published (each user's first round also deletes and publishes): then one is made for it.
        const user = users[0]!;
        const draft = () => [...user.blogs].find(([, b]) => !b.deleted && !b.published);
        if (!draft()) await user.createBlog('create');
        const [id] = draft()!;
        await apps[0]!.deps.database.db.execute(sql`delete from blogs where id = ${id}`);
        removed = id;
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.lost).toEqual([`blog ${removed}: acknowledged but answers 404`]);
  }, 60_000);
});
