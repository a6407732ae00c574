import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../test/fakes/publishers/context';
import { Agent } from '../../../test/helpers/agent';
import { publishingHarness, type HarnessPlatform } from '../../../test/helpers/publishing-harness';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { mediaLibrary } from '../media';

/**
 * Images are files on every platform (docs/decisions/028), read back from what each fake stored:
 * the creator's pictures go to WordPress's media library (with alt text), Ghost's images and
 * Hashnode's CDN, each once per destination across a failed attempt, its retry and 'Update
 * everywhere'; DEV and Medium get the absolute public URL of the Inkgram copy. Another user's
 * picture is left out; an external image is sent as it is; no `data:` ever reaches a platform.
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp, ghost, hashnode, devto, medium } = h.fakes;
const { run, connect, creator, publish } = h;

const EXTERNAL = 'https://images.example.com/summit.jpg';
const ALT_A = 'Pancakes stacked high';
const ALT_B = 'Maple "syrup" & butter';

/** A creator whose blog shows two of their pictures (one twice), a stranger's, and an external one. */
async function blogWithPictures() {
  const c = await creator();
  const tag = Math.random().toString(36).slice(2);
  const a = Buffer.concat([PNG_BYTES, Buffer.from(`a-${tag}`)]);
  const b = Buffer.concat([PNG_BYTES, Buffer.from(`b-${tag}`)]);
  const stranger = new Agent(h.t().app, '203.0.113.90');
  const strangerId = (await stranger.register()).id;
  const theirs = await mediaLibrary(h.t().deps.database.db, createMediaStorage(h.t().config)).store(
    Buffer.concat([PNG_BYTES, Buffer.from(`s-${tag}`)]),
    'image/png',
    strangerId,
  );
  const data = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  const html =
    `<p>Breakfast first.</p><p><img src="${data(a)}" alt="${ALT_A}"></p><p>Then syrup.</p>` +
    `<p><img src="${data(b)}" alt="Maple &quot;syrup&quot; &amp; butter"></p><p><img src="${data(a)}" alt="${ALT_A}"></p>` +
    `<p><img src="${theirs}" alt="Not mine"></p><p><img src="${EXTERNAL}" alt="Summit"></p>`;
  const saved = await h.editBlog(c.agent, c.blogId, html);
  expect(saved.statusCode, saved.body).toBe(200);
  const content = (saved.json() as { content: string }).content;
  const keys = [...new Set([...content.matchAll(/src="\/media\/([a-f0-9]{64}\.png)"/g)].map((m) => m[1]!))];
  return { ...c, keys: keys.filter((k) => !theirs.endsWith(k)), theirs };
}

/** Publishes (the first attempt's post creation fails where `failFirst` is given), then updates everywhere. */
async function publishRetryUpdate(platform: HarnessPlatform, failFirst?: () => void) {
  const c = await blogWithPictures();
  const conn = await connect(c.agent, platform);
  expect(conn.status, conn.body.message).toBe(201);
  const p = await publish(c.agent, c.blogId, { platformConnectionId: conn.body.id });
  if (failFirst) {
    failFirst();
    expect(await run(p.body.id)).toMatchObject({ kind: 'retry' });
  }
  expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
  const update = await c.agent.post(`/api/blogs/${c.blogId}/update-everywhere`, {});
  expect(update.statusCode, update.body).toBe(202);
  expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
  return c;
}

const names = (keys: string[]) => keys.map((k) => `inkgram-${k.slice(0, 16)}`);

describe('inline images on publish', () => {
  it('WordPress: in the media library once each with its alt text; the post shows their WordPress URLs', async () => {
    const c = await publishRetryUpdate('wordpress', () => wp.fault('create', { status: 503 }));
    const [post] = h.postsTitled(c.title);
    const uploads = names(c.keys).map((name) => wp.media.filter((m) => m.slug.startsWith(name)));
    expect(uploads.map((u) => u.length)).toEqual([1, 1]);
    expect(uploads.map((u) => u[0]!.alt_text)).toEqual([ALT_A, ALT_B]);
    for (const [m] of uploads) expect(post!.content).toContain(`src="${m!.source_url}"`);
    expect(post!.content).toContain(`alt="${ALT_A}"`);
    expect(post!.content.match(/<img/g)).toHaveLength(4); // A twice, B, the external one
    expect(post!.content).toContain(EXTERNAL);
    expect(post!.content).not.toMatch(/\/media\/|data:|Not mine/);
  });

  it('Ghost: uploaded to /images/upload/ once each; the post shows the Ghost URLs', async () => {
    const c = await publishRetryUpdate('ghost', () => ghost.fault('create', { status: 503 }));
    const [post] = ghost.posts.filter((p) => p.title === c.title);
    const uploads = names(c.keys).map((name) => ghost.images.filter((i) => i.filename.startsWith(name)));
    expect(uploads.map((u) => u.length)).toEqual([1, 1]);
    for (const name of names(c.keys))
      expect(post!.html).toContain(`src="${ghost.url}/content/images/2026/11/${name}.png"`);
    expect(post!.html).toContain('alt="Maple &quot;syrup&quot; &amp; butter"');
    expect(post!.html).not.toMatch(/\/media\/|data:|Not mine/);
  });

  it("Hashnode: on Hashnode's CDN (upload URL, PUT, confirm) once each; the Markdown uses the CDN URLs", async () => {
    const before = hashnode.images.confirmed.length;
    const c = await publishRetryUpdate('hashnode', () => hashnode.fault('create', { status: 503 }));
    const added = hashnode.images.confirmed.slice(before);
    expect(added).toHaveLength(2);
    const [post] = hashnode.posts.filter((p) => p.title === c.title);
    expect(post!.contentMarkdown).toContain(`![${ALT_A}](${added[0]!.cdnUrl})`);
    expect(post!.contentMarkdown).toContain(added[1]!.cdnUrl);
    expect(post!.contentMarkdown).not.toMatch(/\/media\/|data:|Not mine/);
    expect(Buffer.byteLength(post!.contentMarkdown)).toBeLessThan(2000);
  });

  it('a picture the platform refuses fails the publication with its reason, and no post is made', async () => {
    const c = await blogWithPictures();
    const conn = await connect(c.agent, 'hashnode');
    const p = await publish(c.agent, c.blogId, { platformConnectionId: conn.body.id });
    hashnode.fault('confirmImageUpload', {
      status: 200,
      body: { data: { confirmImageUpload: { ok: false, cdnUrl: null } } },
    });
    expect(await run(p.body.id)).toMatchObject({
      kind: 'failed',
      message: 'Hashnode refused the post: one of its pictures is over 8 MB. Edit the blog, then publish again.',
    });
    expect(hashnode.posts.filter((post) => post.title === c.title)).toHaveLength(0);
  });

  it.each([
    ['devto', () => devto.articles.map((a) => ({ title: a.title, text: a.body_markdown }))],
    ['medium', () => medium.posts.map((p) => ({ title: p.title, text: p.content }))],
  ] as const)(
    '%s: the absolute public URL of the Inkgram copy, which anyone may fetch once published',
    async (platform, stored) => {
      const c = await blogWithPictures();
      const conn = await connect(c.agent, platform);
      const p = await publish(c.agent, c.blogId, { platformConnectionId: conn.body.id });
      expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
      const [post] = stored().filter((s) => s.title === c.title);
      const publicUrl = h.t().config.PUBLIC_URL;
      for (const key of c.keys) expect(post!.text).toContain(`${publicUrl}/media/${key}`);
      expect(post!.text).not.toContain(c.theirs);
      expect(post!.text).not.toMatch(/data:|Not mine/);
      const anonymous = new Agent(h.t().app, '203.0.113.91');
      for (const key of c.keys) expect((await anonymous.get(`/media/${key}`)).statusCode).toBe(200);
      expect((await anonymous.get(c.theirs)).statusCode).toBe(404);
    },
  );
});
