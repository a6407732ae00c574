import { useEffect, useMemo, useRef, useState } from 'react';
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { useQueryClient } from '@tanstack/react-query';
import { Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor } from '@tiptap/react';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { COEDIT_PATH, coeditDocumentName, presenceColor } from '@common/co-editing';
import { COMMENT_LIMITS } from '@common/comments';
import { LIVE_ENDED_MESSAGES, liveEndReasonOf, type LiveEndReason } from '@common/live';
import { COMMENTS_COPY } from '@common/copy-comments';
import { BLOGS_COPY } from '@common/copy';
import { COEDIT_COPY } from '@common/copy-co-editing';
import { sanitizeHtml } from '@client/lib/sanitize';
import { cn } from '@client/lib/utils';
import {
  CommentHighlights,
  connectComments,
  focusCommentText,
  goneComments,
  selectionAnchor,
  setCommentHighlights,
} from './comment-highlights';
import { CommentBubble } from './CommentBubble';
import type { EditorComments } from './comments-contract';
import { EditorToolbar } from './EditorToolbar';
import { applyChanges, registerLiveEditor } from './apply-changes';
import { EditorAssist } from './assist/EditorAssist';
import { EDITOR_FRAME_CLASS, editorAttributes, editorExtensions } from './extensions';
import { SuggestMode } from './suggest-mode/suggest-mode';
import { SuggestModeSwitch } from './suggest-mode/SuggestModeSwitch';
import { SUGGESTION_MARKS } from './suggestions/marks';
import { withoutSuggestions } from './suggestions/merge';
import { SuggestionsBar } from './suggestions/SuggestionsBar';

export interface CollaborativeEditorProps {
  blogId: number;
  /** Another co-edited document than the blog's: a collaborative session's draft (`session:<id>`, docs/decisions/020-coediting-on-postgresql.md). */
  documentName?: string;
  user: { id: number; name: string };
  editable: boolean;
  /** The page's value: when it changes from outside (an applied AI enhancement), it replaces the document for everyone. */
  value: string;
  /** Every change (local or a co-editor's), as HTML, for the page's form and Save button. */
  onChange: (html: string) => void;
  label?: string;
  id?: string;
  className?: string;
  /** Comments on a selection (docs/decisions/020-coediting-on-postgresql.md): highlights, and commenting when `onComment` is set. */
  comments?: EditorComments;
  /** The server ended this editor's connection (signed out, access changed, a draft turned into a blog). */
  onEnded?: () => void;
  /**
   * Changes made elsewhere before this editor opened (typing before the blog went live): applied
   * once to the shared document when it arrives, as edits of what it holds then (apply-changes.ts).
   */
  carry?: { base: string; target: string };
}

interface Peer {
  clientId: number;
  name: string;
  color: string;
}

/** A co-editor's caret: a coloured bar with their name (styles set through CSSOM, as the CSP wants). */
function caret(user: { name?: string; color?: string }): HTMLElement {
  const color = user.color ?? '#64748b';
  const el = document.createElement('span');
  el.className = 'coedit-caret';
  Object.assign(el.style, {
    position: 'relative',
    marginLeft: '-1px',
    marginRight: '-1px',
    borderLeft: `2px solid ${color}`,
    wordBreak: 'normal',
    pointerEvents: 'none',
  });
  const label = document.createElement('span');
  label.textContent = user.name ?? '';
  label.setAttribute('data-testid', 'coedit-caret-label');
  Object.assign(label.style, {
    position: 'absolute',
    top: '-1.35em',
    left: '-2px',
    fontSize: '0.7rem',
    fontWeight: '600',
    lineHeight: '1.2',
    padding: '0 4px',
    borderRadius: '3px 3px 3px 0',
    whiteSpace: 'nowrap',
    color: '#fff',
    background: color,
  });
  el.appendChild(label);
  return el;
}

/** How often an open editor asks the server to sync, and how long a silence means the connection dropped. */
const COEDIT_HEARTBEAT_MS = 1_000;
const COEDIT_SILENCE_MS = 3_000;

/** What a removed or downgraded writer had in the editor, to copy before it is gone. */
function KeptText({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2 border-b border-border bg-muted/50 px-3 py-2 text-sm" data-testid="coedit-kept">
      <p>{COEDIT_COPY.live.kept}</p>
      <textarea
        readOnly
        aria-label={COEDIT_COPY.live.keptLabel}
        className="h-24 w-full rounded-md border border-border bg-background p-2 text-sm"
        value={text}
      />
      <button
        type="button"
        className="justify-self-start rounded-md border border-border bg-background px-3 py-1 text-xs font-medium"
        onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      >
        {copied ? COEDIT_COPY.live.copied : COEDIT_COPY.live.copy}
      </button>
    </div>
  );
}

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${COEDIT_PATH}`;

/**
 * The spec's editor, co-edited live (docs/decisions/020-coediting-on-postgresql.md): the same Tiptap document model and toolbar as
 * RichTextEditor, its content a Y document synced through Hocuspocus (docs/decisions/020), with
 * the co-editors' names and coloured carets. Offline, typing goes on; the provider merges it on
 * reconnection. Undo is Yjs's (one's own changes only).
 */
export default function CollaborativeEditor({
  blogId,
  documentName,
  user,
  editable,
  value,
  onChange,
  label = BLOGS_COPY.composer.contentLabel,
  id,
  className,
  comments,
  carry,
  onEnded,
}: CollaborativeEditorProps) {
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
  const canComment = !!comments?.onComment;
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

  const editor = useEditor(
    {
      extensions: editorExtensions({
        history: false,
        extra: [
          Collaboration.configure({ document: doc, field: 'default' }),
          Extension.create({
            name: 'coeditCarets',
            addProseMirrorPlugins: () =>
              provider.awareness ? [yCursorPlugin(provider.awareness, { cursorBuilder: caret })] : [],
          }),
          CommentHighlights.configure(), // its own storage (the page's handlers) per editor
          // People's suggestions, stored in the shared document (docs/decisions/037-suggest-mode.md).
          ...SUGGESTION_MARKS,
          SuggestMode,
        ],
      }),
      editable: editable,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: editorAttributes(label, id) },
      onUpdate: ({ editor: e }) => {
        // Pending suggestions are not part of the value (the server leaves them out of the HTML too).
        const html = e.isEmpty ? '' : withoutSuggestions(e.getHTML());
        const seen = emitted.current;
        seen.add(html);
        if (seen.size > 500) seen.delete(seen.values().next().value!);
        onChange(html);
      },
    },
    [doc, provider],
  );

  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  useEffect(() => {
    // A commenter's editor stays focusable and selectable; CommentHighlights refuses their changes.
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(loaded && (!readOnly || canComment));
    editor.setOptions({
      editorProps: { attributes: { ...editorAttributes(label, id), ...(readOnly ? { 'aria-readonly': 'true' } : {}) } },
    });
  }, [editor, loaded, readOnly, canComment, label, id]);

  useEffect(() => {
    if (!editor) return;
    connectComments(editor, {
      onActivate: comments?.onActivate,
      onComment: comments?.onComment,
      readOnly,
      quoteMax: COMMENT_LIMITS.quoteMax,
    });
  });

  const highlights = comments?.highlights;
  const activeId = comments?.activeId ?? null;
  useEffect(() => {
    if (editor) setCommentHighlights(editor, highlights ?? [], activeId);
  }, [editor, highlights, activeId]);
  // Which threads' text is gone, after every change of the loaded document (a delete here or a co-writer's).
  const onGone = comments?.onGone;
  useEffect(() => {
    if (!editor || !loaded || !onGone) return;
    const report = () => onGone(goneComments(editor.state));
    report();
    editor.on('transaction', report);
    return () => void editor.off('transaction', report);
  }, [editor, loaded, onGone]);
  const registerFocus = comments?.registerFocus;
  useEffect(() => {
    if (!editor || !registerFocus) return;
    registerFocus((h) => focusCommentText(editor, h));
    return () => registerFocus(null);
  }, [editor, registerFocus]);

  // The assistant's changes arrive as edits of the shared document as it is then (apply-changes.ts).
  useEffect(() => (editor && loaded && !readOnly ? registerLiveEditor(editor) : undefined), [editor, loaded, readOnly]);
  const carried = useRef(false);
  useEffect(() => {
    if (!editor || !loaded || readOnly || !carry || carried.current) return;
    carried.current = true;
    applyChanges(editor, carry.base, carry.target);
  }, [editor, loaded, readOnly, carry]);

  // An outside change (an applied AI enhancement) becomes a change of the shared document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !synced.current || emitted.current.has(value)) return;
    emitted.current.add(value);
    editor.commands.setContent(sanitizeHtml(value));
  }, [editor, value]);

  const live = ended
    ? LIVE_ENDED_MESSAGES[ended]
    : status === WebSocketStatus.Connected
      ? COEDIT_COPY.live.connected
      : status === WebSocketStatus.Connecting
        ? COEDIT_COPY.live.connecting
        : COEDIT_COPY.live.offline;

  return (
    <div className={cn(EDITOR_FRAME_CLASS, className)} data-testid="collaborative-editor">
      {editor && !readOnly ? <EditorToolbar editor={editor} /> : null}
      <div
        className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-1.5 text-xs text-muted-foreground"
        role="status"
        aria-live="polite"
        data-testid="coedit-status"
      >
        <span
          className={cn(
            'size-2 rounded-full',
            status === WebSocketStatus.Connected && !ended ? 'bg-emerald-500' : 'bg-amber-500',
          )}
          aria-hidden="true"
        />
        <span>{live}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="coedit-peers">{COEDIT_COPY.live.editing(peers.map((p) => p.name))}</span>
        {readOnly ? (
          <span className="ml-auto">{canComment ? COMMENTS_COPY.commentOnly : COEDIT_COPY.live.readOnly}</span>
        ) : null}
      </div>
      {editor && !readOnly ? <SuggestModeSwitch editor={editor} user={user} /> : null}
      {kept ? <KeptText text={kept} /> : null}
      <EditorContent editor={editor} />
      {editor && !readOnly ? <SuggestionsBar editor={editor} /> : null}
      {editor ? <EditorAssist editor={editor} enabled={loaded && !readOnly} /> : null}
      {editor && canComment ? (
        <CommentBubble
          editor={editor}
          onComment={() => comments?.onComment?.(selectionAnchor(editor, COMMENT_LIMITS.quoteMax))}
        />
      ) : null}
    </div>
  );
}
