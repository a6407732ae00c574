import { sql } from 'drizzle-orm';
import type { BlogRole } from '@common/co-editing';
import { unsealMessage } from '../../server/modules/mail/mail.service';
import type { Agent } from './agent';
import { invitationTokenIn } from './invitations';
import { queryRows, type TestApp } from './test-app';

/**
 * The token of the newest invitation email to `email`, read from its record in mail_messages (still
 * sealed while no mail job runs: an app without startJobs).
 */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const [row] = await queryRows<{ user_id: number | null; sealed: string | null }>(
    t.deps.database.db,
    sql`select user_id, sealed from mail_messages
        where lower(to_address) = lower(${email}) and type in ('blog-shared', 'blog-invitation')
        order by id desc limit 1`,
  );
  if (!row?.sealed) throw new Error(`no unsent invitation email to ${email}`);
  const token = invitationTokenIn(unsealMessage(t.deps.keyring, row.user_id, row.sealed).text);
  if (!token) throw new Error(`no invitation link in the email to ${email}`);
  return token;
}

/**
 * Shares blog `blogId` with `invitee` as the owner would: invites their address (201, pending),
 * then the invitee accepts the emailed link. Answers the accept response.
 */
export async function shareByEmail(
  t: TestApp,
  owner: Agent,
  blogId: number,
  invitee: { agent: Agent; user: { email: string } },
  role: BlogRole,
) {
  const invited = await owner.post(`/api/blogs/${blogId}/members`, { email: invitee.user.email, role });
  if (invited.statusCode !== 201) throw new Error(`invite answered ${invited.statusCode}: ${invited.body}`);
  const token = await invitationTokenFor(t, invitee.user.email);
  const accepted = await invitee.agent.post(`/api/email-invitations/${token}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.statusCode}: ${accepted.body}`);
  return accepted;
}
