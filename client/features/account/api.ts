import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountExportSchema,
  accountSchema,
  accountTimeZoneSchema,
  deletionSummarySchema,
  deviceSchema,
  signedOutSchema,
  type Account,
  type AccountExport,
  type AccountTimeZone,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type UpdateAccountInput,
} from '@common/account';
import { api, dataOf } from '@client/lib/api-client';
import { USER_QUERY_KEY } from '@client/features/auth';

const ACCOUNT_KEY = ['/api/account'] as const;
const DEVICES_KEY = ['/api/account/sessions'] as const;
const SUMMARY_KEY = ['/api/account/deletion-summary'] as const;
const exportKey = (id: string) => ['/api/account/exports', id] as const;

/** This browser is signed out: no user, no cached data of theirs (the route guard then shows /auth). */
export function forgetSignedInUser(qc: QueryClient) {
  qc.setQueryData(USER_QUERY_KEY, null);
  qc.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

/** How often a running export's progress is read. */
const EXPORT_POLL_MS = 1_000;

export const accountQueryOptions = queryOptions({
  queryKey: ACCOUNT_KEY,
  queryFn: async ({ signal }) => accountSchema.parse(await dataOf(api.GET('/api/account', { signal }))),
});

export const devicesQueryOptions = queryOptions({
  queryKey: DEVICES_KEY,
  queryFn: async ({ signal }) =>
    z.array(deviceSchema).parse(await dataOf(api.GET('/api/account/sessions', { signal }))),
});

export const deletionSummaryQueryOptions = queryOptions({
  queryKey: SUMMARY_KEY,
  queryFn: async ({ signal }) =>
    deletionSummarySchema.parse(await dataOf(api.GET('/api/account/deletion-summary', { signal }))),
});

export function useUpdateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateAccountInput) =>
      accountSchema.parse(await dataOf(api.PATCH('/api/account', { body: input }))),
    onSuccess: async (account) => {
      qc.setQueryData(ACCOUNT_KEY, account);
      await qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** Saves the account's time zone; the calendar and every scheduled time follow it. */
export function useSetTimeZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountTimeZone) =>
      accountTimeZoneSchema.parse(await dataOf(api.PUT('/api/account/time-zone', { body: input }))),
    onSuccess: ({ timeZone }) => {
      qc.setQueryData(ACCOUNT_KEY, (account: Account | undefined) => (account ? { ...account, timeZone } : account));
    },
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      signedOutSchema.parse(await dataOf(api.POST('/api/account/password', { body: input }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useSignOutDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/account/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useSignOutOthers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => signedOutSchema.parse(await dataOf(api.POST('/api/account/sessions/sign-out-others'))),
    onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useStartExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => accountExportSchema.parse(await dataOf(api.POST('/api/account/exports'))),
    onSuccess: (row) => qc.setQueryData(exportKey(row.id), row),
  });
}

const isRunning = (e: AccountExport | undefined) => e?.status === 'queued' || e?.status === 'running';

/** An export's progress, read again every second while it runs. */
export function useExport(id: string | undefined) {
  return useQuery({
    queryKey: exportKey(id ?? ''),
    queryFn: async ({ signal }) =>
      accountExportSchema.parse(
        await dataOf(api.GET('/api/account/exports/{id}', { params: { path: { id: id ?? '' } }, signal })),
      ),
    enabled: id !== undefined,
    refetchInterval: (query) => (isRunning(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => dataOf(api.POST('/api/account/delete', { body: input })),
    onSuccess: () => forgetSignedInUser(qc),
  });
}
