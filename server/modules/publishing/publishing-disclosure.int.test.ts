import { describe, expect, it } from 'vitest';
import { DISCLOSURE_TEXT } from '@common/provenance';
import { publishingHarness, type HarnessPlatform } from '../../../test/helpers/publishing-harness';

/**
 * 'Add a disclosure when I publish' is one setting per blog: the Share dialog and the editor's
 * panel change the same value, and it reaches every destination, the public page and its RSS item
 * when on, and none of them when off. Each platform's stored post is read back.
 */
const h = publishingHarness({ allowGhost: true });
const { devto, wp, medium, hashnode, ghost } = h.fakes;
const PLATFORMS: HarnessPlatform[] = ['wordpress', 'devto', 'medium', 'hashnode', 'ghost'];

/** What each platform stored for the post titled so (its whole record, as text). */
const stored: Record<HarnessPlatform, (title: string) => string> = {
  wordpress: (title) => JSON.stringify(h.postsTitled(title)),
  devto: (title) => JSON.stringify(devto.articles.filter((a) => a.title === title)),
  medium: (title) => JSON.stringify(medium.posts.filter((p) => p.title === title)),
  hashnode: (title) => JSON.stringify(hashnode.posts.filter((p) => p.title === title)),
  ghost: (title) => JSON.stringify(ghost.posts.filter((p) => p.title === title)),
};

async function publishEverywhere(disclose: boolean) {
  const c = await h.creator();
  const share = await c.agent.patch(`/api/blogs/${c.blogId}/public-page`, { isPublic: true, discloseAi: disclose });
  expect(share.statusCode, share.body).toBe(200);
  expect(share.json()).toMatchObject({ discloseAi: disclose });
  for (const platform of PLATFORMS) {
    const conn = await h.connect(c.agent, platform);
    expect(conn.status, conn.body.message).toBe(201);
    const pub = await h.publish(c.agent, c.blogId, { platformConnectionId: conn.body.id });
    expect(pub.status, pub.body.message).toBe(202);
    expect(await h.run(pub.body.id), platform).toMatchObject({ kind: 'published' });
  }
  const page = (await c.agent.get(`/api/blogs/${c.blogId}/public-page`)).json() as { url: string; feedUrl: string };
  const html = (await h.t().app.inject({ method: 'GET', url: new URL(page.url).pathname })).body;
  const rss = (await h.t().app.inject({ method: 'GET', url: new URL(page.feedUrl).pathname })).body;
  return { ...c, html, rss };
}

describe('the disclosure, one setting per blog', () => {
  it('on: every destination, the public page and its RSS item carry the line', async () => {
    const { title, html, rss } = await publishEverywhere(true);
    for (const platform of PLATFORMS) expect(stored[platform](title), platform).toContain(DISCLOSURE_TEXT);
    expect(wp.posts.find((p) => p.title === title)?.content).toContain(`<p><em>${DISCLOSURE_TEXT}</em></p>`);
    expect(html).toContain(`data-ai-disclosure>${DISCLOSURE_TEXT}</p>`);
    const item = rss.slice(rss.indexOf('<item>'));
    expect(item).toContain(`&lt;p&gt;&lt;em&gt;${DISCLOSURE_TEXT}&lt;/em&gt;&lt;/p&gt;`);
  });

  it('off: no destination, page or feed has it', async () => {
    const { title, html, rss } = await publishEverywhere(false);
    for (const platform of PLATFORMS) {
      expect(stored[platform](title), platform).toContain('The light is');
      expect(stored[platform](title), platform).not.toContain('Drafted with AI');
    }
    expect(html).not.toContain('Drafted with AI');
    expect(rss).not.toContain('Drafted with AI');
  });

  it('the Share dialog and the editor change the same setting', async () => {
    const c = await h.creator();
    await c.agent.patch(`/api/blogs/${c.blogId}/public-page`, { discloseAi: true });
    // Not drafted by a writer: the editor has no provenance panel, the setting is still the blog's.
    expect((await c.agent.get(`/api/blogs/${c.blogId}/public-page`)).json()).toMatchObject({ discloseAi: true });
    const off = await c.agent.patch(`/api/blogs/${c.blogId}/provenance`, { disclosure: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await c.agent.get(`/api/blogs/${c.blogId}/public-page`)).json()).toMatchObject({ discloseAi: false });
  });
});
