import { isPlatformName, platformDescriptor } from '@common/platforms';
import type { PublicationId } from '@common/ids';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { badRequest, conflict } from '../../lib/errors';
import { definePolicy, isOwner, type Actor } from '../../lib/policy';
import { ledgerRepository } from './ledger.repository';
import { replacePublicationJob } from './publication-jobs';
import { publicationsRepository } from './publications.repository';
import { rescheduleRepository, type WallClock } from './reschedule.repository';

const nameOf = (platformName: string | null) =>
  platformName && isPlatformName(platformName) ? platformDescriptor(platformName).displayName : 'the platform';

/** Being sent now: the platform is being given the post (or its new time); a move waits for that. */
const beingSent = (p: { status: string; scheduledAt: Date | null }) =>
  ['pending', 'publishing'].includes(p.status) && Boolean(p.scheduledAt && p.scheduledAt.getTime() > Date.now());

/** What the schedule rules read. */
export interface ScheduleSubject {
  blogUserId: number;
  status: string;
  scheduledAt: Date | null;
  platformConnectionId: number | null;
  platformName: string | null;
}

/**
 * Who may move a schedule (docs/decisions/042-publishing-calendar.md): the owner of the blog, while
 * the publication is scheduled and still has its connection.
 */
export const schedulePolicy = definePolicy({
  resource: 'Publication',
  rules: {
    read: (actor, p: ScheduleSubject) => isOwner(actor, p.blogUserId),
    move: (actor, p: ScheduleSubject) =>
      isOwner(actor, p.blogUserId) && p.status === 'scheduled' && p.platformConnectionId !== null,
  },
  denied: {
    move: (p) =>
      beingSent(p)
        ? conflict(`The new time is being sent to ${nameOf(p.platformName)}. Try again in a moment.`)
        : p.status === 'scheduled'
          ? conflict(`The ${nameOf(p.platformName)} connection was removed: connect the site again to move this post.`)
          : conflict(`This post on ${nameOf(p.platformName)} is not scheduled, so it has no time to move.`),
  },
});

/** Whether a publication shows on the calendar as scheduled (a held post being sent counts). */
export const isScheduled = (p: { status: string; scheduledAt: Date | null }) =>
  p.status === 'scheduled' || beingSent(p);

/**
 * Moves schedules to a new time with the scheduling publishing already has (docs/decisions/018):
 * where the platform holds the post (WordPress, Ghost) the job sends the new time at once and a job
 * waits for it; elsewhere the job waits in the queue. The job for the old time is called off.
 */
export function publicationRescheduler(db: Db, queue: JobQueue) {
  const repo = publicationsRepository(db);
  const ledger = ledgerRepository(db);
  const moves = rescheduleRepository(db);

  return {
    async reschedule(
      actor: Actor,
      id: PublicationId,
      at: Date,
      wallClock: WallClock,
      scope: 'all' | 'one',
    ): Promise<{ publicationId: number; scheduledAt: Date }[]> {
      const first = schedulePolicy.authorize(actor, 'read', await repo.findById(id));
      if (at.getTime() < Date.now() - 60_000) {
        throw badRequest('The new time is in the past.', { fieldErrors: { local: ['Choose a time in the future.'] } });
      }
      const siblings =
        scope === 'one'
          ? []
          : (await ledger.listForBlog(first.blogId)).filter((r) => r.id !== first.id && isScheduled(r));
      const targets = [first];
      for (const r of siblings) {
        const p = await repo.findById(r.id);
        if (p) targets.push(p);
      }
      // Every destination is checked before any moves: all of them go, or none.
      for (const p of targets) schedulePolicy.authorize(actor, 'move', p);

      const moved: { publicationId: number; scheduledAt: Date }[] = [];
      for (const p of targets) {
        const native = isPlatformName(p.platformName ?? '')
          ? platformDescriptor(p.platformName as never).capabilities.schedule === 'native'
          : false;
        const status = native ? 'pending' : 'scheduled';
        const row = await moves.move(p.id, status, at, wallClock);
        if (!row) throw conflict(`The new time is being sent to ${nameOf(p.platformName)}. Try again in a moment.`);
        // Native: the job sends the new time to the platform now; else the job waits for the time.
        await replacePublicationJob(queue, p.id, native ? undefined : at);
        moved.push({ publicationId: p.id, scheduledAt: at });
      }
      return moved;
    },
  };
}
