import { useState, type FormEvent } from 'react';
import { createSessionSchema, SESSION_STATUSES } from '@common/collab';
import { COLLAB_COPY } from '@common/copy';
import type { Prompt } from '@common/prompts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { firstIssuePerField, FormFooter, SelectField, TextareaField, useRetained } from '@client/features/prompts/ui';
import { useCollabMutations } from './api';

const C = COLLAB_COPY.form;

/** 'Create Collaborative Writing Session': title, optional description, status (default active). */
export function SessionFormDialog({ prompt, onClose }: { prompt: Prompt | null; onClose: () => void }) {
  const shown = useRetained(prompt);
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{COLLAB_COPY.createTitle}</DialogTitle>
          <DialogDescription>{shown.value?.title}</DialogDescription>
        </DialogHeader>
        {shown.value ? <SessionForm key={shown.key} prompt={shown.value} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const { createSession } = useCollabMutations();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<string>('active');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createSessionSchema.safeParse({ promptId: prompt.id, title, description, status, settings: {} });
    if (!parsed.success) {
      return setErrors(firstIssuePerField(parsed.error.issues));
    }
    setErrors({});
    createSession.mutate(parsed.data, { onSuccess: onClose, onError: (err) => setErrors(getServerFieldErrors(err)) });
  }

  const pending = createSession.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      <TextField label={C.title} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <TextareaField
        label={C.description}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        rows={3}
      />
      <SelectField label={C.status} value={status} onChange={(e) => setStatus(e.target.value)} error={errors.status}>
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
