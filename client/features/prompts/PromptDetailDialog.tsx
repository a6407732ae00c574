import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Session } from '@common/collaborative-sessions';
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
import { Badge } from '@client/components/ui/badge';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { StatusBadge } from '@client/components/ui/status-badge';
import { can } from '@client/lib/abilities';
import { useRetained } from '@client/lib/use-retained';
import { promptSessionsQuery } from '@client/features/collaborative-sessions';
import { typeLabel } from './PromptCard';

const C = PROMPTS_COPY.detail;

/** Prompt detail: its fields and its sessions; Edit and Delete only for the owner. */
export function PromptDetailDialog({
  prompt: promptProp,
  onClose,
  onStartSession,
  onOpenSession,
  onEdit,
  onDelete,
}: {
  prompt: Prompt | null;
  onClose: () => void;
  onStartSession: (p: Prompt) => void;
  onOpenSession: (s: Session) => void;
  onEdit: (p: Prompt) => void;
  onDelete: (p: Prompt) => void;
}) {
  const open = promptProp !== null;
  const prompt = useRetained(promptProp).value; // still shown while the dialog fades out
  const sessions = useQuery({ ...promptSessionsQuery(prompt?.id ?? 0), enabled: open });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-[800px]">
        {prompt ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle className="wrap-anywhere">{prompt.title}</DialogTitle>
                {prompt.isPublic ? <Badge variant="default">{PROMPTS_COPY.card.public}</Badge> : null}
                <Badge variant="outline">{typeLabel(prompt.type)}</Badge>
              </div>
              <DialogDescription>
                <RelativeTime iso={prompt.createdAt} prefix={PROMPTS_COPY.card.created} />
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
              <div className="grid grid-cols-1 gap-1 sm:col-span-2">
                <dt className="font-semibold">{C.description}</dt>
                <dd className="whitespace-pre-wrap text-foreground/90 wrap-anywhere">{prompt.description}</dd>
              </div>
              <div className="grid grid-cols-1 gap-1">
                <dt className="font-semibold">{C.tone}</dt>
                <dd className="text-muted-foreground wrap-anywhere">{prompt.tone ?? '—'}</dd>
              </div>
              <div className="grid grid-cols-1 gap-1">
                <dt className="font-semibold">{C.audience}</dt>
                <dd className="text-muted-foreground wrap-anywhere">{prompt.audience ?? '—'}</dd>
              </div>
              <div className="grid grid-cols-1 gap-1 sm:col-span-2">
                <dt className="font-semibold">{C.keywords}</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {prompt.keywords.length ? (
                    prompt.keywords.map((k) => <Badge key={k}>{k}</Badge>)
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </dd>
              </div>
            </dl>
            <section className="grid grid-cols-1 gap-2">
              <h3 className="text-sm font-semibold">{C.sessions}</h3>
              {sessions.isLoading ? (
                <Spinner className="size-5" />
              ) : !sessions.data?.length ? (
                <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
                  {C.noSessions}
                </p>
              ) : (
                <ul className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto">
                  {sessions.data.map((s) => (
                    <li key={s.id}>
                      <button
                        type="button"
                        onClick={() => onOpenSession(s)}
                        className="flex w-full items-center gap-3 rounded-xl border border-border px-3 py-2 text-left text-sm transition-colors hover:bg-accent"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{s.title}</span>
                          <RelativeTime iso={s.createdAt} className="text-xs text-muted-foreground" />
                        </span>
                        <StatusBadge status={s.status} />
                        <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <DialogFooter className="sm:justify-between">
              <div className="flex gap-2">
                {can(prompt, 'update') ? (
                  <Button variant="outline" onClick={() => onEdit(prompt)}>
                    <Pencil aria-hidden="true" />
                    {PROMPTS_COPY.card.edit}
                  </Button>
                ) : null}
                {can(prompt, 'delete') ? (
                  <Button
                    variant="outline"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(prompt)}
                  >
                    <Trash2 aria-hidden="true" />
                    {PROMPTS_COPY.card.delete}
                  </Button>
                ) : null}
              </div>
              <Button onClick={() => onStartSession(prompt)}>
                <Plus aria-hidden="true" />
                {C.startSession}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
