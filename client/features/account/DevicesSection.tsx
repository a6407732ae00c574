import { useQuery } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { devicesQueryOptions, useSignOutDevice, useSignOutOthers } from './api';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.devices;
const onError = (err: unknown) => toast({ title: errorMessage(err), variant: 'destructive' });

/** The signed-in devices, each with 'Sign out', and 'Sign out everywhere else'. */
export function DevicesSection({ onSignedOutHere }: { onSignedOutHere: () => void }) {
  const devices = useQuery(devicesQueryOptions);
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const others = devices.data?.filter((d) => !d.current).length ?? 0;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{C.title}</CardTitle>
        <Button
          variant="outline"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: ({ signedOut }) => toast({ title: C.signedOutOthers(signedOut) }),
              onError,
            })
          }
        >
          {C.signOutEverywhere}
        </Button>
      </CardHeader>
      <CardContent>
        {devices.isPending ? (
          <Spinner />
        ) : (
          <ul className="divide-y divide-border" aria-label={C.title}>
            {devices.data?.map((d) => (
              <li
                key={d.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="device-row"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="truncate">{d.device}</span>
                      {d.current ? <Badge variant="secondary">{C.thisDevice}</Badge> : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <RelativeTime iso={d.createdAt} prefix={C.signedIn} /> ·{' '}
                      <RelativeTime iso={d.lastSeenAt} prefix={C.lastSeen} />
                    </p>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={signOut.isPending}
                  aria-label={`${C.signOut}: ${d.device}${d.current ? ` (${C.thisDevice})` : ''}`}
                  onClick={() =>
                    signOut.mutate(d.id, {
                      onSuccess: () => (d.current ? onSignedOutHere() : toast({ title: C.signedOut })),
                      onError,
                    })
                  }
                >
                  {C.signOut}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
