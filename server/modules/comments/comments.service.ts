import { COMMENT_LIMITS, COMMENT_MESSAGES, type CreateComment, type CreateReply } from '@common/comments';
import type { BlogId } from '@common/ids';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogsRepository } from '../blogs';
import { sharingPolicy } from '../co-editing';
import type { Notifier } from '../notifications';
import { checkAnchor } from './anchor';
import { blogPeople, commentNotifications } from './comment-notifications';
import { commentPolicy } from './comments.policy';
import { commentsRepository } from './comments.repository';

/** Tells everyone following the blog's comments (every process) that one changed. */
export type CommentsChanged = (blogId: number, commentId: number) => Promise<void>;

/**
 * Comments on a selection (docs/decisions/020-coediting-on-postgresql.md). Every call loads the blog as the actor stands to it and
 * asks the policies: reading needs the blog's `read` (a stranger gets 404), writing its `comment`
 * (a viewer gets 403); deleting is the comment's author's, or the blog owner's.
 */
export function commentsService(db: Db, changed: CommentsChanged, notifier: Notifier) {
  const blogs = blogsRepository(db);
  const comments = commentsRepository(db);

  const blogFor = async (actor: Actor, id: BlogId, action: 'read' | 'comment') =>
    sharingPolicy.authorize(actor, action, await blogs.findForActor(actor.userId, id));

  const findIn = async (blogId: number, commentId: number) => {
    const row = await comments.find(blogId, commentId);
    if (!row) throw notFound('Comment');
    return row;
  };

  /** The comment and the notifications it causes commit together; open pages hear of both after. */
  const add = async (
    blog: { id: number; userId: number; title: string },
    row: Parameters<typeof comments.insertBelow>[1],
    threadAuthors: number[] = [],
  ) => {
    const { id, notified } = await withTransaction(db, async (tx) => {
      const inserted = await commentsRepository(tx).insertBelow(COMMENT_LIMITS.perBlog, row);
      if (inserted === undefined) throw conflict(COMMENT_MESSAGES.tooMany);
      const wanted = await commentNotifications(tx, { blog, authorId: row.authorId, body: row.body, threadAuthors });
      return { id: inserted, notified: await notifier.record(tx, row.authorId, wanted) };
    });
    await changed(row.blogId, id);
    await notifier.announce(notified);
    return id;
  };

  return {
    async list(actor: Actor, id: BlogId) {
      const blog = await blogFor(actor, id, 'read');
      return { blog, rows: await comments.listForBlog(id), canComment: sharingPolicy.can(actor, 'comment', blog) };
    },

    /** Whom a comment may mention (the autocomplete): whoever may read the blog's comments asks. */
    async people(actor: Actor, id: BlogId) {
      const blog = await blogFor(actor, id, 'read');
      return blogPeople(db, blog);
    },

    async create(actor: Actor, id: BlogId, input: CreateComment) {
      const blog = await blogFor(actor, id, 'comment');
      const anchor = checkAnchor(input.anchor);
      const commentId = await add(blog, {
        blogId: id,
        authorId: actor.userId,
        parentId: null,
        anchorFrom: anchor.from,
        anchorTo: anchor.to,
        quote: input.quote,
        body: input.body,
      });
      return { blog, rows: await comments.thread(id, commentId) };
    },

    /** A reply to a thread; answering a reply answers its thread. */
    async reply(actor: Actor, id: BlogId, commentId: number, input: CreateReply) {
      const blog = await blogFor(actor, id, 'comment');
      const target = await findIn(id, commentId);
      const rootId = target.parentId ?? target.id;
      const earlier = (await comments.thread(id, rootId)).flatMap((c) => (c.authorId === null ? [] : [c.authorId]));
      await add(
        blog,
        {
          blogId: id,
          authorId: actor.userId,
          parentId: rootId,
          anchorFrom: null,
          anchorTo: null,
          quote: '',
          body: input.body,
        },
        [...new Set(earlier)],
      );
      return { blog, rows: await comments.thread(id, rootId) };
    },

    /** Resolves a thread (or reopens it): anyone who may comment. */
    async resolve(actor: Actor, id: BlogId, commentId: number, resolved: boolean) {
      const blog = await blogFor(actor, id, 'comment');
      const target = await findIn(id, commentId);
      if (target.parentId !== null) throw badRequest(COMMENT_MESSAGES.replyNotResolvable);
      await comments.setResolved(id, commentId, resolved ? actor.userId : null);
      await changed(id, commentId);
      return { blog, rows: await comments.thread(id, commentId) };
    },

    async remove(actor: Actor, id: BlogId, commentId: number) {
      const blog = await blogFor(actor, id, 'read');
      const target = await findIn(id, commentId);
      commentPolicy.authorize(actor, 'delete', { blog, authorId: target.authorId });
      if (!(await comments.remove(id, commentId))) throw notFound('Comment');
      await changed(id, commentId);
    },
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
