import { EMAIL_VERIFICATION_COPY as C, UNDO_LINK_DAYS, VERIFY_LINK_HOURS } from '@common/email-verification';
import type { EmailLinkResult } from '@common/email-verification';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { randomToken, sha256Hex } from '../../lib/crypto/tokens';
import { badRequest, conflict, uniqueViolation } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { consume } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import type { Mailer } from '../mail';
import { emailChangedMail, verificationMail } from './email-verification.mail';
import { emailVerificationRepository, type EmailTokenPurpose } from './email-verification.repository';
import type { SessionService } from './session.service';

const HOUR = 60 * 60_000;
/** Verification emails one account may ask for again per hour (429 past it). */
export const RESENDS_PER_HOUR = 3;
/** Email changes one account may start per hour (each sends two emails). */
export const CHANGES_PER_HOUR = 5;

export interface VerificationLog {
  info(details: object, message: string): void;
}

const invalidLink = () => badRequest(C.invalidLink, { fieldErrors: { token: [C.invalidLink] } });
const taken = () => conflict(C.addressTaken, { fieldErrors: { token: [C.addressTaken] } });

/**
 * Verified addresses (docs/decisions/036-email-verification.md): a single-use link, stored as a
 * hash, proves an address — at sign-up, or a new address from Settings (which takes effect only
 * then); the old address is told, with an undo link that restores it and ends every session.
 */
export function emailVerificationService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  sessions: Pick<SessionService, 'forgetUser'>;
}) {
  const { db, config, mailer, sessions } = deps;
  const repo = emailVerificationRepository(db);
  const throttle = throttleRepository(db);

  async function issue(userId: number, purpose: EmailTokenPurpose, email: string, ms: number): Promise<string> {
    const token = randomToken(32);
    await repo.insertToken({
      tokenHash: sha256Hex(token),
      userId,
      purpose,
      email,
      expiresAt: new Date(Date.now() + ms),
    });
    return token;
  }

  async function sendVerification(user: { id: number; name: string; email: string }, change: boolean) {
    const token = await issue(user.id, 'verify', user.email, VERIFY_LINK_HOURS * HOUR);
    await mailer.send({
      to: user.email,
      userId: user.id,
      type: 'email-verification',
      content: verificationMail(config, { name: user.name, email: user.email, token, change }),
    });
  }

  return {
    /** After sign-up: the first verification email. */
    sendVerification: (user: { id: number; name: string; email: string }) => sendVerification(user, false),

    /** 'Resend email' on the banner: a new link (older ones keep working until they expire). */
    async resend(actor: Actor): Promise<{ email: string; alreadyVerified: boolean }> {
      const { userId } = actor;
      const user = await repo.findUser(userId);
      if (!user) throw invalidLink();
      if (user.emailVerifiedAt) return { email: user.email, alreadyVerified: true };
      await consume(
        throttle,
        [{ key: `verify:resend:${userId}`, limit: RESENDS_PER_HOUR, windowMs: HOUR }],
        C.throttled,
      );
      await sendVerification(user, false);
      return { email: user.email, alreadyVerified: false };
    },

    /** The address waiting for its link (a change not yet confirmed), or null. */
    pendingEmail: (user: { id: number; email: string }) => repo.pendingEmail(user.id, user.email, new Date()),

    /**
     * A change of address from Settings: nothing changes yet; the new address gets a link that makes
     * the change, the old one a notice with an undo link. Asking again replaces the pending change.
     */
    async requestChange(actor: Actor, newEmail: string, log: VerificationLog): Promise<void> {
      const { userId } = actor;
      const user = await repo.findUser(userId);
      if (!user) throw invalidLink();
      await repo.dropUnused(userId, 'verify');
      if (newEmail.toLowerCase() === user.email.toLowerCase()) return; // back to the current one: nothing pending
      await consume(
        throttle,
        [{ key: `verify:change:${userId}`, limit: CHANGES_PER_HOUR, windowMs: HOUR }],
        C.changeThrottled,
      );
      await sendVerification({ id: userId, name: user.name, email: newEmail }, true);
      const undo = await issue(userId, 'undo', user.email, UNDO_LINK_DAYS * 24 * HOUR);
      await mailer.send({
        to: user.email,
        userId,
        type: 'email-changed',
        content: emailChangedMail(config, { name: user.name, oldEmail: user.email, newEmail, token: undo }),
      });
      log.info({ event: 'email_change_requested', userId }, 'email change requested');
    },

    /**
     * Opens a link: `verify` proves the address (and makes a pending change); `undo` puts the old
     * address back, drops every other link and ends every session. A used, expired or made-up link
     * is a 400; an address another account took meanwhile is a 409.
     */
    async open(token: string, log: VerificationLog): Promise<EmailLinkResult & { userId: number }> {
      const now = new Date();
      let done: (EmailLinkResult & { userId: number; signedOut?: number }) | undefined;
      try {
        done = await withTransaction(db, async (tx) => {
          const r = emailVerificationRepository(tx);
          const link = await r.consume(sha256Hex(token), now);
          if (!link) return undefined;
          const user = await r.findUser(link.userId);
          if (!user) return undefined;
          if (link.purpose === 'undo') {
            if (await r.emailTakenByOther(link.email, user.id)) throw taken();
            await r.setVerifiedEmail(user.id, link.email, now);
            await r.dropUnused(user.id);
            const signedOut = await r.endSessions(user.id);
            return { outcome: 'restored' as const, email: link.email, userId: user.id, signedOut };
          }
          if (link.email.toLowerCase() === user.email.toLowerCase()) {
            if (!user.emailVerifiedAt) await r.setVerifiedEmail(user.id, user.email, now);
            return { outcome: 'verified' as const, email: user.email, userId: user.id };
          }
          if (await r.emailTakenByOther(link.email, user.id)) throw taken();
          await r.setVerifiedEmail(user.id, link.email, now);
          await r.dropUnused(user.id, 'verify');
          return { outcome: 'changed' as const, email: link.email, userId: user.id };
        });
      } catch (err) {
        if (uniqueViolation(err)) throw taken();
        throw err;
      }
      if (!done) throw invalidLink();
      sessions.forgetUser(done.userId);
      log.info({ event: `email_${done.outcome}`, userId: done.userId, signedOut: done.signedOut }, 'email link used');
      return { outcome: done.outcome, email: done.email, userId: done.userId };
    },

    /** An emailed invitation opened by this account proves its address (docs/decisions/036). */
    async verifiedByInvitation(actor: Actor, email: string): Promise<void> {
      if (await repo.verifyIfCurrent(actor.userId, email, new Date())) sessions.forgetUser(actor.userId);
    },
  };
}

export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
