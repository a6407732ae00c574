import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { createSessionSchema, SESSION_STATUSES } from '@common/collab';
import { COLLAB_COPY } from '@common/copy';
import type { Prompt } from '@common/prompts';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { SelectField, TextareaField } from '@client/features/prompts/ui';
import { useCollabMutations } from './api';

const C = COLLAB_COPY.form;

/** 'Create Collaborative Writing Session': title, optional description, status (default active). */
export function SessionFormDialog({ prompt, onClose }: { prompt: Prompt | null; onClose: () => void }) {
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{COLLAB_COPY.createTitle}</DialogTitle>
          <DialogDescription>{prompt?.title}</DialogDescription>
        </DialogHeader>
        {prompt ? <SessionForm prompt={prompt} onClose={onClose} /> : null}
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
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
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
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {C.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? C.creating : C.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
