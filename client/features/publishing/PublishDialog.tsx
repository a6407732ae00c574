import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { OVERRIDES_COPY, PUBLISHING_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { BatchRepeatsNotice } from '@client/features/batches';
import { BlogClaimsNotice } from '@client/features/source-pack';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { destinationLabel, destinationSite } from '@common/publication-outcomes';
import { FediverseNotice } from '@client/features/fediverse';
import { blogPublicationsQueryOptions, connectionsQueryOptions, platformsQueryOptions } from './api';
import { publishTo, refreshAfterOutcome } from './outcomes-api';
import { useDestinationDrafts } from './destination-drafts';
import { AtprotoShows, DestinationFields } from './DestinationFields';
import { HomeChoice } from './HomeChoice';
import { RetryAllFailed } from './RetryAllFailed';
import { LandedFields } from './LandedFields';
import { connectionChoices } from './publication-view';
import { PublicationActions } from './PublicationActions';
import { PublicationHistory } from './PublicationHistory';
import { PublicationReason } from './PublicationReason';
import { PublishOptions, type PublishChoice } from './PublishOptions';
import { localInputToIso } from './schedule';
import { StatusBadge } from '@client/components/ui/status-badge';

const C = PUBLISHING_COPY.publish;

/** An ISO time still ahead (read when publishing, never while rendering). */
const isFuture = (iso: string) => new Date(iso).getTime() > Date.now();

/** 'Publish "{title}"' with the Publish and Publication History tabs (docs/product.md §2, My Blogs). */
export function PublishDialog({
  blog,
  open,
  onOpenChange,
}: {
  blog: { id: number; title: string; tags?: string[]; seoDescription?: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const qc = useQueryClient();
  const connections = useQuery({ ...connectionsQueryOptions, enabled: open });
  const platforms = useQuery({ ...platformsQueryOptions, enabled: open });
  const publications = useQuery({ ...blogPublicationsQueryOptions(blog.id), enabled: open });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [choice, setChoice] = useState<PublishChoice>('publish');
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  // Each destination's own title, tags and excerpt (docs/decisions/046).
  const fields = useDestinationDrafts({
    title: blog.title,
    tags: blog.tags ?? [],
    excerpt: blog.seoDescription ?? null,
  });

  const choices = connectionChoices(connections.data ?? [], publications.data ?? [], selected);
  const platformName = (id: number) => platforms.data?.find((p) => p.id === id)?.displayName ?? '';
  const selectedPlatforms = choices.filter((c) => selected.has(c.connection.id)).map((c) => c.connection.platformName);
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const platformOf = (id: number) => choices.find((c) => c.connection.id === id)?.connection.platformName ?? '';
  const publish = async () => {
    const ids = [...selected];
    if (ids.length === 0) {
      toast({ variant: 'destructive', ...PUBLISHING_COPY.publishToasts.noneSelected });
      return;
    }
    const publishAt = choice === 'schedule' ? localInputToIso(when) : null;
    if (choice === 'schedule' && (!publishAt || !isFuture(publishAt))) {
      setWhenError(PUBLISHING_COPY.modes.pickTime);
      return;
    }
    setWhenError(undefined);
    const { overrides, invalid } = fields.toSend(ids, platformOf);
    if (invalid) {
      toast({
        variant: 'destructive',
        title: PUBLISHING_COPY.publishToasts.failed,
        description: OVERRIDES_COPY.fixFirst,
      });
      return;
    }
    setPending(true);
    try {
      // The spec's body ({ platformConnectionId }) unless a mode or a time was chosen.
      await publishTo(blog.id, ids, {
        ...(choice === 'draft' ? { mode: 'draft' as const } : {}),
        ...(publishAt ? { publishAt } : {}),
        overrides,
      });
      toast(PUBLISHING_COPY.publishToasts.queued);
      setSelected(new Set());
      fields.reset();
    } catch (error) {
      toast({ variant: 'destructive', title: PUBLISHING_COPY.publishToasts.failed, description: errorMessage(error) });
    } finally {
      setPending(false);
      await refreshAfterOutcome(qc, blog.id);
    }
  };

  const loading = connections.isPending || publications.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[625px]">
        <DialogHeader>
          <DialogTitle className="pr-2 wrap-anywhere">{C.dialogTitle(blog.title)}</DialogTitle>
        </DialogHeader>
        <Tabs defaultValue="publish">
          <TabsList className="grid w-full grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:grid-cols-2">
            <TabsTrigger value="publish">{C.tabPublish}</TabsTrigger>
            <TabsTrigger value="history">{C.tabHistory}</TabsTrigger>
          </TabsList>
          <TabsContent value="publish" className="mt-4">
            {loading ? (
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            ) : choices.length === 0 ? (
              <div className="grid justify-items-center gap-3 py-6 text-center">
                <p className="text-sm text-muted-foreground">{C.noConnections}</p>
                <Button asChild>
                  <Link href="/platform-connections">{C.connectPlatforms}</Link>
                </Button>
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-2">
                {choices.map(({ connection, publication, locked, checked }) => (
                  <li key={connection.id} className="grid gap-1.5">
                    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 has-disabled:cursor-default has-disabled:bg-muted/40">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--color-primary)]"
                        checked={checked}
                        disabled={locked || pending}
                        onChange={() => toggle(connection.id)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">{platformName(connection.platformId)}</span>
                        <span className="block truncate text-xs text-muted-foreground">
                          {destinationSite(connection) ?? connection.username ?? connection.profileUrl}
                        </span>
                      </span>
                      {publication ? <StatusBadge status={publication.status} /> : null}
                      {publication?.status === 'failed' ? (
                        <span className="text-xs text-muted-foreground">{C.retryFailed}</span>
                      ) : null}
                    </label>
                    {connection.platformName === 'wordpress' && connection.seoPlugin === 'none' ? (
                      <p className="px-1 text-xs text-muted-foreground" data-testid="seo-limits">
                        {C.wordpressNoSeo}
                      </p>
                    ) : null}
                    <AtprotoShows connection={connection} />
                    <DestinationFields
                      blogId={blog.id}
                      blog={{ title: blog.title, tags: blog.tags ?? [], excerpt: blog.seoDescription ?? null }}
                      connection={connection}
                      platformLabel={platformName(connection.platformId)}
                      publication={publication}
                      draft={fields.draftFor(connection.id, publication)}
                      onDraft={(d) => fields.setDraft(connection.id, d)}
                      disabled={pending}
                    />
                    {publication ? (
                      <PublicationReason
                        publication={publication}
                        connection={connection}
                        where={destinationLabel(platformName(connection.platformId), destinationSite(connection))}
                      />
                    ) : null}
                    {publication ? <LandedFields publication={publication} /> : null}
                    {publication ? (
                      <div className="flex justify-end px-1">
                        <PublicationActions
                          publication={publication}
                          where={destinationLabel(platformName(connection.platformId), destinationSite(connection))}
                          otherCopies={choices
                            .filter((o) => o.publication?.status === 'published' && o.publication.id !== publication.id)
                            .map((o) => ({
                              connectionId: o.connection.id,
                              label: destinationLabel(
                                platformName(o.connection.platformId),
                                destinationSite(o.connection),
                              ),
                            }))}
                        />
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <RetryAllFailed
              publications={publications.data ?? []}
              needsReconnecting={(p) =>
                connections.data?.find((c) => c.id === p.platformConnectionId)?.isConnected === false
              }
            />
            {choices.length > 0 ? (
              <PublishOptions
                choice={choice}
                onChoice={setChoice}
                when={when}
                onWhen={setWhen}
                whenError={whenError}
                selectedPlatforms={selectedPlatforms}
                tags={blog.tags ?? []}
                disabled={pending}
              />
            ) : null}
            {choices.length > 0 ? (
              <HomeChoice
                blogId={blog.id}
                destinations={choices.map(({ connection }) => ({
                  connectionId: connection.id,
                  label: destinationLabel(platformName(connection.platformId), destinationSite(connection)),
                }))}
              />
            ) : null}
            <BatchRepeatsNotice blogId={blog.id} className="mt-4" />
            <BlogClaimsNotice blogId={blog.id} className="mt-4" />
            <FediverseNotice className="mt-4" />
            <DialogFooter className="mt-5">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {C.cancel}
              </Button>
              <Button disabled={selected.size === 0 || pending} onClick={() => void publish()}>
                {pending ? C.submitting : C.submit}
              </Button>
            </DialogFooter>
          </TabsContent>
          <TabsContent value="history" className="mt-4">
            <PublicationHistory publications={publications.data ?? []} connections={connections.data ?? []} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
