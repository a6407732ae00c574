import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { insertBlog, platformId } from '../../../test/helpers/publishing';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { withTransaction } from '../../db/transaction';

/** Migration 0011 on rows made before destinations (docs/decisions/018-publishing-destinations-and-modes.md): each connection and ledger row gets its site. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const migration = readFileSync(
  new URL('../../db/migrations/0011_publishing-destinations.sql', import.meta.url),
  'utf8',
);
/** The statements that fill the keys in (between the temporary table and its drop). */
const backfill = migration
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => /_upc_destinations/.test(s));

describe('the destinations migration', () => {
  it('keys connections by site (the newest of duplicates) and the ledger by blog and site (the published row)', async () => {
    const db = t.deps.database.db;
    const agent = new Agent(t.app);
    const user = await agent.register();
    const [wordpress, devto] = [await platformId(agent, 'wordpress'), await platformId(agent, 'devto')];
    const connection = async (platform: number, settings: Record<string, string>) =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`insert into user_platform_connections (user_id, platform_id, api_key, settings)
              values (${user.id}, ${platform}, 'x', ${JSON.stringify(settings)}::jsonb) returning id`,
        )
      )[0]!.id;
    // Two connections to one site (a reconnect before this change), one to DEV, one without settings.
    const oldWp = await connection(wordpress, { apiUrl: 'https://Blog.Example.com/' });
    const newWp = await connection(wordpress, { apiUrl: 'https://blog.example.com' });
    const dev = await connection(devto, { userId: '42' });
    const bare = await connection(devto, {});
    const blogId = await insertBlog(db, user.id);
    const publication = async (connectionId: number, status: string) =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`insert into blog_publications (blog_id, platform_connection_id, status)
              values (${blogId}, ${connectionId}, ${status}) returning id`,
        )
      )[0]!.id;
    const published = await publication(oldWp, 'published');
    const second = await publication(newWp, 'failed');
    const onDev = await publication(dev, 'published');

    await withTransaction(db, async (tx) => {
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });

    const keys = async (table: 'user_platform_connections' | 'blog_publications', ids: number[]) =>
      (
        await queryRows<{ id: number; destination_key: string | null }>(
          db,
          sql`select id, destination_key from ${sql.raw(table)} where id in (${sql.join(ids, sql`, `)}) order by id`,
        )
      ).map((r) => r.destination_key);
    expect(await keys('user_platform_connections', [oldWp, newWp, dev, bare])).toEqual([
      null,
      'wordpress:blog.example.com',
      'devto:42',
      null,
    ]);
    expect(await keys('blog_publications', [published, second, onDev])).toEqual([
      'wordpress:blog.example.com',
      null,
      'devto:42',
    ]);

    // Publishing again through the surviving connection finds the published row: no second post is queued.
    const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: newWp });
    expect(res.statusCode).toBe(409);
  });
});
