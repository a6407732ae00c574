import { COEDIT_MESSAGES, EMAIL_INVITATION_DAYS, type BlogRole, type InviteByEmail } from '@common/co-editing';
import { ERROR_CODES } from '@common/errors';
import type { BlogId } from '@common/ids';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/crypto/tokens';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { consume } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import { blogsRepository } from '../blogs';
import type { Mailer } from '../mail';
import type { Notifier } from '../notifications';
import { sharingPolicy } from './co-editing.policy';
import type { Disconnect } from './co-editing.service';
import { emailInvitationsRepository, type EmailInvitationRow } from './email-invitations.repository';
import { invitationMail } from './invitation-mail';
import { membersRepository } from './members.repository';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Invitation emails (new and resent) one owner may send per hour, over all their blogs. */
export const INVITES_PER_OWNER_PER_HOUR = 30;

const invalid = () => new AppError(404, ERROR_CODES.notFound, COEDIT_MESSAGES.emailInvitationInvalid);

/**
 * Sharing by email (docs/decisions/033-email-invitations.md): any address gets a pending invitation
 * and an email, and the answer is the same whether an account uses the address or not; the account
 * with that address joins the blog by accepting from the emailed link, within 14 days.
 */
export function emailInvitationsService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  disconnect: Disconnect;
  notifier?: Notifier;
}) {
  const { db, config, mailer, disconnect, notifier } = deps;
  const blogs = blogsRepository(db);
  const members = membersRepository(db);
  const repo = emailInvitationsRepository(db);
  const throttle = throttleRepository(db);

  const loadForSharing = async (actor: Actor, id: BlogId) =>
    sharingPolicy.authorize(actor, 'share', await blogs.findForActor(actor.userId, id));
  const throttled = (actor: Actor) =>
    consume(
      throttle,
      [{ key: `invite:owner:${actor.userId}`, limit: INVITES_PER_OWNER_PER_HOUR, windowMs: HOUR }],
      COEDIT_MESSAGES.inviteThrottled,
    );

  /** A fresh token for `row`'s address, and the email that carries it. */
  async function send(actor: Actor, blog: { id: number; title: string }, row: EmailInvitationRow, token: string) {
    const [inviter, user] = await Promise.all([repo.user({ id: actor.userId }), repo.user({ email: row.email })]);
    // Only a verified address is written to as an account's; an unverified one gets the invitation
    // to sign up (or in) with it, like an address nobody uses (docs/decisions/036-email-verification.md).
    const account = user?.emailVerifiedAt ? user : undefined;
    await mailer.send({
      to: row.email,
      userId: account?.id ?? null,
      type: account ? 'blog-shared' : 'blog-invitation',
      content: invitationMail(config, {
        inviterName: inviter?.name ?? 'An Inkgram creator',
        title: blog.title,
        role: row.role,
        email: row.email,
        token,
        accountName: account?.name,
      }),
    });
    // An account at that address also sees it in Inkgram (docs/decisions/039); the link stays in the email.
    if (account && notifier)
      await notifier.notify(actor.userId, [
        {
          userId: account.id,
          type: 'invited',
          payload: {
            actorName: inviter?.name ?? null,
            subject: blog.title || 'Untitled blog',
            excerpt: `Accept from the invitation emailed to ${row.email}`,
            href: '/my-blogs',
          },
        },
      ]);
  }

  const newToken = () => {
    const token = randomToken(32);
    return { token, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + EMAIL_INVITATION_DAYS * DAY) };
  };

  return {
    pending: (blogId: number) => repo.pending(blogId),

    async invite(actor: Actor, id: BlogId, input: InviteByEmail) {
      const blog = await loadForSharing(actor, id);
      const email = input.email.trim().toLowerCase();
      const me = await repo.user({ id: actor.userId });
      if (me && me.email.toLowerCase() === email)
        throw badRequest(COEDIT_MESSAGES.selfInvite, { fieldErrors: { email: [COEDIT_MESSAGES.selfInvite] } });
      await throttled(actor);
      const { token, ...fresh } = newToken();
      const row = await repo.upsert({ blogId: id, email, role: input.role, invitedBy: actor.userId, ...fresh });
      await send(actor, blog, row, token);
      return row;
    },

    async resend(actor: Actor, id: BlogId, invitationId: number) {
      const blog = await loadForSharing(actor, id);
      await throttled(actor);
      const { token, tokenHash, expiresAt } = newToken();
      const row = await repo.renew(id, invitationId, tokenHash, expiresAt, actor.userId);
      if (!row) throw invalid();
      await send(actor, blog, row, token);
      return row;
    },

    async revoke(actor: Actor, id: BlogId, invitationId: number) {
      await loadForSharing(actor, id);
      if (!(await repo.revoke(id, invitationId))) throw invalid();
    },

    /**
     * The emailed link, opened by a signed-in account: it joins the blog when the account's email is
     * the invited address (any letter case). Accepting again answers the same; revoked or unknown
     * links are 404, an expired one 400, another account 403.
     */
    async accept(actor: Actor, token: string): Promise<{ blogId: number; role: BlogRole }> {
      const inv = await repo.findByTokenHash(sha256Hex(token));
      if (!inv) throw invalid();
      const me = await repo.user({ id: actor.userId });
      if (!me || me.email.toLowerCase() !== inv.email) throw forbidden(COEDIT_MESSAGES.emailInvitationWrongAccount);
      // The link came to this address: opening it verifies the address before anything is shared.
      if (!me.emailVerifiedAt) await repo.markAddressVerified(me.id);
      if (inv.ownerId === actor.userId) return { blogId: inv.blogId, role: 'editor' };
      if (inv.acceptedAt) {
        const blog = await blogs.findForActor(actor.userId, inv.blogId as BlogId);
        if (!blog?.role) throw invalid();
        return { blogId: inv.blogId, role: blog.role };
      }
      if (inv.expiresAt <= new Date())
        throw badRequest(COEDIT_MESSAGES.emailInvitationExpired, {
          fieldErrors: { token: [COEDIT_MESSAGES.emailInvitationExpired] },
        });
      if (await repo.markAccepted(inv.id)) {
        await members.upsert(inv.blogId, actor.userId, inv.role);
        await disconnect(inv.blogId, actor.userId);
      }
      return { blogId: inv.blogId, role: inv.role };
    },
  };
}
