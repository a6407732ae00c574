import { useState } from 'react';
import { AlertTriangle, CheckCircle2, ExternalLink, Info, KeyRound, Plug, Plus, Unplug } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { findPlatform } from '@common/platforms';
import { destinationSite } from '@common/publication-outcomes';
import type { Connection, Platform } from '@common/publishing';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useDeleteConnection } from './api';
import { ConnectPlatformDialog } from './ConnectPlatformDialog';

const P = PUBLISHING_COPY.page;
const R = PUBLISHING_COPY.connection;

function ConnectionDetails({
  connection,
  platformName,
  onReconnect,
}: {
  connection: Connection;
  platformName: string;
  onReconnect: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteConnection();
  // Labelled by its site (docs/decisions/041): two connections of one platform never look alike.
  const site = destinationSite(connection) ?? '—';
  const siteUrl = connection.settings.apiUrl ?? connection.profileUrl;

  const disconnect = async () => {
    try {
      await remove.mutateAsync(connection.id);
      toast({ title: PUBLISHING_COPY.toasts.deleted });
      setConfirming(false);
    } catch (error) {
      toast({ variant: 'destructive', title: PUBLISHING_COPY.toasts.deleteFailed, description: errorMessage(error) });
    }
  };

  return (
    <div
      className="rounded-xl border border-border bg-muted/40 p-3 text-sm"
      data-testid={`connection-${connection.id}`}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{P.site}</dt>
        <dd className="truncate font-medium" data-testid="connection-site">
          {siteUrl ? (
            <a
              href={siteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline-offset-4 hover:underline"
            >
              {site}
            </a>
          ) : (
            site
          )}
        </dd>
        <dt className="text-muted-foreground">{P.status}</dt>
        {connection.isConnected ? (
          <dd className="flex items-center gap-1.5 font-medium text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {P.connected}
          </dd>
        ) : (
          <dd className="flex items-center gap-1.5 font-medium text-destructive" data-testid="needs-reconnecting">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {R.needsReconnecting}
          </dd>
        )}
        <dt className="text-muted-foreground">{P.username}</dt>
        <dd className="truncate font-medium">{connection.username ?? '—'}</dd>
        {connection.profileUrl ? (
          <>
            <dt className="text-muted-foreground">{P.profile}</dt>
            <dd className="truncate">
              <a
                href={connection.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {connection.profileUrl.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {connection.isConnected ? null : (
        <p className="mt-2 text-[0.8125rem] leading-snug text-muted-foreground">
          {R.needsReconnectingText(platformName)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {connection.isConnected ? null : (
          <Button size="sm" onClick={onReconnect}>
            <KeyRound aria-hidden="true" />
            {R.reconnect}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Unplug aria-hidden="true" />
          {P.disconnect}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        copy={{
          title: P.disconnect,
          text: P.confirmDisconnect(connection.livePosts),
          confirm: P.disconnect,
          pending: P.disconnecting,
          cancel: PUBLISHING_COPY.dialog.cancel,
        }}
        pending={remove.isPending}
        onConfirm={() => void disconnect()}
      />
    </div>
  );
}

export function PlatformCard({
  platform,
  connections,
  reconnectId,
}: {
  platform: Platform;
  connections: Connection[];
  /** Open the reconnect form of this connection at once (a toast's 'Reconnect' links here). */
  reconnectId?: number;
}) {
  const [connecting, setConnecting] = useState(false);
  const [reconnecting, setReconnecting] = useState<Connection | undefined>(() =>
    connections.find((c) => c.id === reconnectId),
  );
  const notice = findPlatform(platform.name)?.notice;

  return (
    <Card className="flex h-full flex-col p-5" data-testid={`platform-${platform.name}`}>
      <div className="flex items-start gap-4">
        {platform.logoUrl ? (
          <img src={platform.logoUrl} alt="" className="size-12 shrink-0 rounded-xl" width={48} height={48} />
        ) : null}
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{platform.displayName}</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {platform.description ?? P.defaultDescription(platform.displayName)}
          </p>
        </div>
      </div>
      {notice ? (
        <p className="mt-4 flex gap-2 rounded-lg bg-accent/60 p-3 text-[0.8125rem] leading-snug text-accent-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      ) : null}
      <div className="mt-4 grid gap-3">
        {connections.map((c) => (
          <ConnectionDetails
            key={c.id}
            connection={c}
            platformName={platform.displayName}
            onReconnect={() => setReconnecting(c)}
          />
        ))}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {connections.length === 0 ? (
          <Button onClick={() => setConnecting(true)}>
            <Plug aria-hidden="true" />
            {P.connect}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setConnecting(true)}>
            <Plus aria-hidden="true" />
            {P.connectAnother}
          </Button>
        )}
        {platform.website ? (
          <Button variant="ghost" asChild>
            <a href={platform.website} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {P.visitSite}
            </a>
          </Button>
        ) : null}
      </div>
      <ConnectPlatformDialog platform={platform} open={connecting} onOpenChange={setConnecting} />
      {reconnecting ? (
        <ConnectPlatformDialog
          key={`reconnect-${reconnecting.id}`}
          platform={platform}
          reconnect={reconnecting}
          open
          onOpenChange={(open) => {
            if (!open) setReconnecting(undefined);
          }}
        />
      ) : null}
    </Card>
  );
}
