import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { COMMENTS_COPY } from '@common/copy-comments';
import { COMMENT_SHORTCUT } from '@client/components/editor/comments-contract';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { useCommentMutations } from './api';
import { CommentForm } from './CommentForm';
import { CommentThreadItem } from './CommentThreadItem';
import type { CommentsPanelState } from './use-blog-comments';

const C = COMMENTS_COPY;

/**
 * The side panel of comments on a shared blog (docs/decisions/020-coediting-on-postgresql.md): open threads (resolved ones with
 * 'Show resolved'), the new comment on the current selection, replies, Resolve and Reopen.
 */
export function CommentsPanel({ state }: { state: CommentsPanelState }) {
  const headingId = useId();
  const toggleId = useId();
  const { create } = useCommentMutations(state.blogId);
  const status = state.nudge?.kind === 'selectFirst' ? C.selectFirst : '';

  return (
    <Card aria-labelledby={headingId} data-testid="comments-panel" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" />
          {C.title}
          {state.openCount ? (
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {state.openCount}
            </span>
          ) : null}
        </CardTitle>
        <label htmlFor={toggleId} className="flex cursor-pointer items-center gap-2 text-sm text-muted-foreground">
          <input
            id={toggleId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={state.showResolved}
            onChange={(e) => state.setShowResolved(e.target.checked)}
          />
          {C.showResolved}
          {state.resolvedCount ? ` (${state.resolvedCount})` : ''}
        </label>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-xs text-muted-foreground">
          {state.canComment ? C.commentHint(COMMENT_SHORTCUT) : C.readOnlyHint}
        </p>
        <p role="status" aria-live="polite" className="text-sm font-medium text-amber-700 empty:hidden">
          {status}
        </p>
        {state.draft ? (
          <div className="grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-3" data-testid="new-comment">
            <p className="text-xs font-medium text-muted-foreground">{C.newComment}</p>
            <blockquote className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-sm text-amber-950">
              <span className="sr-only">{C.on} </span>“{state.draft.quote}”
            </blockquote>
            <CommentForm
              blogId={state.blogId}
              label={C.bodyLabel}
              submitLabel={C.post}
              pending={create.isPending}
              error={create.error ? errorMessage(create.error) : null}
              focusKey={state.nudge?.at}
              onCancel={() => {
                create.reset();
                state.cancelDraft();
              }}
              onSubmit={(body) => {
                const draft = state.draft!;
                create.mutate(
                  { body, quote: draft.quote, anchor: { from: draft.from, to: draft.to } },
                  { onSuccess: (t) => (state.clearDraft(), state.focusThread(t)) },
                );
              }}
            />
          </div>
        ) : null}
        {state.loading ? (
          <Spinner className="mx-auto" />
        ) : state.error ? (
          <p className="text-sm text-destructive">{C.loadFailed}</p>
        ) : state.threads.length ? (
          <ul className="grid max-h-[60vh] gap-3 overflow-y-auto pr-1" aria-label={C.title}>
            {state.threads.map((t) => (
              <CommentThreadItem
                key={t.id}
                thread={t}
                active={t.id === state.activeId}
                textGone={state.goneIds.has(t.id)}
                canComment={state.canComment}
                onFocusText={state.focusThread}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{state.resolvedCount ? C.allResolved : C.empty}</p>
        )}
      </CardContent>
    </Card>
  );
}
