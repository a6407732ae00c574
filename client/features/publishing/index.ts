/** The publishing feature's public face: the publish button and publication states of a blog card. */
export { connectionsQueryOptions } from './api';
export { NeedsAttention } from './NeedsAttention';
export { PublicationBadges } from './PublicationBadges';
export { PublishButton } from './PublishButton';
export { useGridPublications } from './use-grid-publications';
