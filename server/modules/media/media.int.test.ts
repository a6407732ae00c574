import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';
import { insertBlog } from '../../../test/helpers/publishing';
import { queryRows } from '../../../test/helpers/test-app';

/**
 * /media/<key> over images really imported from (a fake) Instagram: the owner sees them, nobody
 * else does (an answer identical to a missing key), until a blog of the owner showing them is
 * published.
 */
let t: InstagramTestApp;
let owner: Agent;
let ownerId: number;
let stranger: Agent;
let strangerId: number;
let anonymous: Agent;
let accountId: number;
let posts: InstagramPost[];
let picture: string;

beforeAll(async () => {
  t = await instagramTestApp();
  owner = new Agent(t.app, '203.0.113.21');
  ownerId = (await owner.register()).id;
  stranger = new Agent(t.app, '203.0.113.22');
  strangerId = (await stranger.register()).id;
  anonymous = new Agent(t.app, '203.0.113.23');
  accountId = (await connectAccount(t, owner, 'travel')).accountId;
  posts = (await owner.get(`/api/instagram/accounts/${accountId}/posts`)).json() as InstagramPost[];
  picture = ((await owner.get('/api/instagram/accounts')).json() as InstagramAccount[])[0]!.profilePicture!;
});
afterAll(async () => t?.close());

const MISSING = `/media/${'0'.repeat(64)}.png`;
/** Post images, distinct (several sample posts share a picture) and in feed order. */
const images = () => [...new Set(posts.map((p) => p.mediaUrl!))];
const slide = () => posts.find((p) => p.slides.length > 0)!.slides[0]!.mediaUrl!;

/** What a client can observe of a 404, minus what differs per request. */
const observable = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.fromEntries(
    Object.entries(res.headers).filter(([k]) => !['date', 'content-security-policy'].includes(k)),
  ),
});

async function publish(userId: number, featuredImage: string | null, content: string, status = 'published') {
  const blogId = await insertBlog(t.deps.database.db, userId, { featuredImage, content });
  await t.deps.database.db.execute(sql`insert into blog_publications (blog_id, status) values (${blogId}, ${status})`);
  return blogId;
}

describe('an imported image', () => {
  it("is served to its owner, privately cached: the post's image, a carousel slide, the profile picture", async () => {
    for (const url of [images()[0]!, slide(), picture]) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('is a 404 for a stranger and for anonymous visitors, identical to a key that does not exist', async () => {
    const missing = observable(await anonymous.get(MISSING));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'Media not found', code: 'not_found' });
    for (const url of [images()[0]!, slide(), picture]) {
      expect(observable(await stranger.get(url)), url).toEqual(missing);
      expect(observable(await anonymous.get(url)), url).toEqual(missing);
    }
  });

  it('answers a revalidation with 304 to its owner only; a stranger with the ETag still gets the 404', async () => {
    const first = await owner.get(images()[0]!);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
    const again = await owner.get(images()[0]!, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const probe = await stranger.get(images()[0]!, { 'if-none-match': etag });
    expect(probe.statusCode).toBe(404);
  });
});

describe('a published blog', () => {
  it('makes its featured image and the images in its content public; the owner’s other images stay private', async () => {
    const [cover, inline, other] = images();
    await publish(ownerId, cover!, `<p>Kyoto</p><p><img src="${inline}" alt="Lanes"></p>`);
    for (const url of [cover!, inline!]) {
      for (const viewer of [anonymous, stranger]) {
        const res = await viewer.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
      }
    }
    expect((await anonymous.get(other!)).statusCode).toBe(404);
    expect((await stranger.get(other!)).statusCode).toBe(404);
    expect((await anonymous.get(slide())).statusCode).toBe(404);
    expect((await owner.get(other!)).statusCode).toBe(200);
  });

  it('counts only while the publication is published or being published, not pending, failed or a draft', async () => {
    const [, , , pending, failed, publishing] = images();
    await publish(ownerId, pending!, '<p>a</p>', 'pending');
    await publish(ownerId, failed!, '<p>b</p>', 'failed');
    const draft = await insertBlog(t.deps.database.db, ownerId, { featuredImage: publishing! });
    expect((await anonymous.get(pending!)).statusCode).toBe(404);
    expect((await anonymous.get(failed!)).statusCode).toBe(404);
    expect((await anonymous.get(publishing!)).statusCode).toBe(404);
    await t.deps.database.db.execute(
      sql`insert into blog_publications (blog_id, status) values (${draft}, 'publishing')`,
    );
    expect((await anonymous.get(publishing!)).statusCode).toBe(200);
  });

  it("of a stranger citing the owner's image does not make it public", async () => {
    const target = images()[6]!;
    await publish(strangerId, target, `<p><img src="${target}" alt=""></p>`);
    expect((await anonymous.get(target)).statusCode).toBe(404);
    expect((await stranger.get(target)).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('outlives the Instagram account: after a disconnect the owner still sees the images of their blogs', async () => {
    const other = new Agent(t.app, '203.0.113.24');
    await other.register();
    const { accountId: id } = await connectAccount(t, other, 'food');
    const [post] = (await other.get(`/api/instagram/accounts/${id}/posts`)).json() as InstagramPost[];
    expect((await other.delete(`/api/instagram/accounts/${id}`)).statusCode).toBe(204);
    expect((await other.get(post!.mediaUrl!)).statusCode).toBe(200);
    expect((await anonymous.get(post!.mediaUrl!)).statusCode).toBe(404);
  });

  it('is backfilled by the migration from posts, slides, profile pictures and blogs', async () => {
    const db = t.deps.database.db;
    const before = await queryRows<{ key: string; user_id: number }>(
      db,
      sql`select key, user_id from media_owners where user_id = ${ownerId} order by key`,
    );
    const migration = readFileSync(new URL('../../db/migrations/0004_media-owners.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'))!;
    await db.execute(sql`delete from media_owners where user_id = ${ownerId}`);
    expect((await owner.get(picture)).statusCode).toBe(404);
    await db.execute(sql.raw(backfill));
    const after = await queryRows<{ key: string; user_id: number }>(
      db,
      sql`select key, user_id from media_owners where user_id = ${ownerId} order by key`,
    );
    expect(after).toEqual(before);
    expect(after.map((r) => `/media/${r.key}`)).toEqual(expect.arrayContaining([picture, slide(), images()[0]!]));
    expect((await owner.get(picture)).statusCode).toBe(200);
  });
});
