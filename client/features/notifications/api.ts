import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  notificationListSchema,
  NOTIFICATIONS_EVENTS_PATH,
  notificationSettingsSchema,
  type EmailMode,
  type MarkRead,
  type NotificationType,
} from '@common/notifications';
import { api, dataOf } from '@client/lib/api-client';

export const notificationsQueryKey = ['/api/notifications'] as const;
export const notificationSettingsQueryKey = ['/api/notifications/settings'] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: async ({ signal }) => notificationListSchema.parse(await dataOf(api.GET('/api/notifications', { signal }))),
});

export const useNotifications = () => useQuery(notificationsQueryOptions);

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkRead) => dataOf(api.POST('/api/notifications/read', { body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: async ({ signal }) =>
      notificationSettingsSchema.parse(await dataOf(api.GET('/api/notifications/settings', { signal }))),
  });

export function useUpdateNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (email: Partial<Record<NotificationType, EmailMode>>) =>
      notificationSettingsSchema.parse(await dataOf(api.PUT('/api/notifications/settings', { body: { email } }))),
    onSuccess: (data) => qc.setQueryData(notificationSettingsQueryKey, data),
  });
}

const RETRY_MS = 5_000;

/**
 * Keeps the bell current (docs/decisions/039-notifications.md): the server sends the unread count
 * whenever it changes; each notice, and each reconnection (something may have been missed),
 * reads the list again.
 */
export function useLiveNotifications() {
  const qc = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refetch = () => void qc.invalidateQueries({ queryKey: notificationsQueryKey });
    const open = () => {
      source = new EventSource(NOTIFICATIONS_EVENTS_PATH, { withCredentials: true });
      source.onopen = () => {
        if (opened) refetch();
        opened = true;
      };
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(open, RETRY_MS);
      };
      source.addEventListener('notifications', refetch);
      source.addEventListener('ended', () => source?.close());
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [qc]);
}
