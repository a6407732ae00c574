import { Check, MessageSquareReply, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CommentReply, CommentThread } from '@common/comments';
import { COMMENTS_COPY } from '@common/copy-comments';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { RelativeTime } from '@client/components/ui/relative-time';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useCommentMutations } from './api';
import { CommentForm } from './CommentForm';
import { MentionText } from './MentionText';
import { useBlogPeople } from './use-mentions';

const C = COMMENTS_COPY;
const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: C.toasts.failed, description: errorMessage(error) });

function Byline({ comment }: { comment: CommentReply }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-foreground">{comment.author.name}</span>
      <RelativeTime iso={comment.createdAt} className="text-xs text-muted-foreground" />
    </p>
  );
}

/** Deletes a comment; a thread (which takes its replies with it) only once its deleter confirms. */
function DeleteButton({
  blogId,
  comment,
  thread = false,
}: {
  blogId: number;
  comment: CommentReply;
  thread?: boolean;
}) {
  const { remove } = useCommentMutations(blogId);
  const [confirming, setConfirming] = useState(false);
  if (!comment.abilities.delete) return null;
  const run = () =>
    remove.mutate(comment.id, {
      onSuccess: () => toast(C.toasts.deleted),
      onError: failed,
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={C.deleteLabel(comment.author.name)}
        title={C.delete}
        disabled={remove.isPending}
        onClick={() => (thread ? setConfirming(true) : run())}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {thread ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          copy={C.deleteThread}
          pending={remove.isPending}
          onConfirm={run}
        />
      ) : null}
    </>
  );
}

/** One thread in the side panel: the quoted text (click: select it in the editor), the comments, the actions. */
export function CommentThreadItem({
  thread,
  active,
  textGone = false,
  canComment,
  onFocusText,
}: {
  thread: CommentThread;
  active: boolean;
  /** Its text was deleted from the document (the editor says so as it happens). */
  textGone?: boolean;
  canComment: boolean;
  onFocusText: (t: CommentThread) => boolean;
}) {
  const { reply, resolve } = useCommentMutations(thread.blogId);
  const mentionsSomeone = [thread, ...thread.replies].some((c) => c.body.includes('@'));
  const people = useBlogPeople(thread.blogId, mentionsSomeone);
  const usernames = new Set((people.data ?? []).map((p) => p.username.toLowerCase()));
  const [replying, setReplying] = useState(false);
  const [gone, setGone] = useState(false);
  const resolved = thread.resolvedAt !== null;

  return (
    <li
      id={`comment-thread-${thread.id}`}
      data-testid="comment-thread"
      className={cn(
        'grid gap-2 rounded-xl border border-border bg-card p-3 transition-colors',
        active && 'border-amber-500 ring-2 ring-amber-300/60',
        resolved && 'bg-muted/50',
      )}
    >
      <button
        type="button"
        className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-left text-sm text-amber-950 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={C.showText(thread.quote)}
        onClick={() => setGone(!onFocusText(thread))}
      >
        <span className="line-clamp-3">“{thread.quote}”</span>
      </button>
      {gone || textGone ? (
        <p className="text-xs text-muted-foreground" data-testid="comment-text-gone">
          {C.textGone}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-2">
        <Byline comment={thread} />
        <DeleteButton blogId={thread.blogId} comment={thread} thread />
      </div>
      <p className="text-sm whitespace-pre-wrap break-words">
        <MentionText body={thread.body} usernames={usernames} />
      </p>
      {thread.replies.length ? (
        <ul className="grid gap-2 border-l-2 border-border pl-3" aria-label={C.replies}>
          {thread.replies.map((r) => (
            <li key={r.id} className="grid gap-1">
              <div className="flex items-start justify-between gap-2">
                <Byline comment={r} />
                <DeleteButton blogId={thread.blogId} comment={r} />
              </div>
              <p className="text-sm whitespace-pre-wrap break-words">
                <MentionText body={r.body} usernames={usernames} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {resolved && thread.resolvedBy ? (
        <p className="flex flex-wrap gap-x-1 text-xs text-muted-foreground">
          <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
          {C.resolvedBy(thread.resolvedBy.name)}
          <RelativeTime iso={thread.resolvedAt!} />
        </p>
      ) : null}
      {replying ? (
        <CommentForm
          blogId={thread.blogId}
          label={C.replyLabel}
          submitLabel={C.sendReply}
          pending={reply.isPending}
          error={reply.error ? errorMessage(reply.error) : null}
          focusKey={replying}
          onCancel={() => setReplying(false)}
          onSubmit={(body) => reply.mutate({ id: thread.id, body }, { onSuccess: () => setReplying(false) })}
        />
      ) : canComment ? (
        <div className="flex flex-wrap gap-2">
          {!resolved ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setReplying(true)}>
              <MessageSquareReply aria-hidden="true" />
              {C.reply}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={resolve.isPending}
            onClick={() =>
              resolve.mutate(
                { id: thread.id, resolved: !resolved },
                { onSuccess: () => !resolved && toast(C.toasts.resolved), onError: failed },
              )
            }
          >
            {resolved ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
            {resolved ? C.reopen : C.resolve}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
