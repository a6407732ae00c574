import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, ImageIcon, RefreshCw, Save, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { BLOG_LIMITS, createBlogSchema } from '@common/blogs';
import { type GeneratedBlog } from '@common/blog-generation';
import { BLOG_CATEGORIES } from '@common/constants';
import { BLOGS_COPY } from '@common/copy';
import { AI_ERROR_CODE_PREFIX, ERROR_CODES } from '@common/error-codes';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/features/auth';
import { DraftClaimsEditor } from './DraftClaimsEditor';
import { isApiError } from '@client/lib/api';
import { fieldMessage, focusById, focusFirstInvalid } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { BLOGS_QUERY_KEY, createBlog, generateBlogStreaming, updateBlog, type PackProgress } from './api';
import { composerDraftKey, readComposerDraft, useKeptComposerDraft } from './composer-draft';
import { DRAFT_COPY } from './draft-copy';
import { GenerationOverlay, type OverlayMode } from './GenerationOverlay';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

const C = BLOGS_COPY.composer;
const T = BLOGS_COPY.toasts;

/** The fields the writer fills and the user edits, checked by the create contract before saving. */
const composerSchema = createBlogSchema.pick({ title: true, content: true, tags: true, category: true });
type ComposerValues = z.input<typeof composerSchema>;
type ComposerData = z.output<typeof composerSchema>;
/** The fields in the order the composer shows them. */
const COMPOSER_FIELDS = ['title', 'content', 'tags', 'category'] as const;
const EMPTY: ComposerValues = { title: '', content: '', tags: '', category: '' };

/** A toast-worthy message: the server's words for AI failures, the catalogue's (common/copy-blogs.ts) otherwise. */
function generationError(error: unknown): string {
  if (
    isApiError(error) &&
    (error.code?.startsWith(AI_ERROR_CODE_PREFIX) || error.code === ERROR_CODES.network || error.status === 404)
  )
    return error.message;
  return T.generationFailed.description;
}

/**
 * The /create right panel ("Create New Blog", docs/product.md §2): no-post and no-blog states; Generate /
 * Regenerate / Save Blog; Blog Title, the editor, Tags and Category; the overlay with the live
 * stream and Stop. Remount it (key) when the post or account changes to clear the generated blog.
 * An article not saved yet is kept on this device per user and post (composer-draft.ts) and comes
 * back, with a note, when the creator returns to that post, even after a reload.
 */
export function BlogComposer({ post, account }: { post: InstagramPost | null; account: InstagramAccount | null }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const draftKey = user && post ? composerDraftKey(user.id, post.id) : null;
  const [restored, setRestored] = useState(() => readComposerDraft(draftKey));
  const [generated, setGenerated] = useState<GeneratedBlog | null>(restored?.generated ?? null);
  /** Once saved, Save updates that blog instead of creating a copy (a new draft starts a new blog). */
  const [savedId, setSavedId] = useState<number | null>(restored?.savedId ?? null);
  const form = useZodForm(composerSchema, {
    defaultValues: restored?.values ?? EMPTY,
    shouldFocusError: false, // focusFirstInvalid: in the order the fields are shown
  });
  const kept = useKeptComposerDraft(draftKey, form, generated, savedId);
  useUnsavedChangesWarning(!kept.safe);
  const { errors } = form.formState;
  const contentField = useController({ control: form.control, name: 'content' });
  const [overlay, setOverlay] = useState<OverlayMode | null>(null);
  const [partial, setPartial] = useState<{ title: string; content: string } | null>(null);
  const [pack, setPack] = useState<PackProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const id = useId();
  const { ref: contentRef } = contentField.field;
  useEffect(() => contentRef(focusById(`${id}-content`)), [contentRef, id]);

  useEffect(() => () => abort.current?.abort(), []);
  // Fetch the editor's chunk while the user reads the post, so it is ready when the draft arrives.
  useEffect(() => {
    if (post) void import('@client/components/editor/RichTextEditor');
  }, [post]);

  /** Regenerate asks for another angle each time (title, structure, opening): 1, 2, 3… */
  const angle = useRef(0);
  const generate = async (again = false) => {
    if (!post) {
      toast({ ...T.noPost, variant: 'destructive' });
      return;
    }
    if (kept.unsaved() && !window.confirm(DRAFT_COPY.regenerateConfirm)) return;
    const controller = new AbortController();
    abort.current = controller;
    setPartial(null);
    setPack(null);
    setOverlay('generating');
    try {
      angle.current = again ? angle.current + 1 : 0;
      const blog = await generateBlogStreaming(post.id, setPartial, controller.signal, angle.current, setPack);
      kept.discard();
      setRestored(null);
      setGenerated(blog);
      setSavedId(null);
      form.reset({
        title: blog.title,
        content: blog.content,
        tags: blog.tags.join(', '),
        category: blog.suggestedCategory,
      });
      toast(T.generated);
    } catch (error) {
      if (controller.signal.aborted) toast(T.generationStopped);
      else toast({ variant: 'destructive', title: T.generationFailed.title, description: generationError(error) });
    } finally {
      abort.current = null;
      setOverlay(null);
      setPartial(null);
      setPack(null);
    }
  };

  const save = useMutation({
    mutationFn: ({ title, content, tags, category }: ComposerData) =>
      savedId !== null
        ? updateBlog(savedId, { title, content, tags, category: category ?? null })
        : createBlog({
            title,
            content,
            tags,
            category: category ?? null,
            isDraft: false,
            postId: post!.id,
            featuredImage: generated!.featuredImage,
            seoTitle: generated!.seoTitle,
            seoDescription: generated!.seoDescription,
            seoKeywords: generated!.seoKeywords,
            readingTime: generated!.readingTime,
            // Provenance is recorded in the same write (the text came from this generation).
            ...(generated!.generationId ? { generationId: generated!.generationId } : {}),
          }),
    onMutate: () => setOverlay('saving'),
    onSettled: () => setOverlay(null),
    onSuccess: async (blog) => {
      kept.markSaved();
      setSavedId(blog.id);
      toast(T.saved);
      await queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
    },
    onError: (error) => {
      const message = isApiError(error) && error.status === 400 ? error.message : T.saveFailed.description;
      toast({ variant: 'destructive', title: T.saveFailed.title, description: message });
    },
  });

  const onSave = () => {
    if (!post || !generated) {
      toast({ ...T.noBlog, variant: 'destructive' });
      return;
    }
    void form.handleSubmit(
      (values) => save.mutate(values),
      (invalid) => focusFirstInvalid(invalid, COMPOSER_FIELDS, form.setFocus),
    )();
  };

  const discardRestored = () => {
    kept.discard();
    setRestored(null);
    setGenerated(null);
    setSavedId(null);
    form.reset(EMPTY);
  };

  const busy = overlay !== null;
  // docs/product.md §2: 'Generate Blog Post'; 'Regenerate' (disabled with no post, another angle each time); 'Save Blog' (disabled with no blog).
  const actions = (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" data-testid="composer-actions">
      <Button variant="brand" className="col-span-2" onClick={() => void generate()} disabled={busy}>
        <Sparkles aria-hidden="true" />
        {C.generate}
      </Button>
      <Button variant="outline" onClick={() => void generate(true)} disabled={!post || busy}>
        <RefreshCw aria-hidden="true" />
        {C.regenerate}
      </Button>
      <Button onClick={onSave} disabled={!generated || busy}>
        <Save aria-hidden="true" />
        {C.save}
      </Button>
    </div>
  );

  return (
    <section className="grid gap-4" aria-label="Blog post" data-account={account?.id ?? ''}>
      {actions}
      {!post ? (
        <EmptyState icon={ImageIcon} title={C.noPostTitle} text={C.noPostText} />
      ) : !generated ? (
        <EmptyState icon={FileText} title={C.noBlogTitle} text={C.noBlogText} />
      ) : (
        <Card>
          <CardContent className="grid gap-5 pt-6">
            {restored ? (
              <div
                role="status"
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm"
                data-testid="restored-note"
              >
                <span>{DRAFT_COPY.restoredCreate}</span>
                <Button variant="outline" size="sm" onClick={discardRestored}>
                  {DRAFT_COPY.discard}
                </Button>
              </div>
            ) : null}
            <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground" data-testid="writer-note">
              {generated.writer.kind === 'builtin' ? C.builtinNote : C.aiNote(generated.writer.label)}
            </p>
            <TextField
              label={C.titleLabel}
              maxLength={BLOG_LIMITS.titleMax}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-content`}>{C.contentLabel}</Label>
              <DraftClaimsEditor
                postId={post.id}
                id={`${id}-content`}
                value={contentField.field.value}
                onChange={contentField.field.onChange}
              />
              {errors.content ? (
                <p className="text-[0.8125rem] font-medium text-destructive">{errors.content.message}</p>
              ) : null}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={C.tagsLabel}
                placeholder="travel, food, lifestyle"
                error={fieldMessage(errors.tags)}
                {...form.register('tags')}
              />
              <div className="grid gap-2">
                <Label htmlFor={`${id}-category`}>{C.categoryLabel}</Label>
                <NativeSelect id={`${id}-category`} {...form.register('category')}>
                  <option value="">{C.categoryPlaceholder}</option>
                  {BLOG_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </CardContent>
        </Card>
      )}
      {overlay ? (
        <GenerationOverlay mode={overlay} partial={partial} pack={pack} onStop={() => abort.current?.abort()} />
      ) : null}
    </section>
  );
}
