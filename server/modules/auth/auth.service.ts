import type { LoginInput, RegisterInput } from '@common/auth';
import { ERROR_CODES } from '@common/errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, conflict, uniqueViolation } from '../../lib/errors';
import { assertNotThrottled, consume } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import type { DeviceCookies } from './device-cookie';
import { loginThrottle, REGISTER_THROTTLED, registerRules } from './login-throttle';
import { burnVerify, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SessionClient, SessionService } from './session.service';
import type { SessionRow } from './sessions.repository';
import { usersRepository, type UserRow } from './users.repository';

const INVALID_LOGIN = 'Invalid username or password';
const TAKEN = {
  username: 'That username is already taken. Please choose another.',
  email: 'An account with that email address already exists.',
  both: 'That username and email address are already registered.',
};

/** The client a request comes from, as plain data: its address, its browser, the session it already holds. */
export interface AuthClient extends SessionClient {
  sessionToken?: string | undefined;
  /** The device cookie the browser sent (docs/decisions/031-device-cookies.md). */
  deviceCookie?: string | undefined;
}

export interface AuthLog {
  info(details: object, message: string): void;
}

/** A signed-in user and the new session; the caller hands `token` to the browser. */
export interface SignedIn {
  user: UserRow;
  session: SessionRow;
  token: string;
  /** The device cookie's new value: this browser is now a known device of the account. */
  device: string;
}

export function authService(db: Db, sessions: SessionService, devices: DeviceCookies, registerLimitPerHour: number) {
  const users = usersRepository(db);
  const throttle = throttleRepository(db);
  const logins = loginThrottle(throttle);

  return {
    /** Checks the credentials (never when throttled) and opens a new session. */
    async login(input: LoginInput, client: AuthClient, log: AuthLog): Promise<SignedIn> {
      const user = await users.findByLogin(input.username);
      const trusted = user ? devices.trustedFor(client.deviceCookie, user.id) : undefined;
      const attempt = await logins.admit(input.username, client.ip, trusted);

      const ok = user ? await verifyPassword(user.passwordHash, input.password) : await burnVerify(input.password);
      if (!user || !ok) {
        await attempt.failed();
        log.info({ event: 'login_failed', login: input.username.slice(0, 64) }, 'login failed');
        throw new AppError(401, ERROR_CODES.unauthenticated, INVALID_LOGIN);
      }

      await attempt.succeeded();
      if (needsRehash(user.passwordHash)) await users.updatePasswordHash(user.id, await hashPassword(input.password));
      // A new session id at every login: any session the browser carried before is destroyed (fixation).
      await sessions.revoke(client.sessionToken);
      const started = await sessions.create(user.id, client);
      log.info({ event: 'login_succeeded', userId: user.id, knownDevice: !!trusted }, 'login succeeded');
      return { user, ...started, device: devices.issue(client.deviceCookie, user.id) };
    },

    /** Creates the account and its first session; the sign-up slot, the user and the session commit together. */
    async register(input: RegisterInput, client: AuthClient, log: AuthLog): Promise<SignedIn> {
      const rules = registerRules(client.ip, registerLimitPerHour);
      // Cheap early refusals before Argon2; the decision itself is taken inside the transaction.
      await assertNotThrottled(throttle, rules, REGISTER_THROTTLED);
      assertAvailable(await users.findTaken(input.username, input.email));
      const passwordHash = await hashPassword(input.password);

      let created: Omit<SignedIn, 'device'>;
      try {
        created = await withTransaction(db, async (tx) => {
          await consume(throttleRepository(tx), rules, REGISTER_THROTTLED);
          const user = await usersRepository(tx).insert({
            username: input.username,
            email: input.email,
            name: input.name,
            passwordHash,
          });
          return { user, ...(await sessions.create(user.id, client, tx)) };
        });
      } catch (err) {
        const dup = uniqueViolation(err);
        if (!dup) throw err;
        // Lost a race with a concurrent sign-up: report which field, as for the pre-check.
        assertAvailable({
          username: dup.constraint?.includes('username') ?? false,
          email: dup.constraint?.includes('email') ?? false,
        });
        throw conflict(TAKEN.username);
      }
      await sessions.revoke(client.sessionToken);
      log.info({ event: 'user_registered', userId: created.user.id }, 'user registered');
      return { ...created, device: devices.issue(client.deviceCookie, created.user.id) };
    },
  };
}

function assertAvailable(taken: { username: boolean; email: boolean }) {
  const fields: Record<string, string[]> = {};
  if (taken.username) fields.username = [TAKEN.username];
  if (taken.email) fields.email = [TAKEN.email];
  if (taken.username && taken.email) throw conflict(TAKEN.both, { fieldErrors: fields });
  if (taken.username) throw conflict(TAKEN.username, { fieldErrors: fields });
  if (taken.email) throw conflict(TAKEN.email, { fieldErrors: fields });
}
