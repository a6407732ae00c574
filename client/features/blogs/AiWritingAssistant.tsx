import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, RotateCcw, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { BLOG_LIMITS } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy';
import { ENHANCEMENT_PRESET_IDS, ENHANCEMENT_PRESETS } from '@common/constants';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { DiffParts, hasChanges, useHtmlWordDiff } from '@client/components/ui/diff-parts';
import { Label } from '@client/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { htmlToPlainText, sanitizeHtml } from '@client/lib/sanitize';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useRoute } from 'wouter';
import { ProvenancePanel, recordVersionBeforeAiApply } from '@client/features/ai';
import { enhanceBlog, writerQueryOptions } from './api';

const C = BLOGS_COPY.assistant;

/** A preset, or a custom instruction that overrides it (limits from the enhance contract). */
const assistantSchema = z.object({
  preset: z.enum(ENHANCEMENT_PRESET_IDS),
  custom: z
    .string()
    .max(BLOG_LIMITS.instructionMax, `Instructions must be at most ${BLOG_LIMITS.instructionMax} characters`),
});
type AssistantValues = z.infer<typeof assistantSchema>;

function DiffView({ before, after }: { before: string; after: string }) {
  const parts = useHtmlWordDiff(before, after);
  if (!hasChanges(parts)) {
    return (
      <p
        className="rounded-lg border border-border bg-background p-3 text-sm text-muted-foreground"
        data-testid="enhance-diff"
      >
        {C.noTextChanges}
      </p>
    );
  }
  return (
    <div
      className="max-h-80 overflow-y-auto rounded-lg border border-border bg-background p-3 text-sm leading-relaxed whitespace-pre-wrap"
      data-testid="enhance-diff"
    >
      <DiffParts parts={parts} struck />
    </div>
  );
}

/**
 * The "AI Writing Assistant" (docs/product.md §2, §4): collapsed at first; six presets; a custom instruction overrides the
 * preset; the result is reviewed as a diff (and a preview) before Apply (replace, clear, collapse,
 * 'Changes applied') or Reset.
 */
export function AiWritingAssistant({
  content,
  onApply,
  readOnly = false,
}: {
  content: string;
  onApply: (html: string) => void;
  /** Someone who may only read the blog (a viewer, a commenter): no assistant, its review state read-only. */
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [onEditPage, editParams] = useRoute<{ id: string }>('/edit-blog/:id');
  const form = useZodForm(assistantSchema, { defaultValues: { preset: 'expand', custom: '' } });
  const [preset, custom] = useWatch({ control: form.control, name: ['preset', 'custom'] });
  const [result, setResult] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState<string | null>(null);
  /**
   * A new proposal is brought into view: it is drawn under the form, below the fold on a phone (and
   * often on a laptop), where 'Content enhanced' alone would not say where to look.
   */
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (result === null) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [result]);
  /** The text the assistant was given: its changes are made against it (a co-writer may type meanwhile). */
  const [base, setBase] = useState('');
  const writer = useQuery({ ...writerQueryOptions, enabled: open });
  const id = useId();

  const enhance = useMutation({
    mutationFn: (values: AssistantValues) => {
      const chosen = ENHANCEMENT_PRESETS.find((p) => p.id === values.preset)!;
      const instruction = values.custom.trim() || chosen.instruction;
      return enhanceBlog({
        content,
        instruction,
        ...(values.custom.trim() ? {} : { preset: values.preset }),
        // A saved blog's id: the server runs the assistant only for those who may edit it.
        ...(onEditPage ? { blogId: Number(editParams.id) } : {}),
      });
    },
    onSuccess: (data) => {
      // Nothing changed: say so and why, never 'successfully improved' (docs/product.md).
      if (!data.changed) {
        setResult(null);
        setUnchanged(data.note ?? C.unchanged.custom);
        toast({ title: C.noChanges, description: data.note ?? C.unchanged.custom });
        return;
      }
      setUnchanged(null);
      setResult(data.enhancedContent);
      toast(BLOGS_COPY.toasts.enhanced);
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.enhanceFailed, description: errorMessage(error) }),
  });

  const run = form.handleSubmit((values) => {
    if (!htmlToPlainText(content).trim()) {
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.enhanceFailed, description: C.emptyContent });
      return;
    }
    setBase(content);
    enhance.mutate(values);
  });

  const [applying, setApplying] = useState(false);
  /**
   * Apply (docs/product.md): a saved blog is first kept as a version; the changes then go into the
   * editor as tracked suggestions in one undo step (replacing the content only without an editor).
   */
  const apply = async () => {
    if (result === null) return;
    setApplying(true);
    try {
      if (onEditPage) await recordVersionBeforeAiApply(Number(editParams.id));
    } catch {
      toast({ variant: 'destructive', title: BLOGS_COPY.toasts.enhanceFailed, description: C.versionFailed });
      return;
    } finally {
      setApplying(false);
    }
    // Shared: the changes from the text it was given are made in the live document as it is now
    // (words a co-writer typed meanwhile stay); else as suggestions, or the content replaced.
    // Loaded on use: both carry ProseMirror, which the page's first paint does without
    // (docs/performance.md, the editor page); an open editor has loaded them already.
    const [{ applyToLiveEditor }, { applyAsSuggestions }] = await Promise.all([
      import('@client/components/editor/apply-changes'),
      import('@client/components/editor/suggestions/registry'),
    ]);
    const live = applyToLiveEditor(base, result);
    const suggested = live === null ? applyAsSuggestions(result) : null;
    if (live === null && suggested === null) onApply(result);
    setResult(null);
    setOpen(false);
    toast({ ...BLOGS_COPY.toasts.applied, ...(suggested === null ? {} : { description: C.suggestionsHint }) });
  };

  if (readOnly) return onEditPage ? <ProvenancePanel blogId={Number(editParams.id)} readOnly /> : null;
  return (
    <>
      <Card>
        <CardHeader className="pb-4">
          <button
            type="button"
            className="-m-2 flex items-start justify-between gap-3 rounded-lg p-2 text-left hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="flex items-start gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white">
                <Sparkles className="size-4.5" aria-hidden="true" />
              </span>
              <span className="grid gap-1">
                <CardTitle className="text-lg">{C.title}</CardTitle>
                <CardDescription>{C.description}</CardDescription>
              </span>
            </span>
            <ChevronDown
              className={cn('mt-1 size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
            <span className="sr-only">{open ? C.collapse : C.expand}</span>
          </button>
        </CardHeader>
        {open ? (
          <CardContent id={`${id}-panel`} className="grid gap-5">
            <form noValidate onSubmit={run} className="grid gap-5">
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{C.presets}</legend>
                <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={C.presets}>
                  {ENHANCEMENT_PRESETS.map((p) => (
                    <button
                      key={p.id}
                      type="button"
                      role="radio"
                      aria-checked={preset === p.id}
                      data-preset={p.id}
                      onClick={() => form.setValue('preset', p.id)}
                      className={cn(
                        'rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        preset === p.id
                          ? 'border-primary bg-accent text-accent-foreground'
                          : 'border-border bg-card hover:bg-muted',
                        custom.trim() && 'opacity-60',
                      )}
                    >
                      {p.name}
                    </button>
                  ))}
                </div>
              </fieldset>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-custom`}>{C.customLabel}</Label>
                <Textarea
                  id={`${id}-custom`}
                  placeholder={C.customPlaceholder}
                  rows={3}
                  maxLength={BLOG_LIMITS.instructionMax}
                  aria-invalid={form.formState.errors.custom ? true : undefined}
                  {...form.register('custom')}
                />
                <p
                  className={cn(
                    'text-xs',
                    form.formState.errors.custom ? 'font-medium text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {form.formState.errors.custom?.message ?? C.customHint}
                </p>
              </div>
              {writer.data?.kind === 'builtin' ? (
                <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">{C.builtinNote}</p>
              ) : null}
              <Button type="submit" variant="brand" disabled={enhance.isPending}>
                <Wand2 aria-hidden="true" />
                {enhance.isPending ? C.enhancing : C.enhance}
              </Button>
            </form>

            {unchanged !== null && result === null ? (
              <p
                role="status"
                className="rounded-lg border border-border px-3 py-2 text-sm"
                data-testid="enhance-unchanged"
              >
                <span className="font-medium">{C.noChanges}</span>{' '}
                <span className="text-muted-foreground">{unchanged}</span>
              </p>
            ) : null}
            {result !== null ? (
              <section ref={resultRef} aria-label={C.result} className="grid scroll-mt-24 gap-3 lg:scroll-mt-2">
                <h3 className="text-sm font-semibold">{C.result}</h3>
                <Tabs defaultValue="changes" className="gap-3">
                  <TabsList className="h-9">
                    <TabsTrigger value="changes">Changes</TabsTrigger>
                    <TabsTrigger value="preview">Preview</TabsTrigger>
                  </TabsList>
                  <TabsContent value="changes" className="grid gap-2">
                    <DiffView before={base || content} after={result} />
                    <p className="flex gap-3 text-xs text-muted-foreground">
                      <span>
                        <ins className="bg-emerald-100 px-1 text-emerald-900 no-underline">{C.legendAdded}</ins>
                      </span>
                      <span>
                        <del className="bg-rose-100 px-1 text-rose-900">{C.legendRemoved}</del>
                      </span>
                    </p>
                  </TabsContent>
                  <TabsContent value="preview">
                    <div
                      className="prose-blog max-h-80 overflow-y-auto rounded-lg border border-border bg-background p-3"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(result) }}
                    />
                  </TabsContent>
                </Tabs>
                <div className="flex gap-2">
                  <Button onClick={() => void apply()} disabled={applying} className="flex-1">
                    <Check aria-hidden="true" />
                    {C.apply}
                  </Button>
                  <Button variant="outline" onClick={() => setResult(null)} className="flex-1">
                    <RotateCcw aria-hidden="true" />
                    {C.reset}
                  </Button>
                </div>
              </section>
            ) : null}
          </CardContent>
        ) : null}
      </Card>
      {onEditPage ? <ProvenancePanel blogId={Number(editParams.id)} /> : null}
    </>
  );
}
