import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Check, CircleAlert, Heart, Layers, MessageCircle, Play, RefreshCw } from 'lucide-react';
import type { InstagramPost } from '@common/instagram';
import { INSTAGRAM_COPY } from '@common/copy';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { takeGraphemes } from '@client/lib/graphemes';
import { cn } from '@client/lib/utils';
import { BatchControls, useBatch } from '@client/features/batches';
import { accountsQueryOptions, postsQueryKey, postsQueryOptions, useSyncNow } from './api';
import { PostSort, useSortedPosts, type PostSortOrder } from './PostSort';
import { useConnectInstagram } from './use-connect-instagram';

const P = INSTAGRAM_COPY.posts;
type Filter = 'all' | 'photo' | 'reel';
const TYPE_LABEL: Record<InstagramPost['type'], string> = { photo: 'Photo', reel: 'Reel', video: 'Video' };

export const postDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');
export const postAlt = (post: InstagramPost) => takeGraphemes(post.caption ?? '', 20) || P.noCaption;
const compact = (n: number) => new Intl.NumberFormat('en', { notation: 'compact' }).format(n);

/** Refreshes the posts when a background sync of the account finishes (polling while it runs). */
function useSyncWatcher(accountId: number | null) {
  const queryClient = useQueryClient();
  const accounts = useQuery({
    ...accountsQueryOptions,
    refetchInterval: (q) => (q.state.data?.some((a) => a.id === accountId && a.isSyncing) ? 1500 : false),
  });
  const account = accounts.data?.find((a) => a.id === accountId) ?? null;
  const marker = `${accountId}|${account?.lastSyncedAt ?? ''}|${account?.isSyncing ? 1 : 0}`;
  const seen = useRef(marker);
  useEffect(() => {
    if (seen.current === marker) return;
    seen.current = marker;
    if (accountId !== null) void queryClient.invalidateQueries({ queryKey: postsQueryKey(accountId) });
  }, [marker, accountId, queryClient]);
  return account;
}

/** The left panel of "Create New Blog" (docs/product.md §2): the selected account's posts with All/Photos/Reels tabs. */
export function PostsPanel({
  accountId,
  selectedPostId,
  onSelect,
}: {
  accountId: number | null;
  selectedPostId: number | null;
  onSelect: (post: InstagramPost) => void;
}) {
  const [filter, setFilter] = useState<Filter>('photo');
  const [order, setOrder] = useState<PostSortOrder>('newest');
  const tabsId = useId();
  const account = useSyncWatcher(accountId);
  const connect = useConnectInstagram();
  const syncNow = useSyncNow();
  const postsQuery = useQuery({ ...postsQueryOptions(accountId ?? 0), enabled: accountId !== null });
  const failed = postsQuery.isError;
  const batch = useBatch(accountId);

  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title: INSTAGRAM_COPY.toasts.fetchPostsFailed });
  }, [failed]);

  const sorted = useSortedPosts(
    (postsQuery.data ?? []).filter((p) => filter === 'all' || p.type === filter),
    order,
    accountId,
  );
  const posts = sorted.posts;
  const loading = accountId !== null && postsQuery.isPending;

  return (
    <Card className="flex min-h-0 flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {P.title}
          {account?.isSandbox ? (
            <span
              title={INSTAGRAM_COPY.sandboxHint}
              className="rounded-full bg-secondary px-2 py-0.5 text-[0.6875rem] font-semibold text-secondary-foreground"
            >
              {INSTAGRAM_COPY.sandbox}
            </span>
          ) : null}
        </h2>
        {account?.isSyncing ? (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <RefreshCw className="size-3.5 animate-spin" aria-hidden="true" />
            {INSTAGRAM_COPY.importing}
          </span>
        ) : null}
      </div>
      <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
        {/* One panel (the list below) for the three filters: every tab controls it. */}
        <TabsList aria-label="Post type">
          {(['all', 'photo', 'reel'] as const).map((value) => (
            <TabsTrigger key={value} value={value} id={`${tabsId}-${value}`} aria-controls={`${tabsId}-panel`}>
              {P.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {accountId !== null ? (
        <PostSort order={order} onChange={setOrder} note={sorted.note} loading={sorted.loading} />
      ) : null}
      {accountId !== null ? <BatchControls state={batch} disabled={!postsQuery.data?.length} /> : null}

      {account?.lastSyncError && !account.needsReconnect && !account.isSyncing ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
          <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1">{INSTAGRAM_COPY.lastImportFailed(account.lastSyncError)}</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            disabled={syncNow.isPending}
            onClick={() => syncNow.mutate(account.id)}
          >
            {INSTAGRAM_COPY.syncNow}
          </Button>
        </p>
      ) : null}

      {account?.needsReconnect ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{INSTAGRAM_COPY.reconnectTitle}</AlertTitle>
          <AlertDescription>
            <p>{INSTAGRAM_COPY.reconnectText(account.username)}</p>
            <Button size="sm" className="mt-2" onClick={() => connect.mutate()} disabled={connect.isPending}>
              {connect.isPending ? INSTAGRAM_COPY.connecting : INSTAGRAM_COPY.reconnect}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${filter}`}>
        {loading ? (
          <div className="flex items-center justify-center gap-3 py-12 text-sm text-muted-foreground">
            <Spinner label={P.loading} />
            <span aria-hidden="true">{P.loading}</span>
          </div>
        ) : failed ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
            <p>{P.fetchError}</p>
            <Button variant="outline" size="sm" onClick={() => void postsQuery.refetch()}>
              {P.retry}
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <div className="py-12 text-center">
            <p className="font-medium">{P.empty}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {filter === 'all' || accountId === null ? P.emptyAll : P.emptyType(filter)}
            </p>
          </div>
        ) : (
          <ul
            className="relative -mx-1 grid max-h-[26rem] gap-1.5 overflow-y-auto px-1 lg:max-h-[calc(100dvh-19rem)]"
            aria-label={P.title}
          >
            {posts.map((post) => (
              <li key={post.id}>
                {batch.selecting ? (
                  <PostRow
                    post={post}
                    checked={batch.checked.includes(post.id)}
                    onSelect={() => batch.toggle(post.id)}
                  />
                ) : (
                  <PostRow post={post} selected={post.id === selectedPostId} onSelect={() => onSelect(post)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** A post of the list: pressed when it is the one shown; in 'Select' mode (batch drafts) a checkbox. */
function PostRow({
  post,
  selected,
  checked,
  onSelect,
}: {
  post: InstagramPost;
  selected?: boolean;
  checked?: boolean;
  onSelect: () => void;
}) {
  const moving = post.type === 'reel' || post.type === 'video';
  const selecting = checked !== undefined;
  return (
    <button
      type="button"
      {...(selecting ? { role: 'checkbox', 'aria-checked': checked } : { 'aria-pressed': selected })}
      onClick={onSelect}
      data-testid="instagram-post"
      className={cn(
        'flex w-full gap-3 rounded-xl border p-2.5 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected || checked ? 'border-primary bg-accent ring-1 ring-primary' : 'border-transparent hover:bg-muted',
      )}
    >
      {selecting ? (
        <span
          aria-hidden="true"
          className={cn(
            'mt-1 grid size-4 shrink-0 place-items-center rounded border',
            checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
          )}
        >
          {checked ? <Check className="size-3" /> : null}
        </span>
      ) : null}
      <span className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-muted">
        {post.mediaUrl ? (
          <img src={post.mediaUrl} alt={postAlt(post)} loading="lazy" className="size-full object-cover" />
        ) : null}
        {moving ? (
          <span className="absolute inset-0 grid place-items-center bg-ink-950/20">
            <span className="grid size-7 place-items-center rounded-full bg-white/90 text-ink-900 shadow">
              <Play className="ml-0.5 size-3.5 fill-current" aria-label={TYPE_LABEL[post.type]} />
            </span>
          </span>
        ) : null}
        {post.slides.length > 1 ? (
          <span
            className="absolute top-1 right-1 flex items-center gap-0.5 rounded-md bg-ink-950/70 px-1 py-0.5 text-[0.625rem] font-semibold text-white"
            aria-label={`Carousel, ${post.slides.length} slides`}
          >
            <Layers className="size-3" aria-hidden="true" />
            {post.slides.length}
          </span>
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <time dateTime={post.timestamp}>{postDate(post.timestamp)}</time>
          <span
            data-testid="post-type"
            className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground"
          >
            {post.slides.length > 1 ? 'Carousel' : TYPE_LABEL[post.type]}
          </span>
        </span>
        <span className={cn('mt-1 line-clamp-2 text-sm', !post.caption && 'text-muted-foreground italic')}>
          {post.caption || P.noCaption}
        </span>
        <span className="mt-1.5 flex gap-3 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {compact(post.likes)}
            <span className="sr-only"> likes</span>
          </span>
          <span className="flex items-center gap-1">
            <MessageCircle className="size-3.5" aria-hidden="true" />
            {compact(post.comments)}
            <span className="sr-only"> comments</span>
          </span>
        </span>
      </span>
    </button>
  );
}
