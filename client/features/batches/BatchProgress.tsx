import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Batch, BatchItemStatus } from '@common/batches';
import { BATCH_COPY as C } from '@common/batches';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { isSettled } from './api';
import type { BatchState } from './use-batch';

const VARIANT: Record<BatchItemStatus, BadgeVariant> = {
  pending: 'muted',
  running: 'info',
  drafted: 'done',
  skipped: 'outline',
  failed: 'destructive',
  cancelled: 'muted',
};

/** The batch's progress bar (n of m), each post's result, cancel; the end is announced once. */
export function BatchProgress({ state, batch }: { state: BatchState; batch: Batch }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const settled = isSettled(batch);
  const announced = useRef(settled);
  useEffect(() => {
    if (!settled || announced.current) return;
    announced.current = true;
    // The new drafts belong in My Blogs now.
    void queryClient.invalidateQueries({ queryKey: ['/api/blogs'] });
  }, [settled, queryClient]);

  const percent = batch.total === 0 ? 100 : Math.round((batch.done / batch.total) * 100);
  const running = batch.status === 'running';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="batch-progress"
      className="grid gap-3 rounded-xl border bg-muted/40 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {C.heading}
        </h3>
        <span className="text-xs text-muted-foreground tabular-nums">{C.progress(batch.done, batch.total)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={batch.total}
        aria-valuenow={batch.done}
        aria-valuetext={C.progress(batch.done, batch.total)}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p role="status" className="text-sm">
        {settled ? (batch.status === 'cancelled' ? C.cancelledNote : C.finished(batch.drafted, batch.total)) : ''}
      </p>
      <ol className="grid max-h-60 gap-1.5 overflow-y-auto text-sm" aria-label={C.heading}>
        {batch.items.map((item) => (
          <li key={item.postId} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="batch-item">
            <Badge variant={VARIANT[item.status]}>{C.status[item.status]}</Badge>
            <span className="min-w-0 flex-1 truncate">{item.caption || '—'}</span>
            {item.blogId !== null ? (
              <Link href={`/edit-blog/${item.blogId}`} className="text-xs font-medium text-primary underline">
                {item.status === 'drafted' ? C.openDraft : C.openBlog}
              </Link>
            ) : null}
            {item.reason ? <span className="basis-full text-xs text-muted-foreground">{item.reason}</span> : null}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        {running ? (
          <Button
            size="sm"
            variant="outline"
            disabled={state.cancel.isPending}
            onClick={() => state.cancel.mutate(batch.id)}
          >
            {state.cancel.isPending ? C.cancelling : C.cancel}
          </Button>
        ) : settled ? (
          <Button size="sm" variant="ghost" onClick={state.dismiss}>
            {C.dismiss}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
