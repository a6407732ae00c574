import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { platformId } from '../../../test/helpers/publishing';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { publisherFakes } from '../../../test/fakes/publishers/all';
import { PNG_BYTES, testPublisherContext } from '../../../test/fakes/publishers/context';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { mediaLibrary } from '../media';
import { runPublication } from './publication-runner';

/**
 * docs/decisions/018-publishing-destinations-and-modes.md: the SEO fields the creator saves in the editor (SEO title, meta description, slug,
 * featured image alt text) reach each platform's own fields, through the API and the worker.
 */
const fakes = publisherFakes();
const { devto, wp, hashnode, ghost } = fakes;
let t: TestApp;

beforeAll(async () => {
  await fakes.start();
  t = await createTestApp({
    DEVTO_API_URL: devto.apiUrl,
    HASHNODE_API_URL: hashnode.url,
    OUTBOUND_ALLOWLIST: `${wp.hostPort},${ghost.hostPort}`,
    REGISTER_LIMIT_PER_HOUR: '100',
  });
  t.deps.queue.attach({
    send: async () => 'job',
    findJobs: async () => [],
    cancel: async () => ({}),
  } as unknown as PgBoss);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const forms = {
  devto: () => ({ apiKey: devto.apiKey }),
  wordpress: () => ({ username: wp.username, apiKey: wp.appPassword, settings: { apiUrl: wp.siteUrl } }),
  hashnode: () => ({ apiKey: hashnode.token, profileUrl: 'blog.example.dev' }),
  ghost: () => ({ apiKey: ghost.adminKey, settings: { apiUrl: ghost.url } }),
};

const SEO = {
  seoTitle: 'Sunrise on Mount Tam: the quiet trail guide for early hikers',
  seoDescription:
    'Start before dawn for soft light, cool air and an empty summit: where to park and which trail to take.',
  featuredImageAlt: 'Fog below the summit of Mount Tam at sunrise',
};

/** A creator whose blog has its SEO fields set in the editor (PATCH), with a stored cover image. */
async function creatorWithBlog(title: string, slug: string | null) {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const cover = await mediaLibrary(t.deps.database.db, createMediaStorage(t.config)).store(
    Buffer.concat([PNG_BYTES, Buffer.from(title)]),
    'image/png',
    user.id,
  );
  const created = await agent.post('/api/blogs', { title, content: '<p>The light is soft and the trail empty.</p>' });
  expect(created.statusCode, created.body).toBe(201);
  const blogId = (created.json() as { id: number }).id;
  const saved = await agent.patch(`/api/blogs/${blogId}`, { ...SEO, slug, featuredImage: cover });
  expect(saved.statusCode, saved.body).toBe(200);
  return { agent, blogId };
}

async function publishTo(agent: Agent, blogId: number, platform: keyof typeof forms) {
  const conn = await agent.post('/api/platform-connections', {
    platformId: await platformId(agent, platform),
    ...forms[platform](),
  });
  expect(conn.statusCode, conn.body).toBeLessThan(300);
  const pub = await agent.post(`/api/blogs/${blogId}/publish`, {
    platformConnectionId: (conn.json() as { id: number }).id,
  });
  expect(pub.statusCode, pub.body).toBeLessThan(300);
  const ctx = testPublisherContext(fakes.hostPorts(), { devto: devto.apiUrl, hashnode: hashnode.url });
  const outcome = await runPublication(
    { db: t.deps.database.db, keyring: t.deps.keyring, config: t.config, ctx, backoffMs: () => 1000 },
    (pub.json() as { id: number }).id,
  );
  expect(outcome).toMatchObject({ kind: 'published' });
}

describe('the SEO fields saved in the editor land where each platform has them', () => {
  it('WordPress with Yoast: slug, excerpt, Yoast title and description, and the alt text on the uploaded image', async () => {
    wp.seoPlugin = 'yoast';
    try {
      const { agent, blogId } = await creatorWithBlog('Sunrise hike for WordPress', 'Mount Tam at Sunrise!');
      await publishTo(agent, blogId, 'wordpress');
      const post = wp.posts.find((p) => p.title === 'Sunrise hike for WordPress')!;
      expect(post).toMatchObject({
        slug: 'mount-tam-at-sunrise',
        excerpt: SEO.seoDescription,
        meta: { _yoast_wpseo_title: SEO.seoTitle, _yoast_wpseo_metadesc: SEO.seoDescription },
      });
      const media = wp.media.find((m) => m.id === post.featured_media)!;
      expect(media).toMatchObject({ alt_text: SEO.featuredImageAlt, post: post.id });
      expect(media.slug).toMatch(/^mount-tam-at-sunrise-featured/);
    } finally {
      wp.seoPlugin = null;
    }
  });

  it('Ghost: slug, meta_title, meta_description and feature_image_alt', async () => {
    const { agent, blogId } = await creatorWithBlog('Sunrise hike for Ghost', 'ghost-sunrise');
    await publishTo(agent, blogId, 'ghost');
    expect(ghost.posts.find((p) => p.title === 'Sunrise hike for Ghost')).toMatchObject({
      slug: 'ghost-sunrise',
      meta_title: SEO.seoTitle,
      meta_description: SEO.seoDescription,
      feature_image_alt: SEO.featuredImageAlt,
    });
  });

  it('Hashnode: slug and metaTags {title, description}, no subtitle', async () => {
    const { agent, blogId } = await creatorWithBlog('Sunrise hike for Hashnode', 'hashnode-sunrise');
    await publishTo(agent, blogId, 'hashnode');
    const post = hashnode.posts.find((p) => p.title === 'Sunrise hike for Hashnode')!;
    expect(post).toMatchObject({
      slug: 'hashnode-sunrise',
      metaTags: { title: SEO.seoTitle, description: SEO.seoDescription },
    });
    expect(post.subtitle).toBeUndefined();
  });

  it('DEV: the meta description as description', async () => {
    const { agent, blogId } = await creatorWithBlog('Sunrise hike for DEV', null);
    await publishTo(agent, blogId, 'devto');
    expect(devto.articles.find((a) => a.title === 'Sunrise hike for DEV')).toMatchObject({
      description: SEO.seoDescription,
    });
  });

  it('without a slug of its own the post gets the slug of its title', async () => {
    const { agent, blogId } = await creatorWithBlog('Crème brûlée at dawn', null);
    await publishTo(agent, blogId, 'ghost');
    expect(ghost.posts.find((p) => p.title === 'Crème brûlée at dawn')?.slug).toBe('creme-brulee-at-dawn');
  });
});
