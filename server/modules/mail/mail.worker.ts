import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Keyring } from '../../lib/crypto/keyring';
import type { MailTransport } from '../../lib/mail/transport';
import { mailRepository } from './mail.repository';
import { enqueueMail, unsealMessage } from './mail.service';

export interface MailWorkerDeps {
  db: Db;
  keyring: Keyring;
  queue: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Wait before attempt `n + 1` after `n` failed ones (default: 30 s doubling, at most 30 minutes). */
  backoffMs?: (attempts: number) => number;
  /** Attempts before a message is given up (default 12: about 3 hours of a mail server being down). */
  maxAttempts?: number;
}

const defaultBackoff = (attempts: number) => Math.min(30 * 60_000, 30_000 * 2 ** (attempts - 1));

/**
 * Delivers one queued message. A message already sent (a second job, a sweep) is left alone; a
 * failure is recorded and retried later, until `maxAttempts`, when the record says failed.
 */
export async function deliverMail(deps: MailWorkerDeps, id: number): Promise<'sent' | 'retry' | 'failed' | 'skipped'> {
  const repo = mailRepository(deps.db);
  const row = await repo.find(id);
  if (!row || row.status !== 'queued' || !row.sealed) return 'skipped';
  try {
    await deps.transport.send(unsealMessage(deps.keyring, row.userId, row.sealed));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const attempts = await repo.markAttemptFailed(id, message);
    if (attempts >= (deps.maxAttempts ?? 12)) {
      await repo.markFailed(id, message);
      deps.log.error({ event: 'mail_failed', mailId: id, type: row.type, attempts, err: message }, 'email given up');
      return 'failed';
    }
    const delay = (deps.backoffMs ?? defaultBackoff)(attempts);
    await enqueueMail(deps.queue, id, new Date(Date.now() + delay));
    deps.log.warn({ event: 'mail_retry', mailId: id, attempts, delayMs: delay, err: message }, 'email not sent yet');
    return 'retry';
  }
  await repo.markSent(id);
  deps.log.info({ event: 'mail_sent', mailId: id, type: row.type, via: deps.transport.kind }, 'email sent');
  return 'sent';
}

/** Queues a job for every message still queued after `graceMs` (a job lost to a crash or a full queue). */
export async function sweepMail(deps: Pick<MailWorkerDeps, 'db' | 'queue'>, graceMs = 5 * 60_000): Promise<number> {
  const ids = await mailRepository(deps.db).queuedBefore(new Date(Date.now() - graceMs), 500);
  let queued = 0;
  for (const id of ids) if (await enqueueMail(deps.queue, id)) queued++;
  return queued;
}
