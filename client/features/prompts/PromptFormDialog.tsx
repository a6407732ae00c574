import { useQuery } from '@tanstack/react-query';
import { Info, LoaderCircle, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { PROMPTS_COPY } from '@common/copy';
import { createPromptSchema, OFFERED_PROMPT_TYPES, updatePromptSchema, type Prompt } from '@common/prompts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { errorMessage } from '@client/lib/api';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { postsQueryOptions } from '@client/features/instagram/api';
import { suggestPrompt, usePromptMutations } from './api';
import { PostPicker } from './PostPicker';
import { firstIssuePerField, FormFooter, SelectField, TextareaField, useRetained } from './ui';

const C = PROMPTS_COPY.form;

interface FormState {
  title: string;
  description: string;
  type: string;
  postId: string;
  tone: string;
  audience: string;
  keywords: string;
  isPublic: boolean;
}

const empty = (preset: Partial<FormState>): FormState => ({
  title: '',
  description: '',
  type: 'custom',
  postId: '',
  tone: '',
  audience: '',
  keywords: '',
  isPublic: false,
  ...preset,
});

const fromPrompt = (p: Prompt): FormState => ({
  title: p.title,
  description: p.description,
  type: p.type,
  postId: p.postId ? String(p.postId) : '',
  tone: p.tone ?? '',
  audience: p.audience ?? '',
  keywords: p.keywords.join(', '),
  isPublic: p.isPublic,
});

type Prefill = 'idle' | 'loading' | { text: string; fallback: boolean };

export type PromptFormPreset = Partial<FormState>;
export type PromptFormTarget = { mode: 'create'; preset?: PromptFormPreset } | { mode: 'edit'; prompt: Prompt };

/** 'Create New Writing Prompt' and 'Edit Writing Prompt' (no type field on edit). */
export function PromptFormDialog({
  target,
  accountId,
  onClose,
}: {
  target: PromptFormTarget | null;
  accountId: number | null;
  onClose: () => void;
}) {
  const shown = useRetained(target);
  const isCreate = shown.value?.mode === 'create';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{isCreate ? PROMPTS_COPY.createTitle : PROMPTS_COPY.editTitle}</DialogTitle>
          <DialogDescription className="sr-only">
            {isCreate ? PROMPTS_COPY.createTitle : PROMPTS_COPY.editTitle}
          </DialogDescription>
        </DialogHeader>
        {shown.value ? (
          <PromptForm key={shown.key} target={shown.value} accountId={accountId} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The form itself, mounted afresh each time the dialog opens (so it always starts reset). */
function PromptForm({
  target,
  accountId,
  onClose,
}: {
  target: PromptFormTarget;
  accountId: number | null;
  onClose: () => void;
}) {
  const { create, update } = usePromptMutations();
  const [form, setForm] = useState<FormState>(() =>
    target.mode === 'edit' ? fromPrompt(target.prompt) : empty(target.preset ?? {}),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // 'idle' | 'loading' | {text, fallback} after a pre-fill | an error message.
  const [prefill, setPrefill] = useState<Prefill>('idle');

  const isCreate = target.mode === 'create';
  const wantsPost = isCreate && form.type === 'instagram';
  const posts = useQuery({ ...postsQueryOptions(accountId ?? 0), enabled: wantsPost && accountId !== null });
  const pending = create.isPending || update.isPending;
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  const latestPost = useRef('');
  async function choosePost(postId: string) {
    set({ postId });
    latestPost.current = postId;
    if (!postId) return setPrefill('idle');
    setPrefill('loading');
    try {
      const s = await suggestPrompt(Number(postId));
      if (latestPost.current !== postId) return; // another post was chosen meanwhile
      set({
        title: s.title,
        description: s.description,
        tone: s.tone,
        audience: s.audience,
        keywords: s.keywords.join(', '),
      });
      setPrefill({ text: s.note ?? C.prefilled, fallback: s.note !== null });
    } catch (e) {
      if (latestPost.current === postId) setPrefill({ text: errorMessage(e), fallback: true });
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      title: form.title,
      description: form.description,
      tone: form.tone,
      audience: form.audience,
      keywords: form.keywords,
      isPublic: form.isPublic,
      ...(isCreate ? { type: form.type, postId: form.postId ? Number(form.postId) : null } : {}),
    };
    const showIssues = (issues: Parameters<typeof firstIssuePerField>[0]) => setErrors(firstIssuePerField(issues));
    const done = { onSuccess: onClose, onError: (err: Error) => setErrors(getServerFieldErrors(err)) };
    if (target.mode === 'create') {
      const parsed = createPromptSchema.safeParse(body);
      if (!parsed.success) return showIssues(parsed.error.issues);
      setErrors({});
      create.mutate(parsed.data, done);
    } else {
      const parsed = updatePromptSchema.safeParse(body);
      if (!parsed.success) return showIssues(parsed.error.issues);
      setErrors({});
      update.mutate({ id: target.prompt.id, input: parsed.data }, done);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      {isCreate ? (
        <SelectField
          label={C.type}
          value={form.type}
          onChange={(e) => set({ type: e.target.value })}
          error={errors.type}
        >
          {OFFERED_PROMPT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROMPTS_COPY.typeLabels[t]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {wantsPost ? (
        accountId === null ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{PROMPTS_COPY.empty.noAccount}</p>
        ) : (
          <div className="grid gap-2">
            <PostPicker
              posts={posts.data}
              isLoading={posts.isLoading}
              value={form.postId}
              onChange={(id) => void choosePost(id)}
              error={errors.postId}
            />
            {prefill !== 'idle' ? (
              <p className="flex items-start gap-1.5 text-[0.8125rem] text-muted-foreground" role="status">
                {prefill === 'loading' ? (
                  <LoaderCircle className="mt-0.5 size-3.5 shrink-0 animate-spin" aria-hidden="true" />
                ) : prefill.fallback ? (
                  <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                ) : (
                  <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
                )}
                <span>{prefill === 'loading' ? C.prefilling : prefill.text}</span>
              </p>
            ) : null}
          </div>
        )
      ) : null}
      <TextField
        label={C.title}
        value={form.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
      />
      <TextareaField
        label={C.description}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
        rows={4}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={C.tone}
          value={form.tone}
          placeholder="casual"
          onChange={(e) => set({ tone: e.target.value })}
          error={errors.tone}
        />
        <TextField
          label={C.audience}
          value={form.audience}
          onChange={(e) => set({ audience: e.target.value })}
          error={errors.audience}
        />
      </div>
      <TextField
        label={C.keywords}
        value={form.keywords}
        placeholder="travel, sunset, memories"
        onChange={(e) => set({ keywords: e.target.value })}
        error={errors.keywords}
      />
      <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          checked={form.isPublic}
          onChange={(e) => set({ isPublic: e.target.checked })}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">{C.isPublic}</span>
          <span className="text-muted-foreground">{C.isPublicHint}</span>
        </span>
      </label>
      <FormFooter
        onCancel={onClose}
        pending={pending}
        cancel={C.cancel}
        submit={isCreate ? C.create : C.save}
        submitting={isCreate ? C.creating : C.saving}
      />
    </form>
  );
}
