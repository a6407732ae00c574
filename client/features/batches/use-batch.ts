import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Batch, CreateBatchInput } from '@common/batches';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cancelBatch, createBatch, currentBatchQueryKey, currentBatchQueryOptions, dismissBatch } from './api';

interface Selection {
  accountId: number | null;
  selecting: boolean;
  checked: number[];
}

/**
 * Batch drafts on the posts grid (docs/decisions/025, 038): 'Select' mode with checked posts, starting
 * a batch (chosen posts or the last 20), following, cancelling and dismissing it. The batch shown is
 * the account's current one on the server, so a new browser session finds it until it is dismissed.
 */
export function useBatch(accountId: number | null) {
  const queryClient = useQueryClient();
  // The selection belongs to one account: another account's posts start a new one.
  const [selection, setSelection] = useState<Selection>({ accountId, selecting: false, checked: [] });
  const current = selection.accountId === accountId ? selection : { accountId, selecting: false, checked: [] };
  const batch = useQuery({ ...currentBatchQueryOptions(accountId ?? 0), enabled: accountId !== null });
  const show = (b: Batch | null) => {
    if (accountId !== null) queryClient.setQueryData(currentBatchQueryKey(accountId), b);
  };

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
      show(created);
      setSelecting(false);
    },
    onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }),
  });

  const cancel = useMutation({
    mutationFn: (id: number) => cancelBatch(id),
    onSuccess: show,
    onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }),
  });

  const dismiss = useMutation({
    mutationFn: (id: number) => dismissBatch(id),
    onSuccess: () => show(null),
    onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }),
  });

  return {
    selecting: current.selecting,
    setSelecting,
    checked: current.checked,
    toggle,
    start,
    cancel,
    dismiss,
    batch: batch.data ?? null,
  };
}

export type BatchState = ReturnType<typeof useBatch>;
