import type { LoginInput, RegisterInput } from '@common/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, conflict, uniqueViolation } from '../../lib/errors';
import { ERROR_CODES } from '@common/errors';
import { burnVerify, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SessionService } from './session.service';
import { assertNotThrottled, loginRules, recordHits, registerRules } from './throttle';
import { throttleRepository } from './throttle.repository';
import { usersRepository, type UserRow } from './users.repository';

const INVALID_LOGIN = 'Invalid username or password';
const TAKEN = {
  username: 'That username is already taken. Please choose another.',
  email: 'An account with that email address already exists.',
  both: 'That username and email address are already registered.',
};

export function authService(db: Db, sessions: SessionService, registerLimitPerHour: number) {
  const users = usersRepository(db);
  const throttle = throttleRepository(db);

  return {
    async login(input: LoginInput, request: FastifyRequest, reply: FastifyReply) {
      const rules = loginRules(input.username, request.ip);
      await assertNotThrottled(
        throttle,
        rules,
        'Too many failed login attempts. Please wait a few minutes and try again.',
      );

      const user = await users.findByLogin(input.username);
      const ok = user ? await verifyPassword(user.passwordHash, input.password) : await burnVerify(input.password);
      if (!user || !ok) {
        await recordHits(throttle, rules);
        request.log.info({ event: 'login_failed', login: input.username.slice(0, 64) }, 'login failed');
        throw new AppError(401, ERROR_CODES.unauthenticated, INVALID_LOGIN);
      }

      await throttle.clear([rules[0]!.key]);
      if (needsRehash(user.passwordHash)) await users.updatePasswordHash(user.id, await hashPassword(input.password));
      // A new session id at every login: any session the browser carried before is destroyed (fixation).
      await sessions.end(request, reply);
      const session = await sessions.start(reply, request, user.id);
      request.log.info({ event: 'login_succeeded', userId: user.id }, 'login succeeded');
      return { user, session };
    },

    async register(input: RegisterInput, request: FastifyRequest, reply: FastifyReply) {
      const rules = registerRules(request.ip, registerLimitPerHour);
      await assertNotThrottled(throttle, rules, 'Too many sign-ups from your network. Please try again later.');
      await recordHits(throttle, rules);

      const taken = await users.findTaken(input.username, input.email);
      assertAvailable(taken);

      let user: UserRow;
      try {
        user = await users.insert({
          username: input.username,
          email: input.email,
          name: input.name,
          passwordHash: await hashPassword(input.password),
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
      await sessions.end(request, reply);
      await sessions.start(reply, request, user.id);
      request.log.info({ event: 'user_registered', userId: user.id }, 'user registered');
      return user;
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
