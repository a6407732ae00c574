import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { PNG_BYTES } from '../../../test/fakes/publishers/context';
import { shareByEmail } from '../../../test/helpers/share';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';

/**
 * docs/decisions/013: the images of a shared blog (its featured image and the pictures in its text)
 * are shown to everyone the blog is shared with, whoever of them put the picture there, and stay a
 * 404 for everyone else.
 */
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => t?.close());

async function person() {
  const agent = new Agent(t.app, `198.51.100.${++ip}`);
  const user = await agent.register();
  return { agent, user };
}

/** A distinct PNG each time (bytes after IEND keep it a PNG; keys are content hashes). */
const png = (tag: string) => Buffer.concat([PNG_BYTES, Buffer.from(tag)]);

async function upload(agent: Agent, tag: string): Promise<string> {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/images',
    payload: png(tag),
    headers: { 'content-type': 'image/png', cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}

const MISSING = `/media/${'0'.repeat(64)}.png`;
/** What a client can observe of a 404, minus what differs per request. */
const observable = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.fromEntries(
    Object.entries(res.headers).filter(([k]) => !['date', 'content-security-policy'].includes(k)),
  ),
});

describe("a shared blog's images", () => {
  it('are served privately to its editors and viewers, and to nobody else', async () => {
    const [owner, editor, viewer, stranger] = [await person(), await person(), await person(), await person()];
    const featured = await upload(owner.agent, 'featured');
    const inline = await upload(owner.agent, 'inline');
    const unrelated = await upload(owner.agent, 'unrelated');
    const created = await owner.agent.post('/api/blogs', {
      title: 'Harbour at dawn',
      content: `<p>Boats.</p><img src="${inline}" alt="Boats">`,
      featuredImage: featured,
    });
    expect(created.statusCode, created.body).toBe(201);
    const blogId = (created.json() as { id: number }).id;
    // Before it is shared, an editor-to-be sees nothing.
    expect((await editor.agent.get(inline)).statusCode).toBe(404);

    await shareByEmail(t, owner.agent, blogId, editor, 'editor');
    await shareByEmail(t, owner.agent, blogId, viewer, 'viewer');
    for (const p of [editor, viewer])
      for (const url of [featured, inline]) {
        const res = await p.agent.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control']).toBe('private, max-age=3600');
        expect(res.rawPayload.equals(png(url === featured ? 'featured' : 'inline'))).toBe(true);
      }

    // The owner's other images, strangers and anonymous visitors: the 404 of a missing key.
    const missing = observable(await stranger.agent.get(MISSING));
    expect(missing.status).toBe(404);
    expect(observable(await editor.agent.get(unrelated))).toEqual(missing);
    for (const url of [featured, inline]) {
      expect(observable(await stranger.agent.get(url)), url).toEqual(missing);
      expect(observable(await new Agent(t.app, '198.51.100.250').get(url)), url).toEqual(missing);
    }

    // A picture the editor puts in the text is seen by the owner and the viewer.
    const editorsPicture = await upload(editor.agent, 'editor-picture');
    expect((await owner.agent.get(editorsPicture)).statusCode).toBe(404);
    const saved = await editor.agent.patch(`/api/blogs/${blogId}`, {
      content: `<p>Boats.</p><img src="${inline}" alt="Boats"><img src="${editorsPicture}" alt="Nets">`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.agent.get(editorsPicture)).statusCode).toBe(200);
    expect((await viewer.agent.get(editorsPicture)).statusCode).toBe(200);
    expect((await stranger.agent.get(editorsPicture)).statusCode).toBe(404);

    // Removed from the blog, the viewer no longer sees its images.
    expect((await owner.agent.delete(`/api/blogs/${blogId}/members/${viewer.user.id}`)).statusCode).toBe(204);
    expect(observable(await viewer.agent.get(inline))).toEqual(missing);
    expect(observable(await viewer.agent.get(featured))).toEqual(missing);
  });

  it("makes nothing visible by citing someone else's image in a blog one shares", async () => {
    const [victim, citer, friend] = [await person(), await person(), await person()];
    const secret = await upload(victim.agent, 'secret');
    const created = await citer.agent.post('/api/blogs', {
      title: 'Borrowed picture',
      content: `<p>Look.</p><img src="${secret}" alt="">`,
    });
    const blogId = (created.json() as { id: number }).id;
    await shareByEmail(t, citer.agent, blogId, friend, 'editor');
    expect((await friend.agent.get(secret)).statusCode).toBe(404);
    expect((await citer.agent.get(secret)).statusCode).toBe(404);
  });
});
