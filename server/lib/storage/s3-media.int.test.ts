import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';
import { insertBlog } from '../../../test/helpers/publishing';
import { startLocalS3, type LocalS3 } from '../../../test/helpers/s3';
import { expectRangeServing, fakeMp4, storeVideo } from '../../../test/helpers/stored-video';

/**
 * The app with MEDIA_STORE=s3 against a real S3-compatible server (s3rver on 127.0.0.1): an
 * Instagram import puts its images in the bucket, `/media/<key>` streams them from there under the
 * same privacy rules as on disk, and a store that goes down is a 503 with the standard error body.
 */
let s3: LocalS3;
let t: InstagramTestApp;
let owner: Agent;
let ownerId: number;
let stranger: Agent;
let anonymous: Agent;
let posts: InstagramPost[];
let picture: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await instagramTestApp({}, s3.env);
  owner = new Agent(t.app, '203.0.113.31');
  ownerId = (await owner.register()).id;
  stranger = new Agent(t.app, '203.0.113.32');
  await stranger.register();
  anonymous = new Agent(t.app, '203.0.113.33');
  const { accountId } = await connectAccount(t, owner, 'travel');
  posts = (await owner.get(`/api/instagram/accounts/${accountId}/posts`)).json() as InstagramPost[];
  picture = ((await owner.get('/api/instagram/accounts')).json() as InstagramAccount[])[0]!.profilePicture!;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keyOf = (url: string) => url.slice('/media/'.length);
/** Every stored copy the import made: post images, carousel slides, the profile picture. */
const storedUrls = () => [
  ...new Set([...posts.flatMap((p) => [p.mediaUrl!, ...p.slides.map((s) => s.mediaUrl!)]), picture]),
];
const MISSING = `/media/${'0'.repeat(64)}.png`;
const observable = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.fromEntries(
    Object.entries(res.headers).filter(([k]) => !['date', 'content-security-policy'].includes(k)),
  ),
});

describe('an Instagram import with MEDIA_STORE=s3', () => {
  it('puts every image in the bucket and none on the local disk', async () => {
    const urls = storedUrls();
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    expect(await s3.keys()).toEqual(expect.arrayContaining(urls.map(keyOf)));
    expect(existsSync(path.join(t.config.DATA_DIR, 'media'))).toBe(false);
  });

  it('serves an image to its owner from the bucket, byte for byte, privately cached', async () => {
    for (const url of [posts[0]!.mediaUrl!, picture]) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers.etag).toBe(`"${keyOf(url).slice(0, 64)}"`);
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) }));
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      expect(res.rawPayload).toEqual(stored);
      expect(res.headers['content-length']).toBe(String(stored.length));
    }
  });

  it('is a 404 for a stranger and for anonymous visitors, identical to a key that does not exist', async () => {
    const missing = observable(await anonymous.get(MISSING));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'Media not found', code: 'not_found' });
    expect(observable(await owner.get(MISSING))).toEqual(missing);
    for (const url of [posts[0]!.mediaUrl!, picture]) {
      expect(observable(await stranger.get(url)), url).toEqual(missing);
      expect(observable(await anonymous.get(url)), url).toEqual(missing);
    }
  });

  it('answers the owner’s revalidation with 304; a stranger with the ETag still gets the 404', async () => {
    const url = posts[0]!.mediaUrl!;
    const etag = String((await owner.get(url)).headers.etag);
    const again = await owner.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await stranger.get(url, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('serves the images of a published blog to anyone, publicly cached', async () => {
    const url = posts[1]!.mediaUrl!;
    const blogId = await insertBlog(t.deps.database.db, ownerId, { featuredImage: url, content: '<p>Kyoto</p>' });
    await t.deps.database.db.execute(
      sql`insert into blog_publications (blog_id, status) values (${blogId}, 'published')`,
    );
    const res = await anonymous.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('a video with MEDIA_STORE=s3', () => {
  it('goes to the bucket and is served with Range support from there, privately', async () => {
    const bytes = fakeMp4('s3-video', 80_000);
    const url = await storeVideo(t.deps, bytes, ownerId);
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.mp4$/);
    expect(await s3.keys()).toContain(keyOf(url));
    await expectRangeServing(owner, url, bytes);
    expect((await stranger.get(url, { range: 'bytes=0-9' })).statusCode).toBe(404);
  });
});

describe('the bucket down', () => {
  it('answers the owner a prompt 503 with the standard error body, keeps the 404s, and recovers', async () => {
    const url = posts[0]!.mediaUrl!;
    const etag = String((await owner.get(url)).headers.etag);
    await s3.stop();
    try {
      const started = Date.now();
      for (const res of [await owner.get(url), await owner.get(url, { 'if-none-match': etag })]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: 'Media storage is unavailable right now. Please try again in a moment.',
          code: 'storage_unavailable',
        });
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBeUndefined();
      }
      expect(Date.now() - started).toBeLessThan(5_000);
      // Who may not see an image learns nothing more while the store is down.
      expect((await stranger.get(url)).statusCode).toBe(404);
      expect((await anonymous.get(MISSING)).statusCode).toBe(404);
    } finally {
      await s3.start();
    }
    expect((await owner.get(url)).statusCode).toBe(200);
  });
});
