import { BookOpen, LogIn, MessageSquare, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Session } from '@common/collaborative-sessions';
import { COLLAB_COPY } from '@common/copy';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMore } from '@client/components/ui/load-more';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { StatusBadge } from '@client/components/ui/status-badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { errorMessage } from '@client/lib/api';
import { usePagedList } from '@client/lib/use-paged-list';
import { AccountSelector } from '@client/features/instagram';
import { myContributionsPages, mySessionsPages, useCollabMutations } from './api';
import { SessionDialog } from './SessionDialog';

const E = COLLAB_COPY.empty;

const Failure = ({ error }: { error: unknown }) => (
  <Alert variant="destructive">
    <AlertDescription>{errorMessage(error)}</AlertDescription>
  </Alert>
);

/**
 * `/collaborative-sessions?join=<token>`, a session's invitation link (docs/decisions/020-coediting-on-postgresql.md): joins once,
 * drops the token from the address and opens the session.
 */
function useJoinFromLink(openSession: (s: Session) => void) {
  const { joinSession } = useCollabMutations();
  const started = useRef(false);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('join');
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    joinSession.mutate(token, { onSuccess: openSession });
  }, [joinSession, openSession]);
}

export default function CollaborativeSessionsPage() {
  const sessions = usePagedList(mySessionsPages.key, mySessionsPages.first, mySessionsPages.parse);
  const contributions = usePagedList(myContributionsPages.key, myContributionsPages.first, myContributionsPages.parse);
  const [open, setOpen] = useState<Session | null>(null);
  useJoinFromLink(setOpen);
  const browse = (label: string) => (
    <Button asChild>
      <Link href="/writing-prompts">{label}</Link>
    </Button>
  );

  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <PageHeader
        title={COLLAB_COPY.heading}
        actions={
          <>
            <AccountSelector />
            <Button variant="outline" asChild>
              <Link href="/writing-prompts">
                <BookOpen aria-hidden="true" />
                {COLLAB_COPY.browsePrompts}
              </Link>
            </Button>
          </>
        }
      />
      <Tabs defaultValue="my-sessions" className="grid grid-cols-1 gap-5">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="my-sessions">{COLLAB_COPY.tabs.sessions}</TabsTrigger>
          <TabsTrigger value="my-contributions">{COLLAB_COPY.tabs.contributions}</TabsTrigger>
        </TabsList>
        <TabsContent value="my-sessions">
          {sessions.isLoading ? (
            <Spinner className="mx-auto my-16 size-8" />
          ) : sessions.error ? (
            <Failure error={sessions.error} />
          ) : !sessions.items?.length ? (
            <EmptyState icon={Users} text={E.sessions} action={browse(E.sessionsAction)} />
          ) : (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              {sessions.items.map((s) => (
                <Card key={s.id} className="flex flex-col" data-testid="session-card">
                  <CardHeader className="gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="line-clamp-2 min-w-0 text-lg leading-snug font-semibold wrap-anywhere">
                        {s.title}
                      </h3>
                      <StatusBadge status={s.status} />
                    </div>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col gap-2 text-sm">
                    {s.description ? (
                      <p className="line-clamp-3 text-foreground/90 wrap-anywhere">{s.description}</p>
                    ) : null}
                    <RelativeTime
                      iso={s.createdAt}
                      prefix="Created"
                      className="mt-auto text-xs text-muted-foreground"
                    />
                  </CardContent>
                  <CardFooter>
                    <Button className="w-full" onClick={() => setOpen(s)}>
                      <LogIn aria-hidden="true" />
                      {COLLAB_COPY.joinSession}
                    </Button>
                  </CardFooter>
                </Card>
              ))}
            </div>
          )}
          <LoadMore
            hasMore={sessions.hasNextPage}
            loading={sessions.isFetchingNextPage}
            failed={sessions.isFetchNextPageError}
            onLoadMore={() => void sessions.fetchNextPage()}
          />
        </TabsContent>
        <TabsContent value="my-contributions">
          {contributions.isLoading ? (
            <Spinner className="mx-auto my-16 size-8" />
          ) : contributions.error ? (
            <Failure error={contributions.error} />
          ) : !contributions.items?.length ? (
            <EmptyState icon={MessageSquare} text={E.contributions} action={browse(E.contributionsAction)} />
          ) : (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {contributions.items.map((c) => {
                const session = sessions.items?.find((s) => s.id === c.sessionId);
                return (
                  <Card key={c.id} className="flex flex-col" data-testid="contribution-card">
                    <CardHeader className="gap-1">
                      <h3 className="font-semibold">{COLLAB_COPY.contributionTo(c.sessionId)}</h3>
                      <RelativeTime iso={c.createdAt} className="text-xs text-muted-foreground" />
                    </CardHeader>
                    <CardContent className="flex-1 text-sm">
                      <p className="line-clamp-4 whitespace-pre-wrap wrap-anywhere">{c.content}</p>
                    </CardContent>
                    <CardFooter>
                      <Button variant="outline" disabled={!session} onClick={() => session && setOpen(session)}>
                        {COLLAB_COPY.viewSession}
                      </Button>
                    </CardFooter>
                  </Card>
                );
              })}
            </div>
          )}
          <LoadMore
            hasMore={contributions.hasNextPage}
            loading={contributions.isFetchingNextPage}
            failed={contributions.isFetchNextPageError}
            onLoadMore={() => void contributions.fetchNextPage()}
          />
        </TabsContent>
      </Tabs>
      <SessionDialog session={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
