import { useQuery } from '@tanstack/react-query';
import { Info, LoaderCircle, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PROMPTS_COPY } from '@common/copy';
import {
  createPromptSchema,
  OFFERED_PROMPT_TYPES,
  updatePromptSchema,
  type CreatePrompt,
  type Prompt,
  type UpdatePrompt,
} from '@common/prompts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormFooter } from '@client/components/ui/form-footer';
import { SelectField, TextareaField } from '@client/components/ui/form-fields';
import { TextField } from '@client/components/ui/text-field';
import { errorMessage } from '@client/lib/api';
import { fieldMessage } from '@client/lib/form-errors';
import { useRetained } from '@client/lib/use-retained';
import { useZodForm } from '@client/lib/use-zod-form';
import { postsQueryOptions } from '@client/features/instagram';
import { suggestPrompt, usePromptMutations } from './api';
import { PostPicker } from './PostPicker';

const C = PROMPTS_COPY.form;
const FIELDS = ['title', 'description', 'type', 'postId', 'tone', 'audience', 'keywords', 'isPublic'] as const;

/** What the form holds: the create contract's input (keywords as the typed text). */
type Values = z.input<typeof createPromptSchema>;
/**
 * Validated by the create contract when creating and by the update contract when editing. The update
 * contract takes the same fields, all optional, so it accepts every value this form holds (the cast
 * only widens its declared input to the form's).
 */
type PromptSchema = z.ZodType<CreatePrompt | UpdatePrompt, Values>;
const SCHEMAS: Record<'create' | 'edit', PromptSchema> = {
  create: createPromptSchema,
  edit: updatePromptSchema as PromptSchema,
};

const emptyValues = (preset: PromptFormPreset): Values => ({
  title: '',
  description: '',
  type: 'custom',
  postId: null,
  tone: '',
  audience: '',
  keywords: '',
  isPublic: false,
  ...preset,
});

/** An edit sends the editable fields only: the type and the post are fixed at creation. */
const valuesOf = (p: Prompt): Values => ({
  title: p.title,
  description: p.description,
  tone: p.tone ?? '',
  audience: p.audience ?? '',
  keywords: p.keywords.join(', '),
  isPublic: p.isPublic,
});

type Prefill = 'idle' | 'loading' | { text: string; fallback: boolean };

export type PromptFormPreset = Partial<Pick<Values, 'type' | 'isPublic'>>;
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
  const form = useZodForm(SCHEMAS[target.mode], {
    defaultValues: target.mode === 'edit' ? valuesOf(target.prompt) : emptyValues(target.preset ?? {}),
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const postField = useController({ control: form.control, name: 'postId' });
  // 'idle' | 'loading' | {text, fallback} after a pre-fill (the text is an error message on failure).
  const [prefill, setPrefill] = useState<Prefill>('idle');

  const isCreate = target.mode === 'create';
  const type = useWatch({ control: form.control, name: 'type' });
  const wantsPost = isCreate && type === 'instagram';
  const posts = useQuery({ ...postsQueryOptions(accountId ?? 0), enabled: wantsPost && accountId !== null });
  const pending = create.isPending || update.isPending;

  const latestPost = useRef<number | null>(null);
  async function choosePost(postId: number) {
    postField.field.onChange(postId);
    latestPost.current = postId;
    setPrefill('loading');
    try {
      const s = await suggestPrompt(postId);
      if (latestPost.current !== postId) return; // another post was chosen meanwhile
      const fill = { title: s.title, description: s.description, tone: s.tone, audience: s.audience };
      for (const [name, value] of Object.entries(fill)) form.setValue(name as keyof typeof fill, value);
      form.setValue('keywords', s.keywords.join(', '));
      setPrefill({ text: s.note ?? C.prefilled, fallback: s.note !== null });
    } catch (e) {
      if (latestPost.current === postId) setPrefill({ text: errorMessage(e), fallback: true });
    }
  }

  const submit = form.handleSubmit((values) => {
    const done = { onSuccess: onClose, onError: (e: Error) => form.setServerErrors(e) };
    // The create resolver ran in create mode, so the values are a whole new prompt.
    if (target.mode === 'create') create.mutate(values as CreatePrompt, done);
    else update.mutate({ id: target.prompt.id, input: values }, done);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      {isCreate ? (
        <SelectField label={C.type} error={errors.type?.message} {...form.register('type')}>
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
              value={postField.field.value ?? null}
              onChange={(id) => void choosePost(id)}
              error={errors.postId?.message}
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
      <TextField label={C.title} error={errors.title?.message} {...form.register('title')} />
      <TextareaField
        label={C.description}
        error={errors.description?.message}
        rows={4}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={C.tone} placeholder="casual" error={errors.tone?.message} {...form.register('tone')} />
        <TextField label={C.audience} error={errors.audience?.message} {...form.register('audience')} />
      </div>
      <TextField
        label={C.keywords}
        placeholder="travel, sunset, memories"
        error={fieldMessage(errors.keywords)}
        {...form.register('keywords')}
      />
      <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-[var(--color-primary)]" {...form.register('isPublic')} />
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
