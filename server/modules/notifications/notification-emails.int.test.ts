import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_COPY, type NotificationSettings } from '@common/notifications';
import { Agent } from '../../../test/helpers/agent';
import {
  h,
  headerOf,
  mails,
  notificationsHarness,
  ofType,
  sharedBlog,
  silent,
  thread,
  unsubscribeUrlOf,
} from '../../../test/helpers/notifications-harness';
import { queryRows } from '../../../test/helpers/test-app';
import { waitFor } from '../../../test/helpers/wait';
import { sendDigests } from './notification-emails';

/** Notification emails: instant, digest, one-click unsubscribe, SMTP down (docs/decisions/039-notifications.md). */
notificationsHarness();

describe('notification emails', () => {
  it('emails a mention at once with a one-click unsubscribe that turns off only that type, without signing in', async () => {
    const { id, commenter, viewer } = await sharedBlog('Alfama walk');
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} see this`));
    await waitFor(async () => mails(viewer, 'mentioned you').length === 1, 'the mention email');
    const [mail] = mails(viewer, 'mentioned you');
    expect(mail!.subject).toBe('Carla Commenter mentioned you on “Alfama walk”');
    expect(mail!.text).toContain(`${h.t.config.PUBLIC_URL}/edit-blog/${id}`);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrlOf(mail!);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');

    // The GET page only asks; nothing changes yet.
    const anonymous = new Agent(h.t.app, '203.0.113.9');
    const page = await anonymous.get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mentions of you');
    const settings = async () => (await viewer.agent.get('/api/notifications/settings')).json() as NotificationSettings;
    expect((await settings()).email.mention).toBe('instant');

    // A mail app's one-click POST: no session, no origin.
    const done = await h.t.app.inject({
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
      h.t.deps.database.db,
      sql`select email from notifications where user_id = ${viewer.user.id} order by id desc limit 1`,
    );
    expect(row?.email).toBeNull();
  });

  it('refuses a forged or broken token with a clear error, and changes nothing', async () => {
    const { viewer } = await sharedBlog();
    const forged = `${viewer.user.id}.mention.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${viewer.user.id}.everything.abc`]) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(NOTIFICATION_COPY.badToken.replace('’', '&#39;').slice(0, 30));
    }
    const missing = await h.t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' });
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
      db: h.t.deps.database.db,
      config: h.t.config,
      keyring: h.t.deps.keyring,
      queue: h.t.deps.queue,
      log: silent,
    });
    await waitFor(async () => mails(owner, 'digest').length === 1, 'the digest');
    const [digest] = mails(owner, 'digest');
    expect(digest!.subject).toBe('Your Inkgram digest: 3 notifications');
    for (const body of ['First thought', 'Second thought', 'Third thought']) expect(digest!.text).toContain(body);
    expect(headerOf(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Sent once: a second run has nothing for them.
    await sendDigests({
      db: h.t.deps.database.db,
      config: h.t.config,
      keyring: h.t.deps.keyring,
      queue: h.t.deps.queue,
      log: silent,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(mails(owner, 'digest')).toHaveLength(1);

    // The digest's own header turns off every digest type, and nothing else.
    const url = unsubscribeUrlOf(digest!);
    const res = await h.t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    const after = ((await owner.agent.get('/api/notifications/settings')).json() as NotificationSettings).email;
    expect(after).toMatchObject({ comment: 'off', went_live: 'off', reply: 'instant', mention: 'instant' });
  });

  it('delivers every message once after the mail server comes back', async () => {
    const { id, commenter, viewer, owner } = await sharedBlog('Belem');
    await h.smtp.stop();
    try {
      for (const word of ['one', 'two', 'three'])
        await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} ${word}`));
      await waitFor(async () => {
        const rows = await queryRows<{ attempts: number }>(
          h.t.deps.database.db,
          sql`select attempts from mail_messages where user_id = ${viewer.user.id} and type = 'notification'`,
        );
        return rows.length === 3 && rows.every((r) => r.attempts >= 1);
      }, 'failed attempts while the server is down');
    } finally {
      await h.smtp.start();
    }
    await waitFor(async () => {
      const rows = await queryRows<{ status: string }>(
        h.t.deps.database.db,
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
