import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collab-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { sql } from 'drizzle-orm';

/** docs/decisions/020-coediting-on-postgresql.md: a session on a private prompt is joined by its invitation link. */
let t: TestApp;
let owner: Agent;
let guest: Agent;
let other: Agent;
beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.41');
  guest = new Agent(t.app, '203.0.113.42');
  other = new Agent(t.app, '203.0.113.43');
  await owner.register({ name: 'Olga Owner' });
  await guest.register({ name: 'Gus Guest' });
  await other.register({ name: 'Oscar Other' });
});
afterAll(() => t.close());

describe('invitation links', () => {
  it('lets whoever holds the link join a private session, read it and contribute', async () => {
    const prompt = await createPrompt(owner, { title: 'Secret prompt' });
    const s = await createSession(owner, prompt.id, { title: 'Private jam' });
    expect((await guest.get(`/api/collaborative-sessions/${s.id}`)).statusCode).toBe(404);

    const link = await owner.post(`/api/collaborative-sessions/${s.id}/invite-link`);
    expect(link.statusCode, link.body).toBe(201);
    const { token } = link.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Only its hash is stored.
    const [row] = await queryRows<{ h: string }>(
      t.deps.database.db,
      sql`select invite_token_hash as h from collaborative_writing_sessions where id = ${s.id}`,
    );
    expect(row!.h).not.toContain(token);

    const joined = await guest.post('/api/collaborative-sessions/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      id: s.id,
      title: 'Private jam',
      abilities: { update: false, invite: false },
    });
    expect((await guest.get(`/api/collaborative-sessions/${s.id}`)).statusCode).toBe(200);
    const added = await guest.post(`/api/collaborative-sessions/${s.id}/contributions`, { content: 'Hello from Gus' });
    expect(added.statusCode).toBe(201);
    const mine = (await guest.get('/api/collaborative-sessions')).json() as { id: number }[];
    expect(mine.map((x) => x.id)).toContain(s.id);
    // Joining twice is fine; the prompt itself stays private to the guest.
    expect((await guest.post('/api/collaborative-sessions/join', { token })).statusCode).toBe(200);
    expect((await other.get(`/api/collaborative-sessions/${s.id}`)).statusCode).toBe(404);
  });

  it('only the owner makes or revokes a link; a new link replaces the old, a revoked one is a 404', async () => {
    const prompt = await createPrompt(owner, { title: 'Public prompt', isPublic: true });
    const s = await createSession(owner, prompt.id);
    const refused = await other.post(`/api/collaborative-sessions/${s.id}/invite-link`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the session's owner can share its invitation link.");
    expect((await other.delete(`/api/collaborative-sessions/${s.id}/invite-link`)).statusCode).toBe(403);

    const first = ((await owner.post(`/api/collaborative-sessions/${s.id}/invite-link`)).json() as { token: string })
      .token;
    const second = ((await owner.post(`/api/collaborative-sessions/${s.id}/invite-link`)).json() as { token: string })
      .token;
    expect(second).not.toBe(first);
    const old = await other.post('/api/collaborative-sessions/join', { token: first });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('Invitation link not found');
    expect((await owner.delete(`/api/collaborative-sessions/${s.id}/invite-link`)).statusCode).toBe(204);
    expect((await other.post('/api/collaborative-sessions/join', { token: second })).statusCode).toBe(404);
  });

  it('rejects a malformed token or an unknown key with 400 naming the field', async () => {
    const bad = await guest.post('/api/collaborative-sessions/join', { token: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { fieldErrors: { token: ['The invitation link is not valid'] } } });
    const extra = await guest.post('/api/collaborative-sessions/join', { token: 'a'.repeat(32), role: 'owner' });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('role');
  });
});
