import {
  BLOG_LIMITS,
  enhanceBlogSchema,
  enhancedBlogSchema,
  generateBlogSchema,
  generatedBlogSchema,
  writerInfoSchema,
} from '@common/blogs';
import { errorBodySchema } from '@common/errors';
import { z } from 'zod';
import { createWriter } from '../../integrations/ai';
import { abortOnClose } from '../../lib/abort-on-close';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { aiService } from './ai.service';
import { streamGeneration } from './generate-stream';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  504: errorBodySchema,
};

/** Spec §7 AI calls, plus the streaming variant of generation and the writer in use. */
export async function aiRoutes(app: App) {
  const ai = aiService(app.deps.database.db, app.deps.config, createWriter(app.deps.config));
  const base = { preHandler: app.requireUser };
  const tags = ['ai'];
  const writerSchema = writerInfoSchema.extend({ streams: z.boolean() });

  app.get(
    '/api/ai/writer',
    { ...base, schema: { tags, response: { 200: writerSchema, 401: errorBodySchema } } },
    async () => {
      const { kind, label, streams } = ai.writer.info;
      return { kind, label, streams };
    },
  );

  app.post(
    '/api/generate-blog',
    { ...base, schema: { tags, body: generateBlogSchema, response: { 200: generatedBlogSchema, ...errors } } },
    async (req, reply) => ai.generate(currentUser(req).id, req.body.postId, { signal: abortOnClose(reply) }),
  );

  app.post(
    '/api/generate-blog/stream',
    { ...base, schema: { tags, body: generateBlogSchema, response: errors } },
    async (req, reply) => streamGeneration(ai, currentUser(req).id, req.body.postId, req, reply),
  );

  app.post(
    '/api/enhance-blog',
    {
      ...base,
      bodyLimit: BLOG_LIMITS.bodyLimitBytes,
      schema: { tags, body: enhanceBlogSchema, response: { 200: enhancedBlogSchema, ...errors } },
    },
    async (req, reply) => ai.enhance(req.body, abortOnClose(reply)),
  );
}
