import { BLOG_LIMITS } from '@common/blogs';
import {
  enhanceBlogSchema,
  enhancedBlogSchema,
  generateBlogSchema,
  generatedBlogSchema,
  writerInfoSchema,
} from '@common/blog-generation';
import { errorBodySchema } from '@common/errors';
import { z } from 'zod';
import { createWriter } from '../../integrations/ai';
import { abortOnClose } from '../../lib/abort-on-close';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { sourcePackServiceOf } from '../source-pack';
import { aiService } from './ai.service';
import { streamEnhancement } from './enhance-stream';
import { streamGeneration } from './generate-stream';

/** The streaming variant answers server-sent events (`data: {"type":"partial"|"done"|"error",…}`). */
const eventStream = {
  description: 'Server-sent events: `partial` (title and content so far), then one `done` (the blog) or `error`',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** The AI calls (docs/product.md §7), plus the streaming variant of generation and the writer in use. */
export async function aiRoutes(app: App) {
  const ai = aiService(app.deps.database.db, app.deps.config, createWriter(app.deps.config), {
    packs: sourcePackServiceOf(app.deps),
  });
  const { base, tags, errors } = signedInRoutes(app, 'ai', 400, 401, 404, 422, 429, 502, 504);
  const writerSchema = writerInfoSchema.extend({ streams: z.boolean() });

  app.get(
    '/api/ai/writer',
    {
      ...base,
      schema: {
        summary: 'Describe the AI writer in use',
        operationId: 'getAiWriter',
        tags,
        response: { 200: writerSchema, 401: errorBodySchema },
      },
    },
    async () => {
      const { kind, label, streams } = ai.writer.info;
      return { kind, label, streams };
    },
  );

  app.post(
    '/api/generate-blog',
    {
      ...base,
      schema: {
        summary: 'Write a blog from an Instagram post',
        operationId: 'generateBlog',
        tags,
        body: generateBlogSchema,
        response: { 200: generatedBlogSchema, ...errors },
      },
    },
    async (req, reply) =>
      ai.generate(actorOf(req), req.body.postId, { signal: abortOnClose(reply), angle: req.body.angle }),
  );

  app.post(
    '/api/generate-blog/stream',
    {
      ...base,
      schema: {
        summary: 'Write a blog from an Instagram post, streamed as server-sent events',
        operationId: 'generateBlogStream',
        tags,
        body: generateBlogSchema,
        response: { 200: eventStream, ...errors },
      },
    },
    async (req, reply) => streamGeneration(ai, actorOf(req), req.body, req, reply),
  );

  app.post(
    '/api/enhance-blog',
    {
      ...base,
      bodyLimit: BLOG_LIMITS.bodyLimitBytes,
      schema: {
        summary: 'Improve a blog with the AI writing assistant',
        operationId: 'enhanceBlog',
        tags,
        body: enhanceBlogSchema,
        response: { 200: enhancedBlogSchema, ...errors },
      },
    },
    async (req, reply) => ai.enhance(actorOf(req), req.body, abortOnClose(reply)),
  );

  app.post(
    '/api/enhance-blog/stream',
    {
      ...base,
      bodyLimit: BLOG_LIMITS.bodyLimitBytes,
      schema: {
        summary: 'Improve a blog (or a selection of it) with the AI writing assistant, streamed as server-sent events',
        operationId: 'enhanceBlogStream',
        tags,
        body: enhanceBlogSchema,
        response: {
          200: {
            description:
              'Server-sent events: `partial` (the answer so far), then one `done` (what /api/enhance-blog answers) or `error`',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (req, reply) => streamEnhancement(ai, actorOf(req), req.body, req, reply),
  );
}
