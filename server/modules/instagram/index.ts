// Public file of the instagram module: the only file code outside server/modules/instagram/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { instagramModule } from './instagram.module';
export { accountPolicy } from './instagram.policy';
export { oauthStatesRepository } from './oauth-states.repository';
