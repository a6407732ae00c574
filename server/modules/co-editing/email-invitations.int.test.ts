import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COEDIT_MESSAGES } from '@common/co-editing';
import { Agent } from '../../../test/helpers/agent';
import { invitationTokenIn } from '../../../test/helpers/invitations';
import { startTestSmtp, type TestSmtp } from '../../../test/helpers/smtp';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { waitFor } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { INVITES_PER_OWNER_PER_HOUR } from './email-invitations.service';

/** Sharing by email (docs/decisions/033-email-invitations.md), with a real SMTP server in-process. */
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
async function person(name = 'Test Creator', email?: string) {
  const agent = new Agent(t.app, `198.51.100.${(++n % 250) + 1}`);
  const username = `inv${n}_${Date.now() % 1_000_000}`;
  const user = await agent.register({ name, username, email: email ?? `${username}@example.com` });
  return { agent, user };
}
async function ownedBlog(title = 'Lisbon light') {
  const owner = await person('Olivia Owner');
  const res = await owner.agent.post('/api/blogs', { title, content: '<p>Trams at sunset.</p>' });
  return { owner, id: (res.json() as { id: number }).id };
}
/** The emails `address` received, once `count` have arrived (not the sign-up's 'Verify your email address'). */
const received = (address: string) => smtp.to(address).filter((m) => !m.subject.startsWith('Verify your Inkgram'));
async function mailsTo(address: string, count = 1) {
  await waitFor(async () => received(address).length >= count, `${count} email(s) to ${address}`);
  return received(address);
}
const tokenOf = (mail: { text: string } | undefined) => {
  const token = invitationTokenIn(mail?.text ?? '');
  if (!token) throw new Error(`no invitation link in: ${mail?.text}`);
  return token;
};
const freshAddress = () => `new-${++n}-${Date.now()}@example.net`;

describe('sharing a blog by email', () => {
  it('answers the same for an address with an account and one without, and names nobody before they accept', async () => {
    const { owner, id } = await ownedBlog();
    const known = await person('Karl Known', `k-${Date.now()}@example.org`);
    // Only a verified address is written to as an account's (docs/decisions/036-email-verification.md).
    await queryRows(t.deps.database.db, sql`update users set email_verified_at = now() where id = ${known.user.id}`);
    const unknown = freshAddress();

    const a = await owner.agent.post(`/api/blogs/${id}/members`, { email: known.user.email, role: 'editor' });
    const b = await owner.agent.post(`/api/blogs/${id}/members`, { email: unknown.toUpperCase(), role: 'editor' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(shape(a.json())).toEqual(shape(b.json()));
    expect(a.json()).toMatchObject({ email: known.user.email, role: 'editor', status: 'pending' });
    expect(b.json()).toMatchObject({ email: unknown, role: 'editor', status: 'pending' });
    for (const body of [a.body, b.body]) {
      expect(body).not.toContain(known.user.username);
      expect(body).not.toContain('Karl Known');
      expect(body).not.toMatch(/userId/);
    }

    const sharing = await owner.agent.get(`/api/blogs/${id}/sharing`);
    expect(sharing.json()).toMatchObject({
      shared: false,
      members: [],
      invitations: [
        { email: known.user.email, role: 'editor', status: 'pending' },
        { email: unknown, role: 'editor', status: 'pending' },
      ],
    });
    expect(sharing.body).not.toContain('Karl Known');
    expect(sharing.body).not.toContain(known.user.username);
    // Before accepting, the invited account cannot open the blog.
    expect((await known.agent.get(`/api/blogs/${id}`)).statusCode).toBe(404);

    // Both emails arrive: the account is told the blog was shared; the new address is invited to sign up.
    const [toKnown] = await mailsTo(known.user.email);
    expect(toKnown?.subject).toBe('Olivia Owner shared "Lisbon light" with you');
    expect(toKnown?.text).toContain(`${t.config.PUBLIC_URL}/email-invitations/`);
    const [toNew] = await mailsTo(unknown);
    expect(toNew?.subject).toBe('Olivia Owner invited you to "Lisbon light" on Inkgram');
    expect(toNew?.text).toContain(
      `${t.config.PUBLIC_URL}/auth?invite=${tokenOf(toNew)}&email=${encodeURIComponent(unknown)}`,
    );
    expect(tokenOf(toNew)).not.toBe(tokenOf(toKnown));
  });

  it('accepting the emailed link opens the blog and lists it under Shared with me; a new address signs up first', async () => {
    const { owner, id } = await ownedBlog('Harbour at dawn');
    const friend = await person('Felix Friend');
    const newcomer = freshAddress();
    await owner.agent.post(`/api/blogs/${id}/members`, { email: friend.user.email, role: 'commenter' });
    await owner.agent.post(`/api/blogs/${id}/members`, { email: newcomer, role: 'viewer' });

    const accepted = await friend.agent.post(
      `/api/email-invitations/${tokenOf((await mailsTo(friend.user.email))[0])}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ blogId: id, role: 'commenter' });
    expect((await friend.agent.get(`/api/blogs/${id}`)).statusCode).toBe(200);
    expect((await friend.agent.get('/api/shared-blogs')).json()).toMatchObject([
      { id, role: 'commenter', title: 'Harbour at dawn', ownerName: 'Olivia Owner' },
    ]);

    // The newcomer signs up with the invited address (in another letter case) and accepts.
    const token = tokenOf((await mailsTo(newcomer))[0]);
    const joined = await person('Nina Newcomer', newcomer.toUpperCase());
    expect((await joined.agent.post(`/api/email-invitations/${token}/accept`)).json()).toEqual({
      blogId: id,
      role: 'viewer',
    });
    expect((await joined.agent.get('/api/shared-blogs')).json()).toMatchObject([{ id, role: 'viewer' }]);
    // Accepting twice changes nothing.
    expect((await joined.agent.post(`/api/email-invitations/${token}/accept`)).statusCode).toBe(200);

    // Now the owner sees who they are; the invitations are no longer pending.
    expect((await owner.agent.get(`/api/blogs/${id}/sharing`)).json()).toMatchObject({
      shared: true,
      members: [
        { name: 'Felix Friend', role: 'commenter' },
        { name: 'Nina Newcomer', role: 'viewer' },
      ],
      invitations: [],
    });
  });

  it('another account cannot accept; revoked and expired links say so; resending sends a new link', async () => {
    const { owner, id } = await ownedBlog();
    const invitee = freshAddress();
    const created = await owner.agent.post(`/api/blogs/${id}/members`, { email: invitee, role: 'editor' });
    const invitationId = (created.json() as { id: number }).id;
    const first = tokenOf((await mailsTo(invitee))[0]);

    const intruder = await person('Ian Intruder');
    const wrong = await intruder.agent.post(`/api/email-invitations/${first}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(COEDIT_MESSAGES.emailInvitationWrongAccount);
    expect((await intruder.agent.get(`/api/blogs/${id}`)).statusCode).toBe(404);
    expect((await new Agent(t.app).post(`/api/email-invitations/${first}/accept`)).statusCode).toBe(401);

    // Expired: a clear 400 on accepting; the owner sees it as expired.
    await queryRows(
      t.deps.database.db,
      sql`update blog_email_invitations set expires_at = now() - interval '1 minute' where id = ${invitationId} returning id`,
    );
    const invited = await person('Ivy Invited', invitee);
    const late = await invited.agent.post(`/api/email-invitations/${first}/accept`);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(COEDIT_MESSAGES.emailInvitationExpired);
    expect((await owner.agent.get(`/api/blogs/${id}/sharing`)).json()).toMatchObject({
      invitations: [{ id: invitationId, status: 'expired' }],
    });

    // Resend: a second email with a new link valid 14 days; the old link is dead.
    const resent = await owner.agent.post(`/api/blogs/${id}/email-invitations/${invitationId}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: invitationId, email: invitee, status: 'pending' });
    const days = (Date.parse(resent.json().expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const mails = await mailsTo(invitee, 2);
    const second = tokenOf(mails[1]);
    expect(second).not.toBe(first);
    expect((await invited.agent.post(`/api/email-invitations/${first}/accept`)).statusCode).toBe(404);

    // Revoked: the link no longer works and the invitation is gone from the list.
    expect((await owner.agent.delete(`/api/blogs/${id}/email-invitations/${invitationId}`)).statusCode).toBe(204);
    const revoked = await invited.agent.post(`/api/email-invitations/${second}/accept`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(COEDIT_MESSAGES.emailInvitationInvalid);
    expect((await invited.agent.get(`/api/blogs/${id}`)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/blogs/${id}/sharing`)).json()).toMatchObject({ invitations: [] });
    expect((await owner.agent.delete(`/api/blogs/${id}/email-invitations/${invitationId}`)).statusCode).toBe(404);
    expect((await owner.agent.post(`/api/blogs/${id}/email-invitations/${invitationId}/resend`)).statusCode).toBe(404);
    // Only the owner resends or revokes.
    expect((await invited.agent.post(`/api/blogs/${id}/email-invitations/${invitationId}/resend`)).statusCode).toBe(
      404,
    );

    // What is recorded: the type and result, never the link's token.
    const stored = JSON.stringify(
      await queryRows(t.deps.database.db, sql`select * from mail_messages where to_address = ${invitee}`),
    );
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });

  it('limits how many invitations one owner sends an hour (429 with Retry-After), resends included', async () => {
    const { owner, id } = await ownedBlog();
    let last = 0;
    for (let i = 0; i < INVITES_PER_OWNER_PER_HOUR; i++) {
      const res = await owner.agent.post(`/api/blogs/${id}/members`, { email: freshAddress(), role: 'viewer' });
      expect(res.statusCode, res.body).toBe(201);
      last = (res.json() as { id: number }).id;
    }
    const over = await owner.agent.post(`/api/blogs/${id}/members`, { email: freshAddress(), role: 'viewer' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(COEDIT_MESSAGES.inviteThrottled);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await owner.agent.post(`/api/blogs/${id}/email-invitations/${last}/resend`)).statusCode).toBe(429);
    // Another owner is not affected.
    const other = await ownedBlog();
    const theirs = await other.owner.agent.post(`/api/blogs/${other.id}/members`, {
      email: freshAddress(),
      role: 'viewer',
    });
    expect(theirs.statusCode).toBe(201);
  });
});
