import { AlertCircle, FileText, Plus, SearchX } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { BlogSummary } from '@common/blogs';
import type { PublicationSummary } from '@common/publication-outcomes';
import { BLOGS_COPY } from '@common/copy';
import { LIST_COPY } from '@common/copy-lists';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMore } from '@client/components/ui/load-more';
import { Spinner } from '@client/components/ui/spinner';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { lazySlot } from '@client/lib/lazy-slot';
import { useDrawnInSteps } from '@client/lib/use-drawn-in-steps';
import { pagedListOptions, usePagedList } from '@client/lib/use-paged-list';
import { BlogCard } from './BlogCard';
import { BlogFilters, hasFilters, type BlogFilterValues } from './BlogFilters';
import { blogListKey, firstBlogsPage } from './list-api';

const C = BLOGS_COPY.myBlogs;

// The grid renders from the list alone: the list's zod contract loads beside the list request
// (asked for here, when the page's chunk runs); the publishing, sharing and co-editing features
// load once the page has painted and fill their slots in.
const loadListSchema = () => import('./blog-list-schema');
const loadExtras = () => import('./my-blogs-extras');
void loadListSchema().catch(() => undefined);
const GridPublicationsFeed = lazySlot(loadExtras, (m) => m.GridPublicationsFeed);
const CardActions = lazySlot(loadExtras, (m) => m.CardActions);
const PublicationBadges = lazySlot(loadExtras, (m) => m.PublicationBadges);
const SharedWithMe = lazySlot(loadExtras, (m) => m.SharedWithMe);
const NeedsAttention = lazySlot(loadExtras, (m) => m.NeedsAttention);

const parseBlogs = async (rows: unknown) => (await loadListSchema()).parseBlogSummaries(rows);
const NO_PUBLICATIONS: PublicationSummary[] = [];

/**
 * One card of the grid with its publishing slots. Memoised: when the grid's publication states
 * arrive or change, only the cards whose own states changed render again, not the whole grid.
 */
const BlogGridItem = memo(function BlogGridItem({
  blog,
  publications,
}: {
  blog: BlogSummary;
  publications: PublicationSummary[];
}) {
  return (
    <li>
      <BlogCard
        blog={blog}
        publishSlot={<CardActions blog={blog} />}
        statusSlot={<PublicationBadges blogId={blog.id} publications={publications} />}
      />
    </li>
  );
});

/**
 * Called by the router when a visitor opens /my-blogs: the first page of the list is requested
 * beside the sign-in check and the page's chunks, not after them (a failed request, e.g. nobody
 * signed in, is simply asked again when the page mounts).
 */
export function preload(queryClient: QueryClient) {
  return queryClient.prefetchInfiniteQuery(pagedListOptions(blogListKey({}), firstBlogsPage({}), parseBlogs));
}

/**
 * /my-blogs — "My Blogs" (docs/product.md §2): grid of cards with loading, error and empty states;
 * search and filters above it, more cards loaded on scroll (or with 'Load more').
 */
export default function MyBlogsPage() {
  const [filters, setFilters] = useState<BlogFilterValues>({});
  const blogs = usePagedList(blogListKey(filters), firstBlogsPage(filters), parseBlogs);
  // The cards render as a transition, in slices, so that a long list never blocks the page.
  const items = useDeferredValue(blogs.items);
  const arriving = blogs.items !== undefined && items === undefined;
  const filtering = hasFilters(filters);
  // One call for the publication states of every card shown (docs/decisions/018-publishing-destinations-and-modes.md), not one per card.
  const [publications, setPublications] = useState<Map<number, PublicationSummary[]>>(() => new Map());
  const blogIds = useMemo(() => items?.map((b) => b.id) ?? [], [items]);
  // A row of cards at a time, each in its own task (client/lib/use-drawn-in-steps.ts).
  const drawn = useDrawnInSteps(items?.length ?? 0);

  return (
    <PageContainer>
      <PageHeader
        title={C.heading}
        actions={
          <Button asChild>
            <Link href="/create">
              <Plus aria-hidden="true" />
              {C.create}
            </Link>
          </Button>
        }
      />
      <BlogFilters value={filters} onChange={setFilters} />
      <GridPublicationsFeed blogIds={blogIds} onChange={setPublications} />
      {/* Failed and waiting publications, with what to do (docs/decisions/041); nothing when none. */}
      <NeedsAttention />
      <div className="mt-8">
        {blogs.isLoading || arriving ? (
          <div className="flex items-center justify-center gap-3 py-20 text-muted-foreground">
            <Spinner label={C.loading} />
            <span>{C.loading}</span>
          </div>
        ) : blogs.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>{C.errorTitle}</AlertTitle>
            <AlertDescription>{C.errorText}</AlertDescription>
          </Alert>
        ) : !items?.length && filtering ? (
          <EmptyState
            icon={SearchX}
            title={LIST_COPY.blogFilters.noMatchTitle}
            text={LIST_COPY.blogFilters.noMatchText}
          />
        ) : !items?.length ? (
          <EmptyState
            icon={FileText}
            title={C.emptyTitle}
            text={C.emptyText}
            action={
              <Button asChild>
                <Link href="/create">{C.emptyAction}</Link>
              </Button>
            }
          />
        ) : (
          <TooltipProvider>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.slice(0, drawn).map((blog) => (
                <BlogGridItem key={blog.id} blog={blog} publications={publications.get(blog.id) ?? NO_PUBLICATIONS} />
              ))}
            </ul>
            <LoadMore
              // The next page once every card of this one is drawn (its sentinel would be on screen before).
              hasMore={blogs.hasNextPage && drawn === items.length}
              loading={blogs.isFetchingNextPage}
              failed={blogs.isFetchNextPageError}
              onLoadMore={() => void blogs.fetchNextPage()}
            />
          </TooltipProvider>
        )}
      </div>
      <SharedWithMe />
    </PageContainer>
  );
}
