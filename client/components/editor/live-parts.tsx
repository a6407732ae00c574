import { useState } from 'react';
import { WebSocketStatus } from '@hocuspocus/provider';
import { LIVE_ENDED_MESSAGES, type LiveEndReason } from '@common/live';
import { COMMENTS_COPY } from '@common/copy-comments';
import { COEDIT_COPY } from '@common/copy-co-editing';
import { cn } from '@client/lib/utils';

/** Pieces of the co-edited editor's frame (CollaborativeEditor.tsx): carets, the kept text and the status line. */

export interface Peer {
  clientId: number;
  name: string;
  color: string;
}

/** A co-editor's caret: a coloured bar with their name (styles set through CSSOM, as the CSP wants). */
export function caret(user: { name?: string; color?: string }): HTMLElement {
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

/** What a removed or downgraded writer had in the editor, to copy before it is gone. */
export function KeptText({ text }: { text: string }) {
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

/** The line under the toolbar: connected or not, who else is editing, and why it is read-only. */
export function LiveStatusBar(props: {
  status: WebSocketStatus;
  ended: LiveEndReason | null;
  peers: Peer[];
  readOnly: boolean;
  canComment: boolean;
}) {
  const { status, ended, peers, readOnly, canComment } = props;
  const live = ended
    ? LIVE_ENDED_MESSAGES[ended]
    : status === WebSocketStatus.Connected
      ? COEDIT_COPY.live.connected
      : status === WebSocketStatus.Connecting
        ? COEDIT_COPY.live.connecting
        : COEDIT_COPY.live.offline;
  return (
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
  );
}
