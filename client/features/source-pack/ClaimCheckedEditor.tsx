import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClaimKind } from '@common/source-pack';
import { RichTextEditor, type RichTextEditorProps } from '@client/components/editor';
import type { EditorClaims } from '@client/components/editor/claims-marks';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { blogClaimsQueryOptions, useUpdateClaim } from './api';

/**
 * The blog's editor with the claims its post does not support marked in the text (issue 13 §2):
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
  return <RichTextEditor {...props} claims={claims} />;
}
