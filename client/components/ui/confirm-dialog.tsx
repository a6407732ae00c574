import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmCopy {
  title: string;
  text: ReactNode;
  confirm: string;
  pending: string;
  cancel: string;
}

/**
 * A question before something that cannot be undone, like 'Delete Blog Post' (DeleteBlogDialog): a
 * title, what will happen, Cancel and a destructive confirm ('…ing...' while pending). Focus starts
 * on Cancel and goes back to the control that opened it; Escape cancels, except while pending.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  copy,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: ConfirmCopy;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" className="sm:max-w-[460px]">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {copy.cancel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? copy.pending : copy.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
