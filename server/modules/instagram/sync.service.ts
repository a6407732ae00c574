import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Keyring } from '../../lib/crypto/keyring';
import type { MediaLibrary } from '../../lib/storage/media-storage';
import { InstagramApiError } from '../../integrations/instagram/errors';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import { importImage, MediaImportError } from '../../integrations/instagram/media-import';
import {
  captionOf,
  childImageSource,
  displayImageSource,
  instagramMetadata,
  parseHashtags,
  postType,
} from '../../integrations/instagram/post-mapping';
import type { InstagramChild, InstagramMedia } from '../../integrations/instagram/schemas';
import { accountsRepository, type AccountRow } from './accounts.repository';
import { postsRepository, type PostInsert, type PostRow } from './posts.repository';
import { decryptToken } from './tokens';

/** Posts are re-synced when the stored list is older than this. */
export const SYNC_STALE_MS = 5 * 60 * 1000;
/** A sync lease older than this is considered abandoned (crashed process). */
export const SYNC_LEASE_MS = 10 * 60 * 1000;
const DOWNLOAD_CONCURRENCY = 6;
/** A saved resume cursor older than this is not used: Instagram's cursors can become invalid. */
export const SYNC_CURSOR_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type SyncMode = 'full' | 'recent';
export type SyncOutcome =
  { status: 'synced'; imported: number } | { status: 'skipped' } | { status: 'failed'; kind: string };

/** Posts stored so far by this sync (reported even when it stops part-way). */
interface Progress {
  imported: number;
}

interface SlideMeta {
  type: 'image' | 'video';
  mediaUrl: string | null;
  instagramId: string;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Imports an account's media into instagram_posts (upsert by account + instagramId), copying the
 * images Inkgram shows into media storage. One sync per account at a time (a lease in the row);
 * an expired/revoked token marks the account for reconnection and stops without retrying; a rate
 * limit blocks syncing until Instagram's estimate; what was imported before a failure is kept.
 */
export function syncService(deps: {
  db: Db;
  keyring: Keyring;
  media: MediaLibrary;
  env: InstagramEnvironmentGetter;
  log: FastifyBaseLogger;
}) {
  const accounts = accountsRepository(deps.db);
  const posts = postsRepository(deps.db);
  const inFlight = new Map<number, Promise<SyncOutcome>>();

  async function copy(
    ownerId: number,
    url: string | null,
    refresh: () => Promise<string | null>,
  ): Promise<string | null> {
    if (!url) return null;
    const env = deps.env();
    const opts = { allowHosts: env.mediaHosts, allowPrivate: env.allowPrivate, ownerId };
    try {
      return await importImage(deps.media, url, opts);
    } catch (err) {
      if (err instanceof MediaImportError && err.reason === 'expired') {
        const fresh = await refresh().catch(() => null); // the CDN link expired: ask Instagram for a new one
        if (fresh) return importImage(deps.media, fresh, opts).catch(() => null);
      }
      return null;
    }
  }

  async function toRow(
    account: AccountRow,
    token: string,
    media: InstagramMedia,
    existing?: PostRow,
  ): Promise<PostInsert> {
    const env = deps.env();
    let item = media;
    if (item.media_type === 'CAROUSEL_ALBUM' && !item.children) {
      item = { ...item, children: { data: await env.client.getChildren(token, item.id) } };
    }
    const old = existing?.metadata as { slides?: SlideMeta[]; sourceId?: string } | undefined;
    const reuse = existing?.mediaUrl && old?.sourceId === item.id ? existing.mediaUrl : undefined;
    const mediaUrl =
      reuse ??
      (await copy(account.userId, displayImageSource(item), async () =>
        displayImageSource(await env.client.getMedia(token, item.id)),
      ));
    const children: InstagramChild[] = item.children?.data ?? [];
    const slides: SlideMeta[] = [];
    for (const child of children) {
      const prev = old?.slides?.find((s) => s.instagramId === child.id && s.mediaUrl);
      const url =
        prev?.mediaUrl ??
        (await copy(account.userId, childImageSource(child), async () => {
          const fresh = (await env.client.getChildren(token, item.id)).find((c) => c.id === child.id);
          return fresh ? childImageSource(fresh) : null;
        }));
      slides.push({ type: child.media_type === 'VIDEO' ? 'video' : 'image', mediaUrl: url, instagramId: child.id });
    }
    const timestamp = new Date(item.timestamp);
    return {
      accountId: account.id,
      instagramId: item.id,
      type: postType(item),
      mediaUrl,
      permalink: item.permalink ?? null,
      caption: captionOf(item),
      likes: item.like_count ?? 0,
      comments: item.comments_count ?? 0,
      timestamp: Number.isNaN(timestamp.getTime()) ? new Date() : timestamp,
      hashtags: parseHashtags(item.caption),
      metadata: { slides, sourceId: item.id, instagram: instagramMetadata(item) },
    };
  }

  /**
   * Imports pages from the top (or from `after`), upserting each page before reading the next. A
   * full walk saves the next page's cursor after each page, so a walk cut short by a crash or an
   * error resumes there; a recent walk stops at the first page it already holds entirely.
   */
  async function importPages(account: AccountRow, token: string, mode: SyncMode, progress: Progress, after?: string) {
    for await (const { media: page, nextCursor } of deps.env().client.listMedia(token, { after })) {
      const existing = await posts.findExisting(
        account.id,
        page.map((m) => m.id),
      );
      const byId = new Map(existing.map((p) => [p.instagramId, p]));
      const rows = await mapLimit(page, DOWNLOAD_CONCURRENCY, (m) => toRow(account, token, m, byId.get(m.id)));
      await posts.upsertMany(rows);
      progress.imported += rows.length;
      if (mode === 'full') {
        await accounts.update(account.id, { syncCursor: nextCursor ?? null, syncCursorAt: new Date() });
      }
      if (mode === 'recent' && page.length > 0 && page.every((m) => byId.has(m.id))) break;
    }
  }

  /** The cursor an interrupted full walk left, when it is recent enough to trust. */
  function resumeCursor(account: AccountRow, now: Date): string | undefined {
    const at = account.syncCursorAt?.getTime();
    return account.syncCursor && at && now.getTime() - at < SYNC_CURSOR_MAX_AGE_MS ? account.syncCursor : undefined;
  }

  /**
   * Any sync first finishes an interrupted full import where it stopped, then reads the top for
   * posts published since; a cursor Instagram refuses (code 100) means reading everything from the top again —
   * posts already held keep their stored images, so nothing is downloaded or stored twice.
   */
  async function importAll(account: AccountRow, token: string, mode: SyncMode, progress: Progress, now: Date) {
    const after = resumeCursor(account, now); // an interrupted import is finished whichever sync comes next
    if (!after) return importPages(account, token, mode, progress);
    try {
      await importPages(account, token, 'full', progress, after);
      await importPages(account, token, 'recent', progress);
    } catch (err) {
      if (!(err instanceof InstagramApiError && err.kind === 'bad_request')) throw err;
      deps.log.info({ event: 'instagram_sync_cursor_refused', accountId: account.id }, 'resume cursor refused');
      await importPages(account, token, 'full', progress);
    }
  }

  async function run(accountId: number, mode: SyncMode): Promise<SyncOutcome> {
    const now = new Date();
    const account = await accounts.claimSync(accountId, now, SYNC_LEASE_MS);
    if (!account) return { status: 'skipped' };
    const startedAt = performance.now();
    const progress: Progress = { imported: 0 };
    try {
      const token = decryptToken(deps.keyring, account);
      await importAll(account, token, mode, progress, now);
      await accounts.update(account.id, { lastSyncedAt: new Date(), lastSyncError: null, syncStartedAt: null });
      deps.log.info(
        {
          event: 'instagram_sync',
          accountId,
          mode,
          imported: progress.imported,
          ms: Math.round(performance.now() - startedAt),
        },
        'instagram sync done',
      );
      return { status: 'synced', imported: progress.imported };
    } catch (err) {
      const kind = err instanceof InstagramApiError ? err.kind : 'internal';
      const message = err instanceof InstagramApiError ? err.message : 'The import stopped unexpectedly.';
      const patch: Parameters<typeof accounts.update>[1] = { syncStartedAt: null, lastSyncError: message };
      if (kind === 'auth_expired' || kind === 'permission') patch.needsReconnect = true;
      if (kind === 'rate_limited' && err instanceof InstagramApiError) {
        patch.syncBlockedUntil = new Date(Date.now() + (err.detail.retryAfterSeconds ?? 600) * 1000);
      }
      if (kind === 'transient') patch.syncBlockedUntil = new Date(Date.now() + 60_000);
      await accounts.update(account.id, patch);
      const logged = { event: 'instagram_sync_failed', accountId, kind, imported: progress.imported };
      if (kind === 'internal') deps.log.error({ ...logged, err }, 'instagram sync failed');
      else deps.log.warn(logged, 'instagram sync failed');
      return { status: 'failed', kind };
    }
  }

  return {
    /** Runs (or joins) the account's sync in this process. */
    sync(accountId: number, mode: SyncMode = 'full'): Promise<SyncOutcome> {
      const running = inFlight.get(accountId);
      if (running) return running;
      const p = run(accountId, mode).finally(() => inFlight.delete(accountId));
      inFlight.set(accountId, p);
      return p;
    },
    /** Starts a sync in the background (errors are recorded on the account, never thrown). */
    requestSync(accountId: number, mode: SyncMode = 'recent') {
      this.sync(accountId, mode).catch((err: unknown) => deps.log.error({ err, accountId }, 'instagram sync crashed'));
    },
    isRunning: (accountId: number) => inFlight.has(accountId),
    running: (accountId: number) => inFlight.get(accountId),
    /** Waits for every sync of this process (shutdown, tests). */
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
    },
  };
}

export type SyncService = ReturnType<typeof syncService>;
