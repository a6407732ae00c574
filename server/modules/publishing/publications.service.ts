import type { PageQuery } from '@common/pagination';
import type { Page } from '../../lib/pagination';
import type { BlogId } from '@common/ids';
import type { PublishRequest } from '@common/publishing';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogPolicy, blogsRepository } from '../blogs';
import { connectionsRepository } from './connections.repository';
import { connectionPolicy, publicationPolicy } from './publishing.policy';
import { publicationsRepository, type PublicationWithPlatform } from './publications.repository';

/** A publication with the owner of its blog: what its policy reads. */
export type PublicationView = PublicationWithPlatform & { blogUserId: number };

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
  const blogs = blogsRepository(db);
  const ofBlogOwnedBy = (blogUserId: number) => (p: PublicationWithPlatform) => ({ ...p, blogUserId });

  return {
    async listForBlog(actor: Actor, blogId: BlogId, page: PageQuery): Promise<Page<PublicationView>> {
      const blog = blogPolicy.authorize(actor, 'read', await blogs.findById(blogId));
      const rows = await repo.listForBlog(blog.id, page);
      return { ...rows, items: rows.items.map(ofBlogOwnedBy(blog.userId)) };
    },

    /** The query reads only publications of the actor's own blogs. */
    async listForUser(actor: Actor, page: PageQuery): Promise<Page<PublicationView>> {
      const rows = await repo.listForUser(actor.userId, page);
      return { ...rows, items: rows.items.map(ofBlogOwnedBy(actor.userId)) };
    },

    /**
     * Creates (or reuses) the one publication row for this blog and connection and queues a job.
     * Already queued or running: the same row comes back and no second job is made. Published:
     * refused. Failed: queued again (the worker looks for an earlier copy before posting).
     */
    async publish(
      actor: Actor,
      blogId: BlogId,
      req: PublishRequest,
    ): Promise<{ publication: PublicationView; queued: boolean }> {
      const blog = blogPolicy.authorize(actor, 'publish', await blogs.findById(blogId));
      const connection = connectionPolicy.authorize(
        actor,
        'read',
        await connectionsRepository(db).findById(req.platformConnectionId),
      );
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
        const retry = publicationPolicy.can(actor, 'retry', { ...existing, blogUserId: blog.userId });
        row = retry ? await repo.requeueFailed(existing.id, status, scheduledAt) : undefined;
        queued = Boolean(row);
        row ??= existing;
      }
      if (queued) await enqueuePublication(queue, row.id, scheduledAt ?? undefined);
      const publication = await repo.findById(row.id);
      if (!publication) throw notFound('Publication');
      return { publication: { ...publication, blogUserId: blog.userId }, queued };
    },
  };
}
