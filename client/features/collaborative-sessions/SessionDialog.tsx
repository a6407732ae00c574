import { useQuery } from '@tanstack/react-query';
import { Eye, MessageSquarePlus, Radio } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SESSION_STATUSES, type Session, type SessionStatus } from '@common/collaborative-sessions';
import { COLLAB_COPY, PROMPTS_COPY } from '@common/copy';
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
import { Spinner } from '@client/components/ui/spinner';
import { StatusBadge } from '@client/components/ui/status-badge';
import { can } from '@client/lib/abilities';
import { useRetained } from '@client/lib/use-retained';
import { cn } from '@client/lib/utils';
import { useAuth } from '@client/features/auth';
import { contributionsQuery, sessionPromptQuery, useCollabMutations } from './api';
import { ContributionDialog } from './ContributionDialog';
import { ContributionItem } from './ContributionItem';
import { SessionDraft } from './SessionDraft';
import { SessionInvite } from './SessionInvite';
import { useLiveSession } from './use-live-session';

const C = COLLAB_COPY.dialog;

function PromptInfo({ sessionId, promptId }: { sessionId: number; promptId: number | null }) {
  const prompt = useQuery({ ...sessionPromptQuery(sessionId), retry: false, enabled: promptId !== null });
  if (promptId === null) return <p className="text-sm text-muted-foreground">{C.promptDeleted}</p>;
  if (prompt.isLoading) return <Spinner className="size-5" />;
  if (!prompt.data) return <p className="text-sm text-muted-foreground">{C.noPrompt}</p>;
  const p = prompt.data;
  return (
    <div className="grid grid-cols-1 gap-2 text-sm">
      <p className="font-semibold wrap-anywhere">{p.title}</p>
      <p className="whitespace-pre-wrap text-foreground/90 wrap-anywhere">{p.description}</p>
      <p className="text-muted-foreground wrap-anywhere">
        <span className="font-medium text-foreground">{PROMPTS_COPY.detail.tone}:</span> {p.tone ?? '—'} ·{' '}
        <span className="font-medium text-foreground">{PROMPTS_COPY.detail.audience}:</span> {p.audience ?? '—'}
      </p>
      {p.keywords.length ? (
        <div className="flex flex-wrap gap-1.5">
          {p.keywords.map((k) => (
            <Badge key={k}>{k}</Badge>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The session dialog: prompt, the shared draft beside the contributions oldest first (live), the
 * owner's status control, Add Contribution while active.
 */
export function SessionDialog({ session: sessionProp, onClose }: { session: Session | null; onClose: () => void }) {
  const { user } = useAuth();
  const [adding, setAdding] = useState(false);
  const live = useLiveSession(sessionProp); // the stream closes with the dialog
  const open = sessionProp !== null;
  const session = useRetained(sessionProp).value; // still shown while the dialog fades out
  const contributions = useQuery({ ...contributionsQuery(session?.id ?? 0), enabled: open });
  const { setStatus } = useCollabMutations();
  const scroller = useRef<HTMLDivElement>(null);
  const count = contributions.data?.length ?? 0;

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: 'smooth' });
  }, [count]);

  const status = live.status ?? session?.status ?? 'active';
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-[800px] lg:max-w-5xl">
        {session ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle className="wrap-anywhere">{session.title}</DialogTitle>
                <StatusBadge status={status} />
              </div>
              <DialogDescription className="whitespace-pre-wrap wrap-anywhere">
                {session.description ?? ''}
              </DialogDescription>
              <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                <span className={cn('inline-flex items-center gap-1', live.connected ? 'text-emerald-700' : '')}>
                  <Radio className="size-3.5" aria-hidden="true" />
                  {live.connected ? C.live : C.reconnecting}
                </span>
                {live.viewers !== null ? (
                  <span className="inline-flex items-center gap-1" data-testid="viewer-count">
                    <Eye className="size-3.5" aria-hidden="true" />
                    {C.viewers(live.viewers)}
                  </span>
                ) : null}
              </div>
            </DialogHeader>

            <section className="grid grid-cols-1 gap-2 rounded-xl bg-muted/60 p-4">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{C.prompt}</h3>
              <PromptInfo sessionId={session.id} promptId={session.promptId} />
            </section>

            {can(session, 'invite') ? <SessionInvite sessionId={session.id} /> : null}

            {can(session, 'update') ? (
              <label className="flex items-center gap-3 text-sm">
                <span className="font-medium">{C.status}</span>
                <select
                  className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
                  value={status}
                  disabled={setStatus.isPending}
                  onChange={(e) => setStatus.mutate({ id: session.id, status: e.target.value as SessionStatus })}
                >
                  {SESSION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {COLLAB_COPY.statusLabels[s]}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}

            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <SessionDraft session={session} />
              <section className="grid grid-cols-1 content-start gap-2">
                <h3 className="text-sm font-semibold">{C.contributions}</h3>
                <div
                  ref={scroller}
                  className="max-h-[400px] overflow-y-auto rounded-xl border border-border p-3"
                  data-testid="contributions"
                >
                  {contributions.isLoading ? (
                    <Spinner className="mx-auto my-6 size-6" />
                  ) : count === 0 ? (
                    <p className="py-6 text-center text-sm text-muted-foreground">{C.noContributions}</p>
                  ) : (
                    <ol className="grid grid-cols-1 gap-3">
                      {contributions.data?.map((c) => (
                        <ContributionItem key={c.id} contribution={c} mine={c.userId === user?.id} />
                      ))}
                    </ol>
                  )}
                </div>
              </section>
            </div>

            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {C.close}
              </Button>
              {status === 'active' ? (
                <Button onClick={() => setAdding(true)}>
                  <MessageSquarePlus aria-hidden="true" />
                  {C.add}
                </Button>
              ) : null}
            </DialogFooter>
            <ContributionDialog open={adding} sessionId={session.id} onClose={() => setAdding(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
