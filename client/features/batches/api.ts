import { queryOptions } from '@tanstack/react-query';
import {
  batchRepeatsSchema,
  batchSchema,
  currentBatchSchema,
  type Batch,
  type CreateBatchInput,
} from '@common/batches';
import { api, dataOf } from '@client/lib/api-client';

export const batchQueryKey = (id: number) => ['/api/batches', id] as const;
export const currentBatchQueryKey = (accountId: number) => ['/api/batches/current', accountId] as const;

/** Nothing is left to write: every post has its result (a cancelled batch may still finish a running post). */
export const isSettled = (b: Batch) => b.done === b.total;

/**
 * The account's batch not dismissed, from the server (docs/decisions/038-batches-that-finish.md), so
 * any browser session shows it: polled every second while posts wait or are written, still once
 * every post has its result (or on an error).
 */
export const currentBatchQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: currentBatchQueryKey(accountId),
    queryFn: async ({ signal }) =>
      currentBatchSchema.parse(
        await dataOf(api.GET('/api/batches/current', { params: { query: { instagramAccountId: accountId } }, signal })),
      ).batch,
    refetchInterval: (q) => {
      const b = q.state.data;
      return q.state.status === 'error' || !b || isSettled(b) ? false : 1000;
    },
  });

/** Drafts of the same batch this draft repeats most of (the Publish dialog's warning). */
export const batchRepeatsQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: ['/api/blogs', blogId, 'batch-repeats'] as const,
    queryFn: async ({ signal }) =>
      batchRepeatsSchema.parse(
        await dataOf(api.GET('/api/blogs/{id}/batch-repeats', { params: { path: { id: blogId } }, signal })),
      ).repeats,
  });

export const createBatch = async (input: CreateBatchInput) =>
  batchSchema.parse(await dataOf(api.POST('/api/batches', { body: input })));

export const cancelBatch = async (id: number) =>
  batchSchema.parse(await dataOf(api.DELETE('/api/batches/{id}', { params: { path: { id } } })));

export const dismissBatch = async (id: number) =>
  batchSchema.parse(await dataOf(api.POST('/api/batches/{id}/dismiss', { params: { path: { id } } })));
