// Public file of the collab module: the only file code outside server/modules/collab/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { collabRoutes } from './collab.routes';
export { sessionPolicy } from './collab.policy';
export { collabSessionsRepository } from './sessions.repository';
