import { EMAIL_VERIFICATION_COPY as C } from '@common/email-verification';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { invitationTokenIn } from '../../../test/helpers/invitations';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../test/helpers/smtp';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { waitFor } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { RESENDS_PER_HOUR } from './email-verification.service';

/** Verified addresses (docs/decisions/036-email-verification.md), with a real SMTP server in-process. */
let smtp: TestSmtp;
let t: TestApp;
let boss: PgBoss;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Inkgram <hello@inkgram.test>' });
  boss = await startJobs(t.deps, pino({ level: 'silent' }), { mail: { backoffMs: () => 300 } });
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await t?.close();
  await smtp?.close();
});

let n = 0;
const PASSWORD = 'correct horse battery';
const ip = () => `198.51.100.${(++n % 250) + 1}`;
async function signUp(email?: string) {
  const agent = new Agent(t.app, ip());
  const username = `ver${++n}_${Date.now() % 1_000_000}`;
  const user = await agent.register({ username, email: email ?? `${username}@example.com`, password: PASSWORD });
  return { agent, user };
}
/** The emails `address` received, once `count` have arrived. */
async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
  await waitFor(async () => smtp.to(address.toLowerCase()).length >= count, `${count} email(s) to ${address}`);
  return smtp.to(address.toLowerCase());
}
const linkIn = (mail: ReceivedMail | undefined, page: 'verify-email' | 'undo-email-change') => {
  const match = new RegExp(`/auth/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail?.text}`);
  expect(mail?.html).toContain(`/auth/${page}?token=${match[1]}`);
  return decodeURIComponent(match[1]);
};
const open = (token: string, agent = new Agent(t.app, ip())) =>
  agent.post('/api/email-verification/confirm', { token });
const me = async (agent: Agent) => (await agent.get('/api/account')).json() as Record<string, unknown>;

describe('verifying the address at sign-up', () => {
  it('sends a link; opening it verifies the address; it works once', async () => {
    const { agent, user } = await signUp();
    expect((await agent.get('/api/user')).json()).toMatchObject({ email: user.email, emailVerified: false });

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Verify your Inkgram email address');
    const token = linkIn(mail, 'verify-email');
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/auth/verify-email?token=`);

    // Opened in another browser (a phone's mail app): no session needed.
    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ outcome: 'verified', email: user.email });
    expect((await agent.get('/api/user')).json()).toMatchObject({ emailVerified: true });
    expect(await me(agent)).toMatchObject({ emailVerified: true, pendingEmail: null });

    const again = await open(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(C.invalidLink);

    // The token itself is stored only as its hash; the mail record keeps neither.
    const stored = JSON.stringify(await queryRows(t.deps.database.db, sql`select * from email_tokens`));
    expect(stored).not.toContain(token);
    const records = JSON.stringify(await queryRows(t.deps.database.db, sql`select * from mail_messages`));
    expect(records).not.toContain(token);
  });

  it('an expired link is refused with the message, and Resend sends a new one that works (rate-limited)', async () => {
    const { agent, user } = await signUp();
    const token = linkIn((await mailsTo(user.email))[0], 'verify-email');
    await queryRows(
      t.deps.database.db,
      sql`update email_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const expired = await open(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: C.invalidLink });
    expect(await me(agent)).toMatchObject({ emailVerified: false });

    expect((await new Agent(t.app, ip()).post('/api/email-verification/resend')).statusCode).toBe(401);
    const resent = await agent.post('/api/email-verification/resend');
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: C.resent(user.email) });
    const fresh = linkIn((await mailsTo(user.email, 2))[1], 'verify-email');
    expect(fresh).not.toBe(token);

    for (let i = 1; i < RESENDS_PER_HOUR; i++)
      expect((await agent.post('/api/email-verification/resend')).statusCode).toBe(202);
    const limited = await agent.post('/api/email-verification/resend');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(C.throttled);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await open(fresh)).json()).toEqual({ outcome: 'verified', email: user.email });
    expect(await me(agent)).toMatchObject({ emailVerified: true });
    expect((await agent.post('/api/email-verification/resend')).json()).toEqual({ message: C.alreadyVerified });
  });

  it('a made-up or malformed link is a clear 400, never a 500', async () => {
    expect((await open('x'.repeat(43))).json()).toMatchObject({ message: C.invalidLink });
    expect((await open('')).statusCode).toBe(400);
    expect((await new Agent(t.app, ip()).post('/api/email-verification/confirm', {})).statusCode).toBe(400);
  });
});

describe('changing the address', () => {
  it('the new address gets a link that makes the change; the old one is told, and undo within 7 days restores it and ends every session', async () => {
    const { agent, user } = await signUp();
    linkIn((await mailsTo(user.email))[0], 'verify-email');
    const phone = new Agent(t.app, ip());
    expect((await phone.post('/api/login', { username: user.username, password: PASSWORD })).statusCode).toBe(200);
    const newEmail = `moved-${Date.now()}@example.net`;

    const res = await agent.patch('/api/account', { email: newEmail });
    expect(res.statusCode).toBe(200);
    // Nothing changes until the new address is proven.
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await agent.get('/api/user')).json()).toMatchObject({ email: user.email });

    const [toNew] = await mailsTo(newEmail);
    expect(toNew?.subject).toBe('Confirm your new Inkgram email address');
    const [, notice] = await mailsTo(user.email, 2);
    expect(notice?.subject).toBe('Your Inkgram email address is being changed');
    expect(notice?.text).toContain(newEmail);
    const undo = linkIn(notice, 'undo-email-change');

    // The old address cannot sign in to anything new: signing in with the new one fails until it is proven.
    expect(
      (await new Agent(t.app, ip()).post('/api/login', { username: newEmail, password: PASSWORD })).statusCode,
    ).toBe(401);

    expect((await open(linkIn(toNew, 'verify-email'))).json()).toEqual({ outcome: 'changed', email: newEmail });
    expect(await me(agent)).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect(
      (await new Agent(t.app, ip()).post('/api/login', { username: newEmail, password: PASSWORD })).statusCode,
    ).toBe(200);

    // The undo link lasts 7 days; six days later the owner of the old address uses it.
    const [life] = await queryRows<{ days: number }>(
      t.deps.database.db,
      sql`select extract(epoch from expires_at - created_at)::int / 86400 as days from email_tokens where user_id = ${user.id} and purpose = 'undo'`,
    );
    expect(life?.days).toBe(7);
    await queryRows(
      t.deps.database.db,
      sql`update email_tokens set created_at = now() - interval '6 days', expires_at = now() + interval '1 day' where user_id = ${user.id} and purpose = 'undo'`,
    );
    const undone = await open(undo);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ outcome: 'restored', email: user.email });
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const back = new Agent(t.app, ip());
    expect((await back.post('/api/login', { username: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect(await me(back)).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: null });
    expect((await open(undo)).statusCode).toBe(400);
  });

  it('an undo link older than 7 days is refused; a pending change undone cancels it; a taken address is a 409', async () => {
    const { agent, user } = await signUp();
    const other = await signUp();
    expect((await agent.patch('/api/account', { email: other.user.email.toUpperCase() })).statusCode).toBe(409);

    const first = `first-${Date.now()}@example.net`;
    await agent.patch('/api/account', { email: first });
    const undo = linkIn((await mailsTo(user.email, 2))[1], 'undo-email-change');
    await queryRows(
      t.deps.database.db,
      sql`update email_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id} and purpose = 'undo'`,
    );
    expect((await open(undo)).json()).toMatchObject({ message: C.invalidLink });

    // A second change replaces the first: the first link no longer changes anything.
    const second = `second-${Date.now()}@example.net`;
    await agent.patch('/api/account', { email: second });
    expect((await open(linkIn((await mailsTo(first))[0], 'verify-email'))).statusCode).toBe(400);
    const undoSecond = linkIn((await mailsTo(user.email, 3))[2], 'undo-email-change');
    expect(await me(agent)).toMatchObject({ pendingEmail: second });
    // Undone before it was confirmed: the pending change is gone with it.
    expect((await open(undoSecond)).json()).toEqual({ outcome: 'restored', email: user.email });
    expect((await open(linkIn((await mailsTo(second))[0], 'verify-email'))).statusCode).toBe(400);
  });
});

describe('invitations', () => {
  it('a new address signs up from the invitation: accepting verifies it, then the blog is shared', async () => {
    const owner = await signUp();
    const blog = (await owner.agent.post('/api/blogs', { title: 'Harbour', content: '<p>Boats.</p>' })).json() as {
      id: number;
    };
    const address = `invitee-${Date.now()}@example.org`;
    expect(
      (await owner.agent.post(`/api/blogs/${blog.id}/members`, { email: address, role: 'editor' })).statusCode,
    ).toBe(201);
    const invite = invitationTokenIn((await mailsTo(address))[0]?.text ?? '');
    if (!invite) throw new Error('no invitation link');

    const invitee = await signUp(address);
    expect(await me(invitee.agent)).toMatchObject({ emailVerified: false });
    expect((await invitee.agent.get(`/api/blogs/${blog.id}`)).statusCode).toBe(404);
    expect((await invitee.agent.post(`/api/email-invitations/${invite}/accept`)).statusCode).toBe(200);
    expect(await me(invitee.agent)).toMatchObject({ emailVerified: true });
    expect((await invitee.agent.get(`/api/blogs/${blog.id}`)).statusCode).toBe(200);
  });

  it('an account whose address is unverified is invited like an address nobody uses: no name, the sign-up link', async () => {
    const owner = await signUp();
    const blog = (await owner.agent.post('/api/blogs', { title: 'Dunes', content: '<p>Sand.</p>' })).json() as {
      id: number;
    };
    const squatter = await signUp(`maybe-${Date.now()}@example.org`);
    await owner.agent.post(`/api/blogs/${blog.id}/members`, { email: squatter.user.email, role: 'viewer' });
    const mails = await mailsTo(squatter.user.email, 2);
    const invitation = mails.find((m) => m.subject.includes('invited you'));
    expect(invitation?.text).toContain('/auth?invite=');
    expect(invitation?.text).not.toContain('Hi Test Creator');
    const [record] = await queryRows<{ user_id: number | null }>(
      t.deps.database.db,
      sql`select user_id from mail_messages where to_address = ${squatter.user.email} and type = 'blog-invitation'`,
    );
    expect(record?.user_id).toBeNull();
  });
});
