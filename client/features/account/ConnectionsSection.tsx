import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { accountsQueryOptions } from '@client/features/instagram';
import { connectionsQueryOptions } from '@client/features/publishing';
import { SETTINGS_COPY } from './copy';

const C = SETTINGS_COPY.connections;

/** Connected Instagram accounts and publishing platforms in one place, with the way to manage each. */
export function ConnectionsSection() {
  const instagram = useQuery(accountsQueryOptions);
  const platforms = useQuery(connectionsQueryOptions);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="settings-instagram" className="grid content-start gap-3">
          <h3 id="settings-instagram" className="font-semibold">
            {C.instagram}
          </h3>
          {instagram.data?.length ? (
            <ul className="grid gap-1 text-sm">
              {instagram.data.map((a) => (
                <li key={a.id} className="truncate">
                  @{a.username}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{C.noInstagram}</p>
          )}
          <div>
            <Button variant="outline" size="sm" asChild>
              <Link href="/connect-instagram">{C.manageInstagram}</Link>
            </Button>
          </div>
        </section>
        <section aria-labelledby="settings-platforms" className="grid content-start gap-3">
          <h3 id="settings-platforms" className="font-semibold">
            {C.platforms}
          </h3>
          {platforms.data?.length ? (
            <ul className="grid gap-1 text-sm">
              {platforms.data.map((c) => (
                <li key={c.id} className="truncate">
                  {c.platformName}
                  {c.username ? ` · ${c.username}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{C.noPlatforms}</p>
          )}
          <div>
            <Button variant="outline" size="sm" asChild>
              <Link href="/platform-connections">{C.managePlatforms}</Link>
            </Button>
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
