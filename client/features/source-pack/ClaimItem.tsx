import { SOURCE_PACK_COPY } from '@common/copy';
import type { BlogClaim } from '@common/claims';
import type { Claim } from '@common/source-pack';

const C = SOURCE_PACK_COPY.claims;

/**
 * One flagged claim: 'Not in your post: 250 g — keep, edit or remove', whether the creator kept it,
 * and, when a model judged it, its verdict and one-line reason.
 */
export function ClaimItem({ claim }: { claim: Claim | BlogClaim }) {
  const saved = 'status' in claim ? claim : null;
  return (
    <li data-testid="claim-flag">
      {claim.kind === 'topic' ? C.topic(claim.text) : C.flag(claim.text)}
      {saved?.status === 'kept' ? <span className="ml-1 text-xs font-medium">({C.kept})</span> : null}
      {saved?.judgement ? (
        <span className="block text-xs opacity-90" data-testid="claim-judgement">
          {C.verdict[saved.judgement.verdict]} — {saved.judgement.reason}
        </span>
      ) : null}
    </li>
  );
}
