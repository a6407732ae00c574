import {
  commentListSchema,
  commentParams,
  commentThreadSchema,
  createCommentSchema,
  mentionablePersonSchema,
  replySchema,
  resolveCommentSchema,
} from '@common/comments';
import { blogIdParams } from '@common/ids';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { createCommentsLive } from './comments.live';
import { presentCommentList, presentThread } from './comments.presenter';
import { commentsService } from './comments.service';
import { notifier } from '../notifications';

/** Comments on a selection of a shared blog (docs/decisions/020-coediting-on-postgresql.md), pushed live to the blog's other readers. */
export async function commentRoutes(app: App) {
  const live = await createCommentsLive(app);
  const { database, queue } = app.deps;
  const comments = commentsService(database.db, live.changed, notifier({ database, queue, log: app.log }));
  const { base, tags, errors } = signedInRoutes(app, 'blog comments', 400, 401, 403, 404, 409);

  app.get(
    '/api/blogs/:id/comments',
    {
      ...base,
      schema: {
        summary: "List a blog's comment threads (oldest first) and whether I may comment",
        operationId: 'listBlogComments',
        tags,
        params: blogIdParams,
        response: { 200: commentListSchema, ...errors },
      },
    },
    async (r) => {
      const actor = actorOf(r);
      const { blog, rows, canComment } = await comments.list(actor, r.params.id);
      return presentCommentList(rows, actor, blog, canComment);
    },
  );

  app.post(
    '/api/blogs/:id/comments',
    {
      ...base,
      schema: {
        summary: 'Comment on a selection of a blog (owners, editors and commenters)',
        operationId: 'createBlogComment',
        tags,
        params: blogIdParams,
        body: createCommentSchema,
        response: { 201: commentThreadSchema, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const { blog, rows } = await comments.create(actor, r.params.id, r.body);
      return reply.code(201).send(presentThread(rows, actor, blog));
    },
  );

  app.post(
    '/api/blogs/:id/comments/:commentId/replies',
    {
      ...base,
      schema: {
        summary: 'Reply to a comment thread',
        operationId: 'replyToBlogComment',
        tags,
        params: commentParams,
        body: replySchema,
        response: { 201: commentThreadSchema, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const { blog, rows } = await comments.reply(actor, r.params.id, r.params.commentId, r.body);
      return reply.code(201).send(presentThread(rows, actor, blog));
    },
  );

  app.patch(
    '/api/blogs/:id/comments/:commentId',
    {
      ...base,
      schema: {
        summary: 'Resolve a comment thread, or reopen it',
        operationId: 'resolveBlogComment',
        tags,
        params: commentParams,
        body: resolveCommentSchema,
        response: { 200: commentThreadSchema, ...errors },
      },
    },
    async (r) => {
      const actor = actorOf(r);
      const { blog, rows } = await comments.resolve(actor, r.params.id, r.params.commentId, r.body.resolved);
      return presentThread(rows, actor, blog);
    },
  );

  app.delete(
    '/api/blogs/:id/comments/:commentId',
    {
      ...base,
      schema: {
        summary: 'Delete my comment (the blog owner may delete any); a thread goes with its replies',
        operationId: 'deleteBlogComment',
        tags,
        params: commentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await comments.remove(actorOf(r), r.params.id, r.params.commentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/blogs/:id/comments/people',
    {
      ...base,
      schema: {
        summary: 'The people a comment on this blog may mention: its owner and everyone it is shared with',
        operationId: 'listBlogCommentPeople',
        tags,
        params: blogIdParams,
        response: { 200: z.array(mentionablePersonSchema), ...errors },
      },
    },
    async (r) => (await comments.people(actorOf(r), r.params.id)).map(({ username, name }) => ({ username, name })),
  );

  live.route(comments);
}
