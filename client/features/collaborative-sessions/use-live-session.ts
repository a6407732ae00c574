import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Contribution, LiveEvent, Session } from '@common/collaborative-sessions';
import type { ApiPage } from '@client/lib/api-client';
import { USER_QUERY_KEY } from '@client/features/auth';
import { COLLAB_KEYS, mySessionsPages } from './api';

/**
 * Follows one session live over server-sent events (docs/decisions/012): new contributions are
 * appended to the cached list, status changes patch the cached sessions, and the viewer count is
 * returned. After a reconnect the list is refetched so nothing missed while offline is lost.
 */
interface LiveState {
  id: number | null;
  viewers: number | null;
  connected: boolean;
  status: string | null;
}
const patchFor = (id: number, patch: Partial<LiveState>) => (s: LiveState) => ({
  ...(s.id === id ? s : { id, viewers: null, connected: false, status: null }),
  ...patch,
});

const RETRY_MS = 5_000;

export function useLiveSession(session: Pick<Session, 'id' | 'promptId'> | null) {
  const sessionId = session?.id ?? null;
  const promptId = session?.promptId ?? null;
  const qc = useQueryClient();
  // State is tagged with its session so that another session starts blank without a reset in the effect.
  const [state, setState] = useState<LiveState>({ id: null, viewers: null, connected: false, status: null });
  // The browser retries a dropped stream by itself, but gives up on an error response (e.g. 429 or a
  // restart mid-handshake): then we open a new one after a pause.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sessionId === null) return;
    const source = new EventSource(`/api/collaborative-sessions/${sessionId}/events`, { withCredentials: true });
    let opened = attempt > 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => {
      setState(patchFor(sessionId, { connected: true }));
      if (opened) void qc.invalidateQueries({ queryKey: COLLAB_KEYS.contributions(sessionId) });
      opened = true;
    };
    source.onerror = () => {
      setState(patchFor(sessionId, { connected: false }));
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    // The server ended the stream for good (signed out, or no longer allowed: docs/decisions/030):
    // no reconnecting; the sign-in check and the session's own answer say what happened.
    source.addEventListener('ended', () => {
      source.close();
      clearTimeout(retry);
      setState(patchFor(sessionId, { connected: false }));
      void qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: COLLAB_KEYS.contributions(sessionId) });
    });

    const parse = (e: MessageEvent<string>) => JSON.parse(e.data) as LiveEvent;
    // Live contributions carry no abilities (they are per reader): shown at once with none, then
    // the list is refetched so that the reader's own edit and delete buttons appear.
    const refetch = () => void qc.invalidateQueries({ queryKey: COLLAB_KEYS.contributions(sessionId) });
    const none = { update: false, delete: false, hide: false };
    source.addEventListener('contribution', (e) => {
      const ev = parse(e);
      if (ev.type !== 'contribution') return;
      qc.setQueryData<Contribution[]>(COLLAB_KEYS.contributions(sessionId), (old) =>
        !old || old.some((c) => c.id === ev.contribution.id) ? old : [...old, { ...ev.contribution, abilities: none }],
      );
      refetch();
    });
    source.addEventListener('contributionUpdated', (e) => {
      const ev = parse(e);
      if (ev.type !== 'contributionUpdated') return;
      qc.setQueryData<Contribution[]>(COLLAB_KEYS.contributions(sessionId), (old) =>
        old?.map((c) => (c.id === ev.contribution.id ? { ...ev.contribution, abilities: c.abilities } : c)),
      );
    });
    source.addEventListener('contributionRemoved', (e) => {
      const ev = parse(e);
      if (ev.type !== 'contributionRemoved') return;
      qc.setQueryData<Contribution[]>(COLLAB_KEYS.contributions(sessionId), (old) =>
        old?.filter((c) => c.id !== ev.contributionId),
      );
    });
    source.addEventListener('status', (e) => {
      const ev = parse(e);
      if (ev.type !== 'status') return;
      setState(patchFor(sessionId, { status: ev.status }));
      const patch = (list: Session[] | undefined) =>
        list?.map((s) => (s.id === sessionId ? { ...s, status: ev.status } : s));
      qc.setQueryData<Session[]>(COLLAB_KEYS.mySessions, patch);
      qc.setQueryData<InfiniteData<ApiPage<Session>>>(
        mySessionsPages.key,
        (old) => old && { ...old, pages: old.pages.map((p) => ({ ...p, items: patch(p.items) ?? p.items })) },
      );
      if (promptId !== null) qc.setQueryData<Session[]>(COLLAB_KEYS.promptSessions(promptId), patch);
    });
    source.addEventListener('viewers', (e) => {
      const ev = parse(e);
      if (ev.type === 'viewers') setState(patchFor(sessionId, { viewers: ev.count }));
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [sessionId, promptId, qc, attempt]);

  const current = state.id === sessionId ? state : { viewers: null, connected: false, status: null };
  return { viewers: current.viewers, connected: current.connected, status: current.status };
}
