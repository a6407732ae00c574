import * as Y from 'yjs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_COPY,
  NOTIFICATIONS_EVENTS_PATH,
  type NotificationList,
  type NotificationSettings,
} from '@common/notifications';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { invitationTokenIn } from '../../../test/helpers/invitations';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { listenLocal } from '../../../test/helpers/processes';
import { openStream } from '../../../test/helpers/sse-client';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../test/helpers/smtp';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { waitFor } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { sendDigests } from './notification-emails';

let smtp: TestSmtp;
let t: TestApp;
let boss: PgBoss;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Inkgram <hello@inkgram.test>' });
  boss = await startJobs(t.deps, silent, { mail: { backoffMs: () => 300 } });
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await t?.close();
  await smtp?.close();
});

let n = 0;
async function person(name: string) {
  const agent = new Agent(t.app, `198.51.100.${(n % 200) + 20}`);
  const username = `${name.split(' ')[0]!.toLowerCase()}_${++n}_${Date.now() % 100000}`;
  const user = await agent.register({ name, username });
  // Emails (and invitations as an account's) go only to a verified address (docs/decisions/036): the
  // sign-up's verification email is opened, so later counts of the mailbox start after it.
  await waitFor(async () => smtp.to(user.email).length === 1, 'the verification email');
  await queryRows(t.deps.database.db, sql`update users set email_verified_at = now() where id = ${user.id}`);
  return { agent, user };
}
type Person = Awaited<ReturnType<typeof person>>;

function anchor() {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, 'Lisbon at sunset');
  const at = (i: number) =>
    Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, i))).toString('base64');
  return { from: at(0), to: at(6) };
}
const thread = (body: string) => ({ body, quote: 'Lisbon', anchor: anchor() });

/** Shares the blog as a person would: the invitation email arrives over SMTP, its link is accepted. */
async function share(owner: Person, blogId: number, invitee: Person, role: 'editor' | 'commenter' | 'viewer') {
  const before = smtp.to(invitee.user.email).length;
  expect((await owner.agent.post(`/api/blogs/${blogId}/members`, { email: invitee.user.email, role })).statusCode).toBe(
    201,
  );
  await waitFor(async () => smtp.to(invitee.user.email).length > before, 'the invitation email');
  const token = invitationTokenIn(smtp.to(invitee.user.email).at(-1)!.text);
  expect((await invitee.agent.post(`/api/email-invitations/${token}/accept`)).statusCode).toBe(200);
}

async function sharedBlog(title = 'Trip to Lisbon') {
  const owner = await person('Olivia Owner');
  const id = (
    (await owner.agent.post('/api/blogs', { title, content: '<p>Lisbon at sunset</p>' })).json() as { id: number }
  ).id;
  const [commenter, viewer, stranger] = [
    await person('Carla Commenter'),
    await person('Victor Viewer'),
    await person('Stan Stranger'),
  ];
  await share(owner, id, commenter, 'commenter');
  await share(owner, id, viewer, 'viewer');
  return { id, owner, commenter, viewer, stranger };
}

const list = async (p: Person) => {
  const res = await p.agent.get('/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationList;
};
const ofType = async (p: Person, type: string) => (await list(p)).items.filter((i) => i.type === type);
const mails = (p: Person, subject: string) => smtp.to(p.user.email).filter((m) => m.subject.includes(subject));
/** A header as sent (folded lines joined). */
const headerOf = (mail: ReceivedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
};
const unsubscribeUrlOf = (mail: ReceivedMail) => {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '');
  if (!match?.[1]) throw new Error(`no List-Unsubscribe URL in ${mail.raw.slice(0, 2000)}`);
  return new URL(match[1]);
};

describe('notifications of comments, replies and mentions', () => {
  it('tells the owner of a comment, the thread of a reply, and a mentioned reader; never a stranger or oneself', async () => {
    const { id, owner, commenter, viewer, stranger } = await sharedBlog();
    const body = `What do you think @${viewer.user.username}? And @${stranger.user.username}, @${commenter.user.username}`;
    const created = await commenter.agent.post(`/api/blogs/${id}/comments`, thread(body));
    expect(created.statusCode).toBe(201);

    const [comment] = await ofType(owner, 'comment');
    expect(comment).toMatchObject({
      payload: { actorName: 'Carla Commenter', subject: 'Trip to Lisbon', href: `/edit-blog/${id}` },
      readAt: null,
    });
    const [mention] = await ofType(viewer, 'mention');
    expect(mention?.payload).toMatchObject({ actorName: 'Carla Commenter', excerpt: body, href: `/edit-blog/${id}` });
    // The stranger cannot see the blog: the mention is plain text, nothing is recorded for them.
    expect((await list(stranger)).items).toEqual([]);
    expect(await ofType(commenter, 'mention')).toEqual([]);
    expect(
      await queryRows(t.deps.database.db, sql`select id from notifications where user_id = ${stranger.user.id}`),
    ).toEqual([]);

    const threadId = (created.json() as { id: number }).id;
    expect(
      (await owner.agent.post(`/api/blogs/${id}/comments/${threadId}/replies`, { body: 'Looks right' })).statusCode,
    ).toBe(201);
    const [reply] = await ofType(commenter, 'reply');
    expect(reply?.payload).toMatchObject({ actorName: 'Olivia Owner', excerpt: 'Looks right' });
    // The owner wrote the reply: no notification of their own words.
    expect(await ofType(owner, 'reply')).toEqual([]);
    expect((await list(owner)).unread).toBe(1);
  });

  it('offers the blog’s people to mention, to its readers only', async () => {
    const { id, owner, commenter, viewer, stranger } = await sharedBlog();
    const res = await commenter.agent.get(`/api/blogs/${id}/comments/people`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { username: string }[]).map((p) => p.username).sort()).toEqual(
      [owner, commenter, viewer].map((p) => p.user.username).sort(),
    );
    expect((await stranger.agent.get(`/api/blogs/${id}/comments/people`)).statusCode).toBe(404);
  });

  it('marks read only the reader’s own notifications; Mark all read clears the count', async () => {
    const { id, owner, commenter } = await sharedBlog();
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread('One'));
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread('Two'));
    const mine = await list(owner);
    expect(mine.unread).toBe(2);
    // Another person's ids change nothing.
    const theirs = (await list(commenter)).unread;
    const other = await commenter.agent.post('/api/notifications/read', { ids: mine.items.map((i) => i.id) });
    expect(other.json()).toEqual({ unread: theirs });
    expect((await list(owner)).unread).toBe(2);
    expect((await owner.agent.post('/api/notifications/read', { ids: [mine.items[0]!.id] })).json()).toEqual({
      unread: 1,
    });
    expect((await owner.agent.post('/api/notifications/read', { all: true })).json()).toEqual({ unread: 0 });
    expect((await list(owner)).items.every((i) => i.readAt !== null)).toBe(true);
    expect((await owner.agent.post('/api/notifications/read', { ids: [] })).statusCode).toBe(400);
    expect((await new Agent(t.app).get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('notifications of sharing, sessions and batches', () => {
  it('tells an account a blog was shared with it (the link stays in the email)', async () => {
    const owner = await person('Olivia Owner');
    const friend = await person('Fay Friend');
    const id = (
      (await owner.agent.post('/api/blogs', { title: 'Porto', content: '<p>x</p>' })).json() as { id: number }
    ).id;
    await owner.agent.post(`/api/blogs/${id}/members`, { email: friend.user.email, role: 'editor' });
    const [invited] = await ofType(friend, 'invited');
    expect(invited?.payload).toMatchObject({ actorName: 'Olivia Owner', subject: 'Porto' });
  });

  it('tells a session’s owner of a contribution', async () => {
    const owner = await person('Sam Session');
    const guest = await person('Gus Guest');
    const prompt = await createPrompt(owner.agent, { isPublic: true });
    const session = await createSession(owner.agent, prompt.id, { title: 'Sunday jam' });
    const added = await guest.agent.post(`/api/collaborative-sessions/${session.id}/contributions`, {
      content: 'A line about the sea',
      type: 'text',
    });
    expect(added.statusCode).toBe(201);
    const [c] = await ofType(owner, 'contribution');
    expect(c?.payload).toMatchObject({
      actorName: 'Gus Guest',
      subject: 'Sunday jam',
      excerpt: 'A line about the sea',
    });
    await owner.agent.post(`/api/collaborative-sessions/${session.id}/contributions`, {
      content: 'Mine',
      type: 'text',
    });
    expect(await ofType(owner, 'contribution')).toHaveLength(1);
  });

  it('tells a creator once when their batch finished', async () => {
    const creator = await person('Bea Batch');
    const account = await seedAccount(t.deps, creator.user.id);
    const postIds = [];
    for (let i = 0; i < 2; i++)
      postIds.push((await seedPost(t.deps, account.id, { caption: `Swim ${i} at the lido #swim` })).id);
    const res = await creator.agent.post('/api/batches', { instagramAccountId: account.id, postIds });
    expect(res.statusCode).toBe(201);
    await waitFor(async () => (await ofType(creator, 'batch_finished')).length === 1, 'the batch notification');
    const [done] = await ofType(creator, 'batch_finished');
    expect(done?.payload.subject).toBe('2 drafts written');
  });
});

describe('notification emails', () => {
  it('emails a mention at once with a one-click unsubscribe that turns off only that type, without signing in', async () => {
    const { id, commenter, viewer } = await sharedBlog('Alfama walk');
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} see this`));
    await waitFor(async () => mails(viewer, 'mentioned you').length === 1, 'the mention email');
    const [mail] = mails(viewer, 'mentioned you');
    expect(mail!.subject).toBe('Carla Commenter mentioned you on “Alfama walk”');
    expect(mail!.text).toContain(`${t.config.PUBLIC_URL}/edit-blog/${id}`);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrlOf(mail!);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');

    // The GET page only asks; nothing changes yet.
    const anonymous = new Agent(t.app, '203.0.113.9');
    const page = await anonymous.get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mentions of you');
    const settings = async () => (await viewer.agent.get('/api/notifications/settings')).json() as NotificationSettings;
    expect((await settings()).email.mention).toBe('instant');

    // A mail app's one-click POST: no session, no origin.
    const done = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(NOTIFICATION_COPY.unsubscribed('Mentions of you'));
    expect((await settings()).email).toMatchObject({ mention: 'off', reply: 'instant', comment: 'digest' });

    // Still in the app, no longer by email.
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} again`));
    expect(await ofType(viewer, 'mention')).toHaveLength(2);
    const [row] = await queryRows<{ email: string | null }>(
      t.deps.database.db,
      sql`select email from notifications where user_id = ${viewer.user.id} order by id desc limit 1`,
    );
    expect(row?.email).toBeNull();
  });

  it('refuses a forged or broken token with a clear error, and changes nothing', async () => {
    const { viewer } = await sharedBlog();
    const forged = `${viewer.user.id}.mention.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${viewer.user.id}.everything.abc`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(NOTIFICATION_COPY.badToken.replace('’', '&#39;').slice(0, 30));
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: expect.stringContaining('unsubscribe link') });
    expect(((await viewer.agent.get('/api/notifications/settings')).json() as NotificationSettings).email.mention).toBe(
      'instant',
    );
  });

  it('batches a day’s digest notifications into one email', async () => {
    const { id, owner, commenter } = await sharedBlog('Sintra day');
    for (const body of ['First thought', 'Second thought', 'Third thought'])
      await commenter.agent.post(`/api/blogs/${id}/comments`, thread(body));
    expect(mails(owner, 'digest')).toEqual([]);
    await sendDigests({
      db: t.deps.database.db,
      config: t.config,
      keyring: t.deps.keyring,
      queue: t.deps.queue,
      log: silent,
    });
    await waitFor(async () => mails(owner, 'digest').length === 1, 'the digest');
    const [digest] = mails(owner, 'digest');
    expect(digest!.subject).toBe('Your Inkgram digest: 3 notifications');
    for (const body of ['First thought', 'Second thought', 'Third thought']) expect(digest!.text).toContain(body);
    expect(headerOf(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Sent once: a second run has nothing for them.
    await sendDigests({
      db: t.deps.database.db,
      config: t.config,
      keyring: t.deps.keyring,
      queue: t.deps.queue,
      log: silent,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(mails(owner, 'digest')).toHaveLength(1);

    // The digest's own header turns off every digest type, and nothing else.
    const url = unsubscribeUrlOf(digest!);
    const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    const after = ((await owner.agent.get('/api/notifications/settings')).json() as NotificationSettings).email;
    expect(after).toMatchObject({ comment: 'off', went_live: 'off', reply: 'instant', mention: 'instant' });
  });

  it('delivers every message once after the mail server comes back', async () => {
    const { id, commenter, viewer, owner } = await sharedBlog('Belem');
    await smtp.stop();
    try {
      for (const word of ['one', 'two', 'three'])
        await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} ${word}`));
      await waitFor(async () => {
        const rows = await queryRows<{ attempts: number }>(
          t.deps.database.db,
          sql`select attempts from mail_messages where user_id = ${viewer.user.id} and type = 'notification'`,
        );
        return rows.length === 3 && rows.every((r) => r.attempts >= 1);
      }, 'failed attempts while the server is down');
    } finally {
      await smtp.start();
    }
    await waitFor(async () => {
      const rows = await queryRows<{ status: string }>(
        t.deps.database.db,
        sql`select status from mail_messages where user_id = ${viewer.user.id} and type = 'notification'`,
      );
      return rows.length === 3 && rows.every((r) => r.status === 'sent');
    }, 'the three mention emails sent');
    expect(
      mails(viewer, 'mentioned you')
        .map((m) => m.text.match(/ (one|two|three)”/)?.[1])
        .sort(),
    ).toEqual(['one', 'three', 'two']);
    expect(await ofType(owner, 'comment')).toHaveLength(3);
  });
});

describe('the bell, live', () => {
  it('pushes the unread count to the person’s own open pages when one arrives and when they read', async () => {
    const base = await listenLocal(t);
    const { id, commenter, viewer, owner } = await sharedBlog('Cascais');
    await viewer.agent.post('/api/notifications/read', { all: true });
    const mine = await openStream(base, viewer.agent, NOTIFICATIONS_EVENTS_PATH);
    const theirs = await openStream(base, owner.agent, NOTIFICATIONS_EVENTS_PATH);
    try {
      expect(mine.status).toBe(200);
      expect((await openStream(base, new Agent(t.app), NOTIFICATIONS_EVENTS_PATH)).status).toBe(401);
      const arrived = mine.next((e) => e.event === 'notifications', 10_000);
      await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} look`));
      expect((await arrived).data).toEqual({ type: 'notifications', unread: 1 });
      // The owner's page hears of their own (the comment), never of the viewer's count.
      expect((await theirs.waitFor((e) => e.event === 'notifications', 10_000)).data).toMatchObject({ unread: 1 });
      const read = mine.next((e) => e.event === 'notifications', 10_000);
      await viewer.agent.post('/api/notifications/read', { all: true });
      expect((await read).data).toEqual({ type: 'notifications', unread: 0 });
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
