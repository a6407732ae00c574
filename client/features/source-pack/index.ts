export { BlogClaimsNotice } from './BlogClaimsNotice';
export { ClaimCheckedEditor } from './ClaimCheckedEditor';
export { ClaimsList, ClaimsNotice } from './ClaimsNotice';
export { useDraftClaims } from './use-draft-claims';
export { InterviewCard } from './InterviewCard';
export { SourcePackPanel } from './SourcePackPanel';
export { blogClaimsQueryKey, blogClaimsQueryOptions, checkClaims, sourcePackQueryOptions, useUpdateClaim } from './api';
