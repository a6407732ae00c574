import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/**
 * Withdrawing the home copy (the one the others name as canonical) never leaves them pointing at a
 * post that is gone: without a new home it is refused, naming the copies; with one, the copies are
 * updated to it on each platform (read back from the fakes).
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto, hashnode, ghost } = h.fakes;

/** A blog live on Ghost (its home), DEV and Hashnode, both pointing to the Ghost post. */
async function liveEverywhere() {
  const c = await h.creator();
  const conns = {
    ghost: (await h.connect(c.agent, 'ghost')).body.id,
    devto: (await h.connect(c.agent, 'devto')).body.id,
    hashnode: (await h.connect(c.agent, 'hashnode')).body.id,
  };
  const pubs: Record<keyof typeof conns, number> = { ghost: 0, devto: 0, hashnode: 0 };
  for (const platform of ['ghost', 'devto', 'hashnode'] as const) {
    const p = await h.publish(c.agent, c.blogId, { platformConnectionId: conns[platform], home: platform === 'ghost' });
    expect(p.status, p.body.message).toBe(202);
    expect(await h.run(p.body.id), platform).toMatchObject({ kind: 'published' });
    pubs[platform] = p.body.id;
  }
  const ghostUrl = ghost.posts.find((p) => p.title === c.title)!.url;
  const dev = () => devto.articles.find((a) => a.title === c.title)!;
  const hn = () => hashnode.posts.find((p) => p.title === c.title)!;
  expect(dev().canonical_url).toBe(ghostUrl);
  expect(hn().originalArticleURL).toBe(ghostUrl);
  return { ...c, conns, pubs, ghostUrl, dev, hn };
}

describe('withdrawing the home copy', () => {
  it('is refused without a new home, naming the copies that point to it; the post stays live', async () => {
    const { agent, pubs, title } = await liveEverywhere();
    const res = await agent.post(`/api/publications/${pubs.ghost}/withdraw`, { how: 'draft' });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(/Other copies point to this one.*DEV.*Hashnode/);
    expect(ghost.posts.find((p) => p.title === title)?.status).toBe('published');
    // A copy that is not the home is withdrawn as before.
    expect((await agent.post(`/api/publications/${pubs.devto}/withdraw`, {})).statusCode).toBe(200);
  });

  it('with another live copy as the new home: that copy loses its canonical, the others point to it', async () => {
    const { agent, blogId, conns, pubs, title, dev, hn } = await liveEverywhere();
    h.sent.length = 0;
    const res = await agent.post(`/api/publications/${pubs.ghost}/withdraw`, {
      how: 'draft',
      newHome: { platformConnectionId: conns.devto },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ghost.posts.find((p) => p.title === title)?.status).toBe('draft');
    // One update job per remaining copy, run as the worker would.
    expect(h.sent.map((s) => s.data.publicationId).sort()).toEqual([pubs.devto, pubs.hashnode].sort());
    expect(await h.run(pubs.devto)).toMatchObject({ kind: 'published' });
    expect(await h.run(pubs.hashnode)).toMatchObject({ kind: 'published' });
    const devUrl = dev().url;
    expect(dev().canonical_url || null).toBeNull();
    expect(hn().originalArticleURL).toBe(devUrl);
    expect((await agent.get(`/api/blogs/${blogId}/home`)).json()).toMatchObject({
      kind: 'destination',
      platformConnectionId: conns.devto,
      canonicalUrl: devUrl,
    });
  });

  it("with Inkgram's page as the new home (while it is public): every copy points to the page", async () => {
    const { agent, blogId, pubs, dev, hn } = await liveEverywhere();
    const off = await agent.post(`/api/publications/${pubs.ghost}/withdraw`, { newHome: { publicPage: true } });
    expect(off.statusCode).toBe(400);
    expect((off.json() as { message: string }).message).toMatch(/page is not public/);

    const page = (await agent.patch(`/api/blogs/${blogId}/public-page`, { isPublic: true })).json() as { url: string };
    const res = await agent.post(`/api/publications/${pubs.ghost}/withdraw`, { newHome: { publicPage: true } });
    expect(res.statusCode, res.body).toBe(200);
    await h.run(pubs.devto);
    await h.run(pubs.hashnode);
    expect(dev().canonical_url).toBe(page.url);
    expect(hn().originalArticleURL).toBe(page.url);
  });

  it('refuses a new home that is not another live copy of the blog', async () => {
    const { agent, pubs, conns } = await liveEverywhere();
    const self = await agent.post(`/api/publications/${pubs.ghost}/withdraw`, {
      newHome: { platformConnectionId: conns.ghost },
    });
    expect(self.statusCode).toBe(400);
    const both = await agent.post(`/api/publications/${pubs.ghost}/withdraw`, {
      newHome: { platformConnectionId: conns.devto, publicPage: true },
    });
    expect(both.statusCode).toBe(400);
  });
});
