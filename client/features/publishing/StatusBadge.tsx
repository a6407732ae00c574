import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { statusLabel } from './publication-view';

const STYLES: Record<string, string> = {
  published: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-destructive-soft text-destructive',
  pending: 'bg-amber-100 text-amber-800',
  scheduled: 'bg-sky-100 text-sky-800',
};

/** Publication status: pending shows a spinner; unknown values are shown raw. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        STYLES[status] ?? 'bg-muted text-muted-foreground',
      )}
    >
      {status === 'pending' ? <LoaderCircle className="size-3 animate-spin" aria-hidden="true" /> : null}
      {statusLabel(status)}
    </span>
  );
}
