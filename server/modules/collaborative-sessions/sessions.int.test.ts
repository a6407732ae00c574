import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let owner: Agent;
let other: Agent;
let ownerId: number;
let otherId: number;
let publicPrompt: { id: number };
let privatePrompt: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.1');
  other = new Agent(t.app, '203.0.113.2');
  ownerId = (await owner.register({ name: 'Olive Owner' })).id;
  otherId = (await other.register({ name: 'Oscar Other' })).id;
  publicPrompt = await createPrompt(owner, { title: 'Open prompt', isPublic: true });
  privatePrompt = await createPrompt(owner, { title: 'Closed prompt' });
});
afterAll(() => t.close());

const contribute = (a: Agent, sessionId: number, content = 'A line') =>
  a.post(`/api/collaborative-sessions/${sessionId}/contributions`, { content, type: 'text' });

describe('sessions', () => {
  it('anyone who sees a prompt may start a session; a private prompt is a 404 to others', async () => {
    const res = await other.post('/api/collaborative-sessions', {
      promptId: publicPrompt.id,
      title: 'Oscar jam',
      description: '',
      status: 'active',
      settings: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      promptId: publicPrompt.id,
      ownerId: otherId,
      ownerName: 'Oscar Other',
      description: null,
      status: 'active',
      abilities: { update: true },
    });
    const hidden = await other.post('/api/collaborative-sessions', { promptId: privatePrompt.id, title: 'Sneaky' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Writing prompt not found');
  });

  it.each([
    [{ title: 'ab' }, 'title', 'Title must be at least 3 characters long'],
    [{ promptId: 'one' }, 'promptId', 'Prompt id must be a number'],
    [{ status: 'archived' }, 'status', 'Status must be one of: active, draft, closed'],
  ])('rejects %j', async (patch, field, message) => {
    const res = await owner.post('/api/collaborative-sessions', { promptId: publicPrompt.id, title: 'Fine', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: { fieldErrors: { [field]: [message] } } });
  });

  it("lists a prompt's sessions newest first to those who can see the prompt", async () => {
    const p = await createPrompt(owner, { title: 'Listed prompt', isPublic: true });
    const s1 = await createSession(owner, p.id, { title: 'Older' });
    const s2 = await createSession(other, p.id, { title: 'Newer' });
    const list = (await other.get(`/api/writing-prompts/${p.id}/sessions`)).json() as { id: number }[];
    expect(list.map((s) => s.id)).toEqual([s2.id, s1.id]);
  });

  it('only the owner changes the status; others get 403 (visible) or 404 (private)', async () => {
    const pub = await createSession(owner, publicPrompt.id);
    const priv = await createSession(owner, privatePrompt.id);
    expect((await other.patch(`/api/collaborative-sessions/${pub.id}`, { status: 'closed' })).statusCode).toBe(403);
    expect((await other.patch(`/api/collaborative-sessions/${priv.id}`, { status: 'closed' })).statusCode).toBe(404);
    expect((await owner.patch(`/api/collaborative-sessions/${pub.id}`, { status: 'paused' })).statusCode).toBe(400);
    const closed = await owner.patch(`/api/collaborative-sessions/${pub.id}`, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', completedAt: expect.any(String) });
    const reopened = await owner.patch(`/api/collaborative-sessions/${pub.id}`, { status: 'active' });
    expect(reopened.json()).toMatchObject({ status: 'active', completedAt: null });
  });
});

describe('contributions', () => {
  it('are accepted only while the session is active', async () => {
    for (const status of ['draft', 'closed'] as const) {
      const s = await createSession(owner, publicPrompt.id, { status });
      const res = await contribute(other, s.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This session is not active, so it does not accept contributions.');
      expect((await contribute(owner, s.id)).statusCode).toBe(409);
    }
  });

  it("are hidden with a private prompt's session: 404 for reading and writing", async () => {
    const s = await createSession(owner, privatePrompt.id);
    expect((await contribute(other, s.id)).statusCode).toBe(404);
    expect((await other.get(`/api/collaborative-sessions/${s.id}/contributions`)).statusCode).toBe(404);
    expect((await other.get(`/api/collaborative-sessions/${s.id}`)).statusCode).toBe(404);
    expect((await contribute(owner, s.id)).statusCode).toBe(201);
  });

  it.each([
    [{ content: '' }, 'Contribution cannot be empty'],
    [{ content: '   \n ' }, 'Contribution cannot be empty'],
    [{ content: 'x'.repeat(10_001) }, 'Contribution must be at most 10,000 characters long'],
    [{ content: 'ok', type: 'shout' }, 'Type must be one of: text, main, suggestion, comment'],
  ])('reject %#: %s', async (body, message) => {
    const s = await createSession(owner, publicPrompt.id);
    const res = await other.post(`/api/collaborative-sessions/${s.id}/contributions`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('are listed oldest first with names; "my" lists are newest first and include joined sessions', async () => {
    const s = await createSession(owner, publicPrompt.id, { title: 'Story chain' });
    expect((await contribute(owner, s.id, 'Once upon a time')).json()).toMatchObject({
      userId: ownerId,
      userName: 'Olive Owner',
      type: 'text',
      status: 'pending',
    });
    await contribute(other, s.id, 'there was a fox');
    await contribute(owner, s.id, 'who loved jazz.');

    const list = (await other.get(`/api/collaborative-sessions/${s.id}/contributions`)).json() as {
      content: string;
      userName: string;
    }[];
    expect(list.map((c) => [c.userName, c.content])).toEqual([
      ['Olive Owner', 'Once upon a time'],
      ['Oscar Other', 'there was a fox'],
      ['Olive Owner', 'who loved jazz.'],
    ]);

    const mine = (await owner.get('/api/contributions')).json() as { content: string }[];
    expect(mine.slice(0, 2).map((c) => c.content)).toEqual(['who loved jazz.', 'Once upon a time']);

    const joined = (await other.get('/api/collaborative-sessions')).json() as { id: number }[];
    expect(joined.find((x) => x.id === s.id)).toMatchObject({ abilities: { update: false } });
  });

  it('are rate limited per user with a clear message', async () => {
    const limited = new Agent(t.app, '203.0.113.7');
    await limited.register();
    const s = await createSession(owner, publicPrompt.id);
    for (let i = 0; i < 20; i++) expect((await contribute(limited, s.id, `line ${i}`)).statusCode).toBe(201);
    const res = await contribute(limited, s.id, 'one too many');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('You are adding contributions too quickly. Please wait a moment and try again.');
    expect(res.headers['retry-after']).toBeDefined();
  });
});
