// Public file of the health module: the only file code outside server/modules/health/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { healthRoutes } from './health.routes';
