// Public file of the prompts module: the only file code outside server/modules/prompts/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { promptRoutes } from './prompts.routes';
export { promptsRepository, promptVisibleTo } from './prompts.repository';
