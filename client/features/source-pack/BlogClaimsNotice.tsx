import { useQuery } from '@tanstack/react-query';
import { blogClaimsQueryOptions } from './api';
import { ClaimsList } from './ClaimsNotice';
import { CLAIM_PARAM } from './ClaimCheckedEditor';

/**
 * The Publish dialog's list of the saved blog's claims its post does not support (docs/decisions/026-stored-videos-and-saved-claim-checks.md), read
 * from the check saved with the blog: those still unsupported and those the creator kept, each with a
 * model's judgement when one was made, so the creator sees them before publishing.
 */
export function BlogClaimsNotice({ blogId, className }: { blogId: number; className?: string }) {
  const claims = useQuery(blogClaimsQueryOptions(blogId));
  const open = (claims.data?.claims ?? []).filter((c) => c.status === 'unsupported' || c.status === 'kept');
  return (
    <ClaimsList
      claims={open}
      note={claims.data?.judgementNote}
      className={className}
      // An unsupported claim is marked in the editor: its warning leads to the marked words.
      linkFor={(c) =>
        'status' in c && c.status === 'unsupported' && c.kind !== 'topic'
          ? `/edit-blog/${blogId}?${CLAIM_PARAM}=${encodeURIComponent(c.text)}`
          : undefined
      }
    />
  );
}
