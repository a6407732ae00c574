import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { GitBranch, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Blog, BlogSummary } from '@common/blogs';
import { REVISIONS_COPY } from '@common/copy-revisions';
import type { Publication } from '@common/publishing';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { ToastAction } from '@client/components/ui/toast';
import { toast } from '@client/components/ui/use-toast';
import { can } from '@client/lib/abilities';
import { errorMessage } from '@client/lib/api';
import { blogQueryKey, BLOGS_QUERY_KEY } from './api';
import { discardRevision, livePublicationsQuery, readRevision, startRevision, updateEverywhere } from './revision-api';

/** Revisions of live blogs (docs/decisions/040-revisions-of-live-posts.md): start, edit, update everywhere, discard. */
const R = REVISIONS_COPY;
const POLL_MS = 2_000;

/** Starts a revision of the live blog (or opens the one already open) and goes to its editor. */
export function useStartRevision() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: startRevision,
    onSuccess: async (revision) => {
      await qc.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      navigate(`/edit-blog/${revision.id}`);
    },
    onError: (error) => toast({ variant: 'destructive', title: R.startFailed, description: errorMessage(error) }),
  });
}

/** The My Blogs card's 'Start a revision' (a live blog, its owner) or 'Open the revision'. */
export function RevisionCardAction({ blog }: { blog: BlogSummary }) {
  const start = useStartRevision();
  if (blog.revisionId && can(blog, 'publish'))
    return (
      <Button variant="outline" size="sm" asChild>
        <Link href={`/edit-blog/${blog.revisionId}`} aria-label={R.openAlt(blog.title)}>
          <GitBranch aria-hidden="true" />
          {R.open}
        </Link>
      </Button>
    );
  if (!can(blog, 'startRevision')) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={R.startAlt(blog.title)}
      disabled={start.isPending}
      onClick={() => start.mutate(blog.id)}
    >
      <GitBranch aria-hidden="true" />
      {start.isPending ? R.starting : R.start}
    </Button>
  );
}

/**
 * The 'Cannot Edit Published Blog' toast's action: start (or open) a revision instead. It is drawn
 * by the app's Toaster, above the pages' query provider (docs/decisions/047), so it is handed the
 * query client rather than reading it from context.
 */
export function StartRevisionToastAction({ blog, queryClient: qc }: { blog: Blog; queryClient: QueryClient }) {
  const [, navigate] = useLocation();
  const open = async () => {
    try {
      const id = blog.revisionId ?? (await startRevision(blog.id)).id;
      await qc.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      navigate(`/edit-blog/${id}`);
    } catch (error) {
      toast({ variant: 'destructive', title: R.startFailed, description: errorMessage(error) });
    }
  };
  return (
    <ToastAction altText={blog.revisionId ? R.open : R.start} onClick={() => void open()}>
      {blog.revisionId ? R.open : R.start}
    </ToastAction>
  );
}

function stateOf(p: Publication): string {
  if (p.updating) return R.banner.sending;
  if (p.error) return p.error;
  return R.banner.waiting;
}

/**
 * Above the editor of a revision: what it is, 'Update everywhere' and 'Discard revision', and each
 * live copy's progress while the revision is sent. When the last copy has it, the revision is the
 * live blog (the server removes it): back to My Blogs.
 */
export function RevisionBanner({ revision, dirty }: { revision: Blog; dirty: boolean }) {
  const liveId = revision.revisionOf;
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const [discardOpen, setDiscardOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const publications = useQuery({
    ...livePublicationsQuery(liveId ?? 0),
    enabled: liveId !== null,
    refetchInterval: sent ? POLL_MS : false,
  });
  // While it is being sent: is the revision still there? Gone means it is the live text now.
  useQuery({
    queryKey: ['revision-live', revision.id],
    enabled: sent,
    refetchInterval: POLL_MS,
    queryFn: async ({ signal }) => {
      try {
        await readRevision(revision.id, signal);
        return false;
      } catch {
        setSent(false);
        toast(R.toasts.live);
        await qc.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
        qc.removeQueries({ queryKey: blogQueryKey(revision.id) });
        navigate('/my-blogs');
        return true;
      }
    },
  });
  const update = useMutation({
    mutationFn: () => updateEverywhere(liveId ?? 0),
    onSuccess: async () => {
      setSent(true);
      toast(R.toasts.queued);
      await qc.invalidateQueries({ queryKey: livePublicationsQuery(liveId ?? 0).queryKey });
    },
    onError: (error) => toast({ variant: 'destructive', title: R.toasts.failed, description: errorMessage(error) }),
  });
  const discard = useMutation({
    mutationFn: () => discardRevision(liveId ?? 0),
    onSuccess: async () => {
      setDiscardOpen(false);
      toast(R.toasts.discarded);
      await qc.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      navigate('/my-blogs');
    },
    onError: (error) => toast({ variant: 'destructive', title: R.toasts.failed, description: errorMessage(error) }),
  });
  if (liveId === null) return null;
  const live = (publications.data ?? []).filter((p) => p.status === 'published');
  const failed = !update.isPending && live.some((p) => !p.updating && p.error);
  const mayFinish = can(revision, 'finishRevision');

  return (
    <Alert className="mb-6" data-testid="revision-banner">
      <GitBranch aria-hidden="true" />
      <AlertTitle>{R.banner.title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{R.banner.text}</p>
        {live.length ? (
          <ul className="grid gap-1 text-sm" aria-label={R.banner.destinations} aria-live="polite">
            {live.map((p) => (
              <li key={p.id} data-testid="revision-destination">
                <span className="font-medium">{p.site ?? p.platformName ?? p.destinationKey}</span>: {stateOf(p)}
              </li>
            ))}
          </ul>
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm">
            <strong>{R.banner.failedTitle}.</strong> {R.banner.failedText}
          </p>
        ) : null}
        {dirty ? <p className="text-sm">{R.banner.unsavedFirst}</p> : null}
        {mayFinish ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={dirty || update.isPending || sent} onClick={() => update.mutate()}>
              <RefreshCw aria-hidden="true" className={update.isPending || sent ? 'animate-spin' : undefined} />
              {update.isPending || sent ? R.banner.updating : R.banner.update}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive hover:bg-destructive-soft hover:text-destructive"
              disabled={update.isPending || sent}
              onClick={() => setDiscardOpen(true)}
            >
              <Trash2 aria-hidden="true" />
              {R.banner.discard}
            </Button>
          </div>
        ) : null}
      </AlertDescription>
      <Dialog open={discardOpen} onOpenChange={(next) => !discard.isPending && setDiscardOpen(next)}>
        <DialogContent className="sm:max-w-[500px]">
          <DialogHeader>
            <DialogTitle>{R.discardDialog.title}</DialogTitle>
            <DialogDescription>{R.discardDialog.text}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDiscardOpen(false)} disabled={discard.isPending}>
              {R.discardDialog.cancel}
            </Button>
            <Button variant="destructive" onClick={() => discard.mutate()} disabled={discard.isPending}>
              {discard.isPending ? R.discardDialog.pending : R.discardDialog.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Alert>
  );
}
