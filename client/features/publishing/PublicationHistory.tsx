import { ExternalLink } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import type { Connection, Publication } from '@common/publishing';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { findPlatform } from '@common/platforms';
import { destinationLabel, destinationSite } from '@common/publication-outcomes';
import { LandedFields } from './LandedFields';
import { postLink } from './post-link';
import { publicationDate } from './publication-view';
import { formatWhen } from './schedule';
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
        // 'WordPress · myblog.example', not 'Connection #3' (docs/decisions/018-publishing-destinations-and-modes.md).
        const platform = p.platformName ? (findPlatform(p.platformName)?.displayName ?? p.platformName) : null;
        const site = (connection ? destinationSite(connection) : null) ?? p.site;
        const label = platform ? destinationLabel(platform, site) : C.connection(p.platformConnectionId);
        const siteUrl = connection?.settings.apiUrl ?? connection?.profileUrl ?? null;
        const link = postLink(p, platform);
        return (
          <li key={p.id} className="rounded-xl border border-border p-3" data-testid={`publication-${p.id}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{label}</p>
                <p className="text-xs text-muted-foreground">
                  {p.status === 'scheduled' && p.scheduledAt
                    ? PUBLISHING_COPY.history.scheduledFor(formatWhen(p.scheduledAt))
                    : publicationDate(p)}
                </p>
              </div>
              <StatusBadge status={p.status} />
            </div>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {link ? (
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  {link.label}
                </a>
              ) : null}
              {siteUrl ? (
                <a
                  href={siteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  {PUBLISHING_COPY.history.visitSite}
                </a>
              ) : null}
            </div>
            <LandedFields publication={p} className="mt-2" />
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
