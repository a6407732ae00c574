import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { openStream } from '../../../test/helpers/sse-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listenLocal, twoProcessesOnOneDatabase } from '../../../test/helpers/processes';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';

/** Edits, hides and deletions of contributions reach viewers live like new ones (docs/decisions/019-nobodys-words-are-lost.md). */
type Stream = Awaited<ReturnType<typeof openStream>>;
const streams: Stream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
const viewers = (n: number) => (e: { event: string; data: unknown }) =>
  e.event === 'viewers' && (e.data as { count: number }).count === n;

async function editHideDelete(ownerAgent: Agent, writerAgent: Agent, viewerBase: string) {
  const prompt = await createPrompt(ownerAgent, { isPublic: true });
  const session = await createSession(ownerAgent, prompt.id);
  const stream = await openStream(viewerBase, ownerAgent, `/api/collaborative-sessions/${session.id}/events`);
  streams.push(stream);
  await stream.waitFor(viewers(1));
  const url = `/api/collaborative-sessions/${session.id}/contributions`;
  const c = (await writerAgent.post(url, { content: 'Frist line' })).json() as { id: number };
  await stream.waitFor((e) => e.event === 'contribution', 1_000);

  const started = Date.now();
  expect((await writerAgent.patch(`${url}/${c.id}`, { content: 'First line' })).statusCode).toBe(200);
  const edited = await stream.waitFor((e) => e.event === 'contributionUpdated', 1_000);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(edited.data).toMatchObject({
    contribution: { id: c.id, content: 'First line', editedAt: expect.any(String) },
  });

  expect((await ownerAgent.patch(`${url}/${c.id}`, { hidden: true })).statusCode).toBe(200);
  const hidden = await stream.waitFor(
    (e) => e.event === 'contributionUpdated' && (e.data as { contribution: { hidden: boolean } }).contribution.hidden,
    1_000,
  );
  expect(hidden.data).toMatchObject({ contribution: { id: c.id, content: '', hidden: true } });

  expect((await writerAgent.delete(`${url}/${c.id}`)).statusCode).toBe(204);
  const removed = await stream.waitFor((e) => e.event === 'contributionRemoved', 1_000);
  expect(removed.data).toEqual({ type: 'contributionRemoved', sessionId: session.id, contributionId: c.id });
}

describe('live edits in one server process', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenLocal(t);
  });
  afterAll(() => t.close());

  it('pushes an edit, a hide and a deletion to the session viewers within a second', async () => {
    const owner = new Agent(t.app, '203.0.113.21');
    const writer = new Agent(t.app, '203.0.113.22');
    await owner.register({ name: 'Olga Owner' });
    await writer.register({ name: 'Wanda Writer' });
    await editHideDelete(owner, writer, base);
  });
});

// Two processes share only a PostgreSQL database: this block runs on TEST_DB=postgres.
if (testDatabaseUrl())
  describe('live edits across two server processes on one PostgreSQL', () => {
    const processes = twoProcessesOnOneDatabase();

    it('an edit, a hide and a deletion made on one process reach a viewer on the other', async () => {
      const { one, two, base1 } = processes;
      const owner = new Agent(one.app, '203.0.113.23');
      await owner.register({ name: 'Olga Owner' });
      const writer = new Agent(two.app, '203.0.113.24');
      await writer.register({ name: 'Wanda Writer' });
      // The owner hides through process one; the writer edits and deletes through process two.
      await editHideDelete(owner, writer, base1);
    });
  });
