// Public file of the comments module (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { commentRoutes } from './comments.routes';
