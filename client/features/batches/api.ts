import { queryOptions } from '@tanstack/react-query';
import type { Batch, CreateBatchInput } from '@common/batches';
import { apiRequest } from '@client/lib/api';

export const batchQueryKey = (id: number) => ['/api/batches', id] as const;

/** Polled every second while posts wait or are written; still once every post has its result (or on an error). */
export const batchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: batchQueryKey(id),
    queryFn: () => apiRequest<Batch>('GET', `/api/batches/${id}`),
    refetchInterval: (q) => (q.state.status === 'error' || (q.state.data && isSettled(q.state.data)) ? false : 1000),
  });

/** Nothing is left to write: every post has its result (a cancelled batch may still finish a running post). */
export const isSettled = (b: Batch) => b.done === b.total;

export const createBatch = (input: CreateBatchInput) => apiRequest<Batch>('POST', '/api/batches', input);

export const cancelBatch = (id: number) => apiRequest<Batch>('DELETE', `/api/batches/${id}`);
