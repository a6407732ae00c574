import { LoaderCircle } from 'lucide-react';
import { PROMPTS_COPY } from '@common/copy';
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
import { useRetained } from '@client/lib/use-retained';
import { usePromptMutations } from './api';

/**
 * docs/product.md §5: deleting asks 'Are you sure you want to delete this writing prompt?'; the line
 * under it says that its sessions and contributions are kept (docs/decisions/019).
 */
export function DeletePromptDialog({
  prompt,
  onClose,
  onDeleted,
}: {
  prompt: Prompt | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { remove } = usePromptMutations();
  const shown = useRetained(prompt).value; // still named while the dialog fades out
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{PROMPTS_COPY.deleteTitle}</DialogTitle>
          <DialogDescription>{PROMPTS_COPY.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{PROMPTS_COPY.deleteKeepsSessions}</p>
        {shown ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium wrap-anywhere">{shown.title}</p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {PROMPTS_COPY.form.cancel}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              prompt &&
              remove.mutate(prompt, {
                onSuccess: () => {
                  onClose();
                  onDeleted?.();
                },
              })
            }
          >
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {remove.isPending ? PROMPTS_COPY.deleting : PROMPTS_COPY.card.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
