import { PASSWORD_RESET_COPY, RESET_LINK_MINUTES, type ResetPasswordInput } from '@common/password-reset';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { randomToken, sha256Hex } from '../../lib/crypto/tokens';
import { badRequest } from '../../lib/errors';
import { consume, takeSlots } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import type { Mailer } from '../mail';
import { hashPassword } from './passwords';
import { passwordResetRepository } from './password-reset.repository';
import { usersRepository } from './users.repository';
import type { SessionClient, SessionService } from './session.service';

const HOUR = 60 * 60_000;
/** Reset requests per network per hour (answered 429 past it). */
const PER_IP_PER_HOUR = 10;
/** Links sent to one address per hour (more are dropped without saying so). */
const PER_ADDRESS_PER_HOUR = 3;

/** The link in the email and on the operator's terminal. */
export const resetLink = (config: Config, token: string) =>
  `${config.PUBLIC_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;

/** A new reset link for `userId`: its token, stored only as a hash. */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomToken(32);
  await passwordResetRepository(db).insertToken({
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  return token;
}

/** The operator's way in (`npm run user:reset-password`): a link for the account named by username or email. */
export async function resetLinkForLogin(db: Db, config: Config, login: string) {
  const user = await usersRepository(db).findByLogin(login);
  if (!user) return undefined;
  return { username: user.username, link: resetLink(config, await issueResetToken(db, user.id)) };
}

/**
 * 'Forgot password?' (docs/decisions/029-email.md): a single-use link by email, stored as a hash,
 * valid 60 minutes; using it sets the password, ends every session and signs this browser in.
 */
export function passwordResetService(deps: { db: Db; config: Config; sessions: SessionService; mailer: Mailer }) {
  const { db, config, sessions, mailer } = deps;
  const repo = passwordResetRepository(db);
  const throttle = throttleRepository(db);

  const issueToken = (userId: number) => issueResetToken(db, userId);

  async function sendLink(email: string, log: FastifyBaseLogger): Promise<void> {
    const address = email.trim().toLowerCase();
    const slot = await takeSlots(throttle, [
      { key: `reset:addr:${sha256Hex(address)}`, limit: PER_ADDRESS_PER_HOUR, windowMs: HOUR },
    ]);
    if (slot.retryAfter > 0) return;
    const user = await repo.findUserByEmail(address);
    if (!user) return;
    const token = await issueToken(user.id);
    await mailer.send({
      to: user.email,
      userId: user.id,
      type: 'password-reset',
      content: {
        subject: 'Reset your Inkgram password',
        preheader: `A link to choose a new password. It works for ${RESET_LINK_MINUTES} minutes.`,
        heading: 'Reset your password',
        paragraphs: [
          `Hi ${user.name},`,
          'Someone (hopefully you) asked to reset the password of your Inkgram account.',
        ],
        action: { label: 'Choose a new password', url: resetLink(config, token) },
        after: [
          `The link works once, for ${RESET_LINK_MINUTES} minutes. Using it signs out your other devices.`,
          "If you didn't ask for this, ignore this email: your password stays as it is.",
        ],
      },
    });
    log.info({ event: 'password_reset_requested', userId: user.id }, 'password reset link queued');
  }

  return {
    /**
     * Answers at once, the same for every address; the lookup and the email happen afterwards, so
     * neither the answer nor its timing says whether an account uses the address.
     */
    async request(email: string, ip: string, log: FastifyBaseLogger): Promise<void> {
      await consume(
        throttle,
        [{ key: `reset:ip:${ip}`, limit: PER_IP_PER_HOUR, windowMs: HOUR }],
        PASSWORD_RESET_COPY.throttled,
      );
      setImmediate(() => {
        sendLink(email, log).catch((err: unknown) => log.error({ err }, 'password reset link not sent'));
      });
    },

    /** Uses the link: new password, every session ended, a new one for this browser. */
    async reset(input: ResetPasswordInput, client: SessionClient, log: FastifyBaseLogger) {
      const passwordHash = await hashPassword(input.password);
      const done = await withTransaction(db, async (tx) => {
        const r = passwordResetRepository(tx);
        const userId = await r.consume(sha256Hex(input.token), new Date());
        if (userId === undefined) return undefined;
        const user = await r.setPassword(userId, passwordHash);
        if (!user) return undefined;
        await r.dropUnused(userId);
        const signedOut = await r.endSessions(userId);
        return { user, signedOut, ...(await sessions.create(userId, client, tx)) };
      });
      if (!done)
        throw badRequest(PASSWORD_RESET_COPY.invalidLink, {
          fieldErrors: { token: [PASSWORD_RESET_COPY.invalidLink] },
        });
      sessions.forgetUser(done.user.id, done.session.idHash);
      log.info({ event: 'password_reset', userId: done.user.id, signedOut: done.signedOut }, 'password reset');
      await mailer.send({
        to: done.user.email,
        userId: done.user.id,
        type: 'password-changed',
        content: {
          subject: 'Your Inkgram password was changed',
          preheader: 'Your password was reset and your other devices were signed out.',
          heading: 'Your password was changed',
          paragraphs: [
            `Hi ${done.user.name},`,
            'The password of your Inkgram account was just reset with a link sent to this address, and every other device was signed out.',
            "If this wasn't you, reset your password again right away and check the signed-in devices in Settings.",
          ],
          action: { label: 'Open Inkgram', url: `${config.PUBLIC_URL}/settings` },
        },
      });
      return done;
    },
  };
}
