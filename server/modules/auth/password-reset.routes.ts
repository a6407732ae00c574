// Public: a person who forgot their password cannot sign in; the emailed token proves who they are.
import { errorBodySchema } from '@common/errors';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_COPY,
  passwordResetRequestedSchema,
  resetPasswordSchema,
} from '@common/password-reset';
import { publicUserSchema } from '@common/auth';
import type { App } from '../../types';
import { mailingDeps } from './mailing-deps';
import { presentUser } from './auth.presenter';
import { passwordResetService } from './password-reset.service';

/** 'Forgot password?' and the reset link (docs/decisions/029-email.md). Both are for signed-out people. */
export async function passwordResetRoutes(app: App) {
  const reset = passwordResetService(mailingDeps(app));
  const tags = ['auth'];

  app.post(
    '/api/password-reset',
    {
      schema: {
        summary: 'Email a password reset link (the same answer for every address)',
        operationId: 'requestPasswordReset',
        tags,
        body: forgotPasswordSchema,
        response: { 202: passwordResetRequestedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await reset.request(request.body.email, request.ip, request.log);
      return reply.code(202).send({ message: PASSWORD_RESET_COPY.requested });
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      schema: {
        summary: 'Set a new password with a reset link, ending every session, and sign in',
        operationId: 'confirmPasswordReset',
        tags,
        body: resetPasswordSchema,
        response: { 200: publicUserSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const done = await reset.reset(
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        request.log,
      );
      app.sessions.setCookie(reply, done.token);
      reply.header('cache-control', 'no-store');
      return presentUser(done.user);
    },
  );
}
