import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** docs/decisions/019-nobodys-words-are-lost.md: nobody's words are lost (docs/decisions/019). */
let t: TestApp;
let owner: Agent;
let writer: Agent;
let stranger: Agent;
beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.11');
  writer = new Agent(t.app, '203.0.113.12');
  stranger = new Agent(t.app, '203.0.113.13');
  await owner.register({ name: 'Olga Owner' });
  await writer.register({ name: 'Wanda Writer' });
  await stranger.register({ name: 'Sam Stranger' });
});
afterAll(() => t.close());

const contributionsUrl = (sessionId: number) => `/api/collaborative-sessions/${sessionId}/contributions`;
const contribute = async (a: Agent, sessionId: number, content: string) => {
  const res = await a.post(contributionsUrl(sessionId), { content, type: 'text' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const contents = async (a: Agent, sessionId: number) =>
  ((await a.get(contributionsUrl(sessionId))).json() as { content: string; userName: string; hidden: boolean }[]).map(
    (c) => `${c.userName}: ${c.hidden ? '(hidden)' : c.content}`,
  );

describe('deleting a prompt', () => {
  it("keeps every session under it and other users' contributions; the sessions stay with their people", async () => {
    const prompt = await createPrompt(owner, { title: 'Seaside stories', isPublic: true });
    const theirs = await createSession(writer, prompt.id, { title: "Wanda's jam" });
    const mine = await createSession(owner, prompt.id, { title: "Olga's jam" });
    await contribute(writer, theirs.id, 'The tide came in.');
    await contribute(owner, theirs.id, 'And went out again.');
    await contribute(writer, mine.id, 'Gulls argued on the pier.');

    expect((await owner.delete(`/api/writing-prompts/${prompt.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/writing-prompts/${prompt.id}`)).statusCode).toBe(404);

    const session = await writer.get(`/api/collaborative-sessions/${theirs.id}`);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ title: "Wanda's jam", promptId: null, status: 'active' });
    expect(await contents(writer, theirs.id)).toEqual([
      'Wanda Writer: The tide came in.',
      'Olga Owner: And went out again.',
    ]);
    expect(await contents(owner, mine.id)).toEqual(['Wanda Writer: Gulls argued on the pier.']);
    // The owner and the contributors keep them in My Sessions and can still write.
    const wandaSessions = (await writer.get('/api/collaborative-sessions')).json() as { id: number }[];
    expect(wandaSessions.map((s) => s.id)).toEqual(expect.arrayContaining([theirs.id, mine.id]));
    await contribute(owner, mine.id, 'Still open for words.');
    // Without the public prompt, nobody else sees them.
    expect((await stranger.get(`/api/collaborative-sessions/${theirs.id}`)).statusCode).toBe(404);
    expect((await stranger.get(contributionsUrl(mine.id))).statusCode).toBe(404);
  });
});

describe('editing and deleting contributions', () => {
  let promptId: number;
  beforeAll(async () => {
    promptId = (await createPrompt(owner, { title: 'Open prompt', isPublic: true })).id;
  });

  it('its author edits it (marked edited) and deletes it; nobody else may', async () => {
    const s = await createSession(owner, promptId);
    const c = await contribute(writer, s.id, 'Frist draft');
    const url = `${contributionsUrl(s.id)}/${c.id}`;

    const edited = await writer.patch(url, { content: 'First draft' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      content: 'First draft',
      editedAt: expect.any(String),
      hidden: false,
      abilities: { update: true, delete: true, hide: false },
    });
    expect(await contents(owner, s.id)).toEqual(['Wanda Writer: First draft']);

    for (const other of [owner, stranger]) {
      const res = await other.patch(url, { content: 'Not yours' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only its author can edit or delete a contribution.');
      expect((await other.delete(url)).statusCode).toBe(403);
    }
    const listed = (await owner.get(contributionsUrl(s.id))).json() as { abilities: object }[];
    expect(listed[0]!.abilities).toEqual({ update: false, delete: false, hide: true });

    expect((await writer.delete(url)).statusCode).toBe(204);
    expect(await contents(owner, s.id)).toEqual([]);
    expect((await writer.delete(url)).statusCode).toBe(404);
  });

  it('answers 404 for a session the user may not see, and for a contribution of another session', async () => {
    const secret = await createSession(owner, (await createPrompt(owner, { title: 'Private' })).id);
    const c = await contribute(owner, secret.id, 'Mine alone');
    expect((await writer.patch(`${contributionsUrl(secret.id)}/${c.id}`, { content: 'x' })).statusCode).toBe(404);
    expect((await writer.delete(`${contributionsUrl(secret.id)}/${c.id}`)).statusCode).toBe(404);
    const other = await createSession(owner, promptId);
    expect((await owner.patch(`${contributionsUrl(other.id)}/${c.id}`, { content: 'x' })).statusCode).toBe(404);
  });

  it('rejects a bad body with the field named, and an edit in a closed session with 409 (delete still works)', async () => {
    const s = await createSession(owner, promptId);
    const c = await contribute(writer, s.id, 'Words');
    const url = `${contributionsUrl(s.id)}/${c.id}`;
    const empty = await writer.patch(url, { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ details: { fieldErrors: { content: ['Contribution cannot be empty'] } } });
    const unknown = await writer.patch(url, { content: 'ok', mood: 'happy' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('mood');
    expect((await writer.patch(url, {})).statusCode).toBe(400);

    await owner.patch(`/api/collaborative-sessions/${s.id}`, { status: 'closed' });
    const late = await writer.patch(url, { content: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect((await writer.delete(url)).statusCode).toBe(204);
  });

  it("the session's owner hides any contribution (its words shown to nobody) and shows it again", async () => {
    const s = await createSession(owner, promptId);
    const c = await contribute(writer, s.id, 'Something rude');
    const url = `${contributionsUrl(s.id)}/${c.id}`;
    expect((await writer.patch(url, { hidden: true })).statusCode).toBe(403);
    const hidden = await owner.patch(url, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, content: '' });
    expect(await contents(writer, s.id)).toEqual(['Wanda Writer: (hidden)']);
    expect(await contents(stranger, s.id)).toEqual(['Wanda Writer: (hidden)']);
    expect((await owner.patch(url, { hidden: false })).json()).toMatchObject({
      hidden: false,
      content: 'Something rude',
    });
  });
});
