import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/**
 * WordPress core has no SEO title or canonical URL field: the connection says whether the site has
 * Yoast SEO or Rank Math (asked when it is connected), so the Publish dialog can say so before
 * publishing; without one, the post that lands has no SEO title and, for a copy, the 'Originally
 * published at' line instead of a canonical.
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp } = h.fakes;

describe('a WordPress connection knows which SEO fields its site takes', () => {
  it('core WordPress: none; the copy gets the note, not an SEO title', async () => {
    const c = await h.creator();
    const conn = await h.connect(c.agent, 'wordpress');
    expect(conn.status, conn.body.message).toBe(201);
    expect(conn.body).toMatchObject({ seoPlugin: 'none' });
    const listed = (await c.agent.get('/api/platform-connections')).json() as { seoPlugin: string | null }[];
    expect(listed[0]?.seoPlugin).toBe('none');

    const dev = await h.connect(c.agent, 'devto');
    expect(dev.body).toMatchObject({ seoPlugin: null });
    const home = await h.publish(c.agent, c.blogId, { platformConnectionId: dev.body.id, home: true });
    expect(await h.run(home.body.id)).toMatchObject({ kind: 'published' });
    const copy = await h.publish(c.agent, c.blogId, { platformConnectionId: conn.body.id });
    expect(await h.run(copy.body.id)).toMatchObject({ kind: 'published' });
    const post = h.postsTitled(c.title)[0]!;
    expect(post.content).toMatch(/Originally published at <a href="[^"]+">/);
    expect(post.meta ?? {}).not.toHaveProperty('_yoast_wpseo_title');
  });

  it('a site with Yoast SEO: yoast', async () => {
    wp.seoPlugin = 'yoast';
    try {
      const c = await h.creator();
      const conn = await h.connect(c.agent, 'wordpress');
      expect(conn.body).toMatchObject({ seoPlugin: 'yoast' });
    } finally {
      wp.seoPlugin = null;
    }
  });
});
