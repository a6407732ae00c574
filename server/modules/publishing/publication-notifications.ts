import type { Db } from '../../db/client';
import type { NewNotification } from '../notifications';
import { publicationsRepository } from './publications.repository';

/**
 * What a finished publication tells the blog's owner (docs/decisions/039-notifications.md):
 * 'publication_failed' with the reason (a platform to reconnect says so), or 'went_live' when a
 * scheduled post went out. Read with the transaction that records the outcome.
 */
export async function publicationNotice(
  tx: Db,
  blogId: number,
  type: 'publication_failed' | 'went_live',
  platform: string | null,
  message?: string,
): Promise<NewNotification[]> {
  const blog = await publicationsRepository(tx).findBlog(blogId);
  if (!blog) return [];
  const subject = blog.title || 'Untitled blog';
  const excerpt = message ?? (platform ? `Live on ${platform}` : undefined);
  return [
    {
      userId: blog.userId,
      type,
      payload: { actorName: null, subject, ...(excerpt ? { excerpt } : {}), href: `/edit-blog/${blog.id}` },
    },
  ];
}
