import { AlertCircle, Save } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useState } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import { BLOG_LIMITS, type Blog } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy';
import { CollaborativeEditor } from '@client/components/editor/collaborative';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/features/auth';
import { CommentsPanel, useBlogComments } from '@client/features/comments';
import { SeoPanel } from '@client/features/seo';
import { HistoryButton } from '@client/features/versions';
import { ClaimCheckedEditor } from '@client/features/source-pack';
import { can } from '@client/lib/abilities';
import { fieldMessage, focusById, focusFirstInvalid } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { DRAFT_COPY } from './draft-copy';
import { draftOf, editSchema, FIELDS, type Leaving } from './edit-draft';
import { EDIT_FORM_CLASS, EditFormLayout, HeroFigure } from './edit-frame';
import { RevisionBanner } from './revisions';
import { draftValueOf, FieldConflicts } from './FieldConflicts';
import { useEditorRecovery } from './use-editor-recovery';
import { useSaveEdits } from './use-save-edits';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

const C = BLOGS_COPY.edit;

/**
 * The assistant beside the form (below it on a phone) loads after the form: its code is not part
 * of the page's first paint (docs/performance.md, the editor page).
 */
const AiWritingAssistant = lazy(() => import('./AiWritingAssistant').then((m) => ({ default: m.AiWritingAssistant })));

/**
 * The edit page's form (EditBlogPage.tsx): title, content (the single-user editor, or the live one
 * once the blog is shared), category, tags and SEO, with the assistant and comments beside it.
 */
export function EditForm({ blog, live, leavingRef }: { blog: Blog; live: boolean; leavingRef: Leaving }) {
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

  const { save, conflicts, settle } = useSaveEdits({ blog, live, form, onSaved: recovery.saved });

  return (
    <EditFormLayout
      notices={
        <>
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
        </>
      }
      aside={
        /* Sticky beside the form, and never taller than the screen: its own scroll reaches the
           assistant's proposal and the provenance under it while the form stays put. The room at
           its end lets a proposal scroll to the top, clear of the toasts' corner. */
        <div className="grid content-start gap-6 pb-28 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:-mx-1 lg:-mt-1 lg:px-1 lg:pt-1">
          {live ? <CommentsPanel state={comments.panel} /> : null}
          <Suspense fallback={null}>
            <AiWritingAssistant
              content={content.field.value ?? ''}
              onApply={(html) => form.setValue('content', html, { shouldDirty: true })}
              readOnly={readOnly}
            />
          </Suspense>
        </div>
      }
    >
      <form
        noValidate
        className={EDIT_FORM_CLASS}
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
        {blog.featuredImage ? <HeroFigure src={blog.featuredImage} /> : null}
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
    </EditFormLayout>
  );
}
