import { LoaderCircle } from 'lucide-react';
import { COLLAB_COPY, PUBLISHING_COPY } from '@common/copy';
import { Badge, type BadgeVariant } from './badge';

/** Words for the states the app shows: collaborative sessions' and publications'. */
const LABELS: Record<string, string> = { ...COLLAB_COPY.statusLabels, ...PUBLISHING_COPY.statuses };

const VARIANTS: Record<string, BadgeVariant> = {
  active: 'success',
  published: 'done',
  failed: 'destructive',
  pending: 'warning',
  scheduled: 'info',
};

/** The badge text: known statuses in words, anything else as its raw text. */
export const statusLabel = (status: string) => LABELS[status] ?? status;

/**
 * The one status badge: an active session is highlighted, a published post green, a failed one red,
 * a pending one amber with a spinner; anything else (draft, closed, unknown values) is muted.
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge data-status={status} variant={VARIANTS[status] ?? 'muted'}>
      {status === 'pending' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {statusLabel(status)}
    </Badge>
  );
}
