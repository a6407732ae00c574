import { mentionedUsernames, NOTIFICATION_LIMITS, type NotificationType } from '@common/notifications';
import type { BlogId, UserId } from '@common/ids';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogMembers, users } from '../../db/schema';
import { blogsRepository } from '../blogs';
import { sharingPolicy } from '../co-editing';
import { notificationsRepository, type NewNotification } from '../notifications';

const EXCERPT = 140;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);

/**
 * Who a new comment concerns (docs/decisions/039-notifications.md): each `@username` it names who
 * may read the blog (a mention of anyone else, or of oneself, is plain text), the people earlier in
 * the thread (a reply), and the blog's owner (a comment). Each person is told once, by the most
 * specific reason: mention, then reply, then comment.
 */
export async function commentNotifications(
  tx: Db,
  input: {
    blog: { id: number; userId: number; title: string };
    authorId: number;
    body: string;
    threadAuthors: number[];
  },
): Promise<NewNotification[]> {
  const repo = notificationsRepository(tx);
  const blogs = blogsRepository(tx);
  const reasons = new Map<number, NotificationType>();
  const names = mentionedUsernames(input.body).slice(0, NOTIFICATION_LIMITS.mentionsPerComment);
  for (const person of await repo.usersByUsername(names)) {
    const viewer = { userId: person.id as UserId };
    const blog = await blogs.findForActor(viewer.userId, input.blog.id as BlogId);
    if (blog && sharingPolicy.can(viewer, 'read', blog)) reasons.set(person.id, 'mention');
  }
  for (const id of input.threadAuthors) if (!reasons.has(id)) reasons.set(id, 'reply');
  if (!reasons.has(input.blog.userId)) reasons.set(input.blog.userId, 'comment');
  reasons.delete(input.authorId);
  if (!reasons.size) return [];
  const author = await repo.recipient(input.authorId);
  const payload = {
    actorName: author?.name ?? null,
    subject: input.blog.title || 'Untitled blog',
    excerpt: excerpt(input.body),
    href: `/edit-blog/${input.blog.id}`,
  };
  return [...reasons].map(([userId, type]) => ({ userId, type, payload }));
}

/** The people who may be mentioned on a blog: its owner and everyone it is shared with, by name. */
export async function blogPeople(db: Db, blog: { id: number; userId: number }) {
  const owner = db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, blog.userId));
  const members = db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(blogMembers)
    .innerJoin(users, eq(users.id, blogMembers.userId))
    .where(eq(blogMembers.blogId, blog.id))
    .orderBy(asc(users.name));
  const [o, m] = await Promise.all([owner, members]);
  return [...o, ...m];
}
