import { useState, type FormEvent } from 'react';
import { createContributionSchema } from '@common/collab';
import { COLLAB_COPY } from '@common/copy';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormFooter, TextareaField } from '@client/features/prompts/ui';
import { useCollabMutations } from './api';

const C = COLLAB_COPY.contribution;

/** 'Add Your Contribution': one text area, a visibility note, Cancel and Submit. */
export function ContributionDialog({
  open,
  sessionId,
  onClose,
}: {
  open: boolean;
  sessionId: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{C.title}</DialogTitle>
          <DialogDescription>{C.note}</DialogDescription>
        </DialogHeader>
        {open ? <ContributionForm sessionId={sessionId} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ContributionForm({ sessionId, onClose }: { sessionId: number | null; onClose: () => void }) {
  const { addContribution } = useCollabMutations();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createContributionSchema.safeParse({ content, type: 'text' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    addContribution.mutate({ sessionId, content: parsed.data.content }, { onSuccess: onClose });
  }

  const pending = addContribution.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      <TextareaField
        label={C.label}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        error={error}
        rows={6}
        autoFocus
      />
      <FormFooter onCancel={onClose} pending={pending} cancel={C.cancel} submit={C.submit} submitting={C.submitting} />
    </form>
  );
}
