import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Copy } from 'lucide-react';
import { Link } from 'wouter';
import type { Batch, BatchItemStatus } from '@common/batches';
import { BATCH_COPY as C } from '@common/batches';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { isSettled } from './api';
import { waitingLine } from './waiting';
import type { BatchState } from './use-batch';

const VARIANT: Record<BatchItemStatus, BadgeVariant> = {
  pending: 'muted',
  running: 'info',
  drafted: 'done',
  skipped: 'outline',
  failed: 'destructive',
  cancelled: 'muted',
};

/**
 * The batch's progress bar (n of m), each post's result with a link to its draft, the wait for the AI
 * budget, drafts that repeat each other, cancel or dismiss as the batch's abilities say; the end is
 * announced once.
 */
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
  const waiting = waitingLine(batch);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="batch-progress"
      className="grid min-w-0 gap-3 rounded-xl border bg-muted/40 p-3"
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
      {waiting && !settled ? (
        <p className="flex items-start gap-2 text-sm" data-testid="batch-waiting">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{waiting}</span>
        </p>
      ) : null}
      {/* One row per post: badge, caption (cut to fit), link; reasons and warnings below, inside the panel. */}
      <ol className="grid max-h-72 min-w-0 gap-2 overflow-y-auto overflow-x-hidden text-sm" aria-label={C.heading}>
        {batch.items.map((item) => (
          <li
            key={item.postId}
            className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1"
            data-testid="batch-item"
          >
            <Badge variant={VARIANT[item.status]}>{C.status[item.status]}</Badge>
            <span className="min-w-0 truncate">{item.caption || '—'}</span>
            {item.blogId !== null ? (
              <Link
                href={`/edit-blog/${item.blogId}`}
                className="rounded-sm px-1 py-0.5 text-xs font-medium whitespace-nowrap text-primary underline"
              >
                {item.status === 'drafted' ? C.openDraft : C.openBlog}
              </Link>
            ) : (
              <span />
            )}
            {item.reason ? (
              <span className="col-span-3 text-xs break-words text-muted-foreground">{item.reason}</span>
            ) : null}
            {item.repeats ? (
              <p
                className="col-span-3 flex items-start gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100"
                data-testid="batch-repeats"
              >
                <Copy className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  {C.repeats(item.repeats.title)}{' '}
                  <Link href={`/edit-blog/${item.repeats.blogId}`} className="font-medium underline">
                    {C.openOther}
                  </Link>
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        {batch.abilities.cancel ? (
          <Button
            size="sm"
            variant="outline"
            disabled={state.cancel.isPending}
            onClick={() => state.cancel.mutate(batch.id)}
          >
            {state.cancel.isPending ? C.cancelling : C.cancel}
          </Button>
        ) : null}
        {batch.abilities.dismiss ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={state.dismiss.isPending}
            onClick={() => state.dismiss.mutate(batch.id)}
          >
            {C.dismiss}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
