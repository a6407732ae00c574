import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClaimKind } from '@common/source-pack';
import { RichTextEditor, type RichTextEditorProps } from '@client/components/editor';
import type { EditorClaims } from '@client/components/editor/claims-marks';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { blogClaimsQueryOptions, useUpdateClaim } from './api';

/**
 * The blog's editor with the claims its post does not support marked in the text (docs/decisions/026-stored-videos-and-saved-claim-checks.md):
 * from the check saved with the blog (refetched after each save); 'Keep' is saved, so the mark stays
 * gone after a reload.
 */
export function ClaimCheckedEditor({ blogId, ...props }: RichTextEditorProps & { blogId: number }) {
  const saved = useQuery(blogClaimsQueryOptions(blogId));
  const update = useUpdateClaim(blogId);
  const { mutate } = update;
  const claims = useMemo<EditorClaims>(
    () => ({
      claims: (saved.data?.claims ?? [])
        .filter((c) => c.status === 'unsupported')
        .map(({ kind, text }) => ({ kind, text })),
      onKeep: (claim) =>
        mutate(
          { kind: claim.kind as ClaimKind, text: claim.text, status: 'kept' },
          { onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }) },
        ),
    }),
    [saved.data, mutate],
  );
  useFocusClaimFromUrl(claims.claims.length);
  return <RichTextEditor {...props} claims={claims} />;
}

/** `/edit-blog/:id?claim=<words>`: the Publish dialog's link to a claim marked in the editor. */
export const CLAIM_PARAM = 'claim';

/**
 * Opened from a claim warning: once the claim is marked, its words are scrolled to, focused and
 * selected in the editor (the creator can keep, edit or remove them there).
 */
function useFocusClaimFromUrl(marked: number) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get(CLAIM_PARAM);
    if (done || !text || marked === 0) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const mark = document.querySelector<HTMLElement>(`mark[data-claim="${CSS.escape(text)}"]`);
      if (!mark && ++tries < 40) return;
      window.clearInterval(timer);
      setDone(true);
      if (!mark) return;
      mark.closest<HTMLElement>('[contenteditable="true"]')?.focus({ preventScroll: true });
      mark.scrollIntoView({ block: 'center' });
      window.getSelection()?.selectAllChildren(mark);
    }, 50);
    return () => window.clearInterval(timer);
  }, [marked, done]);
}
