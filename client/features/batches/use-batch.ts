import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBatchInput } from '@common/batches';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { batchQueryKey, batchQueryOptions, cancelBatch, createBatch } from './api';

const STORAGE_KEY = 'inkgram.batch';

interface Selection {
  accountId: number | null;
  selecting: boolean;
  checked: number[];
}

/** The batch shown on /create: kept for the tab's session, so a reload still shows its progress. */
function useCurrentBatchId() {
  const [id, setId] = useState<number | null>(() => {
    const stored = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const set = useCallback((next: number | null) => {
    if (next === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(next));
    setId(next);
  }, []);
  return [id, set] as const;
}

/**
 * Batch drafts on the posts grid (docs/decisions/027-creator-voice-and-top-posts.md): 'Select' mode with checked posts, starting a batch
 * (chosen posts or the last 20), following and cancelling it.
 */
export function useBatch(accountId: number | null) {
  const queryClient = useQueryClient();
  // The selection belongs to one account: another account's posts start a new one.
  const [selection, setSelection] = useState<Selection>({ accountId, selecting: false, checked: [] });
  const current = selection.accountId === accountId ? selection : { accountId, selecting: false, checked: [] };
  const [batchId, setBatchId] = useCurrentBatchId();
  const batch = useQuery({ ...batchQueryOptions(batchId ?? 0), enabled: batchId !== null });

  const setSelecting = useCallback(
    (on: boolean) => setSelection({ accountId, selecting: on, checked: [] }),
    [accountId],
  );
  const toggle = (postId: number) =>
    setSelection({
      ...current,
      checked: current.checked.includes(postId)
        ? current.checked.filter((i) => i !== postId)
        : [...current.checked, postId],
    });

  const start = useMutation({
    mutationFn: (input: Omit<CreateBatchInput, 'instagramAccountId'>) =>
      createBatch({ instagramAccountId: accountId!, ...input }),
    onSuccess: (created) => {
      queryClient.setQueryData(batchQueryKey(created.id), created);
      setBatchId(created.id);
      setSelecting(false);
    },
    onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }),
  });

  const cancel = useMutation({
    mutationFn: (id: number) => cancelBatch(id),
    onSuccess: (updated) => queryClient.setQueryData(batchQueryKey(updated.id), updated),
    onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }),
  });

  return {
    selecting: current.selecting,
    setSelecting,
    checked: current.checked,
    toggle,
    start,
    cancel,
    batch: batch.data ?? null,
    dismiss: () => setBatchId(null),
  };
}

export type BatchState = ReturnType<typeof useBatch>;
