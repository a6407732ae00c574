import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PUBLISHING_COPY } from '@common/copy';
import { publicationEventSchema, type PublicationEvent } from '@common/publication-outcomes';
import { ToastAction } from '@client/components/ui/toast';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { USER_QUERY_KEY } from '@client/features/auth';
import { refreshAfterOutcome, retryPublication, SUMMARIES_KEY } from './outcomes-api';
import { postLink } from './post-link';
import { formatWhen } from './schedule';

const O = PUBLISHING_COPY.outcomes;
/** Toasts with an action stay longer than the default 5 s, so that there is time to reach them. */
const ACTION_TOAST_MS = 12_000;
const EVENTS_URL = '/api/publications/events';

type Listener = (event: PublicationEvent) => void;
const listeners = new Set<Listener>();
/** Told when the server ends the stream for good (the session ended): docs/decisions/030. */
const endedListeners = new Set<() => void>();
/** Told each time the stream (re)opens: what ended while nobody was listening is read again. */
const openListeners = new Set<() => void>();
let source: EventSource | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * One EventSource per tab, shared by whoever listens; kept open for a moment after the last
 * listener leaves, so that moving between pages (which remounts the layout) does not drop it.
 */
function listen(listener: Listener, onEnded?: () => void, onOpen?: () => void): () => void {
  listeners.add(listener);
  clearTimeout(closeTimer);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(EVENTS_URL);
    source.addEventListener('publication', (e) => {
      const parsed = publicationEventSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
      if (parsed.success) for (const l of listeners) l(parsed.data);
    });
    // A job that ended between the page's first reads and this moment (or while the connection was
    // down) was announced to nobody here: the lists it changed are read again.
    source.addEventListener('open', () => {
      for (const l of openListeners) l();
    });
    // Not reopened against a session that is gone; the next page that listens opens a new one.
    source.addEventListener('ended', () => {
      source?.close();
      source = null;
      for (const l of endedListeners) l();
    });
  }
  if (onEnded) endedListeners.add(onEnded);
  if (onOpen) openListeners.add(onOpen);
  return () => {
    if (onEnded) endedListeners.delete(onEnded);
    if (onOpen) openListeners.delete(onOpen);
    listeners.delete(listener);
    if (listeners.size) return;
    closeTimer = setTimeout(() => {
      source?.close();
      source = null;
    }, 2_000);
  };
}

/** The toast for a finished job: what happened, to which blog, and the one useful next step. */
export function showOutcome(event: PublicationEvent, qc: QueryClient, navigate: (to: string) => void) {
  const p = event.publication;
  const platform = p.platformDisplayName ?? O.blog(event.blogTitle);
  const blog = O.blog(event.blogTitle);
  const view = p.platformBlogUrl ? (
    <ToastAction altText={O.viewAlt(platform)} asChild>
      <a href={p.platformBlogUrl} target="_blank" rel="noopener noreferrer">
        {O.view}
      </a>
    </ToastAction>
  ) : undefined;
  // A draft's public URL is a 404: it opens in the platform's editor, as everywhere else (post-link.ts).
  const draftLink = postLink(p, p.platformDisplayName);
  const openDraft = draftLink ? (
    <ToastAction altText={draftLink.label} asChild>
      <a href={draftLink.href} target="_blank" rel="noopener noreferrer">
        {draftLink.label}
      </a>
    </ToastAction>
  ) : undefined;
  switch (p.status) {
    case 'published':
      return toast({ title: O.published(platform), description: blog, action: view, duration: ACTION_TOAST_MS });
    case 'draft':
      return toast({ title: O.draft(platform), description: blog, action: openDraft, duration: ACTION_TOAST_MS });
    case 'withdrawn':
      return toast({ title: O.withdrawn(platform), description: blog });
    case 'scheduled':
      return p.scheduledAt
        ? toast({ title: O.scheduled(platform, formatWhen(p.scheduledAt)), description: blog })
        : undefined;
    case 'failed': {
      const retry = async () => {
        try {
          await retryPublication(qc, p);
          toast({ title: O.retrying, description: blog });
        } catch (error) {
          toast({ variant: 'destructive', title: O.retryFailed, description: errorMessage(error) });
        }
      };
      const action =
        p.needsReconnecting && p.platformConnectionId !== null ? (
          <ToastAction
            altText={O.reconnectAlt(platform)}
            onClick={() => navigate(`/platform-connections?reconnect=${p.platformConnectionId}`)}
          >
            {O.reconnect}
          </ToastAction>
        ) : p.abilities.retry && p.platformConnectionId !== null ? (
          <ToastAction altText={O.retryAlt(platform)} onClick={() => void retry()}>
            {O.retry}
          </ToastAction>
        ) : undefined;
      return toast({
        variant: 'destructive',
        title: O.failed(platform),
        description: (
          <>
            <span className="block">{blog}</span>
            {p.error ? <span className="block">{p.error}</span> : null}
          </>
        ),
        // A failed publication stays until dismissed, with or without an action (docs/decisions/041).
        duration: Infinity,
        action,
      });
    }
    default:
      return undefined;
  }
}

/**
 * Mounted once in the signed-in layout: a publishing job that finishes while the creator is anywhere
 * in the app shows a toast (announced by the toast region's live region, reachable with F8,
 * dismissible) and refreshes what the job changed.
 */
export function PublicationOutcomes() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      listen(
        (event) => {
          void refreshAfterOutcome(qc, event.publication.blogId);
          showOutcome(event, qc, navigate);
        },
        // Signed out elsewhere: the sign-in check finds out and the page asks to sign in again.
        () => void qc.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        // The publications on screen (My Blogs' cards, 'Needs attention') as they are now.
        () => void qc.invalidateQueries({ queryKey: SUMMARIES_KEY }),
      ),
    [qc, navigate],
  );
  return null;
}
