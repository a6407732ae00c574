import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOGS_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { BLOGS_QUERY_KEY, deleteBlog } from './api';

const C = BLOGS_COPY.deleteDialog;

/** docs/product.md §2: 'Delete Blog Post' confirm with Cancel and Delete ('Deleting...' while pending). */
export function DeleteBlogDialog({
  blogId,
  open,
  onOpenChange,
}: {
  blogId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteBlog(blogId),
    onSuccess: async () => {
      onOpenChange(false);
      toast(BLOGS_COPY.toasts.deleted);
      await queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
    },
    onError: () => toast({ ...BLOGS_COPY.toasts.deleteFailed, variant: 'destructive' }),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{C.title}</DialogTitle>
          <DialogDescription>{C.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            {C.cancel}
          </Button>
          <Button variant="destructive" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending ? C.pending : C.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
