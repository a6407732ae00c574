import { BLOG_LIMITS, blogSchema, blogSummarySchema, createBlogSchema, updateBlogSchema } from '@common/blogs';
import { blogListQuerySchema } from '@common/blog-list';
import { blogIdParams } from '@common/ids';
import { z } from 'zod';
import { setNextLink } from '../../lib/pagination';
import { actorOfAuth } from '../../lib/auth-context';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { mediaLibrary } from '../media';
import { presentBlog, presentBlogSummary } from './blogs.presenter';
import { blogsService, type RecordVersion } from './blogs.service';
import { blogRevisionRoutes } from './blog-revisions.routes';

/** The blog calls (docs/product.md §7): owner-only; another user's blog is a 404; a published blog refuses edits (409). */
export async function blogRoutes(app: App, options: { recordVersion?: RecordVersion } = {}) {
  const library = mediaLibrary(app.deps.database.db, createMediaStorage(app.deps.config));
  // Every create and every save that changes the versioned fields leaves a version, in the same
  // transaction (docs/decisions/019-nobodys-words-are-lost.md); app.ts hands in the recorder.
  const blogs = blogsService(app.deps.database.db, library, options.recordVersion);
  const { base, tags, errors } = signedInRoutes(app, 'blogs', 400, 401, 404, 409);
  const bodyLimit = BLOG_LIMITS.bodyLimitBytes;
  const { PUBLIC_URL } = app.deps.config;

  // The editor's first view (docs/decisions/050-first-view-data-in-the-page.md): the blog, as GET /api/blogs/:id answers it.
  app.pageData.provide('/edit-blog/:id', 'blog', async (auth, params) => {
    const parsed = blogIdParams.safeParse(params);
    if (!parsed.success) return undefined;
    const actor = actorOfAuth(auth);
    return blogSchema.parse(presentBlog(await blogs.get(actor, parsed.data.id), actor, PUBLIC_URL));
  });

  app.get(
    '/api/blogs',
    {
      ...base,
      // Kept per user until their blogs or publications change (docs/decisions/021-user-read-cache.md).
      config: { userReadCache: true },
      schema: {
        summary: 'List my blogs (newest first; a `Link: <…>; rel="next"` header announces the next page)',
        operationId: 'listBlogs',
        tags,
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogSummarySchema), ...errors },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const page = await blogs.list(actor, req.query);
      setNextLink(req, reply, page, req.query);
      return page.items.map((row) => presentBlogSummary(row, actor));
    },
  );

  app.get(
    '/api/blogs/:id',
    {
      ...base,
      schema: {
        summary: 'Get one of my blogs',
        operationId: 'getBlog',
        tags,
        params: blogIdParams,
        response: { 200: blogSchema, ...errors },
      },
    },
    async (req) => presentBlog(await blogs.get(actorOf(req), req.params.id), actorOf(req), app.deps.config.PUBLIC_URL),
  );

  app.post(
    '/api/blogs',
    {
      ...base,
      bodyLimit,
      schema: {
        summary: 'Save a new blog',
        operationId: 'createBlog',
        tags,
        body: createBlogSchema,
        response: { 201: blogSchema, ...errors },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const blog = await blogs.create(actor, req.body);
      return reply.code(201).send(presentBlog(blog, actor, app.deps.config.PUBLIC_URL));
    },
  );

  app.patch(
    '/api/blogs/:id',
    {
      ...base,
      bodyLimit,
      schema: {
        summary: 'Update a blog (refused once it is published)',
        operationId: 'updateBlog',
        tags,
        params: blogIdParams,
        body: updateBlogSchema,
        response: { 200: blogSchema, ...errors },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const blog = await blogs.update(actor, req.params.id, req.body);
      return presentBlog(blog, actor, app.deps.config.PUBLIC_URL);
    },
  );

  app.delete(
    '/api/blogs/:id',
    {
      ...base,
      schema: {
        summary: 'Delete a blog',
        operationId: 'deleteBlog',
        tags,
        params: blogIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await blogs.remove(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // Revisions of live blogs (docs/decisions/040-revisions-of-live-posts.md).
  await blogRevisionRoutes(app, options);
}
