import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarEntrySchema,
  calendarSchema,
  rescheduleResultSchema,
  type PlanMove,
  type PlanRequest,
  type RescheduleRequest,
} from '@common/publishing-calendar';
import { apiPage, apiRequest } from '@client/lib/api';

export const CALENDAR_QUERY_KEY = ['/api/calendar'] as const;

export const calendarQueryOptions = (from: string, to: string, zone: string) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, { from, to, zone }],
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ from, to, zone });
      return calendarSchema.parse(await apiRequest('GET', `/api/calendar?${q}`, undefined, { signal }));
    },
    placeholderData: (previous) => previous,
  });

/** The creator's own blogs, for the plan dialog (the first page is enough to pick from). */
export const myBlogsForPlanOptions = queryOptions({
  queryKey: ['/api/blogs', 'calendar-plan'],
  queryFn: async ({ signal }) => {
    const page = await apiPage<{ id: number; title: string; userId: number }>('/api/blogs?limit=50', { signal });
    return page.items.map((b) => ({ id: b.id, title: b.title }));
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
    rescheduleResultSchema.parse(await apiRequest('POST', '/api/calendar/reschedule', input)),
  );

export const usePlan = () =>
  useCalendarMutation(async (input: PlanRequest) =>
    calendarEntrySchema.parse(await apiRequest('POST', '/api/calendar/plans', input)),
  );

export const useMovePlan = () =>
  useCalendarMutation(async ({ id, ...input }: PlanMove & { id: number }) =>
    calendarEntrySchema.parse(await apiRequest('PATCH', `/api/calendar/plans/${id}`, input)),
  );

export const useDeletePlan = () =>
  useCalendarMutation((id: number) => apiRequest<void>('DELETE', `/api/calendar/plans/${id}`));
