// Public file of the versions module: the only file code outside server/modules/versions/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { versionRecorder, type VersionRecorder } from './versions.recorder';
export { versionRoutes } from './versions.routes';
export type { BlogAccess } from './versions.service';
