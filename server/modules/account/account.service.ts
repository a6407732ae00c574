import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type DeletionSummary,
  type UpdateAccountInput,
} from '@common/account';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { actorOfAuth } from '../../lib/auth-context';
import type { Actor } from '../../lib/policy';
import {
  hashPassword,
  verifyPassword,
  type AuthContext,
  type EmailVerificationService,
  type SessionService,
} from '../auth';
import { accountRepository, type AccountUserRow, type DeviceRow } from './account.repository';

export interface AccountLog {
  info(details: object, message: string): void;
}

const wrongPassword = (field: string) =>
  badRequest(ACCOUNT_MESSAGES.wrongPassword, { fieldErrors: { [field]: [ACCOUNT_MESSAGES.wrongPassword] } });

/**
 * The signed-in user's own account: profile, password, devices, deletion. Every call acts on the
 * actor's own account only. The calls that sign devices out take the `AuthContext` instead: they
 * need the session itself (this device is kept, or its cookie cleared).
 */
export function accountService(
  db: Db,
  sessions: Pick<SessionService, 'forgetUser'>,
  verification: Pick<EmailVerificationService, 'requestChange' | 'pendingEmail'>,
) {
  const repo = accountRepository(db);

  async function userOf(actor: Actor): Promise<AccountUserRow> {
    const user = await repo.findUser(actor.userId);
    if (!user) throw notFound('Account');
    return user;
  }

  async function checkPassword(actor: Actor, password: string, field: string): Promise<void> {
    const user = await userOf(actor);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword(field);
  }

  /** The account and the new address waiting for its link, if any. */
  async function withPending(user: AccountUserRow) {
    return { user, pendingEmail: await verification.pendingEmail(user) };
  }

  return {
    get: async (actor: Actor) => withPending(await userOf(actor)),

    /**
     * The name changes at once; a new email address only once its link is opened
     * (docs/decisions/036-email-verification.md): it is sent one, and the current address a notice
     * with an undo link. A taken address is a 409 on the field.
     */
    async update(actor: Actor, input: UpdateAccountInput, log: AccountLog) {
      const email = input.email;
      const emailError = { fieldErrors: { email: [ACCOUNT_MESSAGES.emailTaken] } };
      if (email !== undefined && (await repo.emailTakenByOther(email, actor.userId))) {
        throw conflict(ACCOUNT_MESSAGES.emailTaken, emailError);
      }
      if (email !== undefined) await verification.requestChange(actor, email, log);
      if (input.name === undefined) return withPending(await userOf(actor));
      try {
        const row = await repo.updateProfile(actor.userId, { name: input.name });
        sessions.forgetUser(actor.userId);
        return withPending(row);
      } catch (err) {
        if (uniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken, emailError);
        throw err;
      }
    },

    /**
     * Sets a new password (the current one required) and signs out every other session of the user
     * (the AuthContext: this session is the one kept).
     */
    async changePassword(auth: AuthContext, input: ChangePasswordInput, log: AccountLog): Promise<number> {
      const { userId } = actorOfAuth(auth);
      await checkPassword({ userId }, input.currentPassword, 'currentPassword');
      if (input.currentPassword === input.newPassword) {
        throw badRequest(ACCOUNT_MESSAGES.samePassword, {
          fieldErrors: { newPassword: [ACCOUNT_MESSAGES.samePassword] },
        });
      }
      const hash = await hashPassword(input.newPassword);
      const signedOut = await withTransaction(db, async (tx) => {
        const r = accountRepository(tx);
        await r.updatePasswordHash(userId, hash);
        return r.deleteOtherDevices(userId, auth.session.idHash);
      });
      sessions.forgetUser(userId, auth.session.idHash);
      log.info({ event: 'password_changed', userId, signedOut }, 'password changed');
      return signedOut;
    },

    devices: (actor: Actor): Promise<DeviceRow[]> => repo.listDevices(actor.userId, new Date()),

    /**
     * Signs out one of the user's devices; the caller clears the cookie when it was this one (the
     * AuthContext says which session is this one).
     */
    async signOutDevice(auth: AuthContext, publicId: string): Promise<{ current: boolean }> {
      const { userId } = actorOfAuth(auth);
      if (!(await repo.deleteDevice(userId, publicId))) throw notFound('Device');
      const current = publicId === auth.session.publicId;
      sessions.forgetUser(userId, current ? undefined : auth.session.idHash);
      return { current };
    },

    /** Signs out every device but this one (the AuthContext's session). */
    async signOutOtherDevices(auth: AuthContext): Promise<number> {
      const { userId } = actorOfAuth(auth);
      const signedOut = await repo.deleteOtherDevices(userId, auth.session.idHash);
      sessions.forgetUser(userId, auth.session.idHash);
      return signedOut;
    },

    deletionSummary: (actor: Actor): Promise<DeletionSummary> => repo.deletionSummary(actor.userId),

    /**
     * Deletes the account in one transaction once the password is confirmed. Credentials (Instagram
     * tokens, platform keys and tokens) are erased with their rows: Instagram offers no revocation for
     * its tokens. Every cookie of the user stops working at once.
     */
    async delete(actor: Actor, input: DeleteAccountInput, log: AccountLog): Promise<void> {
      await checkPassword(actor, input.password, 'password');
      await withTransaction(db, async (tx) => {
        const r = accountRepository(tx);
        if (input.removeContributions) await r.deleteContributions(actor.userId);
        await r.deleteUser(actor.userId);
      });
      sessions.forgetUser(actor.userId);
      log.info(
        { event: 'account_deleted', userId: actor.userId, removeContributions: input.removeContributions ?? false },
        'account deleted',
      );
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
