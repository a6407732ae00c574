import { platformDescriptor } from '@common/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
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
import { markNeedsReconnecting } from './connection-health';
import { canonicalFor } from './home-destination';
import { ledgerRepository } from './ledger.repository';
import { attemptsRepository } from './attempts.repository';
import { publicationsRepository, type PublicationMeta } from './publications.repository';
import { publishInputFor, slugFor } from './publish-input';
import { describeFailure, uncertainMessage, type OutcomeSubject } from './outcome-messages';
import { hasDueJob, replacePublicationJob } from './publication-jobs';
import { remotePostOf } from './remote-actions';
import { placeInlineImages } from './inline-images';
import { isBlogLive, revisionDelivered, withRevision } from './revision-publishing';
import { publicationNotice } from './publication-notifications';
import type { Notifier } from '../notifications';

const MAX_ATTEMPTS = 5;
/** How long one attempt may hold a publication; a worker that dies mid-job frees it after this. */
const LEASE_MS = 150_000;
/** How often a destination waiting for the blog's home post to go live looks again. */
const HOME_WAIT_MS = 30_000;

export interface PublishingWorkerDeps {
  db: Db;
  keyring: Keyring;
  config: Config;
  ctx: PublisherContext;
  /** Back-off before retry number `attempt` (1-based) after a transient failure. */
  backoffMs?: (attempt: number) => number;
  /** Test hook: runs after the platform accepted the post and before the database knows (a crash here must not duplicate). */
  afterRemoteSuccess?: (remote: RemotePost) => Promise<void> | void;
  /** Tells the blog's owner that a job finished (publication-events.ts: over the realtime bus, to their open pages). */
  announce?: (publicationId: number, outcome: Outcome) => Promise<void>;
  /** Records notifications with the outcome's transaction (a failure; a scheduled post gone live). */
  notifier?: Notifier;
}

export type Outcome =
  | { kind: 'published'; url: string; reconciled: boolean }
  /** A draft on the platform (mode 'draft'). */
  | { kind: 'draft'; url: string }
  /** The platform holds the post until `at` (native scheduling): a job at `at` records it live. */
  | { kind: 'scheduled'; at: Date }
  | { kind: 'failed'; message: string }
  | { kind: 'retry'; delayMs: number; message: string }
  | { kind: 'skipped' };

const defaultBackoff = (attempt: number) =>
  Math.min(15 * 60_000, 30_000 * 2 ** (attempt - 1)) * (0.8 + Math.random() * 0.4);

/** What the creator asked for, as the platform would report it once done. */
const wantedStatus = (input: PublishInput): RemotePost['status'] =>
  input.mode === 'draft' ? 'draft' : input.publishAt ? 'scheduled' : 'published';

/**
 * One attempt at one publication: the publishing state machine. The row is the source of truth:
 * it is claimed (so two jobs never post at once), flagged as sent before the create call, and
 * updated with the remote post as soon as it comes back. A post already on the platform (a draft,
 * a withdrawn or held post, a live one for 'Update everywhere') is updated in place, never made
 * again. Before the first post on a destination, and after an unknown outcome, the platform is
 * asked for an existing post of this blog (findExisting), so neither an earlier connection to the
 * same site nor a crash makes a second copy. Each transition that writes more than one row commits
 * as one transaction.
 */
export async function runPublication(deps: PublishingWorkerDeps, publicationId: number): Promise<Outcome> {
  const repo = attemptsRepository(deps.db);
  const row = await repo.claim(publicationId, new Date(Date.now() + LEASE_MS));
  if (!row) return { kind: 'skipped' };
  const meta = row.metadata as PublicationMeta;
  const attempts = meta.attempts ?? 1;
  // 'Update everywhere' on a live post: it stays published whatever happens (docs/decisions/018).
  const updating = row.status === 'published';
  let platformName: string | null = null;
  // The owner is told in the transaction that records the failure (docs/decisions/039).
  const noticed = async (tx: Db, type: 'publication_failed' | 'went_live', message?: string) =>
    deps.notifier
      ? deps.notifier.record(tx, null, await publicationNotice(tx, row.blogId, type, platformName, message))
      : [];
  // The class of the failure being handled (outcome-messages.ts), stored with it (docs/decisions/041).
  let failure: PublicationMeta['failure'] = null;
  const fail = async (message: string, keepSent = false) => {
    const notified = await withTransaction(deps.db, async (tx) => {
      const txRepo = attemptsRepository(tx);
      if (updating) await txRepo.markUpdateFailed(row.id, message, failure);
      else {
        await txRepo.markFailed(row.id, message, failure);
        if (!keepSent) await txRepo.clearSent(row.id);
      }
      return noticed(tx, 'publication_failed', message);
    });
    await deps.notifier?.announce(notified);
    return { kind: 'failed', message } as const;
  };
  // A post that waited for its time (on the platform or in the queue) and is now live.
  const wentLive = (remote: RemotePost) => !updating && remote.status === 'published' && row.scheduledAt !== null;
  const record = async (remote: RemotePost) => {
    const notified = await withTransaction(deps.db, async (tx) => {
      await attemptsRepository(tx).markRemote(row, remote);
      return wentLive(remote) ? noticed(tx, 'went_live') : [];
    });
    await deps.notifier?.announce(notified);
  };

  // Unexpected errors (not PublishErrors) are left to pg-boss's retries and the sweeper; this bounds them.
  if (attempts > MAX_ATTEMPTS + 3) {
    return fail('Publishing kept failing unexpectedly and was stopped. Check the platform, then publish again.', true);
  }
  // A revision's text when the update sends one (docs/decisions/040-revisions-of-live-posts.md).
  const blog = await withRevision(deps.db, await publicationsRepository(deps.db).findBlog(row.blogId), meta);
  const connections = connectionsRepository(deps.db);
  const connection = row.platformConnectionId
    ? await connections.findById(row.platformConnectionId)
    : blog && row.destinationKey
      ? await connections.findByDestination(blog.userId, row.destinationKey)
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
  const name = platformDescriptor(connection.platformName).displayName;
  platformName = name;
  const mode = meta.mode ?? 'publish';
  const home = await canonicalFor(deps.db, blog, row, mode, deps.config.PUBLIC_URL);
  if (home.kind === 'wait') {
    await ledgerRepository(deps.db).waitForHome(row.id, home.message, new Date(Date.now() + HOME_WAIT_MS));
    return { kind: 'retry', delayMs: HOME_WAIT_MS, message: home.message };
  }
  if (home.kind === 'refuse') return fail(home.message);

  const slug = slugFor(blog, meta);
  const future = row.scheduledAt && row.scheduledAt.getTime() > Date.now() ? row.scheduledAt : null;
  const native = mode === 'publish' && future && publisher.capabilities.schedule === 'native' ? future : null;
  // The destination's own title, tags and excerpt are sent with every publish and update (docs/decisions/046).
  const input = await publishInputFor(deps, blog, {
    slug,
    canonicalUrl: home.canonicalUrl,
    meta,
    publishAt: native,
    overrides: row.overrides ?? null,
  });
  const hadSent = Boolean(meta.sentAt);

  try {
    // Each picture of the content where this platform keeps images, uploaded once per destination.
    const destinationKey = row.destinationKey ?? `connection:${connection.id}`;
    input.html = await placeInlineImages(deps, publisher, { ownerId: blog.userId, destinationKey }, input.html);
    let remote = remotePostOf(row);
    let reconciled = false;
    if (!remote && (hadSent || !meta.lookedUp) && publisher.capabilities.canFindExisting) {
      await repo.markLookedUp(row.id);
      remote = await publisher.findExisting(input);
      // The post an interrupted attempt made, just as it was asked: recorded as it is.
      reconciled = Boolean(remote && hadSent && remote.status === wantedStatus(input));
    } else if (!remote && hadSent) {
      return fail(
        `The last attempt got no answer from ${name}, which cannot be asked whether the post exists. Check your ${name} profile; publish again only if the post is not there.`,
      );
    }
    let result: RemotePost;
    if (remote && reconciled) result = remote;
    else if (remote) result = await publisher.update(remote, input);
    else {
      await repo.markSent(row.id, slug);
      result = await publisher.publish(input);
    }
    await deps.afterRemoteSuccess?.(result);
    await record(result);
    if (updating && result.status === 'published') await revisionDelivered(deps.db, row);
    if (result.status === 'draft') return { kind: 'draft', url: result.url };
    // Held for a time nobody asked for (now is asked): failed with the reason, not queued again and again.
    if (result.status === 'scheduled' && !native)
      return fail(
        `${name} kept the post scheduled instead of publishing it now. Check its date on ${name}, then publish again.`,
      );
    if (result.status === 'scheduled') return { kind: 'scheduled', at: native ?? new Date() };
    return { kind: 'published', url: result.url, reconciled };
  } catch (err) {
    if (!(err instanceof PublishError)) throw err;
    // What the creator reads (outcome-messages.ts): one reason, the platform named once, what to do.
    const blogLive = updating || (await isBlogLive(deps.db, blog.id));
    const said = describeFailure(err, connection as OutcomeSubject, { blogLive, updating });
    failure = { reason: said.reason };
    if (said.needsReconnect) await markNeedsReconnecting(deps.db, connection.id);
    const retry = async (delayMs: number, notSent: boolean) => {
      const status = updating ? 'published' : 'pending';
      const message = said.retrying(attempts, MAX_ATTEMPTS);
      const next = { reason: said.reason, attempt: attempts + 1, maxAttempts: MAX_ATTEMPTS };
      await repo.markRetry(row.id, message, new Date(Date.now() + delayMs), notSent && !hadSent, status, next);
      return { kind: 'retry', delayMs, message } as const;
    };
    const outOfAttempts = attempts >= MAX_ATTEMPTS || !said.retryable;
    switch (err.kind) {
      case 'rate_limited':
        return outOfAttempts ? fail(said.final) : retry(err.retryAfterMs ?? 60_000, true);
      case 'transient':
        return outOfAttempts ? fail(said.final, hadSent) : retry((deps.backoffMs ?? defaultBackoff)(attempts), true);
      case 'unknown_outcome':
        if (publisher.capabilities.canFindExisting && !outOfAttempts)
          return retry((deps.backoffMs ?? defaultBackoff)(attempts), false);
        return fail(uncertainMessage(connection as OutcomeSubject), publisher.capabilities.canFindExisting);
      default:
        return fail(said.final);
    }
  }
}

/** Sweeps (one a minute) that may queue a publication again before it is failed, not left to loop. */
export const MAX_SWEEPS = 5;
export const NEVER_RAN_MESSAGE = `Publishing did not go ahead: it was queued ${MAX_SWEEPS} times and no job ran it. Publish again.`;

/**
 * Queues again the publications a job should be working on but is not (lost enqueue, dead worker,
 * a job left waiting for a cancelled time that holds the publication's key). One whose due job only
 * waits for a free worker is left alone. Each requeue is counted until a job takes the publication;
 * past MAX_SWEEPS it is failed with NEVER_RAN_MESSAGE, so a requeue leads to a run or to a failure
 * the creator sees. Returns how many were requeued.
 */
export async function requeueStalePublications(db: Db, queue: JobQueue, now = new Date()): Promise<number> {
  const repo = attemptsRepository(db);
  const stale = await repo.stale(new Date(now.getTime() - 60_000));
  let requeued = 0;
  for (const p of stale) {
    if (await hasDueJob(queue, p.id, now)) continue;
    const sweeps = await repo.countSweep(p.id, p.status);
    if (sweeps === undefined) continue;
    if (sweeps > MAX_SWEEPS) {
      await repo.abandon(p.id, p.status, NEVER_RAN_MESSAGE);
      continue;
    }
    if (await replacePublicationJob(queue, p.id)) requeued++;
  }
  return requeued;
}
