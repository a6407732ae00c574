import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Publication } from '@common/publishing';
import { createMediaStorage } from '../../server/lib/storage/create-media-storage';
import { mediaLibrary } from '../../server/modules/media';
import { PNG_BYTES } from '../fakes/publishers/context';
import { Agent } from '../helpers/agent';
import { insertBlog, platformId } from '../helpers/publishing';
import { realWordPress, realWordPressRuns } from './real-site';

/**
 * docs/decisions/018-publishing-destinations-and-modes.md: the outcome of a publication lists which
 * fields landed on the destination and which not, and why. Against a real WordPress without Yoast SEO
 * or Rank Math, what WordPress stored is read back and must match the outcome, field by field.
 */
const runs = await realWordPressRuns('REAL WORDPRESS FIELDS TEST');

const SEO = {
  seoTitle: 'Golden hour at Point Reyes: where to stand',
  seoDescription: 'The lighthouse, the cypress tunnel and the beach, each at its best hour.',
  featuredImageAlt: 'The Point Reyes lighthouse in low golden light',
  slug: 'golden-hour-fields',
};
const NO_PLUGIN = 'this WordPress site has no Yoast SEO or Rank Math';

describe.skipIf(!runs)('which fields landed on a real WordPress without an SEO plugin', () => {
  const { env, read, job } = realWordPress();

  /** A blog with every field set in the editor, Inkgram's public page as its home (so it has a canonical URL). */
  async function blogWithEveryField(agent: Agent, userId: number, title: string) {
    const featuredImage = await mediaLibrary(env.t.deps.database.db, createMediaStorage(env.t.config)).store(
      Buffer.concat([PNG_BYTES, Buffer.from(title)]),
      'image/png',
      userId,
    );
    const blogId = await insertBlog(env.t.deps.database.db, userId, {
      title,
      tags: ['Sunset Photography', 'California'],
      featuredImage,
    });
    const saved = await agent.patch(`/api/blogs/${blogId}`, SEO);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await agent.put(`/api/blogs/${blogId}/home`, { publicPage: true })).statusCode).toBe(204);
    await env.t.deps.database.db.execute(
      sql`insert into public_pages (blog_id, user_id, slug, is_public) values (${blogId}, ${userId}, ${`page-${blogId}`}, true)`,
    );
    const home = (await agent.get(`/api/blogs/${blogId}/home`)).json() as { canonicalUrl: string };
    expect(home.canonicalUrl).toMatch(/^http:\/\/localhost:3000\//);
    return { blogId, canonicalUrl: home.canonicalUrl };
  }

  async function publish(agent: Agent, blogId: number, connectionId: number): Promise<Publication> {
    const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
    expect(res.statusCode, res.body).toBe(202);
    expect(await job((res.json() as { id: number }).id)).toMatchObject({ kind: 'published' });
    // Read back through the API, from the database: the outcome survives a reload.
    const [publication] = (await agent.get(`/api/blogs/${blogId}/publications`)).json() as Publication[];
    expect(publication?.status).toBe('published');
    return publication as Publication;
  }

  it('lists title, slug, meta description, tags and alt text as landed, SEO title and canonical URL as not, as WordPress stored them', async () => {
    const agent = new Agent(env.t.app);
    const user = await agent.register();
    const conn = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: env.wp.username,
      apiKey: env.wp.appPassword,
      settings: { apiUrl: env.wp.url },
    });
    expect(conn.statusCode, conn.body).toBe(201);
    expect(conn.json()).toMatchObject({ seoPlugin: 'none' });
    const connectionId = (conn.json() as { id: number }).id;

    const title = 'Golden hour at Point Reyes';
    const { blogId, canonicalUrl } = await blogWithEveryField(agent, user.id, title);
    const publication = await publish(agent, blogId, connectionId);
    const fields = publication.fields;
    expect(fields).not.toBeNull();

    // What WordPress stored, field by field.
    const post = await read(`/posts/${publication.platformBlogId}?context=edit`);
    const stored = {
      title: (post.title as { raw: string }).raw,
      slug: post.slug,
      excerpt: (post.excerpt as { raw: string }).raw,
      tags: (await Promise.all((post.tags as number[]).map((id) => read(`/tags/${id}`)))).map((x) => x.name).sort(),
      alt: (await read(`/media/${String(post.featured_media)}?context=edit`)).alt_text,
    };
    expect(stored).toEqual({
      title,
      slug: SEO.slug,
      excerpt: SEO.seoDescription,
      tags: ['California', 'Sunset Photography'],
      alt: SEO.featuredImageAlt,
    });
    // Core WordPress keeps no SEO title nor canonical URL: nothing it stored about the post holds them.
    expect(post.meta ?? []).toEqual([]);
    const { content, ...rest } = post;
    expect(JSON.stringify(post)).not.toContain(SEO.seoTitle);
    expect(JSON.stringify(rest)).not.toContain(canonicalUrl);
    // The pointer to the home that such a site can carry: the 'Originally published at' line.
    expect((content as { raw: string }).raw).toContain(`Originally published at <a href="${canonicalUrl}">`);

    expect(fields?.landed).toEqual([
      { field: 'title', label: 'title', note: null },
      { field: 'slug', label: 'slug', note: null },
      { field: 'metaDescription', label: 'meta description', note: 'as the post excerpt' },
      { field: 'tags', label: 'tags', note: null },
      {
        field: 'featuredImageAlt',
        label: 'featured image alt text',
        note: 'on the featured image in the media library',
      },
    ]);
    expect(fields?.notLanded).toEqual([
      { field: 'seoTitle', label: 'SEO title', reason: NO_PLUGIN },
      { field: 'canonicalUrl', label: 'canonical URL', reason: NO_PLUGIN },
    ]);
  }, 120_000);

  it('a slug WordPress gave another post already is reported with the slug WordPress chose', async () => {
    const agent = new Agent(env.t.app);
    const user = await agent.register();
    const conn = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: env.wp.username,
      apiKey: env.wp.appPassword,
      settings: { apiUrl: env.wp.url },
    });
    const { blogId } = await blogWithEveryField(agent, user.id, 'Golden hour at Point Reyes, again');
    const publication = await publish(agent, blogId, (conn.json() as { id: number }).id);
    const post = await read(`/posts/${publication.platformBlogId}?context=edit`);
    expect(post.slug).not.toBe(SEO.slug);
    expect(publication.fields?.landed.map((f) => f.field)).not.toContain('slug');
    expect(publication.fields?.notLanded).toContainEqual({
      field: 'slug',
      label: 'slug',
      reason: `WordPress gave the post the slug “${String(post.slug)}”, as another post there has “${SEO.slug}”`,
    });
  }, 120_000);
});
