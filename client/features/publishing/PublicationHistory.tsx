import { ExternalLink } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import type { Connection, Publication } from '@common/publishing';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { publicationDate } from './publication-view';
import { StatusBadge } from '@client/components/ui/status-badge';

const C = PUBLISHING_COPY.publish;

/** The 'Publication History' tab: connection, date, status badge, link and any error. */
export function PublicationHistory({
  publications,
  connections,
}: {
  publications: Publication[];
  connections: Connection[];
}) {
  if (publications.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{C.noHistory}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3">
      {publications.map((p) => {
        const connection = connections.find((c) => c.id === p.platformConnectionId);
        return (
          <li key={p.id} className="rounded-xl border border-border p-3" data-testid={`publication-${p.id}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {C.connection(p.platformConnectionId)}
                  {connection?.username ? (
                    <span className="text-muted-foreground"> · {connection.username}</span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">{publicationDate(p)}</p>
              </div>
              <StatusBadge status={p.status} />
            </div>
            {p.platformBlogUrl ? (
              <a
                href={p.platformBlogUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-3.5" aria-hidden="true" />
                {C.viewPost}
              </a>
            ) : null}
            {p.error ? (
              <Alert variant="destructive" className="mt-2">
                <AlertDescription>{p.error}</AlertDescription>
              </Alert>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
