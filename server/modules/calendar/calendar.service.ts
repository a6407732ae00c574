import type { BlogId, PublicationId } from '@common/ids';
import {
  NO_ACCOUNT_ZONE,
  type CalendarQuery,
  type PlanMove,
  type PlanRequest,
  type RescheduleRequest,
} from '@common/publishing-calendar';
import { daysSpan, instantOf } from '@common/zoned-time';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accountTimeZoneService } from '../account';
import { blogsRepository } from '../blogs';
import { publicationRescheduler } from '../publishing';
import { calendarRepository, type PlanWithBlog } from './calendar.repository';
import { ownBlogPolicy, planPolicy } from './calendar.policy';

/**
 * The publishing calendar's use cases (docs/decisions/042-publishing-calendar.md): the range read,
 * moving a schedule (through publishing's own scheduling, so the job runs at the new time), and
 * planned slots, which are notes on the calendar and never publish.
 */
export function calendarService(db: Db, queue: JobQueue) {
  const repo = calendarRepository(db);
  const blogs = blogsRepository(db);
  const rescheduler = publicationRescheduler(db, queue);
  const accountZone = accountTimeZoneService(db);

  const ownPlan = async (actor: Actor, id: number, action: 'read' | 'move' | 'delete') =>
    planPolicy.authorize(actor, action, await repo.findPlan(id));
  const reread = async (id: number): Promise<PlanWithBlog> => {
    const plan = await repo.findPlan(id);
    if (!plan) throw new Error(`planned slot ${id} vanished`);
    return plan;
  };

  return {
    /** What is scheduled, published and planned on the days `from` … `to` of `zone`. */
    async range(actor: Actor, q: CalendarQuery) {
      const { start, end } = daysSpan(q.from, q.to, q.zone);
      const [publications, plans] = await Promise.all([
        repo.publicationsBetween(actor.userId, start, end),
        repo.plansBetween(actor.userId, q.from, q.to),
      ]);
      return { publications, plans };
    },

    /**
     * The wall-clock time `local` in `zone` (else the account's zone) is the new time; the instant is
     * computed with the zone's rules, so 09:00 stays 09:00 across a daylight-saving change.
     */
    async reschedule(actor: Actor, req: RescheduleRequest) {
      const zone = req.zone ?? (await accountZone.get(actor));
      if (!zone) throw badRequest(NO_ACCOUNT_ZONE, { fieldErrors: { zone: [NO_ACCOUNT_ZONE] } });
      const at = instantOf(req.local, zone);
      return rescheduler.reschedule(
        actor,
        req.publicationId as PublicationId,
        at,
        { zone, local: req.local },
        req.scope ?? 'all',
      );
    },

    async plan(actor: Actor, req: PlanRequest): Promise<PlanWithBlog> {
      if (req.blogId !== undefined) ownBlogPolicy.authorize(actor, 'read', await blogs.findById(req.blogId as BlogId));
      const row = await repo.insertPlan({
        userId: actor.userId,
        blogId: req.blogId ?? null,
        title: req.blogId === undefined ? (req.title ?? null) : null,
        day: req.day,
        time: req.time ?? null,
        zone: req.zone,
        platforms: [...new Set(req.platforms ?? [])],
      });
      return reread(row.id);
    },

    async movePlan(actor: Actor, id: number, req: PlanMove): Promise<PlanWithBlog> {
      const plan = await ownPlan(actor, id, 'move');
      await repo.movePlan(plan.id, {
        day: req.day,
        time: req.time === undefined ? plan.time : req.time,
        zone: req.zone,
      });
      return reread(plan.id);
    },

    async deletePlan(actor: Actor, id: number): Promise<void> {
      const plan = await ownPlan(actor, id, 'delete');
      await repo.deletePlan(plan.id);
    },
  };
}
