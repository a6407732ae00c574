import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPublication } from '../../server/modules/publishing/publication-runner';
import { publisherContext } from '../../server/modules/publishing/publishing.context';
import { diskMediaStorage } from '../../server/lib/storage/media-storage';
import { mediaLibrary } from '../../server/modules/media';
import { PNG_BYTES } from '../fakes/publishers/context';
import { Agent } from '../helpers/agent';
import { insertBlog, platformId } from '../helpers/publishing';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startWordPress, wordpressAvailable, type WordPressSite } from '../helpers/wordpress-site';

/**
 * Publishes to a real WordPress (Debian's package, PHP's built-in server, a private MariaDB) and
 * reads the post back through its REST API. `make test` (and so CI) installs the packages and must run this;
 * elsewhere, without them, it reports itself as NOT RUN (loudly) instead of passing.
 */
const availability = await wordpressAvailable();
if (!availability.ok) {
  const banner = `REAL WORDPRESS TEST NOT RUN: missing ${availability.missing.join(', ')} (apt-get install wordpress php-cli php-mysql mariadb-server)`;
  if (process.env.CI) throw new Error(`${banner} — CI must run it`);
  console.warn(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}\n`);
}

describe.skipIf(!availability.ok)('a real self-hosted WordPress', () => {
  let wp: WordPressSite;
  let t: TestApp;
  beforeAll(async () => {
    wp = await startWordPress();
    t = await createTestApp({ OUTBOUND_ALLOWLIST: new URL(wp.url).host, PUBLIC_URL: 'http://localhost:3000' });
    t.deps.queue.attach({ send: async () => 'job' } as unknown as PgBoss);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await wp?.stop();
  });

  const basic = () => `Basic ${Buffer.from(`${wp.username}:${wp.appPassword}`).toString('base64')}`;
  const read = async (path: string) => {
    const res = await fetch(`${wp.url}/wp-json/wp/v2${path}`, { headers: { authorization: basic() } });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  it('connects with an application password and publishes a blog with tags, category and featured image', async () => {
    const agent = new Agent(t.app);
    const user = await agent.register();
    const conn = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: wp.username,
      apiKey: wp.appPassword,
      settings: { apiUrl: wp.url },
    });
    expect(conn.statusCode, conn.body).toBe(201);
    expect(conn.json()).toMatchObject({ username: wp.username, credentialHint: `••••${wp.appPassword.slice(-4)}` });

    // Stored as the product stores it: through the media library, which records the owner.
    const featuredImage = await mediaLibrary(t.deps.database.db, diskMediaStorage(t.config.DATA_DIR)).store(
      PNG_BYTES,
      'image/png',
      user.id,
    );
    const blogId = await insertBlog(t.deps.database.db, user.id, {
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
    const outcome = await runPublication(
      { db: t.deps.database.db, keyring: t.deps.keyring, config: t.config, ctx: publisherContext(t.config) },
      publicationId,
    );
    expect(outcome).toMatchObject({ kind: 'published' });

    const history = (await agent.get(`/api/blogs/${blogId}/publications`)).json() as {
      status: string;
      platformBlogId: string;
      platformBlogUrl: string;
    }[];
    expect(history[0]?.status).toBe('published');
    expect(history[0]?.platformBlogUrl).toMatch(new RegExp(`^${wp.url}/golden-hour-at-point-reyes/?$`));

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
    const all = (await (await fetch(`${wp.url}/wp-json/wp/v2/posts?search=Golden%20hour`)).json()) as unknown[];
    expect(all).toHaveLength(1);
  }, 120_000);
});
