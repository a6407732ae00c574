import { CheckSquare, Layers } from 'lucide-react';
import { BATCH_COPY as C, BATCH_LIMITS } from '@common/batches';
import { Button } from '@client/components/ui/button';
import { BatchProgress } from './BatchProgress';
import type { BatchState } from './use-batch';

/**
 * Above the posts grid (docs/decisions/027-creator-voice-and-top-posts.md): 'Select' mode to check posts and write them all as drafts, or
 * 'The last 20'; then the running batch's progress.
 */
export function BatchControls({ state, disabled }: { state: BatchState; disabled: boolean }) {
  const { selecting, checked, start, batch } = state;
  const busy = start.isPending;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={C.heading}>
        {selecting ? (
          <>
            <span className="text-sm font-medium" aria-live="polite">
              {C.selected(checked.length)}
            </span>
            <Button
              size="sm"
              disabled={checked.length === 0 || busy}
              onClick={() => start.mutate({ postIds: checked.slice(0, BATCH_LIMITS.maxPosts) })}
            >
              <Layers aria-hidden="true" />
              {C.writeDrafts(checked.length)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => state.setSelecting(false)}>
              {C.cancelSelect}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => state.setSelecting(true)}>
              <CheckSquare aria-hidden="true" />
              {C.select}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled || busy}
              onClick={() => start.mutate({ last: BATCH_LIMITS.last })}
            >
              {C.lastTwenty}
            </Button>
          </>
        )}
      </div>
      {batch ? <BatchProgress state={state} batch={batch} /> : null}
    </div>
  );
}
