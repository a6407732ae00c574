import { blogIdParams } from '@common/ids';
import { exportQuerySchema, publicPageSchema, recordMediumSchema, updatePublicPageSchema } from '@common/public-pages';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { presentPublicPage } from './public-pages.presenter';
import { publicPagesService } from './public-pages.service';

/** The owner's calls: the public page's settings, the Medium copy and the downloads (docs/decisions/022-public-pages.md). */
export async function publicPageOwnerRoutes(app: App) {
  const service = publicPagesService(app.deps.database.db, app.deps.config.PUBLIC_URL);
  const { base, tags, errors } = signedInRoutes(app, 'public pages', 400, 401, 404, 409);

  app.get(
    '/api/blogs/:id/public-page',
    {
      ...base,
      schema: {
        summary: "Get my blog's public page settings and address",
        operationId: 'getPublicPage',
        tags,
        params: blogIdParams,
        response: { 200: publicPageSchema, ...errors },
      },
    },
    async (req) => presentPublicPage(await service.get(actorOf(req), req.params.id), actorOf(req)),
  );

  app.patch(
    '/api/blogs/:id/public-page',
    {
      ...base,
      schema: {
        summary: 'Make my blog public on Inkgram (or not) and choose whether the page shows the AI disclosure line',
        operationId: 'updatePublicPage',
        tags,
        params: blogIdParams,
        body: updatePublicPageSchema,
        response: { 200: publicPageSchema, ...errors },
      },
    },
    async (req) => presentPublicPage(await service.update(actorOf(req), req.params.id, req.body), actorOf(req)),
  );

  app.put(
    '/api/blogs/:id/public-page/medium',
    {
      ...base,
      schema: {
        summary: "Record the medium.com address of my blog's copy imported with Medium's 'Import a story'",
        operationId: 'recordMediumCopy',
        tags,
        params: blogIdParams,
        body: recordMediumSchema,
        response: { 200: publicPageSchema, ...errors },
      },
    },
    async (req) => presentPublicPage(await service.recordMedium(actorOf(req), req.params.id, req.body), actorOf(req)),
  );

  app.get(
    '/api/blogs/:id/export',
    {
      ...base,
      schema: {
        summary: 'Download my blog as Markdown or HTML, or get its body as HTML to copy',
        operationId: 'exportBlog',
        tags,
        params: blogIdParams,
        querystring: exportQuerySchema,
        response: { 200: z.string().describe('text/markdown or text/html'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await service.exportBlog(actorOf(req), req.params.id, req.query.format);
      reply.header('content-type', file.contentType).header('cache-control', 'private, no-store');
      if (file.filename) reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.body);
    },
  );
}
