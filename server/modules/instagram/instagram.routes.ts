import {
  authUrlResultSchema,
  connectInstagramResultSchema,
  connectInstagramSchema,
  instagramAccountSchema,
  instagramPostSchema,
} from '@common/instagram';
import { errorBodySchema } from '@common/errors';
import { accountIdParams as idParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { unauthenticated } from '../../lib/errors';
import { setNextLink } from '../../lib/pagination';
import type { App } from '../../types';
import type { InstagramService } from './instagram.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};
const tags = ['instagram'];

function caller(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated();
  return { ...actorOf(request), sessionHash: request.auth.session.idHash };
}

/** The Instagram calls (docs/product.md §7), plus disconnect and sync-now. */
export async function instagramRoutes(app: App, service: InstagramService) {
  const pre = { preHandler: app.requireUser };

  app.get(
    '/api/instagram/auth',
    {
      ...pre,
      schema: {
        summary: 'Start connecting an Instagram account: the authorization URL',
        operationId: 'getInstagramAuthUrl',
        tags,
        response: { 200: authUrlResultSchema, ...errors },
      },
    },
    (request) => service.startAuth(caller(request)),
  );

  app.post(
    '/api/instagram/connect',
    {
      ...pre,
      schema: {
        summary: 'Finish connecting an Instagram account with the authorization code',
        operationId: 'connectInstagramAccount',
        tags,
        body: connectInstagramSchema,
        response: { 200: connectInstagramResultSchema, ...errors },
      },
    },
    (request) => service.connect(caller(request), request.body),
  );

  app.get(
    '/api/instagram/accounts',
    {
      ...pre,
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
      ...pre,
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
      ...pre,
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
      ...pre,
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
