import { useEffect, useState } from 'react';
import type { ClaimCheckResult } from '@common/source-pack';
import { checkClaims } from './api';

/** The check runs this long after the last keystroke. */
const DEBOUNCE_MS = 700;

/** The claim check of `content` against the post's source pack, re-run as the creator edits (debounced). */
export function useClaimCheck(postId: number, content: string, title?: string): ClaimCheckResult | null {
  const [result, setResult] = useState<ClaimCheckResult | null>(null);
  useEffect(() => {
    if (!content.trim()) return;
    let live = true;
    const timer = setTimeout(() => {
      checkClaims(postId, content, title).then(
        (r) => live && setResult(r),
        () => live && setResult(null),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [postId, content, title]);
  return result;
}
