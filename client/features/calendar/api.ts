import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarEntrySchema,
  calendarSchema,
  rescheduleResultSchema,
  type PlanMove,
  type PlanRequest,
  type RescheduleRequest,
} from '@common/publishing-calendar';
import { z } from 'zod';
import { api, dataOf, pageOf } from '@client/lib/api-client';

export const CALENDAR_QUERY_KEY = ['/api/calendar'] as const;

export const calendarQueryOptions = (from: string, to: string, zone: string) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, { from, to, zone }],
    queryFn: async ({ signal }) =>
      calendarSchema.parse(await dataOf(api.GET('/api/calendar', { params: { query: { from, to, zone } }, signal }))),
    placeholderData: (previous) => previous,
  });

/** The creator's own blogs, for the plan dialog (the first page is enough to pick from). */
export const myBlogsForPlanOptions = queryOptions({
  queryKey: ['/api/blogs', 'calendar-plan'],
  queryFn: async ({ signal }) => {
    const page = await pageOf(api.GET('/api/blogs', { params: { query: { limit: 50 } }, signal }));
    return z.array(z.object({ id: z.number(), title: z.string() })).parse(page.items);
  },
});

function useCalendarMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The calendar refetches in the background: a dialog closes as soon as the server said yes.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
      // A moved schedule shows in the blog's history and on My Blogs too.
      void qc.invalidateQueries({ queryKey: ['/api/blogs'] });
    },
  });
}

export const useReschedule = () =>
  useCalendarMutation(async (input: RescheduleRequest) =>
    rescheduleResultSchema.parse(await dataOf(api.POST('/api/calendar/reschedule', { body: input }))),
  );

export const usePlan = () =>
  useCalendarMutation(async (input: PlanRequest) =>
    calendarEntrySchema.parse(await dataOf(api.POST('/api/calendar/plans', { body: input }))),
  );

export const useMovePlan = () =>
  useCalendarMutation(async ({ id, ...input }: PlanMove & { id: number }) =>
    calendarEntrySchema.parse(
      await dataOf(api.PATCH('/api/calendar/plans/{id}', { params: { path: { id } }, body: input })),
    ),
  );

export const useDeletePlan = () =>
  useCalendarMutation((id: number) => dataOf(api.DELETE('/api/calendar/plans/{id}', { params: { path: { id } } })));
