import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@common/account';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * The account's time zone (docs/decisions/042-publishing-calendar.md): none until it is first set,
 * set to a zone the runtime knows (spelled as the runtime spells it), refused with a message that
 * says what to choose otherwise, and returned with the account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setZone = (agent: Agent, timeZone: unknown) => agent.put('/api/account/time-zone', { timeZone });

describe('the account time zone', () => {
  it('is null for a new account, then the zone set, returned by GET /api/account', async () => {
    const agent = new Agent(t.app);
    await agent.register();
    expect((await agent.get('/api/account')).json()).toMatchObject({ timeZone: null });

    const res = await setZone(agent, 'America/New_York');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/New_York' });
    expect((await agent.get('/api/account')).json()).toMatchObject({ timeZone: 'America/New_York' });

    // Spelled as the runtime spells it, whatever the case it was sent in.
    expect((await setZone(agent, 'europe/berlin')).json()).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await setZone(agent, 'UTC')).json()).toEqual({ timeZone: 'UTC' });
    expect((await agent.get('/api/account')).json()).toMatchObject({ timeZone: 'UTC' });
  });

  it('refuses a zone that does not exist with a message on the field, and keeps the one set', async () => {
    const agent = new Agent(t.app);
    await agent.register();
    await setZone(agent, 'Asia/Tokyo');
    for (const bad of ['Mars/Olympus_Mons', '', 'Europe/Berlin; drop table users', 'x'.repeat(200), 42]) {
      const res = await setZone(agent, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ details: { fieldErrors: { timeZone: [ACCOUNT_MESSAGES.timeZone] } } });
    }
    expect((await agent.put('/api/account/time-zone', { timeZone: 'UTC', extra: 1 })).statusCode).toBe(400);
    expect((await agent.get('/api/account')).json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it("is the signed-in user's own: anonymous callers get a 401, another account is unchanged", async () => {
    const anonymous = new Agent(t.app);
    expect((await setZone(anonymous, 'UTC')).statusCode).toBe(401);
    const one = new Agent(t.app);
    await one.register();
    const two = new Agent(t.app);
    await two.register();
    await setZone(one, 'Pacific/Auckland');
    expect((await two.get('/api/account')).json()).toMatchObject({ timeZone: null });
  });
});
