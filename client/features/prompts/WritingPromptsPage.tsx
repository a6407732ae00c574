import { Camera, Globe, Lightbulb, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Session } from '@common/collaborative-sessions';
import { PROMPTS_COPY } from '@common/copy';
import type { Prompt } from '@common/prompts';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMore } from '@client/components/ui/load-more';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { errorMessage } from '@client/lib/api';
import { usePagedList, type PagedList } from '@client/lib/use-paged-list';
import { AccountSelector, useSelectedAccount } from '@client/features/instagram';
import { SessionDialog, SessionFormDialog } from '@client/features/collaborative-sessions';
import { accountPromptsPages, myPromptsPages, parsePrompts, publicPromptsPages } from './api';
import { DeletePromptDialog } from './DeletePromptDialog';
import { PromptCard, type PromptActions } from './PromptCard';
import { PromptDetailDialog } from './PromptDetailDialog';
import { PromptFormDialog, type PromptFormPreset, type PromptFormTarget } from './PromptFormDialog';

const E = PROMPTS_COPY.empty;
/** Three tabs fit a 390 px phone: labels may wrap there. */
const TAB = 'min-h-9 px-2 py-1 text-xs leading-tight whitespace-normal sm:px-3 sm:text-sm';

function PromptGrid({ query, empty, actions }: { query: PagedList<Prompt>; empty: ReactNode; actions: PromptActions }) {
  if (query.isLoading) return <Spinner className="mx-auto my-16 size-8" />;
  if (query.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(query.error)}</AlertDescription>
      </Alert>
    );
  }
  if (!query.items?.length) return <>{empty}</>;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {query.items.map((p) => (
          <PromptCard key={p.id} prompt={p} actions={actions} />
        ))}
      </div>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

export default function WritingPromptsPage() {
  const { selectedAccount } = useSelectedAccount();
  const accountId = selectedAccount?.id ?? null;
  const mine = usePagedList(myPromptsPages.key, myPromptsPages.first, parsePrompts);
  const community = usePagedList(publicPromptsPages.key, publicPromptsPages.first, parsePrompts);
  const ofAccount = accountPromptsPages(accountId ?? 0);
  const fromInstagram = usePagedList(ofAccount.key, ofAccount.first, parsePrompts, { enabled: accountId !== null });

  const [form, setForm] = useState<PromptFormTarget | null>(null);
  const [detail, setDetail] = useState<Prompt | null>(null);
  const [sessionFor, setSessionFor] = useState<Prompt | null>(null);
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const [openSession, setOpenSession] = useState<Session | null>(null);

  const actions: PromptActions = {
    onView: setDetail,
    onNewSession: setSessionFor,
    onEdit: (p) => setForm({ mode: 'edit', prompt: p }),
    onDelete: setDeleting,
  };
  const create = (preset?: PromptFormPreset) => setForm({ mode: 'create', ...(preset ? { preset } : {}) });
  const closeDetailThen = (fn: () => void) => {
    setDetail(null);
    fn();
  };

  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <PageHeader
        title={PROMPTS_COPY.heading}
        actions={
          <>
            <AccountSelector />
            <Button onClick={() => create()}>
              <Plus aria-hidden="true" />
              {PROMPTS_COPY.createButton}
            </Button>
          </>
        }
      />
      <Tabs defaultValue="my-prompts" className="grid grid-cols-1 gap-5">
        <TabsList className="h-auto min-h-11 w-full sm:w-auto">
          <TabsTrigger value="my-prompts" className={TAB}>
            {PROMPTS_COPY.tabs.mine}
          </TabsTrigger>
          <TabsTrigger value="instagram" className={TAB}>
            {PROMPTS_COPY.tabs.instagram}
          </TabsTrigger>
          <TabsTrigger value="community" className={TAB}>
            {PROMPTS_COPY.tabs.community}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="my-prompts">
          <PromptGrid
            query={mine}
            actions={actions}
            empty={
              <EmptyState
                icon={Lightbulb}
                text={E.mine}
                action={<Button onClick={() => create()}>{E.mineAction}</Button>}
              />
            }
          />
        </TabsContent>
        <TabsContent value="instagram">
          {accountId === null ? (
            <EmptyState icon={Camera} text={E.noAccount} action={<AccountSelector />} />
          ) : (
            <PromptGrid
              query={fromInstagram}
              actions={actions}
              empty={
                <EmptyState
                  icon={Camera}
                  text={E.instagram}
                  action={<Button onClick={() => create({ type: 'instagram' })}>{E.instagramAction}</Button>}
                />
              }
            />
          )}
        </TabsContent>
        <TabsContent value="community">
          <PromptGrid
            query={community}
            actions={actions}
            empty={
              <EmptyState
                icon={Globe}
                text={E.community}
                action={<Button onClick={() => create({ isPublic: true })}>{E.communityAction}</Button>}
              />
            }
          />
        </TabsContent>
      </Tabs>

      <PromptFormDialog target={form} accountId={accountId} onClose={() => setForm(null)} />
      <PromptDetailDialog
        prompt={detail}
        onClose={() => setDetail(null)}
        onStartSession={(p) => closeDetailThen(() => setSessionFor(p))}
        onOpenSession={(s) => closeDetailThen(() => setOpenSession(s))}
        onEdit={(p) => closeDetailThen(() => setForm({ mode: 'edit', prompt: p }))}
        onDelete={(p) => closeDetailThen(() => setDeleting(p))}
      />
      <SessionFormDialog prompt={sessionFor} onClose={() => setSessionFor(null)} />
      <DeletePromptDialog prompt={deleting} onClose={() => setDeleting(null)} />
      <SessionDialog session={openSession} onClose={() => setOpenSession(null)} />
    </PageContainer>
  );
}
