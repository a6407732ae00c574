import { describe, expect, it } from 'vitest';
import type { PublishPreview } from '@common/publish-overrides';
import { Agent } from '../../../test/helpers/agent';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/**
 * Per-destination title, tags and excerpt, and the preview of what a destination is sent
 * (docs/decisions/046-per-destination-fields-and-preview.md), read back from what the platform
 * fakes stored: each destination gets its own fields, updates and revisions keep them, the creator
 * can change them on a live post, over-limit values are refused before anything is stored, the
 * preview is what the platform then receives, and nobody else can ask for it.
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto, medium, ghost } = h.fakes;
const { run, connect, creator, publish, history, sent } = h;

const CONTENT = '<h2>Why go early</h2><p>The light is <strong>soft</strong> and the trail is empty.</p>';
const TAGS = ['Hiking Trips', 'travel', 'sunrise-photos', 'Bay Area', 'outdoors'];

async function blogWithConnections() {
  const c = await creator({ content: CONTENT, tags: TAGS, seoDescription: 'The blog’s own description.' });
  const ids: Record<'devto' | 'medium' | 'ghost', number> = { devto: 0, medium: 0, ghost: 0 };
  for (const platform of ['devto', 'medium', 'ghost'] as const) {
    const conn = await connect(c.agent, platform);
    expect(conn.status, conn.body.message).toBe(201);
    ids[platform] = conn.body.id;
  }
  return { ...c, conn: ids };
}

const preview = async (agent: Agent, blogId: number, body: Record<string, unknown>) => {
  const res = await agent.post(`/api/blogs/${blogId}/publish-preview`, body);
  return { status: res.statusCode, body: res.json() as PublishPreview & { message?: string } };
};

describe('per-destination title, tags and excerpt', () => {
  it('each destination gets its own, the history shows them, and updates and revisions keep them', async () => {
    const c = await blogWithConnections();
    const sends = {
      devto: { title: 'Sunrise on Mount Tam, for developers', tags: ['hiking', 'photography'], excerpt: 'For DEV.' },
      medium: { title: 'Sunrise on Mount Tam: a Medium story', tags: ['Travel', 'Sunrise'] },
      ghost: { title: 'Ghost: the sunrise trail', tags: ['Trails'], excerpt: 'The Ghost excerpt.' },
    };
    const pubs: Record<string, number> = {};
    for (const platform of ['devto', 'medium', 'ghost'] as const) {
      const p = await publish(c.agent, c.blogId, {
        platformConnectionId: c.conn[platform],
        overrides: sends[platform],
      });
      expect(p.status, p.body.message).toBe(202);
      expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
      pubs[platform] = p.body.id;
    }

    const dev = devto.articles.find((a) => a.title === sends.devto.title);
    expect(dev).toMatchObject({ tags: ['hiking', 'photography'], description: 'For DEV.' });
    const med = medium.posts.find((p) => p.title === sends.medium.title);
    expect(med?.tags).toEqual(['Travel', 'Sunrise']);
    const gho = ghost.posts.find((p) => p.title === sends.ghost.title);
    expect(gho).toMatchObject({ tags: [{ name: 'Trails' }], custom_excerpt: 'The Ghost excerpt.' });
    // No platform got the blog's own title.
    expect(devto.articles.some((a) => a.title === c.title)).toBe(false);

    const shown = (await history(c.agent, c.blogId)) as unknown as { id: number; overrides: unknown }[];
    expect(shown.find((p) => p.id === pubs.devto)?.overrides).toEqual(sends.devto);

    // A revision of the live blog goes out with the same per-destination fields.
    const started = await c.agent.post(`/api/blogs/${c.blogId}/revision`);
    expect(started.statusCode, started.body).toBe(201);
    const revisionId = (started.json() as { id: number }).id;
    const edited = await c.agent.patch(`/api/blogs/${revisionId}`, { content: '<p>The corrected trail notes.</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    const update = await c.agent.post(`/api/blogs/${c.blogId}/revision/update-everywhere`);
    expect(update.statusCode, update.body).toBe(202);
    for (const id of [pubs.devto!, pubs.ghost!]) expect(await run(id)).toMatchObject({ kind: 'published' });
    const devAfter = devto.articles.find((a) => a.id === dev!.id);
    expect(devAfter).toMatchObject({
      title: sends.devto.title,
      tags: ['hiking', 'photography'],
      description: 'For DEV.',
    });
    expect(devAfter?.body_markdown).toContain('The corrected trail notes.');
    const ghostAfter = ghost.posts.find((p) => p.id === gho!.id);
    expect(ghostAfter).toMatchObject({ title: sends.ghost.title, custom_excerpt: 'The Ghost excerpt.' });
    expect(ghostAfter?.html).toContain('The corrected trail notes.');

    // The plain 'Update everywhere' keeps them too.
    const again = await c.agent.post(`/api/blogs/${c.blogId}/update-everywhere`);
    expect(again.statusCode, again.body).toBe(202);
    expect(await run(pubs.devto!)).toMatchObject({ kind: 'published' });
    expect(devto.articles.find((a) => a.id === dev!.id)?.title).toBe(sends.devto.title);
  });

  it('the creator changes them on a live post: saved, and that post is updated in place', async () => {
    const c = await blogWithConnections();
    const p = await publish(c.agent, c.blogId, {
      platformConnectionId: c.conn.devto,
      overrides: { title: 'First DEV title' },
    });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const id = devto.articles.find((a) => a.title === 'First DEV title')!.id;

    sent.length = 0;
    const put = await c.agent.put(`/api/publications/${p.body.id}/overrides`, {
      overrides: { title: 'Second DEV title', tags: ['nature'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ overrides: { title: 'Second DEV title', tags: ['nature'] }, updating: true });
    expect(sent.map((s) => s.data.publicationId)).toEqual([p.body.id]);
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    expect(devto.articles.find((a) => a.id === id)).toMatchObject({ title: 'Second DEV title', tags: ['nature'] });
    expect(devto.articles.filter((a) => a.title.endsWith('DEV title'))).toHaveLength(1);

    // Cleared: the blog's own title again.
    const cleared = await c.agent.put(`/api/publications/${p.body.id}/overrides`, { overrides: null });
    expect(cleared.json()).toMatchObject({ overrides: null });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    expect(devto.articles.find((a) => a.id === id)?.title).toBe(c.title);
  });

  it('refuses what a platform cannot take, naming the field and the limit, and stores nothing', async () => {
    const c = await blogWithConnections();
    const tooMany = await publish(c.agent, c.blogId, {
      platformConnectionId: c.conn.devto,
      overrides: { tags: ['one', 'two', 'three', 'four', 'five'] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      message: 'Tags for DEV: at most 4 (5 given).',
      details: { fieldErrors: { 'overrides.tags': ['Tags for DEV: at most 4 (5 given).'] } },
    });
    const longTag = await publish(c.agent, c.blogId, {
      platformConnectionId: c.conn.medium,
      overrides: { tags: ['a-tag-of-far-more-than-25-characters'], excerpt: 'Medium has none.' },
    });
    expect(longTag.status).toBe(400);
    expect(longTag.body.message).toBe(
      'Tags for Medium: each at most 25 characters (“a-tag-of-far-more-than-25-characters” has 36).',
    );
    const ghostTitle = await publish(c.agent, c.blogId, {
      platformConnectionId: c.conn.ghost,
      overrides: { title: 'x'.repeat(256) },
    });
    expect(ghostTitle.body.message).toBe('Title for Ghost: at most 255 characters (this one has 256).');
    const unknownKey = await publish(c.agent, c.blogId, {
      platformConnectionId: c.conn.ghost,
      overrides: { subtitle: 'No such field' },
    });
    expect(unknownKey.status).toBe(400);
    expect(await history(c.agent, c.blogId)).toEqual([]);

    const p = await publish(c.agent, c.blogId, { platformConnectionId: c.conn.devto });
    const put = await c.agent.put(`/api/publications/${p.body.id}/overrides`, {
      overrides: { excerpt: 'e'.repeat(257) },
    });
    expect(put.statusCode).toBe(400);
    expect((put.json() as { message: string }).message).toBe(
      'Excerpt for DEV: at most 256 characters (this one has 257).',
    );
  });
});

describe('the preview of a destination', () => {
  it('is exactly what the platform then receives (DEV Markdown, Ghost HTML), overrides included', async () => {
    const c = await blogWithConnections();
    const overrides = { title: 'Previewed for DEV', tags: ['Sunrise Photos', 'hiking'], excerpt: 'Seen first.' };
    const dev = await preview(c.agent, c.blogId, { platformConnectionId: c.conn.devto, overrides });
    expect(dev.status, dev.body.message).toBe(200);
    expect(dev.body).toMatchObject({
      displayName: 'DEV',
      title: 'Previewed for DEV',
      tags: ['sunrisephotos', 'hiking'],
      excerpt: 'Seen first.',
      format: 'markdown',
    });
    expect(dev.body.html).toContain('<strong>soft</strong>');
    const p = await publish(c.agent, c.blogId, { platformConnectionId: c.conn.devto, overrides });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const article = devto.articles.find((a) => a.title === 'Previewed for DEV')!;
    expect({
      title: article.title,
      tags: article.tags,
      excerpt: article.description,
      body: article.body_markdown,
      canonicalUrl: article.canonical_url ?? null,
    }).toEqual({
      title: dev.body.title,
      tags: dev.body.tags,
      excerpt: dev.body.excerpt,
      body: dev.body.body,
      canonicalUrl: dev.body.canonicalUrl,
    });

    // Ghost, with DEV now live as the home: the preview names DEV's post as the canonical URL.
    const gh = await preview(c.agent, c.blogId, { platformConnectionId: c.conn.ghost });
    expect(gh.body).toMatchObject({ format: 'html', title: c.title, canonicalUrl: article.url });
    const g = await publish(c.agent, c.blogId, { platformConnectionId: c.conn.ghost });
    expect(await run(g.body.id)).toMatchObject({ kind: 'published' });
    const post = ghost.posts.find((x) => x.title === c.title)!;
    expect(post).toMatchObject({ html: gh.body.body, canonical_url: gh.body.canonicalUrl });
    expect(post.tags.map((t) => t.name)).toEqual(gh.body.tags);

    // A saved destination previews with its saved overrides.
    const saved = await preview(c.agent, c.blogId, { platformConnectionId: c.conn.devto });
    expect(saved.body.title).toBe('Previewed for DEV');
  });

  it('refuses over-limit overrides, and anyone but who may publish the blog gets its 404', async () => {
    const c = await blogWithConnections();
    const over = await preview(c.agent, c.blogId, {
      platformConnectionId: c.conn.medium,
      overrides: { excerpt: 'Not on Medium.' },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Excerpt for Medium: Medium’s API has no excerpt field.');

    const stranger = await creator();
    const strangerConn = await connect(stranger.agent, 'devto');
    const theirs = await preview(stranger.agent, c.blogId, { platformConnectionId: strangerConn.body.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Blog not found');
    const otherConn = await preview(c.agent, c.blogId, { platformConnectionId: strangerConn.body.id });
    expect(otherConn.status).toBe(404);
    const p = await publish(c.agent, c.blogId, { platformConnectionId: c.conn.devto });
    const put = await stranger.agent.put(`/api/publications/${p.body.id}/overrides`, { overrides: { title: 'Mine' } });
    expect(put.statusCode).toBe(404);
    const anonymous = await new Agent(h.t().app).post(`/api/blogs/${c.blogId}/publish-preview`, {
      platformConnectionId: c.conn.devto,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
