import {
  EMAIL_VERIFICATION_COPY as C,
  emailLinkResultSchema,
  emailTokenSchema,
  verificationSentSchema,
} from '@common/email-verification';
import { errorBodySchema } from '@common/errors';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { actorOf } from '../../plugins/auth';
import { mailingDeps } from './mailing-deps';
import { emailVerificationService } from './email-verification.service';

/** Verifying an address and undoing a change of address (docs/decisions/036-email-verification.md). */
export async function emailVerificationRoutes(app: App) {
  const verification = emailVerificationService(mailingDeps(app));
  // One signed-in route here; the rest are public.
  const { base, tags } = signedInRoutes(app, 'auth');

  app.post(
    '/api/email-verification/resend',
    {
      ...base,
      schema: {
        summary: 'Email me a new link to verify my address',
        operationId: 'resendEmailVerification',
        tags,
        response: { 202: verificationSentSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const sent = await verification.resend(actorOf(request));
      return reply.code(202).send({ message: sent.alreadyVerified ? C.alreadyVerified : C.resent(sent.email) });
    },
  );

  app.post(
    '/api/email-verification/confirm',
    {
      schema: {
        summary: 'Open a verification or undo link: verify, change or restore the address',
        operationId: 'confirmEmailLink',
        tags,
        body: emailTokenSchema,
        response: { 200: emailLinkResultSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { outcome, email } = await verification.open(request.body.token, request.log);
      // Undoing a change ends every session of the account, this browser's too.
      if (outcome === 'restored') app.sessions.clearCookie(reply);
      reply.header('cache-control', 'no-store');
      return { outcome, email };
    },
  );
}
