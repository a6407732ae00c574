import { AlertTriangle, KeyRound, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { ATTENTION_COPY } from '@common/copy';
import type { Publication } from '@common/publishing';
import { Button } from '@client/components/ui/button';

const A = ATTENTION_COPY;

/** Whether the destination's credentials stopped it: Reconnect is the way on (docs/decisions/041). */
export const needsReconnect = (p: Pick<Publication, 'failureReason'>, connection?: { isConnected: boolean }) =>
  p.failureReason === 'credentials' || connection?.isConnected === false;

/**
 * Under a destination in the Publish dialog (docs/decisions/041): while its job waits to try again,
 * why ('Retrying: the site refused the connection (attempt 2 of 5)'); once failed, the reason and,
 * where the platform rejected the connection's key, Reconnect. A live region, so the change is read out.
 */
export function PublicationReason({
  publication: p,
  connection,
  where,
}: {
  publication: Publication;
  connection?: { id: number; isConnected: boolean };
  where: string;
}) {
  const retrying = p.status === 'pending' && p.error;
  const failed = p.status === 'failed' && p.error;
  return (
    <div role="status" className="empty:hidden" data-testid="publication-reason">
      {retrying ? (
        <p className="flex items-start gap-1.5 px-1 text-xs text-amber-800 dark:text-amber-300">
          <RotateCw className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{p.error}</span>
        </p>
      ) : null}
      {failed ? (
        <div className="flex flex-wrap items-center gap-2 px-1">
          <p className="flex min-w-0 flex-1 items-start gap-1.5 text-xs text-destructive">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>{p.error}</span>
          </p>
          {needsReconnect(p, connection) && connection ? (
            <Button size="sm" variant="outline" asChild>
              <Link href={`/platform-connections?reconnect=${connection.id}`} aria-label={A.reconnectAlt(where)}>
                <KeyRound aria-hidden="true" />
                {A.reconnect}
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
