import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/** A draft left on a platform opens in that platform's editor (docs/decisions/018-publishing-destinations-and-modes.md). */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp, ghost, hashnode } = h.fakes;
type Row = { status: string; platformBlogId: string; platformBlogUrl: string | null; editUrl: string | null };

async function draftOn(platform: 'wordpress' | 'ghost' | 'hashnode') {
  const { agent, blogId } = await h.connected(platform);
  const [connection] = (await agent.get('/api/platform-connections')).json() as { id: number }[];
  const draft = await h.publish(agent, blogId, { platformConnectionId: connection!.id, mode: 'draft' });
  expect(await h.run(draft.body.id)).toMatchObject({ kind: 'draft' });
  const [row] = (await h.history(agent, blogId)) as unknown as Row[];
  expect(row?.status).toBe('draft');
  return { agent, blogId, connectionId: connection!.id, row: row! };
}

describe('a draft on the platform links to its editor, not to a public URL that does not exist yet', () => {
  it('WordPress: wp-admin of the site the creator connected; publishing it swaps in the post link', async () => {
    const { agent, blogId, connectionId, row } = await draftOn('wordpress');
    expect(row.editUrl).toBe(
      `${wp.siteUrl.replace(/\/+$/, '')}/wp-admin/post.php?post=${row.platformBlogId}&action=edit`,
    );
    expect(h.wpPost(row.platformBlogId)?.status).toBe('draft');

    const live = await h.publish(agent, blogId, { platformConnectionId: connectionId });
    expect(await h.run(live.body.id)).toMatchObject({ kind: 'published' });
    const [after] = (await h.history(agent, blogId)) as unknown as Row[];
    expect(after).toMatchObject({ status: 'published', editUrl: null });
    expect(after?.platformBlogUrl).toMatch(/^http/);
  });

  it('Ghost: the admin editor of that post', async () => {
    const { row } = await draftOn('ghost');
    expect(row.editUrl).toBe(`${ghost.url.replace(/\/+$/, '')}/ghost/#/editor/post/${row.platformBlogId}`);
    expect(ghost.posts.find((p) => p.id === row.platformBlogId)?.status).toBe('draft');
  });

  it("Hashnode: Hashnode's draft editor", async () => {
    const { row } = await draftOn('hashnode');
    expect(row.editUrl).toBe(`https://hashnode.com/draft/${row.platformBlogId}`);
    expect(hashnode.posts.find((p) => p.id === row.platformBlogId)?.published).toBe(false);
  });
});
