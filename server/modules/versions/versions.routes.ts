import { errorBodySchema } from '@common/errors';
import { blogIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import { createVersionSchema, versionParams, versionSchema, versionSummarySchema } from '@common/versions';
import { z } from 'zod';
import { setNextLink } from '../../lib/pagination';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { presentVersion, presentVersionSummary } from './versions.presenter';
import { versionsService, type BlogAccess } from './versions.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** A blog's version history (docs/decisions/019-nobodys-words-are-lost.md, docs/decisions/019): for whoever may read the blog. */
export async function versionRoutes(app: App, access: BlogAccess) {
  const versions = versionsService(app.deps.database.db, access);
  const base = { preHandler: app.requireUser };
  const tags = ['blog versions'];

  app.get(
    '/api/blogs/:id/versions',
    {
      ...base,
      schema: {
        summary: 'List the versions of a blog (newest first; a `Link: <…>; rel="next"` header announces the next page)',
        operationId: 'listBlogVersions',
        tags,
        params: blogIdParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(versionSummarySchema), ...errors },
      },
    },
    async (r, reply) => {
      const page = await versions.list(actorOf(r), r.params.id, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map(presentVersionSummary);
    },
  );

  app.post(
    '/api/blogs/:id/versions',
    {
      ...base,
      schema: {
        summary: 'Keep the saved state of a blog as a version before the editor applies an AI result',
        operationId: 'createBlogVersion',
        tags,
        params: blogIdParams,
        body: createVersionSchema,
        response: { 201: versionSummarySchema, ...errors },
      },
    },
    async (r, reply) =>
      reply.code(201).send(presentVersionSummary(await versions.recordBeforeAiApply(actorOf(r), r.params.id))),
  );

  app.get(
    '/api/blogs/:id/versions/:versionId',
    {
      ...base,
      schema: {
        summary: 'Get one version of a blog, with its title, content, tags, category and SEO fields',
        operationId: 'getBlogVersion',
        tags,
        params: versionParams,
        response: { 200: versionSchema, ...errors },
      },
    },
    async (r) => presentVersion(await versions.get(actorOf(r), r.params.id, r.params.versionId)),
  );

  app.post(
    '/api/blogs/:id/versions/:versionId/restore',
    {
      ...base,
      schema: {
        summary: 'Make a version current (the replaced state is kept as a version); a published blog answers 409',
        operationId: 'restoreBlogVersion',
        tags,
        params: versionParams,
        response: { 200: versionSchema, ...errors },
      },
    },
    async (r) => presentVersion(await versions.restore(actorOf(r), r.params.id, r.params.versionId)),
  );
}
