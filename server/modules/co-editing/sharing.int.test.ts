import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { invitationTokenFor, shareByEmail } from '../../../test/helpers/share';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { blogPublications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person() {
  const agent = new Agent(t.app);
  const user = await agent.register();
  return { agent, user };
}

async function ownedBlog() {
  const owner = await person();
  const res = await owner.agent.post('/api/blogs', { title: 'Shared trip', content: '<p>Hello</p>' });
  return { owner, id: (res.json() as { id: number }).id };
}

describe('sharing a blog by email', () => {
  it('gives each role what it may do: editors save, commenters and viewers read, only the owner publishes or deletes', async () => {
    const { owner, id } = await ownedBlog();
    const [editor, commenter, viewer, stranger] = await Promise.all([person(), person(), person(), person()]);
    for (const [p, role] of [
      [editor, 'editor'],
      [commenter, 'commenter'],
      [viewer, 'viewer'],
    ] as const) {
      const res = await owner.agent.post(`/api/blogs/${id}/members`, { email: p.user.email.toUpperCase(), role });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email: p.user.email.toLowerCase(), role, status: 'pending' });
      const token = await invitationTokenFor(t, p.user.email);
      expect((await p.agent.post(`/api/email-invitations/${token}/accept`)).json()).toEqual({ blogId: id, role });
    }

    const asEditor = await editor.agent.get(`/api/blogs/${id}`);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json()).toMatchObject({
      title: 'Shared trip',
      abilities: { update: true, delete: false, publish: false },
    });
    const saved = await editor.agent.patch(`/api/blogs/${id}`, { content: '<p>Hello from the editor</p>' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ content: '<p>Hello from the editor</p>', abilities: { update: true } });
    expect((await editor.agent.delete(`/api/blogs/${id}`)).statusCode).toBe(403);

    for (const reader of [commenter, viewer]) {
      const got = await reader.agent.get(`/api/blogs/${id}`);
      expect(got.json()).toMatchObject({ abilities: { update: false, delete: false, publish: false } });
      expect((await reader.agent.patch(`/api/blogs/${id}`, { title: 'Mine now' })).statusCode).toBe(403);
    }
    const sharingOf = async (p: typeof owner) => (await p.agent.get(`/api/blogs/${id}/sharing`)).json();
    expect(await sharingOf(commenter)).toMatchObject({
      access: 'commenter',
      abilities: { share: false, edit: false, comment: true },
    });
    expect(await sharingOf(viewer)).toMatchObject({
      access: 'viewer',
      abilities: { share: false, edit: false, comment: false },
    });
    expect(await sharingOf(owner)).toMatchObject({
      access: 'owner',
      shared: true,
      abilities: { share: true, edit: true, comment: true },
      members: [{ role: 'editor' }, { role: 'commenter' }, { role: 'viewer' }],
    });

    // Sharing stays the owner's; a stranger sees nothing at all.
    expect(
      (await editor.agent.post(`/api/blogs/${id}/members`, { email: stranger.user.email, role: 'editor' })).statusCode,
    ).toBe(403);
    for (const url of [`/api/blogs/${id}`, `/api/blogs/${id}/sharing`])
      expect((await stranger.agent.get(url)).statusCode).toBe(404);
    expect((await stranger.agent.patch(`/api/blogs/${id}`, { title: 'x' })).statusCode).toBe(404);

    // Shared with me: the card, whose it is, and my role.
    const shared = (await viewer.agent.get('/api/shared-blogs')).json() as {
      id: number;
      role: string;
      ownerName: string;
    }[];
    expect(shared).toMatchObject([{ id, role: 'viewer', ownerName: 'Test Creator', title: 'Shared trip' }]);
    expect((await owner.agent.get('/api/shared-blogs')).json()).toEqual([]);

    // Published: editors are locked out like the owner (409), publishing stays the owner's.
    await t.deps.database.db
      .insert(blogPublications)
      .values({ blogId: id, status: 'published', publishedAt: new Date() });
    expect((await editor.agent.patch(`/api/blogs/${id}`, { title: 'Late' })).statusCode).toBe(409);
  });

  it('revoking, changing a role and leaving take effect at once', async () => {
    const { owner, id } = await ownedBlog();
    const friend = await person();
    await shareByEmail(t, owner.agent, id, friend, 'viewer');
    const changed = await owner.agent.patch(`/api/blogs/${id}/members/${friend.user.id}`, { role: 'editor' });
    expect(changed.json()).toMatchObject({ role: 'editor' });
    expect((await friend.agent.patch(`/api/blogs/${id}`, { title: 'Edited' })).statusCode).toBe(200);

    expect((await owner.agent.delete(`/api/blogs/${id}/members/${friend.user.id}`)).statusCode).toBe(204);
    expect((await friend.agent.get(`/api/blogs/${id}`)).statusCode).toBe(404);
    expect((await friend.agent.get('/api/shared-blogs')).json()).toEqual([]);
    expect((await owner.agent.delete(`/api/blogs/${id}/members/${friend.user.id}`)).statusCode).toBe(404);

    await shareByEmail(t, owner.agent, id, friend, 'commenter');
    expect((await friend.agent.delete(`/api/blogs/${id}/members/${friend.user.id}`)).statusCode).toBe(204);
    expect((await friend.agent.get(`/api/blogs/${id}`)).statusCode).toBe(404);
  });

  it('names the field of a bad invitation: own email, bad address, bad role, unknown keys', async () => {
    const { owner, id } = await ownedBlog();
    const post = (body: unknown) => owner.agent.post(`/api/blogs/${id}/members`, body);
    const notAnAddress = await post({ email: 'nobody-at-example.com', role: 'editor' });
    expect(notAnAddress.statusCode).toBe(400);
    expect(notAnAddress.json()).toMatchObject({
      details: { fieldErrors: { email: ['Please enter a valid email address'] } },
    });
    expect((await post({ email: owner.user.email, role: 'editor' })).json()).toMatchObject({
      details: { fieldErrors: { email: ['This blog is already yours'] } },
    });
    const badRole = await post({ email: owner.user.email, role: 'admin' });
    expect(badRole.statusCode).toBe(400);
    expect(JSON.stringify(badRole.json())).toContain('role');
    const extra = await post({ email: owner.user.email, role: 'editor', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json())).toContain('admin');
  });
});

describe('invitation links', () => {
  it('let whoever opens them join with the role, until revoked', async () => {
    const { owner, id } = await ownedBlog();
    const created = await owner.agent.post(`/api/blogs/${id}/invitations`, { role: 'commenter' });
    expect(created.statusCode).toBe(201);
    const { url, id: linkId } = created.json() as { url: string; id: number };
    expect(url).toMatch(/\/invitations\/[A-Za-z0-9_-]{32}$/);
    const token = url.split('/').pop()!;

    const guest = await person();
    expect((await guest.agent.get(`/api/blogs/${id}`)).statusCode).toBe(404);
    const accepted = await guest.agent.post(`/api/invitations/${token}/accept`);
    expect(accepted.json()).toEqual({ blogId: id, role: 'commenter' });
    expect((await guest.agent.get(`/api/blogs/${id}/sharing`)).json()).toMatchObject({
      access: 'commenter',
      links: [],
    });
    expect((await owner.agent.get(`/api/blogs/${id}/sharing`)).json()).toMatchObject({
      links: [{ id: linkId, role: 'commenter' }],
    });

    expect((await owner.agent.delete(`/api/blogs/${id}/invitations/${linkId}`)).statusCode).toBe(204);
    const late = await person();
    expect((await late.agent.post(`/api/invitations/${token}/accept`)).statusCode).toBe(404);
    // Revoking the link does not remove who already joined.
    expect((await guest.agent.get(`/api/blogs/${id}`)).statusCode).toBe(200);
    expect((await guest.agent.post(`/api/blogs/${id}/invitations`, { role: 'editor' })).statusCode).toBe(403);
  });
});
