import type { Editor } from '@tiptap/core';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SOURCE_PACK_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import {
  claimAtSelection,
  rangeOfClaim,
  sentenceRangeOfClaim,
  setClaimMarks,
  type EditorClaims,
  type MarkedClaim,
} from './claims-marks';

const C = SOURCE_PACK_COPY.claims;
const keyOf = (c: MarkedClaim) => `${c.kind}:${c.text}`;

/**
 * The actions on the marked claims, under the editor (Tab from the text reaches them): each
 * 'Not in your post: 250 g — keep, edit or remove' with Keep (saved: the mark goes and stays gone),
 * Edit (selects the claim in the text, to type over it) and Remove (deletes its sentence, one undo
 * step, so the rest reads whole). After Keep or Remove the focus stays in the list. The claim at the
 * caret is shown first.
 */
export function ClaimsBar({ editor, claims }: { editor: Editor; claims: EditorClaims }) {
  const [current, setCurrent] = useState<string | null>(null);
  const [present, setPresent] = useState<MarkedClaim[]>([]);
  /** After Keep or Remove: the row whose same action gets the focus (the list keeps it). */
  const [refocus, setRefocus] = useState<{ key: string; row: number; action: 'keep' | 'remove' } | null>(null);
  const [handled, setHandled] = useState(false);
  const listRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setClaimMarks(editor, claims.claims);
    const update = () => {
      setCurrent(((c) => (c ? keyOf(c.claim) : null))(claimAtSelection(editor)));
      setPresent(claims.claims.filter((c) => rangeOfClaim(editor, c)));
    };
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor, claims.claims]);

  const ordered = [...present].sort((a, b) => Number(keyOf(b) === current) - Number(keyOf(a) === current));

  // Focus stays in the list after an action: the same button on the row that took the handled
  // one's place (or the one before), else the 'all handled' line.
  useEffect(() => {
    // A kept claim leaves the list once its Keep is saved: the focus moves then.
    if (!refocus || !listRef.current || present.some((c) => keyOf(c) === refocus.key)) return;
    const rows = listRef.current.querySelectorAll<HTMLElement>('[data-testid="claim-mark-actions"]');
    const row = rows[Math.min(refocus.row, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>(`[data-action="${refocus.action}"]`);
    (target ?? listRef.current.querySelector<HTMLElement>('[data-testid="claims-handled"]'))?.focus();
    setRefocus(null);
  }, [refocus, present]);

  if (!present.length && !handled) return null;

  const select = (claim: MarkedClaim) => {
    const range = rangeOfClaim(editor, claim);
    if (range) editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  };
  const acted = (claim: MarkedClaim, action: 'keep' | 'remove') => {
    setHandled(true);
    setRefocus({
      key: keyOf(claim),
      row: Math.max(
        0,
        ordered.findIndex((c) => keyOf(c) === keyOf(claim)),
      ),
      action,
    });
  };
  const keep = (claim: MarkedClaim) => {
    claims.onKeep(claim);
    acted(claim, 'keep');
  };
  /** The claim's sentence goes (one undo step), so what is left stays grammatical. */
  const remove = (claim: MarkedClaim) => {
    const range = sentenceRangeOfClaim(editor, claim);
    if (range) editor.view.dispatch(editor.state.tr.deleteRange(range.from, range.to).scrollIntoView());
    acted(claim, 'remove');
  };

  return (
    <section
      ref={listRef}
      aria-label={C.title}
      className="border-t border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="claim-marks"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {C.title}
      </p>
      {!present.length ? (
        <p className="mt-1 outline-none" tabIndex={-1} role="status" data-testid="claims-handled">
          {C.allHandled}
        </p>
      ) : null}
      <ul className="mt-1 space-y-1">
        {ordered.map((claim) => (
          <li
            key={keyOf(claim)}
            className="flex flex-wrap items-center gap-2"
            data-current={keyOf(claim) === current ? 'true' : undefined}
            data-testid="claim-mark-actions"
          >
            <span className={keyOf(claim) === current ? 'font-semibold' : undefined}>{C.flag(claim.text)}</span>
            <span className="flex gap-1">
              <Button
                size="sm"
                variant="outline"
                aria-label={C.keepLabel(claim.text)}
                data-action="keep"
                onClick={() => keep(claim)}
              >
                {C.keep}
              </Button>
              <Button size="sm" variant="outline" aria-label={C.editLabel(claim.text)} onClick={() => select(claim)}>
                {C.edit}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={C.removeLabel(claim.text)}
                data-action="remove"
                onClick={() => remove(claim)}
              >
                {C.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
