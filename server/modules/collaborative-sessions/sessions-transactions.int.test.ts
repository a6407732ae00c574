import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_LIMITS, COLLAB_MESSAGES } from '@common/collaborative-sessions';
import { ERROR_CODES } from '@common/errors';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let owner: Agent;
let prompt: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.1');
  await owner.register();
  prompt = await createPrompt(owner, { title: 'Open prompt', isPublic: true });
});
afterAll(() => t.close());

const contribute = (a: Agent, sessionId: number, content: string) =>
  a.post(`/api/collaborative-sessions/${sessionId}/contributions`, { content, type: 'text' });

const contributionsOf = async (sessionId: number) =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from collaborative_contributions where session_id = ${sessionId}`,
    )
  )[0]!.n;

describe('adding a contribution', () => {
  it(`concurrent adds by one person never pass the limit of ${COLLAB_LIMITS.contributionsPerMinute} a minute`, async () => {
    const writer = new Agent(t.app, '203.0.113.2');
    await writer.register();
    const session = await createSession(owner, prompt.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => contribute(writer, session.id, `line ${i}`)),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(created.length + refused.length).toBe(40);
    expect(created.length).toBe(COLLAB_LIMITS.contributionsPerMinute);
    expect(await contributionsOf(session.id)).toBe(COLLAB_LIMITS.contributionsPerMinute);
    for (const r of refused)
      expect(r.json()).toMatchObject({ code: ERROR_CODES.rateLimited, message: COLLAB_MESSAGES.tooMany });
  });

  it('takes the rate-limit slot and stores the row together: a failed insert costs no slot', async () => {
    const writer = new Agent(t.app, '203.0.113.3');
    const { id: userId } = await writer.register();
    const session = await createSession(owner, prompt.id);
    const db = t.deps.database.db;
    // The second write of the use case fails inside the database.
    await db.execute(sql`create function refuse_contribution() returns trigger language plpgsql as $$
      begin raise exception 'contribution refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_contribution before insert on collaborative_contributions
      for each row execute function refuse_contribution()`);
    try {
      expect((await contribute(writer, session.id, 'lost line')).statusCode).toBe(500);
      const slots = await queryRows<{ hits: number }>(
        db,
        sql`select hits from auth_throttle where key = ${`contribution:user:${userId}`}`,
      );
      expect(slots.reduce((n, s) => n + s.hits, 0)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_contribution on collaborative_contributions`);
      await db.execute(sql`drop function refuse_contribution()`);
    }
    expect(await contributionsOf(session.id)).toBe(0);
    // The whole minute's allowance is still there.
    for (let i = 0; i < COLLAB_LIMITS.contributionsPerMinute; i++) {
      expect((await contribute(writer, session.id, `line ${i}`)).statusCode).toBe(201);
    }
  });
});
