import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { seedAccount } from '../../test/helpers/post-fixtures';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { startJobs } from '../jobs/boss';

/**
 * Answers that carry personal data (the current user, the account, its devices and exports, the
 * Instagram and platform connections) are `Cache-Control: no-store` with no ETag, so no cache keeps
 * them and a conditional request never gets a 304; content lists keep `private, no-cache` + ETag.
 */
let t: TestApp;
let boss: PgBoss;
let agent: Agent;
let accountId: number;
let exportId: number;
beforeAll(async () => {
  t = await createTestApp();
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
  agent = new Agent(t.app);
  const user = await agent.register();
  accountId = (await seedAccount(t.deps, user.id)).id;
  const requested = await agent.post('/api/account/exports', {});
  expect(requested.statusCode, requested.body).toBe(202);
  exportId = (requested.json() as { id: number }).id;
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2_000 });
  await t.close();
});

const PERSONAL = [
  '/api/user',
  '/api/account',
  '/api/account/sessions',
  '/api/account/deletion-summary',
  '/api/platform-connections',
  '/api/instagram/accounts',
];

describe('Cache-Control of personal data', () => {
  it.each(PERSONAL)('%s is no-store, without an ETag, and never a 304', async (path) => {
    const res = await agent.get(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const again = await agent.get(path, { 'if-none-match': '*' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
  });

  it('an export (its status) is no-store too', async () => {
    const res = await agent.get(`/api/account/exports/${exportId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('content lists keep private, no-cache with an ETag and 304', async () => {
    expect((await agent.post('/api/blogs', { title: 'Cached', content: '<p>x</p>' })).statusCode).toBe(201);
    for (const path of [
      '/api/blogs',
      '/api/writing-prompts',
      '/api/publications',
      `/api/instagram/accounts/${accountId}/posts`,
    ]) {
      const res = await agent.get(path);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], path).toBe('private, no-cache');
      const etag = res.headers.etag as string;
      expect(etag, path).toMatch(/^W\/".+"$/);
      expect((await agent.get(path, { 'if-none-match': etag })).statusCode, path).toBe(304);
    }
  });
});
