// Public file of the publishing module: the only file code outside server/modules/publishing/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { publishingRoutes } from './publishing.routes';
export { publisherContext } from './publishing.context';
export { connectionsRepository } from './connections.repository';
export { credentialsOf, isPlatformName } from './connections.service';
export { resolveFeaturedImage } from './featured-image';
export { publicationsRepository, type BlogRow } from './publications.repository';
export { enqueuePublication, PUBLISH_QUEUE } from './publications.service';
