import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { aiGenerations } from '../../db/schema';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { pruneGenerations } from './ai-retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('retention of stored AI generations', () => {
  it('keeps 90 days by default, configurable with AI_GENERATION_RETENTION_DAYS', () => {
    const base = { DATA_DIR: '/tmp/x', ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}` };
    expect(parseConfig(base).AI_GENERATION_RETENTION_DAYS).toBe(90);
    expect(parseConfig({ ...base, AI_GENERATION_RETENTION_DAYS: '30' }).AI_GENERATION_RETENTION_DAYS).toBe(30);
    expect(() => parseConfig({ ...base, AI_GENERATION_RETENTION_DAYS: '0' })).toThrow(/AI_GENERATION_RETENTION_DAYS/);
  });

  it('deletes generations older than the bound, except the one a saved blog came from', async () => {
    const agent = new Agent(t.app);
    const user = await agent.register();
    const db = t.deps.database.db;
    const now = new Date();
    const make = async (title: string, ageDays: number) => {
      const [row] = await db
        .insert(aiGenerations)
        .values({
          userId: user.id,
          writerKind: 'builtin',
          writerLabel: 'Built-in writer',
          promptVersion: 'builtin-v1',
          title,
          content: `<p>${title}</p>`,
          createdAt: new Date(now.getTime() - ageDays * DAY),
        })
        .returning();
      return row!;
    };
    const old = await make('Old, never saved', 120);
    const kept = await make('Old, saved as a blog', 120);
    const recent = await make('Recent', 10);
    const blog = (
      await agent.post('/api/blogs', { title: 'Saved', content: `<p>Old, saved as a blog</p>` })
    ).json() as {
      id: number;
    };
    expect((await agent.request('PUT', `/api/blogs/${blog.id}/provenance`, { generationId: kept.id })).statusCode).toBe(
      200,
    );

    expect(await pruneGenerations(db, 90, now)).toBe(1);
    const left = await queryRows<{ id: number }>(
      db,
      sql`select id from ai_generations where user_id = ${user.id} order by id`,
    );
    expect(left.map((r) => r.id)).toEqual([kept.id, recent.id]);
    expect(left.map((r) => r.id)).not.toContain(old.id);
    const prov = (await agent.get(`/api/blogs/${blog.id}/provenance`)).json() as { provenance: unknown };
    expect(prov.provenance).toMatchObject({ writer: { kind: 'builtin' } });
    // A shorter bound removes the recent one too, still never the linked one.
    expect(await pruneGenerations(db, 5, now)).toBe(1);
    expect(await pruneGenerations(db, 5, now)).toBe(0);
  });
});
