import { useMemo } from 'react';
import { htmlToPlainText } from '@client/lib/sanitize';
import { wordDiff, type DiffPart } from '@client/lib/word-diff';
import { cn } from '@client/lib/utils';

/** The word diff of two HTML texts, as plain text (client/lib/word-diff.ts), recomputed when either changes. */
export function useHtmlWordDiff(before: string, after: string): DiffPart[] {
  return useMemo(() => wordDiff(htmlToPlainText(before), htmlToPlainText(after)), [before, after]);
}

export const hasChanges = (parts: DiffPart[]) => parts.some((p) => p.kind !== 'same');

/**
 * The parts of a word diff inline: kept words as they are, added words on green (`<ins>`), removed
 * words on red (`<del>`). `struck` also draws the line through removed words (the AI assistant's
 * review of a result, where removed and added words sit side by side).
 */
export function DiffParts({ parts, struck = false }: { parts: DiffPart[]; struck?: boolean }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'added' ? (
          <ins key={i} className="rounded-sm bg-emerald-100 text-emerald-900 no-underline">
            {p.text}
          </ins>
        ) : (
          <del
            key={i}
            className={cn('rounded-sm bg-rose-100 text-rose-900', struck && 'line-through decoration-rose-400')}
          >
            {p.text}
          </del>
        ),
      )}
    </>
  );
}
