import { platformDescriptor } from '@common/platforms';
import type { PageQuery } from '@common/pagination';
import type { BlogId, PublicationId } from '@common/ids';
import type { HomeRequest, PublishRequest, WithdrawRequest } from '@common/publishing';
import type { Page } from '../../lib/pagination';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { PublisherContext } from '../../integrations/publishers/types';
import type { Keyring } from '../../lib/crypto/keyring';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogPolicy, blogsRepository } from '../blogs';
import { PUBLIC_PAGE_DESTINATION } from '../public-pages';
import { versionRecorder } from '../versions';
import { connectionsRepository, type ConnectionWithPlatform } from './connections.repository';
import { isPlatformName } from './connections.service';
import { ledgerRepository } from './ledger.repository';
import { prepareHomeHandover } from './home-handover';
import { dropPublicationJobs, enqueuePublication, replacePublicationJob } from './publication-jobs';
import { assertOverridesFit, storedOverrides } from './destination-overrides';
import { connectionPolicy, platformCanWithdraw, publicationPolicy } from './publishing.policy';
import { publicationsRepository, type PublicationMeta, type PublicationWithPlatform } from './publications.repository';
import { remoteActions } from './remote-actions';

/** A publication with the owner of its blog: what its policy reads. */
export type PublicationView = PublicationWithPlatform & { blogUserId: number };

/** The destination of a connection; a duplicate kept from before destinations has only its own id. */
export const destinationOf = (c: ConnectionWithPlatform) => c.destinationKey ?? `connection:${c.id}`;

const displayName = (platformName: string | null) =>
  platformName && isPlatformName(platformName) ? platformDescriptor(platformName).displayName : 'the platform';

export function publicationsService(db: Db, queue: JobQueue, keyring: Keyring, ctx: PublisherContext) {
  const repo = publicationsRepository(db);
  const ledger = ledgerRepository(db);
  const blogs = blogsRepository(db);
  const connections = connectionsRepository(db);
  const remote = remoteActions(db, keyring, ctx);
  const ofBlogOwnedBy = (blogUserId: number) => (p: PublicationWithPlatform) => ({ ...p, blogUserId });

  /** A publication the actor may read (its blog is theirs), else the 404 of a missing one. */
  async function readable(actor: Actor, id: PublicationId): Promise<PublicationView> {
    const p = await repo.findById(id);
    return publicationPolicy.authorize(actor, 'read', p && { ...p, blogUserId: p.blogUserId ?? -1 });
  }
  const reread = async (id: number, blogUserId: number) => {
    const p = await repo.findById(id);
    if (!p) throw notFound('Publication');
    return { ...p, blogUserId };
  };

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
     * Creates (or reuses) the one publication row for this blog and destination (the site, whatever
     * connection reaches it) and queues a job. Already queued or running: the same row comes back
     * and no second job is made. Published: refused. Failed, draft or withdrawn: queued again, and
     * the worker updates the post already on the platform (same id and URL) instead of making one.
     * Scheduled: moved to the new time, or published now (a post the platform holds gets the new
     * time there); the job for the old time is called off.
     */
    async publish(
      actor: Actor,
      blogId: BlogId,
      req: PublishRequest,
    ): Promise<{ publication: PublicationView; queued: boolean }> {
      const blog = blogPolicy.authorize(actor, 'publish', await blogs.findById(blogId));
      // A version of what is being published, so the history shows it (docs/decisions/019-nobodys-words-are-lost.md).
      await versionRecorder(db).recordVersion(actor, blogId, 'publish');
      const connection = connectionPolicy.authorize(
        actor,
        'read',
        await connections.findById(req.platformConnectionId),
      );
      const mode = req.mode ?? 'publish';
      const publishAt = req.publishAt ? new Date(req.publishAt) : null;
      if (publishAt && publishAt.getTime() < Date.now() - 60_000) {
        throw badRequest('The publish time is in the past.', {
          fieldErrors: { publishAt: ['Choose a time in the future.'] },
        });
      }
      if (publishAt && mode === 'draft') {
        throw badRequest('A draft cannot be scheduled: choose Publish to schedule it.', {
          fieldErrors: { publishAt: ['A draft cannot be scheduled.'] },
        });
      }
      const caps = isPlatformName(connection.platformName)
        ? platformDescriptor(connection.platformName).capabilities
        : undefined;
      // This destination's own title, tags and excerpt, within the platform's limits (docs/decisions/046).
      if (req.overrides) assertOverridesFit(connection.platformName, req.overrides);
      const overrides = req.overrides === undefined ? {} : { overrides: storedOverrides(req.overrides) };
      const future = publishAt && publishAt.getTime() > Date.now() ? publishAt : null;
      // Native scheduling: the job sends the post now and the platform holds it; else the queue waits.
      const status = future && caps?.schedule !== 'native' ? 'scheduled' : 'pending';
      const destination = destinationOf(connection);
      const meta: PublicationMeta = {
        mode,
        // Unset: the platform's default (WordPress without an SEO plugin adds it: its only canonical pointer).
        ...(req.originallyPublishedNote === undefined ? {} : { originallyPublishedNote: req.originallyPublishedNote }),
      };
      if (req.home) await ledger.setHome(blog.id, destination);

      const values = { platformConnectionId: connection.id, status, scheduledAt: future, ...overrides } as const;
      let row = await repo.insertIfAbsent({ blogId, destinationKey: destination, metadata: meta, ...values });
      const inserted = Boolean(row);
      let queued = inserted;
      if (!row) {
        const existing = await repo.findByBlogAndDestination(blogId, destination);
        if (!existing) throw notFound('Publication');
        if (existing.status === 'published') {
          const where = connection.username ?? displayName(connection.platformName);
          throw conflict(
            mode === 'draft'
              ? `This blog is live on ${where}. Withdraw it there first to make it a draft again.`
              : `This blog is already published to ${where}.`,
          );
        }
        if (existing.status === 'scheduled' && mode === 'draft') {
          throw conflict(
            'This publication is scheduled. Cancel it first to keep the post as a draft, or pick a new time.',
          );
        }
        const retry = publicationPolicy.can(actor, 'retry', { ...existing, blogUserId: blog.userId });
        row = retry ? await ledger.requeue(existing, values, meta) : undefined;
        queued = Boolean(row);
        row ??= existing;
      }
      const startAfter = status === 'scheduled' ? (future ?? undefined) : undefined;
      // Queued again (a retry, a new time): no job for an earlier time may stay behind.
      if (queued && inserted) await enqueuePublication(queue, row.id, startAfter);
      else if (queued) await replacePublicationJob(queue, row.id, startAfter);
      return { publication: await reread(row.id, blog.userId), queued };
    },

    /**
     * Calls off a pending or scheduled publication (`DELETE /api/publications/:id`). One that never
     * reached the platform is removed; a post the platform holds for later goes back to a draft there.
     * Its waiting job goes too, so publishing it again (now or at another time) starts at once.
     */
    async cancel(actor: Actor, id: PublicationId): Promise<void> {
      const p = publicationPolicy.authorize(actor, 'cancel', await readable(actor, id));
      if (!p.platformBlogId) {
        if (await ledger.deleteQueued(p.id)) return dropPublicationJobs(queue, p.id);
        throw conflict(
          `This publication is being sent to ${displayName(p.platformName)}: it can no longer be cancelled.`,
        );
      }
      const meta = repo.meta(p);
      if (meta.remoteStatus === 'scheduled') {
        await remote.withdraw(p, 'draft');
        if (await ledger.restoreQueued(p, 'draft', 'draft')) return dropPublicationJobs(queue, p.id);
      } else if (await ledger.restoreQueued(p, meta.previousStatus ?? 'withdrawn')) {
        return dropPublicationJobs(queue, p.id);
      }
      throw conflict(
        `This publication is being sent to ${displayName(p.platformName)}: it can no longer be cancelled.`,
      );
    },

    /** Takes the post off the platform (docs/decisions/018-publishing-destinations-and-modes.md) and records `withdrawn`; Medium's API cannot. */
    async withdraw(actor: Actor, id: PublicationId, req: WithdrawRequest): Promise<PublicationView> {
      const p = await readable(actor, id);
      const name = displayName(p.platformName);
      if (!platformCanWithdraw(p.platformName)) {
        throw new AppError(
          422,
          'withdraw_unsupported',
          `${name}'s API cannot unpublish or delete a post. Open the post on ${name} to unlist or delete it there.`,
        );
      }
      publicationPolicy.authorize(actor, 'withdraw', p);
      const caps = isPlatformName(p.platformName ?? '')
        ? platformDescriptor(p.platformName as never).capabilities
        : null;
      const how = req?.how ?? (caps?.unpublish ? 'draft' : 'trash');
      if (how === 'draft' && !caps?.unpublish) {
        throw badRequest(`${name} cannot turn a post back into a draft; it can only remove it.`, {
          fieldErrors: { how: [`${name} can only remove the post: choose trash.`] },
        });
      }
      // The home copy: the copies that point to it get the new home the creator chose (checked first).
      const blog = await repo.findBlog(p.blogId);
      const handover = blog ? await prepareHomeHandover(db, actor, blog, p, req?.newHome) : null;
      await remote.withdraw(p, how);
      await ledger.markWithdrawn(p, how, caps?.withdrawRemoves ?? false);
      await handover?.apply((publicationId) => enqueuePublication(queue, publicationId));
      return reread(p.id, p.blogUserId);
    },

    /**
     * 'Update everywhere' (docs/decisions/018): pushes the blog's current content to every live
     * destination in place (same post, same URL), one job each. Platforms that cannot update a
     * post (Medium) are left as they are.
     */
    async updateEverywhere(actor: Actor, blogId: BlogId): Promise<PublicationView[]> {
      const blog = blogPolicy.authorize(actor, 'publish', await blogs.findById(blogId));
      const rows = await ledger.listForBlog(blog.id);
      const live = rows.filter((r) => r.status === 'published' && r.platformBlogId);
      if (live.length === 0) throw conflict('This blog is not live anywhere yet: publish it first.');
      for (const r of live) {
        const p = await repo.findById(r.id);
        const name = p?.platformName ?? r.destinationKey?.split(':')[0] ?? '';
        if (!isPlatformName(name) || !platformDescriptor(name).capabilities.update) continue;
        if (await ledger.requestUpdate(r.id)) await enqueuePublication(queue, r.id);
      }
      return Promise.all(rows.map((r) => reread(r.id, blog.userId)));
    },

    /** The blog's home destination: the one every other destination names as canonical (docs/decisions/018-publishing-destinations-and-modes.md). */
    async setHome(actor: Actor, blogId: BlogId, req: HomeRequest): Promise<void> {
      const blog = blogPolicy.authorize(actor, 'publish', await blogs.findById(blogId));
      if (req.publicPage) return ledger.setHome(blog.id, PUBLIC_PAGE_DESTINATION);
      if (!req.platformConnectionId) return ledger.setHome(blog.id, null);
      const connection = connectionPolicy.authorize(
        actor,
        'read',
        await connections.findById(req.platformConnectionId),
      );
      await ledger.setHome(blog.id, destinationOf(connection));
    },

    /** Before a blog is deleted: its pending and scheduled publications are called off (docs/decisions/018-publishing-destinations-and-modes.md). */
    async cancelQueuedForBlog(actor: Actor, blogId: number): Promise<void> {
      const blog = await blogs.findById(blogId as BlogId);
      // Not the owner's, or published (its deletion is refused anyway): nothing is called off.
      if (!blog || blog.userId !== actor.userId || blog.isPublished) return;
      for (const r of await ledger.listForBlog(blog.id)) {
        if (['pending', 'scheduled'].includes(r.status)) await this.cancel(actor, r.id as PublicationId);
      }
    },
  };
}
