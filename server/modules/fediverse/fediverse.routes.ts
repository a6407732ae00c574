import {
  decideReplySchema,
  FEDIVERSE_LIMITS,
  fediverseReplySchema,
  fediverseSettingsSchema,
  followingSchema,
  followInputSchema,
  receivedArticleSchema,
  repliesQuerySchema,
  replyParamsSchema,
  sendReplySchema,
  updateFediverseSettingsSchema,
} from '@common/fediverse';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import type { fediverseService } from './fediverse.service';
import { presentFollowing, presentReceived, presentReply } from './fediverse.presenter';

/** /api/fediverse/*: the signed-in creator's fediverse settings, follows, received articles and replies. */
export async function fediverseApiRoutes(app: App, service: ReturnType<typeof fediverseService>) {
  const { base, tags, errors } = signedInRoutes(app, 'fediverse', 400, 404, 409);

  app.get(
    '/api/fediverse/settings',
    {
      ...base,
      schema: {
        summary: 'My fediverse settings and handle',
        operationId: 'getFediverseSettings',
        tags,
        response: { 200: fediverseSettingsSchema, ...errors },
      },
    },
    async (r) => service.settings(actorOf(r)),
  );

  app.patch(
    '/api/fediverse/settings',
    {
      ...base,
      schema: {
        summary: 'Turn the fediverse on or off, or set my own fediverse handle',
        operationId: 'updateFediverseSettings',
        tags,
        body: updateFediverseSettingsSchema,
        response: { 200: fediverseSettingsSchema, ...errors },
      },
    },
    async (r) => service.updateSettings(actorOf(r), r.body),
  );

  app.get(
    '/api/fediverse/following',
    {
      ...base,
      schema: {
        summary: 'Accounts I follow on the fediverse',
        operationId: 'listFediverseFollowing',
        tags,
        response: { 200: z.array(followingSchema), ...errors },
      },
    },
    async (r) => (await service.following(actorOf(r))).map(presentFollowing),
  );

  app.post(
    '/api/fediverse/following',
    {
      ...base,
      schema: {
        summary: 'Follow a fediverse account',
        operationId: 'followFediverseAccount',
        tags,
        body: followInputSchema,
        response: { 201: followingSchema, ...errors },
      },
    },
    async (r, reply) => reply.code(201).send(presentFollowing(await service.follow(actorOf(r), r.body))),
  );

  app.get(
    '/api/fediverse/received',
    {
      ...base,
      schema: {
        summary: 'Articles from the accounts I follow',
        operationId: 'listFediverseReceived',
        tags,
        response: { 200: z.array(receivedArticleSchema), ...errors },
      },
    },
    async (r) => (await service.received(actorOf(r), FEDIVERSE_LIMITS.listItems)).map(presentReceived),
  );

  app.post(
    '/api/fediverse/received/:id/replies',
    {
      ...base,
      schema: {
        summary: 'Reply to an article from an account I follow',
        operationId: 'replyToFediverseArticle',
        tags,
        params: replyParamsSchema,
        body: sendReplySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await service.reply(actorOf(r), r.params.id, r.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/fediverse/replies',
    {
      ...base,
      schema: {
        summary: 'Replies to my articles from the fediverse',
        operationId: 'listFediverseReplies',
        tags,
        querystring: repliesQuerySchema,
        response: { 200: z.array(fediverseReplySchema), ...errors },
      },
    },
    async (r) => (await service.replies(actorOf(r), r.query.status)).map(presentReply),
  );

  app.patch(
    '/api/fediverse/replies/:id',
    {
      ...base,
      schema: {
        summary: 'Approve or reject a reply',
        operationId: 'decideFediverseReply',
        tags,
        params: replyParamsSchema,
        body: decideReplySchema,
        response: { 200: fediverseReplySchema, ...errors },
      },
    },
    async (r) => presentReply(await service.decide(actorOf(r), r.params.id, r.body.status)),
  );
}
