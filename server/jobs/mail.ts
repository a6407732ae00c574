import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { createMailTransport } from '../lib/mail/transport';
import { deliverMail, MAIL_QUEUE, sweepMail, type MailWorkerDeps } from '../modules/mail';
import type { AppDeps } from '../types';

const MAIL_SWEEP_QUEUE = 'mail.sweep';

/** Email delivery: one job per message (retried by the worker with back-off), and a sweep every few minutes. */
export async function registerMailJobs(
  boss: PgBoss,
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: Partial<MailWorkerDeps> = {},
) {
  const transport =
    options.transport ??
    createMailTransport({ smtpUrl: deps.config.SMTP_URL, from: deps.config.mailFrom, dataDir: deps.config.DATA_DIR });
  const worker: MailWorkerDeps = {
    db: deps.database.db,
    keyring: deps.keyring,
    queue: deps.queue,
    transport,
    log,
    ...options,
  };
  boss.on('stopped', () => transport.close());
  await boss.createQueue(MAIL_QUEUE, { policy: 'stately', retryLimit: 0, expireInSeconds: 120 });
  await boss.work<{ id: number }>(MAIL_QUEUE, { pollingIntervalSeconds: 1, localConcurrency: 2 }, async ([job]) => {
    if (job) await deliverMail(worker, job.data.id);
  });
  await boss.createQueue(MAIL_SWEEP_QUEUE);
  await boss.schedule(MAIL_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(MAIL_SWEEP_QUEUE, async () => {
    const queued = await sweepMail(worker);
    if (queued) log.info({ event: 'mail_sweep', queued }, 'queued emails without a job');
  });
  // At boot: whatever was queued before a restart goes out now.
  await boss.send(MAIL_SWEEP_QUEUE, {});
}
