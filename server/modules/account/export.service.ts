import { ACCOUNT_MESSAGES, EXPORT_TTL_HOURS } from '@common/account';
import { ERROR_CODES } from '@common/errors';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { randomToken } from '../../lib/crypto/tokens';
import { notFound, unavailable } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { accountRepository } from './account.repository';
import { buildArchive, mediaKeysOf } from './export-archive';
import { exportsRepository, type ExportRow } from './exports.repository';

/** The pg-boss queue the archive jobs run on (server/jobs/account.ts). */
export const EXPORT_QUEUE = 'account.export';

export interface ExportLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Steps besides the blogs: the JSON files and the zip itself. */
const FIXED_STEPS = 2;

export function exportService(db: Db, queue: Pick<JobQueue, 'send'>) {
  const repo = exportsRepository(db);

  return {
    /** Starts an export of everything the actor owns, or returns the one already under way. */
    async request(actor: Actor): Promise<ExportRow> {
      const { userId } = actor;
      const pending = await repo.findPending(userId);
      if (pending) return pending;
      const row = await repo.insert({
        publicId: randomToken(16),
        userId,
        expiresAt: new Date(Date.now() + EXPORT_TTL_HOURS * 3600 * 1000),
      });
      try {
        await queue.send(EXPORT_QUEUE, { exportId: row.id }, { singletonKey: `account-export-${row.id}` });
      } catch (err) {
        // Never left pending: a pending row would answer every later request without a job behind it.
        await repo.fail(row.id, 'The export could not be queued.');
        throw Object.assign(unavailable(ERROR_CODES.jobsUnavailable, ACCOUNT_MESSAGES.exportQueueDown), { cause: err });
      }
      return row;
    },

    async get(actor: Actor, publicId: string): Promise<ExportRow> {
      const row = await repo.findOwned(actor.userId, publicId);
      if (!row || row.expiresAt <= new Date()) throw notFound('Export');
      return row;
    },

    /** The archive's bytes, for its owner only, while it has not expired. */
    async download(actor: Actor, publicId: string): Promise<{ row: ExportRow; zip: Buffer }> {
      const row = await repo.findOwned(actor.userId, publicId);
      const zip = row && row.status === 'ready' && row.expiresAt > new Date() ? await repo.readZip(row.id) : undefined;
      if (!row || !zip) throw notFound('Export');
      return { row, zip };
    },
  };
}

/** Deletes archives past their expiry (the hourly job). */
export const purgeExpiredExports = (db: Db) => exportsRepository(db).deleteExpired(new Date());

/** The job: gathers the user's data, writes the zip with progress along the way, stores it. */
export async function runExport(db: Db, storage: MediaStorage, exportId: number, log: ExportLog): Promise<void> {
  const repo = exportsRepository(db);
  const row = await repo.findById(exportId);
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  try {
    const userId = row.userId;
    const [user, blogs, prompts, contributions, publications] = await Promise.all([
      accountRepository(db).findUser(userId),
      repo.blogsOf(userId),
      repo.promptsOf(userId),
      repo.contributionsOf(userId),
      repo.publicationsOf(userId),
    ]);
    const total = blogs.length + FIXED_STEPS;
    await repo.progress(exportId, { status: 'running', done: 0, total });
    const owned = await repo.ownedKeys(userId, [...new Set(blogs.flatMap(mediaKeysOf))]);
    const zip = await buildArchive({
      account: {
        username: user?.username,
        name: user?.name,
        email: user?.email,
        createdAt: user?.createdAt,
        exportedAt: new Date().toISOString(),
      },
      blogs,
      prompts: prompts.map(({ userId: _owner, ...p }) => p),
      contributions,
      publications,
      image: async (key) => (owned.has(key) ? (await storage.get(key))?.bytes : undefined),
      onBlog: (done) => repo.progress(exportId, { done }),
    });
    await repo.progress(exportId, { done: total - 1 });
    await repo.finish(exportId, zip);
    log.info({ event: 'account_export_ready', exportId, bytes: zip.length, blogs: blogs.length }, 'export ready');
  } catch (err) {
    log.error({ err, exportId }, 'account export failed');
    await repo.fail(exportId, 'The export could not be completed. Please try again.');
  }
}
