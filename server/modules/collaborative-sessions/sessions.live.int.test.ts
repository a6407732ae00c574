import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { openStream } from '../../../test/helpers/sse-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listenLocal, twoProcessesOnOneDatabase } from '../../../test/helpers/processes';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';

type Stream = Awaited<ReturnType<typeof openStream>>;
const streams: Stream[] = [];
const watch = async (base: string, agent: Agent, sessionId: number) => {
  const s = await openStream(base, agent, `/api/collaborative-sessions/${sessionId}/events`);
  streams.push(s);
  return s;
};
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

/** Time from the contribution being stored (its createdAt) to the viewer receiving it. */
const deliveredAfterMs = (e: { data: unknown; receivedAt: number }) =>
  e.receivedAt - Date.parse((e.data as { contribution: { createdAt: string } }).contribution.createdAt);

const viewers = (n: number) => (e: { event: string; data: unknown }) =>
  e.event === 'viewers' && (e.data as { count: number }).count === n;

describe('live delivery in one server process', () => {
  let t: TestApp;
  let base: string;
  let alice: Agent;
  let bob: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenLocal(t);
    alice = new Agent(t.app, '203.0.113.1');
    bob = new Agent(t.app, '203.0.113.2');
    await alice.register({ name: 'Alice Author' });
    await bob.register({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  it('shows a contribution and a status change to every viewer within a second, with viewer counts', async () => {
    const prompt = await createPrompt(alice, { isPublic: true });
    const session = await createSession(alice, prompt.id);
    const a = await watch(base, alice, session.id);
    expect(a.status).toBe(200);
    expect(a.contentType).toMatch(/^text\/event-stream/);
    await a.waitFor(viewers(1));
    const b = await watch(base, bob, session.id);
    await a.waitFor(viewers(2));
    await b.waitFor(viewers(2));
    const res = await bob.post(`/api/collaborative-sessions/${session.id}/contributions`, { content: 'Hello, Alice!' });
    expect(res.statusCode).toBe(201);
    const got = await a.waitFor((e) => e.event === 'contribution', 1_000);
    expect(deliveredAfterMs(got)).toBeLessThan(1_000);
    expect(got.data).toMatchObject({
      type: 'contribution',
      contribution: { sessionId: session.id, content: 'Hello, Alice!', userName: 'Bob Builder' },
    });
    await b.waitFor((e) => e.event === 'contribution');

    await alice.patch(`/api/collaborative-sessions/${session.id}`, { status: 'closed' });
    expect((await b.waitFor((e) => e.event === 'status', 1_000)).data).toMatchObject({ status: 'closed' });

    const left = a.next(viewers(1));
    b.close();
    await left;
  });

  it("does not deliver another session's events, and refuses viewers who may not see the session", async () => {
    const priv = await createPrompt(alice, { isPublic: false });
    const secret = await createSession(alice, priv.id);
    const denied = await watch(base, bob, secret.id);
    expect(denied.status).toBe(404);
    const anonymous = await openStream(base, new Agent(t.app), `/api/collaborative-sessions/${secret.id}/events`);
    expect(anonymous.status).toBe(401);

    const pub = await createPrompt(alice, { isPublic: true });
    const s1 = await createSession(alice, pub.id);
    const s2 = await createSession(alice, pub.id);
    const onS1 = await watch(base, bob, s1.id);
    await onS1.waitFor(viewers(1));
    await alice.post(`/api/collaborative-sessions/${s2.id}/contributions`, { content: 'elsewhere' });
    await alice.post(`/api/collaborative-sessions/${s1.id}/contributions`, { content: 'here' });
    const got = await onS1.waitFor((e) => e.event === 'contribution');
    expect(got.data).toMatchObject({ contribution: { content: 'here' } });
    expect(onS1.events.filter((e) => e.event === 'contribution')).toHaveLength(1);
  });

  it('limits how many live views one user holds open', async () => {
    const pub = await createPrompt(alice, { isPublic: true });
    const s = await createSession(alice, pub.id);
    const carol = new Agent(t.app, '203.0.113.3');
    await carol.register();
    for (let i = 0; i < 10; i++) expect((await watch(base, carol, s.id)).status).toBe(200);
    expect((await watch(base, carol, s.id)).status).toBe(429);
  });
});

// Two processes can share only a PostgreSQL database (PGlite is single-process): this block exists
// on TEST_DB=postgres runs; the presence protocol across processes is also unit-tested in topic-hub.test.ts.
if (testDatabaseUrl())
  describe('live delivery across two server processes on one PostgreSQL', () => {
    const processes = twoProcessesOnOneDatabase();

    it('delivers a contribution written on one instance to a viewer on the other, and counts viewers on both', async () => {
      const { one, two, base1, base2 } = processes;
      const alice = new Agent(one.app, '203.0.113.1');
      await alice.register({ name: 'Alice Author' });
      const bob = new Agent(two.app, '203.0.113.2');
      await bob.register({ name: 'Bob Builder' });

      const prompt = await createPrompt(alice, { isPublic: true });
      const session = await createSession(alice, prompt.id);
      const onOne = await watch(base1, alice, session.id);
      await onOne.waitFor(viewers(1));
      const onTwo = await watch(base2, bob, session.id);
      await onTwo.waitFor(viewers(2));
      await onOne.waitFor(viewers(2));
      expect(
        (await bob.post(`/api/collaborative-sessions/${session.id}/contributions`, { content: 'From two' })).statusCode,
      ).toBe(201);
      const got = await onOne.waitFor((e) => e.event === 'contribution', 1_000);
      expect(deliveredAfterMs(got)).toBeLessThan(1_000);
      expect(got.data).toMatchObject({ contribution: { content: 'From two', userName: 'Bob Builder' } });

      await alice.patch(`/api/collaborative-sessions/${session.id}`, { status: 'draft' });
      expect((await onTwo.waitFor((e) => e.event === 'status', 1_000)).data).toMatchObject({ status: 'draft' });

      const left = onOne.next(viewers(1));
      onTwo.close();
      await left;
    });
  });
