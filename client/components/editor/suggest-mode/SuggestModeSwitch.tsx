import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { presenceColor } from '@common/co-editing';
import { SUGGEST_COPY } from '@common/copy-suggest';
import { cn } from '@client/lib/utils';
import { setSuggesting } from './suggest-mode';

/**
 * 'Editing' / 'Suggesting' for someone who may write in a shared blog
 * (docs/decisions/037-suggest-mode.md): two toggle buttons in tab order. Suggesting marks this
 * person's changes with their name and presence colour until someone accepts them.
 */
export function SuggestModeSwitch({ editor, user }: { editor: Editor; user: { id: number; name: string } }) {
  const [suggesting, setMode] = useState(false);
  useEffect(() => {
    setSuggesting(editor, suggesting ? { id: user.id, name: user.name, color: presenceColor(user.id) } : null);
  }, [editor, suggesting, user.id, user.name]);
  useEffect(() => () => setSuggesting(editor, null), [editor]);
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={suggesting === value}
      onClick={() => setMode(value)}
      className={cn(
        'rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring',
        suggesting === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-1.5 text-xs"
      data-testid="suggest-mode"
    >
      <div
        role="group"
        aria-label={SUGGEST_COPY.modeLabel}
        className="flex gap-1 rounded-lg border border-border p-0.5"
      >
        {option(false, SUGGEST_COPY.editing)}
        {option(true, SUGGEST_COPY.suggesting)}
      </div>
      {suggesting ? (
        <span className="text-muted-foreground" aria-live="polite">
          {SUGGEST_COPY.suggestingNote}
        </span>
      ) : null}
    </div>
  );
}
