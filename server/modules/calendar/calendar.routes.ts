import {
  calendarEntrySchema,
  calendarQuerySchema,
  calendarSchema,
  planIdParams,
  planMoveSchema,
  planRequestSchema,
  rescheduleRequestSchema,
  rescheduleResultSchema,
} from '@common/publishing-calendar';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { presentCalendar, presentPlan } from './calendar.presenter';
import { calendarService } from './calendar.service';

/** The publishing calendar (docs/decisions/042-publishing-calendar.md). */
export async function calendarRoutes(app: App) {
  const { database, queue } = app.deps;
  const service = calendarService(database.db, queue);
  const { base, tags, errors } = signedInRoutes(app, 'calendar', 400, 401, 404, 409);

  app.get(
    '/api/calendar',
    {
      ...base,
      schema: {
        summary: 'What is scheduled, published and planned on a run of days, in a time zone',
        operationId: 'getPublishingCalendar',
        tags,
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, ...errors },
      },
    },
    async (r) => presentCalendar(actorOf(r), r.query, await service.range(actorOf(r), r.query)),
  );

  app.post(
    '/api/calendar/reschedule',
    {
      ...base,
      schema: {
        summary: "Move a schedule to another wall-clock time: all of the blog's destinations, or one",
        operationId: 'reschedulePublication',
        tags,
        body: rescheduleRequestSchema,
        response: { 200: rescheduleResultSchema, ...errors },
      },
    },
    async (r) => {
      const moved = await service.reschedule(actorOf(r), r.body);
      return {
        moved: moved.map((m) => ({ publicationId: m.publicationId, scheduledAt: m.scheduledAt.toISOString() })),
      };
    },
  );

  app.post(
    '/api/calendar/plans',
    {
      ...base,
      schema: {
        summary: 'Plan an article on a day (a planned slot never publishes)',
        operationId: 'createPlannedSlot',
        tags,
        body: planRequestSchema,
        response: { 201: calendarEntrySchema, ...errors },
      },
    },
    async (r, reply) => reply.code(201).send(presentPlan(actorOf(r), await service.plan(actorOf(r), r.body))),
  );

  app.patch(
    '/api/calendar/plans/:id',
    {
      ...base,
      schema: {
        summary: 'Move a planned slot to another day or time',
        operationId: 'movePlannedSlot',
        tags,
        params: planIdParams,
        body: planMoveSchema,
        response: { 200: calendarEntrySchema, ...errors },
      },
    },
    async (r) => presentPlan(actorOf(r), await service.movePlan(actorOf(r), r.params.id, r.body)),
  );

  app.delete(
    '/api/calendar/plans/:id',
    {
      ...base,
      schema: {
        summary: 'Remove a planned slot',
        operationId: 'deletePlannedSlot',
        tags,
        params: planIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await service.deletePlan(actorOf(r), r.params.id);
      return reply.code(204).send(null);
    },
  );
}
