import { loginResultSchema, loginSchema, publicUserSchema, registerSchema } from '@common/auth';
import { errorBodySchema } from '@common/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { currentUser } from '../../plugins/auth';
import { mailingDeps } from './mailing-deps';
import { presentLogin, presentUser } from './auth.presenter';
import { authService, type AuthClient } from './auth.service';
import { deviceCookies } from './device-cookie';
import { emailVerificationService } from './email-verification.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export async function authRoutes(app: App) {
  const { config, keyring } = app.deps;
  const devices = deviceCookies(keyring.deriveSecret('device-cookie'), config.secureCookies);
  const auth = authService(app.deps.database.db, app.sessions, devices, config.REGISTER_LIMIT_PER_HOUR);
  const verification = emailVerificationService(mailingDeps(app));
  // One signed-in route here; the rest are public.
  const { base, tags } = signedInRoutes(app, 'auth');
  const clientOf = (request: FastifyRequest): AuthClient => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessionToken: app.sessions.tokenOf(request),
    deviceCookie: request.cookies[devices.name],
  });

  app.get(
    '/api/user',
    {
      ...base,
      schema: {
        summary: 'Get the signed-in user',
        operationId: 'getCurrentUser',
        tags,
        response: { 200: publicUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => presentUser(currentUser(request)),
  );

  app.post(
    '/api/login',
    {
      schema: {
        summary: 'Sign in',
        operationId: 'login',
        tags,
        body: loginSchema,
        response: { 200: loginResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session, token, device } = await auth.login(request.body, clientOf(request), request.log);
      app.sessions.setCookie(reply, token);
      devices.set(reply, device);
      return presentLogin(user, session);
    },
  );

  app.post(
    '/api/register',
    {
      schema: {
        summary: 'Create an account and sign in',
        operationId: 'register',
        tags,
        body: registerSchema,
        response: { 201: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token, device } = await auth.register(request.body, clientOf(request), request.log);
      app.sessions.setCookie(reply, token);
      devices.set(reply, device);
      // The account exists and is signed in either way; a lost email is resent from the banner.
      await verification
        .sendVerification(user)
        .catch((err: unknown) => request.log.error({ err }, 'verification email not queued'));
      return reply.code(201).send(presentUser(user));
    },
  );

  app.post(
    '/api/logout',
    { schema: { summary: 'Sign out', operationId: 'logout', tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );
}
