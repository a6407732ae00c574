import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
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

  it("puts a joined session in the guest's My Sessions before they write, with its prompt's brief", async () => {
    const prompt = await createPrompt(owner, {
      title: 'Harbour mornings',
      description: 'Write about the harbour at dawn.',
    });
    const s = await createSession(owner, prompt.id, { title: 'Dawn jam' });
    expect((await guest.get(`/api/collaborative-sessions/${s.id}/prompt`)).statusCode).toBe(404);
    const { token } = (await owner.post(`/api/collaborative-sessions/${s.id}/invite-link`)).json() as { token: string };
    expect((await guest.post('/api/collaborative-sessions/join', { token })).statusCode).toBe(200);

    const mine = (await guest.get('/api/collaborative-sessions')).json() as { id: number; title: string }[];
    expect(mine.map((x) => x.title)).toContain('Dawn jam');
    const brief = await guest.get(`/api/collaborative-sessions/${s.id}/prompt`);
    expect(brief.statusCode, brief.body).toBe(200);
    expect(brief.json()).toMatchObject({
      id: prompt.id,
      title: 'Harbour mornings',
      description: 'Write about the harbour at dawn.',
      tone: 'calm',
      audience: 'Early risers',
      keywords: ['morning', 'routine'],
      abilities: { update: false, delete: false },
    });
    // The prompt itself stays private: not readable on its own, nor its other sessions.
    expect((await guest.get(`/api/writing-prompts/${prompt.id}`)).statusCode).toBe(404);
    expect((await guest.get(`/api/writing-prompts/${prompt.id}/sessions`)).statusCode).toBe(404);
    // Someone who did not join sees neither the session nor its brief; nor does My Sessions list it.
    expect((await other.get(`/api/collaborative-sessions/${s.id}/prompt`)).statusCode).toBe(404);
    const others = (await other.get('/api/collaborative-sessions')).json() as { id: number }[];
    expect(others.map((x) => x.id)).not.toContain(s.id);
  });

  it('answers the 404 of a missing prompt for a session whose prompt was deleted', async () => {
    const prompt = await createPrompt(owner, { title: 'Short-lived prompt' });
    const s = await createSession(owner, prompt.id);
    expect((await owner.get(`/api/collaborative-sessions/${s.id}/prompt`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/writing-prompts/${prompt.id}`)).statusCode).toBe(204);
    const gone = await owner.get(`/api/collaborative-sessions/${s.id}/prompt`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Writing prompt not found', code: 'not_found' });
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
