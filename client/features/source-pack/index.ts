export { BlogClaimsNotice } from './BlogClaimsNotice';
export { ClaimCheckedEditor } from './ClaimCheckedEditor';
export { ClaimsNotice } from './ClaimsNotice';
export { SourcePackPanel } from './SourcePackPanel';
export { blogClaimsQueryKey, blogClaimsQueryOptions, checkClaims, sourcePackQueryOptions, useUpdateClaim } from './api';
