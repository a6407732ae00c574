import {
  acceptedInvitationSchema,
  blogMemberSchema,
  blogSharingSchema,
  changeRoleSchema,
  createdInvitationSchema,
  createInvitationSchema,
  emailInvitationSchema,
  invitationParams,
  invitationTokenParams,
  inviteByEmailSchema,
  memberParams,
  sharedBlogSchema,
} from '@common/co-editing';
import { errorBodySchema } from '@common/errors';
import { blogIdParams } from '@common/ids';
import { z } from 'zod';
import { actorOfAuth } from '../../lib/auth-context';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import {
  presentEmailInvitation,
  presentLink,
  presentMember,
  presentSharedBlog,
  presentSharing,
} from './co-editing.presenter';
import { mountCoedit } from './co-editing.server';
import { sharingService } from './co-editing.service';
import { emailInvitationRoutes } from './email-invitations.routes';
import { emailInvitationsService } from './email-invitations.service';
import { mailer } from '../mail';
import { notifier } from '../notifications';
import { sessionDraftRoutes } from './session-draft.routes';
import { sessionDraftDocumentName } from '@common/co-editing';

/**
 * Sharing a blog: people by email (invitations, decision 033), invitation links, roles, 'Shared with me'; and the
 * co-editing WebSocket (COEDIT_PATH), mounted on the same HTTP server.
 */
export async function coeditRoutes(app: App) {
  const server = await mountCoedit(app);
  // A changed or revoked share closes the person's sockets (they reopen with the new role) and
  // has their streams of the blog recheck (comments), in every process (docs/decisions/030).
  const disconnect = async (blogId: number, userId: number) => {
    await server.disconnect(blogId, userId);
    await app.sessionWatch.accessChanged(userId, `blog:${blogId}`);
  };
  const sharing = sharingService(app.deps.database.db, disconnect);
  // The editor's first view (docs/decisions/050): how the user stands to the blog, as GET /api/blogs/:id/sharing.
  app.pageData.provide('/edit-blog/:id', 'sharing', async (auth, params) => {
    const parsed = blogIdParams.safeParse(params);
    if (!parsed.success) return undefined;
    return blogSharingSchema.parse(presentSharing(await sharing.sharing(actorOfAuth(auth), parsed.data.id)));
  });
  const { database, config, keyring, queue } = app.deps;
  const invitations = emailInvitationsService({
    db: database.db,
    config,
    mailer: mailer({ db: database.db, keyring, queue, log: app.log }),
    disconnect,
    notifier: notifier({ database, queue, log: app.log }),
  });
  emailInvitationRoutes(app, invitations);
  // A draft turned into a blog closes its editors: they reopen read-only (server/modules/co-editing/access.ts).
  await sessionDraftRoutes(app, {
    onTurned: (id) => server.closeDocument(sessionDraftDocumentName(id)),
    stored: (id) => server.stored(sessionDraftDocumentName(id)),
  });
  const { base, tags, errors } = signedInRoutes(app, 'sharing', 400, 401, 403, 404);

  app.get(
    '/api/blogs/:id/sharing',
    {
      ...base,
      schema: {
        summary: 'Who a blog is shared with, and how I stand to it',
        operationId: 'getBlogSharing',
        tags,
        params: blogIdParams,
        response: { 200: blogSharingSchema, ...errors },
      },
    },
    async (req) => presentSharing(await sharing.sharing(actorOf(req), req.params.id)),
  );

  app.post(
    '/api/blogs/:id/members',
    {
      ...base,
      schema: {
        summary: 'Invite an email address to a blog with a role (the same answer for every address; an email is sent)',
        operationId: 'addBlogMember',
        tags,
        params: blogIdParams,
        body: inviteByEmailSchema,
        response: { 201: emailInvitationSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(presentEmailInvitation(await invitations.invite(actorOf(req), req.params.id, req.body))),
  );

  app.patch(
    '/api/blogs/:id/members/:userId',
    {
      ...base,
      schema: {
        summary: "Change a collaborator's role",
        operationId: 'changeBlogMemberRole',
        tags,
        params: memberParams,
        body: changeRoleSchema,
        response: { 200: blogMemberSchema, ...errors },
      },
    },
    async (req) => presentMember(await sharing.changeRole(actorOf(req), req.params.id, req.params.userId, req.body)),
  );

  app.delete(
    '/api/blogs/:id/members/:userId',
    {
      ...base,
      schema: {
        summary: "Revoke someone's access (or leave a blog shared with me)",
        operationId: 'removeBlogMember',
        tags,
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await sharing.removeMember(actorOf(req), req.params.id, req.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/blogs/:id/invitations',
    {
      ...base,
      schema: {
        summary: 'Create an invitation link with a role (its URL is shown once)',
        operationId: 'createBlogInvitation',
        tags,
        params: blogIdParams,
        body: createInvitationSchema,
        response: { 201: createdInvitationSchema, ...errors },
      },
    },
    async (req, reply) => {
      const link = await sharing.createLink(actorOf(req), req.params.id, req.body.role, app.deps.config.PUBLIC_URL);
      return reply.code(201).send({ ...presentLink(link), url: link.url });
    },
  );

  app.delete(
    '/api/blogs/:id/invitations/:invitationId',
    {
      ...base,
      schema: {
        summary: 'Revoke an invitation link',
        operationId: 'revokeBlogInvitation',
        tags,
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await sharing.revokeLink(actorOf(req), req.params.id, req.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      ...base,
      schema: {
        summary: 'Join the blog an invitation link shares',
        operationId: 'acceptBlogInvitation',
        tags,
        params: invitationTokenParams,
        response: { 200: acceptedInvitationSchema, ...errors },
      },
    },
    async (req) => sharing.accept(actorOf(req), req.params.token),
  );

  app.get(
    '/api/shared-blogs',
    {
      ...base,
      schema: {
        summary: 'Blogs shared with me (newest share first)',
        operationId: 'listSharedBlogs',
        tags,
        response: { 200: z.array(sharedBlogSchema), 401: errorBodySchema },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      return (await sharing.sharedWithMe(actor)).map((row) => presentSharedBlog(row, actor));
    },
  );
}
