import { useQuery } from '@tanstack/react-query';
import { AlertCircle, FileText, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { BLOGS_COPY } from '@common/copy';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { PublishButton } from '@client/features/publishing/PublishButton';
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
          <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center shadow-none">
            <span className="grid size-14 place-items-center rounded-2xl bg-accent text-primary">
              <FileText className="size-7" aria-hidden="true" />
            </span>
            <h2 className="text-lg font-semibold">{C.emptyTitle}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{C.emptyText}</p>
            <Button asChild>
              <Link href="/create">{C.emptyAction}</Link>
            </Button>
          </Card>
        ) : (
          <TooltipProvider>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
