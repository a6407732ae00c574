import { LoaderCircle } from 'lucide-react';
import { Button } from './button';
import { DialogFooter } from './dialog';

/** Cancel + submit row of a dialog's form; the submit shows a spinner and its pending label. */
export function FormFooter({
  onCancel,
  pending,
  cancel,
  submit,
  submitting,
}: {
  onCancel: () => void;
  pending: boolean;
  cancel: string;
  submit: string;
  submitting: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {pending ? submitting : submit}
      </Button>
    </DialogFooter>
  );
}
