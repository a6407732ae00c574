import * as Y from 'yjs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect } from 'vitest';
import type { NotificationList } from '@common/notifications';
import { startJobs } from '../../server/jobs/boss';
import { Agent } from './agent';
import { invitationTokenIn } from './invitations';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './smtp';
import { createTestApp, queryRows, type TestApp } from './test-app';
import { waitFor } from './wait';

/**
 * What the notification tests share (server/modules/notifications/*.int.test.ts, docs/decisions/039-notifications.md):
 * an app with jobs and a real SMTP server, people with verified addresses, a blog shared over emailed invitations.
 */
/** The app, its jobs and the in-process SMTP server, set by the hooks notificationsHarness registers. */
export const h = {} as { smtp: TestSmtp; t: TestApp; boss: PgBoss };
export const silent = pino({ level: 'silent' });

export function notificationsHarness(): void {
  beforeAll(async () => {
    h.smtp = await startTestSmtp();
    h.t = await createTestApp({ SMTP_URL: h.smtp.url, MAIL_FROM: 'Inkgram <hello@inkgram.test>' });
    h.boss = await startJobs(h.t.deps, silent, { mail: { backoffMs: () => 300 } });
  });
  afterAll(async () => {
    await h.boss?.stop({ graceful: false, timeout: 2_000 });
    await h.t?.close();
    await h.smtp?.close();
  });
}

let n = 0;
export async function person(name: string) {
  const agent = new Agent(h.t.app, `198.51.100.${(n % 200) + 20}`);
  const username = `${name.split(' ')[0]!.toLowerCase()}_${++n}_${Date.now() % 100000}`;
  const user = await agent.register({ name, username });
  // Emails (and invitations as an account's) go only to a verified address (docs/decisions/036): the
  // sign-up's verification email is opened, so later counts of the mailbox start after it.
  await waitFor(async () => h.smtp.to(user.email).length === 1, 'the verification email');
  await queryRows(h.t.deps.database.db, sql`update users set email_verified_at = now() where id = ${user.id}`);
  return { agent, user };
}
export type Person = Awaited<ReturnType<typeof person>>;

function anchor() {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, 'Lisbon at sunset');
  const at = (i: number) =>
    Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, i))).toString('base64');
  return { from: at(0), to: at(6) };
}
export const thread = (body: string) => ({ body, quote: 'Lisbon', anchor: anchor() });

/** Shares the blog as a person would: the invitation email arrives over SMTP, its link is accepted. */
export async function share(owner: Person, blogId: number, invitee: Person, role: 'editor' | 'commenter' | 'viewer') {
  const before = h.smtp.to(invitee.user.email).length;
  expect((await owner.agent.post(`/api/blogs/${blogId}/members`, { email: invitee.user.email, role })).statusCode).toBe(
    201,
  );
  await waitFor(async () => h.smtp.to(invitee.user.email).length > before, 'the invitation email');
  const token = invitationTokenIn(h.smtp.to(invitee.user.email).at(-1)!.text);
  expect((await invitee.agent.post(`/api/email-invitations/${token}/accept`)).statusCode).toBe(200);
}

export async function sharedBlog(title = 'Trip to Lisbon') {
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

export const list = async (p: Person) => {
  const res = await p.agent.get('/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationList;
};
export const ofType = async (p: Person, type: string) => (await list(p)).items.filter((i) => i.type === type);
export const mails = (p: Person, subject: string) => h.smtp.to(p.user.email).filter((m) => m.subject.includes(subject));
/** A header as sent (folded lines joined). */
export const headerOf = (mail: ReceivedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
};
export const unsubscribeUrlOf = (mail: ReceivedMail) => {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '');
  if (!match?.[1]) throw new Error(`no List-Unsubscribe URL in ${mail.raw.slice(0, 2000)}`);
  return new URL(match[1]);
};
