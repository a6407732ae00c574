// Public file of the prompts module: the only file code outside server/modules/prompts/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { promptRoutes } from './prompts.routes';
export { promptPolicy, type PromptSubject } from './prompts.policy';
export { presentPrompt } from './prompts.presenter';
export { contributedToPrompt, promptsRepository } from './prompts.repository';
