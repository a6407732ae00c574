import { Link } from 'wouter';
import { SOURCE_PACK_COPY } from '@common/copy';
import type { BlogClaim } from '@common/claims';
import type { Claim } from '@common/source-pack';

const C = SOURCE_PACK_COPY.claims;

/**
 * One flagged claim: 'Not in your post: 250 g — keep, edit or remove', whether the creator kept it,
 * and, when a model judged it, its verdict and one-line reason.
 */
export function ClaimItem({ claim, href }: { claim: Claim | BlogClaim; href?: string | undefined }) {
  const saved = 'status' in claim ? claim : null;
  const words = claim.kind === 'topic' ? C.topic(claim.text) : C.flag(claim.text);
  return (
    <li data-testid="claim-flag">
      {/* A link to the marked words in the editor, where the claim is still marked there. */}
      {href ? (
        <Link href={href} className="underline underline-offset-2 hover:no-underline">
          {words}
        </Link>
      ) : (
        words
      )}
      {saved?.status === 'kept' ? <span className="ml-1 text-xs font-medium">({C.kept})</span> : null}
      {saved?.judgement ? (
        <span className="block text-xs opacity-90" data-testid="claim-judgement">
          {C.verdict[saved.judgement.verdict]} — {saved.judgement.reason}
        </span>
      ) : null}
    </li>
  );
}
