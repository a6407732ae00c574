// Public file of the media module: the only file code outside server/modules/media/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { mediaRoutes } from './media.routes';
export { mediaLibrary } from './media.library';
export { mediaOwnership } from './media.ownership';
export { hasDataImages, storeDataImages } from './data-images';
export { convertStoredDataImages, DATA_IMAGES_QUEUE } from './data-image-migration';
