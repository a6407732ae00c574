import { queryOptions } from '@tanstack/react-query';
import type { Batch, BatchRepeat, CreateBatchInput } from '@common/batches';
import { apiRequest } from '@client/lib/api';

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
    queryFn: async () =>
      (
        await apiRequest<{ batch: Batch | null }>(
          'GET',
          `/api/batches/current?instagramAccountId=${encodeURIComponent(accountId)}`,
        )
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
    queryFn: async () =>
      (await apiRequest<{ repeats: BatchRepeat[] }>('GET', `/api/blogs/${blogId}/batch-repeats`)).repeats,
  });

export const createBatch = (input: CreateBatchInput) => apiRequest<Batch>('POST', '/api/batches', input);

export const cancelBatch = (id: number) => apiRequest<Batch>('DELETE', `/api/batches/${id}`);

export const dismissBatch = (id: number) => apiRequest<Batch>('POST', `/api/batches/${id}/dismiss`);
