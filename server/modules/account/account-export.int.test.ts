import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt } from '../../../test/helpers/collaborative-sessions-fixtures';
import { insertBlog } from '../../../test/helpers/publishing';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import type { UserId } from '@common/ids';
import type { Actor } from '../../lib/policy';
import { exportService, purgeExpiredExports } from './export.service';

const actorOf = (user: { id: number }): Actor => ({ userId: user.id as UserId });

let t: TestApp;
let boss: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2_000 });
  await t.close();
});

interface ExportBody {
  id: string;
  status: string;
  progress: number;
  downloadUrl: string | null;
}

/** A PNG-ish payload unique to the test (the storage only checks the declared type). */
const imageBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(`img-${Date.now()}`),
]);

async function creatorWithBlogAndImage() {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const key = await createMediaStorage(t.config).put(imageBytes, 'image/png');
  await queryRows(t.deps.database.db, sql`insert into media_owners (key, user_id) values (${key}, ${user.id})`);
  await insertBlog(t.deps.database.db, user.id, {
    title: 'Sunrise at the lake',
    content: `<h2>Early light</h2><p>The water was <strong>still</strong>.</p><p><img src="/media/${key}" alt="Lake"></p>`,
  });
  await createPrompt(agent, { title: 'Lake prompt' });
  return { agent, user, key };
}

async function finishedExport(agent: Agent): Promise<ExportBody> {
  const started = await agent.post('/api/account/exports');
  expect(started.statusCode).toBe(202);
  const id = (started.json() as ExportBody).id;
  return until(
    async () => (await agent.get(`/api/account/exports/${id}`)).json() as ExportBody,
    (e) => e.status === 'ready' || e.status === 'failed',
  );
}

describe('account export', () => {
  it("produces a zip with the blog's Markdown and HTML, its image bytes and the JSON files", async () => {
    const { agent, key } = await creatorWithBlogAndImage();
    const done = await finishedExport(agent);
    expect(done).toMatchObject({ status: 'ready', progress: 100, downloadUrl: expect.stringContaining(done.id) });

    const res = await agent.get(done.downloadUrl ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inkgram-export-/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    const md = names.find((n) => /^blogs\/\d+-sunrise-at-the-lake\/index\.md$/.test(n));
    expect(md, names.join(', ')).toBeDefined();
    const markdown = strFromU8(files[md ?? ''] ?? new Uint8Array());
    expect(markdown).toContain('# Sunrise at the lake');
    expect(markdown).toContain('## Early light');
    expect(markdown).toContain('**still**');
    expect(markdown).toContain(`![Lake](../../media/${key})`);
    expect(names.some((n) => n.endsWith('/index.html'))).toBe(true);
    expect(Buffer.from(files[`media/${key}`] ?? [])).toEqual(imageBytes);
    for (const json of ['account.json', 'blogs.json', 'prompts.json', 'contributions.json', 'publications.json']) {
      expect(names).toContain(json);
    }
    const prompts = JSON.parse(strFromU8(files['prompts.json'] ?? new Uint8Array())) as { title: string }[];
    expect(prompts.map((p) => p.title)).toEqual(['Lake prompt']);
  });

  it('is not visible or downloadable by another user, and not by anyone signed out', async () => {
    const { agent } = await creatorWithBlogAndImage();
    const done = await finishedExport(agent);
    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/account/exports/${done.id}`)).statusCode).toBe(404);
    const stolen = await stranger.get(done.downloadUrl ?? '');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'not_found' });
    expect((await new Agent(t.app).get(done.downloadUrl ?? '')).statusCode).toBe(401);
  });

  it('expires: past its time the link is gone, and the hourly purge deletes the archive', async () => {
    const { agent } = await creatorWithBlogAndImage();
    const done = await finishedExport(agent);
    await queryRows(
      t.deps.database.db,
      sql`update account_exports set expires_at = now() - interval '1 minute' where public_id = ${done.id}`,
    );
    expect((await agent.get(done.downloadUrl ?? '')).statusCode).toBe(404);
    expect(await purgeExpiredExports(t.deps.database.db)).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from account_exports where public_id = ${done.id}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('a second request while one is under way returns the same export, and queues nothing more', async () => {
    const user = await new Agent(t.app).register();
    const sent: object[] = [];
    const service = exportService(t.deps.database.db, { send: async (_name, data) => (sent.push(data), 'job') });
    const first = await service.request(actorOf(user));
    const second = await service.request(actorOf(user));
    expect(second.publicId).toBe(first.publicId);
    expect(sent).toHaveLength(1);
  });

  it('a request whose job could not be queued is not left pending, so the next request starts afresh', async () => {
    const user = await new Agent(t.app).register();
    const down = exportService(t.deps.database.db, {
      send: () => Promise.reject(new Error('queue down')),
    });
    await expect(down.request(actorOf(user))).rejects.toMatchObject({
      status: 503,
      code: 'jobs_unavailable',
      message: 'Your export could not be started just now. Nothing was lost; please try again in a minute.',
    });
    const sent: object[] = [];
    const up = exportService(t.deps.database.db, { send: async (_name, data) => (sent.push(data), 'job') });
    const next = await up.request(actorOf(user));
    expect(next.status).toBe('queued');
    expect(sent).toHaveLength(1);
  });

  it('answers 503 with Retry-After and a clear message when the job queue refuses the export', async () => {
    const agent = new Agent(t.app);
    await agent.register();
    const spy = vi.spyOn(t.deps.queue, 'send').mockRejectedValueOnce(new Error('queue down'));
    try {
      const res = await agent.post('/api/account/exports');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({
        code: 'jobs_unavailable',
        message: 'Your export could not be started just now. Nothing was lost; please try again in a minute.',
      });
    } finally {
      spy.mockRestore();
    }
    expect((await agent.post('/api/account/exports')).statusCode).toBe(202); // and the next try starts afresh
  });
});
