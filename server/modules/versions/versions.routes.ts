import { blogIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import {
  createVersionSchema,
  nameCurrentVersionSchema,
  nameVersionSchema,
  versionListQuerySchema,
  versionParams,
  versionSchema,
  versionSummarySchema,
} from '@common/versions';
import { z } from 'zod';
import { setNextLink } from '../../lib/pagination';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { presentVersion, presentVersionSummary } from './versions.presenter';
import { versionsService, type BlogAccess } from './versions.service';

/** A blog's version history (docs/decisions/019-nobodys-words-are-lost.md, docs/decisions/019): for whoever may read the blog. */
export async function versionRoutes(app: App, access: BlogAccess) {
  const versions = versionsService(app.deps.database.db, access);
  const { base, tags, errors } = signedInRoutes(app, 'blog versions', 400, 401, 403, 404, 409);

  app.get(
    '/api/blogs/:id/versions',
    {
      ...base,
      schema: {
        summary:
          'List the versions of a blog (newest first; `named=true`: named ones only; a `Link: <…>; rel="next"` header announces the next page)',
        operationId: 'listBlogVersions',
        tags,
        params: blogIdParams,
        querystring: pageQuerySchema.extend(versionListQuerySchema.shape),
        response: { 200: z.array(versionSummarySchema), ...errors },
      },
    },
    async (r, reply) => {
      const page = await versions.list(actorOf(r), r.params.id, r.query, r.query.named);
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

  app.post(
    '/api/blogs/:id/versions/named',
    {
      ...base,
      schema: {
        summary:
          'Name the blog as saved now (docs/decisions/034): its newest version when it holds that state, else a new one',
        operationId: 'nameCurrentBlogVersion',
        tags,
        params: blogIdParams,
        body: nameCurrentVersionSchema,
        response: { 200: versionSummarySchema, ...errors },
      },
    },
    async (r) => presentVersionSummary(await versions.nameCurrent(actorOf(r), r.params.id, r.body.name)),
  );

  app.patch(
    '/api/blogs/:id/versions/:versionId',
    {
      ...base,
      schema: {
        summary: 'Name or rename a version (`name: null` removes it); a named version is never trimmed',
        operationId: 'nameBlogVersion',
        tags,
        params: versionParams,
        body: nameVersionSchema,
        response: { 200: versionSummarySchema, ...errors },
      },
    },
    async (r) => presentVersionSummary(await versions.name(actorOf(r), r.params.id, r.params.versionId, r.body.name)),
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
