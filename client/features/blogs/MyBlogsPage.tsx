import { useQuery } from '@tanstack/react-query';
import { AlertCircle, FileText, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { BLOGS_COPY } from '@common/copy';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { PublishButton } from '@client/features/publishing';
import { blogsQueryOptions } from './api';
import { BlogCard } from './BlogCard';

const C = BLOGS_COPY.myBlogs;

/** /my-blogs — "My Blogs" (docs/product.md §2): grid of cards with loading, error and empty states. */
export default function MyBlogsPage() {
  const blogs = useQuery(blogsQueryOptions);

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
        ) : !blogs.data?.length ? (
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
              {blogs.data.map((blog) => (
                <li key={blog.id}>
                  <BlogCard blog={blog} publishSlot={<PublishButton blog={blog} />} />
                </li>
              ))}
            </ul>
          </TooltipProvider>
        )}
      </div>
    </PageContainer>
  );
}
