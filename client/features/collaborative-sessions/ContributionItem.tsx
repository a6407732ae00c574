import { EyeOff, Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { COLLAB_MESSAGES, type Contribution } from '@common/collaborative-sessions';
import { COLLAB_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextareaField } from '@client/components/ui/form-fields';
import { RelativeTime } from '@client/components/ui/relative-time';
import { can } from '@client/lib/abilities';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useCollabMutations } from './api';

const C = COLLAB_COPY.dialog;
const M = COLLAB_COPY.manage;
/** An edit keeps the text as typed; only an empty one is refused here (the server checks the rest). */
const editSchema = z.object({
  content: z.string().refine((v) => v.trim().length >= 1, COLLAB_MESSAGES.contentMin),
});

/**
 * One entry of the session's log. Its author may edit it in place and delete it (after a
 * confirmation); the session's owner may hide or show it. Buttons follow the server's abilities.
 */
export function ContributionItem({ contribution: c, mine }: { contribution: Contribution; mine: boolean }) {
  const { updateContribution, deleteContribution } = useCollabMutations();
  const [editing, setEditing] = useState(false);
  // The message goes as soon as the text changes, and comes back only on the next Save.
  const form = useZodForm(editSchema, {
    defaultValues: { content: c.content },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [confirming, setConfirming] = useState(false);
  const name = mine ? C.you : (c.userName ?? C.fallbackName(c.userId ?? 0));

  const save = form.handleSubmit(({ content }) =>
    updateContribution.mutate({ contribution: c, content }, { onSuccess: () => setEditing(false) }),
  );

  return (
    <li
      aria-label={M.actionsFor(name)}
      className={cn(
        'grid gap-1 rounded-xl px-3 py-2 text-sm',
        mine ? 'ml-8 bg-primary/10 ring-1 ring-primary/25' : 'mr-8 bg-muted',
      )}
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className={cn('min-w-0 truncate font-semibold', mine && 'text-primary')}>{name}</span>
        <span className="flex items-center gap-1 text-muted-foreground">
          {c.editedAt ? <span>{M.edited} ·</span> : null}
          <RelativeTime iso={c.createdAt} />
        </span>
      </div>
      {editing ? (
        <form onSubmit={save} className="grid gap-2" onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}>
          <TextareaField
            label={M.editLabel}
            rows={4}
            autoFocus
            error={form.formState.errors.content?.message}
            {...form.register('content', { onChange: () => form.clearErrors('content') })}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)}>
              {M.cancel}
            </Button>
            <Button type="submit" size="sm" disabled={updateContribution.isPending}>
              {updateContribution.isPending ? M.saving : M.save}
            </Button>
          </div>
        </form>
      ) : c.hidden ? (
        <p className="text-muted-foreground italic">{M.hidden}</p>
      ) : (
        <p className="whitespace-pre-wrap wrap-anywhere">{c.content}</p>
      )}
      {!editing && (can(c, 'update') || can(c, 'delete') || can(c, 'hide')) ? (
        <div className="flex flex-wrap justify-end gap-1">
          {can(c, 'update') && !c.hidden ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                form.reset({ content: c.content });
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
              {M.edit}
            </Button>
          ) : null}
          {can(c, 'delete') ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {M.delete}
            </Button>
          ) : null}
          {can(c, 'hide') ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={updateContribution.isPending}
              onClick={() => updateContribution.mutate({ contribution: c, hidden: !c.hidden })}
            >
              {c.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
              {c.hidden ? M.show : M.hide}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-[440px]">
          <DialogHeader>
            <DialogTitle>{M.deleteTitle}</DialogTitle>
            <DialogDescription>{M.deleteConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={deleteContribution.isPending}>
              {M.cancel}
            </Button>
            <Button
              variant="destructive"
              disabled={deleteContribution.isPending}
              onClick={() => deleteContribution.mutate(c, { onSuccess: () => setConfirming(false) })}
            >
              {deleteContribution.isPending ? M.deleting : M.delete}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
