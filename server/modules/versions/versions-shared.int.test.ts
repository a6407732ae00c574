import { sql } from 'drizzle-orm';
import type { BlogRole } from '@common/co-editing';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/helpers/agent';
import { useCoeditApp } from '../../../test/helpers/co-editing-app';
import { queryRows } from '../../../test/helpers/test-app';
import { shareByEmail } from '../../../test/helpers/share';

/**
 * docs/decisions/019-nobodys-words-are-lost.md with §3: the history of a shared blog is its collaborators' too, and text written
 * through co-editing leaves versions like a save (docs/decisions/019, 020).
 */
const { app, person, connect } = useCoeditApp();

type Summary = { id: number; reason: string; authorName: string | null; authorId: number | null };
async function sharedBlog() {
  const owner = await person('Olga Owner');
  const res = await owner.agent.post('/api/blogs', { title: 'Shared history', content: '<p>First words.</p>' });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  const share = async (name: string, role: BlogRole) => {
    const p = await person(name);
    await shareByEmail(app(), owner.agent, id, p, role);
    return p;
  };
  return { owner, id, share };
}
const versionsOf = async (agent: Agent, id: number) =>
  (await agent.get(`/api/blogs/${id}/versions`)).json() as Summary[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until the blog's versions satisfy `predicate` (the co-editing store is debounced, 1.5 s). */
async function versionsWhen(agent: Agent, id: number, predicate: (list: Summary[]) => boolean) {
  let list: Summary[] = [];
  for (let i = 0; i < 40; i++) {
    list = await versionsOf(agent, id);
    if (predicate(list)) return list;
    await sleep(300);
  }
  throw new Error(`versions never matched: ${JSON.stringify(list)}`);
}

describe('the history of a shared blog', () => {
  it('editors, commenters and viewers read it; strangers get 404; only editors and the owner restore', async () => {
    const { owner, id, share } = await sharedBlog();
    const editor = await share('Eddie Editor', 'editor');
    const commenter = await share('Carla Commenter', 'commenter');
    const viewer = await share('Vic Viewer', 'viewer');
    const stranger = await person('Sam Stranger');
    await owner.agent.patch(`/api/blogs/${id}`, { content: '<p>Second words.</p>' });
    const [saved, created] = await versionsOf(owner.agent, id);
    expect([saved!.reason, created!.reason]).toEqual(['save', 'create']);

    for (const p of [editor, commenter, viewer]) {
      expect((await versionsOf(p.agent, id)).map((v) => v.id)).toEqual([saved!.id, created!.id]);
      const one = await p.agent.get(`/api/blogs/${id}/versions/${created!.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().content).toBe('<p>First words.</p>');
    }
    for (const res of [
      await stranger.agent.get(`/api/blogs/${id}/versions`),
      await stranger.agent.get(`/api/blogs/${id}/versions/${created!.id}`),
      await stranger.agent.post(`/api/blogs/${id}/versions/${created!.id}/restore`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Blog not found');
    }
    for (const p of [commenter, viewer]) {
      expect((await p.agent.post(`/api/blogs/${id}/versions/${created!.id}/restore`)).statusCode).toBe(403);
      expect((await p.agent.post(`/api/blogs/${id}/versions`, { reason: 'aiApply' })).statusCode).toBe(403);
    }
    expect(((await owner.agent.get(`/api/blogs/${id}`)).json() as { content: string }).content).toBe(
      '<p>Second words.</p>',
    );

    const restored = await editor.agent.post(`/api/blogs/${id}/versions/${created!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(((await owner.agent.get(`/api/blogs/${id}`)).json() as { content: string }).content).toBe(
      '<p>First words.</p>',
    );
    const [replaced] = await versionsOf(owner.agent, id);
    expect(replaced).toMatchObject({ reason: 'restore', authorName: 'Eddie Editor' });
  });

  it('a revoked collaborator gets 404 again', async () => {
    const { owner, id, share } = await sharedBlog();
    const viewer = await share('Vera Viewer', 'viewer');
    expect((await viewer.agent.get(`/api/blogs/${id}/versions`)).statusCode).toBe(200);
    await owner.agent.delete(`/api/blogs/${id}/members/${viewer.user.id}`);
    expect((await viewer.agent.get(`/api/blogs/${id}/versions`)).statusCode).toBe(404);
  });
});

describe('versions of text written through co-editing', () => {
  it('the store of co-edited text leaves a save version by the editor who typed, coalesced within a minute', async () => {
    const { owner, id, share } = await sharedBlog();
    const editor = await share('Ella Editor', 'editor');
    const b = await connect(editor.cookie, id);
    b.type(' Typed live.');
    let list = await versionsWhen(owner.agent, id, (l) => l.length === 2);
    expect(list.map((v) => [v.reason, v.authorName])).toEqual([
      ['save', 'Ella Editor'],
      ['create', 'Olga Owner'],
    ]);
    const live = (await owner.agent.get(`/api/blogs/${id}/versions/${list[0]!.id}`)).json();
    expect(live.content).toBe('<p>First words. Typed live.</p>');

    // More typing by the same editor, and by the owner with them, within the minute: still one version.
    const a = await connect(owner.cookie, id);
    b.type(' More.');
    a.type(' Owner too.');
    await versionsWhen(owner.agent, id, () => true);
    let latest: { content: string } = { content: '' };
    for (let i = 0; i < 40 && !latest.content.includes('Owner too.'); i++) {
      await sleep(300);
      list = await versionsOf(owner.agent, id);
      latest = (await owner.agent.get(`/api/blogs/${id}/versions/${list[0]!.id}`)).json();
    }
    expect(latest.content).toContain('More.');
    expect(latest.content).toContain('Owner too.');
    expect(list.map((v) => v.reason)).toEqual(['save', 'create']);

    // A minute later (aged here), the next store leaves a new version by whoever typed.
    await queryRows(
      app().deps.database.db,
      sql`update blog_versions set created_at = created_at - interval '2 minutes' where blog_id = ${id}`,
    );
    a.type(' Later.');
    list = await versionsWhen(owner.agent, id, (l) => l.length === 3);
    expect(list.map((v) => [v.reason, v.authorName])).toEqual([
      ['save', 'Olga Owner'],
      ['save', 'Ella Editor'],
      ['create', 'Olga Owner'],
    ]);
  });

  it('a viewer connected read-only leaves no version', async () => {
    const { owner, id, share } = await sharedBlog();
    const viewer = await share('Val Viewer', 'viewer');
    const v = await connect(viewer.cookie, id);
    v.type(' not allowed');
    await sleep(2_500);
    expect((await versionsOf(owner.agent, id)).map((x) => x.reason)).toEqual(['create']);
  });
});
