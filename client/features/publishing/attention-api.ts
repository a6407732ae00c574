import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { publicationSummarySchema, type PublicationSummary } from '@common/publication-outcomes';
import { api, dataOf } from '@client/lib/api-client';
import { SUMMARIES_KEY, retryPublication } from './outcomes-api';

/** My Blogs' 'Needs attention' (docs/decisions/041): failed publications and those waiting to try again. */
const ATTENTION_POLL_MS = 10_000;

export const attentionQueryOptions = queryOptions({
  // Under the summaries key: a finished job's refresh (refreshAfterOutcome) refetches it too.
  queryKey: [...SUMMARIES_KEY, 'needs-attention'] as const,
  queryFn: async ({ signal }) =>
    z
      .array(publicationSummarySchema)
      .parse(
        await dataOf(
          api.GET('/api/publications', { params: { query: { needsAttention: 'true', limit: 100 } }, signal }),
        ),
      ),
  // Something is waiting to try again: its next attempt changes the list without a click.
  refetchInterval: (query) => (query.state.data?.some((p) => p.status !== 'failed') ? ATTENTION_POLL_MS : false),
});

export type AttentionAction = 'reconnect' | 'retry' | 'open' | 'none';

/** The one useful next step for a publication that needs attention. */
export function attentionAction(
  p: Pick<PublicationSummary, 'status' | 'platformConnectionId' | 'failureReason' | 'abilities'> & {
    needsReconnecting?: boolean;
  },
): AttentionAction {
  if (p.status !== 'failed') return 'none';
  if (p.platformConnectionId !== null && (p.failureReason === 'credentials' || p.needsReconnecting)) return 'reconnect';
  if (p.failureReason === 'content' || p.platformConnectionId === null) return 'open';
  return p.abilities.retry ? 'retry' : 'open';
}

/** 'Retry all': each retryable publication queued again, one after another; how many could not be. */
export async function retryAll(
  qc: QueryClient,
  publications: Pick<PublicationSummary, 'blogId' | 'platformConnectionId' | 'mode'>[],
): Promise<number> {
  let failed = 0;
  for (const p of publications) {
    try {
      await retryPublication(qc, p);
    } catch {
      failed++;
    }
  }
  return failed;
}
