import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { BLOGS_COPY } from '@common/copy';
import { PageContainer } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { ShareDialog, sharingFromPage, sharingQueryOptions } from '@client/features/co-editing';
import { ShareButton } from '@client/features/public-page';
import { can } from '@client/lib/abilities';
import { isApiError } from '@client/lib/api';
import { blogFromPage, blogQueryOptions } from './api';
import { EditPageTop } from './edit-frame';
import type { Leaving } from './edit-draft';
import { EditForm } from './EditForm';
import { StartRevisionToastAction } from './revisions';

const C = BLOGS_COPY.edit;

/** /edit-blog/:id — "Edit Blog Post" (docs/product.md §2). */
export default function EditBlogPage() {
  const params = useParams<{ id: string }>();
  const blogId = Number(params.id);
  const valid = Number.isInteger(blogId) && blogId > 0;
  const [, navigate] = useLocation();
  // The server sends both answers with the page it opens on (docs/decisions/050): no request for them then.
  const blog = useQuery({ ...blogQueryOptions(blogId), enabled: valid, initialData: () => blogFromPage(blogId) });
  const leavingRef: Leaving = useRef(null);
  const queryClient = useQueryClient();

  // A blog the server says may not be edited (published) is not offered for editing; one shared
  // with the user for viewing or commenting opens read-only.
  const locked = blog.data !== undefined && !can(blog.data, 'update') && blog.data.isPublished;
  // Asked for beside the blog, not after it: the form draws once both have arrived, with the
  // header's actions in the same frame (nothing above the form moves; docs/performance.md).
  const sharing = useQuery({
    ...sharingQueryOptions(blogId),
    enabled: valid,
    initialData: () => sharingFromPage(blogId),
  });
  const live = sharing.data !== undefined && (sharing.data.shared || sharing.data.access !== 'owner');
  const ready = blog.data !== undefined && !locked && (sharing.data !== undefined || sharing.isFetched);
  useEffect(() => {
    if (locked && blog.data) {
      // The spec's refusal stays; a live blog's owner may fix it in a revision (docs/decisions/040).
      const revise = can(blog.data, 'startRevision') || (blog.data.revisionId !== null && can(blog.data, 'publish'));
      toast({
        ...BLOGS_COPY.toasts.published,
        variant: 'destructive',
        ...(revise ? { action: <StartRevisionToastAction blog={blog.data} queryClient={queryClient} /> } : {}),
      });
      navigate('/my-blogs', { replace: true });
    }
  }, [locked, navigate]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it locks

  return (
    <PageContainer>
      <EditPageTop
        actions={
          blog.data && ready ? (
            <span className="flex items-center gap-2">
              {sharing.data?.abilities.share ? <ShareDialog blogId={blog.data.id} /> : null}
              <ShareButton blog={blog.data} size="default" />
            </span>
          ) : null
        }
      />
      {!valid || (blog.isError && isApiError(blog.error) && blog.error.status === 404) ? (
        <Alert variant="destructive" className="mt-6">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Not found</AlertTitle>
          <AlertDescription>{C.notFound}</AlertDescription>
        </Alert>
      ) : blog.isError ? (
        <Alert variant="destructive" className="mt-6">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{C.loadError}</AlertDescription>
        </Alert>
      ) : !blog.data || !ready ? (
        <div className="flex items-center justify-center gap-3 py-20 text-muted-foreground">
          <Spinner />
          <span>{BLOGS_COPY.overlay.loading}</span>
        </div>
      ) : (
        <EditForm key={`${blog.data.id}:${live}`} blog={blog.data} live={live} leavingRef={leavingRef} />
      )}
    </PageContainer>
  );
}
