import { useLayoutEffect, useMemo, useRef, type MouseEvent, type RefObject } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { COEDIT_COPY } from '@common/copy-co-editing';
import { COMMENTS_COPY } from '@common/copy-comments';
import { SUGGEST_COPY } from '@common/copy-suggest';
import { sanitizeHtml } from '@client/lib/sanitize';
import { cn } from '@client/lib/utils';
import {
  EDITOR_CONTENT_CLASS,
  EDITOR_FRAME_CLASS,
  TOOLBAR_BUTTON_CLASS,
  TOOLBAR_CLASS,
  TOOLBAR_DIVIDER_CLASS,
  TOOLBAR_GROUPS,
} from './frame';

/**
 * Set when a preview drawn before the page's own (the editor page's first view,
 * docs/decisions/050-first-view-data-in-the-page.md) goes away with the focus in it: the next editor
 * to open takes the focus for it (lazy.tsx), as a click in its own preview does.
 */
export const carriedFocusIntent: { current: boolean } = { current: false };

/** The bars an editor draws above its text when it opens, so the preview reserves the same height. */
export interface PreviewShape {
  toolbar: boolean;
  /** The co-edited editor's status line (live-parts.tsx), with its read-only note if any. */
  status?: { note?: 'readOnly' | 'commentOnly' } | undefined;
  /** The co-edited editor's Editing / Suggesting switch (suggest-mode/SuggestModeSwitch.tsx). */
  modeSwitch?: boolean;
}

export interface EditorPreviewProps extends PreviewShape {
  /** The saved HTML: sanitized again here, as every HTML string the browser renders (docs/architecture.md §8). */
  html: string;
  id?: string | undefined;
  placeholder?: string | undefined;
  className?: string | undefined;
  /** Set as the preview goes: whether the person was in its text, so the editor takes the focus. */
  focusIntentRef: RefObject<boolean>;
}

/**
 * An editor's saved content, read-only, in the editor's frame and typography while its code loads
 * (docs/performance.md, the editor page): the page's largest paint comes without Tiptap, and the
 * editor replaces it in place at the same size.
 */
export function EditorPreview({ html, id, placeholder, className, focusIntentRef, ...shape }: EditorPreviewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const content = useRef<HTMLDivElement>(null);
  // Runs before React removes the preview: focus in it then passes to the editor (lazy.tsx).
  useLayoutEffect(() => {
    const el = content.current;
    // The focus a preview before this one had when it went (the page's first view) stays in the text.
    const active = document.activeElement;
    if (el && carriedFocusIntent.current && (!active || active === document.body)) {
      if (focusIntentRef !== carriedFocusIntent) carriedFocusIntent.current = false;
      el.focus({ preventScroll: true });
    }
    return () => {
      focusIntentRef.current = !!el && el.contains(document.activeElement);
    };
  }, [focusIntentRef]);
  // The editor's links do not open on click (extensions.ts); neither do the preview's.
  const keepLinks = (e: MouseEvent) => {
    if (e.target instanceof Element && e.target.closest('a')) e.preventDefault();
  };
  return (
    <div className={cn(EDITOR_FRAME_CLASS, className)} data-testid="editor-preview" aria-busy="true">
      <span role="status" className="sr-only">
        {BLOGS_COPY.editor.loading}
      </span>
      {shape.toolbar ? <ToolbarShape /> : null}
      {shape.status ? <StatusShape note={shape.status.note} /> : null}
      {shape.modeSwitch ? <ModeSwitchShape /> : null}
      {clean ? (
        <div
          ref={content}
          id={id}
          tabIndex={-1}
          className={cn(EDITOR_CONTENT_CLASS, 'break-words')}
          onClick={keepLinks}
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      ) : (
        <div ref={content} id={id} tabIndex={-1} className={EDITOR_CONTENT_CLASS}>
          <p className="is-editor-empty" data-placeholder={placeholder ?? BLOGS_COPY.editor.placeholder}>
            <br />
          </p>
        </div>
      )}
    </div>
  );
}

/** EditorToolbar's row with empty buttons: the same wrapping, so the same height. */
function ToolbarShape() {
  return (
    <div className={TOOLBAR_CLASS} aria-hidden="true">
      {TOOLBAR_GROUPS.map((buttons, group) => (
        <span key={group} className="contents">
          {group > 0 ? <span className={TOOLBAR_DIVIDER_CLASS} /> : null}
          {Array.from({ length: buttons }, (_, i) => (
            <span key={i} className={cn(TOOLBAR_BUTTON_CLASS, 'opacity-40')} />
          ))}
        </span>
      ))}
    </div>
  );
}

/** LiveStatusBar as it first shows: connecting, nobody else here yet. */
function StatusShape({ note }: { note?: 'readOnly' | 'commentOnly' | undefined }) {
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-1.5 text-xs text-muted-foreground"
      aria-hidden="true"
    >
      <span className="size-2 rounded-full bg-amber-500" />
      <span>{COEDIT_COPY.live.connecting}</span>
      <span>·</span>
      <span>{COEDIT_COPY.live.editing([])}</span>
      {note ? (
        <span className="ml-auto">
          {note === 'commentOnly' ? COMMENTS_COPY.commentOnly : COEDIT_COPY.live.readOnly}
        </span>
      ) : null}
    </div>
  );
}

/** SuggestModeSwitch as it first shows: Editing chosen. */
function ModeSwitchShape() {
  const option = 'rounded-md px-2.5 py-1 text-xs font-medium';
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-1.5 text-xs" aria-hidden="true">
      <div className="flex gap-1 rounded-lg border border-border p-0.5">
        <span className={cn(option, 'bg-primary text-primary-foreground')}>{SUGGEST_COPY.editing}</span>
        <span className={cn(option, 'text-muted-foreground')}>{SUGGEST_COPY.suggesting}</span>
      </div>
    </div>
  );
}
