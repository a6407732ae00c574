import type { CommentList, CommentReply, CommentThread } from '@common/comments';
import { DELETED_USER_NAME } from '@common/account';
import type { Actor } from '../../lib/policy';
import type { BlogSubject } from '../blogs';
import { commentPolicy } from './comments.policy';
import type { CommentRow } from './comments.repository';

const person = (id: number | null, name: string | null) => ({ id, name: name ?? DELETED_USER_NAME });

function presentReply(row: CommentRow, actor: Actor, blog: BlogSubject): CommentReply {
  return {
    id: row.id,
    author: person(row.authorId, row.authorName),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    abilities: commentPolicy.abilities(actor, { blog, authorId: row.authorId }),
  };
}

/** Rows of one blog, oldest first, as threads with their replies. */
export function presentThreads(rows: CommentRow[], actor: Actor, blog: BlogSubject): CommentThread[] {
  const threads = new Map<number, CommentThread>();
  for (const row of rows) {
    if (row.parentId !== null) continue;
    threads.set(row.id, {
      ...presentReply(row, actor, blog),
      blogId: row.blogId,
      quote: row.quote,
      anchor: { from: row.anchorFrom ?? '', to: row.anchorTo ?? '' },
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolvedAt ? person(row.resolvedById, row.resolvedByName) : null,
      replies: [],
    });
  }
  for (const row of rows) {
    if (row.parentId !== null) threads.get(row.parentId)?.replies.push(presentReply(row, actor, blog));
  }
  return [...threads.values()];
}

export function presentThread(rows: CommentRow[], actor: Actor, blog: BlogSubject): CommentThread {
  const [thread] = presentThreads(rows, actor, blog);
  if (!thread) throw new Error('thread without its first comment');
  return thread;
}

export const presentCommentList = (
  rows: CommentRow[],
  actor: Actor,
  blog: BlogSubject,
  canComment: boolean,
): CommentList => ({ threads: presentThreads(rows, actor, blog), abilities: { comment: canComment } });
