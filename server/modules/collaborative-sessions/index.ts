// Public file of the collab module: the only file code outside server/modules/collaborative-sessions/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { collabRoutes } from './sessions.routes';
export { sessionPolicy } from './sessions.policy';
export { collabSessionsRepository } from './sessions.repository';
