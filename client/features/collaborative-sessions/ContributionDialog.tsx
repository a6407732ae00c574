import { createContributionSchema } from '@common/collaborative-sessions';
import { COLLAB_COPY } from '@common/copy';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormFooter } from '@client/components/ui/form-footer';
import { TextareaField } from '@client/components/ui/form-fields';
import { useZodForm } from '@client/lib/use-zod-form';
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
  const form = useZodForm(createContributionSchema, {
    defaultValues: { content: '', type: 'text' },
    fields: ['content'],
  });
  const submit = form.handleSubmit(({ content }) =>
    addContribution.mutate(
      { sessionId, content },
      { onSuccess: onClose, onError: (error) => form.setServerErrors(error) },
    ),
  );

  const pending = addContribution.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
      <TextareaField
        label={C.label}
        error={form.formState.errors.content?.message}
        rows={6}
        autoFocus
        {...form.register('content')}
      />
      <FormFooter onCancel={onClose} pending={pending} cancel={C.cancel} submit={C.submit} submitting={C.submitting} />
    </form>
  );
}
