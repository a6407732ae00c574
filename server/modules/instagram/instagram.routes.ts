import {
  authUrlResultSchema,
  connectInstagramResultSchema,
  connectInstagramSchema,
  instagramAccountSchema,
  instagramPostSchema,
} from '@common/instagram';
import { accountIdParams as idParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import { z } from 'zod';
import { actorOf, authOf } from '../../plugins/auth';
import { setNextLink } from '../../lib/pagination';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import type { InstagramService } from './instagram.service';

/** The Instagram calls (docs/product.md §7), plus disconnect and sync-now. */
export async function instagramRoutes(app: App, service: InstagramService) {
  const { base, tags, errors } = signedInRoutes(app, 'instagram', 400, 401, 404, 429, 502);

  app.get(
    '/api/instagram/auth',
    {
      ...base,
      schema: {
        summary: 'Start connecting an Instagram account: the authorization URL',
        operationId: 'getInstagramAuthUrl',
        tags,
        response: { 200: authUrlResultSchema, ...errors },
      },
    },
    (request) => service.startAuth(authOf(request)),
  );

  app.post(
    '/api/instagram/connect',
    {
      ...base,
      schema: {
        summary: 'Finish connecting an Instagram account with the authorization code',
        operationId: 'connectInstagramAccount',
        tags,
        body: connectInstagramSchema,
        response: { 200: connectInstagramResultSchema, ...errors },
      },
    },
    (request) => service.connect(authOf(request), request.body),
  );

  app.get(
    '/api/instagram/accounts',
    {
      ...base,
      schema: {
        summary: 'List my connected Instagram accounts',
        operationId: 'listInstagramAccounts',
        tags,
        response: { 200: z.array(instagramAccountSchema), ...errors },
      },
    },
    (request) => service.listAccounts(actorOf(request)),
  );

  app.get(
    '/api/instagram/accounts/:id/posts',
    {
      ...base,
      schema: {
        summary: 'List the imported posts of an Instagram account',
        operationId: 'listInstagramPosts',
        tags,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(instagramPostSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = await service.listPosts(actorOf(request), request.params.id, request.query);
      setNextLink(request, reply, page, request.query);
      return page.items;
    },
  );

  app.post(
    '/api/instagram/accounts/:id/sync',
    {
      ...base,
      schema: {
        summary: 'Import the latest posts of an Instagram account now',
        operationId: 'syncInstagramAccount',
        tags,
        params: idParams,
        response: { 202: instagramAccountSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.syncNow(actorOf(request), request.params.id)),
  );

  app.delete(
    '/api/instagram/accounts/:id',
    {
      ...base,
      schema: {
        summary: 'Disconnect an Instagram account',
        operationId: 'disconnectInstagramAccount',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.disconnect(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
