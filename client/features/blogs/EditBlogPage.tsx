import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Save } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import type { z } from 'zod';
import { BLOG_LIMITS, blogFieldsChangedSchema, updateBlogSchema, type Blog, type UpdateBlogInput } from '@common/blogs';
import { BLOGS_COPY, PAGE_HEADINGS } from '@common/copy';
import { ERROR_CODES } from '@common/error-codes';
import { CollaborativeEditor } from '@client/components/editor/collaborative';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/features/auth';
import { ShareDialog, sharingQueryOptions } from '@client/features/co-editing';
import { CommentsPanel, useBlogComments } from '@client/features/comments';
import { SEO_FIELDS, SeoPanel, seoDraftOf } from '@client/features/seo';
import { HistoryButton } from '@client/features/versions';
import { ShareButton } from '@client/features/public-page';
import { ClaimCheckedEditor } from '@client/features/source-pack';
import { can } from '@client/lib/abilities';
import { isApiError } from '@client/lib/api';
import { fieldMessage, focusById, focusFirstInvalid } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { AiWritingAssistant } from './AiWritingAssistant';
import { blogQueryKey, blogQueryOptions, BLOGS_QUERY_KEY, updateBlog } from './api';
import { DRAFT_COPY } from './draft-copy';
import { RevisionBanner, StartRevisionToastAction } from './revisions';
import { CONFLICT_LABELS, draftValueOf, FieldConflicts, type ConflictField } from './FieldConflicts';
import { useEditorRecovery } from './use-editor-recovery';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

const C = BLOGS_COPY.edit;

/** The edited fields, checked by the update contract (limits and messages from common/blogs). */
const editSchema = updateBlogSchema.pick({
  ...{ title: true, content: true, category: true, tags: true },
  ...{ seoTitle: true, seoDescription: true, slug: true, featuredImageAlt: true },
});
type Draft = z.input<typeof editSchema>;
const FIELDS = ['title', 'content', 'category', 'tags', ...SEO_FIELDS] as const;

const draftOf = (b: Blog) => ({
  title: b.title,
  content: b.content,
  category: b.category ?? '',
  tags: b.tags.join(', '),
  ...seoDraftOf(b),
});

/** Edits not saved yet when the blog went live: the fields changed, and the content they started from. */
interface Carried {
  base: string;
  values: Partial<Draft>;
}
type Leaving = RefObject<Carried | null>;

function EditForm({ blog, live, leavingRef }: { blog: Blog; live: boolean; leavingRef: Leaving }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useZodForm(editSchema, {
    defaultValues: draftOf(blog),
    fields: FIELDS,
    shouldFocusError: false, // focusFirstInvalid: in the order the fields are shown
  });
  const { errors, isDirty: dirty } = form.formState;
  /** A viewer or commenter: nothing here is offered for editing (the server refuses it too). */
  const readOnly = !can(blog, 'update');
  const content = useController({ control: form.control, name: 'content' });
  const id = useId();
  const { ref: contentRef } = content.field;
  useEffect(() => contentRef(focusById(`${id}-content`)), [contentRef, id]);
  useUnsavedChangesWarning(dirty);
  const { user } = useAuth();
  const comments = useBlogComments(blog.id, live);
  // Sharing while editing switches to the live editor: the unsaved edits of the form it replaces
  // come along (kept by that form as it goes), the content's as edits of the shared document, the
  // other fields as unsaved changes here.
  const [carry, setCarry] = useState<{ base: string; target: string }>();
  useLayoutEffect(() => {
    if (!live)
      return () => {
        const start = form.formState.defaultValues ?? {};
        const values = form.getValues();
        const changed = FIELDS.filter((field) => values[field] !== start[field]);
        leavingRef.current = changed.length
          ? { base: start.content ?? '', values: Object.fromEntries(changed.map((f) => [f, values[f]])) }
          : null;
      };
    const carried = leavingRef.current;
    leavingRef.current = null;
    if (!carried) return;
    for (const field of FIELDS) {
      const value = carried.values[field];
      if (field !== 'content' && value !== undefined) form.setValue(field, value, { shouldDirty: true });
    }
    const target = carried.values.content;
    if (target !== undefined) setCarry({ base: carried.base, target });
  }, [live, leavingRef, form]);
  const recovery = useEditorRecovery(
    user ? `edit:${user.id}:${blog.id}` : null,
    { updatedAt: blog.updatedAt, values: draftOf(blog) },
    form,
  );
  const restore = () => {
    const values = recovery.take();
    if (!values) return;
    for (const field of FIELDS) {
      const value = values[field];
      if (value !== undefined) form.setValue(field, value, { shouldDirty: true });
    }
    toast({ title: DRAFT_COPY.restoredEditor });
  };

  /** Fields a co-writer saved since this form loaded them, with their value (docs/decisions/032). */
  const [conflicts, setConflicts] = useState<Partial<Record<ConflictField, string>>>({});
  const settle = (field: ConflictField, keep: 'theirs' | 'mine') => {
    const theirs = conflicts[field] ?? '';
    const mine = draftValueOf(form.getValues(field) ?? null);
    // Their value becomes what this form started from; 'Use mine' then saves over it knowingly.
    form.resetField(field, { defaultValue: theirs });
    if (keep === 'mine') form.setValue(field, mine, { shouldDirty: true });
    setConflicts(({ [field]: _settled, ...rest }) => rest);
  };

  /**
   * Only the fields changed here are sent, each with the value it started from: a co-writer's save
   * of another field is kept, and one of the same field is refused (409) instead of overwritten.
   * Shared, the content is the live document's, stored by the server as it changes.
   */
  const changesOf = (draft: z.output<typeof editSchema>): UpdateBlogInput => {
    const start = form.formState.defaultValues ?? {};
    const body: Record<string, unknown> = {};
    const base: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (form.getValues(field) === start[field]) continue;
      if (field === 'content') {
        if (!live) body.content = draft.content;
        continue;
      }
      body[field] = draft[field];
      base[field] = start[field] ?? '';
    }
    return { ...body, base } as UpdateBlogInput;
  };

  const save = useMutation({
    mutationFn: (draft: z.output<typeof editSchema>) => updateBlog(blog.id, changesOf(draft)),
    onSuccess: async (updated) => {
      setConflicts({});
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
      const changed = isApiError(error) && error.code === ERROR_CODES.blogFieldsChanged;
      const theirs = changed ? blogFieldsChangedSchema.safeParse(error.details) : undefined;
      if (theirs?.success) {
        const next: Partial<Record<ConflictField, string>> = {};
        for (const [field, value] of Object.entries(theirs.data.fields))
          if (field in CONFLICT_LABELS) next[field as ConflictField] = draftValueOf(value);
        setConflicts(next);
        return;
      }
      form.setServerErrors(error);
      const message =
        isApiError(error) && error.status === 400 ? error.message : BLOGS_COPY.toasts.updateFailed.description;
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.updateFailed.title, description: message });
    },
  });

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <Card>
        {blog.revisionOf !== null ? (
          <div className="m-4 mb-0">
            <RevisionBanner revision={blog} dirty={dirty} />
          </div>
        ) : null}
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
          <form
            noValidate
            className="grid gap-5"
            onSubmit={form.handleSubmit(
              (draft) => save.mutate(draft),
              (invalid) => focusFirstInvalid(invalid, FIELDS, form.setFocus),
            )}
          >
            <FieldConflicts
              conflicts={conflicts}
              mine={(field) => draftValueOf(form.getValues(field) ?? null)}
              onKeepTheirs={(field) => settle(field, 'theirs')}
              onUseMine={(field) => settle(field, 'mine')}
            />
            {blog.featuredImage ? (
              <figure className="overflow-hidden rounded-xl border border-border bg-muted">
                <img src={blog.featuredImage} alt="" className="max-h-80 w-full object-cover" />
                <figcaption className="px-3 py-2 text-xs text-muted-foreground">{C.heroCaption}</figcaption>
              </figure>
            ) : null}
            <TextField
              label={C.title}
              maxLength={BLOG_LIMITS.titleMax}
              readOnly={readOnly}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-content`} onClick={() => document.getElementById(`${id}-content`)?.focus()}>
                {C.content}
              </Label>
              {live && user ? (
                // Shared: co-edited live and stored by the server as it changes (docs/decisions/020-coediting-on-postgresql.md).
                <CollaborativeEditor
                  id={`${id}-content`}
                  label={C.content}
                  blogId={blog.id}
                  user={user}
                  editable={can(blog, 'update')}
                  value={content.field.value ?? ''}
                  onChange={(html) => form.setValue('content', html)}
                  comments={comments.editor}
                  carry={carry}
                />
              ) : (
                // Claims its post does not support are marked in the text (docs/decisions/026-stored-videos-and-saved-claim-checks.md).
                <ClaimCheckedEditor
                  blogId={blog.id}
                  id={`${id}-content`}
                  label={C.content}
                  value={content.field.value ?? ''}
                  onChange={content.field.onChange}
                />
              )}
              {errors.content ? (
                <p className="text-[0.8125rem] font-medium text-destructive">{errors.content.message}</p>
              ) : null}
            </div>
            <TextField
              label={C.category}
              maxLength={BLOG_LIMITS.categoryMax}
              placeholder="e.g. Travel"
              readOnly={readOnly}
              error={errors.category?.message}
              {...form.register('category')}
            />
            <TextField
              label={C.tags}
              placeholder="travel, lisbon, sunset"
              readOnly={readOnly}
              error={fieldMessage(errors.tags)}
              {...form.register('tags')}
            />
            <FormProvider {...form}>
              <SeoPanel
                hasFeaturedImage={Boolean(blog.featuredImage)}
                origin={blog.publicUrl ?? window.location.origin}
                readOnly={readOnly}
              />
            </FormProvider>
            <div className="flex items-center justify-end gap-3">
              {dirty ? <span className="text-xs text-muted-foreground">Unsaved changes</span> : null}
              <HistoryButton
                blogId={blog.id}
                readCurrent={() => ({ title: form.getValues('title') ?? '', content: form.getValues('content') ?? '' })}
                dirty={dirty}
                canRestore={can(blog, 'update')}
                onRestored={(v) => form.reset(draftOf({ ...blog, ...v, id: blog.id }))}
              />
              {readOnly ? null : (
                <Button type="submit" disabled={save.isPending}>
                  <Save aria-hidden="true" />
                  {save.isPending ? C.saving : C.save}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:sticky lg:top-24">
        {live ? <CommentsPanel state={comments.panel} /> : null}
        <AiWritingAssistant
          content={content.field.value ?? ''}
          onApply={(html) => form.setValue('content', html, { shouldDirty: true })}
          readOnly={readOnly}
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
  const leavingRef: Leaving = useRef(null);

  // A blog the server says may not be edited (published) is not offered for editing; one shared
  // with the user for viewing or commenting opens read-only.
  const locked = blog.data !== undefined && !can(blog.data, 'update') && blog.data.isPublished;
  const sharing = useQuery({ ...sharingQueryOptions(blogId), enabled: valid && blog.data !== undefined });
  const live = sharing.data !== undefined && (sharing.data.shared || sharing.data.access !== 'owner');
  useEffect(() => {
    if (locked && blog.data) {
      // The spec's refusal stays; a live blog's owner may fix it in a revision (docs/decisions/040).
      const revise = can(blog.data, 'startRevision') || (blog.data.revisionId !== null && can(blog.data, 'publish'));
      toast({
        ...BLOGS_COPY.toasts.published,
        variant: 'destructive',
        ...(revise ? { action: <StartRevisionToastAction blog={blog.data} /> } : {}),
      });
      navigate('/my-blogs', { replace: true });
    }
  }, [locked, navigate]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it locks

  return (
    <PageContainer>
      <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
        <Link href="/my-blogs">
          <ArrowLeft aria-hidden="true" />
          {C.back}
        </Link>
      </Button>
      <PageHeader
        title={PAGE_HEADINGS.editBlog}
        actions={
          blog.data && !locked ? (
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
      ) : !blog.data || locked || !sharing.isFetched ? (
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
