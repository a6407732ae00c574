import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PAGE_HEADINGS, PUBLISHING_COPY } from '@common/copy';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { connectionsQueryOptions, platformsQueryOptions } from './api';
import { AtprotoSignInOutcome } from './AtprotoSignInOutcome';
import { PlatformCard } from './PlatformCard';

const P = PUBLISHING_COPY.page;

/** /platform-connections — the Publishing Platforms page (docs/product.md §2). */
export default function PlatformConnectionsPage() {
  const platforms = useQuery(platformsQueryOptions);
  const connections = useQuery(connectionsQueryOptions);
  // ?reconnect=<id>: a toast's 'Reconnect' opens that connection's form (docs/decisions/018-publishing-destinations-and-modes.md).
  const reconnectId = Number(new URLSearchParams(useSearch()).get('reconnect')) || undefined;

  return (
    <PageContainer>
      <PageHeader
        title={PAGE_HEADINGS.platformConnections}
        description={P.description}
        actions={
          <Button variant="outline" asChild>
            <Link href="/my-blogs">
              <ArrowLeft aria-hidden="true" />
              {P.back}
            </Link>
          </Button>
        }
      />
      <AtprotoSignInOutcome />
      {platforms.isPending || connections.isPending ? (
        <div className="mt-12 flex flex-col items-center gap-3 text-muted-foreground">
          <Spinner className="size-8" label={P.loading} />
          <p aria-hidden="true">{P.loading}</p>
        </div>
      ) : platforms.isError || connections.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertDescription>{P.loadError}</AlertDescription>
        </Alert>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {platforms.data
            .filter((p) => p.isEnabled)
            .map((platform) => (
              <li key={platform.id}>
                <PlatformCard
                  platform={platform}
                  connections={connections.data.filter((c) => c.platformId === platform.id)}
                  reconnectId={reconnectId}
                />
              </li>
            ))}
        </ul>
      )}
    </PageContainer>
  );
}
