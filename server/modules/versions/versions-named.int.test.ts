import { VERSION_LIMITS, VERSION_MESSAGES } from '@common/versions';
import type { BlogRole } from '@common/co-editing';
import type { UserId } from '@common/ids';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/helpers/agent';
import { useCoeditApp } from '../../../test/helpers/co-editing-app';
import { queryRows } from '../../../test/helpers/test-app';
import { shareByEmail } from '../../../test/helpers/share';
import { versionRecorder } from './versions.recorder';

/** docs/decisions/034-named-versions-and-authors.md: named versions and every author of a version. */
const { app, person, connect } = useCoeditApp();

type Author = { id: number; name: string };
type Summary = { id: number; reason: string; name: string | null; authors: Author[]; authorName: string | null };

async function sharedBlog(ownerName = 'Nora Owner') {
  const owner = await person(ownerName);
  const res = await owner.agent.post('/api/blogs', { title: 'Named history', content: '<p>First words.</p>' });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  const share = async (name: string, role: BlogRole) => {
    const p = await person(name);
    await shareByEmail(app(), owner.agent, id, p, role);
    return p;
  };
  return { owner, id, share };
}
const versionsOf = async (agent: Agent, id: number, query = '') =>
  (await agent.get(`/api/blogs/${id}/versions${query}`)).json() as Summary[];
const nameVersion = (agent: Agent, id: number, versionId: number, name: unknown) =>
  agent.patch(`/api/blogs/${id}/versions/${versionId}`, { name });
/** Moves a blog's versions back in time, as if the last save were minutes ago (no coalescing). */
const age = (blogId: number) =>
  queryRows(
    app().deps.database.db,
    sql`update blog_versions set created_at = created_at - interval '2 minutes' where blog_id = ${blogId}`,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('naming versions', () => {
  it('the owner names a past version, renames it, names the current one; the filter lists only named ones', async () => {
    const { owner, id } = await sharedBlog();
    await age(id);
    await owner.agent.patch(`/api/blogs/${id}`, { content: '<p>Second words.</p>' });
    const [saved, created] = await versionsOf(owner.agent, id);
    expect([saved!.name, created!.name]).toEqual([null, null]);

    const named = await nameVersion(owner.agent, id, created!.id, '  Sent to editor  ');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ id: created!.id, name: 'Sent to editor', reason: 'create' });
    const renamed = await nameVersion(owner.agent, id, created!.id, 'First draft');
    expect(renamed.json()).toMatchObject({ name: 'First draft' });

    // The current state is the newest version: naming it names that one, no new version.
    const current = await owner.agent.post(`/api/blogs/${id}/versions/named`, { name: 'Ready' });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({ id: saved!.id, name: 'Ready' });
    expect((await versionsOf(owner.agent, id)).map((v) => [v.id, v.name])).toEqual([
      [saved!.id, 'Ready'],
      [created!.id, 'First draft'],
    ]);

    // A save right after does not change the named version (no coalescing into it).
    await owner.agent.patch(`/api/blogs/${id}`, { content: '<p>Third words.</p>' });
    const all = await versionsOf(owner.agent, id);
    expect(all.map((v) => v.name)).toEqual([null, 'Ready', 'First draft']);
    const ready = (await owner.agent.get(`/api/blogs/${id}/versions/${saved!.id}`)).json();
    expect(ready).toMatchObject({ content: '<p>Second words.</p>', previousId: created!.id });
    expect((await owner.agent.get(`/api/blogs/${id}/versions/${all[0]!.id}`)).json().previousId).toBe(saved!.id);

    expect((await versionsOf(owner.agent, id, '?named=true')).map((v) => v.name)).toEqual(['Ready', 'First draft']);
    expect((await versionsOf(owner.agent, id, '?named=false')).length).toBe(3);

    // Removing a name takes it out of the filter.
    expect((await nameVersion(owner.agent, id, created!.id, null)).json()).toMatchObject({ name: null });
    expect((await versionsOf(owner.agent, id, '?named=true')).map((v) => v.name)).toEqual(['Ready']);
  });

  it('rejects an empty, blank or too long name, a missing one and unknown keys with 400 naming the field', async () => {
    const { owner, id } = await sharedBlog();
    const [v] = await versionsOf(owner.agent, id);
    const cases: [unknown, string][] = [
      ['', VERSION_MESSAGES.nameRequired],
      ['    ', VERSION_MESSAGES.nameRequired],
      ['x'.repeat(VERSION_LIMITS.nameMax + 1), VERSION_MESSAGES.nameTooLong],
      [42, VERSION_MESSAGES.nameRequired],
    ];
    for (const [name, message] of cases) {
      const res = await nameVersion(owner.agent, id, v!.id, name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json()).toMatchObject({ details: { fieldErrors: { name: [message] } } });
    }
    const missing = await owner.agent.post(`/api/blogs/${id}/versions/named`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ details: { fieldErrors: { name: [VERSION_MESSAGES.nameRequired] } } });
    const extra = await nameVersion(owner.agent, id, v!.id, 'Fine');
    expect(extra.statusCode).toBe(200);
    const unknown = await owner.agent.patch(`/api/blogs/${id}/versions/${v!.id}`, { name: 'Ok', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
    // 80 characters after trimming is fine.
    const longest = 'y'.repeat(VERSION_LIMITS.nameMax);
    expect((await nameVersion(owner.agent, id, v!.id, ` ${longest} `)).json()).toMatchObject({ name: longest });
    const badFilter = await owner.agent.get(`/api/blogs/${id}/versions?named=yes`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.body).toContain('named must be true or false');
  });

  it('an editor names; a viewer and a commenter see names but are refused (403); a stranger gets 404', async () => {
    const { owner, id, share } = await sharedBlog();
    const editor = await share('Ed Namer', 'editor');
    const viewer = await share('Vi Looker', 'viewer');
    const commenter = await share('Co Mmenter', 'commenter');
    const stranger = await person('Stan Ger');
    const [v] = await versionsOf(owner.agent, id);

    expect((await nameVersion(editor.agent, id, v!.id, 'Checked by Ed')).statusCode).toBe(200);
    for (const p of [viewer, commenter]) {
      const res = await nameVersion(p.agent, id, v!.id, 'Mine now');
      expect(res.statusCode).toBe(403);
      expect((await p.agent.post(`/api/blogs/${id}/versions/named`, { name: 'Mine now' })).statusCode).toBe(403);
      expect((await versionsOf(p.agent, id)).map((x) => x.name)).toEqual(['Checked by Ed']);
    }
    const refused = await nameVersion(stranger.agent, id, v!.id, 'Mine now');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Blog not found');
    const other = await sharedBlog('Otto Other');
    expect((await nameVersion(other.owner.agent, other.id, v!.id, 'Wrong blog')).json().message).toBe(
      'Version not found',
    );
    expect((await versionsOf(owner.agent, id)).map((x) => x.name)).toEqual(['Checked by Ed']);
  });

  it('a named version survives trimming; the blog keeps the newest unnamed ones besides', async () => {
    const { owner, id } = await sharedBlog();
    const [created] = await versionsOf(owner.agent, id);
    expect((await nameVersion(owner.agent, id, created!.id, 'The very first')).statusCode).toBe(200);
    const recorder = versionRecorder(app().deps.database.db);
    for (let i = 0; i < VERSION_LIMITS.perBlog + 5; i++)
      await recorder.recordVersion({ userId: owner.user.id as UserId }, id, 'aiApply');
    const rows = await queryRows<{ id: number; name: string | null }>(
      app().deps.database.db,
      sql`select id, name from blog_versions where blog_id = ${id} order by id`,
    );
    expect(rows.length).toBe(VERSION_LIMITS.perBlog + 1);
    expect(rows[0]).toMatchObject({ id: created!.id, name: 'The very first' });
    expect((await versionsOf(owner.agent, id, '?named=true')).map((v) => v.id)).toEqual([created!.id]);
  });
});

describe('authors of a version', () => {
  it('a save records its author; a co-edited version records both people who typed into it', async () => {
    const { owner, id, share } = await sharedBlog('Ann Owner');
    const editor = await share('Ben Editor', 'editor');
    const [created] = await versionsOf(owner.agent, id);
    expect(created!.authors).toEqual([{ id: owner.user.id, name: 'Ann Owner' }]);

    const a = await connect(owner.cookie, id);
    const b = await connect(editor.cookie, id);
    await age(id);
    a.type(' Ann wrote this.');
    b.type(' Ben wrote that.');
    let list: Summary[] = [];
    for (let i = 0; i < 40; i++) {
      list = await versionsOf(owner.agent, id);
      const names = list[0]!.authors.map((x) => x.name).sort();
      if (list.length > 1 && names.length === 2) break;
      await sleep(300);
    }
    expect(list.length).toBe(2);
    expect(list[0]!.authors.map((x) => x.name).sort()).toEqual(['Ann Owner', 'Ben Editor']);
    expect(list[0]!.authors.map((x) => x.id).sort()).toEqual([owner.user.id, editor.user.id].sort());
    const full = (await owner.agent.get(`/api/blogs/${id}/versions/${list[0]!.id}`)).json();
    expect(full.content).toContain('Ann wrote this.');
    expect(full.content).toContain('Ben wrote that.');
    expect(full.previousId).toBe(created!.id);

    // A deleted author stays listed, as 'Deleted user'.
    await queryRows(app().deps.database.db, sql`delete from users where id = ${editor.user.id}`);
    const after = await versionsOf(owner.agent, id);
    expect(after[0]!.authors).toContainEqual({ id: editor.user.id, name: 'Deleted user' });
  });
});
