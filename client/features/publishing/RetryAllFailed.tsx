import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { ATTENTION_COPY } from '@common/copy';
import type { Publication } from '@common/publishing';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { attentionAction, retryAll } from './attention-api';

const A = ATTENTION_COPY;

/**
 * 'Retry all' in the Publish dialog when two or more destinations failed and can simply be queued
 * again (docs/decisions/046): the same rule and the same calls as My Blogs' 'Needs attention'
 * (attention-api.ts, decision 041); a key that was rejected still asks for Reconnect on its row.
 */
export function RetryAllFailed({
  publications,
  needsReconnecting,
}: {
  publications: readonly Publication[];
  /** Whether a publication's connection must be reconnected first (its key was rejected). */
  needsReconnecting: (p: Publication) => boolean;
}) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const retryable = publications.filter(
    (p) => attentionAction({ ...p, needsReconnecting: needsReconnecting(p) }) === 'retry',
  );
  if (retryable.length < 2) return null;
  const onClick = async () => {
    setBusy(true);
    const failed = await retryAll(qc, retryable);
    setBusy(false);
    if (failed) toast({ variant: 'destructive', title: A.retryAllPartly(failed) });
    else toast({ title: A.retriedAll(retryable.length) });
  };
  return (
    <div className="flex justify-end">
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void onClick()}>
        <RotateCw aria-hidden="true" />
        {busy ? A.retryingAll : A.retryAll(retryable.length)}
      </Button>
    </div>
  );
}
