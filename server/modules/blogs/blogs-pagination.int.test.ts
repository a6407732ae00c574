import { blogListQuerySchema } from '@common/blog-list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { expectPaginatedList, walkPages } from '../../../test/helpers/pagination';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { blogPublications, blogs, publishingPlatforms, userPlatformConnections } from '../../db/schema';
import { blogListRepository } from './blogs-list.repository';

let t: TestApp;
let agent: Agent;
let userId: number;
let other: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  userId = (await agent.register()).id;
  other = new Agent(t.app);
  await other.register();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
type Row = { id: number; title: string };

/** Inserts blogs for `owner` straight into the table; `at` gives each its created_at (shared on purpose). */
async function seed(owner: number, count: number, at: (i: number) => Date, title = (i: number) => `Blog ${i}`) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: owner,
    title: title(i),
    content: '<p>x</p>',
    excerpt: 'x',
    createdAt: at(i),
    updatedAt: at(i),
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = await db()
      .insert(blogs)
      .values(rows.slice(i, i + 1000))
      .returning({ id: blogs.id });
    ids.push(...chunk.map((r) => r.id));
  }
  return ids;
}

async function ownBlogIdsInOrder() {
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`select id from blogs where user_id = ${userId} order by created_at desc, id desc`,
  );
  return rows.map((r) => Number(r.id));
}

describe('GET /api/blogs pages', () => {
  it('pages with a Link header, keeps other users out, and refuses bad cursors and limits', async () => {
    // Seven blogs, four of them created at the same instant: ties are broken by id.
    const same = new Date('2026-03-01T10:00:00.123456Z');
    await seed(userId, 7, (i) => (i < 4 ? same : new Date(Date.UTC(2026, 1, 1 + i))));
    await other.post('/api/blogs', { title: 'Not yours', content: '<p>secret</p>' });
    await expectPaginatedList(agent, '/api/blogs', await ownBlogIdsInOrder(), 3);
  });

  it('answers the first page without a cursor, at most 50 by default', async () => {
    await seed(userId, 60, () => new Date('2025-06-01T00:00:00Z'));
    const res = await agent.get('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row[]).length).toBe(50);
    expect(res.headers.link).toMatch(/^<\/api\/blogs\?cursor=[A-Za-z0-9_-]+&limit=50>; rel="next"$/);
  });

  it('searches titles with % and _ taken literally, and keeps the filters in the next link', async () => {
    await seed(
      userId,
      5,
      (i) => new Date(Date.UTC(2024, 0, 1 + i)),
      (i) => ['100% Lisbon', '100 Lisbon', 'lisbon_nights', 'Lisbon nights', 'Porto'][i]!,
    );
    const titles = async (q: string) =>
      ((await agent.get(`/api/blogs?q=${encodeURIComponent(q)}`)).json() as Row[]).map((r) => r.title).sort();
    // Part of a title matches literally; a search without a word (letters or digits) only that way.
    expect(await titles('%')).toEqual(['100% Lisbon']);
    expect(await titles('_')).toEqual(['lisbon_nights']);
    expect(await titles('0% L')).toEqual(['100% Lisbon']);
    expect(await titles('LISBON')).toEqual(['100 Lisbon', '100% Lisbon', 'Lisbon nights', 'lisbon_nights']);
    const walked = await walkPages<Row>(agent, '/api/blogs?q=lisbon&limit=2');
    expect(walked.items.map((r) => r.title).sort()).toEqual([
      '100 Lisbon',
      '100% Lisbon',
      'Lisbon nights',
      'lisbon_nights',
    ]);
    expect(walked.links.every((l) => l.includes('q=lisbon'))).toBe(true);
  });

  it('finds every word of a search in the title or the content, by its beginning, in any case', async () => {
    const [tart, soup, other] = await seed(userId, 3, (i) => new Date(Date.UTC(2024, 1, 1 + i)));
    await db()
      .update(blogs)
      .set({ content: '<h2>Olive oil</h2><p>A lemon tart with <strong>extra virgin</strong> olive oil.</p>' })
      .where(sql`${blogs.id} = ${tart!}`);
    await db()
      .update(blogs)
      .set({ title: 'Olive harvest soup', content: '<p>Stock, bread and oil from the press.</p>' })
      .where(sql`${blogs.id} = ${soup!}`);
    await db()
      .update(blogs)
      .set({ content: '<p class="olive">Nothing about it here; strong coffee.</p>' })
      .where(sql`${blogs.id} = ${other!}`);
    const ids = async (q: string) =>
      ((await agent.get(`/api/blogs?q=${encodeURIComponent(q)}`)).json() as Row[]).map((r) => r.id);
    expect(await ids('olive oil')).toEqual([soup, tart]);
    expect(await ids('VIRGIN')).toEqual([tart]);
    expect(await ids('lem')).toEqual([tart]);
    // Markup is not text: a tag or an attribute is never found.
    expect(await ids('strong')).toEqual([other]);
    expect(await ids('class')).toEqual([]);
    // Another creator's words are never found.
    const stranger = new Agent(t.app);
    await stranger.register();
    await stranger.post('/api/blogs', { title: 'Olive oil cake', content: '<p>olive oil</p>' });
    expect(await ids('olive oil')).toEqual([soup, tart]);
  });

  it('filters by status, platform and creation date', async () => {
    const [published, draft] = await seed(
      userId,
      2,
      () => new Date('2023-05-10T12:00:00Z'),
      (i) => `Filter ${i}`,
    );
    const [devto] = await db()
      .select()
      .from(publishingPlatforms)
      .where(sql`${publishingPlatforms.name} = 'devto'`);
    const [conn] = await db()
      .insert(userPlatformConnections)
      .values({ userId, platformId: devto!.id })
      .returning({ id: userPlatformConnections.id });
    await db()
      .insert(blogPublications)
      .values({ blogId: published!, platformConnectionId: conn!.id, status: 'published' });
    const ids = async (query: string) =>
      ((await agent.get(`/api/blogs?q=Filter&${query}`)).json() as Row[]).map((r) => r.id);
    expect(await ids('status=published')).toEqual([published]);
    expect(await ids('status=draft')).toEqual([draft]);
    expect(await ids('platform=devto')).toEqual([published]);
    expect(await ids('platform=ghost')).toEqual([]);
    expect(await ids('from=2023-05-10&to=2023-05-10')).toEqual([draft, published]);
    expect(await ids('from=2023-05-11')).toEqual([]);
    expect(await ids('to=2023-05-09')).toEqual([]);
    expect(await ids('from=2020-02-29&to=2024-02-29')).toEqual([draft, published]);
    const impossible = ['from=0000-01-01', 'to=2021-02-29', 'from=2020-02-30', 'to=2023-04-31', 'from=2023-13-01'];
    for (const bad of [
      'status=gone',
      'platform=myspace',
      'from=10/05/2023',
      'from=2023-05-11&to=2023-05-10',
      ...impossible,
    ]) {
      const res = await agent.get(`/api/blogs?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('10,000 blogs for one user', () => {
  let bigUser = 0;
  it('walks every page once, with no blog missing or repeated, even when timestamps are shared', async () => {
    const big = new Agent(t.app);
    bigUser = (await big.register()).id;
    // 10,000 blogs over 40 instants: 250 blogs share each created_at.
    const base = Date.parse('2026-01-01T00:00:00Z');
    const ids = await seed(bigUser, 10_000, (i) => new Date(base + (i % 40) * 1000));
    const started = Date.now();
    const first = await big.get('/api/blogs');
    const firstMs = Date.now() - started;
    expect(first.statusCode).toBe(200);
    expect(firstMs).toBeLessThan(1000);
    const walked = await walkPages<Row>(big, '/api/blogs?limit=100');
    expect(walked.pages.length).toBe(100);
    const seen = walked.items.map((r) => r.id);
    expect(new Set(seen).size).toBe(10_000);
    expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  }, 120_000);

  it('reads a page through the index, never a Seq Scan on blogs', async () => {
    await db().execute(sql`analyze blogs`);
    const list = blogListRepository(db());
    const cursorPage = await list.page(bigUser, blogListQuerySchema.parse({ limit: '50' }));
    for (const query of [
      blogListQuerySchema.parse({}),
      blogListQuerySchema.parse({ limit: '50' }),
      { ...blogListQuerySchema.parse({}), cursor: cursorPage.next },
    ]) {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(db(), sql`explain ${list.pageQuery(bigUser, query)}`);
      const text = plan.map((p) => p['QUERY PLAN']).join('\n');
      expect(text).toContain('blogs_user_created_id_idx');
      expect(text).not.toMatch(/Seq Scan on blogs/);
      expect(text).not.toMatch(/Sort/);
    }
  });
});
