import { platformDescriptor } from '@common/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
import { slugify } from '../../integrations/publishers/content';
import { createPublisher } from '../../integrations/publishers/registry';
import {
  PublishError,
  type PublisherContext,
  type PublishInput,
  type RemotePost,
} from '../../integrations/publishers/types';
import type { Keyring } from '../../lib/crypto/keyring';
import { connectionsRepository } from './connections.repository';
import { credentialsOf, isPlatformName } from './connections.service';
import { ownFeaturedImage, resolveFeaturedImage } from './featured-image';
import { publicationsRepository, type BlogRow } from './publications.repository';
import { enqueuePublication } from './publications.service';

const MAX_ATTEMPTS = 5;
/** How long one attempt may hold a publication; a worker that dies mid-job frees it after this. */
const LEASE_MS = 150_000;

export interface PublishingWorkerDeps {
  db: Db;
  keyring: Keyring;
  config: Config;
  ctx: PublisherContext;
  /** Back-off before retry number `attempt` (1-based) after a transient failure. */
  backoffMs?: (attempt: number) => number;
  /** Test hook: runs after the platform accepted the post and before the database knows (a crash here must not duplicate). */
  afterRemoteSuccess?: (remote: RemotePost) => Promise<void> | void;
}

export type Outcome =
  | { kind: 'published'; url: string; reconciled: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'retry'; delayMs: number; message: string }
  | { kind: 'skipped' };

const defaultBackoff = (attempt: number) =>
  Math.min(15 * 60_000, 30_000 * 2 ** (attempt - 1)) * (0.8 + Math.random() * 0.4);

function inputOf(blog: BlogRow, slug: string, canonicalUrl: string | null, deps: PublishingWorkerDeps): PublishInput {
  return {
    title: blog.title,
    html: blog.content,
    tags: blog.tags,
    category: blog.category,
    excerpt: blog.seoDescription,
    featuredImage: resolveFeaturedImage(blog.featuredImage, deps.config, deps.ctx.http),
    canonicalUrl,
    slug,
  };
}

/**
 * One attempt at one publication: the publishing state machine. The row is the source of truth:
 * it is claimed (so two jobs never post at once), flagged as sent before the create call, and
 * updated with the remote id and URL as soon as they come back. A flagged row whose outcome is
 * unknown (timeout, 5xx, a worker killed mid-call) is reconciled with findExisting before anything
 * is posted again. Each transition that writes more than one row commits as one transaction.
 */
export async function runPublication(deps: PublishingWorkerDeps, publicationId: number): Promise<Outcome> {
  const repo = publicationsRepository(deps.db);
  const row = await repo.claim(publicationId, new Date(Date.now() + LEASE_MS));
  if (!row) return { kind: 'skipped' };
  const meta = repo.meta(row);
  const attempts = meta.attempts ?? 1;
  const fail = async (message: string, keepSent = false) => {
    await withTransaction(deps.db, async (tx) => {
      const txRepo = publicationsRepository(tx);
      await txRepo.markFailed(row.id, message);
      if (!keepSent) await txRepo.clearSent(row.id);
    });
    return { kind: 'failed', message } as const;
  };
  const published = (remote: { id: string; url: string }) =>
    withTransaction(deps.db, (tx) => publicationsRepository(tx).markPublished(row.id, row.blogId, remote));

  // Unexpected errors (not PublishErrors) are left to pg-boss's retries and the sweeper; this bounds them.
  if (attempts > MAX_ATTEMPTS + 3) {
    return fail('Publishing kept failing unexpectedly and was stopped. Check the platform, then publish again.', true);
  }
  const blog = await repo.findBlog(row.blogId);
  const connection = row.platformConnectionId
    ? await connectionsRepository(deps.db).findById(row.platformConnectionId)
    : undefined;
  if (!blog) return fail('The blog no longer exists.');
  if (!connection || !isPlatformName(connection.platformName))
    return fail('The platform connection was removed. Connect the platform again and publish.');

  let publisher;
  try {
    publisher = createPublisher(deps.ctx, connection.platformName, credentialsOf(deps.keyring, connection));
  } catch {
    return fail('The saved credentials could not be read. Reconnect the platform and publish again.');
  }
  const slug = meta.slug ?? (slugify(blog.title) || `post-${blog.id}`);
  const featuredImage = await ownFeaturedImage(deps.db, blog);
  const input = inputOf({ ...blog, featuredImage }, slug, await repo.firstPublishedUrl(blog.id, row.id), deps);
  const hadSent = Boolean(meta.sentAt);
  const name = platformDescriptor(connection.platformName).displayName;

  try {
    if (hadSent) {
      if (!publisher.capabilities.canFindExisting) {
        return fail(
          `The last attempt got no answer from ${name}, which cannot be asked whether the post exists. Check your ${name} profile; publish again only if the post is not there.`,
        );
      }
      const existing = await publisher.findExisting(input);
      if (existing) {
        await published(existing);
        return { kind: 'published', url: existing.url, reconciled: true };
      }
    }
    await repo.markSent(row.id, slug);
    const remote = await publisher.publish(input);
    await deps.afterRemoteSuccess?.(remote);
    await published(remote);
    return { kind: 'published', url: remote.url, reconciled: false };
  } catch (err) {
    if (!(err instanceof PublishError)) throw err;
    const retry = async (delayMs: number, notSent: boolean) => {
      await repo.markRetry(row.id, err.message, new Date(Date.now() + delayMs), notSent && !hadSent);
      return { kind: 'retry', delayMs, message: err.message } as const;
    };
    const outOfAttempts = attempts >= MAX_ATTEMPTS;
    switch (err.kind) {
      case 'rate_limited':
        return outOfAttempts ? fail(err.message) : retry(err.retryAfterMs ?? 60_000, true);
      case 'transient':
        return outOfAttempts ? fail(err.message, hadSent) : retry((deps.backoffMs ?? defaultBackoff)(attempts), true);
      case 'unknown_outcome':
        if (publisher.capabilities.canFindExisting && !outOfAttempts)
          return retry((deps.backoffMs ?? defaultBackoff)(attempts), false);
        return fail(
          `${err.message} The post may have been created; check ${name} before publishing again.`,
          publisher.capabilities.canFindExisting,
        );
      default:
        return fail(err.message);
    }
  }
}

/** Queues again the publications a job should be working on but is not (lost enqueue, dead worker). */
export async function requeueStalePublications(db: Db, queue: JobQueue, now = new Date()): Promise<number> {
  const stale = await publicationsRepository(db).stale(new Date(now.getTime() - 60_000));
  for (const p of stale) await enqueuePublication(queue, p.id, p.scheduledAt ?? undefined);
  return stale.length;
}
