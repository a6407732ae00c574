import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { normalizeTags, type Blog } from '@common/blogs';
import { BLOGS_COPY, PAGE_HEADINGS } from '@common/copy';
import { RichTextEditor } from '@client/components/editor';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { isApiError } from '@client/lib/api';
import { AiWritingAssistant } from './AiWritingAssistant';
import { blogQueryKey, blogQueryOptions, BLOGS_QUERY_KEY, updateBlog } from './api';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

const C = BLOGS_COPY.edit;

interface Draft {
  title: string;
  content: string;
  category: string;
  tags: string;
}

const draftOf = (b: Blog): Draft => ({
  title: b.title,
  content: b.content,
  category: b.category ?? '',
  tags: b.tags.join(', '),
});

function EditForm({ blog }: { blog: Blog }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Draft>(() => draftOf(blog));
  const [draft, setDraft] = useState<Draft>(saved);
  const id = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChangesWarning(dirty);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = useMutation({
    mutationFn: () =>
      updateBlog(blog.id, {
        title: draft.title,
        content: draft.content,
        category: draft.category,
        tags: normalizeTags(draft.tags),
      }),
    onSuccess: async (updated) => {
      const next = draftOf(updated);
      setSaved(next);
      setDraft(next);
      queryClient.setQueryData(blogQueryKey(blog.id), updated);
      await queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      toast(BLOGS_COPY.toasts.updated);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'blog_published') {
        toast({ ...BLOGS_COPY.toasts.published, variant: 'destructive' });
        navigate('/my-blogs');
        return;
      }
      const message =
        isApiError(error) && error.status === 400 ? error.message : BLOGS_COPY.toasts.updateFailed.description;
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.updateFailed.title, description: message });
    },
  });

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <Card>
        <CardHeader>
          <CardTitle>{C.contentCard}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-5"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            {blog.featuredImage ? (
              <figure className="overflow-hidden rounded-xl border border-border bg-muted">
                <img src={blog.featuredImage} alt="" className="max-h-80 w-full object-cover" />
                <figcaption className="px-3 py-2 text-xs text-muted-foreground">{C.heroCaption}</figcaption>
              </figure>
            ) : null}
            <TextField
              label={C.title}
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
              maxLength={200}
              required
            />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-content`} onClick={() => document.getElementById(`${id}-content`)?.focus()}>
                {C.content}
              </Label>
              <RichTextEditor
                id={`${id}-content`}
                label={C.content}
                value={draft.content}
                onChange={(content) => set({ content })}
              />
            </div>
            <TextField
              label={C.category}
              value={draft.category}
              onChange={(e) => set({ category: e.target.value })}
              maxLength={80}
              placeholder="e.g. Travel"
            />
            <TextField
              label={C.tags}
              value={draft.tags}
              onChange={(e) => set({ tags: e.target.value })}
              placeholder="travel, lisbon, sunset"
            />
            <div className="flex items-center justify-end gap-3">
              {dirty ? <span className="text-xs text-muted-foreground">Unsaved changes</span> : null}
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? C.saving : C.save}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <div className="lg:sticky lg:top-24">
        <AiWritingAssistant content={draft.content} onApply={(content) => set({ content })} />
      </div>
    </div>
  );
}

/** /edit-blog/:id — "Edit Blog Post" (docs/product.md §2). */
export default function EditBlogPage() {
  const params = useParams<{ id: string }>();
  const blogId = Number(params.id);
  const valid = Number.isInteger(blogId) && blogId > 0;
  const [, navigate] = useLocation();
  const blog = useQuery({ ...blogQueryOptions(blogId), enabled: valid });

  useEffect(() => {
    if (blog.data?.isPublished) {
      toast({ ...BLOGS_COPY.toasts.published, variant: 'destructive' });
      navigate('/my-blogs', { replace: true });
    }
  }, [blog.data?.isPublished, navigate]);

  return (
    <PageContainer>
      <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
        <Link href="/my-blogs">
          <ArrowLeft aria-hidden="true" />
          {C.back}
        </Link>
      </Button>
      <PageHeader title={PAGE_HEADINGS.editBlog} />
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
      ) : !blog.data || blog.data.isPublished ? (
        <div className="flex items-center justify-center gap-3 py-20 text-muted-foreground">
          <Spinner />
          <span>{BLOGS_COPY.overlay.loading}</span>
        </div>
      ) : (
        <EditForm key={blog.data.id} blog={blog.data} />
      )}
    </PageContainer>
  );
}
