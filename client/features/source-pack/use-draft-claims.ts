import { useMemo, useState } from 'react';
import type { Claim } from '@common/source-pack';
import type { EditorClaims, MarkedClaim } from '@client/components/editor/claims-marks';
import { useClaimCheck } from './use-claim-check';

const keyOf = (c: MarkedClaim) => `${c.kind}:${c.text}`;

/**
 * The claim check of an article not saved yet (/create): re-checked as the creator edits; the
 * claims the post does not support are marked in the editor with Keep, Edit and Remove (Keep is
 * remembered for this draft). `whole` holds a flag on the article as a whole (another subject).
 */
export function useDraftClaims(
  postId: number,
  content: string,
  title?: string,
): { editor: EditorClaims; whole: Claim[] } {
  const result = useClaimCheck(postId, content, title);
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());

  const unsupported = result?.unsupported;
  const claims = useMemo(
    () => (unsupported ?? []).filter((c) => c.kind !== 'topic' && !kept.has(keyOf(c))),
    [unsupported, kept],
  );
  const editor = useMemo<EditorClaims>(
    () => ({ claims, onKeep: (claim) => setKept((k) => new Set(k).add(keyOf(claim))) }),
    [claims],
  );
  const whole = useMemo(() => (unsupported ?? []).filter((c) => c.kind === 'topic'), [unsupported]);
  return { editor, whole };
}
