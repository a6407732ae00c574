import { Camera, MousePointerClick, Sparkles } from 'lucide-react';
import { Redirect } from 'wouter';
import { INSTAGRAM_COPY, PAGE_HEADINGS } from '@common/copy';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { useConnectInstagram, useSelectedAccount } from '@client/features/instagram';

const ICONS = [Camera, MousePointerClick, Sparkles] as const;

/** / — the welcome screen: loading, error, no accounts (connect card), or on to /create. */
export default function HomePage() {
  const { accounts, isLoading, error } = useSelectedAccount();
  const connect = useConnectInstagram();

  if (!isLoading && !error && accounts.length > 0) return <Redirect to="/create" />;

  return (
    <PageContainer>
      <PageHeader title={PAGE_HEADINGS.home} description={INSTAGRAM_COPY.welcomeText} />

      <div className="mt-8">
        {isLoading ? (
          <div className="flex items-center gap-3 text-muted-foreground">
            <Spinner label={INSTAGRAM_COPY.loadingAccounts} />
            <span aria-hidden="true">{INSTAGRAM_COPY.loadingAccounts}</span>
          </div>
        ) : error ? (
          <Alert variant="destructive">
            <AlertDescription>{INSTAGRAM_COPY.accountsError}</AlertDescription>
          </Alert>
        ) : (
          <Card className="flex flex-col items-start gap-5 overflow-hidden p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div className="flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-from via-brand-via to-brand-to text-white shadow-card">
                <Camera className="size-6" aria-hidden="true" />
              </span>
              <p className="max-w-md text-base text-foreground">{INSTAGRAM_COPY.needAccount}</p>
            </div>
            <Button size="lg" onClick={() => connect.mutate()} disabled={connect.isPending}>
              <Camera aria-hidden="true" />
              {connect.isPending ? INSTAGRAM_COPY.connecting : INSTAGRAM_COPY.connectAccount}
            </Button>
          </Card>
        )}
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {INSTAGRAM_COPY.steps.map(({ title, text }, index) => {
          const Icon = ICONS[index]!;
          return (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-accent text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-lg font-semibold">
                  <span className="mr-1.5 text-muted-foreground">{index + 1}.</span>
                  {title}
                </h2>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </PageContainer>
  );
}
