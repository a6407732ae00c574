// Public file of the coedit module (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { coeditRoutes } from './co-editing.routes';
export { sharingPolicy } from './co-editing.policy';
