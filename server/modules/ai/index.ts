// Public file of the ai module: the only file code outside server/modules/ai/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { aiRoutes } from './ai.routes';
export { aiService } from './ai.service';
export { pruneGenerations } from './ai-retention';
