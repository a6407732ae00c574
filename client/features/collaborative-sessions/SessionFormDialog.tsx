import { createSessionSchema, SESSION_STATUSES } from '@common/collaborative-sessions';
import { COLLAB_COPY } from '@common/copy';
import type { Prompt } from '@common/prompts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormFooter } from '@client/components/ui/form-footer';
import { SelectField, TextareaField } from '@client/components/ui/form-fields';
import { TextField } from '@client/components/ui/text-field';
import { useRetained } from '@client/lib/use-retained';
import { useZodForm } from '@client/lib/use-zod-form';
import { useCollabMutations } from './api';

const C = COLLAB_COPY.form;
const FIELDS = ['title', 'description', 'status'] as const;

/** 'Create Collaborative Writing Session': title, optional description, status (default active). */
export function SessionFormDialog({ prompt, onClose }: { prompt: Prompt | null; onClose: () => void }) {
  const shown = useRetained(prompt);
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{COLLAB_COPY.createTitle}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{shown.value?.title}</DialogDescription>
        </DialogHeader>
        {shown.value ? <SessionForm key={shown.key} prompt={shown.value} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const { createSession } = useCollabMutations();
  const form = useZodForm(createSessionSchema, {
    defaultValues: { promptId: prompt.id, title: '', description: '', status: 'active' },
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    createSession.mutate(values, {
      onSuccess: onClose,
      onError: (error) => form.setServerErrors(error),
    }),
  );

  const pending = createSession.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      <TextField label={C.title} error={errors.title?.message} {...form.register('title')} />
      <TextareaField
        label={C.description}
        error={errors.description?.message}
        rows={3}
        {...form.register('description')}
      />
      <SelectField label={C.status} error={errors.status?.message} {...form.register('status')}>
        {SESSION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {COLLAB_COPY.statusLabels[s]}
          </option>
        ))}
      </SelectField>
      <FormFooter onCancel={onClose} pending={pending} cancel={C.cancel} submit={C.create} submitting={C.creating} />
    </form>
  );
}
