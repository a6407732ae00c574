export { ShareDialog } from './ShareDialog';
export { SharedWithMe } from './SharedWithMe';
export { sharingQueryOptions } from './api';
