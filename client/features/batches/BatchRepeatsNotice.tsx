import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { Link } from 'wouter';
import { BATCH_COPY as C } from '@common/batches';
import { cn } from '@client/lib/utils';
import { batchRepeatsQueryOptions } from './api';

/**
 * In the Publish dialog (docs/decisions/038-batches-that-finish.md): the drafts of the same batch this
 * one repeats most of, each with a link, so the same article is not published twice. Nothing when none.
 */
export function BatchRepeatsNotice({ blogId, className }: { blogId: number; className?: string }) {
  const repeats = useQuery(batchRepeatsQueryOptions(blogId)).data ?? [];
  if (repeats.length === 0) return null;
  return (
    <div
      role="note"
      data-testid="batch-repeats-notice"
      className={cn(
        'grid gap-1 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      {repeats.map((r) => (
        <p key={r.blogId} className="flex items-start gap-2">
          <Copy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {C.repeats(r.title)}.{' '}
            <Link href={`/edit-blog/${r.blogId}`} className="font-medium underline">
              {C.openOther}
            </Link>
          </span>
        </p>
      ))}
      <p className="text-xs">{C.repeatsHint}</p>
    </div>
  );
}
