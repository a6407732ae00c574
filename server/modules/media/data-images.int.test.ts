import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { PNG_BYTES } from '../../../test/fakes/publishers/context';
import { insertBlog } from '../../../test/helpers/publishing';
import { createTestApp, queryRows, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { convertStoredDataImages, mediaLibrary } from '.';

/**
 * Images are files, never data URLs (docs/decisions/028): the editor's upload stores a picture in
 * the uploader's media library, a save that is sent `data:` images stores them and keeps only
 * `/media/<key>`, and the boot migration converts blogs saved before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => t?.close());

/** A distinct PNG each time (bytes after IEND keep it a PNG; keys are content hashes). */
const png = (tag: string) => Buffer.concat([PNG_BYTES, Buffer.from(tag)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const MEDIA_SRC = /src="(\/media\/[a-f0-9]{64}\.png)"/g;

async function upload(agent: Agent, body: Buffer, type: string) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({
    method: 'POST',
    url: '/api/media/images',
    payload: body,
    headers: { 'content-type': type, cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
  });
}

describe('POST /api/media/images', () => {
  it('stores the picture for its uploader only, and refuses what is not a picture', async () => {
    const owner = new Agent(t.app, '203.0.113.31');
    await owner.register();
    const res = await upload(owner, png('upload'), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    const mine = await owner.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(png('upload'))).toBe(true);
    // Private until a blog showing it is published.
    const stranger = new Agent(t.app, '203.0.113.32');
    await stranger.register();
    expect((await stranger.get(url)).statusCode).toBe(404);

    const svg = await upload(
      owner,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'image/png',
    );
    expect(svg.statusCode).toBe(422);
    expect(svg.json()).toMatchObject({ message: 'Upload a PNG, JPEG, GIF, WebP or AVIF picture.' });
    expect((await upload(owner, Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    const big = await upload(owner, Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect((await upload(new Agent(t.app, '203.0.113.33'), png('anon'), 'image/png')).statusCode).toBe(401);
  });
});

describe('saving content with data: images', () => {
  it('stores each image as media and saves only its /media/ path, on create and on save', async () => {
    const agent = new Agent(t.app, '203.0.113.34');
    await agent.register();
    const one = png('first');
    const html = `<p>Before</p><p><img src="${dataUrl(one)}" alt="A plate of pancakes"></p><p><img src="${dataUrl(one)}" alt="Again"></p>`;
    const created = await agent.post('/api/blogs', { title: 'Pancakes', content: html });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json() as { id: number; content: string };
    expect(blog.content).not.toContain('data:');
    const srcs = [...blog.content.matchAll(MEDIA_SRC)].map((m) => m[1]);
    expect(srcs).toHaveLength(2);
    expect(srcs[0]).toBe(srcs[1]);
    expect(blog.content).toContain('alt="A plate of pancakes"');
    expect((await agent.get(srcs[0]!)).rawPayload.equals(one)).toBe(true);

    const saved = await agent.patch(`/api/blogs/${blog.id}`, {
      content: `${blog.content}<p><img src="${dataUrl(png('second'))}" alt="Syrup"></p>`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await queryRows<{ content: string }>(
      t.deps.database.db,
      sql`select content from blogs where id = ${blog.id}`,
    );
    expect(row!.content).not.toContain('data:');
    expect([...row!.content.matchAll(MEDIA_SRC)]).toHaveLength(3);
  });

  it('refuses a data: image whose bytes are no picture with a 422, keeping the saved content', async () => {
    const agent = new Agent(t.app, '203.0.113.35');
    await agent.register();
    const created = await agent.post('/api/blogs', { title: 'Kept', content: '<p>Kept words</p>' });
    const id = (created.json() as { id: number }).id;
    const res = await agent.patch(`/api/blogs/${id}`, {
      content: `<p>New</p><img src="${dataUrl(Buffer.from('not a picture at all'))}">`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('not a PNG, JPEG, GIF, WebP or AVIF') });
    expect(((await agent.get(`/api/blogs/${id}`)).json() as { content: string }).content).toBe('<p>Kept words</p>');
  });
});

describe('the data migration', () => {
  it('converts blogs saved with data: images, once, for their author', async () => {
    const agent = new Agent(t.app, '203.0.113.36');
    const user = await agent.register();
    const db = t.deps.database.db;
    const old = png('legacy');
    const legacy = `<p>Old</p><p><img src="${dataUrl(old)}" alt="Old photo"></p><p><img src="${dataUrl(Buffer.from('garbage bytes here'))}" alt="Broken"></p>`;
    const blogId = await insertBlog(db, user.id, { content: legacy });
    const library = mediaLibrary(db, createMediaStorage(t.config));

    expect(await convertStoredDataImages(db, library)).toBeGreaterThanOrEqual(1);
    const content = ((await agent.get(`/api/blogs/${blogId}`)).json() as { content: string }).content;
    expect(content).not.toContain('data:');
    expect(content).not.toContain('Broken');
    const [src] = [...content.matchAll(MEDIA_SRC)].map((m) => m[1]);
    expect(content).toContain('alt="Old photo"');
    expect((await agent.get(src!)).rawPayload.equals(old)).toBe(true);
    // Nothing left to do: a second run changes nothing.
    expect(await convertStoredDataImages(db, library)).toBe(0);
  });
});
