import { TriangleAlert } from 'lucide-react';
import { SOURCE_PACK_COPY } from '@common/copy';
import type { BlogClaim } from '@common/claims';
import type { Claim } from '@common/source-pack';
import { cn } from '@client/lib/utils';
import { ClaimItem } from './ClaimItem';
import { useClaimCheck } from './use-claim-check';

const C = SOURCE_PACK_COPY.claims;

/**
 * Checked against the post (docs/decisions/026-stored-videos-and-saved-claim-checks.md): under the editor, the article's numbers, prices, times,
 * dates, names and quotes that the post's source pack does not support, each as
 * 'Not in your post: 250 g — keep, edit or remove'. Re-checked as the creator edits.
 */
export function ClaimsNotice({
  postId,
  content,
  title,
  className,
}: {
  postId: number;
  content: string;
  title?: string | undefined;
  className?: string | undefined;
}) {
  const result = useClaimCheck(postId, content, title);

  return <ClaimsList claims={result?.unsupported ?? []} className={className} />;
}

/** The amber 'Not in your post' box, or nothing when there is no claim to show. */
export function ClaimsList({
  claims,
  note,
  className,
  linkFor,
}: {
  claims: (Claim | BlogClaim)[];
  note?: string | null | undefined;
  className?: string | undefined;
  /** Where a claim's words are marked (the editor), when the list is shown away from it. */
  linkFor?: ((claim: Claim | BlogClaim) => string | undefined) | undefined;
}) {
  if (!claims.length) return null;
  return (
    <section
      aria-label={C.title}
      className={cn(
        'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
        className,
      )}
      data-testid="claim-flags"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {C.title}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {claims.map((claim) => (
          <ClaimItem key={`${claim.kind}:${claim.text}`} claim={claim} href={linkFor?.(claim)} />
        ))}
      </ul>
      {note ? <p className="mt-1 text-xs italic">{note}</p> : null}
    </section>
  );
}
