import { useEffect, useMemo, useRef, useState } from 'react';
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { useQueryClient } from '@tanstack/react-query';
import * as Y from 'yjs';
import { COEDIT_PATH, coeditDocumentName, presenceColor } from '@common/co-editing';
import { liveEndReasonOf, type LiveEndReason } from '@common/live';
import type { Peer } from './live-parts';

/** How often an open editor asks the server to sync, and how long a silence means the connection dropped. */
const COEDIT_HEARTBEAT_MS = 1_000;
const COEDIT_SILENCE_MS = 3_000;

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${COEDIT_PATH}`;

interface LiveDocumentOptions {
  blogId: number;
  documentName: string | undefined;
  user: { id: number; name: string };
  editable: boolean;
  /** The page's value (CollaborativeEditor's `value`). */
  value: string;
  onEnded: (() => void) | undefined;
}

/**
 * The co-edited document of CollaborativeEditor (docs/decisions/020-coediting-on-postgresql.md): its
 * Y document and Hocuspocus provider, the connection's status, who else is editing, and how the
 * server ended it (signed out, access changed), with the text kept for a removed writer.
 */
export function useLiveDocument({ blogId, documentName, user, editable, value, onEnded }: LiveDocumentOptions) {
  /** Removed or downgraded: the text as this editor had it, offered to copy (the last words may not have landed). */
  const [kept, setKept] = useState<string | null>(null);
  const editorRef = useRef<{ getText: (o: { blockSeparator: string }) => string } | null>(null);
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onEndedRef.current = onEnded;
  }, [onEnded]);
  const [status, setStatus] = useState<WebSocketStatus>(WebSocketStatus.Connecting);
  const [peers, setPeers] = useState<Peer[]>([]);
  const [readOnly, setReadOnly] = useState(!editable);
  /** Why the server closed this editor's connection for good (signed out, access changed). */
  const [ended, setEnded] = useState<LiveEndReason | null>(null);
  const queryClient = useQueryClient();
  /** What this editor reported recently: the page's value lags behind typing, and is not an outside change. */
  const emitted = useRef(new Set<string>());
  /** Outside changes count only once the document has synced (before, the page's value is the stored copy). */
  const synced = useRef(false);
  /**
   * Typing waits for the server's document: an editor that typed into its still-empty copy would
   * add a paragraph of its own beside the server's (the document is made once, on the server).
   */
  const [loaded, setLoaded] = useState(false);
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  const { doc, provider } = useMemo(() => {
    const ydoc = new Y.Doc();
    // A heartbeat (a sync step each second, answered by the server) and a 3 s silence limit: a
    // dropped connection shows as such within ~4 s, not after the provider's default 30 s.
    const socket = new HocuspocusProviderWebsocket({
      url: socketUrl(),
      maxDelay: 2_000,
      messageReconnectTimeout: COEDIT_SILENCE_MS,
    });
    const p = new HocuspocusProvider({
      websocketProvider: socket,
      name: documentName ?? coeditDocumentName(blogId),
      document: ydoc,
      forceSyncInterval: COEDIT_HEARTBEAT_MS,
    });
    p.attach();
    return { doc: ydoc, provider: p };
  }, [blogId, documentName]);

  useEffect(() => {
    provider.setAwarenessField('user', { name: user.name, color: presenceColor(user.id) });
    const onStatus = ({ status: s }: { status: WebSocketStatus }) => setStatus(s);
    const onAuthenticated = () => {
      setEnded(null);
      setReadOnly(!editable || provider.authorizedScope === 'readonly');
    };
    const onAwareness = () => {
      const states = provider.awareness?.getStates() ?? new Map();
      const list: Peer[] = [];
      states.forEach((state, clientId) => {
        const u = (state as { user?: { name?: string; color?: string } }).user;
        if (clientId !== doc.clientID && u?.name) list.push({ clientId, name: u.name, color: u.color ?? '#64748b' });
      });
      setPeers(list);
    };
    const onSynced = () => {
      if (synced.current) return;
      synced.current = true;
      setLoaded(true);
      emitted.current.add(latestValue.current);
    };
    const onClose = ({ event }: { event: { code?: number; reason?: string } }) => {
      const reason = liveEndReasonOf(event);
      if (!reason) return;
      // Signed out: stop (a dead cookie cannot reconnect); the page's reads then ask to sign in.
      if (reason === 'session-ended') {
        provider.configuration.websocketProvider.disconnect();
        void queryClient.invalidateQueries();
      }
      if (reason === 'access-revoked') setKept(editorRef.current?.getText({ blockSeparator: '\n\n' }) ?? null);
      setEnded(reason);
      setReadOnly(true);
      onEndedRef.current?.();
    };
    provider.on('close', onClose);
    provider.on('synced', onSynced);
    provider.on('status', onStatus);
    provider.on('authenticated', onAuthenticated);
    provider.on('awarenessChange', onAwareness);
    // Whatever happened before these listeners were attached (the socket opens during the render).
    queueMicrotask(() => {
      onStatus({ status: provider.configuration.websocketProvider.status });
      if (provider.isAuthenticated) onAuthenticated();
      if (provider.synced) onSynced();
      onAwareness();
    });
    return () => {
      provider.off('close', onClose);
      provider.off('synced', onSynced);
      provider.off('status', onStatus);
      provider.off('authenticated', onAuthenticated);
      provider.off('awarenessChange', onAwareness);
    };
  }, [provider, doc, user.id, user.name, editable, queryClient]);

  useEffect(
    () => () => {
      provider.destroy();
      provider.configuration.websocketProvider.destroy();
      doc.destroy();
    },
    [provider, doc],
  );

  return { doc, provider, status, peers, readOnly, ended, kept, loaded, synced, emitted, editorRef };
}
