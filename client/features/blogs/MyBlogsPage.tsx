import { AlertCircle, FileText, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { blogSummarySchema } from '@common/blogs';
import { Link } from 'wouter';
import { BLOGS_COPY } from '@common/copy';
import { LIST_COPY } from '@common/copy-lists';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMore } from '@client/components/ui/load-more';
import { Spinner } from '@client/components/ui/spinner';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { PublishButton } from '@client/features/publishing';
import { queryKeyToUrl } from '@client/lib/api';
import { usePagedList } from '@client/lib/use-paged-list';
import { BLOGS_QUERY_KEY } from './api';
import { BlogCard } from './BlogCard';
import { BlogFilters, hasFilters, type BlogFilterValues } from './BlogFilters';

const C = BLOGS_COPY.myBlogs;

const parseBlogs = (rows: unknown) => z.array(blogSummarySchema).parse(rows);

/**
 * /my-blogs — "My Blogs" (docs/product.md §2): grid of cards with loading, error and empty states;
 * search and filters above it, more cards loaded on scroll (or with 'Load more').
 */
export default function MyBlogsPage() {
  const [filters, setFilters] = useState<BlogFilterValues>({});
  const key = [...BLOGS_QUERY_KEY, filters] as const;
  const blogs = usePagedList(key, queryKeyToUrl(key), parseBlogs);
  const filtering = hasFilters(filters);

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
      <div className="mt-8">
        {blogs.isLoading ? (
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
        ) : !blogs.items?.length && filtering ? (
          <EmptyState
            icon={SearchX}
            title={LIST_COPY.blogFilters.noMatchTitle}
            text={LIST_COPY.blogFilters.noMatchText}
          />
        ) : !blogs.items?.length ? (
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
              {blogs.items.map((blog) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} publishSlot={<PublishButton blog={blog} />} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={blogs.hasNextPage}
              loading={blogs.isFetchingNextPage}
              failed={blogs.isFetchNextPageError}
              onLoadMore={() => void blogs.fetchNextPage()}
            />
          </TooltipProvider>
        )}
      </div>
    </PageContainer>
  );
}
