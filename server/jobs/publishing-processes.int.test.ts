import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requeueStalePublications } from '../modules/publishing';
import { Agent } from '../../test/helpers/agent';
import { publishingHarness, type PublicationBody } from '../../test/helpers/publishing-harness';
import { scheduleProbes } from '../../test/helpers/schedule-probes';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { testDatabaseUrl } from '../../test/helpers/test-db-env';
import { startJobs } from './boss';

/**
 * Schedules across server lifetimes and processes, with the job queue running: a time that passed
 * while the server was down goes out when it starts again (on the same database), and two server
 * processes on one PostgreSQL share the schedules: one post each, whichever process acts.
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto, wp, ghost, medium, hashnode } = h.fakes;
const probe = scheduleProbes(h);
const log = pino({ level: 'silent' });

const running = new Set<PgBoss>();
const apps: TestApp[] = [];
async function jobsOn(t: TestApp) {
  const boss = await startJobs(t.deps, log);
  running.add(boss);
  return boss;
}
async function down(boss: PgBoss) {
  running.delete(boss);
  await boss.stop({ timeout: 5_000 });
}
/** Another server process on the test's database (PostgreSQL: its own pool and job workers). */
async function anotherProcess() {
  const t = await createTestApp(
    {
      DEVTO_API_URL: devto.apiUrl,
      MEDIUM_API_URL: medium.apiUrl,
      HASHNODE_API_URL: hashnode.url,
      OUTBOUND_ALLOWLIST: `${wp.hostPort},${ghost.hostPort}`,
    },
    { shareDatabaseOf: h.t() },
  );
  apps.push(t);
  return t;
}
afterAll(async () => {
  for (const boss of [...running]) await down(boss);
  for (const t of apps) await t.close();
});

/** A time `ms` from now, to the second. */
const inFuture = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
const sleepUntil = (at: Date) => new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now())));
const scheduledFor = (at: Date) => (p: PublicationBody) =>
  p.status === 'scheduled' && p.abilities.retry && p.scheduledAt === at.toISOString();
const published = (p: PublicationBody) => p.status === 'published';

async function schedule(agent: Agent, blogId: number, connectionId: number, at?: Date) {
  const res = await h.publish(agent, blogId, {
    platformConnectionId: connectionId,
    ...(at ? { publishAt: at.toISOString() } : {}),
  });
  expect(res.status, res.body.message).toBe(202);
  return res.body;
}

describe('a schedule whose time passed while the server was down', () => {
  it('goes out when the server starts again on the same database: DEV by its job, Ghost recorded live', async () => {
    const first = await jobsOn(h.t());
    const dev = await h.connected('devto');
    const gh = await h.connected('ghost');
    const devAt = inFuture(8_000);
    const ghostAt = inFuture(10_000);
    await schedule(dev.agent, dev.blogId, dev.connectionId, devAt);
    const held = await schedule(gh.agent, gh.blogId, gh.connectionId, ghostAt);
    await probe.settled(gh.agent, gh.blogId, scheduledFor(ghostAt));
    await probe.jobsAt(held.id, [ghostAt.toISOString()]);

    await down(first);
    await sleepUntil(new Date(ghostAt.getTime() + 1_000));
    // Down: nothing ran at either time.
    expect((await h.history(dev.agent, dev.blogId))[0]).toMatchObject({ status: 'scheduled' });
    expect(probe.stored('devto', dev.title)).toEqual([]);
    expect(probe.stored('ghost', gh.title)).toEqual([{ live: false, held: true, at: ghostAt }]);

    // PGlite is one process: the restarted job system opens the same database; PostgreSQL: a new process.
    await jobsOn(testDatabaseUrl() ? await anotherProcess() : h.t());
    await probe.settled(dev.agent, dev.blogId, published);
    await probe.settled(gh.agent, gh.blogId, published);
    const [article] = probe.stored('devto', dev.title);
    expect(article).toMatchObject({ live: true });
    expect(article!.at!.getTime()).toBeGreaterThanOrEqual(devAt.getTime());
    expect(probe.stored('ghost', gh.title)).toEqual([{ live: true, held: false, at: ghostAt }]);
  });
});

// Two processes need two connections to one server: the PostgreSQL tier only (PGlite is one process).
if (testDatabaseUrl() !== undefined)
  describe('two server processes on one database (PostgreSQL)', () => {
    let other: TestApp;
    beforeAll(async () => {
      for (const boss of [...running]) await down(boss);
      other = await anotherProcess();
      await jobsOn(h.t());
      await jobsOn(other);
    });

    it('scheduled on one, cancelled and published now on the other: one post, live now', async () => {
      const { agent, blogId, title, connectionId } = await h.connected('wordpress');
      const elsewhere = new Agent(other.app);
      for (const [k, v] of agent.cookies) elsewhere.cookies.set(k, v);

      const at = inFuture(2 * 86_400_000);
      const p = await schedule(agent, blogId, connectionId, at);
      await probe.settled(agent, blogId, scheduledFor(at));
      await probe.jobsAt(p.id, [at.toISOString()]);
      expect((await elsewhere.delete(`/api/publications/${p.id}`)).statusCode).toBe(204);
      await probe.jobsAt(p.id, []);
      const later = inFuture(86_400_000);
      await schedule(elsewhere, blogId, connectionId, later);
      await probe.settled(agent, blogId, scheduledFor(later));
      await probe.jobsAt(p.id, [later.toISOString()]);
      expect(probe.stored('wordpress', title)).toEqual([{ live: false, held: true, at: later }]);

      const started = Date.now();
      await schedule(elsewhere, blogId, connectionId);
      await probe.settled(agent, blogId, published);
      const posts = probe.stored('wordpress', title);
      expect(posts).toMatchObject([{ live: true, held: false }]);
      expect(posts[0]!.at!.getTime()).toBeGreaterThanOrEqual(started - 1_000);
      await probe.jobsAt(p.id, []);
    });

    it('a DEV schedule both processes could run, and a sweep on both at once: one article', async () => {
      const { agent, blogId, title, connectionId } = await h.connected('devto');
      const at = inFuture(3_000);
      await schedule(agent, blogId, connectionId, at);
      await probe.settled(agent, blogId, published);
      expect(probe.stored('devto', title)).toHaveLength(1);

      // Due five minutes ago, its only job waits for a day later (as a cancelled time's did): both processes sweep at once.
      const lost = await h.connected('devto');
      const q = await schedule(lost.agent, lost.blogId, lost.connectionId, inFuture(86_400_000));
      await h
        .t()
        .deps.database.db.execute(
          sql`update blog_publications set scheduled_at = now() - interval '5 minutes', updated_at = now() - interval '5 minutes' where id = ${q.id}`,
        );
      await Promise.all([h.t(), other].map((t) => requeueStalePublications(t.deps.database.db, t.deps.queue)));
      await probe.settled(lost.agent, lost.blogId, published);
      expect(probe.stored('devto', lost.title)).toHaveLength(1);
    });
  });
