import {
  acceptedInvitationSchema,
  emailInvitationSchema,
  invitationParams,
  invitationTokenParams,
} from '@common/co-editing';
import { errorBodySchema } from '@common/errors';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { presentEmailInvitation } from './co-editing.presenter';
import type { emailInvitationsService } from './email-invitations.service';

/** Invitations by email after they are sent: resend, revoke, and accept from the emailed link (decision 033). */
export function emailInvitationRoutes(app: App, invitations: ReturnType<typeof emailInvitationsService>) {
  const { base, tags, errors } = signedInRoutes(app, 'sharing', 400, 401, 403, 404);

  app.post(
    '/api/blogs/:id/email-invitations/:invitationId/resend',
    {
      ...base,
      schema: {
        summary: 'Send an invitation by email again (a new link, valid 14 days from now)',
        operationId: 'resendBlogEmailInvitation',
        tags,
        params: invitationParams,
        response: { 200: emailInvitationSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (req) =>
      presentEmailInvitation(await invitations.resend(actorOf(req), req.params.id, req.params.invitationId)),
  );

  app.delete(
    '/api/blogs/:id/email-invitations/:invitationId',
    {
      ...base,
      schema: {
        summary: 'Revoke an invitation by email that was not accepted yet',
        operationId: 'revokeBlogEmailInvitation',
        tags,
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await invitations.revoke(actorOf(req), req.params.id, req.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/email-invitations/:token/accept',
    {
      ...base,
      schema: {
        summary: 'Accept an invitation by email (the signed-in account must use the invited address)',
        operationId: 'acceptBlogEmailInvitation',
        tags,
        params: invitationTokenParams,
        response: { 200: acceptedInvitationSchema, ...errors },
      },
    },
    async (req) => invitations.accept(actorOf(req), req.params.token),
  );
}
