import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../test/fakes/publishers/context';
import { Agent } from '../../../test/helpers/agent';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { shareByEmail } from '../../../test/helpers/share';
import { TEST_ORIGIN } from '../../../test/helpers/test-app';

/**
 * docs/decisions/035: a picture an editor of a shared blog uploads for it is the blog owner's too:
 * publishing sends it (read back from the WordPress fake), the public page shows it to anyone, and
 * the owner may choose it as the featured image. A picture uploaded without the blog, a stranger's
 * and a viewer's stay theirs: cited in the blog, they are left out and stay a 404.
 */
const h = publishingHarness({ env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp } = h.fakes;
let ip = 0;

async function person() {
  const agent = new Agent(h.t().app, `198.51.100.${++ip}`);
  return { agent, user: await agent.register() };
}

/** Uploads a distinct PNG (keys are content hashes) as the editor's picture upload does. */
async function upload(agent: Agent, tag: string, blogId?: number) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await h.t().app.inject({
    method: 'POST',
    url: blogId === undefined ? '/api/media/images' : `/api/media/images?blogId=${blogId}`,
    payload: Buffer.concat([PNG_BYTES, Buffer.from(`${tag}-${Math.random()}`)]),
    headers: { 'content-type': 'image/png', cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
  });
  return { status: res.statusCode, url: res.statusCode === 201 ? (res.json() as { url: string }).url : '' };
}

const keyOf = (url: string) => url.slice('/media/'.length);

describe("a co-editor's uploaded picture", () => {
  it("is published, shown on the public page and may be the featured image, like the owner's own", async () => {
    const owner = await h.creator();
    const blogId = owner.blogId;
    const [editor, commenter, stranger] = [await person(), await person(), await person()];
    await shareByEmail(h.t(), owner.agent, blogId, editor, 'editor');
    await shareByEmail(h.t(), owner.agent, blogId, commenter, 'commenter');

    const forBlog = await upload(editor.agent, 'editor-for-blog', blogId);
    expect(forBlog.status).toBe(201);
    const cover = await upload(editor.agent, 'editor-cover', blogId);
    const elsewhere = await upload(editor.agent, 'editor-elsewhere');
    // Strangers and those who may not change the text add nothing to the blog (and store nothing).
    expect((await upload(stranger.agent, 'stranger', blogId)).status).toBe(404);
    expect((await upload(commenter.agent, 'commenter', blogId)).status).toBe(403);
    expect((await upload(stranger.agent, 'stranger', 999_999)).status).toBe(404);
    const strangers = await upload(stranger.agent, 'stranger-own');

    const content =
      `<p>Nets drying on the quay.</p><p><img src="${forBlog.url}" alt="Nets"></p>` +
      `<p><img src="${elsewhere.url}" alt="Elsewhere"></p><p><img src="${strangers.url}" alt="Borrowed"></p>`;
    const saved = await h.editBlog(editor.agent, blogId, content);
    expect(saved.statusCode, saved.body).toBe(200);

    // The owner may choose the editor's picture as the featured image; not one uploaded elsewhere.
    const refused = await owner.agent.patch(`/api/blogs/${blogId}`, { featuredImage: elsewhere.url });
    expect(refused.statusCode).toBe(400);
    const chosen = await owner.agent.patch(`/api/blogs/${blogId}`, {
      featuredImage: cover.url,
      featuredImageAlt: 'The harbour',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    // Before anything is published, an anonymous visitor sees none of them.
    const anonymous = new Agent(h.t().app, '198.51.100.250');
    for (const url of [forBlog.url, cover.url]) expect((await anonymous.get(url)).statusCode).toBe(404);

    // The public page: the editor's pictures are served to anyone; the others stay a 404.
    const page = await owner.agent.patch(`/api/blogs/${blogId}/public-page`, { isPublic: true });
    expect(page.statusCode, page.body).toBe(200);
    const html = (await anonymous.get(new URL((page.json() as { url: string }).url).pathname)).body;
    expect(html).toContain(forBlog.url);
    for (const url of [forBlog.url, cover.url]) {
      const res = await anonymous.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    for (const url of [elsewhere.url, strangers.url]) expect((await anonymous.get(url)).statusCode, url).toBe(404);

    // Publishing to WordPress: the editor's picture in the media library and in the post, the cover
    // as the featured media; the picture uploaded elsewhere and the stranger's are left out.
    const conn = await h.connect(owner.agent, 'wordpress');
    expect(conn.status, conn.body.message).toBe(201);
    const p = await h.publish(owner.agent, blogId, { platformConnectionId: conn.body.id });
    expect(p.status).toBe(202);
    expect(await h.run(p.body.id)).toMatchObject({ kind: 'published' });
    const [post] = h.postsTitled(owner.title);
    const uploaded = (url: string) => wp.media.filter((m) => m.slug.startsWith(`inkgram-${keyOf(url).slice(0, 16)}`));
    const [inText] = uploaded(forBlog.url);
    expect(inText?.alt_text).toBe('Nets');
    expect(post!.content).toContain(`src="${inText!.source_url}"`);
    expect(post!.featured_media).not.toBe(0);
    expect(wp.media.find((m) => m.id === post!.featured_media)).toBeDefined();
    expect(uploaded(elsewhere.url)).toHaveLength(0);
    expect(uploaded(strangers.url)).toHaveLength(0);
    expect(post!.content).not.toMatch(/Elsewhere|Borrowed|\/media\//);
  });
});
