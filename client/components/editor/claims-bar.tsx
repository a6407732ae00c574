import type { Editor } from '@tiptap/core';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SOURCE_PACK_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { claimAtSelection, rangeOfClaim, setClaimMarks, type EditorClaims, type MarkedClaim } from './claims-marks';

const C = SOURCE_PACK_COPY.claims;
const keyOf = (c: MarkedClaim) => `${c.kind}:${c.text}`;

/**
 * The actions on the marked claims, under the editor (Tab from the text reaches them): each
 * 'Not in your post: 250 g — keep, edit or remove' with Keep (saved: the mark goes and stays gone),
 * Edit (selects the claim in the text) and Remove (deletes it, one undo step). The claim at the
 * caret is shown first.
 */
export function ClaimsBar({ editor, claims }: { editor: Editor; claims: EditorClaims }) {
  const [current, setCurrent] = useState<string | null>(null);
  const [present, setPresent] = useState<MarkedClaim[]>([]);

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

  if (!present.length) return null;
  const ordered = [...present].sort((a, b) => Number(keyOf(b) === current) - Number(keyOf(a) === current));

  const select = (claim: MarkedClaim) => {
    const range = rangeOfClaim(editor, claim);
    if (range) editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  };
  const remove = (claim: MarkedClaim) => {
    const range = rangeOfClaim(editor, claim);
    if (range) editor.chain().focus().deleteRange(range).run();
  };

  return (
    <section
      aria-label={C.title}
      className="border-t border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="claim-marks"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {C.title}
      </p>
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
                onClick={() => claims.onKeep(claim)}
              >
                {C.keep}
              </Button>
              <Button size="sm" variant="outline" aria-label={C.editLabel(claim.text)} onClick={() => select(claim)}>
                {C.edit}
              </Button>
              <Button size="sm" variant="outline" aria-label={C.removeLabel(claim.text)} onClick={() => remove(claim)}>
                {C.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
