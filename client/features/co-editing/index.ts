export { ShareDialog } from './ShareDialog';
export { SharedWithMe } from './SharedWithMe';
export { sharingFromPage, sharingQueryOptions } from './api';
