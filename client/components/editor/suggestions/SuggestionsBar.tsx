import type { Editor } from '@tiptap/core';
import { Check, CheckCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { SUGGEST_COPY } from '@common/copy-suggest';
import { Button } from '@client/components/ui/button';
import { listSuggestions, resolveSuggestions, type Suggestion } from './resolve';

const C = BLOGS_COPY.suggestions;

/** At most this many characters of a change in the list (the editor shows it whole). */
const PREVIEW = 80;
const clip = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > PREVIEW ? `${t.slice(0, PREVIEW - 1)}…` : t;
};

function describe(s: Suggestion) {
  if (s.inserted && s.deleted)
    return (
      <>
        {C.replace} <del className="bg-rose-100 text-rose-950">{clip(s.deleted)}</del> {C.with}{' '}
        <ins className="bg-emerald-100 text-emerald-950 no-underline">{clip(s.inserted)}</ins>
      </>
    );
  if (s.inserted)
    return (
      <>
        {C.add} <ins className="bg-emerald-100 text-emerald-950 no-underline">{clip(s.inserted)}</ins>
      </>
    );
  return (
    <>
      {C.remove} <del className="bg-rose-100 text-rose-950">{clip(s.deleted)}</del>
    </>
  );
}

/**
 * The pending suggestions under the editor: each with Accept and Reject, and Accept all /
 * Reject all. Plain buttons, so the keyboard reaches every one; each click is one undo step.
 */
export function SuggestionsBar({ editor }: { editor: Editor }) {
  const [items, setItems] = useState<Suggestion[]>(() => listSuggestions(editor.state.doc));
  useEffect(() => {
    const update = () => setItems(listSuggestions(editor.state.doc));
    update();
    editor.on('update', update);
    editor.on('transaction', update);
    return () => {
      editor.off('update', update);
      editor.off('transaction', update);
    };
  }, [editor]);
  if (!items.length) return null;
  const resolve = (sid: string | null, accept: boolean) => {
    resolveSuggestions(editor, sid, accept);
    editor.commands.focus();
  };
  return (
    <section
      aria-label={C.region}
      className="grid gap-2 border-t border-border bg-muted/40 px-4 py-3"
      data-testid="suggestions-bar"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold" aria-live="polite">
          {C.count(items.length)}
        </h3>
        <div className="flex gap-2">
          <Button type="button" size="sm" onClick={() => resolve(null, true)}>
            <CheckCheck aria-hidden="true" />
            {C.acceptAll}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => resolve(null, false)}>
            <X aria-hidden="true" />
            {C.rejectAll}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{C.pendingNote}</p>
      <ol className="grid max-h-56 gap-1.5 overflow-y-auto">
        {items.map((s, i) => (
          <li
            key={s.sid}
            className="flex items-start justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm"
            data-testid="suggestion"
          >
            <span className="min-w-0 break-words">
              {s.author ? <strong className="mr-1 font-semibold">{SUGGEST_COPY.by(s.author)}</strong> : null}
              {describe(s)}
            </span>
            <span className="flex shrink-0 gap-1">
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`${C.accept} ${i + 1}`}
                title={C.accept}
                onClick={() => resolve(s.sid, true)}
              >
                <Check aria-hidden="true" />
                {C.accept}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`${C.reject} ${i + 1}`}
                title={C.reject}
                onClick={() => resolve(s.sid, false)}
              >
                <X aria-hidden="true" />
                {C.reject}
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
