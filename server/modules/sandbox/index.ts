// Public file of the sandbox module: the only file code outside server/modules/sandbox/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { sandboxRoutes } from './sandbox.routes';
