// Public file of the source-pack module: the only file code outside server/modules/source-pack/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { sourcePackRoutes } from './source-pack.routes';
export { sourcePackServiceOf } from './source-pack.instance';
export { packText, type SourcePackService } from './source-pack.service';
export { capabilitiesRepository } from './capabilities.repository';
