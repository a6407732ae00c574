import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { insertBlog } from '../../../test/helpers/publishing';
import { expectRangeServing, fakeMp4, storeVideo } from '../../../test/helpers/stored-video';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { MAX_VIDEO_BYTES } from '../../lib/storage/media-storage';
import { mediaLibrary } from './media.library';

/**
 * A reel's video kept in the media library on the local disk (docs/decisions/026-stored-videos-and-saved-claim-checks.md): the image copies'
 * privacy (its owner; anyone once a published blog shows it), Range requests for a <video>, and the
 * size bound. The same Range rules on S3: server/lib/storage/s3-media.int.test.ts.
 */
let t: TestApp;
let owner: Agent;
let ownerId: number;
let stranger: Agent;
let anonymous: Agent;

beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.41');
  ownerId = (await owner.register()).id;
  stranger = new Agent(t.app, '203.0.113.42');
  await stranger.register();
  anonymous = new Agent(t.app, '203.0.113.43');
});
afterAll(async () => t?.close());

describe('a stored video', () => {
  it('is kept under a content-addressed .mp4 or .mov key and served to its owner with Range support', async () => {
    const mp4 = fakeMp4('disk-mp4');
    const url = await storeVideo(t.deps, mp4, ownerId);
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.mp4$/);
    expect(await storeVideo(t.deps, mp4, ownerId)).toBe(url);
    await expectRangeServing(owner, url, mp4);
    expect((await owner.get(url)).headers['cache-control']).toBe('private, max-age=3600');

    const mov = fakeMp4('disk-mov', 20_000);
    const movUrl = await storeVideo(t.deps, mov, ownerId, 'video/quicktime');
    expect(movUrl).toMatch(/\.mov$/);
    await expectRangeServing(owner, movUrl, mov, 'video/quicktime');
  });

  it('is a 404 to strangers and anonymous visitors, with or without a Range header', async () => {
    const url = await storeVideo(t.deps, fakeMp4('disk-private'), ownerId);
    for (const viewer of [stranger, anonymous]) {
      expect((await viewer.get(url)).statusCode).toBe(404);
      expect((await viewer.get(url, { range: 'bytes=0-99' })).statusCode).toBe(404);
    }
    // A range on a key that does not exist is the same 404, not a 416.
    const missing = `/media/${'0'.repeat(64)}.mp4`;
    expect((await owner.get(missing, { range: 'bytes=999999-' })).statusCode).toBe(404);
  });

  it('becomes public, seekable by anyone, once a published blog of its owner shows it', async () => {
    const bytes = fakeMp4('disk-public');
    const url = await storeVideo(t.deps, bytes, ownerId);
    const blogId = await insertBlog(t.deps.database.db, ownerId, { content: `<p><video src="${url}"></video></p>` });
    await t.deps.database.db.execute(
      sql`insert into blog_publications (blog_id, status) values (${blogId}, 'published')`,
    );
    await expectRangeServing(anonymous, url, bytes);
    expect((await anonymous.get(url)).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('is refused over MAX_VIDEO_BYTES with a 413 that says the limit', async () => {
    const tooLarge = Buffer.alloc(MAX_VIDEO_BYTES + 1);
    await expect(storeVideo(t.deps, tooLarge, ownerId)).rejects.toMatchObject({
      status: 413,
      message: 'The video is too large to keep (over 100 MB).',
    });
  });
});

describe('a stored image', () => {
  it('answers Range requests too', async () => {
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), fakeMp4('png', 4000)]);
    const url = await mediaLibrary(t.deps.database.db, createMediaStorage(t.deps.config)).store(
      png,
      'image/png',
      ownerId,
    );
    const res = await owner.get(url, { range: 'bytes=0-7' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.toString('binary')).toBe('\x89PNG\r\n\x1a\n');
  });
});
