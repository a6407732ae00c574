import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession, seedInstagram } from '../../../test/helpers/collaborative-sessions-fixtures';
import { insertBlog } from '../../../test/helpers/publishing';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const FIREFOX = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };

/** A user signed in on two devices (two agents with their own cookies). */
async function twoDevices() {
  const laptop = new Agent(t.app);
  const user = await laptop.register();
  const phone = new Agent(t.app, '203.0.113.20');
  const login = await phone.post('/api/login', { username: user.username, password: PASSWORD }, FIREFOX);
  expect(login.statusCode).toBe(200);
  return { user, laptop, phone };
}

const count = async (table: string, where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    )
  )[0]?.n;

describe('profile', () => {
  it('changes the name and email; /api/user shows the new name at once; a taken email is a 409 on the field', async () => {
    const { laptop } = await twoDevices();
    const other = await new Agent(t.app).register();
    const res = await laptop.patch('/api/account', { name: 'Renamed Creator' });
    expect(res.statusCode).toBe(200);
    expect((await laptop.get('/api/user')).json()).toMatchObject({ name: 'Renamed Creator' });
    const taken = await laptop.patch('/api/account', { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', details: { fieldErrors: { email: [expect.any(String)] } } });
    expect((await laptop.patch('/api/account', { email: 'not an email' })).statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('requires the current password: a wrong one is a 400 on that field and changes nothing', async () => {
    const { user, laptop, phone } = await twoDevices();
    const res = await laptop.post('/api/account/password', {
      currentPassword: 'wrong password',
      newPassword: 'brand new pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: { fieldErrors: { currentPassword: ['The password is not correct.'] } },
    });
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const relogin = await new Agent(t.app).post('/api/login', { username: user.username, password: PASSWORD });
    expect(relogin.statusCode).toBe(200);
  });

  it('signs out every other device at once, keeps this one, and the new password is the one that works', async () => {
    const { user, laptop, phone } = await twoDevices();
    expect((await phone.get('/api/user')).statusCode).toBe(200); // cached on this process
    const res = await laptop.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'brand new pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1 });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    const old = await new Agent(t.app).post('/api/login', { username: user.username, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await new Agent(t.app).post('/api/login', { username: user.username, password: 'brand new pass' });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('devices', () => {
  it('lists the signed-in devices with a summary and marks this one', async () => {
    const { laptop } = await twoDevices();
    const devices = (await laptop.get('/api/account/sessions')).json() as { device: string; current: boolean }[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(devices.map((d) => d.device)).toContain('Firefox on Linux');
    expect(JSON.stringify(devices)).not.toMatch(/Gecko|203\.0\.113/);
  });

  it('signs out one device; another user cannot sign it out (404)', async () => {
    const { laptop, phone } = await twoDevices();
    const devices = (await laptop.get('/api/account/sessions')).json() as { id: string; current: boolean }[];
    const phoneId = devices.find((d) => !d.current)?.id ?? '';
    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    expect((await laptop.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const { user, laptop, phone } = await twoDevices();
    const third = new Agent(t.app);
    await third.post('/api/login', { username: user.username, password: PASSWORD });
    const res = await laptop.post('/api/account/sessions/sign-out-others');
    expect(res.json()).toEqual({ signedOut: 2 });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await third.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/account/sessions')).json()).toHaveLength(1);
  });
});

/** A creator with a blog, a prompt, an Instagram account, a platform connection and a contribution in a friend's session. */
async function creatorWithData() {
  const creator = new Agent(t.app);
  const user = await creator.register();
  await insertBlog(t.deps.database.db, user.id, { title: 'My only blog' });
  await createPrompt(creator, { title: 'My prompt' });
  await seedInstagram(t, user.id, [{ caption: 'A post' }]);
  await queryRows(
    t.deps.database.db,
    sql`insert into user_platform_connections (user_id, platform_id, api_key)
        select ${user.id}, id, ${`v1:ciphertext-${user.id}`} from publishing_platforms where name = 'devto'`,
  );
  const friend = new Agent(t.app);
  await friend.register({ name: 'Friendly Owner' });
  const prompt = await createPrompt(friend, { title: 'Open prompt', isPublic: true });
  const session = await createSession(friend, prompt.id);
  const added = await creator.post(`/api/collaborative-sessions/${session.id}/contributions`, {
    content: 'Words the creator wrote',
  });
  expect(added.statusCode).toBe(201);
  await friend.post(`/api/collaborative-sessions/${session.id}/contributions`, { content: 'Words the friend wrote' });
  return { creator, user, friend, sessionId: session.id };
}

const contributionsOf = async (agent: Agent, sessionId: number) =>
  (await agent.get(`/api/collaborative-sessions/${sessionId}/contributions`)).json() as {
    userId: number | null;
    userName: string | null;
    content: string;
  }[];

describe('account deletion', () => {
  it('shows what will be deleted', async () => {
    const { creator } = await creatorWithData();
    const summary = (await creator.get('/api/account/deletion-summary')).json();
    expect(summary).toMatchObject({
      blogs: 1,
      prompts: 1,
      sessions: 0,
      contributionsInOthersSessions: 1,
      instagramAccounts: 1,
      platformConnections: 1,
    });
  });

  it('requires the password: a wrong one deletes nothing', async () => {
    const { creator, user } = await creatorWithData();
    const res = await creator.post('/api/account/delete', { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: { fieldErrors: { password: [expect.any(String)] } },
    });
    expect(await count('users', sql`id = ${user.id}`)).toBe(1);
    expect((await creator.post('/api/account/delete', {})).statusCode).toBe(400);
  });

  it("removes the user's rows and credentials, ends the session at once, and keeps their words in others' sessions as 'Deleted user'", async () => {
    const { creator, user, friend, sessionId } = await creatorWithData();
    expect((await creator.get('/api/user')).statusCode).toBe(200);
    const res = await creator.post('/api/account/delete', { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    for (const [table, col] of [
      ['users', 'id'],
      ['blogs', 'user_id'],
      ['writing_prompts', 'user_id'],
      ['instagram_accounts', 'user_id'],
      ['user_platform_connections', 'user_id'],
      ['sessions', 'user_id'],
    ] as const) {
      expect(await count(table, sql`${sql.raw(col)} = ${user.id}`), table).toBe(0);
    }
    expect(await count('user_platform_connections', sql`api_key = ${`v1:ciphertext-${user.id}`}`)).toBe(0);
    expect(creator.cookies.size).toBe(0); // the response cleared the cookie
    const list = await contributionsOf(friend, sessionId);
    expect(list).toEqual([
      expect.objectContaining({ userId: null, userName: 'Deleted user', content: 'Words the creator wrote' }),
      expect.objectContaining({ userName: 'Friendly Owner', content: 'Words the friend wrote' }),
    ]);
  });

  it('the deleted user’s old cookie stops working at once', async () => {
    const { creator } = await creatorWithData();
    const saved = new Map(creator.cookies);
    expect((await creator.get('/api/user')).statusCode).toBe(200);
    await creator.post('/api/account/delete', { password: PASSWORD });
    for (const [k, v] of saved) creator.cookies.set(k, v);
    expect((await creator.get('/api/user')).statusCode).toBe(401);
  });

  it("removes the contributions in others' sessions when asked, and only those", async () => {
    const { creator, friend, sessionId } = await creatorWithData();
    const res = await creator.post('/api/account/delete', { password: PASSWORD, removeContributions: true });
    expect(res.statusCode).toBe(204);
    const list = await contributionsOf(friend, sessionId);
    expect(list.map((c) => c.content)).toEqual(['Words the friend wrote']);
  });
});
