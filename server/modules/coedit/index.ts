// Public file of the coedit module (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { coeditRoutes } from './coedit.routes';
export { sharingPolicy } from './coedit.policy';
