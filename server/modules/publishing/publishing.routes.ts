import { errorBodySchema } from '@common/errors';
import { blogIdParams, connectionIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import {
  connectionSchema,
  createConnectionSchema,
  platformSchema,
  publicationSchema,
  publishRequestSchema,
} from '@common/publishing';
import { z } from 'zod';
import { setNextLink } from '../../lib/pagination';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { connectionsService } from './connections.service';
import { platformsRepository } from './platforms.repository';
import { presentConnection, presentPlatform, presentPublication } from './publishing.presenter';
import { publisherContext } from './publishing.context';
import { publicationsService } from './publications.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};

export async function publishingRoutes(app: App) {
  const { database, keyring, config, queue } = app.deps;
  const connections = connectionsService(database.db, keyring, publisherContext(config));
  const publications = publicationsService(database.db, queue);
  const tags = ['publishing'];
  const guarded = { preHandler: app.requireUser };

  app.get(
    '/api/publishing-platforms',
    {
      ...guarded,
      schema: {
        summary: 'List the publishing platforms',
        operationId: 'listPublishingPlatforms',
        tags,
        response: { 200: z.array(platformSchema), ...errors },
      },
    },
    async () => (await platformsRepository(database.db).list()).map(presentPlatform),
  );

  app.get(
    '/api/platform-connections',
    {
      ...guarded,
      schema: {
        summary: 'List my platform connections',
        operationId: 'listPlatformConnections',
        tags,
        response: { 200: z.array(connectionSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return (await connections.list(actor)).map((c) => presentConnection(c, actor));
    },
  );

  app.post(
    '/api/platform-connections',
    {
      ...guarded,
      schema: {
        summary: 'Connect a publishing platform (verified before it is saved)',
        operationId: 'createPlatformConnection',
        tags,
        body: createConnectionSchema,
        response: { 201: connectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return reply.code(201).send(presentConnection(await connections.create(actor, request.body), actor));
    },
  );

  app.delete(
    '/api/platform-connections/:id',
    {
      ...guarded,
      schema: {
        summary: 'Remove a platform connection',
        operationId: 'deletePlatformConnection',
        tags,
        params: connectionIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await connections.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/blogs/:id/publications',
    {
      ...guarded,
      schema: {
        summary: 'List the publications of a blog',
        operationId: 'listBlogPublications',
        tags,
        params: blogIdParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(publicationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const page = await publications.listForBlog(actor, request.params.id, request.query);
      setNextLink(request, reply, page, request.query);
      return page.items.map((p) => presentPublication(p, actor));
    },
  );

  app.get(
    '/api/publications',
    {
      ...guarded,
      schema: {
        summary: 'List all my publications',
        operationId: 'listPublications',
        tags,
        querystring: pageQuerySchema,
        response: { 200: z.array(publicationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const page = await publications.listForUser(actor, request.query);
      setNextLink(request, reply, page, request.query);
      return page.items.map((p) => presentPublication(p, actor));
    },
  );

  app.post(
    '/api/blogs/:id/publish',
    {
      ...guarded,
      schema: {
        summary: 'Publish a blog to a connected platform',
        operationId: 'publishBlog',
        tags,
        params: blogIdParams,
        body: publishRequestSchema,
        response: { 202: publicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { publication } = await publications.publish(actor, request.params.id, request.body);
      return reply.code(202).send(presentPublication(publication, actor));
    },
  );
}
