import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diskMediaStorage } from '../../server/lib/storage/media-storage';
import { mediaLibrary } from '../../server/modules/media';
import { PNG_BYTES } from '../fakes/publishers/context';
import { Agent } from '../helpers/agent';
import { insertBlog, platformId } from '../helpers/publishing';
import { realWordPress, realWordPressRuns } from './real-site';

/**
 * Publishes to a real WordPress (Debian's package, PHP's built-in server, a private MariaDB) and
 * reads the post back through its REST API. `make test` (and so CI) installs the packages and must run this;
 * elsewhere, without them, it reports itself as NOT RUN (loudly) instead of passing.
 */
const runs = await realWordPressRuns('REAL WORDPRESS TEST');

describe.skipIf(!runs)('a real self-hosted WordPress', () => {
  const { env, basic, read, job, connectSite } = realWordPress();

  it('connects with an application password and publishes a blog with tags, category and featured image', async () => {
    const agent = new Agent(env.t.app);
    const user = await agent.register();
    const conn = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: env.wp.username,
      apiKey: env.wp.appPassword,
      settings: { apiUrl: env.wp.url },
    });
    expect(conn.statusCode, conn.body).toBe(201);
    expect(conn.json()).toMatchObject({
      username: env.wp.username,
      credentialHint: `••••${env.wp.appPassword.slice(-4)}`,
    });

    // Stored as the product stores it: through the media library, which records the owner.
    const featuredImage = await mediaLibrary(env.t.deps.database.db, diskMediaStorage(env.t.config.DATA_DIR)).store(
      PNG_BYTES,
      'image/png',
      user.id,
    );
    const blogId = await insertBlog(env.t.deps.database.db, user.id, {
      title: 'Golden hour at Point Reyes',
      tags: ['Sunset Photography', 'California'],
      category: 'Travel',
      featuredImage,
    });
    const published = await agent.post(`/api/blogs/${blogId}/publish`, {
      platformConnectionId: (conn.json() as { id: number }).id,
    });
    expect(published.statusCode).toBe(202);
    const publicationId = (published.json() as { id: number }).id;
    const outcome = await job(publicationId);
    expect(outcome).toMatchObject({ kind: 'published' });

    const history = (await agent.get(`/api/blogs/${blogId}/publications`)).json() as {
      status: string;
      platformBlogId: string;
      platformBlogUrl: string;
    }[];
    expect(history[0]?.status).toBe('published');
    expect(history[0]?.platformBlogUrl).toMatch(new RegExp(`^${env.wp.url}/golden-hour-at-point-reyes/?$`));

    const post = await read(`/posts/${history[0]?.platformBlogId}?context=edit`);
    expect(post).toMatchObject({ status: 'publish', slug: 'golden-hour-at-point-reyes' });
    expect((post.title as { raw: string }).raw).toBe('Golden hour at Point Reyes');
    expect((post.content as { raw: string }).raw).toContain('<h2>Why go early</h2>');
    const tags = await Promise.all((post.tags as number[]).map((id) => read(`/tags/${id}`)));
    expect(tags.map((x) => x.name).sort()).toEqual(['California', 'Sunset Photography']);
    const categories = await Promise.all((post.categories as number[]).map((id) => read(`/categories/${id}`)));
    expect(categories.map((x) => x.name)).toEqual(['Travel']);
    expect(post.featured_media).toBeGreaterThan(0);
    const media = await read(`/media/${post.featured_media}`);
    expect(media).toMatchObject({ media_type: 'image', mime_type: 'image/png' });

    const again = await agent.post(`/api/blogs/${blogId}/publish`, {
      platformConnectionId: (conn.json() as { id: number }).id,
    });
    expect(again.statusCode).toBe(409);
    const all = (await (await fetch(`${env.wp.url}/wp-json/wp/v2/posts?search=Golden%20hour`)).json()) as unknown[];
    expect(all).toHaveLength(1);
  }, 120_000);

  // docs/decisions/018-publishing-destinations-and-modes.md: one post per destination, drafts, withdraw, schedule — on the real thing.
  type Row = { id: number; status: string; platformBlogId: string; platformBlogUrl: string };
  const history = async (agent: Agent, blogId: number) =>
    (await agent.get(`/api/blogs/${blogId}/publications`)).json() as Row[];
  const postsTitled = async (title: string) => {
    const res = await fetch(
      `${env.wp.url}/wp-json/wp/v2/posts?context=edit&status=publish,future,draft,pending,private&per_page=100&search=${encodeURIComponent(title)}`,
      { headers: { authorization: basic() } },
    );
    return ((await res.json()) as { id: number; title: { raw: string } }[]).filter((p) => p.title.raw === title);
  };
  const creator = async (title: string) => {
    const agent = new Agent(env.t.app);
    const user = await agent.register();
    return { agent, blogId: await insertBlog(env.t.deps.database.db, user.id, { title }) };
  };

  it('connecting the same site twice keeps one connection (the application password also in accessToken)', async () => {
    const { agent } = await creator('Unused');
    const first = await connectSite(agent);
    expect(first.status).toBe(201);
    const again = await connectSite(agent, 'accessToken');
    expect(again).toEqual({ status: 200, id: first.id });
    expect(((await agent.get('/api/platform-connections')).json() as unknown[]).length).toBe(1);
  }, 60_000);

  it('draft → publish turns the same WordPress post live', async () => {
    const { agent, blogId } = await creator('Fog over the Golden Gate');
    const conn = await connectSite(agent);
    const draft = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: conn.id, mode: 'draft' });
    const id = (draft.json() as { id: number }).id;
    expect(await job(id)).toMatchObject({ kind: 'draft' });
    const [asDraft] = await history(agent, blogId);
    expect(asDraft?.status).toBe('draft');
    expect(await read(`/posts/${asDraft?.platformBlogId}?context=edit`)).toMatchObject({ status: 'draft' });

    await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: conn.id });
    expect(await job(id)).toMatchObject({ kind: 'published' });
    const [live] = await history(agent, blogId);
    expect(live).toMatchObject({ status: 'published', platformBlogId: asDraft?.platformBlogId });
    expect(await read(`/posts/${live?.platformBlogId}?context=edit`)).toMatchObject({ status: 'publish' });
    expect(await postsTitled('Fog over the Golden Gate')).toHaveLength(1);
  }, 60_000);

  it('disconnect → reconnect → publish: still one post, also for a ledger from before destinations', async () => {
    const title = 'Tide pools at Pescadero';
    const { agent, blogId } = await creator(title);
    const first = await connectSite(agent);
    const p = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: first.id });
    const id = (p.json() as { id: number }).id;
    expect(await job(id)).toMatchObject({ kind: 'published' });
    expect((await agent.delete(`/api/platform-connections/${first.id}`)).statusCode).toBe(204);

    const second = await connectSite(agent);
    const again = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: second.id });
    expect(again.statusCode).toBe(409);
    expect(await postsTitled(title)).toHaveLength(1);

    // An older ledger knew only the removed connection: the post on the site is found, not made again.
    await env.t.deps.database.db.execute(sql`update blog_publications set destination_key = null where id = ${id}`);
    const fresh = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: second.id });
    expect(fresh.statusCode).toBe(202);
    expect(await job((fresh.json() as { id: number }).id)).toMatchObject({ kind: 'published' });
    expect(await postsTitled(title)).toHaveLength(1);
  }, 60_000);

  it('withdraw → edit → publish: the same post id and URL, with the new content', async () => {
    const { agent, blogId } = await creator('Elephant seals at Año Nuevo');
    const conn = await connectSite(agent);
    const id = ((await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: conn.id })).json() as Row).id;
    await job(id);
    const [live] = await history(agent, blogId);
    expect((await agent.patch(`/api/blogs/${blogId}`, { content: '<p>Typo fixed.</p>' })).statusCode).toBe(409);

    const withdrawn = await agent.post(`/api/publications/${id}/withdraw`, { how: 'draft' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await read(`/posts/${live?.platformBlogId}?context=edit`)).toMatchObject({ status: 'draft' });
    expect((await agent.patch(`/api/blogs/${blogId}`, { content: '<p>Typo fixed.</p>' })).statusCode).toBe(200);

    await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: conn.id });
    expect(await job(id)).toMatchObject({ kind: 'published' });
    const [after] = await history(agent, blogId);
    expect(after).toMatchObject({ platformBlogId: live?.platformBlogId, platformBlogUrl: live?.platformBlogUrl });
    const post = await read(`/posts/${live?.platformBlogId}?context=edit`);
    expect(post).toMatchObject({ status: 'publish', link: live?.platformBlogUrl });
    expect((post.content as { raw: string }).raw).toContain('Typo fixed.');
    expect(await postsTitled('Elephant seals at Año Nuevo')).toHaveLength(1);
  }, 60_000);

  it('a scheduled publication is held by WordPress (future) and cancelling it leaves a draft there', async () => {
    const { agent, blogId } = await creator('Wildflowers on Chimney Rock');
    const conn = await connectSite(agent);
    const at = new Date(Date.now() + 7 * 86_400_000);
    const p = await agent.post(`/api/blogs/${blogId}/publish`, {
      platformConnectionId: conn.id,
      publishAt: at.toISOString(),
    });
    const id = (p.json() as Row).id;
    expect(p.json()).toMatchObject({ status: 'scheduled' });
    expect(await job(id)).toMatchObject({ kind: 'scheduled' });
    const [held] = await history(agent, blogId);
    expect(held?.status).toBe('scheduled');
    const future = await read(`/posts/${held?.platformBlogId}?context=edit`);
    expect(future.status).toBe('future');
    expect(new Date(`${String(future.date_gmt)}Z`).getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);

    expect((await agent.delete(`/api/publications/${id}`)).statusCode).toBe(204);
    expect(await read(`/posts/${held?.platformBlogId}?context=edit`)).toMatchObject({ status: 'draft' });
    expect((await history(agent, blogId))[0]).toMatchObject({ status: 'draft' });
  }, 60_000);

  it('a revoked application password: the failure says so in plain words and the connection needs reconnecting', async () => {
    // A second application password, so revoking it leaves the test's own one working.
    const created = await fetch(`${env.wp.url}/wp-json/wp/v2/users/me/application-passwords`, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Revoked in a test' }),
    });
    expect(created.status).toBe(201);
    const { uuid, password } = (await created.json()) as { uuid: string; password: string };
    const { agent, blogId } = await creator('Morning swim at Aquatic Park');
    const conn = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: env.wp.username,
      apiKey: password,
      settings: { apiUrl: env.wp.url },
    });
    expect(conn.statusCode).toBe(201);
    const revoked = await fetch(`${env.wp.url}/wp-json/wp/v2/users/me/application-passwords/${uuid}`, {
      method: 'DELETE',
      headers: { authorization: basic() },
    });
    expect(revoked.status).toBe(200);

    const p = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: (conn.json() as Row).id });
    const outcome = await job((p.json() as Row).id);
    expect(outcome).toEqual({ kind: 'failed', message: 'WordPress rejected the application password: reconnect' });
    const [card] = (await agent.get('/api/platform-connections')).json() as { isConnected: boolean }[];
    expect(card?.isConnected).toBe(false);
    expect(await postsTitled('Morning swim at Aquatic Park')).toHaveLength(0);
  }, 60_000);

  // Images are files (docs/decisions/028): the content's pictures in the media library, once each.
  it('pictures in the content go to the media library once, with their alt text, across a lost record and an update', async () => {
    const { agent, blogId } = await creator('Pancakes at Tartine');
    const tag = Date.now().toString(36);
    const data = (name: string) =>
      `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.from(`${name}-${tag}`)]).toString('base64')}`;
    const saved = await agent.patch(`/api/blogs/${blogId}`, {
      content: `<p>Breakfast.</p><p><img src="${data('a')}" alt="Ricotta pancakes"></p><p><img src="${data('b')}" alt="Maple &amp; butter"></p>`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const keys = [...(saved.json() as { content: string }).content.matchAll(/src="\/media\/([a-f0-9]{64})\.png"/g)].map(
      (m) => m[1]!,
    );
    expect(keys).toHaveLength(2);
    const conn = await connectSite(agent);
    const id = ((await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: conn.id })).json() as Row).id;
    expect(await job(id)).toMatchObject({ kind: 'published' });

    const inLibrary = async () =>
      Promise.all(
        keys.map(async (key) => {
          const res = await fetch(
            `${env.wp.url}/wp-json/wp/v2/media?context=edit&per_page=100&search=inkgram-${key.slice(0, 16)}`,
            { headers: { authorization: basic() } },
          );
          return (await res.json()) as { id: number; source_url: string; alt_text: string; mime_type: string }[];
        }),
      );
    const media = await inLibrary();
    expect(media.map((m) => m.length)).toEqual([1, 1]);
    expect(media.map((m) => [m[0]!.alt_text, m[0]!.mime_type])).toEqual([
      ['Ricotta pancakes', 'image/png'],
      ['Maple & butter', 'image/png'],
    ]);
    const [live] = await history(agent, blogId);
    const html = ((await read(`/posts/${live?.platformBlogId}?context=edit`)).content as { raw: string }).raw;
    expect(html).toContain(`<img src="${media[0]![0]!.source_url}" alt="Ricotta pancakes"`);
    expect(html).toContain(`<img src="${media[1]![0]!.source_url}" alt="Maple &amp; butter"`);
    expect(media[0]![0]!.source_url.startsWith(`${env.wp.url}/wp-content/uploads/`)).toBe(true);
    expect(html).not.toMatch(/\/media\/|data:/);

    // The record of the uploads is lost (a crash right after them), then 'Update everywhere':
    // the attachments are found on the site by name, not uploaded again.
    await env.t.deps.database.db.execute(sql`delete from destination_images where media_key like ${`${keys[0]}%`}`);
    expect((await agent.post(`/api/blogs/${blogId}/update-everywhere`, {})).statusCode).toBe(202);
    expect(await job(id)).toMatchObject({ kind: 'published' });
    expect((await inLibrary()).map((m) => m.map((x) => x.id))).toEqual(media.map((m) => m.map((x) => x.id)));
  }, 120_000);

  // The blog's one disclosure setting: on, the line lands in the post; off, nothing is added.
  it('the disclosure reaches the WordPress post when it is on, and nothing is added when it is off', async () => {
    const disclosure = 'Drafted with AI from my Instagram post, edited by me.';
    for (const on of [true, false]) {
      const title = `Disclosure ${on ? 'on' : 'off'} at Ocean Beach`;
      const { agent, blogId } = await creator(title);
      expect((await agent.patch(`/api/blogs/${blogId}/public-page`, { discloseAi: on })).statusCode).toBe(200);
      const conn = await connectSite(agent);
      const p = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: conn.id });
      expect(await job((p.json() as Row).id)).toMatchObject({ kind: 'published' });
      const [row] = await history(agent, blogId);
      const raw = ((await read(`/posts/${row?.platformBlogId}?context=edit`)).content as { raw: string }).raw;
      if (on) expect(raw).toContain(`<p><em>${disclosure}</em></p>`);
      else expect(raw).not.toContain('Drafted with AI');
    }
  }, 120_000);
});
