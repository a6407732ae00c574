import type { PublishRequest } from '@common/publishing';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { connectionsRepository } from './connections.repository';
import { publicationsRepository, type PublicationWithPlatform } from './publications.repository';

export const PUBLISH_QUEUE = 'publishing.publish';

/** A job per publication; pg-boss drops a second copy while one is queued (double clicks, sweeps). */
export const enqueuePublication = (queue: JobQueue, publicationId: number, startAfter?: Date) =>
  queue.send(
    PUBLISH_QUEUE,
    { publicationId },
    { ...(startAfter ? { startAfter } : {}), singletonKey: `publication-${publicationId}` },
  );

export function publicationsService(db: Db, queue: JobQueue) {
  const repo = publicationsRepository(db);

  const ownBlog = async (userId: number, blogId: number) => {
    const blog = await repo.findBlogForUser(userId, blogId);
    if (!blog) throw notFound('Blog');
    return blog;
  };

  return {
    async listForBlog(userId: number, blogId: number): Promise<PublicationWithPlatform[]> {
      await ownBlog(userId, blogId);
      return repo.listForBlog(blogId);
    },

    listForUser: (userId: number) => repo.listForUser(userId),

    /**
     * Creates (or reuses) the one publication row for this blog and connection and queues a job.
     * Already queued or running: the same row comes back and no second job is made. Published:
     * refused. Failed: queued again (the worker looks for an earlier copy before posting).
     */
    async publish(
      userId: number,
      blogId: number,
      req: PublishRequest,
    ): Promise<{ publication: PublicationWithPlatform; queued: boolean }> {
      await ownBlog(userId, blogId);
      const connection = await connectionsRepository(db).findForUser(userId, req.platformConnectionId);
      if (!connection) throw notFound('Connection');
      const publishAt = req.publishAt ? new Date(req.publishAt) : null;
      if (publishAt && publishAt.getTime() < Date.now() - 60_000) {
        throw badRequest('The publish time is in the past.', {
          fieldErrors: { publishAt: ['Choose a time in the future.'] },
        });
      }
      const status = publishAt && publishAt.getTime() > Date.now() ? 'scheduled' : 'pending';
      const scheduledAt = status === 'scheduled' ? publishAt : null;

      let row = await repo.insertIfAbsent({ blogId, platformConnectionId: connection.id, status, scheduledAt });
      let queued = Boolean(row);
      if (!row) {
        const existing = await repo.findByBlogAndConnection(blogId, connection.id);
        if (!existing) throw notFound('Publication');
        if (existing.status === 'published') {
          throw conflict(`This blog is already published to ${connection.username ?? connection.platformName}.`);
        }
        row = existing.status === 'failed' ? await repo.requeueFailed(existing.id, status, scheduledAt) : undefined;
        queued = Boolean(row);
        row ??= existing;
      }
      if (queued) await enqueuePublication(queue, row.id, scheduledAt ?? undefined);
      const publication = await repo.findById(row.id);
      if (!publication) throw notFound('Publication');
      return { publication, queued };
    },
  };
}
