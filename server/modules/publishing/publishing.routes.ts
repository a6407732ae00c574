import { blogIdParams, connectionIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import {
  connectionSchema,
  createConnectionSchema,
  blogHomeSchema,
  homeRequestSchema,
  platformSchema,
  publicationIdParams,
  publicationSchema,
  publishRequestSchema,
  withdrawRequestSchema,
} from '@common/publishing';
import { z } from 'zod';
import { onBeforeBlogDelete } from '../../lib/blog-lifecycle';
import { setNextLink } from '../../lib/pagination';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { blogHome } from './blog-home';
import { connectionsService } from './connections.service';
import { platformsRepository } from './platforms.repository';
import { presentConnection, presentPlatform, presentPublication } from './publishing.presenter';
import { publisherContext } from './publishing.context';
import { publicationOutcomeRoutes } from './publication-outcomes.routes';
import { publicationsService } from './publications.service';
import { revisionPublishingRoutes } from './revision.routes';
import { publishPreviewRoutes } from './publish-preview.routes';

export async function publishingRoutes(app: App) {
  const { database, keyring, config, queue } = app.deps;
  const ctx = publisherContext(config, undefined, { database, keyring });
  const connections = connectionsService(database.db, keyring, ctx, queue);
  const publications = publicationsService(database.db, queue, keyring, ctx);
  // Deleting a blog calls off its pending and scheduled publications first (docs/decisions/018-publishing-destinations-and-modes.md).
  onBeforeBlogDelete(database.db, (actor, blogId) => publications.cancelQueuedForBlog(actor, blogId));
  const { base, tags, errors } = signedInRoutes(app, 'publishing', 400, 401, 404, 409, 422, 429, 502);

  app.get(
    '/api/publishing-platforms',
    {
      ...base,
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
      ...base,
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
      ...base,
      schema: {
        summary: 'Connect a publishing platform (verified before it is saved; a site already connected is updated)',
        operationId: 'createPlatformConnection',
        tags,
        body: createConnectionSchema,
        // 200: the destination was already connected; that connection's credentials were updated.
        response: { 200: connectionSchema, 201: connectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const connection = await connections.create(actor, request.body);
      return reply.code(connection.created ? 201 : 200).send(presentConnection(connection, actor));
    },
  );

  app.delete(
    '/api/platform-connections/:id',
    {
      ...base,
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
      ...base,
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

  // GET /api/publications (the grid's summaries) and the live outcome stream.
  await publicationOutcomeRoutes(app);

  app.post(
    '/api/blogs/:id/publish',
    {
      ...base,
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

  app.delete(
    '/api/publications/:id',
    {
      ...base,
      schema: {
        summary: 'Cancel a pending or scheduled publication',
        operationId: 'cancelPublication',
        tags,
        params: publicationIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await publications.cancel(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/publications/:id/withdraw',
    {
      ...base,
      schema: {
        summary: 'Take a published post off its platform (back to draft, or into the trash)',
        operationId: 'withdrawPublication',
        tags,
        params: publicationIdParams,
        body: withdrawRequestSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return presentPublication(await publications.withdraw(actor, request.params.id, request.body), actor);
    },
  );

  app.post(
    '/api/blogs/:id/update-everywhere',
    {
      ...base,
      schema: {
        summary: "Push the blog's current content to every live destination, in place",
        operationId: 'updateBlogEverywhere',
        tags,
        params: blogIdParams,
        response: { 202: z.array(publicationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const rows = await publications.updateEverywhere(actor, request.params.id);
      return reply.code(202).send(rows.map((p) => presentPublication(p, actor)));
    },
  );

  app.get(
    '/api/blogs/:id/home',
    {
      ...base,
      schema: {
        summary: "The blog's home destination and the URL the other copies point to",
        operationId: 'getBlogHome',
        tags,
        params: blogIdParams,
        response: { 200: blogHomeSchema, ...errors },
      },
    },
    async (request) => blogHome(database.db, actorOf(request), request.params.id, config.PUBLIC_URL),
  );

  app.put(
    '/api/blogs/:id/home',
    {
      ...base,
      schema: {
        summary: "Choose the blog's home destination (the canonical copy the others point to)",
        operationId: 'setBlogHome',
        tags,
        params: blogIdParams,
        body: homeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await publications.setHome(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  await revisionPublishingRoutes(app);
  await publishPreviewRoutes(app);
}
