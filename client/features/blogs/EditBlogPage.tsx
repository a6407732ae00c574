import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Save } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import type { z } from 'zod';
import { BLOG_LIMITS, updateBlogSchema, type Blog } from '@common/blogs';
import { BLOGS_COPY, PAGE_HEADINGS } from '@common/copy';
import { ERROR_CODES } from '@common/error-codes';
import { RichTextEditor } from '@client/components/editor';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/features/auth';
import { can } from '@client/lib/abilities';
import { isApiError } from '@client/lib/api';
import { applyServerFieldErrors, fieldMessage } from '@client/lib/form-errors';
import { AiWritingAssistant } from './AiWritingAssistant';
import { blogQueryKey, blogQueryOptions, BLOGS_QUERY_KEY, updateBlog } from './api';
import { DRAFT_COPY } from './draft-copy';
import { useEditorRecovery } from './use-editor-recovery';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

const C = BLOGS_COPY.edit;

/** The edited fields, checked by the update contract (limits and messages from common/blogs). */
const editSchema = updateBlogSchema.pick({ title: true, content: true, category: true, tags: true });
type Draft = z.input<typeof editSchema>;
const FIELDS = ['title', 'content', 'category', 'tags'] as const;

const draftOf = (b: Blog) => ({
  title: b.title,
  content: b.content,
  category: b.category ?? '',
  tags: b.tags.join(', '),
});

function EditForm({ blog }: { blog: Blog }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<Draft, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: draftOf(blog),
  });
  const { errors, isDirty: dirty } = form.formState;
  const content = useController({ control: form.control, name: 'content' });
  const id = useId();
  useUnsavedChangesWarning(dirty);
  const { user } = useAuth();
  const recovery = useEditorRecovery(
    user ? `edit:${user.id}:${blog.id}` : null,
    { updatedAt: blog.updatedAt, values: draftOf(blog) },
    form,
  );
  const restore = () => {
    const values = recovery.take();
    if (!values) return;
    for (const field of FIELDS) form.setValue(field, values[field], { shouldDirty: true });
    toast({ title: DRAFT_COPY.restoredEditor });
  };

  const save = useMutation({
    mutationFn: (draft: z.output<typeof editSchema>) => updateBlog(blog.id, draft),
    onSuccess: async (updated) => {
      form.reset(draftOf(updated));
      recovery.saved();
      queryClient.setQueryData(blogQueryKey(blog.id), updated);
      await queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      toast(BLOGS_COPY.toasts.updated);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ERROR_CODES.blogPublished) {
        toast({ ...BLOGS_COPY.toasts.published, variant: 'destructive' });
        navigate('/my-blogs');
        return;
      }
      applyServerFieldErrors(error, FIELDS, form.setError);
      const message =
        isApiError(error) && error.status === 400 ? error.message : BLOGS_COPY.toasts.updateFailed.description;
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.updateFailed.title, description: message });
    },
  });

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <Card>
        {recovery.offer ? (
          <Alert className="m-4 mb-0 w-auto" data-testid="editor-recovery">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>{DRAFT_COPY.editorTitle}</AlertTitle>
            <AlertDescription>
              <p>{DRAFT_COPY.editorFound(new Date(recovery.offer.keptAt).toLocaleString())}</p>
              <div className="mt-2 flex gap-2">
                <Button size="sm" onClick={restore}>
                  {DRAFT_COPY.restore}
                </Button>
                <Button size="sm" variant="outline" onClick={recovery.dismiss}>
                  {DRAFT_COPY.discard}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        <CardHeader>
          <CardTitle>{C.contentCard}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((draft) => save.mutate(draft))}>
            {blog.featuredImage ? (
              <figure className="overflow-hidden rounded-xl border border-border bg-muted">
                <img src={blog.featuredImage} alt="" className="max-h-80 w-full object-cover" />
                <figcaption className="px-3 py-2 text-xs text-muted-foreground">{C.heroCaption}</figcaption>
              </figure>
            ) : null}
            <TextField
              label={C.title}
              maxLength={BLOG_LIMITS.titleMax}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-content`} onClick={() => document.getElementById(`${id}-content`)?.focus()}>
                {C.content}
              </Label>
              <RichTextEditor
                id={`${id}-content`}
                label={C.content}
                value={content.field.value ?? ''}
                onChange={content.field.onChange}
              />
              {errors.content ? (
                <p className="text-[0.8125rem] font-medium text-destructive">{errors.content.message}</p>
              ) : null}
            </div>
            <TextField
              label={C.category}
              maxLength={BLOG_LIMITS.categoryMax}
              placeholder="e.g. Travel"
              error={errors.category?.message}
              {...form.register('category')}
            />
            <TextField
              label={C.tags}
              placeholder="travel, lisbon, sunset"
              error={fieldMessage(errors.tags)}
              {...form.register('tags')}
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
        <AiWritingAssistant
          content={content.field.value ?? ''}
          onApply={(html) => form.setValue('content', html, { shouldDirty: true })}
        />
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

  // A blog the server says may not be edited (published) is not offered for editing.
  const locked = blog.data !== undefined && !can(blog.data, 'update');
  useEffect(() => {
    if (locked) {
      toast({ ...BLOGS_COPY.toasts.published, variant: 'destructive' });
      navigate('/my-blogs', { replace: true });
    }
  }, [locked, navigate]);

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
      ) : !blog.data || locked ? (
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
