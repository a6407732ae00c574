import { COLLAB_COPY } from '@common/copy';
import { Badge } from '@client/features/prompts/ui';

/** Highlighted for active, muted otherwise (spec §4). */
export function StatusBadge({ status }: { status: string }) {
  const label = COLLAB_COPY.statusLabels[status as keyof typeof COLLAB_COPY.statusLabels] ?? status;
  return <Badge variant={status === 'active' ? 'success' : 'muted'}>{label}</Badge>;
}
