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

/** The signed-in user's own account: profile, password, devices, deletion. Every call acts on `auth.user` only. */
export function accountService(
  db: Db,
  sessions: Pick<SessionService, 'forgetUser'>,
  verification: Pick<EmailVerificationService, 'requestChange' | 'pendingEmail'>,
) {
  const repo = accountRepository(db);

  async function userOf(auth: AuthContext): Promise<AccountUserRow> {
    const user = await repo.findUser(auth.user.id);
    if (!user) throw notFound('Account');
    return user;
  }

  async function checkPassword(auth: AuthContext, password: string, field: string): Promise<void> {
    const user = await userOf(auth);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword(field);
  }

  /** The account and the new address waiting for its link, if any. */
  async function withPending(user: AccountUserRow) {
    return { user, pendingEmail: await verification.pendingEmail(user) };
  }

  return {
    get: async (auth: AuthContext) => withPending(await userOf(auth)),

    /**
     * The name changes at once; a new email address only once its link is opened
     * (docs/decisions/036-email-verification.md): it is sent one, and the current address a notice
     * with an undo link. A taken address is a 409 on the field.
     */
    async update(auth: AuthContext, input: UpdateAccountInput, log: AccountLog) {
      const email = input.email;
      const emailError = { fieldErrors: { email: [ACCOUNT_MESSAGES.emailTaken] } };
      if (email !== undefined && (await repo.emailTakenByOther(email, auth.user.id))) {
        throw conflict(ACCOUNT_MESSAGES.emailTaken, emailError);
      }
      if (email !== undefined) await verification.requestChange(auth.user.id, email, log);
      if (input.name === undefined) return withPending(await userOf(auth));
      try {
        const row = await repo.updateProfile(auth.user.id, { name: input.name });
        sessions.forgetUser(auth.user.id);
        return withPending(row);
      } catch (err) {
        if (uniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken, emailError);
        throw err;
      }
    },

    /** Sets a new password (the current one required) and signs out every other session of the user. */
    async changePassword(auth: AuthContext, input: ChangePasswordInput, log: AccountLog): Promise<number> {
      await checkPassword(auth, input.currentPassword, 'currentPassword');
      if (input.currentPassword === input.newPassword) {
        throw badRequest(ACCOUNT_MESSAGES.samePassword, {
          fieldErrors: { newPassword: [ACCOUNT_MESSAGES.samePassword] },
        });
      }
      const hash = await hashPassword(input.newPassword);
      const signedOut = await withTransaction(db, async (tx) => {
        const r = accountRepository(tx);
        await r.updatePasswordHash(auth.user.id, hash);
        return r.deleteOtherDevices(auth.user.id, auth.session.idHash);
      });
      sessions.forgetUser(auth.user.id, auth.session.idHash);
      log.info({ event: 'password_changed', userId: auth.user.id, signedOut }, 'password changed');
      return signedOut;
    },

    devices: (auth: AuthContext): Promise<DeviceRow[]> => repo.listDevices(auth.user.id, new Date()),

    /** Signs out one of the user's devices; the caller clears the cookie when it was this one. */
    async signOutDevice(auth: AuthContext, publicId: string): Promise<{ current: boolean }> {
      if (!(await repo.deleteDevice(auth.user.id, publicId))) throw notFound('Device');
      const current = publicId === auth.session.publicId;
      sessions.forgetUser(auth.user.id, current ? undefined : auth.session.idHash);
      return { current };
    },

    async signOutOtherDevices(auth: AuthContext): Promise<number> {
      const signedOut = await repo.deleteOtherDevices(auth.user.id, auth.session.idHash);
      sessions.forgetUser(auth.user.id, auth.session.idHash);
      return signedOut;
    },

    deletionSummary: (auth: AuthContext): Promise<DeletionSummary> => repo.deletionSummary(auth.user.id),

    /**
     * Deletes the account in one transaction once the password is confirmed. Credentials (Instagram
     * tokens, platform keys and tokens) are erased with their rows: Instagram offers no revocation for
     * its tokens. Every cookie of the user stops working at once.
     */
    async delete(auth: AuthContext, input: DeleteAccountInput, log: AccountLog): Promise<void> {
      await checkPassword(auth, input.password, 'password');
      await withTransaction(db, async (tx) => {
        const r = accountRepository(tx);
        if (input.removeContributions) await r.deleteContributions(auth.user.id);
        await r.deleteUser(auth.user.id);
      });
      sessions.forgetUser(auth.user.id);
      log.info(
        { event: 'account_deleted', userId: auth.user.id, removeContributions: input.removeContributions ?? false },
        'account deleted',
      );
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
